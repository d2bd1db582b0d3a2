import { Hono } from 'hono';
import { allow } from '../../http/access.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { version } from '../../version.js';
import { checkHealth } from './health.service.js';

/**
 * Health routes, mounted under `/api`.
 *
 * `GET /api/health` → 200 `{ status: 'ok', version, database: { kind, status: 'up' } }`, or 503
 * with `status: 'degraded'` and `database.status: 'down'` when the database does not answer.
 * `Cache-Control: no-store`. Public (`allow('public')`, no token): it is the probe for load balancers and
 * orchestrators, and reveals only the version and the database kind. Not in the spec (the spec
 * covers the web app's calls); ARCHITECTURE.md "Runtime".
 */
export function createHealthRoutes({ database }: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>().get('/health', allow('public'), async (c) => {
    const report = await checkHealth(database, version);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
