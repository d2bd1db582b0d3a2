import { defineConfig } from 'vitest/config';

/**
 * The web app's own unit tests: plain Node, no DOM. Having this file keeps vitest from picking up
 * the repository root's config (the Storybook browser project).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
