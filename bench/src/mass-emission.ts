/**
 * Mass emission (issue 15 items 4 and 8): 10,000 invoices sent through the batch path and emitted
 * end to end with the ARCA simulator answering every SOAP call after 300 ms, in the two shapes
 * that matter: 10,000 issuers with one invoice each (parallel series are the lever; goal < 2 min)
 * and one issuer with 10,000 (batches of RegXReq = 250 vouchers per FECAESolicitar; goal < 30 s,
 * floor 40 calls ≈ 12 s).
 *
 * One Liqui server runs in this process as `main.ts` wires it (app on a real port, the pg-boss
 * emission worker with `config.emissionConcurrency`) over a scratch PostgreSQL database per shape
 * (`scratch-database.ts`), except that retries wait 1 s up to 4 s, with `LIQUI_DEMO=0`. "ARCA" is
 * another process, as the real one is another machine (issue 26 items 1 and 7): the ARCA simulator
 * running alone (`apps/arca-simulator/dist/main.js`, spawned here, its journal in the run's
 * folder), answering every SOAP call after 300 ms and trusting the product's sandbox certificate;
 * Liqui reaches it through `AFIP_SANDBOX_URL` and mounts none of its own. In one process the
 * simulator's own work (XML, validation, its ledger) would take the CPU Liqui is measured on.
 *
 * Before the clock (`apps/api/src/test/mass-batch.ts`, `seedMassCompany`): a company of its own
 * (not the demo's; see that module's decision) whose admin is an `adminLite` account of the local
 * identity provider, and its LITE collaborators (as many as the shape's issuers) with open
 * relationships, inserted in the database; the admin signs in (USER_PASSWORD_AUTH) and one WSFEv1
 * call warms the sandbox certificate and the WSAA ticket. Then the emission worker starts, as in
 * production, and after it the clock: the batch is created, its rows uploaded over HTTP with the
 * typed api-client in parts of 500 and confirmed (`submitMassBatch`:
 * `POST /api/root/batch/admin/create`, then `POST /api/root/batch/{batchId}/rows`, which stages
 * each part, every row answered `accepted`, then `POST /api/root/batch/{batchId}/process` with the
 * staged figures, which writes every invoice and its job in one transaction: issue 24 item 2, so
 * the worker starts emitting once the whole batch is confirmed); the clock stops when a
 * `count(*)` of the PENDING_AFIP/QUEUED invoices, read every 100 ms once the upload is done, is
 * 0. The upload time (clock start → batch confirmed and its invoice ids read back) is printed
 * apart from the total (clock start → none pending). The worker's WSFEv1 client counts its calls.
 * Duplicates are read from the simulator's own ledger (`GET /control/vouchers`, `createRemoteLedger`):
 * a number held by two invoices, a voucher no invoice holds, an invoice whose CAE is not its
 * voucher's.
 * `BENCH_CONCURRENCY` overrides the worker's concurrency (default `config.emissionConcurrency`);
 * `BENCH_MASS_COUNT` (1–10,000, `run.ts`) scales both shapes down for a quick check;
 * `BENCH_MASS_FAULTS=1` (`run.ts`, option `faults`) runs them with 5 % of the WSFEv1 calls failing
 * ({@link massFaultRules}: the acceptance, "with 5 % injected ARCA faults still 0
 * duplicates and 0 lost"), with AFIP_TIMEOUT_MS 5 s so that held answers time out quickly. The
 * worker rests a reservation twice AFIP_TIMEOUT_MS before settling it, as `main.ts` does.
 * Figures only: the run prints them and never fails on them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createRemoteLedger } from '@liqui/arca-simulator';
import { signInForAccessToken } from '@liqui/e2e/identity';
import { findFreePort } from '@liqui/e2e/server';
import { inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp, createServices } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { prepareDatabase } from '../../apps/api/src/db/prepare.js';
import { invoices } from '../../apps/api/src/db/schema.js';
import type { WsfeClient } from '../../apps/api/src/integrations/afip/types.js';
import { startEmissionWorker } from '../../apps/api/src/jobs/emission-worker.js';
import { createSecretBox } from '../../apps/api/src/secrets/secret-box.js';
import { resolveSecretKey } from '../../apps/api/src/secrets/secret-key.js';
import { openSigningKeyRing } from '../../apps/api/src/secrets/signing-keys.js';
import { seedMassCompany, submitMassBatch } from '../../apps/api/src/test/mass-batch.js';
import { benchApiClient, benchDemoPassword, sleep } from './liqui-session.js';
import { benchAdminDatabaseUrl, createScratchDatabase } from './scratch-database.js';

/**
 * The faults of a `faults` run, 5 % of the WSFEv1 calls in all (as the slow test
 * `mass-emission.slow.test.ts`): HTTP 500 (2 %), no answer within the client's timeout (1.5 %),
 * and an answer lost after ARCA committed it (1.5 %); held answers wait 6 s, past the 5 s timeout.
 */
