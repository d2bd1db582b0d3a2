import { eq, sql } from 'drizzle-orm';
import {
  insertReferenceData,
  readReferenceData,
} from '../../modules/reference/reference.service.js';
import { locateSeedFolder } from '../assets.js';
import type { Db } from '../client.js';
import { meta } from '../schema.js';

/** The `meta` key that marks the reference tables as loaded; its value is the ISO instant. */
export const referenceSeedKey = 'seed:reference';

/**
 * Transaction-scoped advisory lock key taken while seeding, so two processes starting at once
 * against one PostgreSQL database do not both seed (on PGlite it costs nothing).
 */
const seedLockKey = 7_415_301;

/** Options of {@link seedDatabase}. */
export type SeedOptions = {
  /** Folder holding the CSVs. @default the one beside the code (`locateSeedFolder()`) */
  seedDir?: string;
  /** The instant recorded as `seed:reference`. @default new Date() */
  now?: Date;
};

/**
 * Loads the reference tables on the first start only (ARCHITECTURE.md "Runtime": the first start
 * loads the reference tables with real ARCA figures). Idempotent: when `meta` already holds
 * {@link referenceSeedKey} it does nothing, so the admin's later edits are never overwritten.
 * Everything is written in one transaction (all or nothing).
 *
 * @returns `{ seeded: true }` when it loaded the tables now, `{ seeded: false }` when they were
 *   already loaded.
 * @throws when a seed file is missing or malformed, or the database fails; nothing is written.
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const data = readReferenceData(options.seedDir ?? locateSeedFolder());
  const now = options.now ?? new Date();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await isSeeded(tx)) return false;
    await insertReferenceData(tx, data);
    await tx.insert(meta).values({ key: referenceSeedKey, value: now.toISOString() });
    return true;
  });
  return { seeded };
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: meta.key }).from(meta).where(eq(meta.key, referenceSeedKey));
  return rows.length > 0;
}
