import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import unit, { slowTests } from './vitest.config.js';

/**
 * The API's slow tests (`*.slow.test.ts`: chaos and load runs), run by `npm run test:slow`
 * (`test:slow` of this workspace: on PGlite, then on PostgreSQL when `TEST_DATABASE_URL` is set),
 * never by `npm test`. Same setup as `vitest.config.ts`, longer test timeout.
 */
export default defineConfig({
  test: {
    ...unit.test,
    include: [slowTests],
    exclude: [...configDefaults.exclude],
    testTimeout: 180_000,
    // Chaos and load runs keep vitest's own default (one core left free), not the unit suite's
    // one worker per core: two at once would skew each other's timings.
    maxWorkers: Math.max(1, availableParallelism() - 1),
    // Chaos runs kill servers and stop queues: each file gets a fresh module graph.
    isolate: true,
  },
});
