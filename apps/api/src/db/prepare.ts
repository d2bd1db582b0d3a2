import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConfig } from '../config.js';
import { locateMigrationsFolder } from './assets.js';
import { type Database, openDatabase, type Schema } from './client.js';
import { seedDatabase } from './seed/seed.js';
import { withSessionLock } from './session-lock.js';

/**
 * Applies the generated migrations (`apps/api/drizzle/`) that are not applied yet, with drizzle's
 * migrator for the database's driver; the record lives in `drizzle.__drizzle_migrations`.
 * Source: CONVENTIONS.md "API and data" (migrations generated, committed, applied at start).
 *
 * Concurrent calls on one handle run in turn; on PostgreSQL a session advisory lock also
 * serializes processes migrating the same database at once.
 *
 * @throws when a migration fails (the migrator runs them in a transaction).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  // Calls on one handle run one after the other (the migrator reads what is applied, then
  // applies the rest: two interleaved runs would both apply everything).
  const previous = migrationsInProgress.get(database) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => applyMigrations(database));
  migrationsInProgress.set(database, run);
  try {
    await run;
  } finally {
    if (migrationsInProgress.get(database) === run) migrationsInProgress.delete(database);
  }
}

/** The migration run in progress per database handle (see {@link migrateDatabase}). */
const migrationsInProgress = new WeakMap<Database, Promise<void>>();

async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = locateMigrationsFolder();
  if (database.kind === 'pglite') {
    // Cast: `kind` says which driver opened `db`; drizzle's migrators want their own driver's type.
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    // Replicas starting together against one fresh database migrate one after the other
    // (drizzle's migrator takes no lock of its own).
    await withSessionLock(database, migrationLockKey, () =>
      migratePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  }
}

/** Session advisory lock key held while migrating a PostgreSQL database. */
const migrationLockKey = 7_415_300;

/** What {@link prepareDatabase} did, for the start-up log line. */
export type PreparedDatabase = Database & {
  /** `true` when this start loaded the reference tables (first start). */
  wasSeeded: boolean;
};

/**
 * Opens the configured database, migrates it and seeds it on first start: everything `main.ts`
 * (and the tests) need before serving. Source: ARCHITECTURE.md "Runtime" (the first start creates
 * the schema and loads the reference tables).
 *
 * @throws when the database cannot be opened, migrated or seeded; the database is closed first.
 */
export async function prepareDatabase(config: {
  database: DatabaseConfig;
}): Promise<PreparedDatabase> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const { seeded } = await seedDatabase(database.db);
    return { ...database, wasSeeded: seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
