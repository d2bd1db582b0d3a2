import { defineConfig } from 'vitest/config';

// The kit's tests are its stories, run from the repo root (`vitest run --project=storybook`),
// plus unit tests of its pure modules (`src/**/*.test.ts`, e.g. the EditableTable reducer), run
// here in Node (`npm test -w @liqui/ui`). This config also keeps a run inside this folder from
// picking up the root browser project.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
