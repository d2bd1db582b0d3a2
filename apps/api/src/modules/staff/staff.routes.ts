import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { StaffService } from './staff.service.js';

/**
 * Staff-user routes, mounted under `/api` (contract `createStaffUser` of `@liqui/api-client`;
 * issue 14 item 3):
 *
 * - `POST /api/root/staff-users` (admin), body `NewAdminUser` → 201 `StaffUser`; 400 with the
 *   form's messages; 409 'Ya existe un usuario con ese email'; 403 for anyone else (an operador
 *   included).
 */
export function createStaffRoutes({ staff }: { staff: StaffService }) {
  return createRouter(route(endpoints.createStaffUser, ({ body }) => staff.createStaffUser(body)));
}
