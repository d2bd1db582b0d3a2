import * as mupdf from 'mupdf';
import type { OcrWord, PreparedPage } from '../../../heavy-work/protocol.js';
import { arrangeRows, type PlacedWord } from './arrange-rows.js';

/**
 * The page side of the extraction bot (issue 16 item 4), run in a heavy-work thread
 * (`heavy-work/tasks.ts`, task `preparePages`; issue 26 item 2): picks each page's text layer, or
 * draws the page in grey for OCR. Never imported by the main thread (it loads mupdf).
 */

/** A PDF page whose text layer has fewer letters or digits than this is treated as a scan. */
const minTextLayerCharacters = 20;

/**
 * The largest scale at which a scan is drawn for OCR (4 = 288 dpi of the page): an image inside a
 * PDF is drawn at its own resolution up to this; `enhanceScan` (in the OCR task) enlarges it.
 */
const maxNativeScale = 4;

/** The scale (pixels per point) of the largest image drawn on `page`, or undefined without one. */
function scanScaleOf(page: mupdf.Page): number | undefined {
  let best: { area: number; scale: number } | undefined;
  const device = new mupdf.Device({
    fillImage(image: mupdf.Image, ctm: mupdf.Matrix) {
      const width = Math.hypot(ctm[0], ctm[1]);
      const height = Math.hypot(ctm[2], ctm[3]);
      const area = width * height;
      if (width <= 0 || (best && best.area >= area)) return;
      best = { area, scale: image.getWidth() / width };
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
  } finally {
    device.close();
  }
  return best?.scale;
}

/**
 * Draws `page` (a PDF page, or an image opened by mupdf) in grey at its own resolution for OCR:
 * an image at its pixels (`nativeScale`), a scanned PDF page at the resolution of the scan it
 * holds (`scanScaleOf`), else 2× (144 dpi); at most 4× and within `maxPixels`. Speck removal and
 * enlarging are `enhanceScan`'s, in the OCR task (issue 27 item 3).
 */
function renderForOcr(page: mupdf.Page, maxPixels: number, nativeScale?: number): Uint8Array {
  const [x0, y0, x1, y1] = page.getBounds();
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const fit = Math.sqrt(maxPixels / (width * height));
  const scale = Math.min(maxNativeScale, nativeScale ?? scanScaleOf(page) ?? 2, fit);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceGray,
    false,
  );
  try {
    return pixmap.asPNG().slice();
  } finally {
    pixmap.destroy();
  }
}

/** An image's pixels per mupdf unit (mupdf lays images out at their stated dpi). */
function imageScale(bytes: Uint8Array, page: mupdf.Page | undefined): number | undefined {
  if (!page) return undefined;
  const [x0, , x1] = page.getBounds();
  return new mupdf.Image(bytes).getWidth() / Math.max(1, x1 - x0);
}

/**
 * A PDF page's text layer as the bot reads it: its words (runs of characters between spaces, each
 * with its box) arranged in rows and columns like OCR's (`arrangeRows`, issue 27 item 2), at
 * confidence 1.
 */
function textLayerOf(page: mupdf.Page): { text: string; words: OcrWord[] } {
  const placed: PlacedWord[] = [];
  let word: PlacedWord | undefined;
  const flush = () => {
    if (word && word.text.trim() !== '') placed.push(word);
    word = undefined;
  };
  const text = page.toStructuredText('preserve-whitespace');
  try {
    text.walk({
      beginLine: flush,
      endLine: flush,
      onChar(
        char: string,
        _origin: mupdf.Point,
        _font: mupdf.Font,
        _size: number,
        quad: mupdf.Quad,
      ) {
        if (/\s/.test(char)) {
          flush();
          return;
        }
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        const box = {
          x0: Math.min(...xs),
          y0: Math.min(...ys),
          x1: Math.max(...xs),
          y1: Math.max(...ys),
        };
        if (!word) {
          word = { text: char, confidence: 1, box };
          return;
        }
        word.text += char;
        word.box = {
          x0: Math.min(word.box.x0, box.x0),
          y0: Math.min(word.box.y0, box.y0),
          x1: Math.max(word.box.x1, box.x1),
          y1: Math.max(word.box.y1, box.y1),
        };
      },
    });
  } finally {
    text.destroy();
  }
  flush();
  return arrangeRows(placed);
}

/**
 * The first `maxPages` pages of an opened document as the bot reads them (issue 16 item 4): a PDF
 * page whose text layer holds at least 20 letters or digits gives its text, arranged in rows and
 * columns ({@link textLayerOf}); an image, and a PDF page without text (a scan), gives a grey PNG
 * at its own resolution (at most 4× the page and `maxPixels`) for the OCR task, which enhances it
 * and turns it upright (issue 27 items 2 and 3).
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
      const layer = textLayerOf(page);
      if (layer.text.replace(/[^\p{L}\p{N}]/gu, '').length >= minTextLayerCharacters) return layer;
    }
    return { scan: renderForOcr(page, options.maxPixels, nativeScale) };
  });
}
