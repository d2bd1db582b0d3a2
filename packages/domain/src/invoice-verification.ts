/**
 * Invoice verification rules of the back office (constatación de comprobantes): the manual form's
 * and the CSV rows' validation, the CSV header normalisation, the row statuses, ARCA's answer as
 * a row outcome, and CSV cell neutralisation against formula injection.
 * Source: Spec 03 §2 ("Invoice verification, manual / CSV"), §3 ("Verification query"), §4
 * ("Batch CSV row status", the same four statuses), §5 ("Manual verification", CUIT rule), §8.
 */
import type { CsvColumns } from './csv/csv-columns';
import { readCsvDate } from './csv/csv-date';
import { parseEsArAmount } from './csv/es-ar-amount';
import { neutralizeCsvCell } from './csv/write-csv';
import {
  cbteModoValues,
  type VerificationQuery,
  type VerificationResult,
} from './entities/verification';
import { invoiceDocumentTypes } from './enumerations';
import { formatMessage, type MessageCode } from './messages';
import { fromCents } from './money';
import { type Result, succeed, type ValidationError } from './result';
import { validateCuit } from './validate-cuit';

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

/** One row of the results CSV: the ten fields as loaded, `estado` and `observaciones`. */
export type VerificationResultRecord = VerificationInput & {
  estado: VerificationRowStatus;
  observaciones: string;
};

/**
 * The results CSV's records: for each row the ten fields as loaded, its status and ARCA's
 * observations joined with ' | ', every cell neutralised ({@link neutralizeCsvCell}). The caller
 * writes them (papaparse `unparse`) with the columns in {@link verificationResultColumns} order.
 */
export function verificationResultRecords(
  rows: readonly {
    input: VerificationInput;
    status: VerificationRowStatus;
    observaciones: readonly string[];
  }[],
): VerificationResultRecord[] {
  return rows.map(({ input, status, observaciones }) => {
    const cells = Object.fromEntries(
      verificationFields.map((field) => [field, neutralizeCsvCell(input[field])]),
    ) as VerificationInput;
    return {
      ...cells,
      estado: status,
      observaciones: neutralizeCsvCell(observaciones.join(' | ')),
    };
  });
}

/** The results CSV's columns, in order. */
export const verificationResultColumns: readonly (keyof VerificationResultRecord)[] = [
  ...verificationFields,
  'estado',
  'observaciones',
];
