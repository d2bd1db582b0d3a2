import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { ContribuyenteService } from './contribuyente.service.js';

/**
 * `GET /api/contribuyente?cuit=` (contract `getContribuyente`; Spec 02 §5 and §7, Spec 03 §7):
 * any signed-in user (401 without a valid token) looks a CUIT up in ARCA's padrón. Answers the
 * `Contribuyente`, or 400 `validation` (missing, not 11 digits, or a wrong check digit: 'CUIT
 * invalido'), 404 `not_found` 'Cuit inexistente', 502 `upstream_unavailable` 'Error de
 * comunicacion con AFIP' (see `contribuyente.service.ts`).
 */
export function createContribuyenteRoutes({
  contribuyente,
}: {
  contribuyente: ContribuyenteService;
}) {
  return createRouter(
    route(endpoints.getContribuyente, ({ query }) => contribuyente.lookUp(query.cuit)),
  );
}
