/**
 * Reads that hold under load (issue 26 item 7; the first rows of issue 30): the signed-in reads
 * every session makes, at saturation, beside a bare Hono app on the same Node in the same run.
 *
 * Set-up: the built server (`apps/api/dist/main.js`, a child process) on a scratch PostgreSQL
 * database (`BENCH_DATABASE_URL`, default this machine's; created and dropped here), which
 * migrates and seeds the demo. Then, straight with SQL (like `admin-users.ts`):
 *
 * - 10,000 EMITTED vouchers of the demo taxpayer (`contribuyente@liqui.test`) on punto de venta
 *   90, dated over the 12 chart months up to today: Facturas C, one in 20 a Nota de Crédito C,
 *   one in 50 a Nota de Débito C, one in 100 in dollars with its exchange rate;
 * - 100,000 users (`loadUsers` of `admin-users.ts`);
 *
 * and the database is vacuumed and analysed (as autovacuum would within its minute). Each call is then driven by autocannon in this process
 * (`connections`, default 100, for `seconds`, default 10, after a 3 s warm-up that is not counted),
 * with a browser's `Accept-Encoding: gzip, deflate, br`:
 *
 * - a bare Hono app: `new Hono()` answering `GET /ping` with a 40-byte JSON, served by
 *   `@hono/node-server` in its own child process of the same Node binary (so, like the Liqui
 *   server, one process with one event loop, reached over loopback by the same client: the
 *   framework's and the HTTP stack's cost, nothing of ours);
 * - `GET /api/health` (Liqui, public: our middleware without a token or the database);
 * - `GET /api/root/dashboard` signed in as the demo taxpayer;
 * - `GET /api/root/users` (the default page, no `limit`) signed in as the demo admin.
 *
 * Printed per call: requests/s (autocannon's average), p50 and p99 latency in ms, non-2xx and
 * errors, CPU ms per request of the server process and of the PostgreSQL backends of the scratch
 * database (from `/proc/<pid>/stat` over the measured seconds; n/a where unreadable: another
 * machine's PostgreSQL, not Linux), and the answer's size in bytes as JSON and on the wire with
 * the browser's `Accept-Encoding`. Goal (issue 26 item 7): ≥ 500 requests/s for both product reads.
 * Figures only; nothing is asserted.
 *
 * `BENCH_CPU_PROF_DIR=<dir>` starts the server with `node --cpu-prof --cpu-prof-dir=<dir>`: a
 * `.cpuprofile` of the whole run is written there when the server stops (open it in Chrome's
 * DevTools or read its top frames); `BENCH_READS_ONLY=dashboard` (or a comma-separated list of
 * `bare`, `health`, `dashboard`, `users`) drives only those calls, so a profile holds one read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeAccumulationPeriod } from '@liqui/domain';
import { signInForAccessToken } from '@liqui/e2e/identity';
import { startServer } from '@liqui/e2e/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadUsers } from './admin-users.js';
import { argentineDate, benchDemoPassword, demoTaxpayerEmail } from './liqui-session.js';
import { benchAdminDatabaseUrl, createScratchDatabase } from './scratch-database.js';

/** The figures of one call at saturation. */
export type ReadFigures = {
  label: string;
  /** Average requests/s over the measured seconds. */
  rps: number;
  /** Latency, ms. */
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failures: number;
  /** CPU ms per request of the server process; undefined when unreadable. */
  nodeCpuMs: number | undefined;
  /** CPU ms per request of the scratch database's PostgreSQL backends; undefined when unreadable. */
  postgresCpuMs: number | undefined;
  /** Bytes of the answer's body as JSON (no compression) and as sent to a browser. */
  jsonBytes: number;
  wireBytes: number;
  /** `Content-Encoding` of the answer to a browser (`identity` when none). */
  wireEncoding: string;
};

/** What {@link measureReads} found. */
export type ReadsFigures = {
  invoices: number;
  users: number;
  loadMs: number;
  connections: number;
  seconds: number;
  /** Rows in the default page of `GET /api/root/users`. */
  userPageRows: number;
  reads: ReadFigures[];
};

/** The calls this bench drives, in order (see the module's TSDoc). */
const readNames = ['bare', 'health', 'dashboard', 'users'] as const;
type ReadName = (typeof readNames)[number];

/** The `Accept-Encoding` Chromium sends (Hono's compression answers gzip or deflate). */
const browserEncoding = 'gzip, deflate, br';

