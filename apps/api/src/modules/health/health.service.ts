import type { Database, DatabaseKind } from '../../db/client.js';

/**
 * The health report (`GET /api/health`): whether the process can serve, which version runs, and
 * whether its database answers.
 */
export type HealthReport = {
  /** `ok` when the database answers, `degraded` when it does not. */
  status: 'ok' | 'degraded';
  /** apps/api/package.json `version`. */
  version: string;
  database: {
    kind: DatabaseKind;
    /** `up` when `select 1` answered within the ping timeout (2 s). */
    status: 'up' | 'down';
  };
};

/**
 * Builds the health report by pinging the database (never throws; a failed or slow ping reads as
 * `down`). Source: ARCHITECTURE.md "Runtime" (one process serving the API; the database behind
 * it is PGlite or PostgreSQL).
 */
export async function checkHealth(database: Database, version: string): Promise<HealthReport> {
  const isUp = await database.ping();
  return {
    status: isUp ? 'ok' : 'degraded',
    version,
    database: { kind: database.kind, status: isUp ? 'up' : 'down' },
  };
}
