import { fail, type Result, succeed } from './result';

/**
 * The CUIT/CUIL prefixes (first two digits, the "tipo") that ARCA assigns:
 * 20, 23, 24, 27 (people), 30, 33, 34 (legal entities) and 50, 51, 55 (the generic
 * "CUIT país" of foreign countries, SOURCES `cuit-vectors.csv`). Any other prefix is rejected.
 */
export const validCuitPrefixes = [
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
] as const;

/** A prefix ARCA assigns; see {@link validCuitPrefixes}. */
export type CuitPrefix = (typeof validCuitPrefixes)[number];

const cuitWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Options of {@link normalizeCuit} and {@link validateCuit}. */
export type CuitOptions = {
  /**
   * Remove every non-word character (and underscores), not only dashes, underscores and
   * whitespace: the admin user form does this (Spec 03 §5).
   * @default false
   */
  readonly stripAllNonWord?: boolean;
  /**
   * The field the errors belong to.
   * @default 'cuit'
   */
  readonly path?: string;
};

/**
 * Removes the separators a user or an input mask puts in a CUIT (Spec 02 §5, 03 §5).
 *
 * By default it strips dashes, underscores (the mask's blanks) and whitespace, so
 * `'20-11111111-2'` and `'20 11111111 2'` both give `'20111111112'`. With
 * `stripAllNonWord: true` (admin user form, Spec 03 §5) it strips every character that is not a
 * letter, a digit (or any word character), plus underscores, so dots and slashes go too.
 * Letters are kept, so `validateCuit` can report them.
 *
 * @param input - the raw text; `null`/`undefined` give `''`.
 * @param options - {@link CuitOptions}; only `stripAllNonWord` matters here.
 * @returns the text without separators (not necessarily 11 digits).
 */
export function normalizeCuit(
  input: string | null | undefined,
  options: Pick<CuitOptions, 'stripAllNonWord'> = {},
): string {
  if (input === null || input === undefined) return '';
  return options.stripAllNonWord ? input.replace(/[\W_]/g, '') : input.replace(/[-_\s]/g, '');
}

/**
 * Computes the CUIT check digit of the first ten digits, with the spec's rule (Spec 02 §5,
 * 03 §5): weights 5,4,3,2,7,6,5,4,3,2, sum modulo 11; remainder 0 gives 0, remainder 1 gives 9,
 * otherwise 11 minus the remainder.
 *
 * Remainder 1 → 9 is the long-published "legacy" rule (PyAr recipe, python-stdnum). ARCA never
 * issues a number whose remainder is 1 (it changes the prefix to 23/24/33 instead), so on every
 * real CUIT this rule and ARCA's agree (SOURCES finding 6).
 *
 * @param firstTen - exactly ten digits (prefix and body, no separators).
 * @returns the check digit 0–9, or `null` when `firstTen` is not ten digits.
 */
export function computeCuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    sum += Number(firstTen[index]) * cuitWeights[index]!;
  }
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return 9;
  return 11 - remainder;
}

function isValidCuitPrefix(prefix: string): prefix is CuitPrefix {
  return (validCuitPrefixes as readonly string[]).includes(prefix);
}

/**
 * Validates a CUIT (or CUIL) as the questionnaire, account, invoice, admin user form, batch form
 * and verification form do (Spec 02 §5, 03 §5).
 *
 * Rules, first failure wins:
 * 1. empty after {@link normalizeCuit} → `cuit.required` 'CUIT requerido';
 * 2. not exactly 11 digits (letters included) → `cuit.length` 'El cuit debe tener 11 numeros';
 * 3. a prefix ARCA does not assign (see {@link validCuitPrefixes}; e.g. 10, 26, 40, 99) →
 *    `cuit.prefix` 'CUIT invalido'. The spec states only the check digit; the prefix rule is
 *    ours, required by the product's CUIT vectors (SOURCES `cuit-vectors.csv`);
 * 4. check digit ≠ {@link computeCuitCheckDigit} → `cuit.checkDigit` 'CUIT invalido'.
 *
 * Decisions pinned by the vectors' tests:
 * - `legacy_only` numbers (remainder 1 with check digit 9, e.g. 20-10000005-9) are ACCEPTED:
 *   the spec's rule is the legacy r==1→9 rule. ARCA would not issue them, but rejecting them
 *   would contradict the spec and no real CUIT is affected (SOURCES finding 6).
 * - `anomaly_official_but_bad_checksum` numbers (50-00000288-2, 55-00000288-4,
 *   55-00000506-9: "CUIT país" values ARCA publishes) are REJECTED with 'CUIT invalido': they fail
 *   the check digit under both rules, and the spec's validator is strict (SOURCES finding 7).
 *
 * @param input - the raw text, e.g. '20-11111111-2', '20111111112' or with mask blanks '20-1111____-_'.
 * @param options - {@link CuitOptions}: `stripAllNonWord` for the admin user form, `path` for errors.
 * @returns `{ ok: true, value }` with the 11 digits, or one error with code `cuit.required`,
 *   `cuit.length`, `cuit.prefix` or `cuit.checkDigit`.
 */
