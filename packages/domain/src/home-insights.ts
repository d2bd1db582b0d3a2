/**
 * The home page's insights, beyond the spec (issue 12 item 3): where the billing pace leads
 * against the category cap, the category the last 12 months correspond to, the next
 * recategorization window, and the risk of exclusion from the regime. Pure; the `today` date is
 * passed in.
 *
 * Sources:
 * - Ley 24.977 (Régimen Simplificado), Anexo, arts. 8 and 9: the category follows the gross
 *   income of the last 12 months; taxpayers recategorize every semester (January and July), and
 *   are excluded (art. 20) when their income of the last 12 months passes the top category's cap.
 * - The recategorization window: ARCA opens it in the second half of January / July and closes
 *   it on the 5th of February / August (RG 5637/2025 as reported by c5n.com 2025-07: "desde el
 *   15 de julio hasta el 5 de agosto"; radionacional.com.ar 2026-01-08 and mdzol.com
 *   2026-01-06: "hasta el 5 de febrero"). The new scale applies from 1 February / 1 August
 *   (`vigencia_desde` of the scales in `shared/data/monotributo-categorias-*.csv`, ARCA
 *   categorias.asp). Older years closed on the 20th of January / July (AFIP, diariohuarpe.com
 *   2020-01): ARCA moves the dates by resolution, so the window is an estimate and says so.
 * - Spec 02 §2 and §9: the accumulation period (`computeAccumulationPeriod`) and the rule that
 *   only categories with one or two letters count.
 */

import { monthNames } from './argentine-date';
import type { Cents } from './money';
import { toCents } from './money';

/**
 * Formats a `YYYY-MM` month in es-AR words: `'2026-12'` → `'diciembre de 2026'`.
 *
 * @param month - `YYYY-MM`.
 * @returns the text; the input unchanged when it is not a `YYYY-MM` month.
 */
