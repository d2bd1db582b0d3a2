/**
 * Reading and checking an invoice batch CSV (Spec 03 §3 "Batch invoice CSV row", §5 "Invoice
 * batch form"; issue 15 item 3). Pure: `batch-csv.worker.ts` runs {@link readBatchCsvText} in a
 * Web Worker so that 10,000 rows never freeze the screen; the unit tests and the bench call it
 * directly.
 */
import {
  BATCH_MAX_ROWS,
  type BatchInvoiceCells,
  type BatchRowContext,
  type BatchRowUpload,
  batchInvoiceCells,
  batchInvoiceCellsOf,
  type CsvRowStatus,
  formatMessage,
  isBlankRecord,
  messages,
  normalizeCsvHeader,
  validateBatchInvoiceRow,
} from '@liqui/domain';
import Papa from 'papaparse';

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

/** What reading a batch CSV gives: its checked rows, or one Spanish message. */
export type BatchCsvOutcome =
  | { readonly ok: true; readonly rows: BatchCsvRow[] }
  | { readonly ok: false; readonly message: string };

/**
 * Checks one row against the domain's rules (`validateBatchInvoiceRow`, the form's
 * {@link BatchRowContext}): a valid row starts marked to process, one with errors unmarked.
 */
export function checkBatchCsvRow(
  fila: number,
  cells: BatchInvoiceCells,
  context: BatchRowContext,
): BatchCsvRow {
  const checked = validateBatchInvoiceRow(cells, fila, context);
  const errors = checked.ok ? [] : checked.errors.map(({ message }) => message);
  return { fila, cells, errors, procesar: errors.length === 0, status: 'Sin procesar' };
}

/**
 * Parses a batch invoice CSV's text and checks every row (Spec 03 §3, §5):
 * - papaparse, first line headers normalised with `normalizeCsvHeader` (lower case, non-word
 *   characters as `_`), separator detected, empty (and all-blank) lines skipped;
 * - each record's known cells (`batchInvoiceCellsOf`) through `validateBatchInvoiceRow` with the
 *   form's `context` ({@link checkBatchCsvRow}).
 *
 * Messages: 'Error en archivo CSV' (a parse error other than a short or long line, no rows, or no
 * column of Spec 03 §3 at all), 'El archivo CSV tiene más de 10000 filas' (more than
 * `BATCH_MAX_ROWS`; decision: refused whole rather than cut, so no row is silently left out).
 *
 * @param text - the file's text (UTF-8; a byte-order mark is fine).
 * @param context - the batch form's receiver, period and dates ({@link BatchRowContext}).
 */
export function readBatchCsvText(text: string, context: BatchRowContext): BatchCsvOutcome {
  const parsed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalizeCsvHeader,
  });
  const fatal = parsed.errors.filter(
    (error) => error.type !== 'FieldMismatch' && error.code !== 'UndetectableDelimiter',
  );
  const headers = parsed.meta.fields ?? [];
  const known = headers.some((header) => (batchInvoiceCells as readonly string[]).includes(header));
  const records = parsed.data.filter((record) => !isBlankRecord(record));
  if (fatal.length > 0 || !known || records.length === 0) {
    return { ok: false, message: messages['csv.parseError'] };
  }
  if (records.length > BATCH_MAX_ROWS) {
    return {
      ok: false,
      message: formatMessage('invoiceBatch.tooManyRows', { max: BATCH_MAX_ROWS }),
    };
  }
  return {
    ok: true,
    rows: records.map((record, index) =>
      checkBatchCsvRow(index + 1, batchInvoiceCellsOf(record), context),
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

/** The message the worker posts back: the outcome of {@link readBatchCsvText}. */
export type BatchCsvWorkerAnswer = BatchCsvOutcome;

/** The message the worker receives: the chosen file (or its text) and the form's context. */
export type BatchCsvWorkerRequest = {
  readonly file: Blob | string;
  readonly context: BatchRowContext;
};
