/**
 * Liqui benchmarks (`npm run bench`). They print figures; they never assert timings.
 *
 * - cold start: process start → `GET /api/health` 200, on a fresh data directory (first start:
 *   schema, migrations, reference data), then a second start on the same data;
 *   on PGlite (embedded) and on PostgreSQL (`BENCH_DATABASE_URL`, default the machine's
 *   `postgres://postgres@127.0.0.1:5432/test`, where a scratch database is created and dropped);
 * - `/api/health` throughput with autocannon: 100 connections for 10 s, requests/s and p99 latency;
 * - invoices (issue 5): the list of 10,000 invoices paged by cursor, and a single read while
 *   another client pages it (`invoice-list.ts`; issue 11); emission latency PROCESS → EMITTED with the ARCA simulator at 300 ms per
 *   call (`emission-latency.ts`), batch FECAESolicitar throughput of 10,000 vouchers at RegXReq
 *   (`arca-batch.ts`), PDFs per second (`pdf-throughput.ts`), and 1,000 emissions under injected
 *   faults with their duplicate numbers and lost invoices (`emission-faults.ts`);
 * - first load (issue 11 item 4): the JS and CSS Chromium fetches, empty cache, for `/login` and
 *   the taxpayer home, against their gzip budgets (`first-load.ts`);
 * - the admin dashboard (issue 14 item 8): the counts and the user list (first page, a deep page
 *   by cursor, a tab, a search by CUIT) with 100,000 users on PostgreSQL (`admin-users.ts`).
 * - the invoice batch CSV (issue 15 item 8): 10,000 rows parsed and validated in the browser's Web
 *   Worker on the real /load-invoices-batch screen, ms until the rows show (`batch-csv.ts`).
 * - the batch ZIP (issue 15 item 8): 1,000 PDFs streamed into a ZIP by the `batch-zip` job's
 *   work, seconds and peak memory (`batch-zip.ts`).
 * - document-control extraction (issue 16 item 8; issue 27): per-field share of values read right
 *   and 'wrong but trusted' counts on the synthetic corpus's held-out part (`-- dc tune`: the
 *   tuning part), by variant, the calibration table and the median seconds per page
 *   (`dc-extraction.ts`).
 * - mass emission (issue 15 item 8): a batch of 10,000 invoices uploaded over HTTP for 10,000
 *   issuers and for 1 issuer, with the ARCA simulator at 300 ms on PostgreSQL: upload time, total
 *   time, invoices/s, ARCA calls, duplicates (`mass-emission.ts`).
 * - reads under load (issue 26 item 7): the home dashboard with 10,000 invoices and the admin
 *   user list's first page with 100,000 users on PostgreSQL, at saturation beside a bare Hono
 *   app: requests/s, p99, CPU ms per request, bytes (`reads.ts`).
 *
 * `npm run bench -w @liqui/bench -- invoices` runs only the invoice figures (`-- server` only the
 * first two, `-- list` only the invoice list, `-- first-load` only the first loads,
 * `-- admin-users` only the admin dashboard, `-- dc` only the document-control extraction,
 * `-- batch-csv` only the batch CSV read, `-- batch-zip` only the batch ZIP,
 * `-- mass-emission [issuers|one]` only the mass emission, `-- reads` only the reads under load).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@liqui/e2e/server';
import autocannon from 'autocannon';
import { formatAdminUsers, measureAdminUsers } from './admin-users.js';
import { formatBatchThroughput, measureBatchThroughput } from './arca-batch.js';
import { formatBatchCsv, measureBatchCsv } from './batch-csv.js';
import { formatBatchZip, measureBatchZip } from './batch-zip.js';
import { formatDcExtraction, measureDcExtraction } from './dc-extraction.js';
import { formatEmissionsUnderFaults, measureEmissionsUnderFaults } from './emission-faults.js';
import { formatEmissionLatency, measureEmissionLatency } from './emission-latency.js';
import { formatFirstLoad, measureFirstLoad } from './first-load.js';
import { formatInvoiceList, measureInvoiceList } from './invoice-list.js';
import { formatMassEmission, measureMassEmission } from './mass-emission.js';
import { formatPdfThroughput, measurePdfThroughput } from './pdf-throughput.js';
import { formatReads, measureReads } from './reads.js';
import { benchAdminDatabaseUrl, createScratchDatabase } from './scratch-database.js';

type StartFigures = { first: number; second: number };

/** Starts the built server twice on the same data and returns both times to health 200, in ms. */
async function measureStarts(env: Record<string, string>): Promise<StartFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'liqui-bench-'));
  try {
    const times: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const started = performance.now();
      const server = await startServer({ dataDir, env });
      times.push(performance.now() - started);
      await server.stop();
    }
    return { first: times[0] ?? Number.NaN, second: times[1] ?? Number.NaN };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs autocannon against `url` and returns requests/s (average) and p99 latency in ms. */