export const massFaultRules = [
  { service: 'wsfe', kind: 'http500', probability: 0.02 },
  { service: 'wsfe', kind: 'timeout', probability: 0.015, delayMs: 6_000 },
  { service: 'wsfe', kind: 'lostResponse', probability: 0.015, delayMs: 6_000 },
] as const;

/** The built ARCA simulator's entry (`npm run bench` builds every workspace first). */
const arcaSimulatorEntry = fileURLToPath(
  new URL('../../apps/arca-simulator/dist/main.js', import.meta.url),
);

/** A simulator process running alone (see {@link startArcaSimulator}). */
type ArcaProcess = { baseUrl: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Spawns the ARCA simulator alone on a free port of 127.0.0.1 (`ARCA_SIMULATOR_*` of its README)
 * and resolves once it answers a WSDL.
 *
 * @throws Error with its output when it exits or does not answer within 30 s.
 */
async function startArcaSimulator(env: Record<string, string>): Promise<ArcaProcess> {
  const port = await findFreePort();
  let output = '';
  const child = spawn(process.execPath, [arcaSimulatorEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`ARCA simulator exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`ARCA simulator not ready:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/wsfev1/service.asmx?WSDL`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One shape of the run. */
export type MassShape = { issuers: number; perIssuer: number };

/** What {@link measureMassEmission} found for one shape. */
export type MassEmissionFigures = MassShape & {
  /** Whether the run had {@link massFaultRules}. */
  faults: boolean;
  count: number;
  latencyMs: number;
  concurrency: number;
  emitted: number;
  rejected: number;
  pending: number;
  /** Clock start (the worker running, the batch not created yet) → none pending, ms. */
  elapsedMs: number;
  /** Clock start → the batch created, its rows staged in parts and confirmed, ms. */
  uploadMs: number;
  /** Requests that uploaded the rows (parts of 500). */
  parts: number;
  /** ARCA calls of the worker's client, by operation. */
  calls: Record<string, number>;
  /** Time spent in those calls, ms, by operation (summed over concurrent calls). */
  spentMs: Record<string, number>;
  /** Numbers held by two invoices + vouchers held by no invoice + invoices with another CAE. */
  duplicates: number;
};

/** The WSFEv1 client `real`, counting every call by method name. */
function countingClient(
  real: WsfeClient,
  calls: Record<string, number>,
  spentMs: Record<string, number>,
): WsfeClient {
  return new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const name = String(property);
        calls[name] = (calls[name] ?? 0) + 1;
        const started = performance.now();
        try {
          return await (value as (...inner: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          spentMs[name] = (spentMs[name] ?? 0) + performance.now() - started;
        }
      };
    },
  });
}

/**
 * Sends `shape.issuers × shape.perIssuer` invoices through the batch path and emits them (see the
 * module TSDoc). The rows go round-robin over the issuers, so each has `perIssuer` invoices.
 *
 * @param options.latencyMs - the simulator's added latency per SOAP call. @default 300
 * @param options.waitMs - how long to wait for the last pending invoice. @default 600000
 */
export async function measureMassEmission(
  shape: MassShape,
  options: {
    latencyMs?: number;
    waitMs?: number;
    /** Runs with {@link massFaultRules}. @default false */
    faults?: boolean;
    onProgress?: (pending: number) => void;
  } = {},
): Promise<MassEmissionFigures> {
  const latencyMs = options.latencyMs ?? 300;
  const count = shape.issuers * shape.perIssuer;
  const scratch = await createScratchDatabase(benchAdminDatabaseUrl);
  const folder = await mkdtemp(join(tmpdir(), 'liqui-bench-mass-'));
  const arca = await startArcaSimulator({
    // The certificate Liqui generates in its data folder (read on every login).
    ARCA_SIMULATOR_TRUSTED_CERTS: join(folder, 'data', 'afip', 'sandbox-cert.pem'),
    ARCA_SIMULATOR_DATA_FILE: join(folder, 'arca-simulator.jsonl'),
    AFIP_SANDBOX_LATENCY_MS: String(latencyMs),
  });
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const loaded = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    LIQUI_DATA_DIR: join(folder, 'data'),
    LIQUI_WEB_DIR: join(folder, 'web'),
    DATABASE_URL: scratch.url,
    LIQUI_DEMO: '0',
    AFIP_SANDBOX_URL: arca.baseUrl,
    ...(options.faults ? { AFIP_TIMEOUT_MS: '5000' } : {}),
  });
  if (!loaded.ok) throw new Error(`bench config: ${loaded.problems.join('; ')}`);
  const config = loaded.config;
  const logger = pino({ level: 'silent' });
  const database = await prepareDatabase(config);
  const box = createSecretBox(await resolveSecretKey(config));
  const signingKeys = await openSigningKeyRing({ database, box, dataDir: config.dataDir });
  const deps = { config, database, logger, signingKeys };
  const services = createServices(deps);
  const app = createApp(deps, services);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const calls: Record<string, number> = {};
  const spentMs: Record<string, number> = {};
  let worker: Awaited<ReturnType<typeof startEmissionWorker>> | undefined;
  try {
    const company = await seedMassCompany({
      database,
      identity: services.identity.service,
      users: services.users,
      collaborators: shape.issuers,
      password: benchDemoPassword,
    });
    const token = await signInForAccessToken(baseUrl, company.email, benchDemoPassword);
    const api = benchApiClient(baseUrl, token);
    // Warm-up outside the clock: the sandbox certificate and the WSAA ticket.
    await services.afip.wsfe.ultimoAutorizado(company.collaboratorCuits[0]!, 1, 11);
    if (options.faults) {
      const answer = await fetch(`${arca.baseUrl}/control/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        // The control replaces every fault setting: the latency is sent again with the rules.
        body: JSON.stringify({ latencyMs, rules: massFaultRules }),
      });
      if (answer.status !== 200) throw new Error(`faults not set: HTTP ${answer.status}`);
    }
    worker = await startEmissionWorker({
      queue: services.jobs,
      database,
      wsfe: countingClient(services.afip.wsfe, calls, spentMs),
      logger,
      retry: { retryDelaySeconds: 1, retryDelayMaxSeconds: 4, retryLimit: 10_000 },
      leaseMs: config.emissionLeaseMs,
      settleDelayMs: 2 * config.afip.timeoutMs,
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? config.emissionConcurrency),
      sweepIntervalMs: 0,
    });
    const started = performance.now();
    const batch = await submitMassBatch(api, company, { count });
    const uploadMs = performance.now() - started;
    const deadline = Date.now() + (options.waitMs ?? 600_000);
    let pending = count;
    let lastReport = Date.now();
    while (Date.now() < deadline) {
      const [counted] = await database.db
        .select({ pending: sql<number>`count(*)`.mapWith(Number) })
        .from(invoices)
        .where(inArray(invoices.estado, ['PENDING_AFIP', 'QUEUED']));
      pending = counted?.pending ?? 0;
      if (pending === 0) break;
      if (Date.now() - lastReport > 15_000) {
        options.onProgress?.(pending);
        lastReport = Date.now();
      }
      await sleep(100);
    }
    const elapsedMs = performance.now() - started;

    const rows = await database.db.select().from(invoices);
    const emitted = rows.filter((row) => row.estado === 'EMITTED');
    const vouchers = await createRemoteLedger({ baseUrl: arca.baseUrl }).vouchers();
    const holders = new Map<string, number>();
    for (const row of emitted) {
      const key = `${row.userCuit}-${row.nroDeComprobante}`;
      holders.set(key, (holders.get(key) ?? 0) + 1);
    }
    let duplicates = [...holders.values()].filter((held) => held > 1).length;
    const caeOf = new Map(
      vouchers.map((voucher) => [`${voucher.cuit}-${voucher.cbteNro}`, voucher.cae]),
    );
    for (const row of emitted) {
      if (caeOf.get(`${row.userCuit}-${row.nroDeComprobante}`) !== row.cae) duplicates += 1;
    }
    duplicates += Math.max(0, vouchers.length - emitted.length);
    return {
      ...shape,
      count,
      latencyMs,
      faults: options.faults === true,
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? config.emissionConcurrency),
      emitted: emitted.length,
      rejected: rows.filter((row) => row.estado === 'REJECTED').length,
      pending,
      elapsedMs,
      uploadMs,
      parts: batch.parts,
      calls,
      spentMs,
      duplicates,
    };
  } finally {
    await worker?.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await services.jobs.stop();
    await database.close();
    await arca.stop();
    await rm(folder, { recursive: true, force: true });
    await scratch.drop();
  }
}

