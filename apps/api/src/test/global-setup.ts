import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client.js';
import { migrateDatabase } from '../db/prepare.js';
import { seedDatabase } from '../db/seed/seed.js';
import { testDatabaseMode } from './database-mode.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs (`dumpDataDir`) of a migrated and of a migrated + seeded PGlite; empty in postgres mode. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
    /** A temporary folder for the run (test configs' data and web folders); removed at the end. */
    scratchDir: string;
  }
}

/**
 * Vitest global setup: creates the run's scratch folder (removed at the end) and, in PGlite mode,
 * builds the template databases once (initdb + migrations, then the seed) and dumps them there;
 * each test file clones one in ~0.5 s (STACK.md "PGlite") instead of paying initdb. In PostgreSQL
 * mode there is nothing to prepare: each test file creates its own database.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'liqui-api-test-'));
  const teardown = () => rmSync(folder, { recursive: true, force: true });
  project.provide('scratchDir', folder);
  if (testDatabaseMode() === 'postgres') {
    project.provide('pgliteTemplates', null);
    return teardown;
  }
  const client = new PGlite();
  const database = fromPglite(client);
  try {
    await migrateDatabase(database);
    const migrated = join(folder, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDatabase(database.db);
    const seeded = join(folder, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplates', { migrated, seeded });
  } catch (error) {
    teardown();
    throw error;
  } finally {
    await database.close();
  }
  return teardown;
}
