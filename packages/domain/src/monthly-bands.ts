/**
 * The monthly billing bands of Spec 02 §9: each category's maximum annual billing divided by 12,
 * in exact integer cents, plus the spec's static fallback bands.
 */
import { type Cents, divideCents, toCents } from './money';
import { fail, type Result, succeed, type ValidationError } from './result';

/**
 * The category fields the bands need: a `MonotributoCategory` row (Spec 01 §3) or the same
 * fields as decimal text. `monto_facturacion_maximo` is the annual cap in ARS (≥ 0, at most 2
 * decimals). Source: Spec 02 §9.
 */
export type BandCategory = {
  /** The category key, e.g. `A`. */
  readonly categoria: string;
  /** Maximum gross billing of 12 months, ARS. */
  readonly monto_facturacion_maximo: number | string;
};

/**
 * One monthly band: monthly billing above `minCents` and up to `maxCents` (integer cents)
 * belongs to `categoria`; the first band starts at 0. Source: Spec 02 §9.
 */
export type MonthlyBand = {
  /** The category key, e.g. `A`. */
  readonly categoria: string;
  /** Lower bound: the previous band's `maxCents` (0 for the first band), cents. */
  readonly minCents: Cents;
  /** Upper bound: this category's annual cap / 12, rounded half-up to the cent. */
  readonly maxCents: Cents;
};

/**
 * Whether a category key takes part in the bands: "only categories with at most two letters are
 * used" (Spec 02 §9). Reading: the key is one or two upper-case letters (`A`…`K`, a two-letter
 * code such as `RI`); longer or non-letter keys (`A_2019`, `H1`, `EXENTO`), which the
 * categories table may hold (`CategoryKey` allows up to 10 characters), are left out.
 */
const bandKeyPattern = /^[A-Z]{1,2}$/;

/**
 * Builds the monthly bands from the categories table (Spec 02 §9 "Monthly bands are maximum
 * annual billing divided by 12 (only categories with at most two letters are used)").
 *
 * - Rows whose key is not one or two upper-case letters are skipped (see above).
 * - Each band's upper bound is `monto_facturacion_maximo / 12`, rounded half-up to the cent
 *   (`12009410.45 / 12` → `1000784.20` ARS for the 2026-08-01 category A).
 * - Bands are ordered by upper bound (then key), and each starts where the previous one ends;
 *   the first starts at 0.
 *
 * @param categories - the categories table rows (any order).
 * @returns the bands, lowest first (empty when no row qualifies), or the amount errors:
 *   `money.invalid`, `money.decimals` or `money.negative` at path
 *   `categories[<index>].monto_facturacion_maximo`.
 */
export function computeMonthlyBands(
  categories: readonly BandCategory[],
): Result<readonly MonthlyBand[]> {
  const errors: ValidationError[] = [];
  const caps: { categoria: string; maxCents: Cents }[] = [];
  categories.forEach((category, index) => {
    if (!bandKeyPattern.test(category.categoria)) return;
    const path = `categories[${index}].monto_facturacion_maximo`;
    const cents = toCents(category.monto_facturacion_maximo, { path });
    if (!cents.ok) {
      errors.push(...cents.errors);
    } else if (cents.value < 0) {
      errors.push(...fail(path, 'money.negative').errors);
    } else {
      caps.push({ categoria: category.categoria, maxCents: divideCents(cents.value, 12) });
    }
  });
  if (errors.length > 0) return { ok: false, errors };
  caps.sort(
    (a, b) =>
      a.maxCents - b.maxCents ||
      (a.categoria < b.categoria ? -1 : a.categoria > b.categoria ? 1 : 0),
  );
  let previous = 0;
  return succeed(
    caps.map(({ categoria, maxCents }) => {
      const band = { categoria, minCents: previous, maxCents };
      previous = maxCents;
      return band;
    }),
  );
}

/**
 * Finds the band of a monthly billing amount: the first band with `amount ≤ maxCents` (the lower
 * bound is exclusive except for 0). Source: Spec 02 §9.
 *
 * @param bands - bands from {@link computeMonthlyBands} or {@link fallbackMonthlyBands}.
 * @param monthlyCents - a month's billing in integer cents.
 * @returns the band, or `null` when the amount is above the last band (or there are no bands).
 */
export function findMonthlyBand(
  bands: readonly MonthlyBand[],
  monthlyCents: Cents,
): MonthlyBand | null {
  return bands.find((band) => monthlyCents <= band.maxCents) ?? null;
}

/**
 * The static fallback bands of Spec 02 §9 ("fallback static bands from A 0 to 17345 up to H
 * 104369 to 144957"), in whole pesos as the spec writes them, as integer cents. Use them only
 * when the categories table cannot be read; {@link computeMonthlyBands} is the rule.
 *
 * Provenance: the spec gives A (0–17345) and H (104369–144957). B to G are not in the spec; they
 * are reconstructed from the ARCA scale the spec's figures come from (the 2019 scale: G
 * 1,252,435.53 and H 1,739,493.79 annual give exactly 104369 and 144957 per month, truncated to
 * the peso), each band starting at the previous band's end: B 26092, C 34789, D 52184, E 69579,
 * F 86974, G 104369 (annual 313,108.87 / 417,478.51 / 626,217.76 / 834,957.02 / 1,043,696.27 /
 * 1,252,435.53 over 12, truncated). A's 17345 is kept as the spec writes it, although that
 * scale gives 17394 (208,739.25 / 12). These figures are years out of date: a placeholder, like
 * the spec's static sample quota.
 */
export const fallbackMonthlyBands: readonly MonthlyBand[] = (
  [
    ['A', 0, 17_345],
    ['B', 17_345, 26_092],
    ['C', 26_092, 34_789],
    ['D', 34_789, 52_184],
    ['E', 52_184, 69_579],
    ['F', 69_579, 86_974],
    ['G', 86_974, 104_369],
    ['H', 104_369, 144_957],
  ] as const
).map(([categoria, min, max]) => ({ categoria, minCents: min * 100, maxCents: max * 100 }));
