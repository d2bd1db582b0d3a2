import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { moduleEntries, removeModuleEntriesExcept } from '../../scripts/tsup-entries';

const publicEntries = ['src/index.ts', 'src/theme.ts'];

export default defineConfig({
  // Every module is an entry and `splitting` gives each its own chunk, so an app that imports
  // one component ships that component's code and recipes only (`sideEffects` lists CSS alone);
  // see scripts/tsup-entries.ts. The CSS stays whole: `index.css` (`@liqui/ui/styles.css`) and
  // `theme.css` (`@liqui/ui/theme.css`).
  entry: moduleEntries(publicEntries),
  format: ['esm', 'cjs'],
  splitting: true,
  // Types for the public entries only: `.d.ts` (import) and `.d.cts` (require).
  dts: { entry: publicEntries },
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  // DataTable loads its pager on first need (`import('../Pagination/Pagination')`): that module's
  // entry file stays, the others go.
  onSuccess: removeModuleEntriesExcept(['Pagination/Pagination']),
});
