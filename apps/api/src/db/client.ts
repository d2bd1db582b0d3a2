import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema.js';

/** The drizzle schema object (all tables), for typed queries. */
export type Schema = typeof schema;

/**
 * A drizzle database over either driver. Services take this type, so the same code runs on PGlite
 * and PostgreSQL (ARCHITECTURE.md "Runtime").
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Which engine a {@link Database} runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the drizzle handle plus lifecycle helpers. */
export type Database = {
  /** Drizzle over the schema in `schema.ts`. */
  db: Db;
  /** `pglite` (embedded, in `<LIQUI_DATA_DIR>/db`) or `postgres` (`DATABASE_URL`). */
  kind: DatabaseKind;
  /** A log-safe description (no credentials), e.g. `PGlite at /srv/.liqui/db`. */
  description: string;
  /**
   * Runs `select 1`. Resolves `true` when the database answers within `timeoutMs`
   * (default 2000 ms), `false` otherwise; never throws.
   */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the connection (PGlite flushes its files). Idempotent. */
  close(): Promise<void>;
  /**
   * The driver's own client under `db`, for a library that talks to PostgreSQL itself (the pg-boss
   * job queue, `jobs/queue.ts`): the PGlite instance, or the node-postgres pool. Closing stays
   * {@link Database.close}'s job.
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

/**
 * Opens the database the config points at, without migrating or seeding it (see
 * `prepareDatabase` in `prepare.ts` for that). Source: ARCHITECTURE.md "apps/api" (`src/db/`:
 * client factory pglite | pg) and STACK.md "PGlite".
 *
 * - PGlite: creates the data directory's parent recursively first (PGlite's own mkdir is not
 *   recursive), then opens or initializes `dataDir`.
 * - PostgreSQL: a `pg.Pool` of `poolMax` connections (`DATABASE_POOL_MAX`, default
 *   `⌈EMISSION_CONCURRENCY / 2⌉ + 10`; 10 when the config has none) with a 5 s connection
 *   timeout; the first query connects.
 *
 * @throws when PGlite cannot open its folder (permissions, a folder of another Postgres version).
 */
export async function openDatabase(config: { database: DatabaseConfig }): Promise<Database> {
  const target = config.database;
  if (target.kind === 'pglite') {
    mkdirSync(dirname(target.dataDir), { recursive: true });
    const client = new PGlite(target.dataDir);
    await client.waitReady;
    return fromPglite(client, `PGlite at ${target.dataDir}`);
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  return fromPostgresPool(pool, `PostgreSQL en ${describePostgresUrl(target.url)}`);
}

/**
 * Wraps an open PGlite instance (a data directory, or an in-memory clone in tests) as a
 * {@link Database}. `close()` closes the instance.
 */
export function fromPglite(client: PGlite, description = 'PGlite in memory'): Database {
  // Cast: `Db` is the driver-neutral type both drivers share at run time (PgDatabase over
  // the schema); drizzle types each driver's database apart.
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    description,
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: async () => {
      if (!client.closed) await client.close();
    },
    driver: { kind: 'pglite', client },
  };
}

/**
 * Wraps a node-postgres pool as a {@link Database}. `close()` ends the pool (waits for checked-out
 * clients to be released).
 */
export function fromPostgresPool(pool: pg.Pool, description = 'PostgreSQL'): Database {
  // Cast: as in `fromPglite`, node-postgres' database seen as the shared `Db`.
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  // An idle client losing its server connection must not crash the process.
  pool.on('error', () => {});
  return {
    db,
    kind: 'postgres',
    description,
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => {
      closing ??= pool.end();
      return closing;
    },
    driver: { kind: 'postgres', pool },
  };
}

async function pingWith(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `user@host:port/database` without the password, for logs. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}
