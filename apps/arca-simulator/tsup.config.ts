import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Bundles the simulator into `dist/`: `index.js` (`createArcaSimulator`, its store and types, what
 * Liqui's demo composition imports), `testing.js` (a test certificate, CMS signing and SOAP helpers
 * for tests that drive the simulator over HTTP) and `main.js` (the simulator alone on its own
 * port). Types for the two library entries. The official WSDLs it serves are copied to
 * `dist/wsdl/`, where `src/wsdl.ts` finds them. Dependencies stay in node_modules.
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
  onSuccess: async () => {
    cpSync('wsdl', 'dist/wsdl', { recursive: true });
  },
});
