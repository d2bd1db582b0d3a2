import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Runs a raw SQL statement (`db.execute`, for what the query builder cannot say: `row_to_json`,
 * `pg_stat_user_tables`, `grouping sets` read back as text) and returns its rows. Both drivers
 * answer `{ rows }` (node-postgres' `QueryResult`, PGlite's `Results`); drizzle's type over both
 * (`PgQueryResultHKT`) does not say so, hence this one checked door instead of a cast per caller.
 *
 * @typeParam TRow - the row's shape as the statement's select list writes it (column aliases as
 *   keys; PostgreSQL's text for `::text` casts). Not checked at run time: the caller's SQL is its
 *   source.
 * @throws Error when the driver's answer holds no `rows` array (a driver this app does not use);
 *   what the database throws.
 */
export async function executeRows<TRow extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
): Promise<TRow[]> {
  const answer: unknown = await db.execute<TRow>(query);
  if (typeof answer === 'object' && answer !== null && 'rows' in answer) {
    const { rows } = answer;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error('The database driver answered a statement without rows');
}
