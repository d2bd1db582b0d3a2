import jsQR from 'jsqr';

/**
 * Reads an invoice PDF the way a person (or ARCA's QR reader) does: the text of its pages and the
 * RG 4892 QR code printed on page 1. MuPDF renders the page, jsQR decodes the code.
 * Source: ../shared/reference/arca/qr-and-printing.md §3–§4.
 */

/** What an invoice PDF shows. */
export type ReadInvoicePdf = {
  /** The text of every page, in order, joined with newlines. */
  text: string;
  /** How many pages it has. */
  pageCount: number;
  /** The text encoded in the QR code of page 1 (ARCA's URL `https://www.afip.gob.ar/fe/qr/?p=…`), or null. */
  qrText: string | null;
};

/**
 * Opens `pdf` (bytes of a PDF file) with MuPDF, extracts its text and decodes the QR of page 1
 * (rendered at 3× on white, then read with jsQR).
 *
 * @throws Error when the bytes are not a PDF MuPDF can open.
 */
export async function readInvoicePdf(pdf: Uint8Array): Promise<ReadInvoicePdf> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const pageCount = document.countPages();
    const texts: string[] = [];
    let qrText: string | null = null;
    for (let index = 0; index < pageCount; index += 1) {
      const page = document.loadPage(index);
      texts.push(page.toStructuredText('preserve-whitespace').asText());
      if (index === 0) {
        // Opaque white background (no alpha): jsQR reads RGBA but ignores the alpha channel.
        const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false);
        const width = pixmap.getWidth();
        const height = pixmap.getHeight();
        const channels = pixmap.getNumberOfComponents();
        const stride = pixmap.getStride();
        const samples = pixmap.getPixels();
        const rgba = new Uint8ClampedArray(width * height * 4);
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const from = y * stride + x * channels;
            const to = (y * width + x) * 4;
            rgba[to] = samples[from] ?? 0;
            rgba[to + 1] = samples[from + 1] ?? 0;
            rgba[to + 2] = samples[from + 2] ?? 0;
            rgba[to + 3] = 255;
          }
        }
        qrText = jsQR(rgba, width, height)?.data ?? null;
        pixmap.destroy();
      }
      page.destroy();
    }
    return { text: texts.join('\n'), pageCount, qrText };
  } finally {
    document.destroy();
  }
}
