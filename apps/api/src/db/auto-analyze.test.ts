import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeStaleTables, startAutoAnalyze } from './auto-analyze.js';
import { type Database, fromPglite } from './client.js';

let open: Database | undefined;
let client: PGlite;

afterEach(async () => {
  await open?.close();
  open = undefined;
});

/**
 * A table shaped like the invoice list's (one user's rows read newest first through a keyset
 * index), filled with `rows` rows of one user after the index exists, as an app fills its tables
 * after the migrations.
 */
async function listTable(rows: number): Promise<Database> {
  client = new PGlite();
  open = fromPglite(client);
  await client.exec(`
    create table items (id int primary key, user_id text not null, fecha date not null, body text);
    create index items_user_order on items (user_id, fecha, id);
    insert into items
      select g, 'u1', date '2026-01-01' + (g % 300), repeat('x', 200)
      from generate_series(1, ${rows}) g;`);
  return open;
}

/**
 * Publishes the table statistics this connection has counted so far, at once
 * (`pg_stat_force_next_flush()`, PostgreSQL 15 and later): PostgreSQL otherwise publishes them
 * at most once a second, and a test would have to wait for the clock. The next statement reads
 * them in `pg_stat_user_tables`.
 */
async function publishStatistics(): Promise<void> {
  await client.query('select pg_stat_force_next_flush()');
}

/** The plan's first node for one user's first page. */
async function firstPagePlan(): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain select * from items where user_id = 'u1' order by fecha desc, id desc limit 51`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('analyzeStaleTables (PGlite has no autovacuum)', () => {
  it('analyzes a table that grew since its last ANALYZE, so a first page walks the index', async () => {
    const database = await listTable(5_000);
    await publishStatistics();
    expect(await firstPagePlan()).not.toMatch(/^Limit[\s\S]*Index Scan Backward/);

    expect(await analyzeStaleTables(database)).toEqual(['public.items']);

    expect(await firstPagePlan()).toMatch(/Index Scan Backward using items_user_order/);
  });

  it('leaves a table alone once analyzed, until enough of it changes again', async () => {
    const database = await listTable(1_000);
    await publishStatistics();
    expect(await analyzeStaleTables(database)).toEqual(['public.items']);
    // 100 changes on 1,000 rows: under 50 + 10 %.
    await client.exec(`update items set body = 'y' where id <= 100`);
    await publishStatistics();
    expect(await analyzeStaleTables(database)).toEqual([]);
    // 200 more: over it.
    await client.exec(`update items set body = 'z' where id > 800`);
    await publishStatistics();
    expect(await analyzeStaleTables(database)).toEqual(['public.items']);
  });
});

describe('startAutoAnalyze', () => {
  it('analyzes at once on start and reports the tables; stop waits for the run', async () => {
    const database = await listTable(2_000);
    await publishStatistics();
    const reported: string[][] = [];
    const errors: unknown[] = [];
    const auto = startAutoAnalyze(database, {
      intervalMs: 60_000,
      onAnalyzed: (tables) => reported.push(tables),
      onError: (error) => errors.push(error),
    });
    await auto.stop();
    expect(reported).toEqual([['public.items']]);
    expect(errors).toEqual([]);
  });
});
