import {
  type BulkUserRow,
  bulkUserRowOf,
  formatMessage,
  isBlankRecord,
  messages,
  normalizeCsvHeader,
  USERS_BATCH_MAX_ROWS,
  validateBulkUserRow,
} from '@liqui/domain';
import Papa from 'papaparse';
import { isCsvFile } from '../admin/verification/verification-csv';

/** One row of the bulk-user screen: its number, its cells and the messages of its rules. */
export type BatchRow = {
  /** The row's number in the file: 1 is the first after the headers (empty lines not counted). */
  readonly fila: number;
  readonly row: BulkUserRow;
  /** The messages of `validateBulkUserRow` ('El nombre es requerido en fila N'…); empty when valid. */
  readonly errors: readonly string[];
};

/** {@link BatchRow} of `row`, checked with the domain's rules. */
export function checkBatchRow(fila: number, row: BulkUserRow): BatchRow {
  const checked = validateBulkUserRow(row, fila);
  return { fila, row, errors: checked.ok ? [] : checked.errors.map(({ message }) => message) };
}

/** What reading a bulk-user CSV gives: its rows, or one Spanish message. */
export type BatchCsvOutcome = { ok: true; rows: BatchRow[] } | { ok: false; message: string };

/**
 * Reads a bulk-user CSV (Spec 03 §3, §5) with papaparse: first line headers, normalised with
 * `normalizeCsvHeader` (lower case, non-word characters as `_`); empty lines skipped; separator
 * detected. Each row is checked with `validateBulkUserRow`; the valid ones start marked to
 * process, the others unmarked. Messages: 'Error en archivo CSV' (not a CSV, unreadable, or no
 * rows), 'Error cargando archivo CSV' (the file could not be read), 'El archivo CSV tiene más de
 * 2000 filas'.
 */
export function readUsersBatchCsv(file: File): Promise<BatchCsvOutcome> {
  if (!isCsvFile(file)) return Promise.resolve({ ok: false, message: messages['csv.parseError'] });
  return new Promise((resolve) => {
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: normalizeCsvHeader,
      complete: ({ data, errors }) => {
        const fatal = errors.filter(
          (error) => error.type !== 'FieldMismatch' && error.code !== 'UndetectableDelimiter',
        );
        const records = data.filter((record) => !isBlankRecord(record));
        if (fatal.length > 0 || records.length === 0) {
          resolve({ ok: false, message: messages['csv.parseError'] });
          return;
        }
        if (records.length > USERS_BATCH_MAX_ROWS) {
          resolve({
            ok: false,
            message: formatMessage('usersBatch.tooManyRows', { max: USERS_BATCH_MAX_ROWS }),
          });
          return;
        }
        resolve({
          ok: true,
          rows: records.map((record, index) => {
            const checked = checkBatchRow(index + 1, bulkUserRowOf(record, false));
            return { ...checked, row: { ...checked.row, procesar: checked.errors.length === 0 } };
          }),
        });
      },
      error: () => resolve({ ok: false, message: messages['csv.loadError'] }),
    });
  });
}
