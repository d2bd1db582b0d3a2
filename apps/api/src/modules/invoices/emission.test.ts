import { randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { argentineDateOf, type Invoice, type InvoiceDraft } from '@liqui/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoices, sandboxAfipVouchers } from '../../db/schema.js';
import type { SimulatorFaults } from '../../integrations/afip/simulator/faults.js';
import type { WsfeClient } from '../../integrations/afip/types.js';
import { type EmissionWorker, startEmissionWorker } from '../../jobs/emission-worker.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { buildVoucherRequest, emitInvoice } from './emission.js';

/**
 * The emission job end to end over REAL HTTP: the app listens on a free port, its ARCA clients
 * point at its own simulator (`/sandbox/afip`, `config.afip.sandboxUrl`), faults are driven through
 * `PUT /sandbox/afip/control/faults`, and the `invoice-emission` worker runs with retries of about
 * 1 s. Source: web-services.md §3.8, issue 5.
 */

/** The client gives up after this long; `timeout`/`lostResponse` faults hold answers longer. */
const afipTimeoutMs = 1_500;
const heldMs = 2_500;
const today = argentineDateOf(new Date());
const silent = pino({ level: 'silent' });

/** A valid random CUIT (prefix 20, weights 5432765432, never remainder 1). */
function randomCuit(): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const firstTen = `20${String(randomInt(10_000_000, 99_999_999))}`;
    const sum = [...firstTen].reduce(
      (total, digit, index) => total + Number(digit) * weights[index]!,
      0,
    );
    const remainder = sum % 11;
    if (remainder === 1) continue;
    return `${firstTen}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}

function draftOf(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    tipoDeComprobante: 11,
    tipoResponsable: 'iva-responsable-inscripto',
    fecha: today,
    tipoDocumento: 80,
    nroDocumento: '30710916574',
    razonSocialCliente: 'Empresa Demo S.A.',
    domicilioComercialCliente: 'Av. Siempreviva 742',
    formaDePago: 'contado',
    moneda: 'PES',
    concepto: 2,
    desde: today,
    hasta: today,
    vencimientoPago: today,
    items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 1234.56 }],
    importeTotal: 0,
    ...overrides,
  };
}

type Taxpayer = { userId: string; cuit: string; token: string };

describe('invoice emission against the ARCA simulator', () => {
  let database: Database;
  let server: ServerType;
  let baseUrl: string;
  let services: AppServices;
  let app: ReturnType<typeof createTestContext>['app'];
  let worker: EmissionWorker;

  async function newTaxpayer(): Promise<Taxpayer> {
    const userId = randomUUID();
    const cuit = randomCuit();
    await services.users.createFromIdentity({
      sub: userId,
      username: `user-${userId}@liqui.test`,
      email: `user-${userId}@liqui.test`,
    });
    await services.users.updateFields(userId, { cuit, punto_venta: 1 });
    return { userId, cuit, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  async function api(taxpayer: Taxpayer, method: string, path: string, body?: unknown) {
    const response = await app.request(`/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${taxpayer.token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Creates a draft and sends it (PROCESS) through the API. */
  async function emitThroughApi(taxpayer: Taxpayer, overrides: Partial<InvoiceDraft> = {}) {
    const created = await api(taxpayer, 'POST', '/root/invoices', draftOf(overrides));
    expect(created.status).toBe(201);
    const invoiceId = created.body.invoiceId as string;
    const processed = await api(taxpayer, 'PUT', `/root/invoices/${invoiceId}`, {
      action: 'PROCESS',
    });
    expect(processed.status).toBe(200);
    return invoiceId;
  }

  /** Polls `GET /root/invoices/{id}` until `isDone` holds (or fails after `timeoutMs`). */
  async function waitForInvoice(
    taxpayer: Taxpayer,
    invoiceId: string,
    isDone: (invoice: Invoice) => boolean,
    timeoutMs = 30_000,
  ): Promise<Invoice> {
    const deadline = Date.now() + timeoutMs;
    let last: Invoice | undefined;
    while (Date.now() < deadline) {
      const { status, body } = await api(taxpayer, 'GET', `/root/invoices/${invoiceId}`);
      expect(status).toBe(200);
      last = body as unknown as Invoice;
      if (isDone(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Invoice ${invoiceId} did not get there: ${JSON.stringify(last)}`);
  }

  const isFinal = (invoice: Invoice) =>
    invoice.estado === 'EMITTED' || invoice.estado === 'REJECTED';

  async function setFaults(body: SimulatorFaults): Promise<void> {
    const response = await fetch(`${baseUrl}/sandbox/afip/control/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }

  /** The vouchers the simulator ("ARCA") authorized for `cuit`. */
  async function vouchersOf(cuit: string) {
    return database.db.select().from(sandboxAfipVouchers).where(eq(sandboxAfipVouchers.cuit, cuit));
  }

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    let fetchApp: (request: Request) => Response | Promise<Response> = () =>
      new Response('starting', { status: 503 });
    server = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // PORT makes the default AFIP_SANDBOX_URL `http://127.0.0.1:<port>/sandbox/afip`: this server.
    const config = createTestConfig({
      PORT: String((server.address() as AddressInfo).port),
      AFIP_TIMEOUT_MS: String(afipTimeoutMs),
    });
    expect(config.afip.sandboxUrl).toBe(`${baseUrl}/sandbox/afip`);
    const context = createTestContext({ database, config });
    app = context.app;
    services = context.services;
    fetchApp = (request) => app.fetch(request);
    worker = await startEmissionWorker({
      queue: services.jobs,
      database,
      wsfe: services.afip.wsfe,
      logger: silent,
      retry: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, retryLimit: 1_000 },
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 0,
      leaseWaitMs: 5_000,
    });
  });
  afterEach(async () => {
    await fetch(`${baseUrl}/sandbox/afip/control/faults`, { method: 'DELETE' });
  });
  afterAll(async () => {
    await worker?.stop();
    await services?.jobs.stop();
    (server as Server | undefined)?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  it('emits an invoice: EMITTED with a 14-digit CAE, its number and the CAE due date', async () => {
    const taxpayer = await newTaxpayer();
    const invoiceId = await emitThroughApi(taxpayer);
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 0 });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.fechaVencimientoCae).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.afipRespuesta).toMatchObject({ resultado: 'A', errores: [] });
    const vouchers = await vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      cbteNro: 1,
      cae: invoice.cae,
      docNro: '30710916574',
      impTotal: '1234.56',
    });
  });

  it('adopts the CAE after a response lost once ARCA committed: one voucher only', async () => {
    const taxpayer = await newTaxpayer();
    await setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'lostResponse',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const invoiceId = await emitThroughApi(taxpayer);
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 1 });
    const vouchers = await vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]?.cae).toBe(invoice.cae);
  });

  it('sends the same number again after a timeout before ARCA committed: EMITTED once', async () => {
    const taxpayer = await newTaxpayer();
    await setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'timeout',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const invoiceId = await emitThroughApi(taxpayer);
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 1 });
    expect(await vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('renumbers when a voucher issued outside Liqui takes the number (Err 10016)', async () => {
    const taxpayer = await newTaxpayer();
    const created = await api(taxpayer, 'POST', '/root/invoices', draftOf());
    const invoiceId = created.body.invoiceId as string;
    // Sent without a job: this test runs the job's handler itself, with ARCA's client wrapped so
    // that another program issues the next voucher right after Liqui read the last number.
    await database.db
      .update(invoices)
      .set({ estado: 'PENDING_AFIP', action: 'PROCESS' })
      .where(eq(invoices.invoiceId, invoiceId));
    const real = services.afip.wsfe;
    let isOutsideIssued = false;
    const wsfe: WsfeClient = {
      ...real,
      async ultimoAutorizado(cuit, ptoVta, cbteTipo) {
        const last = await real.ultimoAutorizado(cuit, ptoVta, cbteTipo);
        if (!isOutsideIssued) {
          isOutsideIssued = true;
          const [row] = await database.db
            .select()
            .from(invoices)
            .where(eq(invoices.invoiceId, invoiceId));
          const outside = await real.solicitarCae(cuit, {
            ptoVta,
            cbteTipo,
            vouchers: [
              {
                ...buildVoucherRequest(row!, last + 1),
                docTipo: 99,
                docNro: '0',
                condicionIvaReceptorId: 5,
              },
            ],
          });
          expect(outside.resultado).toBe('A');
        }
        return last;
      },
    };
    const outcome = await emitInvoice({ database, wsfe, logger: silent }, invoiceId);
    expect(outcome).toMatchObject({ kind: 'emitted', cbteNro: 2 });
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 2 });
    const vouchers = await vouchersOf(taxpayer.cuit);
    expect(vouchers.map((voucher) => [voucher.cbteNro, voucher.docTipo])).toEqual(
      expect.arrayContaining([
        [1, 99],
        [2, 80],
      ]),
    );
    expect(vouchers).toHaveLength(2);
  });

  it('frees a reserved number that ARCA gave to another voucher meanwhile, and renumbers', async () => {
    const taxpayer = await newTaxpayer();
    // The first request times out before ARCA commits: number 1 stays reserved.
    await setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'timeout',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const created = await api(taxpayer, 'POST', '/root/invoices', draftOf());
    const invoiceId = created.body.invoiceId as string;
    await database.db
      .update(invoices)
      .set({ estado: 'PENDING_AFIP', action: 'PROCESS' })
      .where(eq(invoices.invoiceId, invoiceId));
    await expect(
      emitInvoice({ database, wsfe: services.afip.wsfe, logger: silent }, invoiceId),
    ).rejects.toMatchObject({ name: 'EmissionRetryError', reason: 'afip' });
    const [reserved] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceId, invoiceId));
    expect(reserved).toMatchObject({
      nroDeComprobante: 1,
      emissionState: 'REQUESTING',
      attempts: 1,
    });
    // Another program issues voucher 1 before Liqui retries.
    const outside = await services.afip.wsfe.solicitarCae(taxpayer.cuit, {
      ptoVta: 1,
      cbteTipo: 11,
      vouchers: [
        {
          ...buildVoucherRequest(reserved!, 1),
          docTipo: 99,
          docNro: '0',
          condicionIvaReceptorId: 5,
        },
      ],
    });
    expect(outside.resultado).toBe('A');
    const outcome = await emitInvoice(
      { database, wsfe: services.afip.wsfe, logger: silent },
      invoiceId,
    );
    expect(outcome).toMatchObject({ kind: 'emitted', cbteNro: 2 });
    expect(await vouchersOf(taxpayer.cuit)).toHaveLength(2);
  });

  it('survives an outage: PENDING_AFIP after one failure, QUEUED from the second, EMITTED after it ends', async () => {
    const taxpayer = await newTaxpayer();
    await setFaults({ rules: [{ service: 'wsfe', kind: 'outage' }] });
    const invoiceId = await emitThroughApi(taxpayer);
    const afterOne = await waitForInvoice(
      taxpayer,
      invoiceId,
      (invoice) => (invoice.intentosFallidos ?? 0) >= 1,
    );
    expect(afterOne.estado).toBe(afterOne.intentosFallidos === 1 ? 'PENDING_AFIP' : 'QUEUED');
    const queued = await waitForInvoice(
      taxpayer,
      invoiceId,
      (invoice) => (invoice.intentosFallidos ?? 0) >= 2,
    );
    expect(queued.estado).toBe('QUEUED');
    expect(await vouchersOf(taxpayer.cuit)).toHaveLength(0);
    await fetch(`${baseUrl}/sandbox/afip/control/faults`, { method: 'DELETE' });
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice.estado).toBe('EMITTED');
    expect(invoice.intentosFallidos).toBeGreaterThanOrEqual(2);
    expect(await vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('records ARCA’s rejection: a date outside ARCA’s window sent straight to the job → REJECTED with codes', async () => {
    const taxpayer = await newTaxpayer();
    const created = await api(taxpayer, 'POST', '/root/invoices', draftOf());
    const invoiceId = created.body.invoiceId as string;
    const longAgo = argentineDateOf(new Date(Date.now() - 40 * 86_400_000));
    await database.db
      .update(invoices)
      .set({
        estado: 'PENDING_AFIP',
        action: 'PROCESS',
        fecha: longAgo,
        desde: longAgo,
        hasta: longAgo,
      })
      .where(eq(invoices.invoiceId, invoiceId));
    await services.jobs.enqueueEmission(invoiceId);
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'REJECTED', nroDeComprobante: null, cae: null });
    const codes = [
      ...(invoice.afipRespuesta?.errores ?? []),
      ...(invoice.afipRespuesta?.observaciones ?? []),
    ].map((message) => message.codigo);
    expect(invoice.afipRespuesta?.resultado).toBe('R');
    expect(codes).toContain(10016);
    expect(await vouchersOf(taxpayer.cuit)).toHaveLength(0);
    // Its number was not consumed: the next invoice of the series gets number 1.
    const next = await emitThroughApi(taxpayer);
    expect(await waitForInvoice(taxpayer, next, isFinal)).toMatchObject({
      estado: 'EMITTED',
      nroDeComprobante: 1,
    });
  });

  it('rejects with ARCA’s 601 when Liqui is not the taxpayer’s representative', async () => {
    const taxpayer = await newTaxpayer();
    await setFaults({ notDelegated: [taxpayer.cuit] });
    const invoiceId = await emitThroughApi(taxpayer);
    const invoice = await waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice.estado).toBe('REJECTED');
    expect(invoice.afipRespuesta?.errores.map((message) => message.codigo)).toContain(601);
  });

  it('emits many invoices under random faults with no duplicate numbers and no lost invoice', async () => {
    const started = Date.now();
    const count = 60;
    const taxpayers = [await newTaxpayer(), await newTaxpayer(), await newTaxpayer()];
    await setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'lostResponse',
          probability: 0.15,
          delayMs: heldMs,
        },
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'timeout',
          probability: 0.1,
          delayMs: heldMs,
        },
        { service: 'wsfe', kind: 'http500', probability: 0.1 },
      ],
    });
    const sent: { taxpayer: Taxpayer; invoiceId: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const taxpayer = taxpayers[index % taxpayers.length]!;
      const cents = 10_000 + index;
      const invoiceId = await emitThroughApi(taxpayer, {
        items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: cents / 100 }],
      });
      sent.push({ taxpayer, invoiceId });
    }
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const rows = await database.db
        .select({ estado: invoices.estado })
        .from(invoices)
        .where(
          inArray(
            invoices.invoiceId,
            sent.map(({ invoiceId }) => invoiceId),
          ),
        );
      if (rows.every((row) => row.estado === 'EMITTED' || row.estado === 'REJECTED')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const results = await Promise.all(
      sent.map(({ taxpayer, invoiceId }) => waitForInvoice(taxpayer, invoiceId, () => true)),
    );
    expect(results.filter((invoice) => invoice.estado !== 'EMITTED')).toEqual([]);
    // The faults did happen, and were absorbed.
    const failedAttempts = results.reduce(
      (total, invoice) => total + (invoice.intentosFallidos ?? 0),
      0,
    );
    expect(failedAttempts).toBeGreaterThan(0);
    for (const taxpayer of taxpayers) {
      const emitted = results.filter((invoice) => invoice.userCuit === taxpayer.cuit);
      const numbers = emitted.map((invoice) => invoice.nroDeComprobante);
      expect(new Set(numbers).size).toBe(emitted.length);
      const vouchers = await vouchersOf(taxpayer.cuit);
      // Every voucher ARCA authorized belongs to exactly one invoice, with its CAE and amount.
      expect(vouchers).toHaveLength(emitted.length);
      for (const invoice of emitted) {
        const voucher = vouchers.find(
          (candidate) => candidate.cbteNro === invoice.nroDeComprobante,
        );
        expect(voucher?.cae).toBe(invoice.cae);
        expect(Number(voucher?.impTotal)).toBe(invoice.importeTotal);
      }
    }
    const [stillPending] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.estado, 'PENDING_AFIP')));
    expect(stillPending).toBeUndefined();
    console.info(
      `${count} invoices emitted under random faults in ${Date.now() - started} ms, ${failedAttempts} failed attempts absorbed`,
    );
  }, 90_000);
});
