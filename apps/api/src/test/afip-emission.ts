import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Invoice, InvoiceDraft, VoucherType } from '@liqui/domain';
import { argentineDateOf } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { AppServices } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import type { WsfeClient } from '../integrations/afip/types.js';
import {
  type EmissionRun,
  type EmissionWorker,
  type EmissionWorkerOptions,
  startEmissionWorker,
} from '../jobs/emission-worker.js';
import type { VoucherSeries } from '../modules/invoices/emission/lease.js';
import type { SimulatorFaults, StoredVoucher } from '../sandboxes/arca.js';
import { createTestConfig, createTestContext, testSigningKeys } from './app.js';
import { createTestDatabase } from './database.js';
import { signTestToken } from './tokens.js';

/**
 * The emission job's test bench over REAL HTTP (issues 5 and 10): the app listens on a free port,
 * its ARCA clients point at its own simulator (`/sandbox/afip`, `config.afip.sandboxUrl`), faults
 * are driven through `PUT /sandbox/afip/control/faults`. Optionally the `invoice-emission` worker
 * runs with retries of about 1 s; tests wait for its runs (`onRun`), never for time to pass.
 * Shared by `emit-invoice.test.ts`, `races.test.ts` and `emit-invoice.slow.test.ts`
 * (`modules/invoices/emission/`).
 */

/** The ARCA client gives up after this long (`AFIP_TIMEOUT_MS`); held faults last longer. */
export const testAfipTimeoutMs = 1_500;
/** How long `timeout` / `lostResponse` faults hold an answer, ms: longer than the client waits. */
export const heldMs = 2_500;

const silent = pino({ level: 'silent' });

import { testCuit } from './cuits.js';

export { testCuit };

