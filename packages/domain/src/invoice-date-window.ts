/**
 * The window of invoice dates (Spec 02 §5, §9 "Date picker: no earlier than 3 days back"; ARCA's
 * `CbteFch` window, web-services.md §3.6, code 10016). Pure: `today` comes in.
 */
import { addDays } from './argentine-date';
import type { Concepto } from './entities/invoice';

/**
 * The earliest invoice date the wizard accepts: `today` − 3 days ("The date picker blocks dates
 * earlier than 3 days ago", Spec 02 §5, §9). Stricter than ARCA's own window (N − 5 / N − 10).
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD` (see `argentineDateOf`).
 * @returns the earliest date `YYYY-MM-DD` (e.g. `'2026-11-17'` for `'2026-11-20'`).
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` day (a programming error).
 */
export function earliestInvoiceDate(today: string): string {
  return addDays(today, -3);
}

/**
 * The latest invoice date ARCA accepts (`CbteFch`, web-services.md §3.6, code 10016): `today` + 5
 * days for concept 1 (products), + 10 days for concepts 2 and 3 (services).
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD` (ARCA's N, the sending date).
 * @param concepto - 1, 2 or 3.
 * @returns the latest date `YYYY-MM-DD` (e.g. `'2026-11-25'` for `'2026-11-20'` and concept 1).
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` day (a programming error).
 */
export function latestInvoiceDate(today: string, concepto: Concepto): string {
  switch (concepto) {
    case 1:
      return addDays(today, 5);
    case 2:
    case 3:
      return addDays(today, 10);
    default: {
      const unexpected: never = concepto;
      throw new RangeError(`Unknown concepto: ${String(unexpected)}`);
    }
  }
}
