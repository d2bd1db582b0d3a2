import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/context.js';
import { createErrorHandler, notFoundHandler } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { createHealthRoutes } from './modules/health/health.routes.js';
import { createWebConfigRoutes } from './modules/web-config/web-config.routes.js';

export type { AppDeps, AppEnv } from './http/context.js';

/**
 * Composes the Hono app from its modules, without listening (CONVENTIONS.md "API and data":
 * `createApp(config)` so tests run it in-process with `app.request()`; ARCHITECTURE.md "Runtime"
 * for the paths).
 *
 * Order: request log → security headers → `/api/*` routes → `/config.json` → the built web app
 * (static files, SPA fallback). Unknown `/api`, `/identity`, `/sandbox`, `/dev` paths answer a
 * JSON 404; errors answer `{ message, code, errors? }` (see `http/errors.ts`).
 *
 * @param deps.config - validated config (`loadConfig`).
 * @param deps.database - an open, migrated database (`prepareDatabase`).
 * @param deps.logger - the process logger (`createLogger`).
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .use(requestLog(deps.logger))
    .use(securityHeaders(deps.config))
    .route('/api', createHealthRoutes(deps))
    .route('/', createWebConfigRoutes(deps))
    .use(serveWebApp(deps.config.webDir));
  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);
  return app;
}

/** The app's type (routes and their inputs/outputs), for typed tests and clients. */
export type App = ReturnType<typeof createApp>;
