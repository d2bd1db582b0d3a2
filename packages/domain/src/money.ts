/**
 * Exact money arithmetic in integer cents for the quota, band and billing rules (Spec 02 §2,
 * §9). No binary-float sums: amounts are parsed from their decimal text into integer cents, and
 * every division or percentage is done with `bigint` and rounded once, half-up to the cent.
 *
 * Decision: no money library. None is installed in the workspace (no decimal.js, big.js or
 * dinero.js), and the rules need only parsing, formatting, one percentage and one division.
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

/** A decimal number as `units / 10^scale`, trailing zeros of the fraction removed. */
type Decimal = { readonly units: bigint; readonly scale: number };

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

/** The exact decimal text of a finite number (its shortest round-trip form), else `null`. */
function decimalOf(value: number | string): Decimal | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  }
  const text = value.trim();
  // Strings are wire or database text: plain notation only ('1234.56'), no exponent.
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? parseDecimal(text) : null;
}

/**
 * Integer division rounded half-up to the nearest integer: ties go away from zero
 * (`5 / 2 → 3`, `-5 / 2 → -3`), so a negative amount rounds like its positive mirror.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** Converts a bigint of cents to a safe-integer number, or throws when it does not fit. */
function toSafeCents(cents: bigint): Cents {
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
  const decimal = decimalOf(value);
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
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}$ ${grouped},${fraction}`;
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
  const decimal = decimalOf(percentage);
  if (decimal === null) throw new RangeError(`Invalid percentage: ${percentage}`);
  const numerator = BigInt(cents) * decimal.units;
  const denominator = 100n * 10n ** BigInt(decimal.scale);
  return toSafeCents(divideHalfUp(numerator, denominator));
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
  return toSafeCents(divideHalfUp(BigInt(cents), BigInt(divisor)));
}
