/**
 * What the heavy-work pool (`pool.ts`, main thread) and its worker threads (`worker.ts`) say to
 * each other, and the figures that bound every task (issue 26 item 2). No heavy import here: the
 * main thread loads this file, and must never load mupdf or tesseract.
 */

/** The media types the pool opens (spec 03 §5 "Document upload"; spec 02 §5 photos). */
export type HeavyMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/**
 * The limits checked BEFORE anything is decoded, and the render bounds (issue 26 item 2).
 *
 * - `maxImagePixels` 40,000,000: an image (a PNG or JPEG upload, or an image inside a PDF) whose
 *   header states more pixels is refused; 40 MP is a 7,300 × 5,500 photo, more than any phone
 *   takes, and decodes to at most 120 MB of RGB.
 * - `maxPdfPages` 20: a PDF with more pages is refused at upload (an ID, a licence or an insurance
 *   policy has 1–4; the bot reads the first 5, `maxPdfPagesRead` of the extraction).
 * - `maxInflatedStreamBytes` 64 MiB and `maxInflatedTotalBytes` 256 MiB: every Flate stream of a
 *   PDF is inflated with node:zlib under this output cap before mupdf sees the file; one stream
 *   over 64 MiB, or all of them over 256 MiB, is refused (a 10 MB upload could otherwise inflate
 *   to 10 GB: zlib's ratio is about 1,000:1).
 * - `maxRenderPixels` 16,000,000: the largest bitmap a page is drawn to (the editor's page image
 *   and the OCR image), whatever the page size.
 */
export const heavyWorkLimits = {
  maxImagePixels: 40_000_000,
  maxPdfPages: 20,
  maxInflatedStreamBytes: 64 * 1024 * 1024,
  maxInflatedTotalBytes: 256 * 1024 * 1024,
  maxRenderPixels: 16_000_000,
} as const;

/** The figures of {@link heavyWorkLimits}, as a task receives them (tests may lower them). */
export type HeavyWorkLimits = { -readonly [Key in keyof typeof heavyWorkLimits]: number };

/** Why the pool refused a file (see `refusal.ts` for the Spanish messages and statuses). */
export type RefusalReason =
  /** Not a PNG, JPEG or PDF mupdf can open, or a PDF with no page. */
  | 'unreadable'
  /** An image over {@link heavyWorkLimits.maxImagePixels}. */
  | 'tooManyPixels'
  /** A PDF over {@link heavyWorkLimits.maxPdfPages}. */
  | 'tooManyPages'
  /** A stream over the inflation caps, or a task that hit the worker's memory limit. */
  | 'tooLarge'
  /** A task that ran past its time limit. */
  | 'tooSlow'
  /** The pool's queue is full: try again in a few seconds. */
  | 'busy';

/**
 * One word OCR read (or a PDF text layer holds): its text, its confidence (0–1), the index of its
 * line in the page text and its horizontal extent on the page (`x0`, `x1`: pixels of the OCR
 * image, points of a PDF page), which tells the columns apart (issue 27 item 2).
 */
export type OcrWord = { text: string; confidence: number; line: number; x0?: number; x1?: number };

/**
 * What was done to a scanned page before OCR (issue 27 items 2 and 3), recorded in the document's
 * history: `rotation` clockwise degrees it was turned to read upright, `upscale` the factor it was
 * enlarged by (1: not), `denoise` whether specks were removed.
 */
export type PagePreprocessing = { rotation: 0 | 90 | 180 | 270; upscale: number; denoise: boolean };

/**
 * What OCR read on one image: the text (one line per visual row, `\n`-joined; columns of a row
 * joined by a tab), its words, the page confidence (0–1) and the preprocessing that ran.
 */
export type OcrPage = {
  text: string;
  words: OcrWord[];
  confidence: number;
  /**
   * The share (0–1) of words of three or more characters whose box is taller than wide: text
   * tesseract read sideways, on a page turned 90° or 270° (`readUpright` turns it).
   */
  verticalShare?: number;
  preprocessing?: PagePreprocessing;
};

