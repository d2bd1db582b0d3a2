import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The web app's own unit tests: plain Node, no DOM. Having this file keeps vitest from picking up
 * the repository root's config (the Storybook browser project). vanilla-extract's plugin lets a
 * test import an area's pages (their `.css.ts` files) to check the route table against them.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The first import of an area's pages compiles its `.css.ts` files with vanilla-extract: a
    // few seconds on a busy 2-core machine, beyond vitest's 5 s default.
    testTimeout: 30_000,
  },
});
