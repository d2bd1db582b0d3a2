import { rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { moduleEntries, removeModuleEntries } from '../../scripts/tsup-entries';

const publicEntries = ['src/index.ts', 'src/theme.ts'];

/**
 * The modules the kit imports dynamically (`DataTable` loads its pager on first need): their
 * entry files must survive the build, so they are emitted under `dist/lazy/` instead of
 * `dist/_modules/` (which is deleted). Each only re-exports its module's chunk.
 */
const lazyModules = ['Pagination/Pagination', 'Toast/ToastRegion'];

/** Every module's entry, the dynamically imported ones moved out of `_modules/`. */
function entries(): Record<string, string> {
  const all = moduleEntries(publicEntries);
  for (const name of lazyModules) {
    const source = all[`_modules/${name}`];
    if (source === undefined) throw new Error(`No module ${name} to load lazily.`);
    delete all[`_modules/${name}`];
    all[`lazy/${name}`] = source;
  }
  return all;
}

export default defineConfig({
  // Every module is an entry and `splitting` gives each its own chunk, so an app that imports
  // one component ships that component's code and recipes only (`sideEffects` lists CSS alone);
  // see scripts/tsup-entries.ts. The CSS stays whole: `index.css` (`@liqui/ui/styles.css`) and
  // `theme.css` (`@liqui/ui/theme.css`).
  entry: entries(),
  format: ['esm', 'cjs'],
  splitting: true,
  // Types for the public entries only: `.d.ts` (import) and `.d.cts` (require).
  // tsup 8's declaration build sets `baseUrl`, which TypeScript 6 refuses as deprecated.
  dts: { entry: publicEntries, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  onSuccess: async () => {
    await removeModuleEntries();
    // The lazy entries' own CSS copies: the kit's CSS is `index.css` alone; nothing imports these.
    for (const name of lazyModules) {
      for (const extension of ['.css', '.css.map']) {
        rmSync(`dist/lazy/${name}${extension}`, { force: true });
      }
    }
  },
});
