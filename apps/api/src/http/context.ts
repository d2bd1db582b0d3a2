import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';

/**
 * What `createApp` and every module's routes receive: the validated config, the open database
 * and the process logger (CONVENTIONS.md "API and data": the app is built from its config so tests
 * run it in-process).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
};

/** Hono environment shared by the app and its routers (no bindings; variables added by later middleware). */
export type AppEnv = {
  Variables: Record<string, never>;
};
