import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Files the database layer reads at run time, located from this module's own URL so the sources
 * (`apps/api/src/db/assets.ts`) and the bundle (`apps/api/dist/*.js`, where tsup copies the
 * folders) both find them, whatever the working directory (STACK.md "drizzle"). Nothing is ever
 * read from outside `apps/api`.
 */

function locateFolder(description: string, candidates: string[]): string {
  for (const candidate of candidates) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    `${description} not found next to ${fileURLToPath(import.meta.url)} (tried ${candidates.join(', ')}); run the build again`,
  );
}

/**
 * Absolute path of the drizzle migrations folder: `dist/drizzle/` in the bundle,
 * `apps/api/drizzle/` from the sources.
 *
 * @throws Error when neither exists (a broken build).
 */
export function locateMigrationsFolder(): string {
  return locateFolder('The migrations folder', ['./drizzle/', '../../drizzle/']);
}

/**
 * Absolute path of the seed CSV folder: `dist/seed/` in the bundle, `src/db/seed/` from the
 * sources.
 *
 * @throws Error when neither exists (a broken build).
 */
export function locateSeedFolder(): string {
  return locateFolder('The seed folder', ['./seed/']);
}
