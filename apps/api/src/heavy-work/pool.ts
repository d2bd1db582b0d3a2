import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { HeavyWorkConfig } from '../config/heavy-work.js';
import type { Logger } from '../logger.js';
import { errorCodeOf } from '../narrow.js';
import {
  type FileInspection,
  type HeavyMime,
  type HeavyTaskAnswer,
  type HeavyTaskMessage,
  type HeavyTaskName,
  type HeavyTasks,
  type HeavyWorkerData,
  type HeavyWorkLimits,
  heavyWorkLimits,
  isTaskStarted,
  type OcrPage,
  type OcrRereading,
  type PagePreprocessing,
  type PreparedPage,
} from './protocol.js';
import { HeavyWorkRefusal } from './refusal.js';

/**
 * The heavy-work pool (issue 26 item 2): every PDF page render, image decode and OCR of the
 * process runs in a few worker threads (piscina), off the event loop, each task under a time
 * limit, a memory limit and the pixel/page/inflation checks of `protocol.ts`. See `README.md`.
 */

/**
 * The wall-time limit of each task from the moment a thread starts it (queue time excluded), ms:
 * inspecting an upload 15 s, drawing a page 15 s, preparing the pages for OCR 30 s, OCR of one
 * page 60 s (the first OCR of a thread also loads the Spanish data, about 1–3 s). Past it the
 * thread is ended (piscina's abort) and the caller gets `tooSlow`.
 */
export const heavyWorkTimeLimitsMs: Readonly<Record<HeavyTaskName, number>> = {
  inspect: 15_000,
  renderPage: 15_000,
  preparePages: 30_000,
  ocr: 60_000,
};

/**
 * The V8 heap of each thread at most, MiB (piscina's `resourceLimits.maxOldGenerationSizeMb`): a
 * thread past it is ended by Node (`ERR_WORKER_OUT_OF_MEMORY`) and the caller gets `tooLarge`.
 * The bitmaps and mupdf's heap live outside it (see `mupdf-memory.ts`).
 */
export const heavyWorkJsHeapMb = 256;

/**
 * How much lower the threads' CPU priority is than the event loop's (Linux `nice`, through
 * piscina's `niceIncrement` and its optional `@napi-rs/nice`; threads they start, the OCR
 * engine's, inherit it): on a busy machine the event loop gets the CPU first, so `/api/health`
 * and every other request keep answering while a file is processed. 10 of the 19 levels.
 */
export const heavyWorkNiceIncrement = 10;

/** The heavy-work pool of a process (see {@link createHeavyWork}). */
export type HeavyWork = {
  /**
   * The upload check: opens the file, checks every limit before decoding, and decodes an image
   * fully (a damaged one is refused). @returns its page count (and an image's size).
   */
  inspect(bytes: Uint8Array, mime: HeavyMime): Promise<FileInspection>;
  /**
   * Page `page` (from 1) as an RGB PNG at up to 2× and at most `maxWidth` px wide (and at most
   * 16 MP); `png` absent when `page` is past the last page.
   */
  renderPage(
    bytes: Uint8Array,
    mime: HeavyMime,
    page: number,
    options: { maxWidth: number },
  ): Promise<{ png?: Uint8Array; pageCount: number }>;
  /** The first `maxPages` pages for the extraction bot: text layers, or grey PNGs for OCR. */
  preparePages(
    bytes: Uint8Array,
    mime: HeavyMime,
    options: { maxPages: number },
  ): Promise<{ pages: PreparedPage[] }>;
  /**
   * OCR of one scanned page (a grey PNG at its own resolution) in Spanish, enhanced and turned
   * upright first, with the preprocessing that ran (one tesseract.js engine per thread, loaded on
   * first use; issue 27 items 2 and 3). `reread`: read again with letters of another size at a
   * known turn (`OcrRereading`).
   */
  ocr(
    png: Uint8Array,
    reread?: OcrRereading,
  ): Promise<OcrPage & { preprocessing: PagePreprocessing }>;
  /** Ends every thread (tasks in flight are rejected). */
  close(): Promise<void>;
  /** The figures in force: the config, the limits and the time limits (ms). */
  readonly figures: {
    config: HeavyWorkConfig;
    limits: HeavyWorkLimits;
    timeLimitsMs: Record<HeavyTaskName, number>;
  };
};

/** Options of {@link createHeavyWork} beyond the config (tests lower the limits with them). */
export type HeavyWorkOptions = {
  logger?: Logger;
  limits?: Partial<HeavyWorkLimits>;
  timeLimitsMs?: Partial<Record<HeavyTaskName, number>>;
};

/**
 * The worker file: `dist/heavy-work/worker.js` in the build (this module is bundled into a file of
 * `dist/`), `worker-from-source.mjs` from the sources (vitest, `npm run dev`, the bench), which
 * registers tsx in the thread and loads `worker.ts` (Node cannot load TypeScript in a thread by
 * itself, and does not pass tsx's loader on to threads).
 */
function workerFile(): string {
  const here = import.meta.url;
  return fileURLToPath(
    here.endsWith('.ts')
      ? new URL('./worker-from-source.mjs', here)
      : new URL('./heavy-work/worker.js', here),
  );
}

