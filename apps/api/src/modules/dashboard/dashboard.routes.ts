import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { DashboardService } from './dashboard.service.js';

/**
 * Dashboard routes, mounted under `/api` (contract: `getDashboard`, `getUserDashboard` of
 * `@liqui/api-client`; Spec 02 §7, Spec 03 §7; issue 12 item 1). Rules in `dashboard.service.ts`.
 *
 * - `GET /api/root/dashboard` (any signed-in user) → 200 `{ dashboard, user }` of the caller.
 * - `GET /api/root/dashboard/{userId}` (admin, operador) → 200 `{ dashboard, user }` of that
 *   user; 403 `forbidden` for anyone else; 404 'Usuario inexistente' for an id without a record; 400
 *   `validation` for an id the contract refuses (blank, over 200 characters).
 */
export function createDashboardRoutes({ dashboard }: { dashboard: DashboardService }) {
  return createRouter(
    route(endpoints.getDashboard, ({ principal }) => dashboard.getOwn(principal)),
    route(endpoints.getUserDashboard, ({ principal, params }) =>
      dashboard.getForUser(principal, params.userId),
    ),
  );
}