async function measureThroughput(
  url: string,
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: 100, duration: 10 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  console.log('Liqui benchmarks (figures, not assertions)\n');
  const only = process.argv[2];
  if (only === 'list') {
    console.log(formatInvoiceList(await measureInvoiceList()));
    return;
  }
  if (only === 'first-load') {
    console.log(formatFirstLoad(await measureFirstLoad()));
    return;
  }
  if (only === 'admin-users') {
    console.log(formatAdminUsers(await measureAdminUsers()));
    return;
  }
  if (only === 'batch-csv') {
    console.log(formatBatchCsv(await measureBatchCsv()));
    return;
  }
  if (only === 'batch-zip') {
    console.log(formatBatchZip(await measureBatchZip({ count: 1_000 })));
    return;
  }
  if (only === 'dc') {
    console.log(formatDcExtraction(await measureDcExtraction({ split: process.argv[3] })));
    return;
  }
  if (only === 'reads') {
    console.log(formatReads(await measureReads()));
    return;
  }
  if (only === 'mass-emission') {
    await measureMassEmissions(process.argv[3]);
    return;
  }
  if (only !== 'invoices') await measureServer();
  if (only !== 'server') await measureInvoices();
  if (only === undefined) {
    console.log(formatFirstLoad(await measureFirstLoad()));
    console.log(formatAdminUsers(await measureAdminUsers()));
    console.log(formatReads(await measureReads()));
    console.log(formatBatchCsv(await measureBatchCsv()));
    console.log(formatDcExtraction(await measureDcExtraction()));
    console.log(formatBatchZip(await measureBatchZip({ count: 1_000 })));
    await measureMassEmissions();
  }
}

/**
 * Mass emission (issue 15 item 8): a batch of N invoices × N issuers and × 1 issuer, simulator at
 * 300 ms, PostgreSQL; N is `BENCH_MASS_COUNT` (1–10,000, a batch's most rows), default 10,000.
 * `which`: `issuers` or `one` runs only that shape. `BENCH_MASS_FAULTS=1`: with 5 % of the WSFEv1
 * calls failing (`massFaultRules`).
 *
 * @throws Error when `BENCH_MASS_COUNT` is not an integer 1–10,000.
 */
async function measureMassEmissions(which?: string): Promise<void> {
  const count = Number(process.env.BENCH_MASS_COUNT ?? 10_000);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) {
    throw new Error(`BENCH_MASS_COUNT must be 1–10,000, not ${process.env.BENCH_MASS_COUNT}`);
  }
  const shapes = [
    ...(which !== 'one' ? [{ issuers: count, perIssuer: 1 }] : []),
    ...(which !== 'issuers' ? [{ issuers: 1, perIssuer: count }] : []),
  ];
  for (const shape of shapes) {
    const figures = await measureMassEmission(shape, {
      faults: process.env.BENCH_MASS_FAULTS === '1',
      onProgress: (pending) => console.log(`  … ${pending} invoices still pending`),
    });
    console.log(formatMassEmission(figures));
  }
}

/** Cold starts and `/api/health` throughput. */
async function measureServer(): Promise<void> {
  const pglite = await measureStarts({ DATABASE_URL: '' });
  console.log(
    `cold start, PGlite      first start ${format(pglite.first)}   second start ${format(pglite.second)}`,
  );

  const adminUrl = benchAdminDatabaseUrl;
  try {
    const scratch = await createScratchDatabase(adminUrl);
    try {
      const postgres = await measureStarts({ DATABASE_URL: scratch.url });
      console.log(
        `cold start, PostgreSQL  first start ${format(postgres.first)}   second start ${format(postgres.second)}`,
      );
    } finally {
      await scratch.drop();
    }
  } catch (error) {
    console.log(`cold start, PostgreSQL  skipped: ${(error as Error).message}`);
  }

  const server = await startServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    const health = await measureThroughput(`${server.baseUrl}/api/health`);
    console.log(
      `GET /api/health (PGlite, 100 connections, 10 s)  ${health.rps.toFixed(0)} requests/s   p99 ${health.p99} ms   errors ${health.errors}`,
    );
  } finally {
    await server.stop();
  }
}

/** The invoice figures (issue 5; the list: issue 11). */
async function measureInvoices(): Promise<void> {
  console.log(formatInvoiceList(await measureInvoiceList()));
  console.log(formatEmissionLatency(await measureEmissionLatency({ count: 20, latencyMs: 300 })));
  for (const figures of await measureBatchThroughput({ total: 10_000, latencies: [0, 300] })) {
    console.log(formatBatchThroughput(figures));
  }
  for (const figures of await measurePdfThroughput({ count: 200 })) {
    console.log(formatPdfThroughput(figures));
  }
  const faults = await measureEmissionsUnderFaults({
    count: 1000,
    onProgress: (pending) => console.log(`  … ${pending} invoices still pending`),
  });
  console.log(formatEmissionsUnderFaults(faults));
}

await main();
