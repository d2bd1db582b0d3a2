/**
 * The top of every page of the printed voucher (qr-and-printing.md §4 items 1–8): the "ORIGINAL"
 * strip and the header box with the letter box "C" and its code in the middle, the issuer on the
 * left and the voucher's name, number, date and the issuer's tax data on the right.
 */
import { formatCuit, iibbLegend } from '@liqui/domain';
import type { InvoicePdfInput } from './pdf-input.js';
import {
  bold,
  borderColor,
  contentWidth,
  type Doc,
  field,
  line,
  margin,
  pageWidth,
  wrappedField,
} from './pdf-layout.js';
import { issuerName, printedDate, voucherNumberText } from './pdf-text.js';

/** The printed name of each voucher type (qr-and-printing.md §4 item 6). */
const voucherNames: Readonly<Record<number, string>> = {
  11: 'FACTURA',
  12: 'NOTA DE DÉBITO',
  13: 'NOTA DE CRÉDITO',
  15: 'RECIBO',
};

/**
 * Draws the "ORIGINAL" strip and the header box at the top of the current page.
 *
 * @returns the y (points) where the next section starts.
 */
export function drawHeader(doc: Doc, input: InvoicePdfInput): number {
  const { invoice, issuer } = input;
  // "ORIGINAL" strip (item 8).
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, margin, contentWidth, 18).stroke();
  line(doc, 'ORIGINAL', margin, margin + 5, contentWidth, {
    font: bold,
    size: 10,
    align: 'center',
  });

  // Header box with the letter box in the middle (items 1–8). The issuer's name and address wrap
  // (never clipped: both are required in full), and the box grows to hold them.
  const top = margin + 18;
  const leftX = margin + 8;
  const boxSize = 44;
  const leftFieldWidth = pageWidth / 2 - boxSize / 2 - leftX - 6;
  const leftBottom = drawIssuer(doc, input, leftX, top, leftFieldWidth);
  const height = Math.max(112, leftBottom + 8 - top);
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, top, contentWidth, height).stroke();
  const boxX = pageWidth / 2 - boxSize / 2;
  doc.rect(boxX, top, boxSize, boxSize).fillAndStroke('#ffffff', borderColor).fillColor('#000000');
  line(doc, 'C', boxX, top + 4, boxSize, { font: bold, size: 26, align: 'center' });
  const code = `COD. ${String(invoice.tipoDeComprobante).padStart(3, '0')}`;
  line(doc, code, boxX, top + 32, boxSize, { font: bold, size: 7, align: 'center' });
  doc
    .moveTo(pageWidth / 2, top + boxSize)
    .lineTo(pageWidth / 2, top + height)
    .stroke();

  // Voucher (right half).
  const rightX = pageWidth / 2 + boxSize / 2 + 8;
  const rightWidth = pageWidth - margin - rightX - 8;
  line(doc, voucherNames[invoice.tipoDeComprobante] ?? 'COMPROBANTE', rightX, top + 8, rightWidth, {
    font: bold,
    size: 16,
  });
  const fieldX = pageWidth / 2 + 8;
  const fieldWidth = pageWidth - margin - fieldX - 8;
  const numero = voucherNumberText(invoice.puntoVenta, invoice.nroDeComprobante);
  field(doc, 'N°', numero, rightX, top + 30, rightWidth);
  field(doc, 'Fecha de Emisión', printedDate(invoice.fecha), fieldX, top + 50, fieldWidth);
  field(doc, 'CUIT', formatCuit(issuer.cuit), fieldX, top + 63, fieldWidth);
  field(
    doc,
    'Ingresos Brutos',
    issuer.iibb?.trim() || iibbLegend({ cuit: issuer.cuit }),
    fieldX,
    top + 76,
    fieldWidth,
  );
  field(
    doc,
    'Fecha de Inicio de Actividades',
    printedDate(issuer.inicioActividad),
    fieldX,
    top + 89,
    fieldWidth,
  );
  return top + height;
}

/**
 * The issuer block (item 1): its name in large type, then its razón social, domicilio comercial
 * (wrapped) and IVA condition, from `top` down in the left half of the header.
 *
 * @returns the y (points) below the block's last line.
 */
function drawIssuer(
  doc: Doc,
  input: InvoicePdfInput,
  x: number,
  top: number,
  width: number,
): number {
  const { issuer } = input;
  line(doc, issuerName(issuer), x, top + 10, width, { font: bold, size: 14 });
  let y = top + 50;
  y += wrappedField(doc, 'Razón Social', issuerName(issuer), x, y, width) + 3;
  y += wrappedField(doc, 'Domicilio Comercial', issuer.domicilio?.trim() || '-', x, y, width) + 3;
  y += wrappedField(
    doc,
    'Condición frente al IVA',
    issuer.condicionIva ?? 'Responsable Monotributo',
    x,
    y,
    width,
  );
  return y;
}
