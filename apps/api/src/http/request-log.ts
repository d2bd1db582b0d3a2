import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';

/**
 * Middleware writing one structured line per request once it is answered:
 * `{ method, path, status, ms, msg: 'request' }` (`ms` = handling time in milliseconds, 1 decimal;
 * `path` without the query string, which may carry personal data). Level `info`, `warn` for 4xx
 * other than 404, `error` for 5xx. Source: ARCHITECTURE.md "apps/api".
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request');
    else if (status >= 400 && status !== 404) logger.warn(line, 'request');
    else logger.info(line, 'request');
  };
}