/** The bare Hono app, run with `node --input-type=module -e` from the bench folder. */
const bareHonoSource = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/ping', (c) => c.json({ ok: true, service: 'bare-hono', n: 1 }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(JSON.stringify({ port: info.port }) + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the bare Hono app in a child process; its URL, pid and a `stop()`. */
async function startBareHono(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--input-type=module', '-e', bareHonoSource],
    {
      cwd: benchDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the bare Hono app exited with ${code}`)));
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolvePort((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/ping`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU seconds (user + system) of `pid` so far, or undefined when `/proc/<pid>/stat` is unreadable. */
async function cpuSecondsOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/** Linux's `USER_HZ`, the unit of `/proc/<pid>/stat`'s times (100 on every usual build). */
const clockTicksPerSecond = 100;

/** CPU seconds of all `pids` so far; undefined when any is unreadable or there are none. */
async function cpuSecondsOfAll(pids: readonly number[]): Promise<number | undefined> {
  if (pids.length === 0) return undefined;
  let total = 0;
  for (const pid of pids) {
    const seconds = await cpuSecondsOf(pid);
    if (seconds === undefined) return undefined;
    total += seconds;
  }
  return total;
}

/** The pid of this process's child running the built server (`dist/main.js`), if found. */
async function liquiServerPid(): Promise<number | undefined> {
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const command = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes('dist/main.js')) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}

/** The body of one answer: its bytes and `Content-Encoding`, read raw (not decompressed). */
function fetchRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: Buffer; encoding: string }> {
  return new Promise((resolveBody, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveBody({
            status: response.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Drives `url` with autocannon (`connections`, `seconds`, after a 3 s warm-up) and reads the CPU
 * the server process (`serverPid`) and the PostgreSQL backends (`postgresPids()`, asked after the
 * warm-up so the pool has grown) spent meanwhile.
 *
 * @throws Error when the answer is not 200.
 */
async function saturate(options: {
  label: string;
  url: string;
  headers: Record<string, string>;
  serverPid: number | undefined;
  postgresPids: () => Promise<number[]>;
  connections: number;
  seconds: number;
}): Promise<ReadFigures> {
  const { url, connections } = options;
  const headers = { 'accept-encoding': browserEncoding, ...options.headers };
  const plain = await fetchRaw(url, { ...options.headers, 'accept-encoding': 'identity' });
  if (plain.status !== 200) {
    throw new Error(`${options.label}: HTTP ${plain.status} ${plain.bytes.toString()}`);
  }
  const wire = await fetchRaw(url, headers);
  await autocannon({ url, headers, connections, duration: 3 });
  const serverPids = options.serverPid === undefined ? [] : [options.serverPid];
  const databasePids = await options.postgresPids();
  const nodeBefore = await cpuSecondsOfAll(serverPids);
  const postgresBefore = await cpuSecondsOfAll(databasePids);
  const result = await autocannon({ url, headers, connections, duration: options.seconds });
  const nodeAfter = await cpuSecondsOfAll(serverPids);
  const postgresAfter = await cpuSecondsOfAll(databasePids);
  const requests = result.requests.total;
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before === undefined || after === undefined || requests === 0
      ? undefined
      : ((after - before) * 1000) / requests;
  return {
    label: options.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    nodeCpuMs: perRequest(nodeBefore, nodeAfter),
    postgresCpuMs: perRequest(postgresBefore, postgresAfter),
    jsonBytes: plain.bytes.byteLength,
    wireBytes: wire.bytes.byteLength,
    wireEncoding: wire.encoding,
  };
}

/**
 * Loads `count` EMITTED vouchers of `taxpayer` (see the module's TSDoc for the mix), dated over
 * the 12 chart months up to today, in one statement. Returns the time it took, in ms.
 */
async function loadInvoices(
  client: pg.Client,
  taxpayer: { userId: string; cuit: string },
  count: number,
): Promise<number> {
  const today = argentineDate();
  const period = computeAccumulationPeriod(today);
  if (!period.ok) throw new Error(`no accumulation period for ${today}`);
  const { chartStart } = period.value;
  const days = Math.round((Date.parse(today) - Date.parse(chartStart)) / 86_400_000) + 1;
  const started = performance.now();
  await client.query(
    `INSERT INTO invoices (invoice_id, user_id, estado, fecha, tipo_de_comprobante, punto_venta,
       nro_de_comprobante, user_cuit, tipo_responsable, tipo_documento, nro_documento, forma_de_pago,
       moneda, concepto, items, importe_total_cents, cae, afip_result, created_at, updated_at, emitted_at)
     SELECT 'bench-read-' || n, $1, 'EMITTED', to_char($2::date + (n % $3::int), 'YYYY-MM-DD'),
       CASE WHEN n % 20 = 0 THEN 13 WHEN n % 50 = 1 THEN 12 ELSE 11 END, 90, n, $4,
       'consumidor-final', 99, '0', 'contado', CASE WHEN n % 100 = 7 THEN 'DOL' ELSE 'PES' END, 2,
       '[{"key":1,"codigo":"1","concepto":"Servicio","unidad":7,"cantidad":1,"precio":100}]'::jsonb,
       CASE WHEN n % 100 = 7 THEN 1000 ELSE 10000 + (n % 90000) END, lpad(n::text, 14, '0'),
       CASE WHEN n % 100 = 7 THEN '{"resultado":"A","monCotiz":"1050.25"}'::jsonb
            ELSE '{"resultado":"A"}'::jsonb END,
       now(), now(), now()
     FROM generate_series(1, $5::int) AS n`,
    [taxpayer.userId, chartStart, days, taxpayer.cuit, count],
  );
  return performance.now() - started;
}

/** See the module's TSDoc. */
export async function measureReads(
  options: { invoices?: number; users?: number; connections?: number; seconds?: number } = {},
): Promise<ReadsFigures> {
  const invoiceCount = options.invoices ?? 10_000;
  const userCount = options.users ?? 100_000;
  const connections = options.connections ?? Number(process.env.BENCH_READS_CONNECTIONS ?? 100);
  const seconds = options.seconds ?? Number(process.env.BENCH_READS_SECONDS ?? 10);
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const only = process.env.BENCH_READS_ONLY?.split(',').map((name) => name.trim());
  const scratch = await createScratchDatabase(benchAdminDatabaseUrl);
  try {
    const server = await startServer({
      env: {
        DATABASE_URL: scratch.url,
        LIQUI_DEMO_PASSWORD: benchDemoPassword,
        LOG_LEVEL: 'silent',
      },
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
      timeoutMs: 120_000,
    });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const bare = await startBareHono();
    try {
      const found = await client.query<{ user_id: string; cuit: string }>(
        'SELECT user_id, cuit FROM users WHERE email = $1',
        [demoTaxpayerEmail],
      );
      const taxpayer = found.rows[0];
      if (!taxpayer) throw new Error('the demo taxpayer is missing');
      const started = performance.now();
      await loadInvoices(client, { userId: taxpayer.user_id, cuit: taxpayer.cuit }, invoiceCount);
      await loadUsers(scratch.url, userCount);
      // What autovacuum does within its minute: planner statistics, and the dead row versions of
      // one bulk load (triggers that keep totals update their rows once per voucher) cleaned up.
      await client.query('VACUUM ANALYZE');
      const loadMs = performance.now() - started;

      const taxpayerToken = await signInForAccessToken(
        server.baseUrl,
        demoTaxpayerEmail,
        benchDemoPassword,
      );
      const adminToken = await signInForAccessToken(
        server.baseUrl,
        'admin@liqui.test',
        benchDemoPassword,
      );
      const serverPid = await liquiServerPid();
      const postgresPids = async () =>
        (
          await client.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          )
        ).rows.map((row) => row.pid);
      const common = { connections, seconds, postgresPids };

      const usersUrl = `${server.baseUrl}/api/root/users`;
      const page = await fetchRaw(usersUrl, {
        authorization: `Bearer ${adminToken}`,
        'accept-encoding': 'identity',
      });
      const userPageRows = (JSON.parse(page.bytes.toString()) as { users: unknown[] }).users.length;
      const calls: Record<ReadName, () => Promise<ReadFigures>> = {
        bare: () =>
          saturate({
            ...common,
            label: 'bare Hono (child process, GET /ping)',
            url: bare.url,
            headers: {},
            serverPid: bare.pid,
            postgresPids: async () => [],
          }),
        health: () =>
          saturate({
            ...common,
            label: 'GET /api/health (public)',
            url: `${server.baseUrl}/api/health`,
            headers: {},
            serverPid,
          }),
        dashboard: () =>
          saturate({
            ...common,
            label: `GET /api/root/dashboard (${invoiceCount.toLocaleString('en')} invoices)`,
            url: `${server.baseUrl}/api/root/dashboard`,
            headers: { authorization: `Bearer ${taxpayerToken}` },
            serverPid,
          }),
        users: () =>
          saturate({
            ...common,
            label: `GET /api/root/users (first page, ${userPageRows} rows)`,
            url: usersUrl,
            headers: { authorization: `Bearer ${adminToken}` },
            serverPid,
          }),
      };
      const reads: ReadFigures[] = [];
      for (const name of readNames) {
        if (only === undefined || only.includes(name)) reads.push(await calls[name]());
      }
      return {
        invoices: invoiceCount,
        users: userCount,
        loadMs,
        connections,
        seconds,
        userPageRows,
        reads,
      };
    } finally {
      await bare.stop();
      await client.end();
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** The figures as printed lines. */
export function formatReads(figures: ReadsFigures): string {
  const cpu = (ms: number | undefined) => (ms === undefined ? 'n/a' : ms.toFixed(2));
  const header = `  ${'call'.padEnd(48)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'fail'.padStart(5)}  ${'CPU ms/req Node'.padStart(15)} ${'PostgreSQL'.padStart(10)}  bytes JSON / wire`;
  const lines = figures.reads.map(
    (read) =>
      `  ${read.label.padEnd(48)} ${read.rps.toFixed(0).padStart(7)} ${String(read.p50).padStart(7)} ${String(read.p99).padStart(7)} ${String(read.failures).padStart(5)}  ${cpu(read.nodeCpuMs).padStart(15)} ${cpu(read.postgresCpuMs).padStart(10)}  ${read.jsonBytes} / ${read.wireBytes} (${read.wireEncoding})`,
  );
  return [
    `reads under load, PostgreSQL: ${figures.invoices.toLocaleString('en')} invoices of one taxpayer over 12 months and ${figures.users.toLocaleString('en')} users loaded in ${(figures.loadMs / 1000).toFixed(1)} s`,
    `  autocannon in the bench process, ${figures.connections} connections × ${figures.seconds} s after a 3 s warm-up, Accept-Encoding: ${browserEncoding}; goal ≥ 500 req/s for the dashboard and the user list`,
    header,
    ...lines,
  ].join('\n');
}
