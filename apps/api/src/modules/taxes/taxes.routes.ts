import { endpoints } from '@liqui/api-client';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { revalidateEveryTime } from '../../http/cache.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, route } from '../../http/route.js';
import type { TaxesService } from './taxes.service.js';

/**
 * Tax reference table and plan routes, mounted under `/api` (contract: `taxEndpoints` of
 * `@liqui/api-client`; Spec 01 §7, Spec 02 §7). Reads: any signed-in user; writes: `admin` (the
 * contract's roles, declared by `route()`). A write's body is validated with the
 * contract's struct (400 `{ code: 'validation', message: 'Datos inválidos', errors: [{ path,
 * message }] }` in Spanish, nothing changed), its key must exist (404 `not_found` with a Spanish
 * message), and the answer is the saved row. Every accepted write is audited (`GET /api/audit`).
 *
 * - `GET /api/taxes/monotributos` → `{ monotributos, vencimientos, otros }`.
 * - `PUT /api/taxes/monotributos` (body: a category row; `porcentaje_os` ≥ 0 with up to 6
 *   decimals, the domain's `Percentage`) → the row.
 * - `PUT /api/taxes/vencimientos` (body `{ mes, fecha }`) → the row.
 * - `GET /api/taxes/otros` → the other-tax rows; `PUT /api/taxes/otros` (body `{ nombre, valor }`)
 *   → the row.
 * - `GET /api/taxes/planes` → every plan; `GET /api/taxes/planes/{planId}` → one plan (404 'El
 *   plan no existe'); `PUT /api/taxes/planes/{planId}` (body `{ costo, plazo }` only; `medio`
 *   is read-only, another key is refused) → the plan.
 * - `GET /api/taxes/iibb` → every row for the admin, the caller's province's rows for anyone
 *   else; `PUT /api/taxes/iibb` (body `{ provincia, categoria, monto, vencimiento }`) → the row.
 *
 * The tables are served from memory (see `tax-tables.ts`). Every GET answer
 * carries an `ETag` (a digest of the body) and `Cache-Control: private, no-cache`: the browser
 * keeps its copy and asks with `If-None-Match`, and gets 304 without a body while nothing
 * changed (issue 11 item 3).
 */
export function createTaxesRoutes({ taxes }: { taxes: TaxesService }) {
  const tables = createRouter(
    route(endpoints.getMonotributos, () => taxes.getMonotributos()),
    route(endpoints.updateMonotributo, ({ principal, body }) =>
      taxes.updateMonotributo(principal, body),
    ),
    route(endpoints.updateVencimiento, ({ principal, body }) =>
      taxes.updateVencimiento(principal, body),
    ),
    route(endpoints.getOtros, () => taxes.getOtros()),
    route(endpoints.updateOtro, ({ principal, body }) => taxes.updateOtro(principal, body)),
    route(endpoints.getPlanes, () => taxes.getPlanes()),
    route(endpoints.getPlan, ({ params }) => taxes.getPlan(params.planId)),
    route(endpoints.updatePlan, ({ principal, params, body }) =>
      taxes.updatePlan(principal, params.planId, body),
    ),
    route(endpoints.getIibb, ({ principal }) => taxes.getIibb(principal)),
    route(endpoints.updateIibb, ({ principal, body }) => taxes.updateIibb(principal, body)),
  );
  return new Hono<AppEnv>().use('/taxes/*', revalidateEveryTime(), etag()).route('/', tables);
}
