/**
 * Which vouchers carry an associated voucher (Spec 02 §5 "For voucher types 12 or 13 the
 * associated voucher type, point of sale and number are required"; ARCA 10197 / 10198,
 * web-services.md §3.9).
 */
import type { VoucherType } from './entities/invoice';

/** Per voucher type, whether it carries an associated voucher (a closed table: a new type fails compilation here). */
const carriesAssociatedVoucher: Readonly<Record<VoucherType, boolean>> = {
  11: false, // Factura C
  12: true, // Nota de Débito C
  13: true, // Nota de Crédito C
  15: false, // Recibo C
};

/**
 * The voucher types that need an associated voucher: 12 Nota de Débito C and 13 Nota de Crédito C
 * (Spec 02 §5; ARCA 10197). Any other type must not carry one (ARCA 10198).
 */
export const associatedVoucherTypes: readonly VoucherType[] = Object.freeze(
  (Object.keys(carriesAssociatedVoucher).map(Number) as VoucherType[]).filter(
    (tipo) => carriesAssociatedVoucher[tipo],
  ),
);

/**
 * Whether a voucher of this type needs an associated voucher (`tipoDeComprobanteAsoc`,
 * `puntoVentaAsoc`, `cbteNroAsoc`; ARCA's `CbtesAsoc`): `true` for 12 and 13 (Spec 02 §5, ARCA
 * 10197), `false` for 11 and 15 (ARCA 10198).
 *
 * @param tipoDeComprobante - the voucher type; a missing or unknown code (a form still being
 *   filled) answers `false`.
 * @returns whether the associated voucher is required (and sent to ARCA).
 */
export function requiresAssociatedVoucher(tipoDeComprobante: number | null | undefined): boolean {
  return (
    tipoDeComprobante != null && carriesAssociatedVoucher[tipoDeComprobante as VoucherType] === true
  );
}
