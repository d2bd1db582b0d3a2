import { endpoints } from '@liqui/api-client';
import type { DueDate, IibbRow, OtherTax, PlanUpdate } from '@liqui/domain';
import { MonotributoCategory } from '@liqui/domain';
import { Hono } from 'hono';
import { allowEndpoint, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import type { TaxesService } from './taxes.service.js';

/**
 * Tax reference table and plan routes, mounted under `/api` (contract: `taxEndpoints` of
 * `@liqui/api-client`; Spec 01 §7, Spec 02 §7). Reads: any signed-in user; writes: `admin` (the
 * contract's roles, declared with `allowEndpoint`). A write's body is validated with the
 * contract's struct (400 `{ message: 'Datos inválidos', code: 'validation', errors: [{ path,
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
 */
export function createTaxesRoutes({ taxes }: { taxes: TaxesService }) {
  return new Hono<AppEnv>()
    .get('/taxes/monotributos', allowEndpoint(endpoints.getMonotributos), async (c) =>
      c.json(await taxes.getMonotributos(), 200),
    )
    .put(
      '/taxes/monotributos',
      allowEndpoint(endpoints.updateMonotributo),
      validate('json', MonotributoCategory),
      async (c) => c.json(await taxes.updateMonotributo(principalOf(c), c.req.valid('json')), 200),
    )
    .put(
      '/taxes/vencimientos',
      allowEndpoint(endpoints.updateVencimiento),
      validate('json', endpoints.updateVencimiento.body),
      async (c) => {
        const row = c.req.valid('json') as DueDate;
        return c.json(await taxes.updateVencimiento(principalOf(c), row), 200);
      },
    )
    .get('/taxes/otros', allowEndpoint(endpoints.getOtros), async (c) =>
      c.json(await taxes.getOtros(), 200),
    )
    .put(
      '/taxes/otros',
      allowEndpoint(endpoints.updateOtro),
      validate('json', endpoints.updateOtro.body),
      async (c) => {
        const row = c.req.valid('json') as OtherTax;
        return c.json(await taxes.updateOtro(principalOf(c), row), 200);
      },
    )
    .get('/taxes/planes', allowEndpoint(endpoints.getPlanes), async (c) =>
      c.json(await taxes.getPlanes(), 200),
    )
    .get(
      '/taxes/planes/:planId',
      allowEndpoint(endpoints.getPlan),
      validate('param', endpoints.getPlan.params!),
      async (c) => {
        const { planId } = c.req.valid('param') as { planId: string };
        return c.json(await taxes.getPlan(planId), 200);
      },
    )
    .put(
      '/taxes/planes/:planId',
      allowEndpoint(endpoints.updatePlan),
      validate('param', endpoints.updatePlan.params!),
      validate('json', endpoints.updatePlan.body),
      async (c) => {
        const { planId } = c.req.valid('param') as { planId: string };
        const update = c.req.valid('json') as PlanUpdate;
        return c.json(await taxes.updatePlan(principalOf(c), planId, update), 200);
      },
    )
    .get('/taxes/iibb', allowEndpoint(endpoints.getIibb), async (c) =>
      c.json(await taxes.getIibb(principalOf(c)), 200),
    )
    .put(
      '/taxes/iibb',
      allowEndpoint(endpoints.updateIibb),
      validate('json', endpoints.updateIibb.body),
      async (c) => {
        const row = c.req.valid('json') as IibbRow;
        return c.json(await taxes.updateIibb(principalOf(c), row), 200);
      },
    );
}
