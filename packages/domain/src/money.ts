/**
 * Exact money arithmetic in integer cents for the quota, band, billing and invoice rules (Spec 02
 * §2, §3, §9). No binary-float sums: amounts are parsed from their decimal text into integer
 * cents, and every product, division or percentage is done with `bigint` and rounded once to the
 * cent (half-up, or half to even where ARCA asks for it). This module is the one reader and
 * writer of decimal numbers in the domain: the invoice totals, the wire scalars and the es-AR
 * formatting all go through it.
 *
 * Decision: no money library. None is installed in the workspace (no decimal.js, big.js or
 * dinero.js), and the rules need only parsing, formatting, products, one percentage and one
 * division.
 */
import { fail, type Result, succeed } from './result';

/**
 * An amount of Argentine pesos in integer cents (`1234.56` ARS → `123456`): a safe integer
 * (`Number.isSafeInteger`), so sums of a few amounts stay exact. Wire amounts are pesos with at
 * most 2 decimals (`Ars`); convert with {@link toCents} and {@link fromCents}.
 * Source: decision for Spec 02 §9 (ARCHITECTURE "Money is exact").
 */
export type Cents = number;

/** Options of {@link toCents}. */
export type ToCentsOptions = {
  /**
   * The field the errors belong to.
   * @default 'monto'
   */
  readonly path?: string;
};

/**
 * A decimal number read exactly, as `units / 10^scale` with the trailing zeros of the fraction
 * removed (`'1.50'` → `{ units: 15n, scale: 1 }`). Internal to the package (not exported by
 * `index.ts`): the invoice totals and the wire scalars read their numbers with
 * {@link readDecimal}.
 */
export type Decimal = { readonly units: bigint; readonly scale: number };

/** How a quotient is rounded to an integer: ties away from zero, or ties to the even neighbour. */
export type Rounding = 'half-up' | 'half-even';

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** Parses plain or exponent decimal text exactly; `null` when it is not a decimal number. */
function parseDecimal(text: string): Decimal | null {
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/**
 * Reads a number exactly as the decimal it stands for: a JSON number through its shortest
 * round-trip text (`0.1` is `'0.1'`, `1e-7` is `'1e-7'`), a string in plain notation with a dot
 * (`'1234.56'`, `'-3'`; surrounding spaces allowed, no exponent: strings are wire or database
 * text). Package-internal.
 *
 * @param value - a number or decimal text.
 * @returns the {@link Decimal}, or `null` for a non-finite number or text that is not a decimal.
 */
export function readDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  }
  const text = value.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? parseDecimal(text) : null;
}

/**
 * `numerator / denominator` rounded to an integer: `'half-up'` sends ties away from zero
 * (`5 / 2 → 3`, `-5 / 2 → -3`, so a negative amount rounds like its positive mirror);
 * `'half-even'` sends them to the even neighbour (`5 / 2 → 2`, `7 / 2 → 4`; ARCA's rounding,
 * web-services.md §3.9). Package-internal.
 *
 * @throws RangeError when `denominator` is 0.
 */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twice = 2n * (n % d);
  if (twice > d || (twice === d && (rounding === 'half-up' || quotient % 2n === 1n))) {
    quotient += 1n;
  }
  return negative ? -quotient : quotient;
}

/**
 * Converts `bigint` cents to a safe-integer {@link Cents}. Package-internal.
 *
 * @throws RangeError when the amount does not fit in a safe integer.
 */
