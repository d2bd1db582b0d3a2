import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { AdminUsersService } from './admin-users.service.js';

/**
 * The admin dashboard's routes, mounted under `/api` (contract: `getAdminDashboardCounts`,
 * `listUsers` of `@liqui/api-client`; Spec 03 §7; issue 14 item 1). Both are reads for the
 * back office: admin and the read-only operador; anyone else gets 403.
 *
 * - `GET /api/root/admindashboard` → 200 `AdminDashboardCounts` (see `countByStatus`).
 * - `GET /api/root/users?index=&value=&limit=&last=` → 200 `UserList`; 400 `validation` with a
 *   Spanish message for a query it cannot read (unknown index, bad status, empty search, bad
 *   cursor, limit outside 1–300), never a 5xx (see `list`).
 */
export function createAdminUsersRoutes({ adminUsers }: { adminUsers: AdminUsersService }) {
  return createRouter(
    route(endpoints.getAdminDashboardCounts, () => adminUsers.countByStatus()),
    route(endpoints.listUsers, ({ query }) => adminUsers.list(query)),
  );
}
