import * as mupdf from 'mupdf';
import { createOcrEngine, type OcrEngine, type OcrWord } from './ocr-engine.js';

/** MIME types the bot reads (spec 03 §5 "Document upload": JPG, PNG or PDF). */
export type DocumentMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/**
 * A document's text (issue 16 item 4): `text` has one line per text line, pages separated by a
 * blank line; `source` says whether it came from the PDF's text layer or from OCR (`'ocr'` as
 * soon as one page was read by OCR); `confidence` 0–1 (1 for a text layer, the mean page
 * confidence of OCR otherwise); `pages` read; `words` (OCR only) each word with its confidence
 * and its line index in `text`.
 */
export type DocumentReading = {
  text: string;
  source: 'pdf-text' | 'ocr';
  confidence: number;
  pages: number;
  words?: OcrWord[];
};

/** Pages read at most from one PDF (the first ones): bounds the OCR time of one upload. */
export const maxPdfPages = 5;

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
 * near {@link targetLongSidePixels} (at most 4× the page at 72 dpi).
 *
 * @param nativeScale for an image, its pixels per mupdf unit (its own resolution).
 */
function renderForOcr(page: mupdf.Page, nativeScale?: number): Uint8Array {
  const [x0, y0, x1, y1] = page.getBounds();
  const longSide = Math.max(x1 - x0, y1 - y0);
  const targetScale = Math.min(4, Math.max(1, targetLongSidePixels / longSide));
  const firstScale = Math.min(targetScale, nativeScale ?? 2);
  const first = page.toPixmap(
    mupdf.Matrix.scale(firstScale, firstScale),
    mupdf.ColorSpace.DeviceGray,
    false,
  );
  removeSpeckles(first.getPixels(), first.getWidth(), first.getHeight());
  if (targetScale / firstScale < 1.1) return first.asPNG();
  const width = Math.round(first.getWidth() * (targetScale / firstScale));
  const height = Math.round(first.getHeight() * (targetScale / firstScale));
  const scaled = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, width, height], false);
  scaled.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, scaled);
  device.fillImage(new mupdf.Image(first), [width, 0, 0, height, 0, 0], 1);
  device.close();
  return scaled.asPNG();
}

/** An image's pixels per mupdf unit (mupdf lays images out at their stated dpi). */
function imageScale(bytes: Uint8Array, page: mupdf.Page | undefined): number | undefined {
  if (!page) return undefined;
  const [x0, , x1] = page.getBounds();
  return new mupdf.Image(bytes).getWidth() / Math.max(1, x1 - x0);
}

/** Appends one page's OCR result to the running text and words. */
function appendPage(
  target: { lines: string[]; words: OcrWord[] },
  page: { text: string; words: OcrWord[] },
): void {
  if (target.lines.length > 0) target.lines.push('');
  const offset = target.lines.length;
  target.lines.push(...page.text.split('\n'));
  target.words.push(...page.words.map((word) => ({ ...word, line: word.line + offset })));
}

/**
 * Reads a document's text (issue 16 item 4): a PDF whose pages have a text layer is read from it
 * with mupdf, without OCR (`source: 'pdf-text'`); images (PNG, JPEG) and PDF pages without text
 * (scans) are rendered in grey at about 2,000 px on the longer side (small images are scaled up,
 * up to 4×) and read by OCR in Spanish (tesseract.js, local data, see `createOcrEngine`). At most
 * {@link maxPdfPages} pages of a PDF are read.
 *
 * @param bytes the file's content (its type checked by content by the upload).
 * @param mime `image/png`, `image/jpeg` or `application/pdf`.
 * @param options.ocr an engine to reuse (a job keeps one per process). Without it, one is started
 *   for this call when OCR is needed and terminated before returning (about a second more).
 * @throws when the bytes cannot be opened as `mime` (a damaged file), or OCR fails.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  mime: DocumentMime,
  options: { ocr?: OcrEngine } = {},
): Promise<DocumentReading> {
  const document = mupdf.Document.openDocument(bytes, mime);
  try {
    const pageCount = Math.min(document.countPages(), maxPdfPages);
    const pages = Array.from({ length: pageCount }, (_, index) => document.loadPage(index));
    const layers =
      mime === 'application/pdf'
        ? pages.map((page) => page.toStructuredText('preserve-whitespace').asText().trim())
        : [];
    const nativeScale = mime === 'application/pdf' ? undefined : imageScale(bytes, pages[0]);
    const isScan = (index: number) =>
      mime !== 'application/pdf' ||
      (layers[index]?.replace(/[^\p{L}\p{N}]/gu, '').length ?? 0) < minTextLayerCharacters;
    if (!pages.some((_, index) => isScan(index))) {
      return { text: layers.join('\n\n'), source: 'pdf-text', confidence: 1, pages: pageCount };
    }
    const ocr = options.ocr ?? (await createOcrEngine());
    try {
      const target = { lines: [] as string[], words: [] as OcrWord[] };
      const confidences: number[] = [];
      for (const [index, page] of pages.entries()) {
        if (!isScan(index)) {
          appendPage(target, { text: layers[index] ?? '', words: [] });
          continue;
        }
        const read = await ocr.recognize(renderForOcr(page, nativeScale));
        confidences.push(read.confidence);
        appendPage(target, read);
      }
      const confidence = confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
      return {
        text: target.lines.join('\n'),
        source: 'ocr',
        confidence,
        pages: pageCount,
        words: target.words,
      };
    } finally {
      if (!options.ocr) await ocr.terminate();
    }
  } finally {
    document.destroy();
  }
}
