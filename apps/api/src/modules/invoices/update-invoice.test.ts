import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { createTestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { type App, type Caller, invoiceApiHelpers, today } from './invoices.test-support.js';

/**
 * `PUT /root/invoices` (`update-invoice.ts`; Spec 02 §4 "Wizard flow", §7; issue 10 item 9,
 * issue 28 item 8) in-process with `app.request()`: the merged draft validated, the status kept,
 * and the read-only fields of the `GET` answer sent back: the same value accepted, another one
 * refused naming the field.
 */

describe('invoice update', () => {
  let database: Database;
  let app: App;
  let services: AppServices;
  let ana: Caller;
  let bruno: Caller;
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
    bruno = await newCaller({ cuit: '20000000516', punto_venta: 1 });
  });
  afterAll(async () => {
    await services.jobs.stop();
    await database.close();
  });

  it('updates a draft, validating the merged fields and keeping its status', async () => {
    const invoiceId = await createDraft(ana);
    const response = await call(ana, 'PUT', '/api/root/invoices', {
      invoice_id: invoiceId,
      estado: 'PENDING_AFIP',
      importeTotal: 999,
      items: [{ codigo: '1', concepto: 'Horas', unidad: 7, cantidad: 3, precio: 10.1 }],
      observacion: 'Abril',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.updateInvoice.response);
    expect(body).toEqual({ invoice_id: invoiceId });
    expect(await rowOf(invoiceId)).toMatchObject({
      estado: 'DRAFT',
      importeTotalCents: 3030,
      observacion: 'Abril',
      razonSocialCliente: 'Empresa Demo S.A.',
    });

    const invalid = await call(ana, 'PUT', '/api/root/invoices', {
      invoice_id: invoiceId,
      importeTotal: 1,
      concepto: 2,
      hasta: null,
      observacion: 'no se guarda',
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: 'hasta',
      message: 'Fecha hasta requerida',
    });
    expect(await rowOf(invoiceId)).toMatchObject({ observacion: 'Abril', hasta: today });
  });

  it('accepts on PUT the body GET returned with one field changed, ignoring the read-only ones', async () => {
    const invoiceId = await createDraft(ana);
    const read = await readInvoice(ana, invoiceId);
    const response = await call(ana, 'PUT', '/api/root/invoices', {
      ...read,
      razonSocialCliente: 'Otra Empresa S.R.L.',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ invoice_id: invoiceId });
    const after = await readInvoice(ana, invoiceId);
    expect(after).toEqual({ ...read, razonSocialCliente: 'Otra Empresa S.R.L.' });
  });

  it('refuses on PUT a read-only field sent with another value, naming it, and changes nothing', async () => {
    const invoiceId = await createDraft(ana);
    const read = await readInvoice(ana, invoiceId);
    const before = await rowOf(invoiceId);
    const response = await call(ana, 'PUT', '/api/root/invoices', {
      ...read,
      razonSocialCliente: 'Otra Empresa S.R.L.',
      cae: '12345678901234',
      userId: bruno.userId,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation',
      message: 'Datos inválidos',
      errors: [
        { path: 'userId', message: 'Este dato no se puede modificar' },
        { path: 'cae', message: 'Este dato no se puede modificar' },
      ],
    });
    expect(await rowOf(invoiceId)).toEqual(before);
    const unknown = await call(ana, 'PUT', '/api/root/invoices', { ...read, descuento: 10 });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: unknown }).errors).toEqual([
      { path: 'descuento', message: 'Campo no permitido' },
    ]);
  });

  it('refuses on PUT another status, id or number than the stored one, naming each field, and changes nothing (issue 28 item 8)', async () => {
    const invoiceId = await createDraft(ana);
    const read = await readInvoice(ana, invoiceId);
    const before = await rowOf(invoiceId);
    const response = await call(ana, 'PUT', '/api/root/invoices', {
      ...read,
      observacion: 'no se guarda',
      estado: 'EMITTED',
      invoiceId: randomUUID(),
      nroDeComprobante: 12,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation',
      message: 'Datos inválidos',
      errors: [
        { path: 'invoiceId', message: 'Este dato no se puede modificar' },
        { path: 'nroDeComprobante', message: 'Este dato no se puede modificar' },
        { path: 'estado', message: 'Este dato no se puede modificar' },
      ],
    });
    expect(await rowOf(invoiceId)).toEqual(before);

    // The stored status sent back as read, or the wizard's PENDING_AFIP, is accepted; the status
    // stays the server's.
    for (const estado of ['DRAFT', 'PENDING_AFIP'] as const) {
      const accepted = await call(ana, 'PUT', '/api/root/invoices', {
        ...read,
        estado,
        observacion: `con ${estado}`,
      });
      expect(accepted.status, estado).toBe(200);
      expect(await rowOf(invoiceId), estado).toMatchObject({
        estado: 'DRAFT',
        observacion: `con ${estado}`,
      });
    }
  });
});
