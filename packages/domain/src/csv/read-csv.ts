/**
 * The one CSV reader of the importers (invoice batch, bulk collaborators, invoice verification;
 * issue 24): the file's text (see `decodeCsvBytes`) → its records, each cell under its column's
 * name, numbered as the messages name them. Papaparse does the quoting; the separator is the one
 * the header line uses (`;` as an es-AR Excel writes it, `,`, or a tab), decided from that line
 * alone so an amount such as `1.234,56` never changes it. Source: Spec 03 §5 ("Empty lines are
 * skipped"); issue 24 items 3 and 5.
 */
import Papa from 'papaparse';
import { formatMessage, messages } from '../messages';
import { type CsvColumns, matchCsvHeaders } from './csv-columns';
import { hasForbiddenCharacters } from './text-characters';

/** The separators a file may use, in the order a tie is decided. */
export const csvDelimiters = [';', ',', '\t'] as const;

/** One of {@link csvDelimiters}. */
export type CsvDelimiter = (typeof csvDelimiters)[number];

/**
 * One record of a file: `fila` its number (1 the first after the header line; blank lines are
 * skipped and not counted), `cells` its values by column name (trimmed; a column the line lacks
 * is `''`), and `errors` the messages of cells no importer may take (forbidden characters, a
 * value under a column without a header), each naming the row.
 */
export type CsvRecord = {
  readonly fila: number;
  readonly cells: Readonly<Record<string, string>>;
  readonly errors: readonly string[];
};

/** What reading a file gives: its separator and records, or one Spanish message. */
export type CsvReading =
  | {
      readonly ok: true;
      readonly delimiter: CsvDelimiter;
      readonly records: readonly CsvRecord[];
    }
  | { readonly ok: false; readonly message: string };

/**
 * The separator of a header line: the one of {@link csvDelimiters} it holds most often outside
 * quotes (`;` on a tie; `,` when it holds none, a one-column file).
 */
export function detectCsvDelimiter(headerLine: string): CsvDelimiter {
  const unquoted = headerLine.replace(/"(?:[^"]|"")*"/g, '');
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of csvDelimiters) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A cell as the file means it: trimmed, and without the `'` an export puts before a text that
 * starts like a formula (`'+54 11…` → `+54 11…`; see `neutralizeCsvCell`), so an export loads
 * back as it was.
 */
function cellValue(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * Reads a CSV file's text (issue 24):
 * - the first non-blank line is the header line; its separator decides the file's
 *   ({@link detectCsvDelimiter}); its headers are matched with `spec` (`matchCsvHeaders`: an
 *   unknown, repeated or missing required column answers its message at once);
 * - every later line that is not blank is a record; its cells are trimmed and un-neutralised
 *   ({@link cellValue}); a cell with a forbidden character (`hasForbiddenCharacters`: U+FFFD,
 *   controls) gives 'Fila N: <columna> tiene caracteres inválidos…' on its record; a value under
 *   a column without a header (an extra cell) gives 'Fila N: hay un valor en la columna P, que no
 *   tiene encabezado'.
 *
 * Whole-file messages: 'Error en archivo CSV' (quotes papaparse cannot close), 'El archivo CSV no
 * tiene filas' (no record), the header messages, and `tooManyRows` when more than `maxRows`
 * records (the whole file is refused, never cut).
 *
 * @param text - the decoded text (a leading byte-order mark is dropped).
 * @param spec - the importer's columns.
 * @param limits.maxRows - the most records taken. @default Infinity
 * @param limits.tooManyRows - the message when there are more (the importer's own).
 */
export function readCsvText(
  text: string,
  spec: CsvColumns,
  limits: { readonly maxRows?: number; readonly tooManyRows?: string } = {},
): CsvReading {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const delimiter = detectCsvDelimiter(headerLine);
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    return { ok: false, message: messages['csv.parseError'] };
  }
  const [headers, ...lines] = parsed.data;
  if (headers === undefined) return { ok: false, message: messages['csv.empty'] };
  const match = matchCsvHeaders(headers, spec);
  if (!match.ok) return match;
  const blank = (line: readonly string[]) => line.every((cell) => cell.trim() === '');
  const rows = lines.filter((line) => !blank(line));
  if (rows.length === 0) return { ok: false, message: messages['csv.empty'] };
  if (limits.maxRows !== undefined && rows.length > limits.maxRows) {
    return { ok: false, message: limits.tooManyRows ?? messages['csv.parseError'] };
  }
  const records = rows.map((line, index): CsvRecord => {
    const fila = index + 1;
    const cells: Record<string, string> = {};
    const errors: string[] = [];
    for (const column of spec.columns) cells[column.name] = '';
    line.forEach((raw, position) => {
      const value = cellValue(raw);
      const name = match.names[position];
      if (name === undefined || (name === null && (headers[position] ?? '').trim() === '')) {
        if (value !== '') {
          errors.push(formatMessage('csv.headerlessCell', { row: fila, position: position + 1 }));
        }
        return;
      }
      if (name === null) return;
      cells[name] = value;
      if (hasForbiddenCharacters(value)) {
        errors.push(formatMessage('csv.forbiddenCharacters', { row: fila, column: name }));
      }
    });
    return { fila, cells, errors };
  });
  return { ok: true, delimiter, records };
}
