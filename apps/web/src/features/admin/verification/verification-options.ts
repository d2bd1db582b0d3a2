import { cbteModoValues, invoiceDocumentTypes, voucherTypes } from '@liqui/domain';
import type { SelectOption } from '@liqui/ui';

/** The labels of the ten verification fields, shared by the manual form and the CSV table. */
export const verificationLabels = {
  cbte_modo: 'Modalidad',
  cuit_emisor: 'CUIT emisor',
  cbte_tipo: 'Tipo de comprobante',
  pto_vta: 'Punto de venta',
  cbte_nro: 'Número de comprobante',
  cbte_fch: 'Fecha de comprobante',
  imp_total: 'Importe total',
  cod_autorizacion: 'Código de autorización',
  doc_tipo_receptor: 'Tipo de documento del receptor',
  doc_nro_receptor: 'Número de documento del receptor',
} as const;

/** Modalidad: CAE, CAI, CAEA (Spec 03 §3). */
export const cbteModoOptions: SelectOption[] = cbteModoValues.map((id) => ({ id, label: id }));

/** Every ARCA voucher type (the admin verifies any issuer's vouchers, not only class C). */
export const cbteTipoOptions: SelectOption[] = voucherTypes.map(({ id, desc }) => ({
  id: String(id),
  label: `${id} - ${desc}`,
}));

/** Receiver document types 80 CUIT, 96 DNI, 94 Pasaporte, 99 No informa (Spec 03 §3). */
export const docTipoOptions: SelectOption[] = invoiceDocumentTypes.map(({ id, desc }) => ({
  id: String(id),
  label: desc,
}));
