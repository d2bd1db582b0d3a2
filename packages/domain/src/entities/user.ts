/**
 * The user record (taxpayer, lite user or company account) and the bodies that change it.
 * Source: Spec 01 §3 ("User record"), Spec 02 §3 ("User (me)") and §7, Spec 03 §3
 * ("User (admin edit view)") and §7.
 */
import {
  array,
  boolean,
  type Infer,
  integer,
  literal,
  max,
  min,
  number,
  object,
  optional,
  partial,
  pick,
  refine,
  type Struct,
  string,
  union,
} from 'superstruct';
import { messages } from '../messages';
import { Relationship } from './relationship';
import {
  Ars,
  Cbu,
  Cuit,
  Email,
  Id,
  IsoDate,
  NonEmptyString,
  nullish,
  Provincia,
  PuntoVenta,
  SignedArs,
} from './scalars';
import { CategoryKey } from './tax-tables';
import {
  EstadoCbu,
  EstadoClaveFiscal,
  EstadoMonotributo,
  EstadoPago,
  EstadoUsuario,
  TipoActividad,
  UserTipoResponsable,
  VepChannel,
} from './user-statuses';

/** The most family members a user record may count (see {@link FamilyMembers}). */
export const FAMILY_MEMBERS_MAX = 99;

/**
 * A count of family members (`familiares_os`, `cantidad_familiares`): a whole number from 0 to
 * {@link FAMILY_MEMBERS_MAX}. Decision (issue 26 item 3; Spec 02 is silent): 99 is far above any
 * household, and a larger count (2^31) overflowed the stored integer as a 500; now 'Valor
 * demasiado grande'.
 */
export const FamilyMembers = max(min(integer(), 0), FAMILY_MEMBERS_MAX);

/**
 * A user record as the server returns it (`GET /root/users/me`, `GET /root/users/{username}`,
 * the admin's user list and edit view). The spec's fields of Spec 02 §3 and Spec 03 §3 together.
 *
 * Only `user_id` (the identity-provider subject) and `email` are always present. Every other
 * field may be missing or `null` until the taxpayer or staff fills it (a user who just signed up
 * has little more than name, e-mail and phone). Photo flags and yes/no answers are booleans.
 *
 * Identity and contact: `user_id`, `email` (the sign-in name, read-only), `nombre`, `apellido`,
 * `telefono` (with country code), `direccion`, `ciudad`, `provincia` (upper case), `cp`
 * (postal code, text), `razon_social`.
 *
 * Tax data: `cuit`, `clave_fiscal` (the taxpayer's ARCA password, needed to act for them), `cur`
 * (free text), `inicio_actividad` (`YYYY-MM-DD`), `cat_monotributo` (current category),
 * `cat_estimada` (category estimated by the questionnaire, or `RI`), `tipo_actividad`,
 * `actividad_preliminar` and `actividad_1..3` (descriptions), `tipo_responsable`, `os` (health
 * insurance name or code), `familiares_os` (family members on it), `cantidad_familiares`,
 * `aportes_sipa` (already contributes to retirement elsewhere), `cuit_empleador`, `iibb` (decision:
 * whether the taxpayer is registered for IIBB) and `iibb_numero`, `local_comercial` (has premises)
 * and `costo_alquiler` (its rent, ARS), `punto_venta`, `deuda_afip` (tax-agency debt, ARS, signed,
 * refreshed by `GET /bot/debt/`), `fac_inicial_sem_actual` / `fac_inicial_sem_anterior` (billing
 * before Liqui in the current / previous semester, ARS).
 *
 * Questionnaire answers: `tiene_dni`, `empleados`, `es_monotributista`, `tiene_clavefiscal`,
 * `direc_sa`, `tres_ingresos`, `importador`, `trabaja_aplicacion`.
 *
 * Statuses: `estado_usuario`, `estado_pago`, `estado_monotributo`, `estado_clave_fiscal`
 * (`null` = not started), `estado_cbu`, `baja` (a cancellation was requested).
 *
 * Plan and payment: `plan` (name), `plan_id`, `fecha_inicio` / `fecha_fin` (`YYYY-MM-DD`),
 * `fecha_baja`, `tipo_usuario` (`LITE` for lite users), `vep` (chosen VEP channel), `cbu` (for
 * automatic debit), `mp_customer_id` / `mp_customer_card_id` (payment-provider customer and
 * saved card), `employment_relationship` (the user's company relationships; the admin shows the
 * first one's business name).
 *
 * Photos (booleans: photo present): `foto_dni_fr`, `foto_dni_tr`, `foto_rostro`.
 *
 * Preferences: `enviar_factura_cliente`, whether each emitted invoice is e-mailed with its PDF to
 * the client's e-mail when the invoice has one (issue 25 item 5; default `true`; set in Mi cuenta).
 */
