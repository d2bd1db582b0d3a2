/**
 * The totals box of the printed voucher (qr-and-printing.md §4 item 11): the currency and rate
 * for a foreign currency, subtotal, other taxes (always 0 for Factura C), total, and the
 * observations.
 */
import type { InvoiceTotals } from '@liqui/domain';
import type { InvoicePdfInput } from './pdf-input.js';
import {
  bold,
  borderColor,
  contentWidth,
  type Doc,
  field,
  footerTop,
  line,
  margin,
  pageWidth,
  regular,
} from './pdf-layout.js';
import { moneyText } from './pdf-text.js';

/** What {@link drawTotals} needs besides the document. */
export type TotalsInput = {
  pdf: InvoicePdfInput;
  /** `computeInvoiceTotals` of the items (cents): the printed subtotal. */
  totals: InvoiceTotals;
  /** The printed total in cents (ARCA's `ImpTotal` once authorized). */
  totalCents: number;
  /** The y under the last item row. */
  y: number;
  /** Adds a page with its header and returns the y of its first row. */
  newPage: () => number;
};

/** Draws the totals box under the items, on a new page when it does not fit above the footer. */
export function drawTotals(doc: Doc, input: TotalsInput): void {
  const { invoice, cotizacion } = input.pdf;
  doc.font(regular).fontSize(8.5);
  const observation = invoice.observacion?.trim() ?? '';
  const observationHeight = observation
    ? Math.min(doc.heightOfString(observation, { width: contentWidth - 16 }), 200) + 14
    : 0;
  const currencyLine = invoice.moneda === 'PES' ? 0 : 14;
  const totalsHeight = 52 + currencyLine + observationHeight;
  let { y } = input;
  if (y + 8 + totalsHeight > footerTop - 4) y = input.newPage();
  y += 8;
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, y, contentWidth, totalsHeight).stroke();
  const labelX = pageWidth - margin - 260;
  let rowY = y + 8;
  if (currencyLine) {
    const currency = `${invoice.moneda} (cotización ${cotizacion ?? '1'})`;
    field(doc, 'Moneda', currency, labelX, rowY, 250);
    rowY += currencyLine;
  }
  line(doc, 'Subtotal:', labelX, rowY, 140, { font: bold, align: 'right' });
  line(doc, moneyText(input.totals.totalCents, invoice.moneda), labelX + 140, rowY, 110, {
    align: 'right',
  });
  line(doc, 'Importe Otros Tributos:', labelX, rowY + 14, 140, { font: bold, align: 'right' });
  line(doc, moneyText(0, invoice.moneda), labelX + 140, rowY + 14, 110, { align: 'right' });
  line(doc, 'Importe Total:', labelX, rowY + 28, 140, { font: bold, size: 10, align: 'right' });
  line(doc, moneyText(input.totalCents, invoice.moneda), labelX + 140, rowY + 28, 110, {
    font: bold,
    size: 10,
    align: 'right',
  });
  if (observation) {
    const obsY = y + totalsHeight - observationHeight + 2;
    line(doc, 'Observaciones:', margin + 8, obsY, 200, { font: bold, size: 8.5 });
    doc.font(regular).fontSize(8.5);
    doc.text(observation, margin + 8, obsY + 11, {
      width: contentWidth - 16,
      height: observationHeight - 14,
      ellipsis: true,
    });
  }
}
