/**
 * The header line of an imported CSV as a person types it (issue 24 item 5): `Teléfono`,
 * `E-mail`, `Código`, `Monto 1`, `Tipo de factura` name the columns `telefono`, `email`,
 * `codigo`, `monto1`, `tipo_factura`. A header is compared by its key (accents folded, case and
 * every character but letters and digits dropped) with each column's name and its known
 * synonyms. An unknown, repeated or missing required column stops the import at once with a
 * message that names it and lists the expected columns: a file is never read with a column
 * silently dropped. Source: Spec 03 §5 (headers lower-cased, non-word characters as `_`: the
 * spec's columns keep matching) and issue 24.
 */
import { formatMessage } from '../messages';

/**
 * One column an importer reads: its `name` (the spec's wire name, what the template writes),
 * other headers people write for it, and whether the file must have it.
 */
export type CsvColumn = {
  readonly name: string;
  /** Other headers that mean this column (`'Tipo de factura'`, `'E-mail'`); compared by key. */
  readonly synonyms?: readonly string[];
  /** Whether a file without this column is refused. @default false */
  readonly required?: boolean;
};

/**
 * What an importer reads: its columns, and the headers it knows but does not read (an export's
 * `estado` column, a `fila` number) so its own exports load back.
 */
export type CsvColumns = {
  readonly columns: readonly CsvColumn[];
  /** Headers accepted and ignored (compared by key). @default [] */
  readonly ignored?: readonly string[];
};

/**
 * The key a header is compared by: accents folded (NFD), lower case, letters and digits only.
 *
 * @example csvHeaderKey('Teléfono') === 'telefono'
 * @example csvHeaderKey(' Monto 1 ') === 'monto1'
 * @example csvHeaderKey('cuit_emisor') === 'cuitemisor'
 */
export function csvHeaderKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** What matching a header line gives: each header's column name (`null` ignored), or a message. */
export type CsvHeaderMatch =
  | { readonly ok: true; readonly names: readonly (string | null)[] }
  | { readonly ok: false; readonly message: string };

/** The expected columns as the messages list them: the spec's names, comma separated. */
export function expectedCsvColumns(spec: CsvColumns): string {
  return spec.columns.map((column) => column.name).join(', ');
}

/**
 * Matches a file's header line with an importer's columns.
 *
 * A blank header is ignored (the reader refuses values under it). Messages ('csv.*' codes):
 * - 'La columna "X" no es una de las esperadas. Columnas esperadas: …' (`csv.unknownColumn`);
 * - 'La columna "X" está dos veces. Columnas esperadas: …' (`csv.repeatedColumn`), also for two
 *   headers meaning one column (`Monto 1` and `monto1`);
 * - 'Falta la columna "X". Columnas esperadas: …' (`csv.missingColumn`), the first required
 *   column missing.
 *
 * @param headers - the header line's cells as read.
 * @param spec - the importer's {@link CsvColumns}.
 * @returns for each header its column's `name` (`null`: blank or ignored), or the first problem.
 */
export function matchCsvHeaders(headers: readonly string[], spec: CsvColumns): CsvHeaderMatch {
  const byKey = new Map<string, string>();
  for (const column of spec.columns) {
    for (const header of [column.name, ...(column.synonyms ?? [])]) {
      byKey.set(csvHeaderKey(header), column.name);
    }
  }
  const ignored = new Set((spec.ignored ?? []).map(csvHeaderKey));
  const expected = expectedCsvColumns(spec);
  const names: (string | null)[] = [];
  const seen = new Set<string>();
  for (const header of headers) {
    const key = csvHeaderKey(header);
    if (header.trim() === '' || ignored.has(key)) {
      names.push(null);
      continue;
    }
    const name = byKey.get(key);
    if (name === undefined) {
      return {
        ok: false,
        message: formatMessage('csv.unknownColumn', { column: header.trim(), expected }),
      };
    }
    if (seen.has(name)) {
      return {
        ok: false,
        message: formatMessage('csv.repeatedColumn', { column: header.trim(), expected }),
      };
    }
    seen.add(name);
    names.push(name);
  }
  const missing = spec.columns.find((column) => column.required && !seen.has(column.name));
  if (missing) {
    return {
      ok: false,
      message: formatMessage('csv.missingColumn', { column: missing.name, expected }),
    };
  }
  return { ok: true, names };
}
