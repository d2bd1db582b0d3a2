/**
 * The closed lists of a user record: platform, payment, tax, fiscal-key and CBU statuses, activity
 * types, the admin's taxpayer kind and the payment channels of the monotributo.
 * Source: Spec 02 §3 and §4, Spec 03 §3 and §4.
 */
import { enums, type Infer } from 'superstruct';
import {
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
} from '../statuses';

/**
 * Platform status of a user (`estado_usuario`). Source: Spec 02 §4, Spec 03 §4.
 * The list itself is {@link estadosUsuario} of the status rules (`statuses.ts`); this is its alias
 * beside the struct, not a copy.
 */
export const estadoUsuarioValues = estadosUsuario;

/** A platform status (see {@link estadoUsuarioValues}). Source: Spec 02 §4. */
export const EstadoUsuario = enums(estadoUsuarioValues);
/** A platform status such as `ACTIVO`. */
export type EstadoUsuario = Infer<typeof EstadoUsuario>;

/**
 * Payment status of the plan (`estado_pago`). PAGO_EN_PROCESO is set after a cash ticket is
 * generated; ACTIVO after approval or a code plan. Source: Spec 02 §4, Spec 03 §4.
 * The list itself is {@link estadosPago} of the status rules (`statuses.ts`); this is its alias
 * beside the struct, not a copy.
 */
export const estadoPagoValues = estadosPago;

/** A payment status (see {@link estadoPagoValues}). Source: Spec 02 §4. */
export const EstadoPago = enums(estadoPagoValues);
/** A payment status such as `VENCIDO`. */
export type EstadoPago = Infer<typeof EstadoPago>;

/**
 * Tax status of the monotributo registration (`estado_monotributo`). Source: Spec 02 §4,
 * Spec 03 §4.
 * The list itself is {@link estadosMonotributo} of the status rules (`statuses.ts`); this is its alias
 * beside the struct, not a copy.
 */
export const estadoMonotributoValues = estadosMonotributo;

/** A tax status (see {@link estadoMonotributoValues}). Source: Spec 02 §4. */
export const EstadoMonotributo = enums(estadoMonotributoValues);
/** A tax status such as `HACER_ALTA`. */
export type EstadoMonotributo = Infer<typeof EstadoMonotributo>;

/**
 * Fiscal-key status (`estado_clave_fiscal`). `null` on the wire means "not started" (the app
 * sends the user to /steps-user/0). Source: Spec 02 §4, Spec 03 §4.
 * The list itself is {@link estadosClaveFiscal} of the status rules (`statuses.ts`); this is its alias
 * beside the struct, not a copy.
 */
export const estadoClaveFiscalValues = estadosClaveFiscal;

/** A fiscal-key status (see {@link estadoClaveFiscalValues}). Source: Spec 02 §4. */
export const EstadoClaveFiscal = enums(estadoClaveFiscalValues);
/** A fiscal-key status such as `CREANDO`. */
export type EstadoClaveFiscal = Infer<typeof EstadoClaveFiscal>;

/**
 * CBU automatic-debit status (`estado_cbu`): POR_ADHERIR, then ADHERIDO (locked once reached).
 * Source: Spec 03 §4.
 * The list itself is {@link estadosCbu} of the status rules (`statuses.ts`); this is its alias
 * beside the struct, not a copy.
 */
export const estadoCbuValues = estadosCbu;

/** A CBU status (see {@link estadoCbuValues}). Source: Spec 03 §4. */
export const EstadoCbu = enums(estadoCbuValues);
/** A CBU status: `POR_ADHERIR` or `ADHERIDO`. */
export type EstadoCbu = Infer<typeof EstadoCbu>;

/**
 * Activity types (`tipo_actividad`): provides services, sells goods, rentals.
 * Source: Spec 02 §3, Spec 03 §3.
 */
export const tipoActividadValues = ['presta_servicios', 'vende_mercaderia', 'alquileres'] as const;

/** An activity type (see {@link tipoActividadValues}). Source: Spec 02 §3. */
export const TipoActividad = enums(tipoActividadValues);
/** An activity type such as `presta_servicios`. */
export type TipoActividad = Infer<typeof TipoActividad>;

/**
 * The taxpayer kind the admin sets on a user (`tipo_responsable`, with spaces and capitals as the
 * admin form shows them). Not the same list as an invoice receiver's `tipoResponsable`.
 * Source: Spec 03 §3.
 */
export const userTipoResponsableValues = [
  'Responsable Monotributo',
  'Monotributista Social',
] as const;

/** The admin's taxpayer kind (see {@link userTipoResponsableValues}). Source: Spec 03 §3. */
export const UserTipoResponsable = enums(userTipoResponsableValues);
/** `Responsable Monotributo` or `Monotributista Social`. */
export type UserTipoResponsable = Infer<typeof UserTipoResponsable>;

/**
 * Channels for the electronic payment voucher of the monotributo (`vep`): `pagar` (Pagar Link)
 * and `pagoMisCuentas` (Pago Mis Cuentas). Source: Spec 02 §2 ("Payment services") and §7.
 */
export const vepChannelValues = ['pagar', 'pagoMisCuentas'] as const;

/** A VEP channel (see {@link vepChannelValues}). Source: Spec 02 §7. */
export const VepChannel = enums(vepChannelValues);
/** `pagar` or `pagoMisCuentas`. */
export type VepChannel = Infer<typeof VepChannel>;

/**
 * The `tipo_usuario` value of a lite user. Decision: `tipo_usuario` is free text on the wire
 * (only LITE is named by the spec; other users have `null` or another value).
 * Source: Spec 01 §3, Spec 02 §1.
 */
export const TIPO_USUARIO_LITE = 'LITE';
