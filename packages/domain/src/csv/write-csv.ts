/**
 * The one CSV writer of the exports (issue 24 item 8): files an es-AR Excel opens by double
 * click with every column in its place and every accent right — `;` between cells, CRLF between
 * lines, UTF-8 with a byte-order mark, dates `dd/mm/aaaa`, amounts `1234,56` — and every text
 * neutralised against formula injection (OWASP "CSV Injection"). Papaparse does the quoting.
 */
import Papa from 'papaparse';
import { formatDate } from '../argentine-date';

/** The separator es-AR Excel reads (its list separator, since the decimal mark is `,`). */
export const ES_AR_CSV_DELIMITER = ';';

/** A plain es-AR number cell (`1234,56`, `-3`): a number, not a formula, left as it is. */
const numberCell = /^-?\d+(?:,\d+)?$/;

/**
 * Neutralises a CSV cell against formula injection (OWASP "CSV Injection"): a text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as
 * text instead of running it. A plain number (`-1,50`) and every other text come back unchanged.
 * The importers drop that `'` again (`readCsvText`), so an export loads back as it was.
 *
 * @example neutralizeCsvCell('=HYPERLINK("x")') === "'=HYPERLINK(\"x\")"
 * @example neutralizeCsvCell('+54 11 5555-0000') === "'+54 11 5555-0000"
 */
export function neutralizeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !numberCell.test(value) ? `'${value}` : value;
}

/**
 * A date as an es-AR Excel cell: `YYYY-MM-DD` → `dd/mm/aaaa`; empty for a missing date; other
 * text as it is.
 */
export function csvDateCell(date: string | null | undefined): string {
  return date ? formatDate(date) : '';
}

/**
 * Writes records as an es-AR Excel CSV: a byte-order mark, the header line (`columns` as given),
 * then one line per record, cells in `columns` order separated by `;`, lines ended by CRLF,
 * every cell neutralised ({@link neutralizeCsvCell}); a missing cell is empty.
 *
 * @param records - the rows, each cell already as the file shows it (dates with
 *   {@link csvDateCell}, amounts with `formatEsArCsvAmount`, statuses as Spanish labels).
 * @param columns - the header line, in order; each record's keys.
 * @returns the file's text (encode it as UTF-8).
 */
export function writeEsArCsv<K extends string>(
  records: readonly Readonly<Partial<Record<K, string | null>>>[],
  columns: readonly K[],
): string {
  const rows = records.map((record) =>
    columns.map((column) => neutralizeCsvCell(record[column] ?? '')),
  );
  const text = Papa.unparse(
    { fields: [...columns], data: rows },
    { delimiter: ES_AR_CSV_DELIMITER, newline: '\r\n' },
  );
  return `\uFEFF${text}\r\n`;
}

/**
 * A readable file name for an export: the parts that are not empty, each folded to letters,
 * digits and dashes (accents dropped, lower case), joined by `-`, then `.csv`:
 * `csvFileName(['lote', 'Octubre Repartidores', '2026-11-27'])` → `'lote-octubre-repartidores-2026-11-27.csv'`.
 */
export function csvFileName(parts: readonly (string | null | undefined)[]): string {
  const slugs = parts
    .map((part) =>
      (part ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60),
    )
    .filter((slug) => slug !== '');
  return `${slugs.join('-')}.csv`;
}
