/**
 * The home page's figures from the dashboard answer (Spec 02 §2 "Home dashboard", §3
 * "Dashboard"): wire ARS numbers to cents, the chart's 12 labelled months, and the debt label.
 */
import {
  computeAccumulationPeriod,
  type Dashboard,
  formatArs,
  type MessageCode,
  toCents,
} from '@liqui/domain';

/** Cents of a wire ARS amount; `null` for a missing or malformed one. */
export function centsOrNull(amount: number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const cents = toCents(amount);
  return cents.ok ? cents.value : null;
}

/** One month of the chart: `YYYY-MM` and its billing in cents. */
export type ChartMonth = { readonly month: string; readonly cents: number };

/**
 * The chart's 12 months, oldest first: `dashboard.facturacion` when the server labels them,
 * else `facturacion_hist` labelled with the 12 months ending in `today`'s month (the
 * `Dashboard` contract: the last value is the current month).
 *
 * @param dashboard - the dashboard indicators.
 * @param today - `YYYY-MM-DD`, Argentine calendar.
 */
export function chartMonths(dashboard: Dashboard, today: string): readonly ChartMonth[] {
  if (dashboard.facturacion !== undefined) {
    return dashboard.facturacion.map((entry) => ({
      month: entry.periodo,
      cents: centsOrNull(entry.monto) ?? 0,
    }));
  }
  const period = computeAccumulationPeriod(today);
  const labels = period.ok ? period.value.chartMonths : [];
  return dashboard.facturacion_hist.map((amount, index) => ({
    month: labels[index] ?? '',
    cents: centsOrNull(amount) ?? 0,
  }));
}

const shortMonths = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];

/** A month's short label for the chart axis: `'2026-01'` → `'ene 26'`. */
export function shortMonthLabel(month: string): string {
  const name = shortMonths[Number(month.slice(5, 7)) - 1];
  return name === undefined ? month : `${name} ${month.slice(2, 4)}`;
}

/** The debt label (Spec 02 §2): text and tone. */
export type DebtLabel =
  | { readonly kind: 'message'; readonly code: MessageCode; readonly tone: 'neutral' | 'positive' }
  | { readonly kind: 'amount'; readonly text: string };

/**
 * The tax-debt label of Spec 02 §2: 'Calculando' until 30 seconds have passed since the page
 * loaded; then 'Revisá tu Clave fiscal' when `deuda_afip` is null (unknown), 'No tenés deuda'
 * (green) when it is zero or less (decision: a credit balance is no debt), else the amount in
 * red.
 *
 * @param deudaAfip - the user's `deuda_afip`, ARS, or null/undefined when never read.
 * @param isCalculating - true during the first 30 seconds.
 */
export function decideDebtLabel(
  deudaAfip: number | null | undefined,
  isCalculating: boolean,
): DebtLabel {
  if (isCalculating) return { kind: 'message', code: 'home.debt.calculating', tone: 'neutral' };
  const cents = centsOrNull(deudaAfip);
  if (cents === null) return { kind: 'message', code: 'home.debt.checkClave', tone: 'neutral' };
  if (cents <= 0) return { kind: 'message', code: 'home.debt.none', tone: 'positive' };
  return { kind: 'amount', text: formatArs(cents) };
}

/** How long the debt label says 'Calculando' (Spec 02 §2, §9: 30 seconds). */
export const debtCalculatingMs = 30_000;
