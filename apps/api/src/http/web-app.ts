import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { messages } from '@liqui/domain';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { isUnder, machinePrefixes } from './errors.js';

/** Text answered when the web app has not been built yet (`app.webNotBuilt`, one line). */
export const webAppMissingText = `${messages['app.webNotBuilt']}\n`;

/** Whether the last path segment looks like a file name (`/assets/app-3f2a.js`, `/favicon.ico`). */
export function looksLikeFile(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/** Whether `path` belongs to the server rather than to the SPA (see ARCHITECTURE.md "Runtime"). */
export function isServerPath(path: string): boolean {
  return path === '/config.json' || machinePrefixes.some((prefix) => isUnder(path, prefix));
}

/** Vite puts content-hashed files under `/assets/`: they never change. The rest is revalidated. */
function cacheControlFor(path: string): string {
  const isHashedAsset = path.startsWith('/assets/') && !path.endsWith('.html');
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Runs a serveStatic middleware and sets `cacheControl` on the file it answered with, if any. */
async function serveWithCache(
  serve: MiddlewareHandler,
  cacheControl: string,
  c: Context,
  next: Next,
) {
  const response = await serve(c, next);
  if (response instanceof Response && (response.status === 200 || response.status === 206)) {
    response.headers.set('Cache-Control', cacheControl);
  }
  return response;
}

/**
 * Serves the built web app from `webDir` (`LIQUI_WEB_DIR`; ARCHITECTURE.md "Runtime": `/` is the
 * built web app with SPA fallback to index.html).
 *
 * - GET/HEAD of an existing file → the file (hashed `assets/` cached for a year and immutable,
 *   others `no-cache`), its `.br` or `.gz` twin when the build made one and the browser's
 *   `Accept-Encoding` takes it (`Content-Encoding` set, `Vary: Accept-Encoding`).
 * - GET/HEAD of a path that does not look like a file and is not a server path (`/api`,
 *   `/identity`, `/sandbox`, `/dev`, `/config.json`) → `index.html`, so client routes such as
 *   `/facturar` or `/steps-user/12` load the app.
 * - A missing file, other methods and server paths fall through to the next handler (the JSON or
 *   plain 404).
 * - When `webDir/index.html` does not exist: 503 plain text asking to run `npm run build`.
 */
export function serveWebApp(webDir: string): MiddlewareHandler {
  const indexFile = join(webDir, 'index.html');
  let serveFile: MiddlewareHandler | undefined;
  let serveIndex: MiddlewareHandler | undefined;
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || isServerPath(c.req.path)) return next();
    const isFile = looksLikeFile(c.req.path);
    if (!existsSync(indexFile)) {
      if (isFile) return next();
      return c.text(webAppMissingText, 503, { 'Cache-Control': 'no-store' });
    }
    // Created on first use: serveStatic complains at creation when its root does not exist yet.
    serveFile ??= serveStatic({ root: webDir, precompressed: true });
    serveIndex ??= serveStatic({ root: webDir, path: 'index.html', precompressed: true });
    return isFile
      ? serveWithCache(serveFile, cacheControlFor(c.req.path), c, next)
      : serveWithCache(serveIndex, 'no-cache', c, next);
  };
}
