import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { CollaboratorsService } from './collaborators.service.js';
import type { CompaniesService } from './companies.service.js';

/**
 * Company routes, mounted under `/api`: those a taxpayer uses in the plan flow and the admin's
 * company screens (contract: `listCompanies`, `getCompaniesByCode`, `createRelationship`,
 * `createCompanyAccount`, `getCompany`, `updateCompany` of `@liqui/api-client`; Spec 02 §7,
 * Spec 03 §7, issue 14 item 5).
 *
 * - `GET /api/root/admindashboard/adminlites/` (any signed-in user) → 200 the companies open to
 *   sign-up, without codes (an admin: all, with codes).
 * - `GET /api/root/admindashboard/code/{code}` (any signed-in user) → 200 `[company]` for a valid
 *   active code (and the caller's pass for it), `[]` otherwise.
 * - `POST /api/root/admindashboard/relationship/user/create` (any signed-in user), body
 *   `Relationship` → 200 the stored relationship, plan Codigo and estado_pago ACTIVO for the user;
 *   403 without a fresh validation of the company's code or for another user; 404 unknown company;
 *   409 company without a code (see `CompaniesService.createRelationship`).
 * - `POST /api/root/admindashboard/companies` (admin), body `NewCompanyAccount` → 201 the new
 *   company; 400 fields at fault; 409 CUIT, e-mail or code taken (issue 14 item 5).
 * - `GET /api/root/admindashboard/{userId}` (admin, operador; a company admin its own) → 200 the
 *   company with its code; 403 another company's admin; 404 unknown.
 * - `PUT /api/root/admindashboard/` (admin; a company admin its own), body `CompanyUpdate` → 200
 *   the saved company; 400 the rules of Spec 03 §5 "Company edit"; 409 code taken; 403 an
 *   operador or another company's admin (see `CompaniesService.updateCompany`).
 * - `GET /api/root/admindashboard/relationship/users/{cuit}?limit=&last=&…filters` (admin,
 *   operador; a company admin its own CUIT) → 200 `{ relationships, last, total }`; 403 another
 *   company's CUIT; 404 unknown CUIT; 400 bad query (issue 15 item 1).
 * - `GET /api/root/admindashboard/relationship/stats/{cuit}` (same access) → 200 the dashboard's
 *   figures of the month.
 * - `POST /api/root/admindashboard/relationship/users/batch/{cuit}` (admin; a company admin its
 *   own CUIT), body `UsersBatchUpload` → 200 one result per row (a row's failure is its
 *   `refused` result, never the part's status: issue 24 item 6); 400 a part of more than 100
 *   rows, a row beyond 2,000, or a text with U+FFFD or control characters (issue 15 item 2; see
 *   `CollaboratorsService.uploadUsersBatch`).
 */
export function createCompaniesRoutes({
  companies,
  collaborators,
}: {
  companies: CompaniesService;
  collaborators: CollaboratorsService;
}) {
  return createRouter(
    route(endpoints.listCompanies, ({ principal }) => companies.listCompanies(principal)),
    route(endpoints.getCompaniesByCode, ({ principal, params }) =>
      companies.findByCode(principal, params.code),
    ),
    route(endpoints.createRelationship, ({ principal, body }) =>
      companies.createRelationship(principal, body),
    ),
    route(endpoints.createCompanyAccount, ({ principal, body }) =>
      companies.createCompanyAccount(principal, body),
    ),
    route(endpoints.getCompany, ({ principal, params }) =>
      companies.getCompany(principal, params.userId),
    ),
    route(endpoints.updateCompany, ({ principal, body }) =>
      companies.updateCompany(principal, body),
    ),
    route(endpoints.listCompanyRelationships, ({ principal, params, query }) =>
      collaborators.listRelationships(principal, params.cuit, query ?? {}),
    ),
    route(endpoints.getCompanyStats, ({ principal, params }) =>
      collaborators.getStats(principal, params.cuit),
    ),
    route(endpoints.uploadUsersBatch, ({ principal, params, body }) =>
      collaborators.uploadUsersBatch(principal, params.cuit, body),
    ),
  );
}
