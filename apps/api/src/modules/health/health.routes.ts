import { endpoints } from '@liqui/api-client';
import type { AppDeps } from '../../http/context.js';
import { createRouter, route } from '../../http/route.js';
import { version } from '../../version.js';
import { checkHealth } from './health.service.js';

/**
 * Health routes, mounted under `/api` (contract `getHealth`, one of Liqui's own calls;
 * ARCHITECTURE.md "Runtime").
 *
 * `GET /api/health` → 200 `{ status: 'ok', version, database: { kind, status: 'up' } }`, or 503
 * with `status: 'degraded'` and `database.status: 'down'` when the database does not answer.
 * `Cache-Control: no-store`. Public (no token): it is the probe for load balancers and
 * orchestrators, and reveals only the version and the database kind.
 */
export function createHealthRoutes({ database }: Pick<AppDeps, 'database'>) {
  return createRouter(
    route(endpoints.getHealth, async (_input, c) => {
      const report = await checkHealth(database, version);
      c.header('Cache-Control', 'no-store');
      if (report.status !== 'ok') c.status(503);
      return report;
    }),
  );
}
