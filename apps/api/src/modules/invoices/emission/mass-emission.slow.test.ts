import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@liqui/api-client';
import { createRemoteLedger, type StoredVoucher } from '@liqui/arca-simulator';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import { createJobQueue } from '../../../jobs/queue.js';
import { heldMs, startEmissionBench } from '../../../test/afip-emission.js';
import { testSigningKeys } from '../../../test/app.js';
import { createScratchPostgresDatabase } from '../../../test/database.js';
import { freePort } from '../../../test/free-port.js';
import { seedMassCompany, submitMassBatch } from '../../../test/mass-batch.js';
import { queueMassInvoices } from '../../../test/mass-invoices.js';
import { createSeededRandom, testSeed } from '../../../test/random.js';
import { signTestToken } from '../../../test/tokens.js';

/**
 * Mass emission under crashes and faults (issue 15 acceptance, at test scale): thousands of
 * invoices emitted by the series engine in batches of vouchers. The faults run sends them through
 * the batch path (a company's batch created, its rows staged over HTTP in parts of 500 and
 * confirmed, `test/mass-batch.ts`); the killed-server run queues them as the app queues them
 * (`test/mass-invoices.ts`) in the database of a server it then kills. Slow tests
 * (`npm run test:slow`). What must hold at the end: every invoice EMITTED exactly once, numbers
 * 1..n per series with no gap and no duplicate, each CAE unique and equal to the one ARCA (the
 * simulator's ledger) holds for that number, and no voucher in ARCA that no invoice holds.
 */

const silent = pino({ level: 'silent' });

/** Waits until no invoice is PENDING_AFIP/QUEUED (the test's timeout bounds it). */
async function waitUntilNonePending(database: Database): Promise<void> {
  for (;;) {
    const pending = await database.db
      .select({ invoiceId: invoices.invoiceId })
      .from(invoices)
      .where(inArray(invoices.estado, ['PENDING_AFIP', 'QUEUED']))
      .limit(1);
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The end state every mass run must reach (see the file's TSDoc); `arcaVouchers` are what the
 * simulator authorized (its own store, read over HTTP or in process).
 */
async function expectEmittedOnce(
  database: Database,
  invoiceIds: string[],
  cuits: string[],
  arcaVouchers: readonly StoredVoucher[],
) {
  const rows = await database.db.select().from(invoices).where(inArray(invoices.userCuit, cuits));
  expect(rows).toHaveLength(invoiceIds.length);
  expect(rows.filter((row) => row.estado !== 'EMITTED')).toEqual([]);
  expect(new Set(rows.map((row) => row.cae)).size).toBe(rows.length);
  const vouchers = arcaVouchers.filter((voucher) => cuits.includes(voucher.cuit));
  expect(vouchers).toHaveLength(rows.length);
  const caeOf = new Map(vouchers.map((voucher) => [`${voucher.cuit}-${voucher.cbteNro}`, voucher]));
  for (const cuit of cuits) {
    const series = rows.filter((row) => row.userCuit === cuit);
    const numbers = series.map((row) => row.nroDeComprobante).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: series.length }, (_, index) => index + 1));
  }
  for (const row of rows) {
    const voucher = caeOf.get(`${row.userCuit}-${row.nroDeComprobante}`);
    expect(voucher?.cae).toBe(row.cae);
    expect(Math.round(Number(voucher?.detail.ImpTotal) * 100)).toBe(row.importeTotalCents);
  }
}

type ServerProcess = { child: ChildProcess; baseUrl: string; output: () => string };

const serverEntry = fileURLToPath(new URL('../../../../dist/main.js', import.meta.url));

/** The built server (`dist/main.js`) on `databaseUrl`, emitting with the simulator at 300 ms. */
async function startServerProcess(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LIQUI_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LIQUI_SECRET_KEY: 'clave-de-la-prueba-de-emision-masiva-2026',
      LIQUI_DEMO: '0',
      AFIP_SANDBOX_LATENCY_MS: '300',
      // A killed holder's leases expire after 10 s, not 2 min.
      EMISSION_LEASE_MS: '10000',
      AFIP_TIMEOUT_MS: '2500',
      EMISSION_RETRY_DELAY_SECONDS: '1',
      EMISSION_RETRY_MAX_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl, output: () => output };
}

