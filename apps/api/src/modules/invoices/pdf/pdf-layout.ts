/**
 * The printed voucher's page geometry, fonts and colours, and the two text primitives every
 * section draws with (`line`, `field`). Points, A4 portrait 595.28 × 841.89. Only PDFKit's
 * standard Helvetica: no font embedding, so rendering stays fast (the bench measures it).
 */

/** A PDFKit document. */
export type Doc = PDFKit.PDFDocument;

export const pageWidth = 595.28;
export const pageHeight = 841.89;
export const margin = 20;
export const contentWidth = pageWidth - 2 * margin;
/** The footer band (CAE and QR, or the draft legend) at the bottom of every page. */
export const footerHeight = 128;
export const footerTop = pageHeight - margin - footerHeight;
export const regular = 'Helvetica';
export const bold = 'Helvetica-Bold';
export const borderColor = '#333333';
export const shadeColor = '#e6e6e6';
export const draftColor = '#c00000';
/** The legend of a voucher without a CAE (qr-and-printing.md §4). */
export const draftLegend = 'BORRADOR - SIN VALIDEZ FISCAL';

/** How {@link line} writes its text. */
export type LineOptions = {
  font?: string;
  size?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
};

/** One line of text clipped to `width` with an ellipsis (Helvetica 9 black by default). */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: LineOptions = {},
): void {
  doc
    .font(options.font ?? regular)
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? '#000000');
  doc.text(text, x, y, {
    width,
    height: doc.currentLineHeight(true),
    ellipsis: true,
    lineBreak: false,
    align: options.align ?? 'left',
  });
}

/** A bold label followed by its value on one line: "CUIT: 20-11111111-2". */
export function field(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): void {
  doc.font(bold).fontSize(9);
  const labelWidth = doc.widthOfString(`${label}: `);
  line(doc, `${label}: `, x, y, labelWidth + 1, { font: bold });
  line(doc, value, x + labelWidth, y, Math.max(width - labelWidth, 10));
}

/**
 * A bold label followed by its value, wrapped inside `width` (never clipped): for what ARCA
 * requires in full, such as an address (qr-and-printing.md §4 items 1 and 9).
 *
 * @returns the height used, in points (one line is the font's line height, 9 pt type).
 */
export function wrappedField(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): number {
  doc.fillColor('#000000').fontSize(9);
  doc.font(bold).text(`${label}: `, x, y, { width, continued: true, lineGap: 1 });
  doc.font(regular).text(value, { width, lineGap: 1 });
  return doc.y - y;
}
