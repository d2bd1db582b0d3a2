import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import {
  argentineDateOf,
  type Invoice,
  type InvoiceDraft,
  invoiceStatuses,
  messages,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoiceStatusValues } from '../../db/schema/afip.js';
import { invoices } from '../../db/schema.js';
import { invoiceEmissionQueue } from '../../jobs/queue.js';
import { enumValues } from '../../test/allowed-values.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The invoice API (Spec 02 §4, §5, §7; issue 5) in-process with `app.request()`, over a seeded
 * database (maximo_cons_final = 10,000,000 ARS). No ARCA here: PROCESS only queues the job (no
 * worker runs); the emission itself is tested in `emission.test.ts`.
 */

type App = ReturnType<typeof createTestContext>['app'];

const today = argentineDateOf(new Date());

/** A valid Factura C draft to a CUIT receiver: 2 × 1500.25 + 0.5 × 99.99 = 3050.50 (half-even). */
function draftOf(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    tipoDeComprobante: 11,
    tipoResponsable: 'iva-responsable-inscripto',
    fecha: today,
    tipoDocumento: 80,
    nroDocumento: '30710916574',
    razonSocialCliente: 'Empresa Demo S.A.',
    domicilioComercialCliente: 'Av. Siempreviva 742',
    localidadCliente: 'CABA',
    provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    emailCliente: 'compras@empresa.test',
    formaDePago: 'cuenta-corriente',
    moneda: 'PES',
    concepto: 2,
    desde: today,
    hasta: today,
    vencimientoPago: today,
    items: [
      { key: 1, codigo: '1', concepto: 'Consultoría', unidad: 7, cantidad: 2, precio: 1500.25 },
      { key: 2, codigo: '2', concepto: 'Insumos', unidad: 7, cantidad: 0.5, precio: 99.99 },
    ],
    observacion: null,
    tipoDeComprobanteAsoc: null,
    puntoVentaAsoc: null,
    cbteNroAsoc: null,
    importeTotal: 1,
    puntoVenta: null,
    ...overrides,
  };
}

type Caller = { userId: string; token: string };

describe('invoice API', () => {
  let database: Database;
  let app: App;
  let services: AppServices;
  let ana: Caller;
  let bruno: Caller;
  let sinCuit: Caller;
  let staff: Caller;

  /** A taxpayer, ACTIVO unless `fields` says otherwise (invoice writes are gated, issue 12). */
  async function newCaller(
    fields: {
      cuit?: string;
      punto_venta?: number;
      estado_usuario?: 'ACTIVO' | 'INCOMPLETO' | 'BLOQUEADO';
      estado_pago?: 'ACTIVO' | 'VENCIDO';
    } = {},
  ): Promise<Caller> {
    const userId = randomUUID();
    await services.users.createFromIdentity({
      sub: userId,
      username: `user-${userId}@liqui.test`,
      email: `user-${userId}@liqui.test`,
      givenName: 'Ana',
      familyName: 'Pérez',
    });
    await services.users.updateFields(userId, {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      ...fields,
    });
    return { userId, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  function call(caller: Caller | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (caller) headers.Authorization = `Bearer ${caller.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function createDraft(caller: Caller, overrides: Partial<InvoiceDraft> = {}) {
    const response = await call(caller, 'POST', '/api/root/invoices', draftOf(overrides));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { invoiceId: string };
    assert(body, endpoints.createInvoice.response);
    return body.invoiceId;
  }

  async function readInvoice(caller: Caller, invoiceId: string): Promise<Invoice> {
    const response = await call(caller, 'GET', `/api/root/invoices/${invoiceId}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getInvoice.response);
    return body;
  }

  async function rowOf(invoiceId: string) {
    const [row] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceId, invoiceId));
    return row;
  }

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
