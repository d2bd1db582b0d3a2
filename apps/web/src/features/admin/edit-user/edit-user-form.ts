/**
 * The values of the admin's edit form of /edit-user/{id} and their way to the wire (Spec 03 §3
 * "User (admin edit view)", §4 "Baja flag on saving a user", §5 "Admin user form").
 */
import {
  AdminUserUpdate,
  adminBajaFlag,
  type EstadoMonotributo,
  type EstadoUsuario,
  type User,
  validateAdminUserUpdate,
} from '@liqui/domain';
import { createValidate, rulesCheck, structCheck } from '../../../forms/form-validation';

/** The form's text inputs (numbers, money and dates are typed as text and converted). */
export const editUserTextFields = [
  'nombre',
  'apellido',
  'razon_social',
  'telefono',
  'direccion',
  'ciudad',
  'cp',
  'cuit',
  'clave_fiscal',
  'cur',
  'inicio_actividad',
  'os',
  'familiares_os',
  'cuit_empleador',
  'iibb_numero',
  'costo_alquiler',
  'actividad_preliminar',
  'actividad_1',
  'actividad_2',
  'actividad_3',
  'plan_id',
  'fecha_inicio',
  'fecha_fin',
  'fecha_baja',
  'fac_inicial_sem_actual',
  'fac_inicial_sem_anterior',
  'punto_venta',
  'deuda_afip',
  'mp_customer_card_id',
] as const;

/** The form's choices (a closed list each). */
export const editUserSelectFields = [
  'provincia',
  'cat_monotributo',
  'tipo_actividad',
  'tipo_responsable',
  'plan',
  'estado_usuario',
  'estado_clave_fiscal',
  'estado_monotributo',
  'estado_pago',
  'estado_cbu',
] as const;

/** The form's yes/no boxes. */
export const editUserBooleanFields = ['aportes_sipa', 'iibb', 'local_comercial'] as const;

/** Integer fields, typed as text. */
const integerFields = new Set<string>(['familiares_os', 'punto_venta']);
/** Money fields (ARS), typed as text with a dot or a comma for the cents. */
const moneyFields = new Set<string>([
  'costo_alquiler',
  'fac_inicial_sem_actual',
  'fac_inicial_sem_anterior',
  'deuda_afip',
]);

type TextField = (typeof editUserTextFields)[number];
type SelectField = (typeof editUserSelectFields)[number];
type BooleanField = (typeof editUserBooleanFields)[number];

/** The edit form's values: text for inputs and choices (`''` = empty), booleans for the boxes. */
export type EditUserValues = Record<TextField | SelectField, string> &
  Record<BooleanField, boolean>;

/** The form's values of a stored record (empty text for a missing value). */
export function editUserValuesOf(user: User): EditUserValues {
  const values: Record<string, string | boolean> = {};
  for (const field of [...editUserTextFields, ...editUserSelectFields]) {
    const value = user[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  for (const field of editUserBooleanFields) values[field] = user[field] === true;
  return values as EditUserValues;
}

/** A text input's wire value: `null` when empty; numbers parsed (left as text when not one). */
function wireValueOf(field: string, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (integerFields.has(field) || moneyFields.has(field)) {
    const number = Number(trimmed.replace(',', '.'));
    return Number.isFinite(number) ? number : trimmed;
  }
  return text;
}

/**
 * The body of `PUT /root/users/{userId}` for what the admin changed: only the fields whose value
 * differs from `initial` (decision: a field the admin did not touch is neither sent nor checked,
 * so an incomplete record can be corrected one field at a time; every touched field obeys the
 * rules of Spec 03 §5), plus the baja flag of Spec 03 §4 whenever the resulting statuses send it
 * (`adminBajaFlag`: estado_usuario BAJA or estado_monotributo HACER_BAJA; true only for
 * HACER_BAJA). The read-only fields are never sent.
 */
export function editUserUpdateOf(values: EditUserValues, initial: EditUserValues): AdminUserUpdate {
  const update: Record<string, unknown> = {};
  for (const field of [...editUserTextFields, ...editUserSelectFields]) {
    if (values[field] !== initial[field]) update[field] = wireValueOf(field, values[field]);
  }
  for (const field of editUserBooleanFields) {
    if (values[field] !== initial[field]) update[field] = values[field];
  }
  const baja = adminBajaFlag({
    estado_usuario: (values.estado_usuario || null) as EstadoUsuario | null,
    estado_monotributo: (values.estado_monotributo || null) as EstadoMonotributo | null,
  });
  if (baja !== undefined) update.baja = baja;
  return update as AdminUserUpdate;
}

/**
 * The form's `validate` for `user`: the changed fields through `validateAdminUserUpdate` of
 * @liqui/domain (the server's rules and messages: 'Nombre requerido', 'CUIT invalido', 'Ingrese
 * un Numero valido'…), then through the `AdminUserUpdate` struct (a number field with text, a
 * date that is not `YYYY-MM-DD`).
 */
export function createEditUserValidate(user: User) {
  const initial = editUserValuesOf(user);
  const toWire = (values: EditUserValues) => editUserUpdateOf(values, initial);
  return createValidate<EditUserValues>(
    rulesCheck((values) => {
      const wire = toWire(values);
      // A wire the struct refuses is described by structCheck below.
      if (!AdminUserUpdate.is(wire)) return [];
      return validateAdminUserUpdate({ update: wire, current: user });
    }),
    structCheck(AdminUserUpdate, { toWire }),
  );
}
