import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API's own vitest config (without it vitest would pick up the root Storybook browser
 * project). Tests run in-process with `app.request()`; each test file gets its own database
 * (see `src/test/database.ts`): PGlite cloned from a template built once by the global setup, or
 * a fresh PostgreSQL database when `LIQUI_TEST_DB=postgres` and `TEST_DATABASE_URL` are set.
 *
 * Slow tests (`*.slow.test.ts`: chaos and load runs) are left out here and run by
 * `vitest.slow.config.ts` (`npm run test:slow`).
 */
export const slowTests = 'src/**/*.slow.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, slowTests],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // One worker per core: vitest's default (cores - 1) leaves one of a 2-core runner's cores
    // idle while files wait on PGlite; two workers took a sample of eight files from 65 s to 44 s.
    maxWorkers: availableParallelism(),
    // Test files share their worker's module graph instead of importing the whole app again each
    // (every file imports it): on a 2-core runner the suite went from 698 s (324 s of it imports)
    // to 294 s. Files stay independent through their own databases (`src/test/database.ts`); the
    // source's module-level state is constant tables and WeakMaps keyed by per-test objects
    // (RegXReq by WSFEv1 client, access declarations by route, migrations by database).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
