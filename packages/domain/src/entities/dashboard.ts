/**
 * Dashboard indicators of one taxpayer: billing against the category cap, monthly quota and
 * IIBB. Source: Spec 02 §2 ("Home dashboard"), §3 and §7; Spec 03 §3 and §7.
 */
import { array, type Infer, object, optional, size } from 'superstruct';
import { Ars, IsoDate, IsoMonth, NonEmptyString, nullish } from './scalars';
import { CategoryKey } from './tax-tables';
import { User } from './user';

/**
 * One month of billing for the chart: `periodo` (`YYYY-MM`) and `monto` (ARS invoiced that
 * month). Decision: the spec names `dashboard.facturacion` without a shape.
 * Source: Spec 02 §7 ("also dashboard.facturacion for the chart").
 */
export const MonthlyBilling = object({
  periodo: IsoMonth,
  monto: Ars,
});
/** One month of billing (see the {@link MonthlyBilling} struct). */
export type MonthlyBilling = Infer<typeof MonthlyBilling>;

/**
 * A taxpayer's dashboard indicators. All amounts in ARS.
 *
 * - `facturacion_acumulada`: billing accumulated in the current period (from January or July).
 * - `monotributo_maximo`: the category's maximum billing; `null` without a category.
 * - `facturacion_hist`: exactly 12 monthly billing figures, oldest first, the last is the
 *   current month.
 * - `facturacion`: the same 12 months labelled (optional; decision, see {@link MonthlyBilling}).
 * - `cuota_actividad`, `cuota_os`, `cuota_sipa`: this month's integrated tax, health insurance
 *   and retirement contribution; the `_prox` ones: next month's (after a category change).
 * - `monotributo_vto`: next monotributo due date (`YYYY-MM-DD`); `monotributo_categoria`.
 * - `iibb_categoria`, `iibb_vto` (`YYYY-MM-DD`), `iibb_monto`: gross-income tax, `null` when the
 *   taxpayer has none (the admin's per-user indicators do not use them).
 *
 * Source: Spec 02 §2 and §3 ("Dashboard"), Spec 03 §3 ("Dashboard indicators").
 */
export const Dashboard = object({
  facturacion_acumulada: Ars,
  monotributo_maximo: nullish(Ars),
  facturacion_hist: size(array(Ars), 12, 12),
  facturacion: optional(size(array(MonthlyBilling), 12, 12)),
  cuota_actividad: nullish(Ars),
  cuota_os: nullish(Ars),
  cuota_sipa: nullish(Ars),
  cuota_actividad_prox: nullish(Ars),
  cuota_os_prox: nullish(Ars),
  cuota_sipa_prox: nullish(Ars),
  monotributo_vto: nullish(IsoDate),
  monotributo_categoria: nullish(CategoryKey),
  iibb_categoria: nullish(NonEmptyString),
  iibb_vto: nullish(IsoDate),
  iibb_monto: nullish(Ars),
});
/** A taxpayer's dashboard indicators (see the {@link Dashboard} struct). */
export type Dashboard = Infer<typeof Dashboard>;

/**
 * The answer of `GET /root/dashboard` (own) and `GET /root/dashboard/{userId}` (admin): the
 * indicators and the user record. Source: Spec 02 §7, Spec 03 §7 ("response dashboard and user").
 */
export const DashboardResponse = object({
  dashboard: Dashboard,
  user: User,
});
/** Dashboard plus user (see the {@link DashboardResponse} struct). */
export type DashboardResponse = Infer<typeof DashboardResponse>;
