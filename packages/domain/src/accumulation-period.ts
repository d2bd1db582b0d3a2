/**
 * The home dashboard's billing period and progress (Spec 02 §2 "Chart"): which dates the
 * cumulative billing covers, the 12-month chart window, and the percent / available figures.
 */
import { is } from 'superstruct';
import { IsoDate } from './entities/scalars';
import type { Cents } from './money';
import { fail, type Result, succeed } from './result';

/**
 * The billing windows of one day (all dates `YYYY-MM-DD`, months `YYYY-MM`, inclusive).
 * Source: Spec 02 §2.
 */
export type AccumulationPeriod = {
  /** First day of the accumulation period: 1 January or 1 July. */
  readonly start: string;
  /** Last day of the accumulation period: 31 December or 30 June (12 months after `start`). */
  readonly end: string;
  /** The chart's 12 months, oldest first; the last is the month of `today`. */
  readonly chartMonths: readonly string[];
  /** First day of the oldest chart month. */
  readonly chartStart: string;
  /** Last day of the month of `today`. */
  readonly chartEnd: string;
};

/** Options of {@link computeAccumulationPeriod}. */
export type AccumulationPeriodOptions = {
  /**
   * The field the errors belong to.
   * @default 'today'
   */
  readonly path?: string;
};

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Computes the accumulation period and the chart window of a day (Spec 02 §2: "Chart: last 12
 * months. The accumulation period runs from January (for the second half of the year) or from
 * July").
 *
 * Reading of the spec, as written: in the second half of the year (July–December) the period
 * runs from 1 January of the same year to 31 December; in the first half (January–June) it runs
 * from 1 July of the previous year to 30 June. Either way it is the 12 months that ARCA's next
 * semiannual recategorization (January / July) looks at, and it contains `today`; cumulative
 * billing counts the invoices from `start` to `today`. Boundaries: 30 June 2026 → 2025-07-01 …
 * 2026-06-30; 1 July 2026 → 2026-01-01 … 2026-12-31; 31 December 2026 → 2026-01-01 …
 * 2026-12-31; 1 January 2027 → 2026-07-01 … 2027-06-30.
 *
 * The chart window is independent of the period: the last 12 calendar months, ending with the
 * month of `today` (as `Dashboard.facturacion_hist`).
 *
 * @param today - the current Argentine calendar date, `YYYY-MM-DD` (passed in; no clock here).
 * @param options - {@link AccumulationPeriodOptions}: `path` of the error.
 * @returns the {@link AccumulationPeriod}, or `date.invalid` when `today` is not a real
 *   `YYYY-MM-DD` day.
 */
export function computeAccumulationPeriod(
  today: string,
  options: AccumulationPeriodOptions = {},
): Result<AccumulationPeriod> {
  if (!is(today, IsoDate)) return fail(options.path ?? 'today', 'date.invalid');
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const isSecondHalf = month >= 7;
  const start = isSecondHalf ? `${pad(year, 4)}-01-01` : `${pad(year - 1, 4)}-07-01`;
  const end = isSecondHalf ? `${pad(year, 4)}-12-31` : `${pad(year, 4)}-06-30`;

  const chartMonths: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    chartMonths.push(`${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`);
  }
  const chartEnd = `${pad(year, 4)}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`;
  return succeed({ start, end, chartMonths, chartStart: `${chartMonths[0]}-01`, chartEnd });
}

/** Input of {@link computeBillingProgress}, integer cents. Source: Spec 02 §2. */
export type BillingProgressInput = {
  /** Cumulative billing of the accumulation period (`facturacion_acumulada`), cents. */
  readonly accumulatedCents: Cents;
  /** The category's maximum billing (`monotributo_maximo`), cents. */
  readonly maxCents: Cents;
};

/** The dashboard card's figures. Source: Spec 02 §2. */
export type BillingProgress = {
  /** Cumulative over maximum × 100, rounded half-up to 2 decimals, within 0–100. */
  readonly percent: number;
  /** Maximum minus cumulative, cents, floored at 0. */
  readonly availableCents: Cents;
};

/**
 * Computes the home dashboard's percent circle and available amount (Spec 02 §2: "Percent is
 * cumulative billing over the tax maximum, capped at 100 in the table; 'available' is maximum
 * minus cumulative, floored at 0").
 *
 * - `percent` = `accumulated / max × 100`, rounded half-up to 2 decimals with integer
 *   arithmetic, capped at 100 and (decision: credit notes can make billing negative) floored
 *   at 0. With no maximum (`maxCents` ≤ 0): 100 when something was billed, else 0.
 * - `availableCents` = `max − accumulated`, floored at 0.
 *
 * @param input - {@link BillingProgressInput}, integer cents.
 * @returns the {@link BillingProgress}.
 * @throws RangeError when an amount is not a safe integer (a programming error: convert with
 *   `toCents` first).
 */
export function computeBillingProgress(input: BillingProgressInput): BillingProgress {
  const { accumulatedCents, maxCents } = input;
  if (!Number.isSafeInteger(accumulatedCents) || !Number.isSafeInteger(maxCents)) {
    throw new RangeError('Expected integer cents (safe integers)');
  }
  const availableCents = Math.max(0, maxCents - accumulatedCents);
  if (maxCents <= 0) return { percent: accumulatedCents > 0 ? 100 : 0, availableCents };
  if (accumulatedCents <= 0) return { percent: 0, availableCents };
  if (accumulatedCents >= maxCents) return { percent: 100, availableCents };
  // basis points (percent × 100), half-up: (2 × acc × 10000 + max) / (2 × max)
  const basisPoints =
    (2n * BigInt(accumulatedCents) * 10_000n + BigInt(maxCents)) / (2n * BigInt(maxCents));
  return { percent: Number(basisPoints) / 100, availableCents };
}
