import {
  BATCH_MAX_ROWS,
  type BatchInvoiceCells,
  type BatchRowContext,
  type BatchRowUpload,
  batchInvoiceCells,
  batchInvoiceCellsOf,
  batchInvoiceColumns,
  type CsvEncoding,
  type CsvRecord,
  type CsvRowStatus,
  decodeCsvBytes,
  formatMessage,
  readCsvText,
  validateBatchInvoiceRow,
} from '@liqui/domain';

/**
 * One row of the batch screen's table.
 *
 * - `fila`: its number in the file, 1 the first row after the headers (empty lines not counted),
 *   the number every message names ('Fila 3: …') and the upload sends.
 * - `cells`: the cells of Spec 03 §3 as trimmed text.
 * - `errors`: the messages of `validateBatchInvoiceRow` with the form's context; empty when valid.
 * - `procesar`: the process toggle; a row with errors starts unmarked and cannot be marked.
 * - `status`: 'Sin procesar', 'Procesando' (queued for ARCA), 'Correcta', 'Incorrecta'
 *   (Spec 03 §4 "Batch CSV row status"); `mensajes`: the server's reasons of an Incorrecta row.
 */
export type BatchCsvRow = {
  readonly fila: number;
  readonly cells: BatchInvoiceCells;
  readonly errors: readonly string[];
  readonly procesar: boolean;
  readonly status: CsvRowStatus;
  readonly mensajes?: readonly string[];
};

/** What reading a batch CSV gives: its checked rows and the encoding read, or one Spanish message. */
export type BatchCsvOutcome =
  | { readonly ok: true; readonly rows: BatchCsvRow[]; readonly encoding: CsvEncoding }
  | { readonly ok: false; readonly message: string };

/**
 * Checks one row against the domain's rules (`validateBatchInvoiceRow`, the form's
 * {@link BatchRowContext}), after the reader's messages for it (forbidden characters, a value
 * without a header): a valid row starts marked to process, one with errors unmarked.
 */
export function checkBatchCsvRow(
  fila: number,
  cells: BatchInvoiceCells,
  context: BatchRowContext,
  cellErrors: readonly string[] = [],
): BatchCsvRow {
  const checked = validateBatchInvoiceRow(cells, fila, context);
  const errors = [
    ...cellErrors,
    ...(checked.ok ? [] : checked.errors.map(({ message }) => message)),
  ];
  return { fila, cells, errors, procesar: errors.length === 0, status: 'Sin procesar' };
}

/**
 * Reads a batch invoice CSV's bytes and checks every row (Spec 03 §3, §5; issue 24):
 * - `decodeCsvBytes` (UTF-8 with or without BOM, UTF-16, else Windows-1252), then `readCsvText`
 *   with `batchInvoiceColumns` (`;`, `,` or tab; typed headers such as 'Monto 1' or 'Tipo de
 *   factura'; an unknown or missing required column stops the import with its message; blank
 *   lines skipped);
 * - each record's cells through `validateBatchInvoiceRow` with the form's `context`
 *   ({@link checkBatchCsvRow}): amounts read as es-AR (`15.000` is ARS 15,000), dates
 *   `dd/mm/aaaa` or ISO.
 *
 * Messages: 'Error en archivo CSV' (quotes that never close), the column messages, 'El archivo
 * CSV no tiene filas', 'El archivo CSV tiene más de 10000 filas' (more than `BATCH_MAX_ROWS`;
 * decision: refused whole rather than cut, so no row is silently left out).
 *
 * @param bytes - the file's bytes (a string is taken as already decoded text, for tests).
 * @param context - the batch form's receiver, period and dates ({@link BatchRowContext}).
 */
export function readBatchCsvBytes(
  bytes: Uint8Array | string,
  context: BatchRowContext,
): BatchCsvOutcome {
  const { text, encoding } =
    typeof bytes === 'string' ? { text: bytes, encoding: 'UTF-8' as const } : decodeCsvBytes(bytes);
  const reading = readCsvText(text, batchInvoiceColumns, {
    maxRows: BATCH_MAX_ROWS,
    tooManyRows: formatMessage('invoiceBatch.tooManyRows', { max: BATCH_MAX_ROWS }),
  });
  if (!reading.ok) return reading;
  return {
    ok: true,
    encoding,
    rows: reading.records.map((record: CsvRecord) =>
      checkBatchCsvRow(record.fila, batchInvoiceCellsOf(record.cells), context, record.errors),
    ),
  };
}

/** The row as `POST /root/batch/{batchId}/rows` takes it: its number and its non-empty cells. */
export function batchRowUploadOf(row: BatchCsvRow): BatchRowUpload {
  const upload: Record<string, unknown> = { fila: row.fila };
  for (const name of batchInvoiceCells) {
    const value = row.cells[name];
    if (value !== undefined && value !== '') upload[name] = value.slice(0, 500);
  }
  return upload as BatchRowUpload;
}

/** The rows marked to process that have no errors (what 'Iniciar lote' sends). */
export function rowsToProcess(rows: readonly BatchCsvRow[]): BatchCsvRow[] {
  return rows.filter((row) => row.procesar && row.errors.length === 0);
}

/** The message the worker posts back: the outcome of {@link readBatchCsvBytes}. */
export type BatchCsvWorkerAnswer = BatchCsvOutcome;

/** The message the worker receives: the chosen file (or its text) and the form's context. */
export type BatchCsvWorkerRequest = {
  readonly file: Blob | string;
  readonly context: BatchRowContext;
};
