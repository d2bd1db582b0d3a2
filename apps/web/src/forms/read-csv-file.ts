import {
  type CsvColumns,
  type CsvDelimiter,
  type CsvEncoding,
  type CsvRecord,
  decodeCsvBytes,
  messages,
  readCsvText,
} from '@liqui/domain';

/**
 * Whether a chosen file is a CSV: a name ending in `.csv`, or the type `text/csv`. Decision:
 * spreadsheets saved as CSV on Windows come as `application/vnd.ms-excel`, so the name decides
 * first.
 */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** What reading an importer's file gives: its records and how it was read, or one message. */
export type CsvFileReading =
  | {
      readonly ok: true;
      readonly records: readonly CsvRecord[];
      readonly encoding: CsvEncoding;
      readonly delimiter: CsvDelimiter;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Reads an importer's file as an Argentine office writes it (issue 24): its bytes decoded with
 * `decodeCsvBytes` (UTF-8 with or without BOM, UTF-16, else Windows-1252: the encoding is kept
 * for the preview), then `readCsvText` with the importer's columns (`;`, `,` or tab; typed
 * headers; blank lines skipped; forbidden characters named on their row).
 *
 * Messages: `notCsv` when the file is not a CSV by name or type (default 'Error en archivo CSV'),
 * 'Error cargando archivo CSV' when the browser cannot read it, and `readCsvText`'s.
 *
 * @param file - the chosen file (or its bytes in a worker).
 * @param spec - the importer's columns.
 * @param limits - `maxRows` and its `tooManyRows` message.
 */
export async function readCsvFile(
  file: Blob & { readonly name?: string },
  spec: CsvColumns,
  limits: {
    readonly maxRows?: number;
    readonly tooManyRows?: string;
    readonly notCsv?: string;
  } = {},
): Promise<CsvFileReading> {
  if (file.name !== undefined && !isCsvFile({ name: file.name, type: file.type })) {
    return { ok: false, message: limits.notCsv ?? messages['csv.parseError'] };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: messages['csv.loadError'] };
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  const reading = readCsvText(text, spec, limits);
  return reading.ok ? { ...reading, encoding } : reading;
}
