/**
 * The 'Descargar plantilla' file of each importer (issue 24 item 9): the importer's exact column
 * names on the header line and one example row, written as every export is (`writeEsArCsv`: `;`,
 * UTF-8 with BOM, CRLF), so the file opens in an es-AR Excel and the importer accepts it
 * unchanged (each importer's test reads its own template back).
 */
import type { CsvColumns } from './csv-columns';
import { writeEsArCsv } from './write-csv';

/**
 * Writes an importer's template: the header line is the `name` of each of `spec`'s columns, in
 * order; the one data line is `example` (a missing cell is empty).
 *
 * @param spec - the importer's columns (`batchInvoiceColumns`, `bulkUserColumns`,
 *   `verificationColumns`).
 * @param example - the example row's cells by column name, as a person would type them
 *   (`15.000,00`, `27/11/2026`).
 * @returns the file's text (encode it as UTF-8).
 */
export function writeCsvTemplate(
  spec: CsvColumns,
  example: Readonly<Record<string, string>>,
): string {
  return writeEsArCsv(
    [example],
    spec.columns.map((column) => column.name),
  );
}
