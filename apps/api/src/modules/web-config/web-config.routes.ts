import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { version } from '../../version.js';
import { buildWebConfig } from './web-config.service.js';

/**
 * `GET /config.json` → 200 {@link import('./web-config.service.js').WebConfig} with
 * `Cache-Control: no-store` (a deploy may change it; the app must never run with a stale pool).
 * Public: it holds only public identifiers. Source: ARCHITECTURE.md "Runtime" (`/config.json`).
 */
export function createWebConfigRoutes({ config }: Pick<AppDeps, 'config'>) {
  return new Hono<AppEnv>().get('/config.json', (c) => {
    const body = buildWebConfig(config, { origin: new URL(c.req.url).origin, version });
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