export const User = object({
  user_id: Id,
  email: Email,
  nombre: nullish(string()),
  apellido: nullish(string()),
  telefono: nullish(string()),
  direccion: nullish(string()),
  ciudad: nullish(string()),
  provincia: nullish(Provincia),
  cp: nullish(string()),
  razon_social: nullish(string()),

  cuit: nullish(Cuit),
  clave_fiscal: nullish(string()),
  cur: nullish(string()),
  inicio_actividad: nullish(IsoDate),
  cat_monotributo: nullish(CategoryKey),
  cat_estimada: nullish(CategoryKey),
  tipo_actividad: nullish(TipoActividad),
  actividad_preliminar: nullish(string()),
  actividad_1: nullish(string()),
  actividad_2: nullish(string()),
  actividad_3: nullish(string()),
  tipo_responsable: nullish(UserTipoResponsable),
  os: nullish(string()),
  familiares_os: nullish(FamilyMembers),
  cantidad_familiares: nullish(FamilyMembers),
  aportes_sipa: nullish(boolean()),
  cuit_empleador: nullish(Cuit),
  iibb: nullish(boolean()),
  iibb_numero: nullish(string()),
  local_comercial: nullish(boolean()),
  costo_alquiler: nullish(Ars),
  punto_venta: nullish(PuntoVenta),
  deuda_afip: nullish(SignedArs),
  fac_inicial_sem_actual: nullish(Ars),
  fac_inicial_sem_anterior: nullish(Ars),

  tiene_dni: nullish(boolean()),
  empleados: nullish(boolean()),
  es_monotributista: nullish(boolean()),
  tiene_clavefiscal: nullish(boolean()),
  direc_sa: nullish(boolean()),
  tres_ingresos: nullish(boolean()),
  importador: nullish(boolean()),
  trabaja_aplicacion: nullish(boolean()),

  estado_usuario: nullish(EstadoUsuario),
  estado_pago: nullish(EstadoPago),
  estado_monotributo: nullish(EstadoMonotributo),
  estado_clave_fiscal: nullish(EstadoClaveFiscal),
  estado_cbu: nullish(EstadoCbu),
  baja: nullish(boolean()),

  plan: nullish(string()),
  plan_id: nullish(Id),
  /**
   * A plan chosen while another one's period runs, waiting for its payment (issue 25 item 4:
   * `decidePlanChange`); `null` when none. Set by `PUT /root/users/me/plan`, cleared when paid.
   */
  plan_pendiente_id: nullish(Id),
  fecha_inicio: nullish(IsoDate),
  fecha_fin: nullish(IsoDate),
  fecha_baja: nullish(IsoDate),
  tipo_usuario: nullish(string()),
  vep: nullish(VepChannel),
  cbu: nullish(Cbu),
  mp_customer_id: nullish(string()),
  mp_customer_card_id: nullish(string()),
  employment_relationship: optional(array(Relationship)),

  foto_dni_fr: nullish(boolean()),
  foto_dni_tr: nullish(boolean()),
  foto_rostro: nullish(boolean()),

  enviar_factura_cliente: nullish(boolean()),
});
/** A user record (see the {@link User} struct). */
export type User = Infer<typeof User>;