/**
 * Starts the heavy-work pool (issue 26 item 2). No thread starts until the first task; a thread
 * idle for `idleSeconds` ends, so the memory a big file took is given back.
 *
 * Each task: queued (at most `threads` running and `maxQueue` waiting, else `busy` at once),
 * started on a thread (its time limit starts then), answered. Failures become
 * {@link HeavyWorkRefusal}s (4xx, never 5xx):
 * - a refusal the thread answered (a check, or mupdf failing on the bytes);
 * - the time limit: the thread is ended → `tooSlow`;
 * - the thread ended by Node for its heap (`ERR_WORKER_OUT_OF_MEMORY`) → `tooLarge`;
 * - the thread dying in the middle of a task → `unreadable` (logged as an error: the file did it);
 * - a full queue → `busy` (429, `Retry-After: 5`).
 * Anything else (a thread that cannot start, an OCR engine that cannot load) is thrown as is: a
 * fault of ours, answered 500.
 */
export function createHeavyWork(
  config: HeavyWorkConfig,
  options: HeavyWorkOptions = {},
): HeavyWork {
  const limits: HeavyWorkLimits = { ...heavyWorkLimits, ...options.limits };
  const timeLimitsMs = { ...heavyWorkTimeLimitsMs, ...options.timeLimitsMs };
  const { logger } = options;
  const pool = new Piscina<HeavyTaskMessage, HeavyTaskAnswer>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: config.threads,
    // The queue is bounded below (`inFlight`): piscina's `maxQueue` does not count the tasks
    // that carry an AbortSignal, and every task here does.
    idleTimeout: config.idleSeconds * 1000,
    niceIncrement: heavyWorkNiceIncrement,
    resourceLimits: { maxOldGenerationSizeMb: heavyWorkJsHeapMb },
    workerData: { mupdfMemoryBytes: config.memoryMb * 1024 * 1024 } satisfies HeavyWorkerData,
  });
  pool.on('error', (error: unknown) => {
    logger?.error({ err: error }, 'A heavy-work thread failed while idle');
  });
  /** The start notices' listeners, by task id. */
  const starting = new Map<number, () => void>();
  pool.on('message', (message: unknown) => {
    if (isTaskStarted(message)) starting.get(message.heavyWorkStarted)?.();
  });
  let nextId = 1;
  /** Tasks given to piscina and not settled: at most `threads` running and `maxQueue` waiting. */
  let inFlight = 0;

  async function run<Name extends HeavyTaskName>(
    task: Name,
    input: HeavyTasks[Name]['input'],
  ): Promise<HeavyTasks[Name]['output']> {
    const refuse = (reason: HeavyWorkRefusal['reason'], detail: string) =>
      new HeavyWorkRefusal(reason, detail, limits);
    if (inFlight >= config.threads + config.maxQueue) {
      logger?.warn({ task, inFlight }, 'Heavy-work queue full');
      throw refuse('busy', `${task}: ${inFlight} tasks in flight`);
    }
    inFlight += 1;
    const id = nextId++;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    starting.set(id, () => {
      started = true;
      timer = setTimeout(() => controller.abort(), timeLimitsMs[task]);
    });
    try {
      const message: HeavyTaskMessage<Name> = { id, task, input, limits };
      // Casts: a message of the one task `Name` is a member of the union piscina is typed with
      // (TypeScript does not widen a generic mapped member), and the thread answers that task.
      const answer = (await pool.run(message as HeavyTaskMessage, {
        signal: controller.signal,
      })) as HeavyTaskAnswer<Name>;
      if (answer.ok) return answer.value;
      logger?.info({ task, reason: answer.reason, detail: answer.detail }, 'File refused');
      throw refuse(answer.reason, answer.detail);
    } catch (error) {
      if (error instanceof HeavyWorkRefusal) throw error;
      if (controller.signal.aborted) {
        logger?.warn(
          { task, limitMs: timeLimitsMs[task] },
          'Heavy-work task ran past its time limit',
        );
        throw refuse('tooSlow', `${task} ran past ${timeLimitsMs[task]} ms`);
      }
      if (errorCodeOf(error) === 'ERR_WORKER_OUT_OF_MEMORY') {
        logger?.warn({ task }, 'A heavy-work thread ran out of heap');
        throw refuse('tooLarge', `${task}: the thread ran out of heap`);
      }
      if (started && error instanceof Error && /worker exited/i.test(error.message)) {
        logger?.error({ err: error, task }, 'A heavy-work thread died during a task');
        throw refuse('unreadable', `${task}: ${error.message}`);
      }
      throw error;
    } finally {
      inFlight -= 1;
      clearTimeout(timer);
      starting.delete(id);
    }
  }

  return {
    inspect: (bytes, mime) => run('inspect', { bytes, mime }),
    renderPage: (bytes, mime, page, { maxWidth }) =>
      run('renderPage', { bytes, mime, page, maxWidth }),
    preparePages: (bytes, mime, { maxPages }) => run('preparePages', { bytes, mime, maxPages }),
    ocr: (png, reread) => run('ocr', reread ? { png, reread } : { png }),
    close: () => pool.destroy(),
    figures: { config, limits, timeLimitsMs },
  };
}
