import type { IibbRow, MonotributoCategory, Plan } from '@liqui/domain';
import { PlanMedio } from '@liqui/domain';
import { is } from 'superstruct';
import type { iibbRows, monotributoCategories, plans } from '../../db/schema.js';

/**
 * Row mappers of the tax reference tables and plans: storage (`db/schema/reference.ts`,
 * `db/schema/plans.ts`, money `numeric` as exact decimal strings) ↔ wire (the structs of
 * `@liqui/domain`, money as JSON numbers of ARS with at most 2 decimals, `Ars`).
 */

/** A `monotributo_categories` row. */
export type CategoryRow = typeof monotributoCategories.$inferSelect;
/** A `plans` row. */
export type PlanRow = typeof plans.$inferSelect;
/** An `iibb_rows` row. */
export type IibbDbRow = typeof iibbRows.$inferSelect;

/** Decimals `porcentaje_os` keeps (the column's scale; see `db/schema/reference.ts`). */
export const porcentajeOsDecimals = 6;

/** Exact decimal string (`'12009410.45'`) → wire number (`12009410.45`). */
export const toNumber = (value: string) => Number(value);

/** Wire amount (≤ 2 decimals, validated) → exact decimal string for a `numeric(…, 2)` column. */
export const toMoney = (value: number) => value.toFixed(2);

/** A category row as the wire's `MonotributoCategory` (amounts in ARS). */
export function toCategory(row: CategoryRow): MonotributoCategory {
  return {
    categoria: row.categoria,
    monto_facturacion_maximo: toNumber(row.montoFacturacionMaximo),
    impuesto_bienes: toNumber(row.impuestoBienes),
    impuesto_servicios: toNumber(row.impuestoServicios),
    aportes_sipa: toNumber(row.aportesSipa),
    porcentaje_os: toNumber(row.porcentajeOs),
  };
}

/**
 * A stored `medio` as the domain's `PlanMedio`. The column's check constraint (`plans_medio`)
 * holds it to the domain's list, so the error is unreachable but for a database changed by hand.
 *
 * @throws Error when the stored value is not a `PlanMedio`.
 */
export function planMedioOf(stored: string): PlanMedio {
  if (is(stored, PlanMedio)) return stored;
  throw new Error(`plans.medio holds '${stored}', not a medio of the domain`);
}

/** A plan row as the wire's `Plan` (`costo` in ARS, `plazo` in months). */
export function toPlan(row: PlanRow): Plan {
  return {
    planId: row.planId,
    plan: row.plan,
    costo: toNumber(row.costo),
    plazo: row.plazo,
    medio: planMedioOf(row.medio),
    tipo_plan: row.tipoPlan,
  };
}

/** An IIBB row as the wire's `IibbRow` (`monto` in ARS, `vencimiento` as stored). */
export function toIibb(row: IibbDbRow): IibbRow {
  return {
    provincia: row.provincia,
    categoria: row.categoria,
    monto: toNumber(row.monto),
    vencimiento: row.vencimiento,
  };
}
