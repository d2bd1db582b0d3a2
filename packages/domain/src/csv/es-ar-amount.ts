/**
 * Amounts in ARS as an Argentine person writes them (issue 24 item 1): the one reader of typed
 * and imported amounts, shared by the batch rows, the invoice verification and the questionnaire,
 * on the web and on the server. The reading is es-AR's (`.` between thousands, `,` before the
 * decimals), done by `@internationalized/number`'s `NumberParser` with the es-AR locale after a
 * strict check of the text's shape, because the parser alone is lenient (it reads `15,000.00` as
 * 15 and `1.5` as 15). Source: CLDR es-AR number symbols; issue 24 ("Never guessed").
 */
import { NumberParser } from '@internationalized/number';
import { type Cents, toCents, toDecimalString } from '../money';

/** The es-AR parser (group `.`, decimal `,`), created on first use. */
let esArParser: NumberParser | undefined;
/** The parser of a plain decimal point (`15000.50`), created on first use. */
let pointParser: NumberParser | undefined;

/**
 * An es-AR number as a person writes it: digits grouped by thousands with dots (`15.000`,
 * `1.234.567`) or not grouped at all (`15000`), then optionally a comma and 1–2 decimals.
 */
const esArShape = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/**
 * A plain number with a decimal point and 1–2 decimals (`15000.50`, `1.5`): what a system or a
 * spreadsheet in another locale writes. It cannot be es-AR grouping (a group has 3 digits), so
 * its reading is unambiguous.
 */
const pointShape = /^\d+\.\d{1,2}$/;

/** The largest amount read: ARS 999.999.999.999,99 (far above any voucher; cents stay exact). */
export const ES_AR_AMOUNT_MAX_CENTS: Cents = 99_999_999_999_999;

/**
 * Reads an amount in ARS exactly as an es-AR person means it, or refuses it. Accepted:
 *
 * - es-AR with thousands dots and an optional comma with 1–2 decimals: `15.000` → ARS 15,000;
 *   `1.500` → 1,500; `1.234.567` → 1,234,567; `1.234,56` → 1,234.56;
 * - es-AR without grouping: `15000`, `1234,5`;
 * - a plain decimal point with 1–2 decimals, which no es-AR text can be confused with:
 *   `15000.50` → 15,000.50, `1.5` → 1.50;
 * - an optional leading `$` (and spaces around it) and a leading `-` for negative amounts (the
 *   caller decides whether a negative or zero amount is allowed).
 *
 * Refused (`null`), never guessed: more than 2 decimals (`1.234,567`, `15,000`), both separators
 * in the en-US order (`15,000.00`), broken groups (`1.2.3`, `15000.500`, `12.34.567`), spaces or
 * letters inside (`15 000`, `abc`), an empty text, and amounts above
 * {@link ES_AR_AMOUNT_MAX_CENTS}.
 *
 * @param text - the cell or field as typed (surrounding spaces are ignored).
 * @returns the amount in integer cents, or `null` when the text is not an amount.
 */
export function parseEsArAmount(text: string | null | undefined): Cents | null {
  let value = (text ?? '').trim();
  let sign = 1;
  if (value.startsWith('-')) {
    sign = -1;
    value = value.slice(1).trimStart();
  }
  value = value.replace(/^\$\s*/, '');
  let amount: number;
  if (esArShape.test(value)) {
    esArParser ??= new NumberParser('es-AR', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    amount = esArParser.parse(value);
  } else if (pointShape.test(value)) {
    pointParser ??= new NumberParser('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    amount = pointParser.parse(value);
  } else {
    return null;
  }
  if (!Number.isFinite(amount)) return null;
  const cents = toCents(amount);
  if (!cents.ok || cents.value > ES_AR_AMOUNT_MAX_CENTS) return null;
  return cents.value === 0 ? 0 : sign * cents.value;
}

/**
 * An amount as an es-AR Excel cell (issue 24 item 8): no thousands separator, a comma and always
 * 2 decimals, so a spreadsheet in es-AR reads a number: `123456` → `'1234,56'`, `-150` →
 * `'-1,50'`. {@link parseEsArAmount} reads it back to the same cents.
 *
 * @param cents - integer cents (a safe integer).
 */
export function formatEsArCsvAmount(cents: Cents): string {
  return toDecimalString(cents).replace('.', ',');
}
