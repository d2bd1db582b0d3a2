import { availableParallelism } from 'node:os';
import { optional } from 'superstruct';
import { nonNegativeInteger, positiveInteger, type VariablesOf } from './values.js';

/**
 * The heavy-work pool (`heavy-work/`, issue 26 item 2: PDF pages, image decoding and OCR off the
 * event loop):
 * - `HEAVY_WORK_THREADS`: worker threads at most; default 2, or 1 on a one-core machine. The
 *   extraction bot runs one document at a time, so with 2 threads an upload's check or a page
 *   view never waits behind an OCR.
 * - `HEAVY_WORK_QUEUE`: tasks waiting for a thread at most, default 8; one more is answered 429
 *   'Estamos procesando muchos archivos…' with `Retry-After: 5`. 0: no waiting at all.
 * - `HEAVY_WORK_MEMORY_MB`: mupdf's heap per thread at most, MiB, default 512, at least 64 (a 40 MP image
 *   decodes to 120 MB of RGB; a file that needs more is refused 413). Each thread also has a
 *   256 MiB JavaScript heap and, once it has read a scan, an OCR engine of about 100–200 MB.
 * - `HEAVY_WORK_IDLE_SECONDS`: an idle thread ends after this long, giving its memory back
 *   (WebAssembly memory never shrinks otherwise), default 10.
 */
export const heavyWorkVariables = {
  HEAVY_WORK_THREADS: optional(positiveInteger),
  HEAVY_WORK_QUEUE: optional(nonNegativeInteger),
  HEAVY_WORK_MEMORY_MB: optional(positiveInteger),
  HEAVY_WORK_IDLE_SECONDS: optional(positiveInteger),
};

/** The pool's size and memory (see {@link heavyWorkVariables}). */
export type HeavyWorkConfig = {
  /** Worker threads at most (`HEAVY_WORK_THREADS`). */
  threads: number;
  /** Tasks waiting for a thread at most; one more answers 429 (`HEAVY_WORK_QUEUE`). */
  maxQueue: number;
  /** mupdf's WebAssembly heap per thread at most, MiB (`HEAVY_WORK_MEMORY_MB`). */
  memoryMb: number;
  /** A thread idle this long ends, giving its memory back, seconds (`HEAVY_WORK_IDLE_SECONDS`). */
  idleSeconds: number;
};

/** The variables of this concern as read from the environment. */
export type HeavyWorkVariables = VariablesOf<typeof heavyWorkVariables>;

/** The defaults of {@link heavyWorkVariables}. */
export const defaultHeavyWork = {
  threads: Math.min(2, availableParallelism()),
  maxQueue: 8,
  memoryMb: 512,
  idleSeconds: 10,
} as const;

/** The pool's config from the environment, each unset variable at its default. */
export function buildHeavyWorkConfig(vars: HeavyWorkVariables): HeavyWorkConfig {
  const number = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Number(value);
  return {
    threads: number(vars.HEAVY_WORK_THREADS, defaultHeavyWork.threads),
    maxQueue: number(vars.HEAVY_WORK_QUEUE, defaultHeavyWork.maxQueue),
    // mupdf itself takes about 22 MiB before opening anything.
    memoryMb: Math.max(64, number(vars.HEAVY_WORK_MEMORY_MB, defaultHeavyWork.memoryMb)),
    idleSeconds: number(vars.HEAVY_WORK_IDLE_SECONDS, defaultHeavyWork.idleSeconds),
  };
}
