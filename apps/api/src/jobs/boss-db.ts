import type { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';

/**
 * How pg-boss talks to the app's database (`jobs/queue.ts`). pg-boss 10 (the last major whose
 * engines accept the README's Node 20.19; issue 26 item 6) takes any `{ executeSql(text, values) }`
 * as its `db` and ships no adapters, so the three it needs live here:
 *
 * - PGlite ({@link bossDbOfPglite}): one embedded session.
 * - PostgreSQL ({@link bossDbOfDatabase} over the app's node-postgres pool).
 * - A drizzle transaction ({@link bossDbOfTransaction}): a job inserted with it exists if and only
 *   if the transaction commits.
 *
 * pg-boss sends `$1`-style parameterised single statements, and parameterless multi-statement
 * scripts (its schema install, `BEGIN; … COMMIT;` maintenance blocks): both shapes are kept.
 */

/**
 * pg-boss over an open PGlite instance. A call with parameters is one statement (`query`, the
 * extended protocol); a call without parameters may be a multi-statement script and goes through
 * `exec` (the simple protocol, as node-postgres does for a parameterless query), its statements'
 * rows joined. PGlite is one session: a script that fails inside its `BEGIN` would leave the
 * session in an aborted transaction for every later query of the app, so a failure is followed by
 * a `ROLLBACK` (a no-op outside a transaction) before it is rethrown.
 */
export function bossDbOfPglite(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        if (values && values.length > 0) return await client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/**
 * pg-boss over the app's database: {@link bossDbOfPglite} on PGlite, the node-postgres pool on
 * PostgreSQL (`pool.query` takes both shapes itself).
 */
export function bossDbOfDatabase(database: Database): PgBoss.Db {
  const driver = database.driver;
  if (driver.kind === 'pglite') return bossDbOfPglite(driver.client);
  const pool = driver.pool;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/**
 * pg-boss inside a drizzle transaction (PGlite or PostgreSQL): each `$N` of pg-boss's statement
 * becomes a drizzle parameter (a repeated `$N` is bound once per occurrence), so the statement runs
 * in `tx` with its values bound, never spliced into the SQL text. Only single parameterised
 * statements go through it (`send` and `insert` with `{ db }`).
 */
export function bossDbOfTransaction(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: await executeRows(tx, withParameters(text, values ?? [])) };
    },
  };
}

/** `text` with its `$N` placeholders as drizzle parameters bound to `values[N - 1]`. */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQLChunk[] = [];
  const placeholder = /\$(\d+)/g;
  let last = 0;
  for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql.param(values[Number(match[1]) - 1] ?? null));
    last = placeholder.lastIndex;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
