import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Bundles the server into `dist/` (`main.js` runs it, `app.js` exports `createApp` for
 * embedding), `heavy-work/worker.js` is the heavy-work pool's thread (`src/heavy-work/pool.ts` finds
 * it there; issue 26 item 2). Dependencies stay in node_modules (`skipNodeModulesBundle`): PGlite ships
 * `.wasm`/`.data` files beside its JS. The migrations and the seed CSVs are copied to
 * `dist/drizzle/` and `dist/seed/`, where `src/db/assets.ts` looks for them first. (The official
 * ARCA WSDLs the sandbox simulator serves ship with `apps/arca-simulator`.)
 */
export default defineConfig({
  entry: ['src/main.ts', 'src/app.ts', 'src/heavy-work/worker.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
  onSuccess: async () => {
    cpSync('drizzle', 'dist/drizzle', { recursive: true });
    cpSync('src/db/seed', 'dist/seed', {
      recursive: true,
      filter: (source) => !/\.(ts|tsx)$/.test(source),
    });
  },
});