export function formatMonthName(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? monthNames[Number(match[2]) - 1]?.toLowerCase() : undefined;
  return match && name ? `${name} de ${match[1]}` : month;
}

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOf(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Input of {@link projectBilling}; amounts in integer cents. */
export type BillingProjectionInput = {
  /** Billing accumulated in the current period (`facturacion_acumulada`), cents. */
  readonly accumulatedCents: Cents;
  /** The category cap (`monotributo_maximo`), cents; `null` without a category. */
  readonly maxCents: Cents | null;
  /** The top category's cap on the scale in force, cents; `null` when unknown. */
  readonly topCapCents: Cents | null;
  /** The 12 monthly billing figures (`facturacion_hist`), oldest first, cents; the last is the current month. */
  readonly monthlyCents: readonly Cents[];
  /** The current month, `YYYY-MM` (the last of `monthlyCents`). */
  readonly currentMonth: string;
  /** The last month of the accumulation period, `YYYY-MM` (see `computeAccumulationPeriod`'s `end`). */
  readonly periodEndMonth: string;
};

/** The projection of {@link projectBilling}. */
export type BillingProjection = {
  /** Average monthly billing of the 3 complete months before the current one, cents (≥ 0). */
  readonly paceCents: Cents;
  /** Expected billing at the end of the period: accumulated + pace × months left, cents. */
  readonly projectedCents: Cents;
  /**
   * The month (`YYYY-MM`) in which, at that pace, the accumulated billing passes the category
   * cap: the current month when it already has; `null` when it does not within the period or
   * there is no cap.
   */
  readonly capPassedMonth: string | null;
  /** True when the projection passes the top category's cap (risk of exclusion). */
  readonly isExclusionRisk: boolean;
};

/**
 * Projects the billing of the accumulation period at the pace of the last 3 months (issue 12
 * item 3; sources in the module comment).
 *
 * - Pace: the average of the 3 complete months before the current month (decision: the current
 *   month is not over, so it would pull the pace down), rounded down to the cent; negative
 *   months (credit notes) count as they are, a negative average counts as 0.
 * - Months left: the months after the current one up to the end of the period (0 in its last
 *   month). Decision: the rest of the current month is not projected, its billing so far is in
 *   `accumulatedCents`.
 * - `capPassedMonth`: the first month `m` (current, then each month left) at which
 *   `accumulated + pace × (months after the current up to m)` is above the cap.
 * - `isExclusionRisk`: `projectedCents` above `topCapCents`.
 *
 * @param input - {@link BillingProjectionInput}.
 * @returns the {@link BillingProjection}.
 */
export function projectBilling(input: BillingProjectionInput): BillingProjection {
  const { accumulatedCents, maxCents, topCapCents, monthlyCents, currentMonth, periodEndMonth } =
    input;
  const lastThree = monthlyCents.slice(-4, -1);
  const sum = lastThree.reduce((total, value) => total + value, 0);
  const paceCents = lastThree.length === 0 ? 0 : Math.max(0, Math.floor(sum / lastThree.length));
  const monthsLeft = Math.max(0, monthIndex(periodEndMonth) - monthIndex(currentMonth));
  const projectedCents = accumulatedCents + paceCents * monthsLeft;

  let capPassedMonth: string | null = null;
  if (maxCents !== null) {
    for (let ahead = 0; ahead <= monthsLeft; ahead++) {
      if (accumulatedCents + paceCents * ahead > maxCents) {
        capPassedMonth = monthOf(monthIndex(currentMonth) + ahead);
        break;
      }
    }
  }
  return {
    paceCents,
    projectedCents,
    capPassedMonth,
    isExclusionRisk: topCapCents !== null && projectedCents > topCapCents,
  };
}

/** A category row as the scale gives it (`GET /taxes/monotributos` → `monotributos`). */
export type ScaleCategory = {
  readonly categoria: string;
  /** Annual billing cap, ARS (number or decimal text). */
  readonly monto_facturacion_maximo: number | string;
};

/** A category of the scale with its cap in cents, lowest cap first. */
export type ScaleCap = { readonly categoria: string; readonly capCents: Cents };

/**
 * The scale's categories ordered by cap, with caps in cents. Only one- or two-letter keys count
 * (Spec 02 §9); rows whose cap is not a valid amount are skipped.
 *
 * @param categories - the scale rows, any order.
 * @returns the caps, lowest first (empty when none qualifies).
 */
export function orderScaleCaps(categories: readonly ScaleCategory[]): readonly ScaleCap[] {
  const caps: ScaleCap[] = [];
  for (const row of categories) {
    if (!/^[A-Z]{1,2}$/.test(row.categoria)) continue;
    const cents = toCents(row.monto_facturacion_maximo);
    if (cents.ok && cents.value >= 0)
      caps.push({ categoria: row.categoria, capCents: cents.value });
  }
  return caps.sort(
    (a, b) => a.capCents - b.capCents || a.categoria.localeCompare(b.categoria, 'en'),
  );
}

/** The answer of {@link suggestCategory}. */
export type CategorySuggestion = {
  /** The lowest category whose cap covers the billing; `null` when it passes every cap. */
  readonly categoria: string | null;
  /** Billing of the last 12 months, cents. */
  readonly last12Cents: Cents;
  /** True when the billing passes the top category's cap (exclusion, Ley 24.977 art. 20). */
  readonly exceedsTop: boolean;
};

/**
 * The category the billing of the last 12 months corresponds to (recategorization suggestion;
 * Ley 24.977 Anexo art. 8: the category is the lowest whose cap covers the gross income of the
 * last 12 months).
 *
 * @param monthlyCents - the 12 monthly figures (`facturacion_hist`), cents; negatives count.
 * @param caps - {@link orderScaleCaps} of the scale in force.
 * @returns the {@link CategorySuggestion}; `categoria` `null` and `exceedsTop` false when the
 *   scale is empty.
 */
export function suggestCategory(
  monthlyCents: readonly Cents[],
  caps: readonly ScaleCap[],
): CategorySuggestion {
  const last12Cents = Math.max(
    0,
    monthlyCents.reduce((total, value) => total + value, 0),
  );
  const match = caps.find((cap) => last12Cents <= cap.capCents);
  return {
    categoria: match?.categoria ?? null,
    last12Cents,
    exceedsTop: caps.length > 0 && match === undefined,
  };
}

/** A recategorization window (both dates `YYYY-MM-DD`, inclusive). */
export type RecategorizationWindow = {
  readonly opens: string;
  readonly closes: string;
  /** True when `today` is inside the window. */
  readonly isOpen: boolean;
  /** The last month of billing it looks at, `YYYY-MM` (December or June). */
  readonly lastBilledMonth: string;
};

/**
 * The next recategorization window on or after `today` (still open counts): 15 January to
 * 5 February and 15 July to 5 August (sources in the module comment; an estimate: ARCA sets the
 * dates by resolution and has moved them).
 *
 * @param today - `YYYY-MM-DD` (Argentine calendar).
 * @returns the {@link RecategorizationWindow}.
 */
export function nextRecategorizationWindow(today: string): RecategorizationWindow {
  const year = Number(today.slice(0, 4));
  const candidates = [year, year + 1].flatMap((y) => [
    { opens: `${y}-01-15`, closes: `${y}-02-05`, lastBilledMonth: `${y - 1}-12` },
    { opens: `${y}-07-15`, closes: `${y}-08-05`, lastBilledMonth: `${y}-06` },
  ]);
  const next = candidates.find((window) => window.closes >= today) ?? candidates[3]!;
  return { ...next, isOpen: next.opens <= today };
}
