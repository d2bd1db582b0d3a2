/**
 * Invoice verification rules of the back office (constatación de comprobantes): the manual form's
 * and the CSV rows' validation, the CSV columns and each row's messages, the row statuses, ARCA's
 * answer as a row outcome, and the results CSV written for an es-AR Excel (issue 24 item 8).
 * Source: Spec 03 §2 ("Invoice verification, manual / CSV"), §3 ("Verification query"), §4
 * ("Batch CSV row status", the same four statuses), §5 ("Manual verification", CUIT rule), §8;
 * issue 24.
 */
import type { CsvColumns } from './csv/csv-columns';
import { readCsvDate } from './csv/csv-date';
import { formatEsArCsvAmount, parseEsArAmount } from './csv/es-ar-amount';
import { csvDateCell, csvFileName, writeEsArCsv } from './csv/write-csv';
import {
  cbteModoValues,
  type VerificationQuery,
  type VerificationResult,
} from './entities/verification';
import { invoiceDocumentTypes } from './enumerations';
import { formatMessage, type MessageCode } from './messages';
import { fromCents } from './money';
import { type Result, succeed, type ValidationError } from './result';
import { formatCuit, validateCuit } from './validate-cuit';

/**
 * The ten fields of a verification, in the order the form and the CSV show them; each is also
 * the CSV column name (after {@link normalizeCsvHeader}) and the query's wire name.
 */
export const verificationFields = [
  'cbte_modo',
  'cuit_emisor',
  'cbte_tipo',
  'pto_vta',
  'cbte_nro',
  'cbte_fch',
  'imp_total',
  'cod_autorizacion',
  'doc_tipo_receptor',
  'doc_nro_receptor',
] as const;

/** One of {@link verificationFields}. */
export type VerificationField = (typeof verificationFields)[number];

/** The verification as typed in the form or read from a CSV row: every field as text. */
export type VerificationInput = Record<VerificationField, string>;

/** The "required" message of each field (Spec 03 §5 "Manual verification"). */
const requiredMessages: Record<VerificationField, MessageCode> = {
  cbte_modo: 'verification.cbteModoRequired',
  cuit_emisor: 'verification.cuitEmisorRequired',
  cbte_tipo: 'verification.cbteTipoRequired',
  pto_vta: 'verification.ptoVtaRequired',
  cbte_nro: 'verification.cbteNroRequired',
  cbte_fch: 'verification.cbteFchRequired',
  imp_total: 'verification.impTotalRequired',
  cod_autorizacion: 'verification.codAutorizacionRequired',
  doc_tipo_receptor: 'verification.docTipoReceptorRequired',
  doc_nro_receptor: 'verification.docNroReceptorRequired',
};

/** An empty {@link VerificationInput} (the manual form's start). */
export function emptyVerificationInput(): VerificationInput {
  return Object.fromEntries(verificationFields.map((field) => [field, ''])) as VerificationInput;
}

function errorOf(path: string, code: MessageCode): ValidationError {
  // Only plain texts are used here (no placeholders).
  return { path, code, message: formatMessage(code as 'validation.invalid') };
}