export function centsFromBigint(cents: bigint): Cents {
  if (cents > maxSafe || cents < -maxSafe) {
    throw new RangeError(`Amount out of the safe range: ${cents} cents`);
  }
  return cents === 0n ? 0 : Number(cents);
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected integer cents (a safe integer), but received: ${cents}`);
  }
}

/** Dots between thousands of a run of digits (`'1234567'` → `'1.234.567'`), as es-AR writes them. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Converts an amount in pesos to integer cents exactly (Spec 02 §9; the wire rule of `Ars`).
 *
 * A number is read through its shortest decimal form (`0.1` is `'0.1'`, so `toCents(0.1)` is
 * `10`, not a float artefact); a string must be plain decimal notation with a dot
 * (`'12009410.45'`, `'-3'`), surrounding spaces allowed. Negative amounts are accepted (credit
 * balances); callers that need ≥ 0 check the sign.
 *
 * @param value - pesos as a JSON number or decimal text, at most 2 decimals (`1234.5`,
 *   `'1234.50'`; trailing zeros beyond the cents do not count: `'1.230'` is fine).
 * @param options - {@link ToCentsOptions}: `path` of the errors (default `'monto'`).
 * @returns the cents, or one error: `money.invalid` (not a finite decimal number, an empty
 *   string, or beyond ±`Number.MAX_SAFE_INTEGER` cents) or `money.decimals` (more than 2
 *   decimals, e.g. `1.005`).
 */
export function toCents(value: number | string, options: ToCentsOptions = {}): Result<Cents> {
  const path = options.path ?? 'monto';
  const decimal = readDecimal(value);
  if (decimal === null) return fail(path, 'money.invalid');
  if (decimal.scale > 2) return fail(path, 'money.decimals');
  const cents = decimal.units * 10n ** BigInt(2 - decimal.scale);
  if (cents > maxSafe || cents < -maxSafe) return fail(path, 'money.invalid');
  return succeed(cents === 0n ? 0 : Number(cents));
}

/**
 * Writes integer cents as plain decimal text with exactly 2 decimals (`123456` → `'1234.56'`,
 * `-5` → `'-0.05'`): the form a PostgreSQL `numeric(14,2)` column or a CSV takes.
 * Source: decision for Spec 02 §9.
 *
 * @param cents - integer cents (a safe integer).
 * @returns the decimal text.
 * @throws RangeError when `cents` is not a safe integer (a programming error).
 */
export function toDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Converts integer cents back to pesos for the wire (`Ars`: a JSON number with at most 2
 * decimals): `123456` → `1234.56`. The number is parsed from the exact decimal text, so it is
 * the double nearest to the amount and `toCents(fromCents(c))` gives `c` back.
 * Source: decision for Spec 02 §9 (money on the wire, `entities/scalars.ts`).
 *
 * @param cents - integer cents (a safe integer).
 * @returns the amount in pesos.
 * @throws RangeError when `cents` is not a safe integer (a programming error).
 */
export function fromCents(cents: Cents): number {
  const pesos = Number(toDecimalString(cents));
  return pesos === 0 ? 0 : pesos;
}

/**
 * Formats integer cents as es-AR pesos the way the app shows money (Spec 01 §5 admin tables,
 * 02 §2 dashboard): `'$ '`, dots between thousands, a comma and always 2 decimals:
 * `1200941045` → `'$ 12.009.410,45'`, `0` → `'$ 0,00'`. Negative amounts put the minus sign
 * first: `-150` → `'-$ 1,50'`. A plain space follows `$` (not `Intl`'s no-break space), so the
 * text is the same in every runtime.
 *
 * @param cents - integer cents (a safe integer).
 * @returns the display text.
 * @throws RangeError when `cents` is not a safe integer (a programming error).
 */
export function formatArs(cents: Cents): string {
  const text = toDecimalString(cents);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$ ${groupThousands(whole)},${fraction}`;
}

/**
 * Applies a percentage to an amount, rounding once, half-up to the cent (ties away from zero):
 * `round(cents × percentage / 100)`. The percentage is read exactly from its decimal form, with
 * any number of decimals (`144.927543`), so no binary-float error enters the product.
 * Used for the health-insurance amount of Spec 02 §9 (`aporte_OS × porcentaje_os / 100`).
 *
 * @param cents - the base amount in integer cents (a safe integer), e.g. `aporte_OS`.
 * @param percentage - a finite percentage (`100` = the whole amount; values above 100 allowed)
 *   as a number or plain decimal text.
 * @returns the rounded result in integer cents.
 * @throws RangeError when `cents` is not a safe integer, the percentage is not a finite decimal
 *   number, or the result leaves the safe range (programming errors: validate input first, as
 *   `computeQuota` does).
 */
export function applyPercentage(cents: Cents, percentage: number | string): Cents {
  assertCents(cents);
  const decimal = readDecimal(percentage);
  if (decimal === null) throw new RangeError(`Invalid percentage: ${percentage}`);
  const numerator = BigInt(cents) * decimal.units;
  const denominator = 100n * 10n ** BigInt(decimal.scale);
  return centsFromBigint(divideRounded(numerator, denominator, 'half-up'));
}

/**
 * Divides an amount by a whole number, rounding half-up to the cent (ties away from zero):
 * `divideCents(1200941045, 12)` → `100078420` (12009410.45 / 12 = 1000784.204… ARS).
 * Used for the monthly bands of Spec 02 §9 (annual cap / 12) and the plan monthly price
 * (cost / term in months).
 *
 * @param cents - the amount in integer cents (a safe integer).
 * @param divisor - a non-zero safe integer (e.g. 12 months).
 * @returns the rounded quotient in integer cents.
 * @throws RangeError when an argument is not a safe integer or `divisor` is 0.
 */