/**
 * The value of superstruct's `partial(...)` over `T`: every field optional, `undefined` allowed.
 * The update structs below are annotated with it because superstruct types their schema with a
 * type it does not export (`superstruct/dist/utils`), which the published `.d.ts` cannot import.
 */
type PartialFields<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * Fields the server or staff own on a user record: identity, statuses, plan and payment data,
 * category, debt and staff-only data. The server sets them (plan through
 * `PUT /root/users/me/plan`, VEP and CBU through `PUT /root/users/me/vep`, statuses by its rules
 * and by staff). Informational: `PUT /root/users/me` is checked against the allow list
 * {@link meWritableUserFields} (which also leaves out the names, the photo flags and
 * `trabaja_aplicacion`), not against this list. Decision for Spec 02 §7 ("user fields").
 */
export const serverOwnedUserFields = [
  'user_id',
  'email',
  'estado_usuario',
  'estado_pago',
  'estado_monotributo',
  'estado_clave_fiscal',
  'estado_cbu',
  'plan',
  'plan_id',
  'plan_pendiente_id',
  'fecha_inicio',
  'fecha_fin',
  'fecha_baja',
  'tipo_usuario',
  'vep',
  'cbu',
  'mp_customer_id',
  'mp_customer_card_id',
  'employment_relationship',
  'cat_monotributo',
  'tipo_responsable',
  'punto_venta',
  'deuda_afip',
  'fac_inicial_sem_actual',
  'fac_inicial_sem_anterior',
] as const;

/**
 * The fields a taxpayer may write on its own record with `PUT /root/users/me` (an allow list: a
 * field that is not here is refused with 400 naming it, and nothing is saved). Decision for
 * Spec 02 §7 ("user fields") and §4 ("Account"), shared by the account screen and the
 * questionnaire (which saves its answers with the same call):
 *
 * - account (Spec 02 §5 "Account"): `telefono` (required), `cuit`, `clave_fiscal` (required);
 *   `nombre`, `apellido` and `email` are read-only there and are never written by the taxpayer;
 * - questionnaire answers and the data it gathers (Spec 02 §3 "User (me)"): `cuit_empleador`,
 *   `local_comercial`, `costo_alquiler`, `tiene_dni`, `empleados`, `es_monotributista`,
 *   `tiene_clavefiscal`, `cat_estimada`, `cantidad_familiares`, `aportes_sipa`, `direc_sa`,
 *   `tres_ingresos`, `importador`, `actividad_preliminar`, `tipo_actividad`, `razon_social`,
 *   `direccion`, `ciudad`, `provincia`, `cp` (the address is read-only on the account screen; the
 *   questionnaire's step 17 asks it, rules of `fiscal-address.ts`, issue 25 item 7), `cur`, `inicio_actividad`, `os`,
 *   `familiares_os`, `iibb`, `iibb_numero`, `actividad_1..3`;
 * - preferences (issue 25 item 5): `enviar_factura_cliente` (Mi cuenta's switch 'Enviar cada
 *   factura por e-mail a mi cliente').
 *
 * Never writable by the taxpayer: the statuses (`estado_*`), `plan`/`plan_id` (through
 * `PUT /root/users/me/plan`), `vep`/`cbu` (through `PUT /root/users/me/vep`), `tipo_usuario`,
 * `tipo_responsable`, `cat_monotributo`, `punto_venta`, `deuda_afip`, the `fac_inicial_*`
 * figures, the `mp_*` ids, the dates (`fecha_*`), `trabaja_aplicacion` (plan call) and the photo
 * flags (set by the photo upload, so a flag is never true without a photo). `baja` is accepted
 * only as `true`, the cancel request (see {@link MeUpdate}).
 */