/** What `inspect` found in a file that passed every check. */
export type FileInspection = {
  /** Pages of a PDF; 1 for an image. */
  pageCount: number;
  /** An image's size in pixels (absent for a PDF). */
  width?: number;
  height?: number;
};

/**
 * One page as `preparePages` hands it to OCR: its text layer (text arranged in rows and columns
 * like OCR's, and its words), or a grey PNG at the page's own resolution to read.
 */
export type PreparedPage = { text: string; words: OcrWord[] } | { scan: Uint8Array };

/**
 * How to read a scanned page again (issue 27, the second reading of a low-resolution scan,
 * `cross-check-reading.ts`): letters brought to `letterPixels` instead of `enhanceScan`'s
 * default, and the page turned `rotation` (the first reading's) without trying the others.
 */
export type OcrRereading = { letterPixels: number; rotation: PagePreprocessing['rotation'] };

/** What the pool gives every thread (`workerData`). */
export type HeavyWorkerData = { mupdfMemoryBytes: number };

/** The tasks, each with its input and its output. */
export type HeavyTasks = {
  /** Opens the file, checks every limit and decodes an image fully (the upload's check). */
  inspect: { input: { bytes: Uint8Array; mime: HeavyMime }; output: FileInspection };
  /** Draws page `page` (from 1) at up to 2× and at most `maxWidth` px wide, as an RGB PNG. */
  renderPage: {
    input: { bytes: Uint8Array; mime: HeavyMime; page: number; maxWidth: number };
    /** `png` absent when `page` is past the last page. */
    output: { png?: Uint8Array; pageCount: number };
  };
  /**
   * The first `maxPages` pages for the extraction bot: a PDF page's text layer, or, for an image
   * or a page without text, a grey PNG at its own resolution for OCR.
   */
  preparePages: {
    input: { bytes: Uint8Array; mime: HeavyMime; maxPages: number };
    output: { pages: PreparedPage[] };
  };
  /**
   * OCR of one scanned page (a grey PNG) in Spanish: enhanced (`enhanceScan`: specks removed,
   * enlarged), turned upright (`readUpright`), then read (tesseract.js, one engine per worker
   * thread); the output says which preprocessing ran. With `reread`, read again at another size
   * and the given turn (no turns tried).
   */
  ocr: {
    input: { png: Uint8Array; reread?: OcrRereading };
    output: OcrPage & { preprocessing: PagePreprocessing };
  };
};

/** A task's name. */
export type HeavyTaskName = keyof HeavyTasks;

/** What the pool posts to a worker. `id` ties the worker's start notice to the task. */
export type HeavyTaskMessage<Name extends HeavyTaskName = HeavyTaskName> = {
  [Task in Name]: {
    id: number;
    task: Task;
    input: HeavyTasks[Task]['input'];
    limits: HeavyWorkLimits;
  };
}[Name];

/**
 * A worker's answer: the output, or a refusal (a file the checks or mupdf refused). Refusals are
 * answers, not thrown errors: an Error crossing the thread loses its own fields.
 */
export type HeavyTaskAnswer<Name extends HeavyTaskName = HeavyTaskName> =
  | { ok: true; value: HeavyTasks[Name]['output'] }
  | { ok: false; reason: RefusalReason; detail: string };

/**
 * The notice a worker posts on its `parentPort` when it starts task `id`: the pool starts the
 * task's time limit then, so time spent waiting in the queue does not count.
 */
export type HeavyTaskStarted = { heavyWorkStarted: number };

/** Whether `message` is a {@link HeavyTaskStarted}. */
export function isTaskStarted(message: unknown): message is HeavyTaskStarted {
  return (
    typeof message === 'object' &&
    message !== null &&
    'heavyWorkStarted' in message &&
    typeof message.heavyWorkStarted === 'number'
  );
}