/** A Factura C draft for services to a CUIT receiver, dated today (Argentina), 1234.56 ARS. */
export function draftOf(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  const today = argentineDateOf(new Date());
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

/** A taxpayer of the bench: a user with a CUIT and point of sale 1, and a token. */
export type Taxpayer = { userId: string; cuit: string; token: string };

/** Options of {@link startEmissionBench}. */
export type EmissionBenchOptions = {
  /** Start the `invoice-emission` worker (retries of 1–2 s). @default true */
  withWorker?: boolean;
  /** The simulator's random source for `probability` faults (seeded). @default Math.random */
  simulatorRandom?: () => number;
  /**
   * `AFIP_TIMEOUT_MS` of the app's ARCA clients. @default {@link testAfipTimeoutMs} (batches of
   * hundreds of vouchers take the simulator longer on PostgreSQL)
   */
  afipTimeoutMs?: number;
  /** Worker options to override (concurrency, polling). */
  worker?: Partial<
    Pick<EmissionWorkerOptions, 'concurrency' | 'pollingIntervalSeconds' | 'settleDelayMs'>
  >;
};

/** A running bench (see {@link startEmissionBench}). */
export type EmissionBench = Awaited<ReturnType<typeof startEmissionBench>>;

/** Starts the bench: a seeded database, the app on a free port, and (by default) the worker. */
export async function startEmissionBench(options: EmissionBenchOptions = {}) {
  const database: Database = await createTestDatabase('seeded');
  let fetchApp: (request: Request) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server: ServerType = serve({
    fetch: (request) => fetchApp(request),
    port: 0,
    hostname: '127.0.0.1',
  });
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  // PORT makes the default AFIP_SANDBOX_URL `http://127.0.0.1:<port>/sandbox/afip`: this server.
  const config: Config = createTestConfig({
    PORT: String(port),
    AFIP_TIMEOUT_MS: String(options.afipTimeoutMs ?? testAfipTimeoutMs),
  });
  expect(config.afip.sandboxUrl).toBe(`${baseUrl}/sandbox/afip`);
  const context = createTestContext({
    database,
    config,
    ...(options.simulatorRandom ? { simulatorRandom: options.simulatorRandom } : {}),
  });
  const { app } = context;
  const services: AppServices = context.services;
  fetchApp = (request) => app.fetch(request);

  const runs = new EventEmitter();
  runs.setMaxListeners(0);
  let worker: EmissionWorker | undefined;
  if (options.withWorker ?? true) {
    worker = await startEmissionWorker({
      queue: services.jobs,
      database,
      wsfe: services.afip.wsfe,
      logger: silent,
      // As `main.ts`: an emitted invoice with `emailCliente` is e-mailed to the client.
      mailer: services.mailer,
      retry: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, retryLimit: 1_000 },
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 0,
      leaseWaitMs: 5_000,
      onRun: (run) => runs.emit(run.invoiceId, run),
      ...options.worker,
    });
  }
  let taxpayerCount = 0;

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

  async function getInvoice(taxpayer: Taxpayer, invoiceId: string): Promise<Invoice> {
    const { status, body } = await api(taxpayer, 'GET', `/root/invoices/${invoiceId}`);
    expect(status).toBe(200);
    return body as unknown as Invoice;
  }

  return {
    database,
    app,
    services,
    config,
    baseUrl,
    api,
    getInvoice,

    /**
     * A new taxpayer with the next {@link testCuit} and point of sale 1, ACTIVO (invoice writes are
     * gated by the statuses, issue 12 item 4).
     */
    async newTaxpayer(): Promise<Taxpayer> {
      taxpayerCount += 1;
      const userId = randomUUID();
      const cuit = testCuit(taxpayerCount);
      await services.users.createFromIdentity({
        sub: userId,
        username: `user-${userId}@liqui.test`,
        email: `user-${userId}@liqui.test`,
      });
      await services.users.updateFields(userId, {
        cuit,
        punto_venta: 1,
        estado_usuario: 'ACTIVO',
        estado_pago: 'ACTIVO',
      });
      return { userId, cuit, token: await signTestToken(testSigningKeys, { sub: userId }) };
    },

    /** Creates a draft and sends it (PROCESS) through the API: the worker's job is queued. */
    async emitThroughApi(taxpayer: Taxpayer, overrides: Partial<InvoiceDraft> = {}) {
      const created = await api(taxpayer, 'POST', '/root/invoices', draftOf(overrides));
      expect(created.status).toBe(201);
      const invoiceId = created.body.invoiceId as string;
      const processed = await api(taxpayer, 'PUT', `/root/invoices/${invoiceId}`, {
        action: 'PROCESS',
      });
      expect(processed.status).toBe(200);
      return invoiceId;
    },

    /**
     * Creates a draft through the API and makes it PENDING_AFIP directly, WITHOUT a job: the test
     * runs `emitInvoice` itself.
     */
    async pendingInvoice(taxpayer: Taxpayer, overrides: Partial<InvoiceDraft> = {}) {
      const created = await api(taxpayer, 'POST', '/root/invoices', draftOf(overrides));
      expect(created.status).toBe(201);
      const invoiceId = created.body.invoiceId as string;
      await database.db
        .update(invoices)
        .set({ estado: 'PENDING_AFIP', action: 'PROCESS' })
        .where(eq(invoices.invoiceId, invoiceId));
      return invoiceId;
    },

    /** The invoice's row (columns the API does not show: emission_state, last_error, …). */
    async rowOf(invoiceId: string) {
      const [row] = await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.invoiceId, invoiceId));
      return row;
    },

    /**
     * Resolves once `isDone` holds for the invoice as `GET /root/invoices/{id}` shows it, checking
     * now and after every run of the worker on it (no polling; the test's timeout bounds it).
     */
    async waitForInvoice(
      taxpayer: Taxpayer,
      invoiceId: string,
      isDone: (invoice: Invoice) => boolean,
    ): Promise<Invoice> {
      if (!worker) throw new Error('waitForInvoice needs the worker (withWorker)');
      for (;;) {
        // Listen before reading, so a run that ends meanwhile is not missed.
        const nextRun = once(runs, invoiceId) as Promise<[EmissionRun]>;
        const invoice = await getInvoice(taxpayer, invoiceId);
        if (isDone(invoice)) return invoice;
        await nextRun;
      }
    },

    /** Replaces the simulator's faults. */
    async setFaults(body: SimulatorFaults): Promise<void> {
      const response = await fetch(`${baseUrl}/sandbox/afip/control/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    },

    /** Back to no faults. */
    async clearFaults(): Promise<void> {
      const response = await fetch(`${baseUrl}/sandbox/afip/control/faults`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
    },

    /** The vouchers the simulator ("ARCA") authorized for `cuit`, from its own store. */
    async vouchersOf(cuit: string): Promise<StoredVoucher[]> {
      const simulator = services.afipSimulator;
      if (!simulator) throw new Error('the bench app mounts no ARCA simulator');
      return simulator.store.vouchers({ cuit });
    },

    /** Stops the worker, the queue, the server and the database. */
    async close(): Promise<void> {
      await worker?.stop();
      await services.jobs.stop();
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/** The series (CUIT, point of sale 1, Factura C) of a bench taxpayer. */
export function seriesOf(taxpayer: Taxpayer, cbteTipo: VoucherType = 11): VoucherSeries {
  return { cuit: taxpayer.cuit, ptoVta: 1, cbteTipo };
}

/** A promise and the function that resolves it. */
export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

/** A promise with its resolve function outside (a gate the test opens). */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** One held WSFEv1 call (see {@link createHeldWsfe}). */
export type HeldCall = {
  /** Resolves when the call got to the hold (`request`: not sent yet; `answer`: ARCA answered). */
  reached: Promise<void>;
  /** Lets the call go on. */
  release(): void;
};

type HoldableOperation = 'solicitarCae' | 'ultimoAutorizado' | 'consultar' | 'compTotXRequest';

/**
 * A WSFEv1 client over `real` (the real client, talking to the simulator over HTTP) whose next
 * call of an operation can be held until the test releases it: at `request` (before it reaches
 * ARCA) or at `answer` (ARCA has processed it and answered, or failed; the answer is held before
 * the emission sees it). With it a test expires the lease "while ARCA is answering".
 */
export function createHeldWsfe(real: WsfeClient) {
  const holds: { operation: HoldableOperation; stage: 'request' | 'answer'; gate: Gate }[] = [];
  type Gate = { reached: Deferred<void>; released: Deferred<void> };

  async function through<T>(operation: HoldableOperation, call: () => Promise<T>): Promise<T> {
    const index = holds.findIndex((hold) => hold.operation === operation);
    const hold = index === -1 ? undefined : holds.splice(index, 1)[0];
    if (hold?.stage === 'request') {
      hold.gate.reached.resolve();
      await hold.gate.released.promise;
    }
    let result: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      result = { ok: true, value: await call() };
    } catch (error) {
      result = { ok: false, error };
    }
    if (hold?.stage === 'answer') {
      hold.gate.reached.resolve();
      await hold.gate.released.promise;
    }
    if (!result.ok) throw result.error;
    return result.value;
  }

  const client: WsfeClient = {
    ...real,
    solicitarCae: (cuit, request) =>
      through('solicitarCae', () => real.solicitarCae(cuit, request)),
    ultimoAutorizado: (cuit, ptoVta, cbteTipo) =>
      through('ultimoAutorizado', () => real.ultimoAutorizado(cuit, ptoVta, cbteTipo)),
    consultar: (cuit, voucher) => through('consultar', () => real.consultar(cuit, voucher)),
    compTotXRequest: (cuit) => through('compTotXRequest', () => real.compTotXRequest(cuit)),
  };

  return {
    client,
    /** Holds the next call of `operation` at `stage`. */
    hold(operation: HoldableOperation, stage: 'request' | 'answer'): HeldCall {
      const gate: Gate = { reached: deferred<void>(), released: deferred<void>() };
      holds.push({ operation, stage, gate });
      return { reached: gate.reached.promise, release: () => gate.released.resolve() };
    },
  };
}
