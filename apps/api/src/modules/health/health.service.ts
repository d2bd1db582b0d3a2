import type { HealthReport, ReadinessReport } from '@liqui/api-client';
import type { Database } from '../../db/client.js';

/**
 * Liveness (`GET /api/health`): the process serves and runs `version`. Touches nothing, so load
 * balancers may probe it as often as they like (issue 11 item 3). Source: ARCHITECTURE.md
 * "Runtime".
 */
export function reportLiveness(version: string): HealthReport {
  return { status: 'ok', version };
}

/**
 * Readiness (`GET /api/health/ready`): pings the database (never throws; a failed or slow ping,
 * over 2 s, reads as `down`) and reports `ok`, or `degraded` when it does not answer. Source:
 * ARCHITECTURE.md "Runtime" (one process serving the API; the database behind it is PGlite or
 * PostgreSQL).
 */
export async function checkReadiness(
  database: Database,
  version: string,
): Promise<ReadinessReport> {
  const isUp = await database.ping();
  return {
    status: isUp ? 'ok' : 'degraded',
    version,
    database: { kind: database.kind, status: isUp ? 'up' : 'down' },
  };
}
