import { argentineDateOf } from '@liqui/domain';
import { inArray, sql } from 'drizzle-orm';
import { locateSeedFolder } from '../assets.js';
import type { Db } from '../client.js';
import { dueDates, iibbRows, meta, plans } from '../schema.js';
import { planCatalogue } from './plan-catalogue.js';
import {
  insertReferenceData,
  nextDueDate,
  type ReferenceData,
  readReferenceData,
} from './reference-data.js';

/** The `meta` key that marks the reference tables as loaded; its value is the ISO instant. */
export const referenceSeedKey = 'seed:reference';

/**
 * The `meta` key that marks Liqui's plan catalogue (`plan-catalogue.ts`) as loaded. A key of its
 * own, so a database seeded before the plans existed gets them on its next start.
 */
export const plansSeedKey = 'seed:plans';

/**
 * The `meta` key that marks the IIBB `vencimiento` values as dates. Databases seeded before it
 * hold the text rule (`iibbVencimientoRule` of `reference-data.ts`) there; the wire wants `YYYY-MM-DD`, so this
 * step replaces any value that is not a date with the next monotributo due date.
 */
export const iibbDatesSeedKey = 'seed:iibb-vencimiento-fecha';

/**
 * Transaction-scoped advisory lock key taken while seeding, so two processes starting at once
 * against one PostgreSQL database do not both seed (on PGlite it costs nothing).
 */
const seedLockKey = 7_415_301;

/** Options of {@link seedDatabase}. */
export type SeedOptions = {
  /** Folder holding the CSVs. @default the one beside the code (`locateSeedFolder()`) */
  seedDir?: string;
  /** The instant recorded in the `meta` keys, and the seed's date. @default new Date() */
  now?: Date;
};

type SeedStep = {
  key: string;
  run: (tx: Db, context: { data: ReferenceData; today: string }) => Promise<void>;
};

/** The seed's steps, in order; each runs once per database (its `meta` key marks it done). */
const seedSteps: readonly SeedStep[] = [
  { key: referenceSeedKey, run: (tx, { data }) => insertReferenceData(tx, data) },
  {
    key: plansSeedKey,
    run: async (tx) => {
      await tx
        .insert(plans)
        .values(planCatalogue.map((entry, position) => ({ ...entry, position })))
        .onConflictDoNothing();
    },
  },
  {
    key: iibbDatesSeedKey,
    run: async (tx, { today }) => {
      const dates = await tx.select({ fecha: dueDates.fecha }).from(dueDates);
      if (dates.length === 0) return;
      await tx
        .update(iibbRows)
        .set({ vencimiento: nextDueDate(dates, today) })
        .where(sql`${iibbRows.vencimiento} !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);
    },
  },
];

/**
 * Loads the reference tables and the plan catalogue, each step once per database
 * (ARCHITECTURE.md "Runtime": the first start loads the reference tables with real ARCA figures).
 * Idempotent: a step whose `meta` key ({@link referenceSeedKey}, {@link plansSeedKey},
 * {@link iibbDatesSeedKey}) exists is skipped, so the admin's later edits are never overwritten,
 * and a database seeded by an older version gets only the steps it lacks. Everything is written
 * in one transaction (all or nothing).
 *
 * @returns `{ seeded: true }` when it ran at least one step now, `{ seeded: false }` when every
 *   step was already done.
 * @throws when a seed file is missing or malformed, or the database fails; nothing is written.
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  if ((await pendingSteps(db)).length === 0) return { seeded: false };
  const now = options.now ?? new Date();
  const today = argentineDateOf(now);
  const data = readReferenceData(options.seedDir ?? locateSeedFolder(), { asOf: today });
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const pending = await pendingSteps(tx);
    for (const step of pending) {
      await step.run(tx, { data, today });
      await tx.insert(meta).values({ key: step.key, value: now.toISOString() });
    }
    return pending.length > 0;
  });
  return { seeded };
}

async function pendingSteps(db: Db): Promise<SeedStep[]> {
  const rows = await db
    .select({ key: meta.key })
    .from(meta)
    .where(
      inArray(
        meta.key,
        seedSteps.map((step) => step.key),
      ),
    );
  const done = new Set(rows.map((row) => row.key));
  return seedSteps.filter((step) => !done.has(step.key));
}
