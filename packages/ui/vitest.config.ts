import { defineConfig } from 'vitest/config';

// The kit's tests are its stories, run from the repo root (`vitest run --project=storybook`).
// This config keeps a run inside this folder from picking up the root browser project.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