describe.runIf(process.env.LIQUI_TEST_DB === 'postgres')(
  'mass emission and a killed server',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    }, 60_000);

    it('2,000 queued invoices, the server SIGKILLed mid-way and started again: every invoice EMITTED once, numbers 1..n per series, CAEs unique', async () => {
      const scratch = await createScratchPostgresDatabase();
      cleanups.push(() => scratch.drop());
      const dataDir = await mkdtemp(join(inject('scratchDir'), 'mass-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

      const first = await startServerProcess(scratch.url, dataDir);
      cleanups.push(async () => {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      });
      const database = await openDatabase({ database: { kind: 'postgres', url: scratch.url } });
      cleanups.push(() => database.close());
      const jobs = createJobQueue({ database, logger: silent });
      cleanups.push(() => jobs.stop());
      const queued = await queueMassInvoices(database, jobs, { issuers: 100, perIssuer: 20 });

      // Mid-way: some invoices emitted, others not yet.
      let emittedAtKill = 0;
      for (;;) {
        const emitted = await database.db
          .select({ invoiceId: invoices.invoiceId })
          .from(invoices)
          .where(inArray(invoices.estado, ['EMITTED']));
        if (emitted.length >= 200) {
          first.child.kill('SIGKILL');
          emittedAtKill = emitted.length;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(emittedAtKill).toBeLessThan(queued.invoiceIds.length);

      const second = await startServerProcess(scratch.url, dataDir);
      cleanups.push(async () => {
        if (second.child.exitCode === null) {
          const exited = new Promise((resolve) => second.child.once('exit', resolve));
          second.child.kill('SIGTERM');
          await exited;
        }
      });
      await waitUntilNonePending(database);
      // The mounted simulator's vouchers, kept in <dataDir>/arca-simulator.jsonl across the kill.
      const arca = createRemoteLedger({ baseUrl: `${second.baseUrl}/sandbox/afip` });
      await expectEmittedOnce(database, queued.invoiceIds, queued.cuits, await arca.vouchers());
      console.info(
        `mass emission: killed with ${emittedAtKill} of ${queued.invoiceIds.length} emitted; all emitted once after the restart`,
      );
    }, 600_000);
  },
);

describe('mass emission under 5 % ARCA faults', () => {
  const seed = testSeed();
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }, 60_000);

  it('a batch of 3,000 invoices of 30 collaborators uploaded over HTTP, 5 % of the WSFEv1 calls failing: 0 duplicates, 0 lost', async () => {
    console.info(`mass emission faults: LIQUI_TEST_SEED=${seed}`);
    const bench = await startEmissionBench({
      simulatorRandom: createSeededRandom(seed),
      afipTimeoutMs: 10_000,
      // As main.ts: a reservation rests twice the ARCA timeout before a new run settles it.
      worker: { concurrency: 16, settleDelayMs: 20_000 },
    });
    cleanups.push(() => bench.close());
    await bench.setFaults({
      rules: [
        { service: 'wsfe', kind: 'http500', probability: 0.02 },
        { service: 'wsfe', kind: 'timeout', probability: 0.015, delayMs: heldMs },
        { service: 'wsfe', kind: 'lostResponse', probability: 0.015, delayMs: heldMs },
      ],
    });
    const company = await seedMassCompany({
      database: bench.database,
      identity: bench.services.identity.service,
      users: bench.services.users,
      collaborators: 30,
      password: 'Prueba-Masiva-2026',
      cuitOffset: 200_000,
    });
    const token = await signTestToken(testSigningKeys, {
      sub: company.userId,
      groups: ['adminLite'],
    });
    const api = createApiClient({
      baseUrl: `${bench.baseUrl}/api`,
      getToken: () => token,
      onUnauthorized: () => {
        throw new Error('the company token was refused');
      },
    });
    const batch = await submitMassBatch(api, company, { count: 3_000 });
    expect(batch.parts).toBe(6);
    await waitUntilNonePending(bench.database);
    await bench.clearFaults();
    await expectEmittedOnce(
      bench.database,
      batch.invoiceIds,
      company.collaboratorCuits,
      bench.services.afipSimulator?.store.vouchers() ?? [],
    );
    const rows = await bench.database.db
      .select({ attempts: invoices.attempts, batchId: invoices.batchId })
      .from(invoices)
      .where(inArray(invoices.invoiceId, batch.invoiceIds));
    expect(rows.every((row) => row.batchId === batch.batchId)).toBe(true);
    // The faults did happen and were absorbed.
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBeGreaterThan(0);
  }, 600_000);
});
