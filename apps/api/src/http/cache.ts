import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

/**
 * HTTP caching rules of the API (issue 11 item 3: "personal API answers carry `Cache-Control:
 * no-store`"; the tax tables are revalidated).
 */

/**
 * `/api` answers are not stored by browsers or proxies unless a route says otherwise: after the
 * route ran, an answer without `Cache-Control` gets `no-store` (a 304 keeps the headers of the
 * answer it revalidates).
 */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 304 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}

/**
 * For GET answers (200 and 304) that may be kept by the caller's browser only and must be
 * revalidated on every use: `Cache-Control: private, no-cache`. Pair it with an `ETag` (Hono's
 * `etag()` middleware, mounted after it) so a revalidation that finds nothing new is a 304
 * without a body.
 */
export function revalidateEveryTime(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (isRead && (c.res.ok || c.res.status === 304)) {
      c.res.headers.set('Cache-Control', 'private, no-cache');
    }
  };
}