export const meWritableUserFields = [
  'telefono',
  'cuit',
  'clave_fiscal',
  'cuit_empleador',
  'local_comercial',
  'costo_alquiler',
  'tiene_dni',
  'empleados',
  'es_monotributista',
  'tiene_clavefiscal',
  'cat_estimada',
  'cantidad_familiares',
  'aportes_sipa',
  'direc_sa',
  'tres_ingresos',
  'importador',
  'actividad_preliminar',
  'tipo_actividad',
  'razon_social',
  'direccion',
  'ciudad',
  'provincia',
  'cp',
  'cur',
  'inicio_actividad',
  'os',
  'familiares_os',
  'iibb',
  'iibb_numero',
  'actividad_1',
  'actividad_2',
  'actividad_3',
  'enviar_factura_cliente',
] as const;
/** A field of {@link meWritableUserFields}. */
export type MeWritableUserField = (typeof meWritableUserFields)[number];

/**
 * The body of `PUT /root/users/me`: any subset of {@link meWritableUserFields}, and/or
 * `baja: true` to request cancellation (refused by the server for a lite user). Any other key
 * (a status, the plan, the debt…) fails validation at its own path ('Campo no permitido').
 * `baja: false` is refused too: withdrawing a cancel request is staff's work (Spec 03 §4).
 * The field rules beyond the types (CUIT check digit, clave fiscal 6–20, phone required) are
 * {@link validateMeUpdate}'s. Source: Spec 02 §4 ("Account"), §5 and §7.
 */
export const MeUpdate: Struct<
  PartialFields<Pick<User, Exclude<MeWritableUserField, 'enviar_factura_cliente'>>> & {
    enviar_factura_cliente?: boolean | undefined;
    baja?: true | undefined;
  }
> = object({
  ...partial(pick(User, [...meWritableUserFields])).schema,
  // Every record has it (a NOT NULL column): left out, or true/false, never `null` (issue 26
  // item 3: `null` was a 500; now 'Debe ser verdadero o falso').
  enviar_factura_cliente: optional(boolean()),
  baja: optional(literal(true)),
});
/** A taxpayer's update of its own record (see the {@link MeUpdate} struct). */
export type MeUpdate = Infer<typeof MeUpdate>;

/**
 * Fields that stay read-only in the admin's edit view: the id, the e-mail (the sign-in name), the
 * CBU and VEP (set by the taxpayer) and the company relationships. Source: Spec 03 §3.
 */
export const adminReadOnlyUserFields = [
  'user_id',
  'email',
  'cbu',
  'vep',
  'employment_relationship',
] as const;

/** The admin-edit fields whose wire struct is loose so that the domain gives the spec's message. */
type LooseAdminField = 'cuit' | 'cuit_empleador' | 'cp' | 'provincia' | 'punto_venta';

/**
 * The admin-edit fields a record always has (the statuses, `baja`, `tipo_usuario`, the photo
 * flags, `enviar_factura_cliente`): answers never carry them as `null`, so an update may leave one
 * out but not send it `null` (issue 26 item 3: `foto_rostro: null` reached the database's
 * NOT NULL column as a 500; now 'Debe ser verdadero o falso' / 'Valor no permitido' at the field).
 */
const adminNeverNullFields = {
  estado_usuario: optional(EstadoUsuario),
  estado_pago: optional(EstadoPago),
  estado_monotributo: optional(EstadoMonotributo),
  baja: optional(boolean()),
  tipo_usuario: optional(string()),
  foto_dni_fr: optional(boolean()),
  foto_dni_tr: optional(boolean()),
  foto_rostro: optional(boolean()),
  enviar_factura_cliente: optional(boolean()),
};
type AdminNeverNullField = keyof typeof adminNeverNullFields;

