import {
  type BulkUserRow,
  bulkUserCells,
  bulkUserColumns,
  bulkUserRowOf,
  type CsvEncoding,
  formatCuit,
  formatMessage,
  hasForbiddenCharacters,
  normalizeEmail,
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

/**
 * `rows` with the repeated e-mails of the file marked (issue 24 item 6): a row whose e-mail
 * (compared as `normalizeEmail` does: trimmed, lower case) is that of an earlier row that will be
 * sent (marked, without errors) gets 'Fila N: el email x ya está en la fila M' among its errors,
 * so it is not sent; the server refuses it with the same words within one part. Derived on each
 * render, so correcting the earlier row clears it.
 */
export function withRepeatedEmails<T extends BatchRow>(rows: readonly T[]): T[] {
  const sent = new Map<string, number>();
  return rows.map((row) => {
    const email = normalizeEmail(row.row.email ?? '');
    const first = email === '' ? undefined : sent.get(email);
    if (first !== undefined) {
      const repeated = formatMessage('usersBatch.repeatedEmail', { row: row.fila, email, first });
      return { ...row, errors: [...row.errors, repeated] };
    }
    if (email !== '' && row.row.procesar && row.errors.length === 0) sent.set(email, row.fila);
    return row;
  });
}

/** A bulk-user row as the preview shows it (see {@link previewOf}). */
export type BatchRowPreview = {
  readonly nombre: string;
  readonly apellido: string;
  readonly email: string;
  readonly telefono: string;
  /** `20-11111111-2` when valid. */
  readonly cuit: string;
  readonly ciudad: string;
  readonly codigo: string;
};

/**
 * A row as the collaborator will be created (issue 24 item 2): a valid row's values as the server
 * stores them (`validateBulkUserRow`: trimmed, the e-mail in lower case, the CUIT formatted
 * `20-11111111-2`); a row with errors shows its cells as typed. A missing cell is `''`.
 */
export function previewOf(row: BatchRow): BatchRowPreview {
  const checked = validateBulkUserRow(row.row, row.fila);
  if (checked.ok) {
    const valid = checked.value;
    return {
      nombre: valid.nombre,
      apellido: valid.apellido,
      email: valid.email,
      telefono: valid.telefono ?? '',
      cuit: valid.cuit === null ? '' : formatCuit(valid.cuit),
      ciudad: valid.ciudad ?? '',
      codigo: valid.codigo ?? '',
    };
  }
  const cell = (value: string | undefined) => (value ?? '').trim();
  return {
    nombre: cell(row.row.nombre),
    apellido: cell(row.row.apellido),
    email: cell(row.row.email),
    telefono: cell(row.row.telefono),
    cuit: cell(row.row.cuit),
    ciudad: cell(row.row.ciudad),
    codigo: cell(row.row.codigo),
  };
}
