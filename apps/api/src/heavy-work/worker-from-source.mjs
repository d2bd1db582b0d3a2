/**
 * The heavy-work thread's entry when the server runs from its TypeScript sources (vitest,
 * `npm run dev`, the bench): Node 20 does not pass tsx's loader on to worker threads, so this file
 * registers it in the thread, then loads `worker.ts`. The build runs `dist/heavy-work/worker.js`
 * instead (see `pool.ts`).
 */
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./worker.ts');

export default run;
