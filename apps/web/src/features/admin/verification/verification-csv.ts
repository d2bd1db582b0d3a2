import {
  type CsvEncoding,
  messages,
  type VerificationInput,
  type VerificationResultRow,
  verificationColumns,
  verificationInputOf,
  verificationResultsCsv,
  verificationResultsFileName,
} from '@liqui/domain';
import { readCsvFile } from '../../../forms/read-csv-file';
import { downloadCsvText } from '../../../shared/csv-download';

/** What reading a verification CSV gives: its rows and the encoding read, or one Spanish message. */
export type CsvReadOutcome =
  | {
      ok: true;
      /** Each row's ten fields and the messages of its cells no row may take. */
      rows: { fila: number; input: VerificationInput; errors: readonly string[] }[];
      encoding: CsvEncoding;
    }
  | { ok: false; message: string };

/**
 * Reads a verification CSV (Spec 03 §2, §5; issue 24) with `readCsvFile`: any encoding an
 * es-AR office writes, `;` or `,`, the headers people and ARCA write (`verificationColumns`;
 * a results export loads back), blank lines skipped. Answers the rows' ten fields as text, the
 * encoding used, and each row's messages of cells no row may take (forbidden characters);
 * or one message: 'El archivo no es un CSV', 'Error en archivo CSV', a column message ('Falta la
 * columna "cbte_nro". Columnas esperadas: …'), 'El archivo CSV no tiene filas'.
 */
export async function readVerificationCsv(file: File): Promise<CsvReadOutcome> {
  const reading = await readCsvFile(file, verificationColumns, {
    notCsv: messages['verification.csvNotCsv'],
  });
  if (!reading.ok) return reading;
  return {
    ok: true,
    rows: reading.records.map((record) => ({
      fila: record.fila,
      input: verificationInputOf(record.cells),
      errors: record.errors,
    })),
    encoding: reading.encoding,
  };
}

/**
 * Downloads the results CSV, `verificacion-facturas-<aaaa-mm-dd>.csv`, written for an es-AR Excel
 * by `verificationResultsCsv` (`;`, UTF-8 with BOM, CRLF; CUIT `20-11111111-2`, dates
 * `dd/mm/aaaa`, totals `1234,56`, the statuses as the table shows them, cells neutralised against
 * formula injection; issue 24 item 8). The file loads back into the verifier unchanged.
 *
 * @param rows - every row of the table, in its order.
 * @param today - the Argentine date of the download, `YYYY-MM-DD` (the file's name).
 */
export function downloadResultsCsv(rows: readonly VerificationResultRow[], today: string): void {
  downloadCsvText(verificationResultsFileName(today), verificationResultsCsv(rows));
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
