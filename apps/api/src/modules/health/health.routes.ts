import { endpoints } from '@liqui/api-client';
import type { AppDeps } from '../../http/context.js';
import { createRouter, route } from '../../http/route.js';
import { version } from '../../version.js';
import { checkReadiness, reportLiveness } from './health.service.js';

/**
 * Health routes, mounted under `/api` (contract `getHealth` and `getReadiness`, Liqui's own
 * calls; ARCHITECTURE.md "Runtime"). Both public (no token) and `Cache-Control: no-store`; they
 * reveal only the version and the database kind.
 *
 * - `GET /api/health` (liveness) → 200 `{ status: 'ok', version }`, without a query.
 * - `GET /api/health/ready` (readiness) → 200 `{ status: 'ok', version, database: { kind,
 *   status: 'up' } }`, or 503 with `status: 'degraded'` and `database.status: 'down'` when the
 *   database does not answer.
 */
export function createHealthRoutes({ database }: Pick<AppDeps, 'database'>) {
  return createRouter(
    route(endpoints.getHealth, () => reportLiveness(version)),
    route(endpoints.getReadiness, async (_input, c) => {
      const report = await checkReadiness(database, version);
      if (report.status !== 'ok') c.status(503);
      return report;
    }),
  );
}
