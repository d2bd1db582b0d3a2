import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgresPool } from '../db/client.js';
import { migrateDatabase } from '../db/prepare.js';
import { seedDatabase } from '../db/seed/seed.js';
import { testDatabaseMode } from './database-mode.js';

/** How far a test database is prepared: nothing, migrations applied, or migrated and seeded. */
export type TestDatabaseState = 'empty' | 'migrated' | 'seeded';

/**
 * A fresh database for one test file (call it in `beforeAll`, `close()` it in `afterAll`).
 *
 * - PGlite (default): an in-memory PGlite; `migrated` and `seeded` are cloned from the templates
 *   the global setup dumped, `empty` is a brand-new cluster (initdb, ~2–3 s).
 * - PostgreSQL (`LIQUI_TEST_DB=postgres` + `TEST_DATABASE_URL`): a new database
 *   `liqui_test_<random>` on that server, migrated/seeded as asked; `close()` drops it.
 */
export async function createTestDatabase(state: TestDatabaseState = 'seeded'): Promise<Database> {
  return testDatabaseMode() === 'postgres'
    ? createPostgresDatabase(state)
    : createPgliteDatabase(state);
}

async function createPgliteDatabase(state: TestDatabaseState): Promise<Database> {
  const templates = inject('pgliteTemplates');
  if (state === 'empty' || !templates) {
    const database = fromPglite(new PGlite());
    await prepareState(database, state);
    return database;
  }
  const dump = new Blob([readFileSync(templates[state])]);
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  return fromPglite(client, `PGlite in memory (plantilla ${state})`);
}

/**
 * A new, empty database `liqui_test_<random>` on the PostgreSQL server of `TEST_DATABASE_URL`:
 * its URL and a `drop()` that removes it (forcing out open connections).
 */
export async function createScratchPostgresDatabase(): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `liqui_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

async function createPostgresDatabase(state: TestDatabaseState): Promise<Database> {
  const scratch = await createScratchPostgresDatabase();
  const inner = fromPostgresPool(
    new pg.Pool({ connectionString: scratch.url, max: 4 }),
    `PostgreSQL ${scratch.name}`,
  );
  const database: Database = {
    ...inner,
    close: async () => {
      await inner.close();
      await scratch.drop();
    },
  };
  try {
    await prepareState(database, state);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function prepareState(database: Database, state: TestDatabaseState): Promise<void> {
  if (state === 'empty') return;
  await migrateDatabase(database);
  if (state === 'seeded') await seedDatabase(database.db);
}