/** The report lines of one shape. */
export function formatMassEmission(figures: MassEmissionFigures): string {
  const totalCalls = Object.values(figures.calls).reduce((sum, value) => sum + value, 0);
  const byOperation = Object.entries(figures.calls)
    .map(
      ([operation, value]) =>
        `${operation} ${value} × ${((figures.spentMs[operation] ?? 0) / value).toFixed(0)} ms`,
    )
    .join(', ');
  const seconds = figures.elapsedMs / 1000;
  return [
    `mass emission through the batch path: ${figures.count} invoices × ${figures.issuers} issuer(s) (${figures.perIssuer} each), ARCA simulator at ${figures.latencyMs} ms per call${figures.faults ? ' with 5 % of WSFEv1 calls failing' : ''}, PostgreSQL, ${figures.concurrency} jobs at once`,
    `  batch created, ${figures.count} rows staged over HTTP in ${figures.parts} parts and confirmed: ${(figures.uploadMs / 1000).toFixed(1)} s`,
    `  ${seconds.toFixed(1)} s total (batch creation → none pending)   ${(figures.emitted / seconds).toFixed(0)} invoices/s   emitted ${figures.emitted}   rejected ${figures.rejected}   still pending ${figures.pending}`,
    `  ARCA calls ${totalCalls} (${byOperation})   duplicates ${figures.duplicates}`,
  ].join('\n');
}
