/**
 * The last pass over the printed voucher's pages (qr-and-printing.md §4 items 14–17): each page's
 * footer (the authorization on the last page, "Continúa en la página siguiente" before it; the
 * draft legend on every page of a draft) and "Pág. n/N" when there are several pages.
 */

import { drawFooter } from './draw-authorization.js';
import type { InvoicePdfInput } from './pdf-input.js';
import { contentWidth, type Doc, footerTop, line, margin, pageHeight } from './pdf-layout.js';

/**
 * Writes the footers and page numbers on every buffered page of `doc`.
 *
 * @param qrUrl - the RG 4892 QR of an authorized voucher, `null` for a draft.
 */
export function numberPages(doc: Doc, input: InvoicePdfInput, qrUrl: string | null): void {
  const range = doc.bufferedPageRange();
  const pageCount = range.count;
  for (let index = 0; index < pageCount; index++) {
    doc.switchToPage(range.start + index);
    const isLast = index === pageCount - 1;
    if (qrUrl === null || isLast) drawFooter(doc, input, qrUrl);
    else {
      line(doc, 'Continúa en la página siguiente', margin, footerTop + 40, contentWidth, {
        size: 9,
        align: 'center',
      });
    }
    if (pageCount > 1) {
      line(doc, `Pág. ${index + 1}/${pageCount}`, margin, pageHeight - margin - 10, contentWidth, {
        size: 8,
        align: 'center',
      });
    }
  }
}
