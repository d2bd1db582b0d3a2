/**
 * The items table of the printed voucher (qr-and-printing.md §4 item 11): código, producto /
 * servicio, cantidad, unidad de medida, precio unitario and subtotal, es-AR numbers. Factura C
 * does not discriminate IVA: there is no IVA column.
 */
import { type InvoiceItem, type InvoiceTotals, toCents, unitsOfMeasure } from '@liqui/domain';
import {
  bold,
  borderColor,
  contentWidth,
  type Doc,
  footerTop,
  line,
  margin,
  pageWidth,
  regular,
  shadeColor,
} from './pdf-layout.js';
import { amountText, descriptionOf, quantityText } from './pdf-text.js';

/** The columns: titles, widths (sum = the content width) and alignment. */
const columns = [
  { title: 'Código', width: 55, align: 'left' },
  { title: 'Producto / Servicio', width: 215, align: 'left' },
  { title: 'Cantidad', width: 55, align: 'right' },
  { title: 'U. Medida', width: 70, align: 'left' },
  { title: 'Precio Unit.', width: 80, align: 'right' },
  { title: 'Subtotal', width: contentWidth - 475, align: 'right' },
] as const;
const cellPadding = 3;
const rowFontSize = 8.5;
/** A description taller than this is cut with an ellipsis (one row never outgrows a page). */
const maxRowTextHeight = 300;

/**
 * Draws the table head (repeated on every page) at `y`.
 *
 * @returns the y (points) of the first row.
 */
export function drawItemsHead(doc: Doc, y: number): number {
  doc.rect(margin, y, contentWidth, 16).fillAndStroke(shadeColor, borderColor).fillColor('#000000');
  let x = margin;
  for (const column of columns) {
    line(doc, column.title, x + cellPadding, y + 4, column.width - 2 * cellPadding, {
      font: bold,
      size: 8.5,
      align: column.align,
    });
    x += column.width;
  }
  return y + 16;
}

/** What {@link drawItemRows} needs besides the document. */
export type ItemRowsInput = {
  items: readonly InvoiceItem[];
  /** `computeInvoiceTotals` of the items (cents). */
  totals: InvoiceTotals;
  /** The y of the first row. */
  y: number;
  /** Adds a page with its header and returns the y of its first row. */
  newPage: () => number;
};

/**
 * Draws one row per item, starting a new page (with {@link ItemRowsInput.newPage}) when a row
 * would reach the footer.
 *
 * @returns the y (points) under the last row.
 */
export function drawItemRows(doc: Doc, input: ItemRowsInput): number {
  let { y } = input;
  input.items.forEach((item, index) => {
    doc.font(regular).fontSize(rowFontSize);
    const descriptionWidth = (columns[1]?.width ?? 0) - 2 * cellPadding;
    const textHeight = Math.min(
      doc.heightOfString(item.concepto, { width: descriptionWidth }),
      maxRowTextHeight,
    );
    const rowHeight = Math.max(textHeight, doc.currentLineHeight(true)) + 6;
    if (y + rowHeight > footerTop - 4) y = input.newPage();
    const price = toCents(item.precio);
    const cells = [
      item.codigo,
      item.concepto,
      quantityText(item.cantidad),
      descriptionOf(unitsOfMeasure, item.unidad) || String(item.unidad),
      amountText(price.ok ? price.value : 0),
      amountText(input.totals.subtotalsCents[index] ?? 0),
    ];
    let x = margin;
    columns.forEach((column, columnIndex) => {
      const text = cells[columnIndex] ?? '';
      const width = column.width - 2 * cellPadding;
      doc.font(regular).fontSize(rowFontSize);
      if (columnIndex === 1) {
        doc.text(text, x + cellPadding, y + 3, { width, height: textHeight + 1, ellipsis: true });
      } else {
        line(doc, text, x + cellPadding, y + 3, width, { size: rowFontSize, align: column.align });
      }
      x += column.width;
    });
    doc.lineWidth(0.3).strokeColor('#999999');
    doc
      .moveTo(margin, y + rowHeight)
      .lineTo(pageWidth - margin, y + rowHeight)
      .stroke();
    y += rowHeight;
  });
  return y;
}
