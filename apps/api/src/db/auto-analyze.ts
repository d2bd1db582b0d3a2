import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { executeRows } from './execute-rows.js';

/**
 * When a table's planner statistics are stale, as PostgreSQL's autovacuum decides it with its
 * defaults (`autovacuum_analyze_threshold` 50, `autovacuum_analyze_scale_factor` 0.1): more than
 * 50 + 10 % of its live rows inserted, updated or deleted since its last `ANALYZE`.
 */
export const analyzeThreshold = { rows: 50, share: 0.1 } as const;

/** How often {@link startAutoAnalyze} looks for stale tables, in ms. */
export const autoAnalyzeIntervalMs = 15_000;

/**
 * Runs `ANALYZE` on every table of a PGlite database whose statistics are stale
 * ({@link analyzeThreshold}, read from `pg_stat_user_tables.n_mod_since_analyze`).
 *
 * Why: PGlite runs PostgreSQL in single-user mode, without the autovacuum daemon, so nothing
 * else ever analyzes its tables. A table that grew from empty keeps the planner's first guess (a
 * few rows): with 10,000 invoices of one user, the invoice list's first page was planned as a
 * bitmap scan of all of them and a sort (40 ms on the database, 47 ms over HTTP) instead of a walk
 * of its keyset index (under 1 ms), and every other request waited behind it on the one
 * connection (issue 11 item 2). PostgreSQL's own autovacuum does this work, so on PostgreSQL this
 * does nothing.
 *
 * PostgreSQL counts modifications in memory and publishes them at most once a second, so a table
 * changed in the last second may be analyzed on the next call only.
 *
 * @returns the tables analyzed (`schema.table`), in the order analyzed; empty on PostgreSQL.
 * @throws what the database throws (the caller decides whether to log and go on).
 */
export async function analyzeStaleTables(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const stale = await executeRows<{ schemaname: string; relname: string }>(
    database.db,
    sql`
      select schemaname, relname from pg_stat_user_tables
      where n_mod_since_analyze > ${analyzeThreshold.rows}::int + ${analyzeThreshold.share}::float8 * n_live_tup
      order by schemaname, relname`,
  );
  const analyzed: string[] = [];
  for (const { schemaname, relname } of stale) {
    await database.db.execute(
      sql`analyze ${sql.identifier(schemaname)}.${sql.identifier(relname)}`,
    );
    analyzed.push(`${schemaname}.${relname}`);
  }
  return analyzed;
}

/** What {@link startAutoAnalyze} returns. */
export type AutoAnalyze = {
  /** Stops looking; resolves once a run in progress has ended. */
  stop(): Promise<void>;
};

/**
 * On PGlite, runs {@link analyzeStaleTables} now and then every `intervalMs` (default
 * {@link autoAnalyzeIntervalMs}), never two runs at once: the embedded database's stand-in for
 * PostgreSQL's auto-analyze. On PostgreSQL it starts nothing. A failed run is reported to
 * `onError` and the next one runs as planned. The timer does not keep the process alive.
 */
export function startAutoAnalyze(
  database: Database,
  options: {
    readonly intervalMs?: number;
    readonly onAnalyzed?: (tables: string[]) => void;
    readonly onError: (error: unknown) => void;
  },
): AutoAnalyze {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= analyzeStaleTables(database)
      .then(
        (tables) => {
          if (tables.length > 0) options.onAnalyzed?.(tables);
        },
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? autoAnalyzeIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
