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

/** A platform status (`estado_usuario`), one of {@link estadosUsuario}. Source: Spec 02 §4, 03 §4. */
export const EstadoUsuario = enums(estadosUsuario);
/** A platform status such as `ACTIVO`. */
export type EstadoUsuario = Infer<typeof EstadoUsuario>;

/**
 * A payment status of the plan (`estado_pago`), one of {@link estadosPago}. PAGO_EN_PROCESO is
 * set after a cash ticket is generated; ACTIVO after approval or a code plan.
 * Source: Spec 02 §4, Spec 03 §4.
 */
export const EstadoPago = enums(estadosPago);
/** A payment status such as `VENCIDO`. */
export type EstadoPago = Infer<typeof EstadoPago>;

/**
 * A tax status of the monotributo registration (`estado_monotributo`), one of
 * {@link estadosMonotributo}. Source: Spec 02 §4, Spec 03 §4.
 */
export const EstadoMonotributo = enums(estadosMonotributo);
/** A tax status such as `HACER_ALTA`. */
export type EstadoMonotributo = Infer<typeof EstadoMonotributo>;

/**
 * A fiscal-key status (`estado_clave_fiscal`), one of {@link estadosClaveFiscal}. `null` on the
 * wire means "not started" (the app sends the user to /steps-user/0). Source: Spec 02 §4, 03 §4.
 */
export const EstadoClaveFiscal = enums(estadosClaveFiscal);
/** A fiscal-key status such as `CREANDO`. */
export type EstadoClaveFiscal = Infer<typeof EstadoClaveFiscal>;

/**
 * A CBU automatic-debit status (`estado_cbu`), one of {@link estadosCbu}: POR_ADHERIR, then
 * ADHERIDO (locked once reached). Source: Spec 03 §4.
 */
export const EstadoCbu = enums(estadosCbu);
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
