import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchPostgresDatabase } from './test/database.js';
import {
  callApi,
  type ServedProcess,
  signIn,
  startLiqui,
  stopProcess,
  waitUntilAnswers,
} from './test/server-process.js';

/**
 * An API tier and a worker tier (issue 26 item 2; `config/role.ts`): processes of the built server
 * on one PostgreSQL database, one with `LIQUI_ROLE=api` and, later, one with `LIQUI_ROLE=worker`.
 * The API process answers the product and queues an invoice's emission but never runs it; once
 * the worker starts, the job runs there. The worker answers the health probes and nothing of the
 * product. PostgreSQL only (`npm run test:slow` with `TEST_DATABASE_URL`).
 *
 * Both share one `LIQUI_DATA_DIR` (one machine): in the sandbox the ARCA simulator, mounted by the
 * API process, trusts the certificate in that folder, which the worker signs its WSAA login with.
 */

const demoPassword = 'Dos-Niveles-2026';
const secretKey = 'clave-compartida-del-api-y-del-worker-2026';

/** A process of the built server on the test's database, logging JSON at `info`. */
function startInstance(options: {
  databaseUrl: string;
  dataDir: string;
  env: Record<string, string>;
}): Promise<ServedProcess> {
  return startLiqui({
    ...options,
    secretKey,
    demoPassword,
    env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...options.env },
  });
}

type InvoiceView = { estado: string; nroDeComprobante: number | null; cae: string | null };

describe.runIf(process.env.LIQUI_TEST_DB === 'postgres')('an API tier and a worker tier', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let dataDir: string;
  let apiProcess: ServedProcess;
  let worker: ServedProcess | undefined;
  let client: pg.Client;
  let token: string;
  let invoiceId: string;

  /** The states pg-boss holds for the invoice's emission jobs. */
  const jobStates = async (): Promise<string[]> => {
    const { rows } = await client.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'invoice-emission' AND singleton_key = $1
       ORDER BY created_on`,
      [invoiceId],
    );
    return rows.map((row) => row.state);
  };

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    dataDir = await mkdtemp(join(inject('scratchDir'), 'roles-'));
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    apiProcess = await startInstance({
      databaseUrl: scratch.url,
      dataDir,
      env: { LIQUI_ROLE: 'api' },
    });
    await waitUntilAnswers(apiProcess, '/api/health/ready', { marker: 'Cuentas demo' });
  }, 180_000);

  afterAll(async () => {
    await stopProcess(worker);
    await stopProcess(apiProcess);
    await client?.end();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the API process queues an emission and runs none: the job stays created', async () => {
    expect(apiProcess.output()).toContain('"role":"api"');
    token = await signIn(apiProcess, 'contribuyente@liqui.test', demoPassword);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date());
    const created = await callApi(apiProcess, token, '/root/invoices', {
      method: 'POST',
      body: JSON.stringify({
        tipoDeComprobante: 11,
        tipoResponsable: 'consumidor-final',
        fecha: today,
        tipoDocumento: 99,
        nroDocumento: '0',
        formaDePago: 'contado',
        moneda: 'PES',
        concepto: 1,
        items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 2500 }],
        importeTotal: 2500,
      }),
    });
    expect(created.status).toBe(201);
    ({ invoiceId } = (await created.json()) as { invoiceId: string });
    const processed = await callApi(apiProcess, token, `/root/invoices/${invoiceId}`, {
      method: 'PUT',
      body: JSON.stringify({ action: 'PROCESS', estado: 'PENDING_AFIP' }),
    });
    expect(processed.status).toBe(200);
    expect(await jobStates()).toEqual(['created']);
    // A window of three emission polls (a worker polls every second): nothing takes the job.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await jobStates()).toEqual(['created']);
    const invoice = (await (
      await callApi(apiProcess, token, `/root/invoices/${invoiceId}`)
    ).json()) as InvoiceView;
    expect(invoice.estado).toBe('PENDING_AFIP');
    expect(invoice.cae).toBeNull();
  });

  it('a worker process started later runs the queued job: the invoice is emitted once', async () => {
    worker = await startInstance({
      databaseUrl: scratch.url,
      dataDir,
      env: {
        LIQUI_ROLE: 'worker',
        AFIP_SANDBOX_URL: `${apiProcess.baseUrl}/sandbox/afip`,
        MERCADOPAGO_SANDBOX_URL: `${apiProcess.baseUrl}/sandbox/mercadopago`,
      },
    });
    await waitUntilAnswers(worker, '/api/health/ready', { marker: '"role":"worker"' });
    const deadline = Date.now() + 90_000;
    let invoice: InvoiceView;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      invoice = (await (
        await callApi(apiProcess, token, `/root/invoices/${invoiceId}`)
      ).json()) as InvoiceView;
    } while (invoice.estado !== 'EMITTED' && Date.now() < deadline);
    expect(invoice.estado, worker.output()).toBe('EMITTED');
    expect(invoice.cae).toMatch(/^\d{14}$/);
    // The job is settled just after the invoice is written: it may still be active for a moment.
    let states = await jobStates();
    for (const deadline = Date.now() + 10_000; states.includes('active'); ) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      states = await jobStates();
    }
    expect(states).toEqual(['completed']);
  }, 150_000);

  it('the worker answers the health probes and 404 to every product path', async () => {
    const target = worker as ServedProcess;
    const live = await fetch(`${target.baseUrl}/api/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${target.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'postgres', status: 'up' },
    });
    for (const path of ['/root/users/me', `/root/invoices/${invoiceId}`, '/taxes/planes']) {
      const response = await callApi(target, token, path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
    for (const path of ['/', '/config.json', '/identity', '/sandbox/afip/wsfev1/service.asmx']) {
      expect((await fetch(`${target.baseUrl}${path}`)).status, path).toBe(404);
    }
    // The API process serves the same product paths.
    expect((await callApi(apiProcess, token, '/root/users/me')).status).toBe(200);
  });

  it('the worker prints no demo accounts, and both stop on SIGTERM with code 0', async () => {
    expect(worker?.output()).not.toContain('Cuentas demo');
    expect(await stopProcess(worker)).toBe(0);
    expect(await stopProcess(apiProcess)).toBe(0);
  }, 60_000);
});
