/**
 * Dates in imported files as an Argentine office writes them (issue 24 item 4): `dd/mm/aaaa` and
 * `d/m/aaaa` (what an es-AR Excel writes), and ISO `aaaa-mm-dd` (what systems write). A value that
 * only makes sense as month first (`11/27/2026`) is refused with its own reason, never swapped.
 * Source: Spec 02 §2 (dates shown and typed as DD/MM/YYYY); issue 24.
 */
import { isIsoDate, parseDate } from '../argentine-date';

/** Why a date cell was refused: not a date at all, or a month-first (US) date. */
export type CsvDateRefusal = 'invalid' | 'monthFirst';

/** What reading a date cell gives: the `YYYY-MM-DD` day, or why it was refused. */
export type CsvDateReading =
  | { readonly ok: true; readonly date: string }
  | { readonly ok: false; readonly reason: CsvDateRefusal };

const slashDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads a date cell: `27/11/2026`, `7/3/2026` (day first, as es-AR writes it) or `2026-11-27`.
 *
 * @param text - the cell as typed (surrounding spaces ignored).
 * @returns `{ ok: true, date: 'YYYY-MM-DD' }`; or `{ ok: false, reason }` with `reason`
 *   `'monthFirst'` when the text is not a real day read day-first but would be one read
 *   month-first (`11/27/2026`), else `'invalid'` (`31/02/2026`, `2026/11/27`, `27-11-26`, text).
 */
export function readCsvDate(text: string | null | undefined): CsvDateReading {
  const value = (text ?? '').trim();
  if (isIsoDate(value)) return { ok: true, date: value };
  const dayFirst = parseDate(value);
  if (dayFirst.ok) return { ok: true, date: dayFirst.value };
  const match = slashDate.exec(value);
  if (match && parseDate(`${match[2]}/${match[1]}/${match[3]}`).ok) {
    return { ok: false, reason: 'monthFirst' };
  }
  return { ok: false, reason: 'invalid' };
}
