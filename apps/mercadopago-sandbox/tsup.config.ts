import { defineConfig } from 'tsup';

/**
 * Bundles the sandbox into `dist/`: `index.js` (`createMercadoPagoSandbox` and its types, what
 * Liqui's demo composition imports), `testing.js` (helpers for tests that drive the sandbox over
 * HTTP) and `main.js` (the sandbox alone on its own port). Types for the two library entries.
 * Dependencies stay in node_modules.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/testing.ts', 'src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: {
    entry: ['src/index.ts', 'src/testing.ts'],
    // tsup's declaration build sets `baseUrl`, which TypeScript 6 refuses as deprecated.
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
});
