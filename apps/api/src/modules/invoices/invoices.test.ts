import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf, type Invoice, invoiceStatuses, messages } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoiceStatusValues } from '../../db/schema/afip.js';
import { invoices } from '../../db/schema.js';
import { enumValues } from '../../test/allowed-values.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import {
  type App,
  type Caller,
  draftOf,
  invoiceApiHelpers,
  today,
} from './invoices.test-support.js';

/**
 * The invoice API (Spec 02 §4, §5, §7; issue 5) in-process with `app.request()`, over a seeded
 * database (maximo_cons_final = 10,000,000 ARS): create, list, read, delete, the PDF, gating. The
 * update is tested in `update-invoice.test.ts`, PROCESS in `process-invoice.test.ts`; no ARCA
 * here: the emission itself is tested in `emission/emit-invoice.test.ts`.
 */

describe('invoice API', () => {
  let database: Database;
  let app: App;
  let services: AppServices;
  let ana: Caller;
  let bruno: Caller;
  let sinCuit: Caller;
  let staff: Caller;
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
    sinCuit = await newCaller({ punto_venta: 2 });
    const staffId = randomUUID();
    staff = {
      userId: staffId,
      token: await signTestToken(testSigningKeys, { sub: staffId, groups: ['admin'] }),
    };
  });
  afterAll(async () => {
    await services.jobs.stop();
    await database.close();
  });

  it('answers 401 on every invoice route without a token', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/root/invoices', draftOf()],
      ['PUT', '/api/root/invoices', { invoice_id: id, importeTotal: 1 }],
      ['PUT', `/api/root/invoices/${id}`, { action: 'PROCESS' }],
      ['GET', '/api/root/invoices'],
      ['GET', `/api/root/invoices/${id}`],
      ['DELETE', `/api/root/invoices/${id}`],
      ['GET', `/api/pdf/${id}?userId=${id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(null, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('creates a DRAFT issued by the caller, with the total computed by the server in cents', async () => {
    const invoiceId = await createDraft(ana);
    const response = await call(ana, 'GET', `/api/root/invoices/${invoiceId}`);
    expect(response.status).toBe(200);
    const invoice = await response.json();
    assert(invoice, endpoints.getInvoice.response);
    expect(invoice).toMatchObject({
      invoiceId,
      invoice_id: invoiceId,
      userId: ana.userId,
      userCuit: '20111111112',
      estado: 'DRAFT',
      puntoVenta: 3,
      importeTotal: 3050.5,
      nroDeComprobante: null,
      cae: null,
      afipRespuesta: null,
      intentosFallidos: 0,
      batchId: null,
    });
    expect(invoice.items).toHaveLength(2);
    const row = await rowOf(invoiceId);
    expect(row?.importeTotalCents).toBe(305050);
  });

  it('uses the draft’s point of sale when it sends one', async () => {
    const invoiceId = await createDraft(ana, { puntoVenta: 7 });
    expect((await rowOf(invoiceId))?.puntoVenta).toBe(7);
  });

  it('refuses to invoice for a user without CUIT or point of sale (409), saving nothing', async () => {
    const before = await database.db.select().from(invoices);
    const response = await call(sinCuit, 'POST', '/api/root/invoices', draftOf());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: messages['invoice.issuerIncomplete'],
      code: 'conflict',
    });
    const noRecord: Caller = {
      userId: randomUUID(),
      token: await signTestToken(testSigningKeys, {}),
    };
    expect((await call(noRecord, 'POST', '/api/root/invoices', draftOf())).status).toBe(409);
    expect(await database.db.select().from(invoices)).toHaveLength(before.length);
  });

  it('answers 400 with the spec’s Spanish messages for a draft that breaks the rules, saving nothing', async () => {
    const before = await database.db.select().from(invoices);
    const shape = await call(ana, 'POST', '/api/root/invoices', {
      ...draftOf(),
      tipoDeComprobante: 6,
    });
    expect(shape.status).toBe(400);
    expect(await shape.json()).toMatchObject({
      code: 'validation',
      errors: [{ path: 'tipoDeComprobante' }],
    });

    const rules = await call(
      ana,
      'POST',
      '/api/root/invoices',
      draftOf({ razonSocialCliente: '', desde: null, nroDocumento: '30710916575' }),
    );
    expect(rules.status).toBe(400);
    const body = (await rules.json()) as { message: string; errors: unknown[] };
    expect(body.message).toBe('Datos inválidos');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'razonSocialCliente', message: 'Razón Social requerida' },
        { path: 'desde', message: 'Fecha desde requerida' },
        { path: 'nroDocumento', message: 'CUIT invalido' },
      ]),
    );
    expect(await database.db.select().from(invoices)).toHaveLength(before.length);
  });

  it('applies the final-consumer limit of maximo_cons_final to the server’s total', async () => {
    const overLimit = draftOf({
      tipoResponsable: 'consumidor-final',
      tipoDocumento: 99,
      nroDocumento: '0',
      razonSocialCliente: null,
      domicilioComercialCliente: null,
      items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 10_000_000.01 }],
    });
    const response = await call(ana, 'POST', '/api/root/invoices', overLimit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: 'nroDocumento',
      message: 'Limite superado. Debes informar el DNI.',
    });
    // RG 5700: a total equal to the limit ("igual o superior") needs the DNI too.
    const atLimit = draftOf({
      ...overLimit,
      items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 10_000_000 }],
    });
    const atLimitResponse = await call(ana, 'POST', '/api/root/invoices', atLimit);
    expect(atLimitResponse.status).toBe(400);
    const underLimit = await createDraft(ana, {
      ...overLimit,
      items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 9_999_999.99 }],
    });
    expect(await rowOf(underLimit)).toMatchObject({ tipoDocumento: 99, nroDocumento: '0' });
  });

  it('keeps a taxpayer out of another taxpayer’s invoices (404, as if missing)', async () => {
    const invoiceId = await createDraft(ana);
    const notFound = { message: 'No se pudo leer la factura del usuario', code: 'not_found' };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/root/invoices/${invoiceId}`],
      ['PUT', '/api/root/invoices', { invoice_id: invoiceId, importeTotal: 1, fecha: today }],
      ['PUT', `/api/root/invoices/${invoiceId}`, { action: 'PROCESS' }],
      ['DELETE', `/api/root/invoices/${invoiceId}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(bruno, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    const list = (await (await call(bruno, 'GET', '/api/root/invoices')).json()) as {
      invoices: { invoiceId: string }[];
    };
    expect(list.invoices.map((invoice) => invoice.invoiceId)).not.toContain(invoiceId);
    expect((await rowOf(invoiceId))?.estado).toBe('DRAFT');
  });

  it('takes the receiver’s document number as a JSON number too', async () => {
    const body = { ...draftOf(), nroDocumento: 20111111112 };
    const response = await call(ana, 'POST', '/api/root/invoices', body);
    expect(response.status).toBe(201);
    const { invoiceId } = (await response.json()) as { invoiceId: string };
    expect((await rowOf(invoiceId))?.nroDocumento).toBe('20111111112');
    const negative = await call(ana, 'POST', '/api/root/invoices', {
      ...draftOf(),
      nroDocumento: -5,
    });
    expect(negative.status).toBe(400);
    expect(((await negative.json()) as { errors: unknown }).errors).toEqual([
      expect.objectContaining({ path: 'nroDocumento' }),
    ]);
  });

  it('deletes only a DRAFT, with the spec’s message', async () => {
    const invoiceId = await createDraft(ana);
    const response = await call(ana, 'DELETE', `/api/root/invoices/${invoiceId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Comprobante eliminado correctamente' });
    expect(await rowOf(invoiceId)).toBeUndefined();
    expect((await call(ana, 'GET', `/api/root/invoices/${invoiceId}`)).status).toBe(404);
  });

  it('lists all of the caller’s invoices, batch and REJECTED included, newest first', async () => {
    const caller = await newCaller({ cuit: '27000000006', punto_venta: 1 });
    const yesterday = argentineDateOf(new Date(Date.now() - 86_400_000));
    const older = await createDraft(caller, { fecha: yesterday, desde: yesterday });
    const rejected = await createDraft(caller);
    const batch = await createDraft(caller);
    await database.db
      .update(invoices)
      .set({ estado: 'REJECTED' })
      .where(eq(invoices.invoiceId, rejected));
    await database.db
      .update(invoices)
      .set({ batchId: 'lote-1' })
      .where(eq(invoices.invoiceId, batch));
    const response = await call(caller, 'GET', '/api/root/invoices');
    expect(response.status).toBe(200);
    const list = await response.json();
    assert(list, endpoints.listInvoices.response);
    expect(list.last).toBeNull();
    expect(list.invoices.map((invoice) => invoice.invoiceId)).toEqual([batch, rejected, older]);
    expect(list.invoices[0]).toMatchObject({ batchId: 'lote-1' });
    expect(list.invoices[1]).toMatchObject({ estado: 'REJECTED' });
  });

  it('pages the list by cursor: every invoice once, in order, whatever the page size', async () => {
    const caller = await newCaller({ cuit: '27000000006', punto_venta: 2 });
    const dates = [0, 1, 1, 2, 2, 2, 3].map((days) =>
      argentineDateOf(new Date(Date.now() - days * 86_400_000)),
    );
    for (const fecha of dates) await createDraft(caller, { fecha, desde: fecha });
    const everything = (await (await call(caller, 'GET', '/api/root/invoices')).json()) as {
      invoices: Invoice[];
      last: string | null;
    };
    expect(everything.invoices).toHaveLength(7);
    expect(everything.last).toBeNull();
    const order = everything.invoices.map((invoice) => invoice.invoiceId);
    expect(everything.invoices.map((invoice) => invoice.fecha)).toEqual([...dates]);

    const seen: string[] = [];
    let last: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '3', ...(last ? { last } : {}) });
      const response = await call(caller, 'GET', `/api/root/invoices?${query}`);
      expect(response.status).toBe(200);
      const page = await response.json();
      assert(page, endpoints.listInvoices.response);
      expect(page.invoices.length).toBeLessThanOrEqual(3);
      seen.push(...page.invoices.map((invoice) => invoice.invoiceId));
      last = page.last;
      pages += 1;
    } while (last !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(order);
  });

  it('refuses a page size out of 1–200 and a cursor it did not give, with 400 at the field', async () => {
    for (const [query, path] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['last=no-es-un-cursor', 'last'],
      [`last=${Buffer.from('["2026-02-30","x","y"]').toString('base64url')}`, 'last'],
    ] as const) {
      const response = await call(ana, 'GET', `/api/root/invoices?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { errors: { path: string }[] };
      expect(
        body.errors.map((error) => error.path),
        query,
      ).toEqual([path]);
    }
  });

  it('the PDF route lets a taxpayer ask only with its own user id; staff may ask for anyone', async () => {
    const invoiceId = await createDraft(ana);
    const foreign = await call(bruno, 'GET', `/api/pdf/${invoiceId}?userId=${ana.userId}`);
    expect(foreign.status).toBe(403);
    const ownId = await call(bruno, 'GET', `/api/pdf/${invoiceId}?userId=${bruno.userId}`);
    expect(ownId.status).toBe(404);
    const missingQuery = await call(ana, 'GET', `/api/pdf/${invoiceId}`);
    expect(missingQuery.status).toBe(400);
    for (const caller of [ana, staff]) {
      const response = await call(caller, 'GET', `/api/pdf/${invoiceId}?userId=${ana.userId}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      assert(body, endpoints.getInvoicePdf.response);
      expect(Buffer.from(body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
  it('refuses every invoice write of a gated taxpayer with 403 and changes nothing; reads stay open', async () => {
    const caller = await newCaller({ cuit: '27000000006', punto_venta: 4 });
    const invoiceId = await createDraft(caller);
    const before = await rowOf(invoiceId);
    for (const gated of [
      { estado_pago: 'VENCIDO' },
      { estado_usuario: 'BLOQUEADO' },
      { estado_usuario: 'INCOMPLETO' },
    ] as const) {
      await services.users.updateFields(caller.userId, {
        estado_usuario: 'ACTIVO',
        estado_pago: 'ACTIVO',
        ...gated,
      });
      const attempts = [
        await call(caller, 'POST', '/api/root/invoices', draftOf()),
        await call(caller, 'PUT', '/api/root/invoices', {
          invoice_id: invoiceId,
          importeTotal: 1,
          fecha: today,
        }),
        await call(caller, 'PUT', `/api/root/invoices/${invoiceId}`, { action: 'PROCESS' }),
        await call(caller, 'DELETE', `/api/root/invoices/${invoiceId}`),
      ];
      for (const response of attempts) {
        expect(response.status, JSON.stringify(gated)).toBe(403);
        expect(await response.json()).toEqual({
          code: 'forbidden',
          message: messages['invoice.gated'],
        });
      }
      expect(await rowOf(invoiceId)).toEqual(before);
      const listed = await call(caller, 'GET', '/api/root/invoices');
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { invoices: Invoice[] }).invoices).toHaveLength(1);
      expect((await readInvoice(caller, invoiceId)).estado).toBe('DRAFT');
    }

    // ACTIVO again: the same writes work.
    await services.users.updateFields(caller.userId, {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
    });
    const updated = await call(caller, 'PUT', '/api/root/invoices', {
      invoice_id: invoiceId,
      importeTotal: 1,
      fecha: today,
    });
    expect(updated.status).toBe(200);
    const deleted = await call(caller, 'DELETE', `/api/root/invoices/${invoiceId}`);
    expect(deleted.status).toBe(200);
  });
});

describe('the invoices table', () => {
  it("is typed from the domain's invoice statuses, and its migrated enum holds exactly them", async () => {
    expect(invoiceStatusValues).toBe(invoiceStatuses);
    const database = await createTestDatabase('migrated');
    try {
      expect(await enumValues(database, 'invoice_status')).toEqual([...invoiceStatuses]);
    } finally {
      await database.close();
    }
  });
});
