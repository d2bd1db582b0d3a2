/**
 * The authorization of the printed voucher (qr-and-printing.md §2–§4 items 14–16): for an
 * authorized voucher the RG 4892 QR (built with `buildInvoiceQrUrl` of `@liqui/domain`),
 * "Comprobante Autorizado" and the CAE with its due date; for anything else the draft legend and a
 * diagonal watermark. The QR is drawn as vector squares (no raster image), which keeps rendering
 * fast.
 */
import { type Invoice, type InvoiceQrData, normalizeCuit } from '@liqui/domain';
import QRCode from 'qrcode';
import type { InvoicePdfInput } from './pdf-input.js';
import {
  bold,
  borderColor,
  contentWidth,
  type Doc,
  draftColor,
  draftLegend,
  field,
  footerTop,
  line,
  margin,
  pageHeight,
  pageWidth,
} from './pdf-layout.js';
import { printedDate } from './pdf-text.js';

/** Whether the invoice is an authorized voucher: EMITTED, with a CAE and a number. */
export function isAuthorized(invoice: Invoice): boolean {
  return (
    invoice.estado === 'EMITTED' &&
    typeof invoice.cae === 'string' &&
    /^\d{14}$/.test(invoice.cae) &&
    invoice.nroDeComprobante !== null &&
    invoice.nroDeComprobante !== undefined
  );
}

/**
 * The RG 4892 data of an authorized invoice (qr-and-printing.md §3).
 *
 * @param totalCents - the printed total (ARCA's `ImpTotal`) in cents.
 */
export function qrDataOf(input: InvoicePdfInput, totalCents: number): InvoiceQrData {
  const { invoice, issuer } = input;
  const data: InvoiceQrData = {
    fecha: invoice.fecha,
    cuit: normalizeCuit(issuer.cuit),
    ptoVta: invoice.puntoVenta ?? 0,
    tipoCmp: invoice.tipoDeComprobante,
    nroCmp: invoice.nroDeComprobante ?? 0,
    importeCents: totalCents,
    moneda: invoice.moneda,
    ctz: input.cotizacion ?? '1',
    codAut: invoice.cae ?? '',
  };
  const documentNumber = invoice.tipoDocumento === 99 ? '0' : invoice.nroDocumento;
  if (/^\d{1,20}$/.test(documentNumber)) {
    data.tipoDocRec = invoice.tipoDocumento;
    data.nroDocRec = documentNumber;
  }
  return data;
}

/**
 * Draws a page's footer band: the draft legend when `qrUrl` is `null`, else the QR,
 * "Comprobante Autorizado" and the CAE with its due date.
 */
export function drawFooter(doc: Doc, input: InvoicePdfInput, qrUrl: string | null): void {
  const { invoice } = input;
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc
    .moveTo(margin, footerTop)
    .lineTo(pageWidth - margin, footerTop)
    .stroke();
  if (qrUrl === null) {
    line(doc, draftLegend, margin, footerTop + 40, contentWidth, {
      font: bold,
      size: 20,
      align: 'center',
      color: draftColor,
    });
    return;
  }
  // QR (item 15): modules drawn as vector squares, with a 2-module quiet zone inside the area.
  const qrSize = 104;
  const qrX = margin;
  const qrY = footerTop + 6;
  const modules = QRCode.create(qrUrl, { errorCorrectionLevel: 'M' }).modules;
  const cell = qrSize / (modules.size + 4);
  // One rectangle per horizontal run of dark modules keeps the path (and the render) short.
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(qrX + (start + 2) * cell, qrY + (row + 2) * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
  // "Comprobante Autorizado" (item 16) and the CAE with its due date (item 14).
  const textX = qrX + qrSize + 12;
  line(doc, 'Comprobante Autorizado', textX, footerTop + 30, 200, { font: bold, size: 12 });
  line(doc, 'Escaneá el código QR para verificarlo en ARCA.', textX, footerTop + 48, 220, {
    size: 7,
  });
  const caeX = pageWidth - margin - 200;
  field(doc, 'CAE N°', invoice.cae ?? '-', caeX, footerTop + 30, 200);
  field(
    doc,
    'Fecha de Vto. de CAE',
    printedDate(invoice.fechaVencimientoCae),
    caeX,
    footerTop + 44,
    200,
  );
}

/** A light diagonal "BORRADOR - SIN VALIDEZ FISCAL" across a draft's page. */
export function drawDraftWatermark(doc: Doc): void {
  doc.save();
  doc.rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] });
  doc.fillColor(draftColor).fillOpacity(0.12).font(bold).fontSize(40);
  const x = (pageWidth - doc.widthOfString(draftLegend)) / 2;
  doc.text(draftLegend, x, pageHeight / 2 - 20, { lineBreak: false });
  doc.restore();
  doc.fillColor('#000000').fillOpacity(1);
}
