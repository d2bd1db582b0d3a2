/**
 * The parties block under the header (qr-and-printing.md §4 items 9, 10, 12, 13): for services,
 * the billed period and the payment due date (`requiresServiceDates` of `@liqui/domain`); then the
 * receiver (document, name, IVA condition, address), the condición de venta and, for debit and
 * credit notes (`requiresAssociatedVoucher`), the associated voucher.
 */
import {
  formasDePago,
  formatCuit,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  requiresAssociatedVoucher,
  requiresServiceDates,
  tiposResponsable,
} from '@liqui/domain';
import type { InvoicePdfInput } from './pdf-input.js';
import {
  bold,
  borderColor,
  contentWidth,
  type Doc,
  field,
  line,
  margin,
  wrappedField,
} from './pdf-layout.js';
import { descriptionOf, printedDate, voucherNumberText } from './pdf-text.js';

/**
 * Draws the service period (concepts 2 and 3) and the receiver box from `y` down.
 *
 * @returns the y (points) where the items table starts.
 */
export function drawParties(doc: Doc, input: InvoicePdfInput, top: number): number {
  const { invoice } = input;
  let y = top;

  // Service period and payment due date (item 12).
  if (requiresServiceDates(invoice.concepto)) {
    doc.rect(margin, y, contentWidth, 18).stroke();
    const third = contentWidth / 3;
    field(doc, 'Período Facturado Desde', printedDate(invoice.desde), margin + 8, y + 5, third);
    field(doc, 'Hasta', printedDate(invoice.hasta), margin + 8 + third, y + 5, third - 8);
    field(
      doc,
      'Fecha de Vto. para el pago',
      printedDate(invoice.vencimientoPago),
      margin + 2 * third - 20,
      y + 5,
      third + 12,
    );
    y += 18;
  }

  // Receiver (items 9, 10, 13). The right column (name, address) wraps and the box grows with it.
  const hasAssociated =
    requiresAssociatedVoucher(invoice.tipoDeComprobante) &&
    invoice.cbteNroAsoc !== null &&
    invoice.cbteNroAsoc !== undefined;
  const half = contentWidth / 2;
  const isAnonymous = invoice.tipoDocumento === 99;
  const documentLabel = descriptionOf(invoiceDocumentTypes, invoice.tipoDocumento);
  const documentValue =
    invoice.tipoDocumento === 80 ? formatCuit(invoice.nroDocumento) : invoice.nroDocumento;
  if (isAnonymous) line(doc, 'Consumidor Final', margin + 8, y + 6, half - 16, { font: bold });
  else field(doc, documentLabel, documentValue, margin + 8, y + 6, half - 16);
  const receiverName = isAnonymous ? 'Consumidor Final' : invoice.razonSocialCliente?.trim() || '-';
  field(
    doc,
    'Condición frente al IVA',
    descriptionOf(tiposResponsable, invoice.tipoResponsable),
    margin + 8,
    y + 20,
    half - 16,
  );
  const address = [
    invoice.domicilioComercialCliente,
    invoice.localidadCliente,
    invoice.provinciaCliente,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  field(
    doc,
    'Condición de venta',
    descriptionOf(formasDePago, invoice.formaDePago),
    margin + 8,
    y + 34,
    half - 16,
  );
  let rightY = y + 6;
  rightY +=
    wrappedField(
      doc,
      'Apellido y Nombre / Razón Social',
      receiverName,
      margin + half,
      rightY,
      half - 8,
    ) + 3;
  rightY += wrappedField(doc, 'Domicilio', address || '-', margin + half, rightY, half - 8);
  let bottom = Math.max(y + 44, rightY) + 2;
  if (hasAssociated) {
    const type = descriptionOf(invoiceVoucherTypes, invoice.tipoDeComprobanteAsoc ?? 11);
    const associated = `${type} N° ${voucherNumberText(invoice.puntoVentaAsoc, invoice.cbteNroAsoc)}`;
    field(doc, 'Comprobante asociado', associated, margin + 8, bottom + 1, contentWidth - 16);
    bottom += 14;
  }
  const receiverHeight = Math.max(hasAssociated ? 62 : 50, bottom + 2 - y);
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, y, contentWidth, receiverHeight).stroke();
  return y + receiverHeight + 6;
}
