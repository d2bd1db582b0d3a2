import { parentPort, workerData } from 'node:worker_threads';
import { capMupdfMemory } from './mupdf-memory.js';
import type {
  HeavyTaskAnswer,
  HeavyTaskMessage,
  HeavyTaskStarted,
  HeavyWorkerData,
} from './protocol.js';

/**
 * The entry of a heavy-work thread (piscina runs its default export for each task; issue 26
 * item 2). Caps mupdf's memory to `workerData.mupdfMemoryBytes` before mupdf is loaded (the tasks
 * are imported after it), then, for each task, tells the pool it started (so its time limit
 * starts now, not when it was queued) and answers it (`tasks.ts`).
 *
 * Built to `dist/heavy-work/worker.js` (an entry of `tsup.config.ts`); from the sources (tests,
 * `npm run dev`) the pool starts `worker-from-source.mjs`, which loads this file through tsx.
 */

// Cast: `workerData` is `any` in Node's types; the pool (`pool.ts`) gives every thread a
// HeavyWorkerData, checked there with `satisfies`.
capMupdfMemory((workerData as HeavyWorkerData).mupdfMemoryBytes);
const { runTask } = await import('./tasks.js');

/** Runs one task (see `HeavyTaskMessage`). */
export default async function run(message: HeavyTaskMessage): Promise<HeavyTaskAnswer> {
  parentPort?.postMessage({ heavyWorkStarted: message.id } satisfies HeavyTaskStarted);
  return runTask(message);
}
