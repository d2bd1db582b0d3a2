import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The simulator's own tests (without this config vitest would pick up the root Storybook browser
 * project): each file serves the simulator over real HTTP on a free port of 127.0.0.1 and drives
 * it with plain fetch and SOAP envelopes, its store in memory or in a scratch file. Slow tests
 * (`*.slow.test.ts`: a third-party SOAP stack) run with `vitest.slow.config.ts` (`npm run
 * test:slow`).
 */
export const slowTests = 'src/**/*.slow.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, slowTests],
    environment: 'node',
    testTimeout: 30_000,
  },
});
