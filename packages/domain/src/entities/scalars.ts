/**
 * Wire scalars shared by every entity: money, calendar dates, identifiers and query numbers.
 *
 * These are the spec-silent decisions that every other entity file reuses, written once here.
 */
import {
  coerce,
  define,
  type Infer,
  integer,
  max,
  min,
  nullable,
  number,
  optional,
  pattern,
  refine,
  type Struct,
  size,
  string,
} from 'superstruct';
import { isIsoDate } from '../argentine-date';

/**
 * Marks a field the server may omit or send as `null` (for example, data the taxpayer has not
 * loaded yet). Shorthand for `optional(nullable(struct))`.
 *
 * @param struct - the struct of the value when present.
 * @returns a struct accepting the value, `null` or a missing key.
 */
export function nullish<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return optional(nullable(struct));
}

/** Largest amount the wire accepts: one trillion pesos, far above any monotributo figure. */
const MAX_ARS = 1_000_000_000_000;

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/**
 * Money on the wire (decision: the spec never states how amounts travel).
 *
 * **Rule, used for every amount in the contract:** an amount is a JSON **number of Argentine pesos
 * (ARS), not cents, with at most 2 decimal places** (`1234.5` and `1234.56` pass, `1234.567`
 * fails), finite, not negative and below one trillion. The client displays it with 2 decimals in
 * es-AR (`$ 1.234,56`). The server stores amounts as exact decimals (PostgreSQL
 * `numeric(14,2)`) and adds them in integer cents (`Math.round(ars * 100)`), never by summing
 * binary floats; a 2-decimal peso amount converts to cents exactly, so the number on the wire
 * carries no precision the server does not keep.
 *
 * Numbers were chosen over decimal strings because the spec's screens already treat amounts as
 * numbers (number columns, `costo / plazo`, `cantidad × precio`), so a client written against the
 * spec sends numbers.
 *
 * Used for: category amounts, other-tax values, IIBB amounts, plan prices, dashboard figures,
 * invoice totals and item prices, payment amounts.
 * Source: decision for Spec 01 §3, Spec 02 §3 and Spec 03 §3 (ARCHITECTURE "Money is exact").
 */
export const Ars = refine(
  number(),
  'Ars',
  (value) =>
    (Number.isFinite(value) && value >= 0 && value < MAX_ARS && hasAtMostTwoDecimals(value)) ||
    `Expected an amount in ARS (a number ≥ 0 with at most 2 decimals), but received: ${value}`,
);
/** An amount in ARS: a JSON number, ≥ 0, at most 2 decimals (see the {@link Ars} struct). */
export type Ars = Infer<typeof Ars>;

/**
 * A signed amount in ARS: same rule as {@link Ars} but it may be negative. Used only for balances
 * where a credit is possible, such as the tax-agency debt (`deuda_afip`, negative = balance in the
 * taxpayer's favour). Source: decision for Spec 02 §3 (`deuda_afip`).
 */
export const SignedArs = refine(
  number(),
  'SignedArs',
  (value) =>
    (Number.isFinite(value) && Math.abs(value) < MAX_ARS && hasAtMostTwoDecimals(value)) ||
    `Expected a signed amount in ARS (at most 2 decimals), but received: ${value}`,
);
/** A signed amount in ARS (see the {@link SignedArs} struct). */
export type SignedArs = Infer<typeof SignedArs>;

/**
 * The largest {@link Percentage}: 10,000 %. Decision (issue 26 item 3): far above any real figure
 * (ARCA's scale takes `porcentaje_os` to about 342 %) and within what is stored (`numeric(12, 6)`,
 * below 1,000,000), so a larger value (2^53) is 'Valor demasiado grande', never a numeric
 * overflow in SQL.
 */
export const MAX_PERCENTAGE = 10_000;

/** A non-negative number with at most 6 decimals (the {@link Percentage} before its bound). */
const NonNegativePercentage = refine(
  number(),
  'Percentage',
  (value) =>
    (Number.isFinite(value) &&
      value >= 0 &&
      Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6) ||
    `Expected a non-negative percentage with at most 6 decimals, but received: ${value}`,
);

/**
 * A non-negative percentage as a JSON number with at most 6 decimals, at most
 * {@link MAX_PERCENTAGE} ('Valor demasiado grande' above). It is not capped at 100:
 * `porcentaje_os` is the category's obra social amount over `aporte_OS` × 100, which ARCA's scale
 * takes to about 342 % for category K (2026-08-01). Source: decision for Spec 01 §3 and Spec 02 §9
 * ("category percentage/100").
 */
export const Percentage = max(NonNegativePercentage, MAX_PERCENTAGE);
/** A non-negative percentage (see the {@link Percentage} struct). */
export type Percentage = Infer<typeof Percentage>;

/**
 * A calendar date with tax meaning: a `YYYY-MM-DD` string of a real day of the proleptic
 * Gregorian calendar (`2026-02-29` fails, `2028-02-29` passes). It is an Argentine calendar date
 * (America/Argentina/Buenos_Aires), never an instant: no time, no zone, no conversion.
 *
 * Used for due dates, invoice dates, service periods, plan start and end, relationship dates.
 * Source: Spec 01 §3 (due date "format YYYY-MM-DD"), Spec 03 §5 ("Dates are YYYY-MM-DD").
 */
export const IsoDate = refine(
  string(),
  'IsoDate',
  (value) => isIsoDate(value) || `Expected a calendar date YYYY-MM-DD, but received: ${value}`,
);
/** A `YYYY-MM-DD` Argentine calendar date (see the {@link IsoDate} struct). */
export type IsoDate = Infer<typeof IsoDate>;

