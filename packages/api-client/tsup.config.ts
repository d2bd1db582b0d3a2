import { defineConfig } from 'tsup';
import { moduleEntries, removeModuleEntries } from '../../scripts/tsup-entries';

const publicEntries = ['src/index.ts'];

export default defineConfig({
  // Every module is an entry and `splitting` gives each its own chunk, so a consumer's bundler
  // drops what the app does not import (`sideEffects: false`); see scripts/tsup-entries.ts.
  entry: moduleEntries(publicEntries),
  format: ['esm', 'cjs'],
  splitting: true,
  // Types for the public entry only: `index.d.ts` (import) and `index.d.cts` (require).
  // tsup 8's declaration build sets `baseUrl`, which TypeScript 6 refuses as deprecated.
  dts: { entry: publicEntries, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2023',
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  onSuccess: removeModuleEntries,
});
