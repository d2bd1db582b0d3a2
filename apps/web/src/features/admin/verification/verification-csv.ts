import {
  formatMessage,
  isBlankRecord,
  messages,
  missingVerificationColumns,
  normalizeCsvHeader,
  type VerificationInput,
  type VerificationResultRecord,
  verificationInputOf,
  verificationResultColumns,
} from '@liqui/domain';
import Papa from 'papaparse';
import { downloadCsv } from '../csv-download';

/** What reading a verification CSV gives: its rows, or one Spanish message. */
export type CsvReadOutcome =
  | { ok: true; inputs: VerificationInput[] }
  | { ok: false; message: string };

/**
 * Whether a chosen file is a CSV: a name ending in `.csv`, or the type `text/csv`. Decision:
 * spreadsheets saved as CSV on Windows come as `application/vnd.ms-excel`, so the name decides
 * first.
 */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/**
 * Reads a verification CSV (Spec 03 §2, §5) with papaparse: first line headers, normalised with
 * `normalizeCsvHeader` (lower case, non-word characters to `_`); empty lines skipped; separator
 * detected (`,` or `;`). Answers the rows' ten fields as text, or a message: 'El archivo no es un
 * CSV', 'Error en archivo CSV' (papaparse could not read it), 'Al archivo CSV le faltan columnas:
 * …', 'El archivo CSV no tiene filas'.
 */
export function readVerificationCsv(file: File): Promise<CsvReadOutcome> {
  if (!isCsvFile(file)) {
    return Promise.resolve({ ok: false, message: messages['verification.csvNotCsv'] });
  }
  return new Promise((resolve) => {
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: normalizeCsvHeader,
      complete: ({ data, errors, meta }) => {
        const fatal = errors.filter(
          (error) => error.type !== 'FieldMismatch' && error.code !== 'UndetectableDelimiter',
        );
        if (fatal.length > 0) {
          resolve({ ok: false, message: messages['csv.parseError'] });
          return;
        }
        const missing = missingVerificationColumns(meta.fields ?? []);
        if (missing.length > 0) {
          resolve({
            ok: false,
            message: formatMessage('verification.csvMissingColumns', {
              columns: missing.join(', '),
            }),
          });
          return;
        }
        const inputs = data.filter((record) => !isBlankRecord(record)).map(verificationInputOf);
        resolve(
          inputs.length === 0
            ? { ok: false, message: messages['verification.csvEmpty'] }
            : { ok: true, inputs },
        );
      },
      error: () => resolve({ ok: false, message: messages['csv.loadError'] }),
    });
  });
}

/**
 * Downloads the results CSV (`verificacion-facturas.csv`): the records of
 * `verificationResultRecords` (already neutralised against formula injection) in
 * `verificationResultColumns` order (see `downloadCsv`).
 */
export function downloadResultsCsv(records: readonly VerificationResultRecord[]): void {
  downloadCsv('verificacion-facturas.csv', records, verificationResultColumns);
}

/**
 * Runs `task` on every item with at most `limit` running at once, in order of the items; a
 * failing task does not stop the others (the task handles its own errors).
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
