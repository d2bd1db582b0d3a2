/**
 * The simulator's own CUIT check (issue 26 item 1: the simulator checks ARCA's rules by itself,
 * never with the product's validator, so it can catch the product's mistakes).
 *
 * ARCA's rule for the check digit (the "módulo 11" of its key, as published with the CUIT
 * vectors of Liqui's shared data, `../shared/data/cuit-vectors.csv` and its SOURCES.md): the first
 * ten digits weighted 5, 4, 3, 2, 7, 6, 5, 4, 3, 2 from the left, the sum taken modulo 11; a
 * remainder of 0 gives the digit 0, any other remainder r gives 11 − r, and a remainder of 1 gives
 * no valid digit at all: ARCA never issues such a number (it moves the key to prefix 23, 24 or 33
 * instead). Decision: this differs from the product's validator (`@liqui/domain` accepts the
 * "legacy" remainder-1 numbers with digit 9, because the spec's rule does): ARCA's web services
 * refuse them, and so does the simulator.
 *
 * Prefixes: only those ARCA assigns, 20, 23, 24, 27 (people), 30, 33, 34 (legal persons) and
 * 50, 51, 55 (the generic "CUIT país" keys of foreign countries).
 */

/** The prefixes (first two digits) ARCA assigns. */
export const cuitPrefixes: readonly string[] = [
  '20',
  '23',
  '24',
  '27',
  '30',
  '33',
  '34',
  '50',
  '51',
  '55',
];

const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit ARCA gives the ten digits `firstTen`.
 *
 * @param firstTen - prefix and body, exactly ten digits.
 * @returns 0–9, or `null` when `firstTen` is not ten digits or its remainder is 1 (no number ARCA
 *   issues ends it).
 */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) sum += Number(firstTen[index]) * weights[index]!;
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/**
 * Whether `digits` is a CUIT (or CUIL) ARCA could have issued: exactly 11 digits, a prefix ARCA
 * assigns ({@link cuitPrefixes}) and ARCA's check digit ({@link cuitCheckDigit}).
 *
 * @param digits - the key without separators (`'20111111112'`); anything else is `false`.
 */
export function isValidCuit(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  if (!cuitPrefixes.includes(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