/**
 * A calendar month as `YYYY-MM` (e.g. `2026-08`), used to label monthly billing.
 * Source: decision for Spec 02 §3 (`dashboard.facturacion`).
 */
export const IsoMonth = refine(string(), 'IsoMonth', (value) => {
  const match = /^\d{4}-(\d{2})$/.exec(value);
  const month = match ? Number(match[1]) : 0;
  return (month >= 1 && month <= 12) || `Expected a month YYYY-MM, but received: ${value}`;
});
/** A `YYYY-MM` calendar month (see the {@link IsoMonth} struct). */
export type IsoMonth = Infer<typeof IsoMonth>;

/**
 * A Unix time as a non-negative integer, at most `Number.MAX_SAFE_INTEGER` (2^53 − 1: every value
 * is exact in JSON and fits the database's `bigint`; a larger one, `1e308` or a 20-digit `last`,
 * is 'Valor demasiado grande' instead of a numeric overflow in SQL, issue 26 item 3). The unit is
 * given where it is used: seconds for candidate `created` and invoice-batch ids, milliseconds for
 * document ids. Source: Spec 03 §3 ("created (unix timestamp)", "documentId (unix time)").
 */
export const UnixTime = max(min(integer(), 0), Number.MAX_SAFE_INTEGER);
/** A Unix time as a non-negative integer (see the {@link UnixTime} struct). */
export type UnixTime = Infer<typeof UnixTime>;

/** A non-negative integer count (users, invoices, rows). */
export const Count = min(integer(), 0);
/** A non-negative integer count (see the {@link Count} struct). */
export type Count = Infer<typeof Count>;

/**
 * A required text field: a string with at least one character that is not white space.
 * Whether the text is meaningful is a domain validator's job; the wire only refuses blanks.
 */
export const NonEmptyString = refine(
  string(),
  'NonEmptyString',
  (value) => value.trim().length > 0 || 'Expected a non-blank string',
);
/** A string that is not blank (see the {@link NonEmptyString} struct). */
export type NonEmptyString = Infer<typeof NonEmptyString>;

/**
 * An opaque identifier chosen by the server (user id, invoice id, plan id, candidate id…):
 * a non-blank string of at most 200 characters. Decision: every id is a string on the wire, so
 * it travels unchanged in paths and file-store keys. Source: decision for the ids of Spec 01–03 §3.
 */
export const Id = size(NonEmptyString, 1, 200);
/** An opaque, non-blank string identifier (see the {@link Id} struct). */
export type Id = Infer<typeof Id>;

/**
 * A CUIT/CUIL on the wire: exactly 11 digits, no dashes (`20123456786`). The check digit is a
 * domain rule (`validateCuit`), not part of the wire shape, so a struct failure here always means
 * "not 11 digits". Source: Spec 02 §5 and Spec 03 §5 ("must be 11 digits").
 */
export const Cuit = pattern(string(), /^\d{11}$/);
/** An 11-digit CUIT without dashes (see the {@link Cuit} struct). */
export type Cuit = Infer<typeof Cuit>;

/**
 * A CBU (bank account key for automatic debit): exactly 22 digits.
 * Source: Spec 02 §5 ("El CBU debe contener 22 numeros").
 */
export const Cbu = pattern(string(), /^\d{22}$/);
/** A 22-digit CBU (see the {@link Cbu} struct). */
export type Cbu = Infer<typeof Cbu>;

/**
 * An e-mail address as it travels: `local@domain.tld`, no white space. The form rule
 * ('Email válido requerido', lower-casing) is a domain validator.
 */
export const Email = pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
/** An e-mail address (see the {@link Email} struct). */
export type Email = Infer<typeof Email>;

/**
 * A point of sale (punto de venta): an integer from 0 to 999999.
 * Source: Spec 02 §9 and Spec 03 §9 ("Sales point 0-999999").
 */
export const PuntoVenta = max(min(integer(), 0), 999_999);
/** A point of sale number 0–999999 (see the {@link PuntoVenta} struct). */
export type PuntoVenta = Infer<typeof PuntoVenta>;

/**
 * A province on the wire: the upper-case name as ARCA writes it (e.g. `CORDOBA`,
 * `CIUDAD AUTONOMA BUENOS AIRES`). Decision: the spec does not show the list of 24, so the wire
 * only requires a non-blank upper-case text; the list the forms offer lives in the catalogues.
 * Source: Spec 02 §3 ("24 provinces (uppercase values; the list is not shown)").
 */
export const Provincia = refine(
  NonEmptyString,
  'Provincia',
  (value) =>
    value === value.toUpperCase() || `Expected an upper-case province name, but received: ${value}`,
);
/** An upper-case province name (see the {@link Provincia} struct). */
export type Provincia = Infer<typeof Provincia>;

/**
 * A base64 string (standard alphabet, optional `=` padding), e.g. a PDF sent inside JSON.
 * Source: Spec 02 §7 ("PDF as base64").
 */
export const Base64 = define<string>(
  'Base64',
  (value) =>
    (typeof value === 'string' && value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value)) ||
    'Expected a base64 string',
);
/** A base64-encoded string (see the {@link Base64} struct). */
export type Base64 = Infer<typeof Base64>;

/**
 * Wraps a numeric struct so it also accepts the decimal text a URL query carries: on the server,
 * `create(query, Struct)` turns `"300"` into `300` and then validates it; a client passes numbers.
 * Strings that are not plain decimals are left as they are, so they fail validation.
 *
 * @param struct - the numeric struct (e.g. `integer()`, {@link Ars}).
 * @returns the same struct with a string-to-number coercion.
 */
export function fromQueryNumber<T extends number, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, pattern(string(), /^-?\d+(\.\d+)?$/), (text) => Number(text));
}
