import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { PlansService } from './plans.service.js';

/**
 * The taxpayer's plan and monotributo payment-method routes, mounted under `/api` (contract:
 * `updateMyPlan`, `updateMyVep` of `@liqui/api-client`; Spec 02 §7).
 *
 * - `PUT /api/root/users/me/plan` (any signed-in user), body `{ plan_id, plan,
 *   trabaja_aplicacion? }` → 200 the updated `User`; 400 for a plan the catalogue lacks or whose
 *   name differs, an Aplicaciones plan for a non app worker; 403 for plan Codigo without a company
 *   relationship (see `PlansService.updateMyPlan`).
 * - `PUT /api/root/users/me/vep?vep=pagar|pagoMisCuentas` or `?cbu=<22 digits>` (any signed-in
 *   user) → 200 the updated `User`; 400 'El CBU debe contener 22 numeros' / 'El CBU no es
 *   válido' / both or neither parameter; 409 when the CBU is already ADHERIDO (see
 *   `PlansService.updateMyVep`).
 */
export function createPlansRoutes({ plans }: { plans: PlansService }) {
  return createRouter(
    route(endpoints.updateMyPlan, ({ principal, body }) => plans.updateMyPlan(principal, body)),
    route(endpoints.updateMyVep, ({ principal, query }) => plans.updateMyVep(principal, query)),
  );
}
