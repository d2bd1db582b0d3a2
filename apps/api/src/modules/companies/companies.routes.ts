import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { CompaniesService } from './companies.service.js';

/**
 * Company routes a taxpayer uses in the plan flow, mounted under `/api` (contract:
 * `listCompanies`, `getCompaniesByCode`, `createRelationship` of `@liqui/api-client`; Spec 02 §7,
 * Spec 03 §7).
 *
 * - `GET /api/root/admindashboard/adminlites/` (any signed-in user) → 200 the companies open to
 *   sign-up, without codes (an admin: all, with codes).
 * - `GET /api/root/admindashboard/code/{code}` (any signed-in user) → 200 `[company]` for a valid
 *   active code (and the caller's pass for it), `[]` otherwise.
 * - `POST /api/root/admindashboard/relationship/user/create` (any signed-in user), body
 *   `Relationship` → 200 the stored relationship, plan Codigo and estado_pago ACTIVO for the user;
 *   403 without a fresh validation of the company's code or for another user; 404 unknown company;
 *   409 company without a code (see `CompaniesService.createRelationship`).
 */
export function createCompaniesRoutes({ companies }: { companies: CompaniesService }) {
  return createRouter(
    route(endpoints.listCompanies, ({ principal }) => companies.listCompanies(principal)),
    route(endpoints.getCompaniesByCode, ({ principal, params }) =>
      companies.findByCode(principal, params.code),
    ),
    route(endpoints.createRelationship, ({ principal, body }) =>
      companies.createRelationship(principal, body),
    ),
  );
}
