import { endpoints } from '@liqui/api-client';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { invoiceEmissionQueue } from '../../jobs/queue.js';
import { createTestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { type App, type Caller, invoiceApiHelpers } from './invoices.test-support.js';

/**
 * `PUT /root/invoices/{invoiceId}` with action PROCESS (`process-invoice.ts`; Spec 02 §4, §7)
 * in-process with `app.request()`: PENDING_AFIP and its emission job in one transaction, only
 * from DRAFT or PRESENTED (`invoiceStatusMachine`). No worker runs: the emission itself is tested
 * in `emission/emit-invoice.test.ts`.
 */

describe('invoice PROCESS', () => {
  let database: Database;
  let app: App;
  let services: AppServices;
  let ana: Caller;
  const { newCaller, call, createDraft, readInvoice, rowOf } = invoiceApiHelpers(() => ({
    database,
    app,
    services,
  }));

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const context = createTestContext({ database });
    app = context.app;
    services = context.services;
    ana = await newCaller({ cuit: '20111111112', punto_venta: 3 });
  });
  afterAll(async () => {
    await services.jobs.stop();
    await database.close();
  });

  it('PROCESS takes the body GET returned too, with the spec’s action and status', async () => {
    const invoiceId = await createDraft(ana);
    const read = await readInvoice(ana, invoiceId);
    const response = await call(ana, 'PUT', `/api/root/invoices/${invoiceId}`, {
      ...read,
      action: 'PROCESS',
      estado: 'PENDING_AFIP',
      nroDeComprobante: 7,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ estado: 'PENDING_AFIP', nroDeComprobante: null });
  });

  it('PROCESS sends a draft: PENDING_AFIP, action PROCESS, one emission job queued', async () => {
    const invoiceId = await createDraft(ana);
    const response = await call(ana, 'PUT', `/api/root/invoices/${invoiceId}`, {
      action: 'PROCESS',
      estado: 'PENDING_AFIP',
      nroDeComprobante: 12,
      observacion: 'Enviada',
    });
    expect(response.status).toBe(200);
    const invoice = await response.json();
    assert(invoice, endpoints.processInvoice.response);
    expect(invoice).toMatchObject({
      invoiceId,
      estado: 'PENDING_AFIP',
      action: 'PROCESS',
      observacion: 'Enviada',
      nroDeComprobante: null,
      intentosFallidos: 0,
    });
    const jobs = await services.jobs.findJobs(invoiceEmissionQueue, { key: invoiceId });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ invoiceId });

    // Once sent, it can no longer be processed, edited or deleted.
    const again = await call(ana, 'PUT', `/api/root/invoices/${invoiceId}`, { action: 'PROCESS' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'Hubo un error enviando la factura',
      code: 'conflict',
    });
    const update = await call(ana, 'PUT', '/api/root/invoices', {
      invoice_id: invoiceId,
      importeTotal: 1,
      observacion: 'cambio',
    });
    expect(update.status).toBe(409);
    expect(await update.json()).toEqual({
      message: 'Error de actualización de factura',
      code: 'conflict',
    });
    const remove = await call(ana, 'DELETE', `/api/root/invoices/${invoiceId}`);
    expect(remove.status).toBe(409);
    expect(await remove.json()).toEqual({
      message: 'Hubo un error eliminando la factura',
      code: 'conflict',
    });
    expect(await rowOf(invoiceId)).toMatchObject({
      estado: 'PENDING_AFIP',
      observacion: 'Enviada',
    });
    expect(await services.jobs.findJobs(invoiceEmissionQueue, { key: invoiceId })).toHaveLength(1);
  });

  it('PROCESS validates the draft first: a broken one stays DRAFT without a job', async () => {
    const invoiceId = await createDraft(ana);
    const response = await call(ana, 'PUT', `/api/root/invoices/${invoiceId}`, {
      action: 'PROCESS',
      items: [],
    });
    expect(response.status).toBe(400);
    expect(await rowOf(invoiceId)).toMatchObject({ estado: 'DRAFT', action: null });
    expect(await services.jobs.findJobs(invoiceEmissionQueue, { key: invoiceId })).toHaveLength(0);
  });

  it('PROCESS is allowed from PRESENTED too, and refused for the other statuses (invoiceStatusMachine)', async () => {
    const presented = await createDraft(ana);
    await database.db
      .update(invoices)
      .set({ estado: 'PRESENTED' })
      .where(eq(invoices.invoiceId, presented));
    const ok = await call(ana, 'PUT', `/api/root/invoices/${presented}`, { action: 'PROCESS' });
    expect(ok.status).toBe(200);

    for (const estado of ['EMITTED', 'REJECTED', 'CANCELED', 'QUEUED'] as const) {
      const invoiceId = await createDraft(ana);
      await database.db.update(invoices).set({ estado }).where(eq(invoices.invoiceId, invoiceId));
      const response = await call(ana, 'PUT', `/api/root/invoices/${invoiceId}`, {
        action: 'PROCESS',
      });
      expect(response.status, estado).toBe(409);
      expect(await response.json()).toEqual({
        message: 'Hubo un error enviando la factura',
        code: 'conflict',
      });
      expect(await rowOf(invoiceId), estado).toMatchObject({ estado, action: null });
      expect(await services.jobs.findJobs(invoiceEmissionQueue, { key: invoiceId })).toHaveLength(
        0,
      );
    }
  });
});
