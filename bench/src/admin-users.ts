/**
 * The admin dashboard with 100,000 users on PostgreSQL (issue 14 item 8): the built server on a
 * scratch database (`BENCH_DATABASE_URL`, default this machine's PostgreSQL; created and dropped
 * here), which migrates and seeds the demo (accounts and its 300 taxpayers); then 100,000 more
 * users are loaded straight into `users` with one `INSERT … SELECT generate_series` (statuses
 * spread over every value, created one second apart) and the table is analysed. Then, signed in
 * as the demo admin, each call is asked `samples` times one after the other:
 *
 * - `GET /api/root/admindashboard` (the counts by status);
 * - `GET /api/root/users?limit=300`, the first page of 'Todos';
 * - a deep page of 'Todos': the page reached after following `depth` cursors (300 per page);
 * - a tab: `GET /api/root/users?index=payment_status&value=VENCIDO&limit=300`, its first page;
 * - a search: `GET /api/root/users?index=cuit&value=<a loaded CUIT with dashes>`;
 * - the free-text search (issue 25 item 8, goal p95 under 100 ms): `index=texto` with, in turn,
 *   the start of a surname shared by about 100 users, of a full name, of an e-mail and of a CUIT,
 *   a prefix every loaded user matches (`ap`), one nobody matches, and an accented one; each
 *   timed `samples` times over the whole set.
 *
 * Figures only (p50, p95 in ms); nothing is asserted.
 */

import { createApiClient } from '@liqui/api-client';
import { signInForAccessToken } from '@liqui/e2e/identity';
import { startServer } from '@liqui/e2e/server';
import pg from 'pg';
import { benchDemoPassword, quantile } from './liqui-session.js';
import { benchAdminDatabaseUrl, createScratchDatabase } from './scratch-database.js';

/** p50 and p95 of one call, in ms. */
type Latency = { p50: number; p95: number };

/** What {@link measureAdminUsers} found; times in ms. */
export type AdminUsersFigures = {
  users: number;
  loadMs: number;
  counts: Latency;
  firstPage: Latency;
  deepPage: Latency & { depth: number };
  tab: Latency & { rows: number };
  searchByCuit: Latency;
  searchByText: Latency & { queries: number };
};

/**
 * Loads `count` users (`bench-<i>`) into the database at `url` in one statement: every status value
 * present, one second apart; then analyses `users`. Returns the time it took, in ms.
 */
