import { configDefaults, defineConfig } from 'vitest/config';
import unit, { slowTests } from './vitest.config.js';

/**
 * The simulator's slow tests (`*.slow.test.ts`: `@arcasdk/core`, an independent ARCA client with
 * its own SOAP stack), run by `npm run test:slow`, never by `npm test`.
 */
export default defineConfig({
  test: {
    ...unit.test,
    include: [slowTests],
    exclude: [...configDefaults.exclude],
    testTimeout: 120_000,
  },
});
