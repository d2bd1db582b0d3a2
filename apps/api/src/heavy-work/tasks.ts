import { constants, inflateSync } from 'node:zlib';
import * as mupdf from 'mupdf';
import {
  readTurned,
  readUpright,
} from '../modules/document-control/extraction/correct-orientation.js';
import { enhanceScan } from '../modules/document-control/extraction/enhance-scan.js';
import {
  createOcrEngine,
  type OcrEngine,
} from '../modules/document-control/extraction/ocr-engine.js';
import { preparePagesOf } from '../modules/document-control/extraction/prepare-pages.js';
import { errorCodeOf } from '../narrow.js';
import type {
  HeavyMime,
  HeavyTaskAnswer,
  HeavyTaskMessage,
  HeavyTasks,
  HeavyWorkLimits,
  RefusalReason,
} from './protocol.js';

/**
 * The tasks of a heavy-work thread (issue 26 item 2), run by `worker.ts` after it capped mupdf's
 * memory (`mupdf-memory.ts`). Loads mupdf and, on the first OCR, tesseract.js: never imported by
 * the main thread. Every file is opened through {@link openChecked}, which refuses it before any
 * decoding when it is over a limit.
 */

/**
 * mupdf's warnings and errors during the current task (at most 5): kept for the refusal's detail
 * (the pool logs it) instead of mupdf printing them on stderr.
 */
const notes: string[] = [];
mupdf.setLog((message: string) => {
  if (notes.length < 5) notes.push(message);
});

/** A file refused by a check; {@link runTask} turns it into a refusal answer. */
class Refused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Every stream of a PDF, checked without decoding anything but Flate data under a cap:
 * - an image XObject (`/Subtype /Image`) whose `/Width × /Height` is over `maxImagePixels` →
 *   `tooManyPixels`;
 * - a stream whose first filter is `/FlateDecode` is inflated by node:zlib with
 *   `maxOutputLength` = `maxInflatedStreamBytes` (zlib stops there, the memory is never taken):
 *   over it, or over `maxInflatedTotalBytes` with the streams before it → `tooLarge`. Damaged
 *   Flate data is left to mupdf (it repairs what it can).
 * Objects that cannot be loaded are skipped (mupdf's repair decides on them when drawing).
 * Other filters (LZW, RunLength) have no cap here: the memory cap and the time limit bound them.
 */
function checkPdfStreams(document: mupdf.PDFDocument, limits: HeavyWorkLimits): void {
  let inflatedTotal = 0;
  const count = document.countObjects();
  for (let number = 1; number < count; number += 1) {
    // A reference, not the resolved dictionary: mupdf tells a stream by its cross-reference entry.
    let object: mupdf.PDFObject;
    try {
      object = document.newIndirect(number);
      if (!object.isStream()) continue;
    } catch {
      continue;
    }
    if (object.get('Subtype').asName() === 'Image') {
      const pixels = object.get('Width').asNumber() * object.get('Height').asNumber();
      if (pixels > limits.maxImagePixels) {
        throw new Refused('tooManyPixels', `PDF image object ${number}: ${pixels} pixels`);
      }
    }
    const filter = object.get('Filter');
    const first = filter.isArray() ? filter.get(0) : filter;
    const name = first.isName() ? first.asName() : '';
    if (name !== 'FlateDecode' && name !== 'Fl') continue;
    const raw = object.readRawStream();
    const cap = Math.min(
      limits.maxInflatedStreamBytes,
      limits.maxInflatedTotalBytes - inflatedTotal,
    );
    try {
      inflatedTotal += inflateSync(raw.asUint8Array(), {
        maxOutputLength: Math.max(1, cap),
        finishFlush: constants.Z_SYNC_FLUSH,
      }).byteLength;
    } catch (error) {
      if (errorCodeOf(error) === 'ERR_BUFFER_TOO_LARGE') {
        throw new Refused('tooLarge', `PDF stream object ${number} inflates past ${cap} bytes`);
      }
      // Damaged Flate data: mupdf decides.
    } finally {
      raw.destroy();
    }
  }
}

/**
 * Opens `bytes` as `mime` with mupdf once every check passed (before anything is decoded):
 * - an image: its size read from its header (mupdf parses the PNG IHDR or the JPEG SOF only) is
 *   at most `maxImagePixels`, else `tooManyPixels`;
 * - a PDF: 1 to `maxPdfPages` pages (0: `unreadable`; more: `tooManyPages`), and
 *   {@link checkPdfStreams}.
 * mupdf's own failures to open or parse (a damaged file, a text file named `.pdf`) are
 * `unreadable` (see {@link runTask}).
 */
function openChecked(
  bytes: Uint8Array,
  mime: HeavyMime,
  limits: HeavyWorkLimits,
): { document: mupdf.Document; pageCount: number; image?: mupdf.Image } {
  let image: mupdf.Image | undefined;
  if (mime !== 'application/pdf') {
    image = new mupdf.Image(bytes);
    const pixels = image.getWidth() * image.getHeight();
    if (pixels > limits.maxImagePixels) {
      image.destroy();
      throw new Refused('tooManyPixels', `image of ${image.getWidth()} × ${image.getHeight()}`);
    }
  }
  const document = mupdf.Document.openDocument(bytes, mime);
  try {
    const pageCount = document.countPages();
    if (pageCount < 1) throw new Refused('unreadable', 'no page');
    if (pageCount > limits.maxPdfPages) {
      throw new Refused('tooManyPages', `${pageCount} pages`);
    }
    const pdf = document.asPDF();
    if (pdf) checkPdfStreams(pdf, limits);
    return { document, pageCount, ...(image ? { image } : {}) };
  } catch (error) {
    document.destroy();
    image?.destroy();
    throw error;
  }
}

/** The task `inspect`: {@link openChecked}, then an image is decoded fully (a damaged one fails). */
function inspect(
  input: HeavyTasks['inspect']['input'],
  limits: HeavyWorkLimits,
): HeavyTasks['inspect']['output'] {
  const { document, pageCount, image } = openChecked(input.bytes, input.mime, limits);
  try {
    if (!image) {
      // Parse every page's dictionary (a broken page tree fails here, not in the editor).
      for (let index = 0; index < pageCount; index += 1) document.loadPage(index).destroy();
      return { pageCount };
    }
    image.toPixmap().destroy();
    return { pageCount, width: image.getWidth(), height: image.getHeight() };
  } finally {
    image?.destroy();
    document.destroy();
  }
}

/**
 * The task `renderPage`: page `page` at up to 2× (144 dpi), at most `maxWidth` px wide and at most
 * `maxRenderPixels`, in RGB, as a PNG; no `png` when `page` is past the last page.
 */
function renderPage(
  input: HeavyTasks['renderPage']['input'],
  limits: HeavyWorkLimits,
): HeavyTasks['renderPage']['output'] {
  const { document, pageCount, image } = openChecked(input.bytes, input.mime, limits);
  image?.destroy();
  try {
    if (input.page < 1 || input.page > pageCount) return { pageCount };
    const page = document.loadPage(input.page - 1);
    const [x0, y0, x1, y1] = page.getBounds();
    const width = Math.max(1, x1 - x0);
    const height = Math.max(1, y1 - y0);
    const scale = Math.min(
      2,
      input.maxWidth / width,
      Math.sqrt(limits.maxRenderPixels / (width * height)),
    );
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB);
    const png = pixmap.asPNG().slice();
    pixmap.destroy();
    page.destroy();
    return { png, pageCount };
  } finally {
    document.destroy();
  }
}

