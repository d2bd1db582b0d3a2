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
 *   an address, `usersBatch.emailInvalid` 'El email no es valido en fila N' (it becomes the
 *   collaborator's sign-in name);
 * - `usersBatch.phoneCountryCode` 'El número de télefono debe tener código de pais (ej. +54) en
 *   fila N' when `telefono` is present and does not start with `+`;
 * - decision: a `cuit` present but not a valid CUIT (`validateCuit`), `usersBatch.cuitInvalid`
 *   'CUIT invalido en fila N'.
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
 * A CSV record (headers already normalised: lower case, non-word characters as `_`) as a
 * {@link BulkUserRow}: the eight cells as trimmed text (missing ones left out) and `procesar`.
 * Other columns are ignored.
 *
 * @param procesar - the process flag to start with (the screen marks the rows without errors).
 */
export function bulkUserRowOf(
  record: Readonly<Record<string, unknown>>,
  procesar: boolean,
): BulkUserRow {
  const row: { -readonly [K in keyof BulkUserRow]: BulkUserRow[K] } = { procesar };
  for (const name of bulkUserCells) {
    const value = record[name];
    if (value !== undefined && value !== null) row[name] = String(value).trim();
  }
  return row;
}
