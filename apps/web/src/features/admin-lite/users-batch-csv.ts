import {
  type BulkUserRow,
  bulkUserCells,
  bulkUserColumns,
  bulkUserRowOf,
  type CsvEncoding,
  formatMessage,
  hasForbiddenCharacters,
  USERS_BATCH_MAX_ROWS,
  validateBulkUserRow,
} from '@liqui/domain';
import { readCsvFile } from '../../forms/read-csv-file';

/** One row of the bulk-user screen: its number, its cells and the messages of its rules. */
export type BatchRow = {
  /** The row's number in the file: 1 is the first after the headers (empty lines not counted). */
  readonly fila: number;
  readonly row: BulkUserRow;
  /**
   * The messages of `validateBulkUserRow` ('El nombre es requerido en fila N'…) and of cells no
   * row may take (forbidden characters); empty when valid.
   */
  readonly errors: readonly string[];
};

/**
 * {@link BatchRow} of `row`, checked with the domain's rules and for characters no stored text may
 * hold (`hasForbiddenCharacters`, so an edit that keeps a U+FFFD still shows it); `cellErrors` are
 * the reader's other messages for the row (a value under a column without a header).
 */
export function checkBatchRow(
  fila: number,
  row: BulkUserRow,
  cellErrors: readonly string[] = [],
): BatchRow {
  const checked = validateBulkUserRow(row, fila);
  const characters = bulkUserCells
    .filter((cell) => hasForbiddenCharacters(row[cell] ?? ''))
    .map((column) => formatMessage('csv.forbiddenCharacters', { row: fila, column }));
  const errors = new Set([
    ...cellErrors,
    ...characters,
    ...(checked.ok ? [] : checked.errors.map(({ message }) => message)),
  ]);
  return { fila, row, errors: [...errors] };
}

/** What reading a bulk-user CSV gives: its rows and the encoding read, or one Spanish message. */
export type BatchCsvOutcome =
  | { ok: true; rows: BatchRow[]; encoding: CsvEncoding }
  | { ok: false; message: string };

/**
 * Reads a bulk-user CSV (Spec 03 §3, §5; issue 24) with `readCsvFile`: any encoding an es-AR
 * office writes, `;` or `,`, the headers a person types (`bulkUserColumns`: 'Teléfono',
 * 'E-mail', 'Código'…; an unknown or missing required column stops the import with its message),
 * blank lines skipped. Each row is checked with `validateBulkUserRow`; it starts marked to process
 * when it has no error and its `procesar` cell (if any) does not say no. Messages: 'Error en
 * archivo CSV', 'Error cargando archivo CSV', the column messages, 'El archivo CSV no tiene
 * filas', 'El archivo CSV tiene más de 2000 filas'.
 */
export async function readUsersBatchCsv(file: File): Promise<BatchCsvOutcome> {
  const reading = await readCsvFile(file, bulkUserColumns, {
    maxRows: USERS_BATCH_MAX_ROWS,
    tooManyRows: formatMessage('usersBatch.tooManyRows', { max: USERS_BATCH_MAX_ROWS }),
  });
  if (!reading.ok) return reading;
  return {
    ok: true,
    encoding: reading.encoding,
    rows: reading.records.map((record) => {
      const read = bulkUserRowOf(record.cells);
      const checked = checkBatchRow(record.fila, read, record.errors);
      return {
        ...checked,
        row: { ...checked.row, procesar: read.procesar && checked.errors.length === 0 },
      };
    }),
  };
}