/** The task `preparePages` (see `preparePagesOf` of the extraction). */
function preparePages(
  input: HeavyTasks['preparePages']['input'],
  limits: HeavyWorkLimits,
): HeavyTasks['preparePages']['output'] {
  const { document, image } = openChecked(input.bytes, input.mime, limits);
  image?.destroy();
  try {
    return {
      pages: preparePagesOf(document, input.bytes, input.mime, {
        maxPages: input.maxPages,
        maxPixels: limits.maxRenderPixels,
      }),
    };
  } finally {
    document.destroy();
  }
}

/** This thread's OCR engine, started on the first `ocr` task and ended with the thread. */
let engine: Promise<OcrEngine> | undefined;

/**
 * The task `ocr` (issue 27 items 2 and 3): the scan enhanced (`enhanceScan`: specks removed,
 * cropped to its content, enlarged with sharp), read upright (`readUpright`: turned 90°, 180° or
 * 270° when it reads better so), with the preprocessing that ran; with `reread`, enlarged to
 * the given letter size and read at the given turn.
 */
async function ocr(
  input: HeavyTasks['ocr']['input'],
  limits: HeavyWorkLimits,
): Promise<HeavyTasks['ocr']['output']> {
  engine ??= createOcrEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  const ready = await engine;
  const scan = await enhanceScan(input.png, {
    maxPixels: limits.maxRenderPixels,
    ...(input.reread ? { letterPixels: input.reread.letterPixels } : {}),
  });
  const { page, rotation } = input.reread
    ? await readTurned(ready, scan, input.reread.rotation)
    : await readUpright(ready, scan);
  return { ...page, preprocessing: { rotation, upscale: scan.upscale, denoise: scan.denoise } };
}

/**
 * Runs the message's task and answers it: its output, or a refusal when a check refused the file or
 * mupdf threw (a failed `malloc` under the memory cap → `tooLarge`; anything else mupdf says
 * about the bytes → `unreadable`). OCR failures are not refusals (its input is our own PNG): they
 * are thrown, and the pool reports them as errors.
 */
export async function runTask(message: HeavyTaskMessage): Promise<HeavyTaskAnswer> {
  const { limits } = message;
  if (message.task === 'ocr') {
    return { ok: true, value: await ocr(message.input, limits) };
  }
  notes.length = 0;
  try {
    const value =
      message.task === 'inspect'
        ? inspect(message.input, limits)
        : message.task === 'renderPage'
          ? renderPage(message.input, limits)
          : preparePages(message.input, limits);
    return { ok: true, value };
  } catch (error) {
    const said = notes.length > 0 ? ` (mupdf: ${notes.join('; ')})` : '';
    if (error instanceof Refused) {
      return { ok: false, reason: error.reason, detail: `${error.message}${said}` };
    }
    const detail = error instanceof Error ? error.message : String(error);
    const reason = /malloc|out of memory|memory cap/i.test(detail) ? 'tooLarge' : 'unreadable';
    return { ok: false, reason, detail: `${detail}${said}` };
  }
}
