import type { MeUpdate } from './entities/user';
import { fiscalAddressFields, validateFiscalAddressField } from './fiscal-address';
import { formatMessage } from './messages';
import { type Result, succeed, type ValidationError } from './result';
import { validateCuit } from './validate-cuit';

/**
 * The clave fiscal's length limits, in characters (Spec 02 §9: "Clave fiscal 6 to 20
 * characters"; §5: 6 to 20 in the questionnaire, required in the account). Decision: the account
 * applies the same 6–20 rule, so a key saved from the account is also a key the questionnaire
 * accepts.
 */
export const claveFiscalLength = { min: 6, max: 20 } as const;

/**
 * Validates a clave fiscal (Spec 02 §5 "Clave fiscal", §9).
 *
 * @param input - the key as typed; `null`/`undefined`/empty → `claveFiscal.required`
 *   ('Clave fiscal requerida'). Not trimmed: spaces are characters of the key.
 * @param path - the field the error belongs to. @default 'clave_fiscal'
 * @returns the key, or one error `claveFiscal.required` or `claveFiscal.length`
 *   ('La clave fiscal debe tener entre 6 y 20 caracteres').
 */
export function validateClaveFiscal(
  input: string | null | undefined,
  path = 'clave_fiscal',
): Result<string> {
  if (input === null || input === undefined || input === '') {
    return { ok: false, errors: [errorAt(path, 'claveFiscal.required')] };
  }
  const length = [...input].length;
  if (length < claveFiscalLength.min || length > claveFiscalLength.max) {
    return { ok: false, errors: [errorAt(path, 'claveFiscal.length')] };
  }
  return succeed(input);
}

function errorAt(
  path: string,
  code:
    | 'claveFiscal.required'
    | 'claveFiscal.length'
    | 'telefono.required'
    | 'questionnaire.optionRequired'
    | 'questionnaire.activityTypeRequired'
    | 'questionnaire.activityDescriptionRequired',
): ValidationError {
  return { path, code, message: formatMessage(code) };
}

/**
 * The rules of `PUT /root/users/me` beyond the types of the {@link MeUpdate} struct (Spec 02 §5
 * "CUIT", "Clave fiscal", "Account"). Only the fields the body carries are checked; a field left
 * out keeps its stored value. Every failing field gives one error (not only the first):
 *
 * - `cuit`: required once sent (null or empty → 'CUIT requerido'), 11 digits, a prefix ARCA
 *   assigns and the check digit ({@link validateCuit}; dashes are stripped);
 * - `cuit_empleador`: optional (null clears it), else the same CUIT rule at its own path;
 * - `clave_fiscal`: required once sent, 6 to 20 characters ({@link validateClaveFiscal});
 * - `telefono`: required once sent: null or blank → 'Telefono requerido'; trimmed.
 * - the questionnaire's yes/no answers ({@link questionnaireYesNoFields}): once sent, `null`
 *   → 'Selecciona una opcion' (an answer is never taken back to "unanswered"; Spec 02 §5);
 * - `tipo_actividad`: once sent, `null` → 'Selecciona el tipo de actividad que realizas';
 * - `actividad_preliminar`: once sent, null or blank → 'Describe tu actividad'; trimmed.
 * - the fiscal address the questionnaire's step 17 gives (issue 25 item 7; the account screen
 *   shows it read-only, Spec 02 §5 "Account", and never sends it): `direccion`, `ciudad`,
 *   `provincia`, `cp`, each required once sent and checked by `validateFiscalAddressField`
 *   (`fiscal-address.ts`): 'Domicilio requerido', 'Ciudad requerida', 'Provincia requerida',
 *   'Código postal requerido'; texts trimmed, `direccion` ≤ 120 and `ciudad` ≤ 80 characters
 *   ('Debe tener como máximo {max} caracteres'); the province one of the 24 ('Provincia
 *   invalida'); the postal code 4 digits or a CPA, upper-cased without spaces ('Código postal
 *   inválido (ej.: 1425 o C1425ABC)').
 *
 * @param update - a body the {@link MeUpdate} struct accepted.
 * @returns the update with `cuit`/`cuit_empleador` as 11 digits, `telefono` and the address
 *   trimmed, `cp` normalised, or the errors (`{ path, code, message }`, Spanish messages of the
 *   catalogue).
 */
export function validateMeUpdate(update: MeUpdate): Result<MeUpdate> {
  const errors: ValidationError[] = [];
  const value: MeUpdate = { ...update };
  if ('cuit' in update && update.cuit !== undefined) {
    const cuit = validateCuit(update.cuit, { path: 'cuit' });
    if (cuit.ok) value.cuit = cuit.value;
    else errors.push(...cuit.errors);
  }
  if (
    'cuit_empleador' in update &&
    update.cuit_empleador !== undefined &&
    update.cuit_empleador !== null
  ) {
    const cuit = validateCuit(update.cuit_empleador, { path: 'cuit_empleador' });
    if (cuit.ok) value.cuit_empleador = cuit.value;
    else errors.push(...cuit.errors);
  }
  if ('clave_fiscal' in update && update.clave_fiscal !== undefined) {
    const key = validateClaveFiscal(update.clave_fiscal);
    if (!key.ok) errors.push(...key.errors);
  }
  if ('telefono' in update && update.telefono !== undefined) {
    const phone = (update.telefono ?? '').trim();
    if (phone === '') errors.push(errorAt('telefono', 'telefono.required'));
    else value.telefono = phone;
  }
  for (const field of questionnaireYesNoFields) {
    if (field in update && update[field] === null) {
      errors.push(errorAt(field, 'questionnaire.optionRequired'));
    }
  }
  if ('tipo_actividad' in update && update.tipo_actividad === null) {
    errors.push(errorAt('tipo_actividad', 'questionnaire.activityTypeRequired'));
  }
  if ('actividad_preliminar' in update && update.actividad_preliminar !== undefined) {
    const description = (update.actividad_preliminar ?? '').trim();
    if (description === '') {
      errors.push(errorAt('actividad_preliminar', 'questionnaire.activityDescriptionRequired'));
    } else value.actividad_preliminar = description;
  }
  for (const field of fiscalAddressFields) {
    if (!(field in update) || update[field] === undefined) continue;
    const checked = validateFiscalAddressField(field, update[field]);
    if (checked.ok) value[field] = checked.value;
    else errors.push(...checked.errors);
  }
  return errors.length === 0 ? succeed(value) : { ok: false, errors };
}

/**
 * The questionnaire's yes/no answers a taxpayer writes with `PUT /root/users/me` (Spec 02 §3,
 * §5 "yes/no choices required"): `true` or `false`, never `null` once answered.
 */
export const questionnaireYesNoFields = [
  'es_monotributista',
  'tiene_dni',
  'tiene_clavefiscal',
  'local_comercial',
  'empleados',
  'iibb',
  'direc_sa',
  'tres_ingresos',
  'importador',
  'aportes_sipa',
] as const;