/**
 * The body of `PUT /root/users/{userId}` and `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}`:
 * "all user fields plus the baja flag" (Spec 03 §7). Every field is optional (decision: a partial
 * save is possible; a field left out keeps its stored value).
 *
 * - The fields of {@link adminReadOnlyUserFields} (`user_id`, `email`, `cbu`, `vep`,
 *   `employment_relationship`) are accepted so that a client sending back the whole record it
 *   read works, but only unchanged: a different value is refused with 'Este dato no se puede
 *   modificar' at that field (decision, `checkReadOnlyFields`; see `validateAdminUserUpdate`).
 * - `cuit`, `cuit_empleador`, `provincia` are any text and `cp` text or a number, `punto_venta`
 *   any number here: their rules (non-word characters removed, 11 digits, check digit; one of the
 *   24 provinces; a number above 0; 0–999999) are `validateAdminUserUpdate`'s, so the API answers
 *   the spec's messages ('CUIT invalido', 'Ingrese un Numero valido'…) and not a generic one.
 * - `baja`: sent when estado_usuario is BAJA or estado_monotributo HACER_BAJA; true only for
 *   HACER_BAJA (Spec 03 §4).
 * - the fields a record always has ({@link adminNeverNullFields}: statuses, `baja`,
 *   `tipo_usuario`, photo flags, `enviar_factura_cliente`) may be left out but not sent `null`.
 *
 * Source: Spec 03 §3 ("User (admin edit view)"), §4 ("Baja flag on saving a user"), §5, §7.
 */
export const AdminUserUpdate: Struct<
  PartialFields<Omit<User, LooseAdminField | AdminNeverNullField>> & {
    [K in AdminNeverNullField]?: NonNullable<User[K]> | undefined;
  } & {
    cuit?: string | null | undefined;
    cuit_empleador?: string | null | undefined;
    cp?: string | number | null | undefined;
    provincia?: string | null | undefined;
    punto_venta?: number | null | undefined;
  }
> = object({
  ...partial(User).schema,
  ...adminNeverNullFields,
  cuit: nullish(string()),
  cuit_empleador: nullish(string()),
  cp: nullish(union([string(), number()])),
  provincia: nullish(string()),
  punto_venta: nullish(number()),
});
/** An admin's update of a user record as sent (see the {@link AdminUserUpdate} struct). */
export type AdminUserUpdate = Infer<typeof AdminUserUpdate>;

/**
 * What an admin's update writes once `validateAdminUserUpdate` accepted it: the writable fields
 * (every `User` field but {@link adminReadOnlyUserFields}) with their stored types (CUIT as 11
 * digits, `cp` as digits text, `provincia` one of the 24).
 */
export type AdminUserChanges = PartialFields<Omit<User, (typeof adminReadOnlyUserFields)[number]>>;

/**
 * The query of `PUT /root/users/me/vep`: exactly one of `vep` (the VEP channel, `pagar` or
 * `pagoMisCuentas`) or `cbu` (22 digits, for automatic debit; the server also checks its BCRA
 * check digits and sets `estado_cbu` POR_ADHERIR). The API answers the failures in Spanish: a `cbu`
 * that is not 22 digits 'El CBU debe contener 22 numeros' (Spec 02 §5), both or neither (the
 * `VepQuery` refinement) 'Dato inválido'. Source: Spec 02 §2 ("Payment services") and §7.
 */
export const VepQuery = refine(
  object({ vep: optional(VepChannel), cbu: optional(Cbu) }),
  'VepQuery',
  (value) =>
    (value.vep === undefined) !== (value.cbu === undefined) || 'Expected exactly one of vep or cbu',
);
/** The monotributo payment-method choice (see the {@link VepQuery} struct). */
export type VepQuery = Infer<typeof VepQuery>;

/**
 * The photo fields of a user record, also the names the photos are stored under in the file
 * store (`{lower-cased e-mail}/{field}`). Source: Spec 02 §7, Spec 03 §7.
 */
export const userPhotoFields = ['foto_dni_fr', 'foto_dni_tr', 'foto_rostro'] as const;

/**
 * The `{reason}` path segment of `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}`:
 * the text e-mailed to the user, at most 500 characters. Source: Spec 03 §4 ("Photos") and §7.
 */
export const PhotoRejectionReason = refine(
  NonEmptyString,
  'PhotoRejectionReason',
  (value) => value.length <= 500 || messages['adminUser.photoReasonLength'],
);
/** A photo-rejection reason (see the {@link PhotoRejectionReason} struct). */
export type PhotoRejectionReason = Infer<typeof PhotoRejectionReason>;
