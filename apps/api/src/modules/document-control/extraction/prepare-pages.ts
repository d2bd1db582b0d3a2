import * as mupdf from 'mupdf';
import type { PreparedPage } from '../../../heavy-work/protocol.js';

/**
 * The image side of the extraction bot (issue 16 item 4), run in a heavy-work thread
 * (`heavy-work/tasks.ts`, task `preparePages`; issue 26 item 2): picks each page's text layer, or
 * draws the page in grey for OCR. Never imported by the main thread (it loads mupdf).
 */

/** A PDF page whose text layer has fewer letters or digits than this is treated as a scan. */
const minTextLayerCharacters = 20;

/**
 * Resolution at which images are given to OCR: scans and low-resolution photos are scaled so
 * that their longer side is about this many pixels (tesseract reads best at 20–40 px letters).
 */
const targetLongSidePixels = 2000;

/** Two grey levels (0–255) further apart than this are different (ink against paper). */
const speckleContrast = 96;

/**
 * Removes salt-and-pepper noise (scanner dust, specks) from a grey image in place: a pixel that
 * differs from at least 7 of its 8 neighbours (an isolated dot) takes the median of its 3 × 3
 * neighbourhood. Text strokes, whose pixels always have like neighbours along the stroke, are
 * left alone. Tesseract reads almost nothing on a noisy scan without it.
 */
function removeSpeckles(pixels: Uint8ClampedArray, width: number, height: number): void {
  const source = Uint8ClampedArray.from(pixels);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const index = y * width + x;
      const value = source[index] ?? 0;
      let count = 0;
      let alike = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const neighbour = source[index + dy * width + dx] ?? 0;
          window[count++] = neighbour;
          if ((dx !== 0 || dy !== 0) && Math.abs(neighbour - value) <= speckleContrast) alike++;
        }
      }
      if (alike > 1) continue;
      window.sort();
      pixels[index] = window[4] ?? value;
    }
  }
}

/**
 * Renders `page` (a PDF page, or an image opened by mupdf) to a grey PNG for OCR: first at the
 * image's own resolution (PDF pages: at most 144 dpi) or less, where speckles are single pixels
 * and {@link removeSpeckles} clears them; then scaled up, when smaller, so its longer side is
 * near {@link targetLongSidePixels} (at most 4× the page at 72 dpi). Neither bitmap exceeds
 * `maxPixels` (the scale is lowered to fit).
 *
 * @param nativeScale for an image, its pixels per mupdf unit (its own resolution).
 */
function renderForOcr(page: mupdf.Page, maxPixels: number, nativeScale?: number): Uint8Array {
  const [x0, y0, x1, y1] = page.getBounds();
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const fit = Math.sqrt(maxPixels / (width * height));
  const targetScale = Math.min(4, Math.max(1, targetLongSidePixels / Math.max(width, height)), fit);
  const firstScale = Math.min(targetScale, nativeScale ?? 2);
  const first = page.toPixmap(
    mupdf.Matrix.scale(firstScale, firstScale),
    mupdf.ColorSpace.DeviceGray,
    false,
  );
  removeSpeckles(first.getPixels(), first.getWidth(), first.getHeight());
  if (targetScale / firstScale < 1.1) return first.asPNG();
  const scaledWidth = Math.round(first.getWidth() * (targetScale / firstScale));
  const scaledHeight = Math.round(first.getHeight() * (targetScale / firstScale));
  const scaled = new mupdf.Pixmap(
    mupdf.ColorSpace.DeviceGray,
    [0, 0, scaledWidth, scaledHeight],
    false,
  );
  scaled.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, scaled);
  device.fillImage(new mupdf.Image(first), [scaledWidth, 0, 0, scaledHeight, 0, 0], 1);
  device.close();
  return scaled.asPNG();
}

/** An image's pixels per mupdf unit (mupdf lays images out at their stated dpi). */
function imageScale(bytes: Uint8Array, page: mupdf.Page | undefined): number | undefined {
  if (!page) return undefined;
  const [x0, , x1] = page.getBounds();
  return new mupdf.Image(bytes).getWidth() / Math.max(1, x1 - x0);
}

/**
 * The first `maxPages` pages of an opened document as the bot reads them (issue 16 item 4): a PDF
 * page whose text layer holds at least 20 letters or digits gives its text; an image, and a PDF
 * page without text (a scan), gives a grey PNG drawn at about 2,000 px on its longer side (small
 * images scaled up, up to 4×; at most `maxPixels`), specks removed, for OCR.
 *
 * @param document the file opened by mupdf (the caller checked its limits and destroys it).
 * @param bytes the file's content (an image's own resolution is read from it).
 */
export function preparePagesOf(
  document: mupdf.Document,
  bytes: Uint8Array,
  mime: 'image/png' | 'image/jpeg' | 'application/pdf',
  options: { maxPages: number; maxPixels: number },
): PreparedPage[] {
  const pageCount = Math.min(document.countPages(), options.maxPages);
  const pages = Array.from({ length: pageCount }, (_, index) => document.loadPage(index));
  const nativeScale = mime === 'application/pdf' ? undefined : imageScale(bytes, pages[0]);
  return pages.map((page) => {
    if (mime === 'application/pdf') {
      const text = page.toStructuredText('preserve-whitespace').asText().trim();
      if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= minTextLayerCharacters) return { text };
    }
    return { scan: renderForOcr(page, options.maxPixels, nativeScale) };
  });
}