export function divideCents(cents: Cents, divisor: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(divisor) || divisor === 0) {
    throw new RangeError(`Expected a non-zero integer divisor, but received: ${divisor}`);
  }
  return centsFromBigint(divideRounded(BigInt(cents), BigInt(divisor), 'half-up'));
}

/**
 * Multiplies a price in cents by an exact decimal quantity and rounds the product once to the
 * cent, half to even (Spec 02 §3 "subtotal = quantity times price"; ARCA's rounding,
 * web-services.md §3.9): `multiplyCents(1001, 1.5)` → `1502n` (1501.5 cents, to the even 1502),
 * `multiplyCents(5, 0.5)` → `2n`. No float product: `1.1 × 110` cents is exactly `121n`.
 * Package-internal: the invoice totals use it (see `computeInvoiceTotals`).
 *
 * @param cents - the price in integer cents (a safe integer).
 * @param quantity - a finite quantity, any number of decimals (`1.5` kg).
 * @returns the product in `bigint` cents (not bounded: the caller checks the range).
 * @throws RangeError when `cents` is not a safe integer or `quantity` is not finite.
 */
export function multiplyCents(cents: Cents, quantity: number): bigint {
  assertCents(cents);
  const decimal = readDecimal(quantity);
  if (decimal === null) throw new RangeError(`Invalid quantity: ${quantity}`);
  return divideRounded(BigInt(cents) * decimal.units, 10n ** BigInt(decimal.scale), 'half-even');
}

/** Options of {@link formatDecimal}. */
export type FormatDecimalOptions = {
  /**
   * Decimals always written, padded with zeros (`2` writes `1.500,00` for `1500`).
   * @default 0
   */
  readonly minimumFractionDigits?: number;
  /**
   * Decimals at most; more are rounded half-up (ties away from zero). `undefined` keeps every
   * decimal of the number's exact form.
   * @default undefined
   */
  readonly maximumFractionDigits?: number;
};

/**
 * Writes a number the way es-AR does, exactly: dots between thousands, a decimal comma, the
 * digits of its shortest decimal form (no float artefacts): `1234.5` → `'1.234,5'`,
 * `formatDecimal(1500, { minimumFractionDigits: 2 })` → `'1.500,00'`,
 * `formatDecimal(28.595242)` → `'28,595242'`, `formatDecimal(0.1234567, {
 * maximumFractionDigits: 6 })` → `'0,123457'`. Used for invoice quantities (Spec 02 §3) and
 * percentages (`porcentaje_os`, Spec 01 §2.11); money has {@link formatArs}.
 *
 * @param value - a finite number.
 * @param options - {@link FormatDecimalOptions}.
 * @returns the es-AR text; a non-finite number is written as JavaScript does (`'NaN'`).
 */
export function formatDecimal(value: number, options: FormatDecimalOptions = {}): string {
  const decimal = readDecimal(value);
  if (decimal === null) return String(value);
  const { minimumFractionDigits = 0, maximumFractionDigits } = options;
  let { units, scale } = decimal;
  if (maximumFractionDigits !== undefined && scale > maximumFractionDigits) {
    units = divideRounded(units, 10n ** BigInt(scale - maximumFractionDigits), 'half-up');
    scale = maximumFractionDigits;
  }
  const negative = units < 0n;
  const digits = String(negative ? -units : units).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const shown = fraction.padEnd(minimumFractionDigits, '0');
  return `${negative ? '-' : ''}${groupThousands(whole)}${shown === '' ? '' : `,${shown}`}`;
}

/**
 * Formats an amount in pesos (a wire `Ars` number such as `importeTotal` or `precio`, or decimal
 * text) as {@link formatArs} does: `1234.5` → `'$ 1.234,50'`. A value that is not an amount with
 * at most 2 decimals is written as it came (`String(value)`), so a screen never hides data.
 * Source: Spec 01 §5 admin tables, 02 §2 invoice list and detail.
 *
 * @param amount - pesos (ARS), at most 2 decimals.
 * @returns the display text.
 */
export function formatArsAmount(amount: number | string): string {
  const cents = toCents(amount);
  return cents.ok ? formatArs(cents.value) : String(amount);
}