export function validateCuit(
  input: string | null | undefined,
  options: CuitOptions = {},
): Result<string> {
  const path = options.path ?? 'cuit';
  const digits = normalizeCuit(input, options);
  if (digits === '') return fail(path, 'cuit.required');
  if (!/^\d{11}$/.test(digits)) return fail(path, 'cuit.length');
  if (!isValidCuitPrefix(digits.slice(0, 2))) return fail(path, 'cuit.prefix');
  if (computeCuitCheckDigit(digits.slice(0, 10)) !== Number(digits[10])) {
    return fail(path, 'cuit.checkDigit');
  }
  return succeed(digits);
}

/**
 * Formats a CUIT as ARCA writes it: 'XX-XXXXXXXX-X'.
 *
 * @param input - a CUIT with or without separators (normalized with {@link normalizeCuit}).
 * @returns `'20-11111111-2'` for `'20111111112'`; the input unchanged when it is not 11 digits
 *   after normalizing (nothing sensible to format). The check digit is not verified.
 */
export function formatCuit(input: string): string {
  const digits = normalizeCuit(input);
  if (!/^\d{11}$/.test(digits)) return input;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** Options of {@link validateDni}. */
export type DniOptions = {
  /**
   * The field the errors belong to.
   * @default 'nroDocumento'
   */
  readonly path?: string;
};

/**
 * Validates a DNI number as invoice step 1 does for document type 96 (Spec 02 §5, §9).
 *
 * Dots, dashes and whitespace are stripped first (people write '12.345.678'; the spec is silent
 * on separators, stripping them is our decision). Rules, first failure wins:
 * 1. empty → `dni.required` 'Dato requerido';
 * 2. not 7 to 9 digits → `dni.length` 'DNI incorrecto'.
 *
 * @param input - the raw text.
 * @param options - {@link DniOptions}.
 * @returns `{ ok: true, value }` with the digits only (e.g. '12345678'), or one error.
 */
export function validateDni(
  input: string | null | undefined,
  options: DniOptions = {},
): Result<string> {
  const path = options.path ?? 'nroDocumento';
  const digits = (input ?? '').replace(/[.\-\s]/g, '');
  if (digits === '') return fail(path, 'dni.required');
  if (!/^\d{7,9}$/.test(digits)) return fail(path, 'dni.length');
  return succeed(digits);
}

/** Options of {@link validateCbu}. */
export type CbuOptions = {
  /**
   * The field the errors belong to.
   * @default 'cbu'
   */
  readonly path?: string;
};

/** Weights of the first block's check digit (bank 3 digits + branch 4 digits). BCRA Com. A 2000. */
const cbuBlock1Weights = [7, 1, 3, 9, 7, 1, 3] as const;
/** Weights of the second block's check digit (the 13-digit account). BCRA Com. A 2000. */
const cbuBlock2Weights = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

/** The check digit of one CBU block: `(10 − Σ digit × weight mod 10) mod 10`. */
function computeCbuBlockCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += Number(digits[index]) * (weights[index] ?? 0);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether the two check digits of a 22-digit CBU are right. A CBU is two blocks: 8 digits (bank
 * 3, branch 4, check digit) and 14 digits (account 13, check digit); each check digit is
 * `(10 − Σ digit × weight mod 10) mod 10` with weights 7 1 3 9 7 1 3 (block 1) and
 * 3 9 7 1 3 9 7 1 3 9 7 1 3 (block 2). Source: BCRA Comunicación "A" 2000 (Clave Bancaria
 * Uniforme); the same rule as python-stdnum's `stdnum.ar.cbu`.
 *
 * @param digits - exactly 22 digits (check the length first).
 * @returns true when both check digits match.
 */
export function hasValidCbuCheckDigits(digits: string): boolean {
  return (
    computeCbuBlockCheckDigit(digits.slice(0, 7), cbuBlock1Weights) === Number(digits[7]) &&
    computeCbuBlockCheckDigit(digits.slice(8, 21), cbuBlock2Weights) === Number(digits[21])
  );
}

/**
 * Validates the optional CBU for automatic debit of the monotributo (Spec 02 §2 payment
 * services, §5, §9).
 *
 * Whitespace and dashes are stripped first (our decision; the spec is silent). The field is not
 * required: empty gives `{ ok: true, value: null }`. Otherwise it must be exactly 22 digits, else
 * `cbu.length` 'El CBU debe contener 22 numeros'. Beyond the spec, its two BCRA check digits are
 * verified ({@link hasValidCbuCheckDigits}), else `cbu.checkDigit` 'El CBU no es válido': a
 * mistyped CBU would make the bank refuse the debit weeks later, so the user hears it now.
 *
 * @param input - the raw text.
 * @param options - {@link CbuOptions}.
 * @returns the 22 digits, `null` when empty, or one error `cbu.length` or `cbu.checkDigit`.
 */
export function validateCbu(
  input: string | null | undefined,
  options: CbuOptions = {},
): Result<string | null> {
  const path = options.path ?? 'cbu';
  const digits = (input ?? '').replace(/[-\s]/g, '');
  if (digits === '') return succeed(null);
  if (!/^\d{22}$/.test(digits)) return fail(path, 'cbu.length');
  if (!hasValidCbuCheckDigits(digits)) return fail(path, 'cbu.checkDigit');
  return succeed(digits);
}
