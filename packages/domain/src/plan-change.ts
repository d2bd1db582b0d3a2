/**
 * How a change of plan takes effect (issue 25 item 4, "Money rules"): the server decides, the
 * browser only asks. Before this rule an ACTIVO user on Plus who chose Premium stayed ACTIVO on
 * Premium without paying, and a user in the 30-day trial who chose Premium kept the trial.
 *
 * - No paid period running (INACTIVO, VENCIDO, PAGO_EN_PROCESO, or a period already over): the
 *   chosen plan becomes the user's plan at once (`'now'`), still unpaid: the payment screen pays
 *   it (Spec 02 §4 "Plan flow").
 * - A period running (ACTIVO, POR_VENCER or the trial ACTIVO_PRUEBA, `fecha_fin` today or
 *   later): the plan in effect stays and the chosen one waits (`'pending'`) until its payment is
 *   approved. Then:
 *   - a pricier plan (a higher price per month) takes effect the day of the approval (an
 *     upgrade), and the days left of the running period are credited at their value: they are
 *     converted into days of the new plan by the ratio of the monthly prices
 *     ({@link upgradeCreditDays}); decision, rather than charging a prorated difference: the user
 *     pays the new plan's full price and loses nothing already paid;
 *   - a cheaper plan, or one of the same price, takes effect at the next period: its period
 *     starts the day after the running `fecha_fin` (nothing paid is lost either);
 *   - the trial's days are free, so they are never credited: a paid plan chosen during the trial
 *     starts the day its payment is approved.
 * - Plan Codigo (a company pays) and leaving it follow the company rules of the plans service.
 */
import { addDays } from './argentine-date';
import type { Cents } from './money';

/** A plan's price as the rule compares them: its total and the months it buys. */
export type PlanPrice = {
  /** The plan's total price in integer cents (`costo` of the plans table). */
  readonly costoCents: Cents;
  /** The months it buys (`plazo`, ≥ 1). */
  readonly plazoMonths: number;
};

/** The user's plan period as the rule reads it. */
export type RunningPeriod = {
  readonly estado_pago?: string | null;
  /** The last day of service, `YYYY-MM-DD`. */
  readonly fecha_fin?: string | null;
};

/** The payment statuses of a period that has been paid for (or given, the trial). */
const periodStatuses: readonly string[] = ['ACTIVO', 'POR_VENCER', 'ACTIVO_PRUEBA'];

/**
 * Whether a plan period runs on `today` (see the module's TSDoc).
 *
 * @param period - the user's `estado_pago` and `fecha_fin`.
 * @param today - Argentina's `YYYY-MM-DD`.
 */
export function isPeriodRunning(period: RunningPeriod, today: string): boolean {
  return (
    periodStatuses.includes(period.estado_pago ?? '') &&
    typeof period.fecha_fin === 'string' &&
    period.fecha_fin >= today
  );
}

/**
 * When a chosen plan takes effect: `'now'` (no period runs: it becomes the user's plan, unpaid)
 * or `'pending'` (a period runs: the plan waits for its payment). See the module's TSDoc.
 *
 * @param period - the user's `estado_pago` and `fecha_fin`.
 * @param today - Argentina's `YYYY-MM-DD`.
 */
export function decidePlanChange(period: RunningPeriod, today: string): 'now' | 'pending' {
  return isPeriodRunning(period, today) ? 'pending' : 'now';
}

/** A plan's price per month, in cents (a fraction: exact enough to compare and to convert days). */
function monthlyCents(price: PlanPrice): number {
  return price.costoCents / Math.max(1, price.plazoMonths);
}

/**
 * Whether `next` costs more per month than `current` (an upgrade, which takes effect when paid).
 */
export function isUpgrade(current: PlanPrice, next: PlanPrice): boolean {
  return monthlyCents(next) > monthlyCents(current);
}

/**
 * The days of the new plan an upgrade credits for the days left of the running period: the days
 * left (`today` to `fecha_fin`, both included) times the old monthly price over the new one,
 * rounded down (never more than was paid). 0 for the trial (its days are free) or a free plan.
 *
 * @example upgradeCreditDays({ estado_pago: 'ACTIVO', fecha_fin: '2026-12-10' }, '2026-12-01',
 *   { costoCents: 1_000_000, plazoMonths: 1 }, { costoCents: 2_000_000, plazoMonths: 1 }) === 5
 */
export function upgradeCreditDays(
  period: RunningPeriod,
  today: string,
  current: PlanPrice,
  next: PlanPrice,
): number {
  if (!isPeriodRunning(period, today) || period.estado_pago === 'ACTIVO_PRUEBA') return 0;
  const nextMonthly = monthlyCents(next);
  if (nextMonthly <= 0) return 0;
  let left = 0;
  for (let day = today; day <= (period.fecha_fin as string); day = addDays(day, 1)) left += 1;
  return Math.floor((left * monthlyCents(current)) / nextMonthly);
}
