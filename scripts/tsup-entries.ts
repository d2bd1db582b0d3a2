/**
 * Entry points for a published package's tsup build (domain, api-client, ui): the public entries
 * plus every source module they reach, found by a quick esbuild pass over the import graph.
 *
 * Why every module: with `splitting`, esbuild gives each module its own chunk
 * (`dist/chunks/`), and the public entry (`dist/index.js`) only re-exports from those chunks. A
 * consumer's bundler that reads the package's `sideEffects` then drops every chunk the app does
 * not import (the ARCA catalogues, the entity structs, the other components' recipes), instead
 * of keeping one barrel whose module-level calls (`Object.freeze(...)`, `object(...)`,
 * `recipe(...)`) it cannot prove pure.
 *
 * The extra entries only shape the chunks: they are emitted under `dist/_modules/`, which
 * {@link removeModuleEntries} deletes after the build (nothing imports them; `exports` lists the
 * public entries only, and only those get `.d.ts` files).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const moduleEntriesDir = '_modules';

/**
 * Maps output names to source files: each public entry under its own name (`src/theme.ts` →
 * `theme`), every other module it reaches under `_modules/` (`src/Button/Button.tsx` →
 * `_modules/Button/Button`).
 *
 * @param publicEntries - the package's public entry files, relative to the package folder.
 * @returns tsup's `entry` object.
 */
export function moduleEntries(publicEntries: readonly string[]): Record<string, string> {
  const { metafile } = buildSync({
    entryPoints: [...publicEntries],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'dist',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const outputName = (file: string) => file.replace(/^src\//, '').replace(/\.tsx?$/, '');
  const entries: Record<string, string> = {};
  for (const file of Object.keys(metafile.inputs).sort()) {
    if (!/^src\/.*\.tsx?$/.test(file)) continue;
    entries[
      publicEntries.includes(file)
        ? outputName(file)
        : path.posix.join(moduleEntriesDir, outputName(file))
    ] = file;
  }
  return entries;
}

/** Deletes the internal entry files (`dist/_modules/`) once tsup has written the chunks. */
export async function removeModuleEntries(): Promise<void> {
  rmSync(path.join('dist', moduleEntriesDir), { recursive: true, force: true });
}
