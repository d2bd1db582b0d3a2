import type { HeavyWork } from '../../../heavy-work/pool.js';
import type { OcrWord, PagePreprocessing } from '../../../heavy-work/protocol.js';

/** MIME types the bot reads (spec 03 §5 "Document upload": JPG, PNG or PDF). */
export type DocumentMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/**
 * A document's text (issue 16 item 4): `text` has one line per visual row (the columns of a row
 * joined by a tab, issue 27 item 2), pages separated by a blank line; `source` says whether it
 * came from the PDF's text layer or from OCR (`'ocr'` as soon as one page was read by OCR);
 * `confidence` 0–1 (1 for a text layer, the mean page confidence of OCR otherwise); `pages` read;
 * `words` each word with its confidence (1 for a text layer), its line index in `text` and its
 * horizontal extent; `preprocessing` what was done to each scanned page before OCR (page from 1,
 * turn, enlargement, speck removal; issue 27 item 3), empty for a text layer.
 */
export type DocumentReading = {
  text: string;
  source: 'pdf-text' | 'ocr';
  confidence: number;
  pages: number;
  words: OcrWord[];
  preprocessing: PagePreprocessingRecord[];
};

/** What was done to one scanned page before OCR, with its page number (from 1). */
export type PagePreprocessingRecord = PagePreprocessing & { page: number };

/** Pages read at most from one PDF (the first ones): bounds the OCR time of one upload. */
export const maxPdfPages = 5;

/** Appends one page's text and words to the running text and words. */
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
 * (scans) are drawn in grey at their own resolution, enhanced (specks removed, cropped to their
 * content, enlarged up to 4× to about 2,000 px on the longer side), turned upright when they read
 * better turned 90°, 180° or 270°, and read by OCR in Spanish (tesseract.js, local data, see
 * `createOcrEngine`; issue 27 items 2 and 3). Text layers and OCR alike are arranged in rows and
 * columns (`arrangeRows`). At most {@link maxPdfPages} pages of a PDF are read.
 *
 * Every step runs in the heavy-work pool, off the event loop, under its time and memory limits
 * (issue 26 item 2; `heavy-work/README.md`): `preparePages` (mupdf) once, then `ocr` once per
 * scanned page; this function only puts the pages together.
 *
 * @param bytes the file's content (its type checked by content by the upload).
 * @param mime `image/png`, `image/jpeg` or `application/pdf`.
 * @param options.work the process's heavy-work pool (`services.heavyWork`).
 * @param options.reread read the scanned pages again, letters brought to `letterPixels`, each
 *   page at the turn `pages` (a first reading's `preprocessing`) records for it, without trying
 *   the others (`cross-check-reading.ts`).
 * @throws HeavyWorkRefusal (a `ServiceError`) when the file cannot be opened as `mime` (a damaged
 *   file: `unreadable`), is over a limit (`tooManyPixels`, `tooManyPages`, `tooLarge`), takes
 *   longer than its time limit (`tooSlow`) or the pool's queue is full (`busy`).
 */
export async function readDocumentText(
  bytes: Uint8Array,
  mime: DocumentMime,
  options: {
    work: HeavyWork;
    reread?: { letterPixels: number; pages: PagePreprocessingRecord[] };
  },
): Promise<DocumentReading> {
  const { pages } = await options.work.preparePages(bytes, mime, { maxPages: maxPdfPages });
  const target = { lines: [] as string[], words: [] as OcrWord[] };
  const confidences: number[] = [];
  const preprocessing: PagePreprocessingRecord[] = [];
  for (const [index, page] of pages.entries()) {
    if ('text' in page) {
      appendPage(target, page);
      continue;
    }
    const reread = options.reread;
    const read = await options.work.ocr(
      page.scan,
      reread && {
        letterPixels: reread.letterPixels,
        rotation: reread.pages.find((record) => record.page === index + 1)?.rotation ?? 0,
      },
    );
    confidences.push(read.confidence);
    preprocessing.push({ page: index + 1, ...read.preprocessing });
    appendPage(target, read);
  }
  const isOcr = confidences.length > 0;
  return {
    text: target.lines.join('\n'),
    source: isOcr ? 'ocr' : 'pdf-text',
    confidence: isOcr ? confidences.reduce((sum, value) => sum + value, 0) / confidences.length : 1,
    pages: pages.length,
    words: target.words,
    preprocessing,
  };
}