/** An integer typed as digits (`'0012'` → 12), within [min, max]; otherwise null. */
function readInteger(text: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * Reads a total as an es-AR person types it (`parseEsArAmount`: `1.234,56`, `15.000` is ARS
 * 15,000, `1234.56` with a point and 2 decimals; issue 24 item 1).
 *
 * @returns the cents (≥ 0), or null for text that is not an amount or is negative.
 */
export function readVerificationTotal(text: string): number | null {
  const cents = parseEsArAmount(text);
  return cents !== null && cents >= 0 ? cents : null;
}

/**
 * Reads a voucher date: `YYYY-MM-DD` (the wire's), `YYYYMMDD` (ARCA's) or `DD/MM/YYYY` and
 * `D/M/YYYY` (as Argentines type it; `readCsvDate`, so a month-first date is refused). Decision:
 * the three are accepted so a CSV exported from ARCA or a spreadsheet loads as it is.
 *
 * @returns the `YYYY-MM-DD` date, or null when it is none of them or not a real day.
 */
export function readVerificationDate(text: string): string | null {
  const value = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  const reading = readCsvDate(compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : value);
  return reading.ok ? reading.date : null;
}

/** Reads a receiver document type: its code (`80`) or its name (`CUIT`, `DNI`, …). */
function readDocumentType(text: string): VerificationQuery['doc_tipo_receptor'] | null {
  const value = text.trim();
  const entry = invoiceDocumentTypes.find(
    ({ id, desc }) => String(id) === value || desc.toLowerCase() === value.toLowerCase(),
  );
  return entry ? entry.id : null;
}

/**
 * Validates a verification typed in the manual form or read from a CSV row and builds the query
 * of `GET /root/invoices/afip/check`. Every field is required with its own message (Spec 03 §5);
 * then:
 * - `cbte_modo`: CAE, CAI or CAEA (upper or lower case) → 'Valor no permitido';
 * - `cuit_emisor`: the CUIT rule of Spec 03 §5 (dashes removed; 'El cuit debe tener 11 numeros',
 *   'CUIT invalido');
 * - `cbte_tipo` 1–999, `pto_vta` 0–999999 (Spec 03 §9), `cbte_nro` 1–99999999: whole numbers,
 *   else 'Debe ser un número entero';
 * - `cbte_fch`: see {@link readVerificationDate}, else 'Fecha inválida';
 * - `imp_total`: see {@link readVerificationTotal}, else 'Debe ser un importe mayor o igual a 0
 *   con hasta 2 decimales';
 * - `cod_autorizacion`: 14 digits (ARCA's CAE, CAI and CAEA all have 14), else 'El código de
 *   autorización debe tener 14 números';
 * - `doc_tipo_receptor`: 80, 96, 94, 99 or their names, else 'Valor no permitido';
 * - `doc_nro_receptor`: letters and digits, dots, dashes and spaces removed, up to 20, else
 *   'Formato inválido'.
 *
 * @param input - the ten fields as text (missing ones count as empty).
 * @returns the query (numbers as numbers, the date `YYYY-MM-DD`, the total in ARS), or every
 *   field's first error, with the field's name as `path`.
 */
export function validateVerification(input: Partial<VerificationInput>): Result<VerificationQuery> {
  const errors: ValidationError[] = [];
  const text = (field: VerificationField) => (input[field] ?? '').trim();
  for (const field of verificationFields) {
    if (text(field) === '') errors.push(errorOf(field, requiredMessages[field]));
  }
  const has = (field: VerificationField) => text(field) !== '';

  const modo = text('cbte_modo').toUpperCase();
  const cbteModo = (cbteModoValues as readonly string[]).includes(modo)
    ? (modo as VerificationQuery['cbte_modo'])
    : null;
  if (has('cbte_modo') && cbteModo === null) {
    errors.push(errorOf('cbte_modo', 'validation.notAllowed'));
  }
  let cuit: string | null = null;
  if (has('cuit_emisor')) {
    const checked = validateCuit(text('cuit_emisor'), { path: 'cuit_emisor' });
    if (checked.ok) cuit = checked.value;
    else errors.push(...checked.errors);
  }
  const integers = {
    cbte_tipo: readInteger(text('cbte_tipo'), 1, 999),
    pto_vta: readInteger(text('pto_vta'), 0, 999_999),
    cbte_nro: readInteger(text('cbte_nro'), 1, 99_999_999),
  };
  for (const [field, value] of Object.entries(integers)) {
    if (has(field as VerificationField) && value === null) {
      errors.push(errorOf(field, 'validation.integer'));
    }
  }
  const date = has('cbte_fch') ? readVerificationDate(text('cbte_fch')) : null;
  if (has('cbte_fch') && date === null) errors.push(errorOf('cbte_fch', 'date.invalid'));
  const cents = has('imp_total') ? readVerificationTotal(text('imp_total')) : null;
  if (has('imp_total') && cents === null) errors.push(errorOf('imp_total', 'validation.ars'));
  const code = text('cod_autorizacion');
  if (has('cod_autorizacion') && !/^\d{14}$/.test(code)) {
    errors.push(errorOf('cod_autorizacion', 'verification.codAutorizacionFormat'));
  }
  const documentType = has('doc_tipo_receptor')
    ? readDocumentType(text('doc_tipo_receptor'))
    : null;
  if (has('doc_tipo_receptor') && documentType === null) {
    errors.push(errorOf('doc_tipo_receptor', 'validation.notAllowed'));
  }
  const documentNumber = text('doc_nro_receptor').replace(/[.\-\s]/g, '');
  if (has('doc_nro_receptor') && !/^[0-9A-Za-z]{1,20}$/.test(documentNumber)) {
    errors.push(errorOf('doc_nro_receptor', 'validation.pattern'));
  }

  const firstPerField = errors.filter(
    (error, index) => errors.findIndex((other) => other.path === error.path) === index,
  );
  if (firstPerField.length > 0) return { ok: false, errors: firstPerField };
  return succeed({
    cbte_modo: cbteModo!,
    cuit_emisor: cuit!,
    cbte_tipo: integers.cbte_tipo!,
    pto_vta: integers.pto_vta!,
    cbte_nro: integers.cbte_nro!,
    cbte_fch: date!,
    imp_total: fromCents(cents!),
    cod_autorizacion: code,
    doc_tipo_receptor: documentType!,
    doc_nro_receptor: documentNumber,
  });
}

/**
 * The columns of a verification CSV (Spec 03 §5; issue 24 item 5): the ten
 * {@link verificationFields}, each required, with the headers a person or ARCA's own listing
 * writes for them; the results export's `estado` and `observaciones` are ignored, so a results
 * file loads back as it was.
 */
export const verificationColumns: CsvColumns = {
  columns: [
    { name: 'cbte_modo', synonyms: ['Modalidad', 'Modo'], required: true },
    { name: 'cuit_emisor', synonyms: ['CUIT emisor', 'CUIT'], required: true },
    { name: 'cbte_tipo', synonyms: ['Tipo de comprobante', 'Tipo'], required: true },
    { name: 'pto_vta', synonyms: ['Punto de venta', 'Pto. Vta.', 'PV'], required: true },
    { name: 'cbte_nro', synonyms: ['Número', 'Número de comprobante', 'Nro'], required: true },
    { name: 'cbte_fch', synonyms: ['Fecha', 'Fecha de comprobante'], required: true },
    { name: 'imp_total', synonyms: ['Importe total', 'Importe', 'Total'], required: true },
    {
      name: 'cod_autorizacion',
      synonyms: ['Código de autorización', 'CAE', 'CAI', 'CAEA'],
      required: true,
    },
    {
      name: 'doc_tipo_receptor',
      synonyms: ['Tipo de documento receptor', 'Tipo doc. receptor'],
      required: true,
    },
    {
      name: 'doc_nro_receptor',
      synonyms: ['Documento receptor', 'Número de documento receptor', 'Nro. doc. receptor'],
      required: true,
    },
  ],
  ignored: ['estado', 'observaciones'],
};

/**
 * The example row of the verification template (`writeCsvTemplate`; issue 24 item 9): a Factura
 * C as ARCA lists it, the date `dd/mm/aaaa` and the total es-AR.
 */
export const verificationTemplateRow: Readonly<Record<string, string>> = {
  cbte_modo: 'CAE',
  cuit_emisor: '20-11111111-2',
  cbte_tipo: '11',
  pto_vta: '1',
  cbte_nro: '1',
  cbte_fch: '02/11/2026',
  imp_total: '15.000,00',
  cod_autorizacion: '76453201234567',
  doc_tipo_receptor: '80',
  doc_nro_receptor: '30-71091657-4',
};

/**
 * A CSV record (keys already normalised) as a {@link VerificationInput}: the ten fields, trimmed,
 * `''` when absent; other columns are ignored.
 */
export function verificationInputOf(record: Readonly<Record<string, unknown>>): VerificationInput {
  const input = emptyVerificationInput();
  for (const field of verificationFields) {
    const value = record[field];
    input[field] = value === undefined || value === null ? '' : String(value).trim();
  }
  return input;
}

/**
 * The messages of one CSV row of the verifier (issue 24 items 1, 4): each field's first error of
 * {@link validateVerification}, naming the row and the column, so a message read away from the
 * table (in the results CSV) still says where it belongs:
 * - a total that is not an es-AR amount: 'Fila N: imp_total "15,000.00" no es un importe válido
 *   (ej.: 1.234,56)' (`csv.amount`; `15.000` is ARS 15,000, see {@link readVerificationTotal});
 * - a date that only reads month first: 'Fila N: cbte_fch "11/27/2026" no es una fecha válida:
 *   se escribe día/mes/año (dd/mm/aaaa), no mes/día' (`csv.dateMonthFirst`); any other bad date
 *   'Fila N: cbte_fch "…" no es una fecha válida (dd/mm/aaaa)' (`csv.date`);
 * - every other error: 'Fila N: <column>: <the rule's message>' (`csv.cell`), e.g. 'Fila 3:
 *   cuit_emisor: CUIT invalido', 'Fila 3: cbte_nro: Número de comprobante requerido'.
 *
 * @param fila - the row's number in the file (1 the first row after the header line; see
 *   `readCsvText`).
 * @param input - the row's ten fields as read.
 * @returns the messages in {@link validateVerification}'s order (missing fields first); `[]` for a
 *   row that can be checked.
 */
export function verificationRowErrors(fila: number, input: Partial<VerificationInput>): string[] {
  const checked = validateVerification(input);
  if (checked.ok) return [];
  return checked.errors.map(({ path, message }) => {
    const value = (input[path as VerificationField] ?? '').trim();
    const cell = { row: fila, column: path, value };
    if (path === 'imp_total' && value !== '') return formatMessage('csv.amount', cell);
    if (path === 'cbte_fch' && value !== '') {
      const reading = readCsvDate(value);
      const isMonthFirst = !reading.ok && reading.reason === 'monthFirst';
      return formatMessage(isMonthFirst ? 'csv.dateMonthFirst' : 'csv.date', cell);
    }
    return formatMessage('csv.cell', { row: fila, column: path, detail: message });
  });
}

/**
 * The status of a CSV verification row (Spec 03 §2, §4): not processed yet (also after a call
 * error), being checked, valid (`resultado` A), not valid (with ARCA's observations).
 */
export const verificationRowStatuses = [
  'Sin procesar',
  'Procesando',
  'Correcta',
  'Incorrecta',
] as const;
/** One of {@link verificationRowStatuses}. */
export type VerificationRowStatus = (typeof verificationRowStatuses)[number];

/** ARCA's answer as what the screens show (see {@link verificationOutcome}). */
export type VerificationOutcome = {
  /** `Correcta` for `resultado` A, `Incorrecta` otherwise. */
  status: 'Correcta' | 'Incorrecta';
  /** 'Factura fue validada correctamente' or 'La factura es apocrifa' (Spec 03 §8). */
  message: string;
  /** ARCA's observation texts, `code - msg` when ARCA gave a code. */
  observaciones: string[];
};

/**
 * ARCA's verdict as the screens show it: only `A` is valid; `R` and `O` are 'La factura es
 * apocrifa' (Spec 03 §7 "resultado (A means valid)", §8).
 */
export function verificationOutcome(result: VerificationResult): VerificationOutcome {
  const isValid = result.resultado === 'A';
  return {
    status: isValid ? 'Correcta' : 'Incorrecta',
    message: formatMessage(isValid ? 'verification.valid' : 'verification.apocryphal'),
    observaciones: result.observaciones.map(({ code, msg }) =>
      code === undefined ? msg : `${code} - ${msg}`,
    ),
  };
}

/** One row of the results CSV: the ten fields as the table shows them, `estado` and `observaciones`. */
export type VerificationResultRecord = VerificationInput & {
  estado: VerificationRowStatus;
  observaciones: string;
};

/** One verified row as the results CSV takes it: the fields as loaded, its status and notes. */
export type VerificationResultRow = {
  readonly input: VerificationInput;
  readonly status: VerificationRowStatus;
  /** The row's messages and ARCA's observations, in the order the table lists them. */
  readonly observaciones: readonly string[];
};

/**
 * The ten fields of a row as the verifier's table shows them and the results CSV writes them
 * (issue 24 item 8): `cuit_emisor` as `20-11111111-2` (dashes: what the screens show, and a
 * spreadsheet keeps it as text), `cbte_fch` as `dd/mm/aaaa`, `imp_total` as `1234,56` (what an
 * es-AR Excel reads as a number; `formatEsArCsvAmount`); a field that cannot be read that way,
 * and every other field, as loaded. Each written value reads back to the same query
 * ({@link validateVerification}), so a results file loads into the verifier unchanged.
 */
export function verificationCellsOf(input: VerificationInput): VerificationInput {
  const date = readVerificationDate(input.cbte_fch);
  const cents = readVerificationTotal(input.imp_total);
  return {
    ...input,
    cuit_emisor: formatCuit(input.cuit_emisor),
    cbte_fch: date === null ? input.cbte_fch : csvDateCell(date),
    imp_total: cents === null ? input.imp_total : formatEsArCsvAmount(cents),
  };
}

/**
 * The results CSV's records: for each row its ten fields as the table shows them
 * ({@link verificationCellsOf}), its status (`Sin procesar`, `Correcta`, …, the table's Spanish
 * words) and its messages and ARCA's observations joined with ' | '. Cells are neutralised
 * against formula injection by the writer ({@link verificationResultsCsv}).
 */
export function verificationResultRecords(
  rows: readonly VerificationResultRow[],
): VerificationResultRecord[] {
  return rows.map(({ input, status, observaciones }) => ({
    ...verificationCellsOf(input),
    estado: status,
    observaciones: observaciones.join(' | '),
  }));
}

/** The results CSV's columns, in order: the spec's ten field names, `estado`, `observaciones`. */
export const verificationResultColumns: readonly (keyof VerificationResultRecord)[] = [
  ...verificationFields,
  'estado',
  'observaciones',
];

/**
 * The results CSV of the verifier (Spec 03 §2; issue 24 item 8), written for an es-AR Excel
 * (`writeEsArCsv`: `;`, CRLF, UTF-8 with a byte-order mark, cells neutralised): the header line
 * {@link verificationResultColumns} (the spec's names, which the verifier reads; `estado` and
 * `observaciones` it ignores), then {@link verificationResultRecords}. Loaded back into the
 * verifier unchanged, it gives the same rows, with the same queries and messages.
 *
 * @returns the file's text (encode it as UTF-8).
 */
export function verificationResultsCsv(rows: readonly VerificationResultRow[]): string {
  return writeEsArCsv(verificationResultRecords(rows), verificationResultColumns);
}

/**
 * The results file's name: `verificacion-facturas-<aaaa-mm-dd>.csv` (`csvFileName`).
 *
 * @param today - the Argentine date of the download, `YYYY-MM-DD`.
 */
export function verificationResultsFileName(today: string): string {
  return csvFileName(['verificacion-facturas', today]);
}
