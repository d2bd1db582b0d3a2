import type { HeavyWork } from '../../../heavy-work/pool.js';
import type { OcrWord } from '../../../heavy-work/protocol.js';

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
 * Every step runs in the heavy-work pool, off the event loop, under its time and memory limits
 * (issue 26 item 2; `heavy-work/README.md`): `preparePages` (mupdf) once, then `ocr` once per
 * scanned page; this function only puts the pages together.
 *
 * @param bytes the file's content (its type checked by content by the upload).
 * @param mime `image/png`, `image/jpeg` or `application/pdf`.
 * @param options.work the process's heavy-work pool (`services.heavyWork`).
 * @throws HeavyWorkRefusal (a `ServiceError`) when the file cannot be opened as `mime` (a damaged
 *   file: `unreadable`), is over a limit (`tooManyPixels`, `tooManyPages`, `tooLarge`), takes
 *   longer than its time limit (`tooSlow`) or the pool's queue is full (`busy`).
 */
export async function readDocumentText(
  bytes: Uint8Array,
  mime: DocumentMime,
  options: { work: HeavyWork },
): Promise<DocumentReading> {
  const { pages } = await options.work.preparePages(bytes, mime, { maxPages: maxPdfPages });
  if (pages.every((page) => 'text' in page)) {
    return {
      text: pages.map((page) => ('text' in page ? page.text : '')).join('\n\n'),
      source: 'pdf-text',
      confidence: 1,
      pages: pages.length,
    };
  }
  const target = { lines: [] as string[], words: [] as OcrWord[] };
  const confidences: number[] = [];
  for (const page of pages) {
    if ('text' in page) {
      appendPage(target, { text: page.text, words: [] });
      continue;
    }
    const read = await options.work.ocr(page.scan);
    confidences.push(read.confidence);
    appendPage(target, read);
  }
  const confidence = confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
  return {
    text: target.lines.join('\n'),
    source: 'ocr',
    confidence,
    pages: pages.length,
    words: target.words,
  };
}
