import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The values the migrated database itself allows in a status column, for the tests that keep the
 * migrations equal to the domain's lists (issue 25 item 3: the schema imports the lists, so a
 * list changed without a migration would show only here and in `drizzle-kit generate`).
 */

/**
 * The values a CHECK constraint `column in ('A', 'B', …)` allows, in its order (PostgreSQL keeps
 * it as `= ANY (ARRAY['A'::text, …])`).
 *
 * @throws Error when the constraint does not exist.
 */
export async function checkConstraintValues(
  database: Database,
  constraint: string,
): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`,
  )) as unknown as { rows: { definition: string }[] };
  const definition = result.rows[0]?.definition;
  if (definition === undefined) throw new Error(`No constraint ${constraint}`);
  return [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) =>
    (match[1] as string).replaceAll("''", "'"),
  );
}

/** The labels of the PostgreSQL enum `type`, in their order. */
export async function enumValues(database: Database, type: string): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = ${type} order by e.enumsortorder`,
  )) as unknown as { rows: { label: string }[] };
  return result.rows.map((row) => row.label);
}
