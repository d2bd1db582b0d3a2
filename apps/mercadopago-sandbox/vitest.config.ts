import { defineConfig } from 'vitest/config';

/**
 * The sandbox's own tests (without this config vitest would pick up the root Storybook browser
 * project): each file serves the sandbox over real HTTP on a free port of 127.0.0.1 and drives
 * it with plain fetch or the official `mercadopago` SDK.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