export async function loadUsers(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(
      `INSERT INTO users (user_id, username, email, nombre, apellido, telefono, provincia, cuit,
         estado_usuario, estado_pago, estado_monotributo, estado_cbu, plan, fecha_inicio, created_at, updated_at)
       SELECT 'bench-' || i, 'bench-' || i || '@bench.liqui.test', 'bench-' || i || '@bench.liqui.test',
         'Nombre ' || i, 'Apellido ' || (i % 997), '+54911' || lpad((i % 100000000)::text, 8, '0'),
         'CORDOBA', '20' || lpad(i::text, 8, '0') || (i % 10),
         (ARRAY['ACTIVO','INCOMPLETO','BAJA','INACTIVO','BLOQUEADO','PENDIENTE_REVISION','BAJA_PROGRAMADA'])[1 + ((i::bigint * 7919) % 7)::int],
         (ARRAY['ACTIVO','ACTIVO_PRUEBA','INACTIVO','PAGO_EN_PROCESO','POR_VENCER','VENCIDO'])[1 + ((i::bigint * 104729) % 6)::int],
         (ARRAY['ACTIVO','ERROR_BAJA_OFICIO','CANCELADO','ERROR_CUIT_INACTIVO','ERROR_DDJJ_SIN_PRESENTAR',
                'ERROR_DNI_VENCIDO','ERROR_CLAVE_FISCAL_NIVEL_1','EXCLUIDO','ERROR_EXCLUIDO','HACER_ALTA',
                'HACER_BAJA','INACTIVO','INCOMPLETO','PENDIENTE_REVISION','ERROR_RENAPER','ERROR_OTROS'])[1 + ((i::bigint * 7727) % 16)::int],
         (ARRAY['POR_ADHERIR','ADHERIDO', NULL])[1 + ((i::bigint * 31) % 3)::int],
         'Plus', CASE WHEN i % 5 = 0 THEN NULL ELSE DATE '2024-01-01' + (i % 700) END,
         now() - make_interval(secs => i), now()
       FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    await client.query('ANALYZE users');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/** `times` durations of `call`, in ms, one after the other (after one warm-up call). */
async function timeEach(times: number, call: () => Promise<unknown>): Promise<Latency> {
  await call();
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  return { p50: quantile(durations, 0.5), p95: quantile(durations, 0.95) };
}

/** See the module's TSDoc. */
export async function measureAdminUsers(
  options: { users?: number; samples?: number; depth?: number } = {},
): Promise<AdminUsersFigures> {
  const count = options.users ?? 100_000;
  const samples = options.samples ?? 50;
  const depth = options.depth ?? 200;
  const scratch = await createScratchDatabase(benchAdminDatabaseUrl);
  try {
    const server = await startServer({
      env: {
        DATABASE_URL: scratch.url,
        LIQUI_DEMO_PASSWORD: benchDemoPassword,
        LOG_LEVEL: 'silent',
      },
      timeoutMs: 120_000,
    });
    try {
      const loadMs = await loadUsers(scratch.url, count);
      const token = await signInForAccessToken(
        server.baseUrl,
        'admin@liqui.test',
        benchDemoPassword,
      );
      const api = createApiClient({
        baseUrl: `${server.baseUrl}/api`,
        getToken: () => token,
        onUnauthorized: () => {
          throw new Error('the benchmark session expired');
        },
        validateResponses: false,
      });
      const list = (query: Record<string, string | number>) =>
        api.call('listUsers', { query: { limit: 300, ...query } });

      const counts = await timeEach(samples, () => api.call('getAdminDashboardCounts'));
      const firstPage = await timeEach(samples, () => list({}));
      let last: string | null = null;
      for (let page = 0; page < depth; page += 1) {
        last = (await list(last ? { last } : {})).last;
        if (last === null) throw new Error(`the list ended before page ${depth}`);
      }
      const deepCursor = last as string;
      const deepPage = await timeEach(samples, () => list({ last: deepCursor }));
      const tabQuery = { index: 'payment_status', value: 'VENCIDO' };
      const tabRows = (await list(tabQuery)).users.length;
      const tab = await timeEach(samples, () => list(tabQuery));
      const cuit = `20${String(count / 2).padStart(8, '0')}${(count / 2) % 10}`;
      const dashed = `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
      const found = (await list({ index: 'cuit', value: dashed })).users.length;
      if (found !== 1) throw new Error(`the search by CUIT found ${found} users, not 1`);
      const searchByCuit = await timeEach(samples, () => list({ index: 'cuit', value: dashed }));
      const texts = [
        'apellido 51',
        'NOMBRE 4567 apell',
        `bench-${count / 2}@`,
        cuit.slice(0, 9),
        'ap',
        'zzz nadie',
        'Ápellido 9',
      ];
      const namesake = (await list({ index: 'texto', value: 'apellido 51' })).users.length;
      if (namesake === 0) throw new Error('the search by text found no one');
      let turn = 0;
      const searchByText = await timeEach(samples * texts.length, () => {
        turn += 1;
        return list({ index: 'texto', value: texts[turn % texts.length] as string });
      });
      return {
        users: count,
        loadMs,
        counts,
        firstPage,
        deepPage: { ...deepPage, depth },
        tab: { ...tab, rows: tabRows },
        searchByCuit,
        searchByText: { ...searchByText, queries: texts.length },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** The figures as printed lines. */
export function formatAdminUsers(figures: AdminUsersFigures): string {
  const line = (label: string, { p50, p95 }: Latency) =>
    `  ${label.padEnd(58)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`;
  return [
    `admin dashboard, PostgreSQL, ${figures.users.toLocaleString('en')} users loaded in ${(figures.loadMs / 1000).toFixed(1)} s`,
    line('GET /api/root/admindashboard (counts)', figures.counts),
    line('GET /api/root/users?limit=300 (first page)', figures.firstPage),
    line(
      `GET /api/root/users?limit=300&last=… (page ${figures.deepPage.depth + 1})`,
      figures.deepPage,
    ),
    line(
      `GET /api/root/users?index=payment_status&value=VENCIDO (${figures.tab.rows} rows)`,
      figures.tab,
    ),
    line('GET /api/root/users?index=cuit&value=20-…', figures.searchByCuit),
    line(
      `GET /api/root/users?index=texto&value=… (${figures.searchByText.queries} prefixes)`,
      figures.searchByText,
    ),
  ].join('\n');
}
