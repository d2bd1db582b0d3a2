import type { EstadoPago, EstadoUsuario } from './statuses';

/**
 * Which taxpayer features a user may use, from its payment and platform statuses: the one rule
 * behind the user shell's disabled menu entries, the web route guard that sends some users home,
 * and the server's refusal of invoice writes. Source: Spec 02 §2 ("User shell menu": menu gating
 * and the redirects to /).
 *
 * - Facturar, Facturas emitidas, Mis impuestos and Pagos are disabled when `estado_pago` is
 *   PAGO_EN_PROCESO, VENCIDO or INACTIVO, or `estado_usuario` is BAJA, BAJA_PROGRAMADA,
 *   BLOQUEADO, INCOMPLETO, PENDIENTE_REVISION or INACTIVO.
 * - Users whose `estado_usuario` is INACTIVO or INCOMPLETO are sent to / from invoicing, issued
 *   invoices, the invoice view, taxes and payment services.
 *
 * Decisions (the spec does not say):
 * - a `null`/absent status counts as nothing to block (new records carry explicit statuses; an
 *   account without a record yet is handled by the redirects after login);
 * - the server refuses invoice *writes* (create, update, process, delete) exactly when the menu
 *   disables Facturar, and keeps reads open: a blocked taxpayer may still read and download the
 *   invoices it issued (the home page shows the last three) — its documents stay its own.
 */

/** The `estado_pago` values that disable the gated features. Source: Spec 02 §2. */
export const blockingEstadosPago: readonly EstadoPago[] = Object.freeze([
  'PAGO_EN_PROCESO',
  'VENCIDO',
  'INACTIVO',
]);

/** The `estado_usuario` values that disable the gated features. Source: Spec 02 §2. */
export const blockingEstadosUsuario: readonly EstadoUsuario[] = Object.freeze([
  'BAJA',
  'BAJA_PROGRAMADA',
  'BLOQUEADO',
  'INCOMPLETO',
  'PENDIENTE_REVISION',
  'INACTIVO',
]);

/** The `estado_usuario` values sent to / from the gated pages. Source: Spec 02 §2. */
export const homeRedirectEstadosUsuario: readonly EstadoUsuario[] = Object.freeze([
  'INACTIVO',
  'INCOMPLETO',
]);

/** The user shell menu keys that the statuses can disable. Source: Spec 02 §2. */
export const gatedMenuKeys = Object.freeze([
  'facturar',
  'facturas-emitidas',
  'impuestos',
  'pago-servicios',
] as const);

/** A menu key of {@link gatedMenuKeys}. */
export type GatedMenuKey = (typeof gatedMenuKeys)[number];

/**
 * The route paths (wouter patterns of `routeTable`) that INACTIVO and INCOMPLETO users are sent
 * away from, to `/`. Source: Spec 02 §2 ("invoicing, issued invoices, invoice view, taxes and
 * payment services").
 */
export const gatedPaths = Object.freeze([
  '/facturar',
  '/facturas-emitidas',
  '/visualizar-factura/:id',
  '/impuestos',
  '/pago-servicios',
] as const);

/** The statuses the rule reads; extra fields of a user record are ignored. */
export type GatingStatuses = {
  readonly estado_pago?: string | null;
  readonly estado_usuario?: string | null;
};

/**
 * Why a user's gated features are off: the payment status, the platform status, or `null` when
 * they are on.
 */
export type GatingReason =
  | { readonly kind: 'estado_pago'; readonly value: EstadoPago }
  | { readonly kind: 'estado_usuario'; readonly value: EstadoUsuario }
  | null;

/** The verdict of {@link decideTaxpayerGating}. */
export type TaxpayerGating = {
  /** True when Facturar, Facturas emitidas, Mis impuestos and Pagos are disabled. */
  readonly isGated: boolean;
  /** The menu keys to disable: all of {@link gatedMenuKeys} when gated, else none. */
  readonly disabledMenuKeys: readonly GatedMenuKey[];
  /** True when the user is sent to `/` from {@link gatedPaths}. */
  readonly redirectsHome: boolean;
  /** The first status that gates (payment status first), or `null`. */
  readonly reason: GatingReason;
};

function includes<T extends string>(list: readonly T[], value: string | null | undefined) {
  return value != null && (list as readonly string[]).includes(value);
}

/**
 * Decides the gated features of a user from `estado_pago` and `estado_usuario` (Spec 02 §2;
 * see the module comment for the decisions). Pure; never throws.
 *
 * @example decideTaxpayerGating({ estado_pago: 'VENCIDO', estado_usuario: 'ACTIVO' })
 *   // → { isGated: true, disabledMenuKeys: [...4 keys], redirectsHome: false, reason: { kind: 'estado_pago', value: 'VENCIDO' } }
 */
export function decideTaxpayerGating(user: GatingStatuses): TaxpayerGating {
  const { estado_pago: pago, estado_usuario: usuario } = user;
  const reason: GatingReason = includes(blockingEstadosPago, pago)
    ? { kind: 'estado_pago', value: pago as EstadoPago }
    : includes(blockingEstadosUsuario, usuario)
      ? { kind: 'estado_usuario', value: usuario as EstadoUsuario }
      : null;
  return {
    isGated: reason !== null,
    disabledMenuKeys: reason === null ? [] : [...gatedMenuKeys],
    redirectsHome: includes(homeRedirectEstadosUsuario, usuario),
    reason,
  };
}
