import { isIsoDate } from './argentine-date';
import { provinces } from './catalogues';
import { checkReadOnlyFields } from './check-read-only-fields';
import {
  type AdminUserChanges,
  type AdminUserUpdate,
  adminReadOnlyUserFields,
  type User,
} from './entities/user';
import type { EstadoMonotributo, EstadoUsuario } from './entities/user-statuses';
import { normalizePostalCode } from './fiscal-address';
import { formatMessage, type MessageCode } from './messages';
import { type Result, succeed, type ValidationError } from './result';
import { validateCuit } from './validate-cuit';

/** The largest punto de venta (Spec 03 §5 "Sales point 0-999999", §9). */
export const maxPuntoVenta = 999_999;

/**
 * The required text fields of the admin user form and their messages (Spec 03 §5 "Admin user
 * form"). Once sent, `null` or blank (after trimming) is refused; the value is stored trimmed.
 */
export const adminRequiredTextFields = {
  nombre: 'nombre.required',
  apellido: 'apellido.required',
  telefono: 'telefono.required',
  direccion: 'adminUser.direccionRequired',
  ciudad: 'adminUser.ciudadRequired',
  razon_social: 'adminUser.razonSocialRequired',
} as const satisfies Record<string, MessageCode>;

/** The `YYYY-MM-DD` date fields of the admin user form (Spec 03 §5 "Dates are YYYY-MM-DD"). */
export const adminDateFields = [
  'inicio_actividad',
  'fecha_inicio',
  'fecha_fin',
  'fecha_baja',
] as const;

/**
 * The baja flag the admin's save carries (Spec 03 §4 "Baja flag on saving a user"): sent when
 * estado_usuario is BAJA or estado_monotributo HACER_BAJA, true only when HACER_BAJA.
 *
 * @returns `true`, `false`, or `undefined` when the flag is not sent.
 */
export function adminBajaFlag(statuses: {
  readonly estado_usuario?: EstadoUsuario | null | undefined;
  readonly estado_monotributo?: EstadoMonotributo | null | undefined;
}): boolean | undefined {
  if (statuses.estado_monotributo === 'HACER_BAJA') return true;
  if (statuses.estado_usuario === 'BAJA') return false;
  return undefined;
}

function errorAt(path: string, code: MessageCode): ValidationError {
  return { path, code, message: formatMessage(code as never) };
}

/**
 * Validates an admin's edit of a user (`PUT /root/users/{userId}` on the server, the edit form of
 * /edit-user/{id} in the browser: the same rules and messages on both sides). Source: Spec 03 §3,
 * §4, §5 ("Admin user form"). Only the fields the update carries are checked (a field left out
 * keeps its stored value); every failing field gives one error (not only the first):
 *
 * - read-only fields ({@link adminReadOnlyUserFields}: user_id, email, cbu, vep,
 *   employment_relationship): accepted only equal to `current` ('Este dato no se puede
 *   modificar'), and never written (decision: a client sending the whole record back works, a
 *   change is refused loudly rather than ignored);
 * - nombre 'Nombre requerido', apellido 'Apellido requerido', telefono 'Telefono requerido',
 *   direccion 'direccion requerido', ciudad 'ciudad requerido', razon_social 'Razon social
 *   requerida': required once sent, trimmed;
 * - cp: required ('CP requerido'), a whole number above 0 ('Ingrese un Numero valido'); stored as
 *   its digits' text. Decision (issue 25 item 7): a CPA (`C1425ABC`, the form the taxpayer may
 *   give at the questionnaire's step 17, `normalizePostalCode`) is also taken, upper-cased, so a
 *   staff save of a record whose taxpayer typed one does not fail on a field staff did not touch;
 * - provincia: required ('Provincia requerida'), one of the 24 of the catalogue, upper-case
 *   ('Provincia inválida'; input is upper-cased and trimmed first);
 * - cuit: every non-word character removed, then 'CUIT requerido' / 'El cuit debe tener 11
 *   numeros' / 'CUIT invalido' ({@link validateCuit} with `stripAllNonWord`); cuit_empleador:
 *   optional (null or blank clears it), else the same rule at its own path;
 * - clave_fiscal: required ('Clave fiscal requerido'); any length (the spec's admin rule);
 * - cat_monotributo: required ('Dato Requerido'); tipo_responsable: required ('Campo requerido');
 * - punto_venta: a whole number 0–999999 ('El punto de venta debe ser un número entre 0 y 999999');
 * - inicio_actividad, fecha_inicio, fecha_fin, fecha_baja: a real `YYYY-MM-DD` day or null
 *   ('Fecha inválida');
 * - estado_cbu: once `current` is ADHERIDO, any other value is refused ('El CBU ya está adherido:
 *   su estado no se puede cambiar', Spec 03 §4 "Once ADHERIDO it is locked");
 * - baja: when sent, it must equal {@link adminBajaFlag} of the statuses the record will have
 *   (false when that is undefined), else 'La baja solo corresponde con estado de monotributo
 *   HACER_BAJA'.
 *
 * The statuses' enums and the other types are the {@link AdminUserUpdate} struct's.
 *
 * @param input.update - the body as sent (already accepted by the struct).
 * @param input.current - the stored record, as `GET` returns it.
 * @returns the changes to write (read-only fields removed, values normalized), or the errors
 *   (`{ path, code, message }`).
 */
