import type { CsvColumns } from './csv/csv-columns';
import type { BulkUserRow } from './entities/user-batch';
import { formatMessage, type MessageCode } from './messages';
import { normalizeEmail, validateEmail } from './normalize-email';
import { type Result, succeed, type ValidationError } from './result';
import { normalizeCuit, validateCuit } from './validate-cuit';

/**
 * The bulk-user CSV rules (Spec 03 §3 "Bulk user CSV row", §5 "Bulk users CSV"), shared by the
 * /load-users-batch screen and the server, which checks every row again.
 */

/** A bulk-user row that passed {@link validateBulkUserRow}: cells trimmed, `null` when empty. */
export type ValidBulkUser = {
  readonly nombre: string;
  readonly apellido: string;
  /** Lower-cased, trimmed (`normalizeEmail`): the account's sign-in name. */
  readonly email: string;
  /** As typed, starting with `+` (country code). */
  readonly telefono: string | null;
  /** 11 digits. */
  readonly cuit: string | null;
  readonly ciudad: string | null;
  readonly codigo: string | null;
  readonly empresa: string | null;
};

function text(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The messages of a bulk-user row (each names the row: `{row}`). */
type RowCode = Extract<
  MessageCode,
  | 'usersBatch.nombreRequired'
  | 'usersBatch.apellidoRequired'
  | 'usersBatch.emailRequired'
  | 'usersBatch.emailInvalid'
  | 'usersBatch.phoneCountryCode'
  | 'usersBatch.cuitInvalid'
>;

function rowError(path: string, code: RowCode, fila: number): ValidationError {
  return { path, code, message: formatMessage(code, { row: fila }) };
}

/**
 * Checks one bulk-user row, whatever its process flag (the caller decides which rows count).
 *
 * Errors, in this order, every one that applies (`{row}` is `fila`):
 * - `usersBatch.nombreRequired` 'El nombre es requerido en fila N';
 * - `usersBatch.apellidoRequired` 'El apellido es requerido en fila N';
 * - `usersBatch.emailRequired` 'El email es requerido en fila N'; decision: an e-mail that is not
 *   an address, `usersBatch.emailInvalid` 'El email no es válido en fila N' (it becomes the
 *   collaborator's sign-in name);
 * - `usersBatch.phoneCountryCode` 'El número de télefono debe tener código de pais (ej. +54) en
 *   fila N' when `telefono` is present and does not start with `+`;
 * - decision: a `cuit` present but not a valid CUIT (`validateCuit`), `usersBatch.cuitInvalid`
 *   'CUIT inválido en fila N'.
 *
 * @param row - the row's cells as read.
 * @param fila - the row's number in the file (1 the first after the headers).
 * @returns the {@link ValidBulkUser}, or the errors (path the cell's name).
 */
export function validateBulkUserRow(row: BulkUserRow, fila: number): Result<ValidBulkUser> {
  const errors: ValidationError[] = [];
  const nombre = text(row.nombre);
  const apellido = text(row.apellido);
  const email = normalizeEmail(row.email);
  const telefono = text(row.telefono);
  const cuit = text(row.cuit);
  if (nombre === null) errors.push(rowError('nombre', 'usersBatch.nombreRequired', fila));
  if (apellido === null) errors.push(rowError('apellido', 'usersBatch.apellidoRequired', fila));
  if (email === '') errors.push(rowError('email', 'usersBatch.emailRequired', fila));
  else if (!validateEmail(email).ok) {
    errors.push(rowError('email', 'usersBatch.emailInvalid', fila));
  }
  if (telefono !== null && !telefono.startsWith('+')) {
    errors.push(rowError('telefono', 'usersBatch.phoneCountryCode', fila));
  }
  if (cuit !== null && !validateCuit(cuit).ok) {
    errors.push(rowError('cuit', 'usersBatch.cuitInvalid', fila));
  }
  if (errors.length > 0 || nombre === null || apellido === null) return { ok: false, errors };
  return succeed({
    nombre,
    apellido,
    email,
    telefono,
    cuit: cuit === null ? null : normalizeCuit(cuit),
    ciudad: text(row.ciudad),
    codigo: text(row.codigo),
    empresa: text(row.empresa),
  });
}

/** The cells of a bulk-user row, in the order of Spec 03 §3. */
export const bulkUserCells = [
  'nombre',
  'apellido',
  'telefono',
  'email',
  'cuit',
  'ciudad',
  'codigo',
  'empresa',
] as const;

/**
 * The columns of a bulk-user CSV as the importer reads them (Spec 03 §3 "Bulk user CSV row";
 * issue 24 item 5): the names of {@link bulkUserCells} plus `procesar` (the process flag: `no`,
 * `false`, `0` or `n` leave the row unmarked), with the headers a person types for them
 * ('Teléfono', 'E-mail', 'Código'…) and those of the company's own `usuarios.csv` export (which
 * loads back: 'Estado' and 'ID de usuario' are ignored). `nombre`, `apellido` and `email` are
 * required.
 */
export const bulkUserColumns: CsvColumns = {
  columns: [
    { name: 'nombre', synonyms: ['Nombres', 'Nombre/s'], required: true },
    { name: 'apellido', synonyms: ['Apellidos', 'Apellido/s'], required: true },
    { name: 'telefono', synonyms: ['Teléfono', 'Celular', 'Tel', 'Móvil'] },
    { name: 'email', synonyms: ['E-mail', 'Correo', 'Correo electrónico', 'Mail'], required: true },
    { name: 'cuit', synonyms: ['CUIT/CUIL', 'CUIL'] },
    { name: 'ciudad', synonyms: ['Localidad'] },
    { name: 'codigo', synonyms: ['Código'] },
    { name: 'empresa', synonyms: ['Razón social'] },
    { name: 'procesar', synonyms: ['Procesar fila'] },
  ],
  ignored: ['estado', 'ID de usuario', 'user_id'],
};

/**
 * The example row of the bulk-user template (`writeCsvTemplate`; issue 24 item 9): a valid
 * collaborator as a person would type it.
 */
export const bulkUserTemplateRow: Readonly<Record<string, string>> = {
  nombre: 'María',
  apellido: 'Núñez',
  telefono: '+54 9 11 5555-0000',
  email: 'maria.nunez@example.com',
  cuit: '27-22222222-8',
  ciudad: 'Córdoba',
  codigo: '',
  empresa: '',
  procesar: 'Sí',
};

/** The texts of the `procesar` cell that leave a row unmarked (case and accents ignored). */
const unmarkedTexts = new Set(['no', 'n', 'false', 'falso', '0']);

/**
 * A CSV record read by `readCsvText` with {@link bulkUserColumns} as a {@link BulkUserRow}: the
 * eight cells as trimmed text (missing ones left out) and `procesar` (`true` unless the record's
 * `procesar` cell says no: `no`, `n`, `false`, `falso`, `0`). Other columns are ignored.
 *
 * @param record - the record's cells by column name.
 */
export function bulkUserRowOf(record: Readonly<Record<string, unknown>>): BulkUserRow {
  const flag = String(record.procesar ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  const row: { -readonly [K in keyof BulkUserRow]: BulkUserRow[K] } = {
    procesar: !unmarkedTexts.has(flag),
  };
  for (const name of bulkUserCells) {
    const value = record[name];
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      row[name] = String(value).trim();
    }
  }
  return row;
}