export function validateAdminUserUpdate(input: {
  readonly update: AdminUserUpdate;
  readonly current: User;
}): Result<AdminUserChanges> {
  const { update, current } = input;
  const errors: ValidationError[] = [];
  const readOnly = checkReadOnlyFields({
    sent: update,
    stored: current,
    fields: adminReadOnlyUserFields,
  });
  if (!readOnly.ok) errors.push(...readOnly.errors);

  const value: Record<string, unknown> = { ...update };
  for (const field of adminReadOnlyUserFields) delete value[field];
  const has = (field: keyof AdminUserUpdate) => update[field] !== undefined;

  for (const [field, code] of Object.entries(adminRequiredTextFields)) {
    if (!has(field as keyof AdminUserUpdate)) continue;
    const text = String(update[field as keyof typeof adminRequiredTextFields] ?? '').trim();
    if (text === '') errors.push(errorAt(field, code));
    else value[field] = text;
  }
  if (has('cp')) {
    const text = String(update.cp ?? '').trim();
    const cpa = /^\d+$/.test(text) ? null : normalizePostalCode(text);
    if (text === '') errors.push(errorAt('cp', 'adminUser.cpRequired'));
    else if (cpa !== null) value.cp = cpa;
    else if (!/^\d+$/.test(text) || Number(text) <= 0) {
      errors.push(errorAt('cp', 'adminUser.cpInvalid'));
    } else value.cp = text;
  }
  if (has('provincia')) {
    const name = (update.provincia ?? '').trim().toUpperCase();
    if (name === '') errors.push(errorAt('provincia', 'adminUser.provinciaRequired'));
    else if (!provinces.some((entry) => entry.desc === name)) {
      errors.push(errorAt('provincia', 'adminUser.provinciaInvalid'));
    } else value.provincia = name;
  }
  if (has('cuit')) {
    const cuit = validateCuit(update.cuit, { stripAllNonWord: true, path: 'cuit' });
    if (cuit.ok) value.cuit = cuit.value;
    else errors.push(...cuit.errors);
  }
  if (has('cuit_empleador')) {
    if ((update.cuit_empleador ?? '').trim() === '') value.cuit_empleador = null;
    else {
      const cuit = validateCuit(update.cuit_empleador, {
        stripAllNonWord: true,
        path: 'cuit_empleador',
      });
      if (cuit.ok) value.cuit_empleador = cuit.value;
      else errors.push(...cuit.errors);
    }
  }
  if (has('clave_fiscal') && (update.clave_fiscal ?? '') === '') {
    errors.push(errorAt('clave_fiscal', 'adminUser.claveFiscalRequired'));
  }
  if (has('cat_monotributo') && (update.cat_monotributo ?? '') === '') {
    errors.push(errorAt('cat_monotributo', 'adminUser.catMonotributoRequired'));
  }
  if (has('tipo_responsable') && update.tipo_responsable === null) {
    errors.push(errorAt('tipo_responsable', 'field.required'));
  }
  if (has('punto_venta') && update.punto_venta !== null) {
    const point = update.punto_venta as number;
    if (!Number.isInteger(point) || point < 0 || point > maxPuntoVenta) {
      errors.push(errorAt('punto_venta', 'adminUser.puntoVentaRange'));
    }
  }
  for (const field of adminDateFields) {
    const date = update[field];
    if (date !== undefined && date !== null && !isIsoDate(date)) {
      errors.push(errorAt(field, 'date.invalid'));
    }
  }
  if (current.estado_cbu === 'ADHERIDO' && has('estado_cbu') && update.estado_cbu !== 'ADHERIDO') {
    errors.push(errorAt('estado_cbu', 'adminUser.estadoCbuLocked'));
  }
  if (has('baja')) {
    const expected =
      adminBajaFlag({
        estado_usuario: has('estado_usuario') ? update.estado_usuario : current.estado_usuario,
        estado_monotributo: has('estado_monotributo')
          ? update.estado_monotributo
          : current.estado_monotributo,
      }) ?? false;
    if (update.baja !== expected) errors.push(errorAt('baja', 'adminUser.bajaMismatch'));
  }
  return errors.length === 0 ? succeed(value as AdminUserChanges) : { ok: false, errors };
}
