import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';

/** A new folder inside the run's scratch folder (the global setup removes it at the end). */
function scratchFolder(): string {
  return mkdtempSync(join(inject('scratchDir'), 'config-'));
}

/**
 * A valid config for tests: silent logs, data and web folders in a fresh temporary folder
 * (the web folder does not exist unless the test creates it), plus `env` overrides.
 */
export function createTestConfig(env: Record<string, string> = {}): Config {
  const folder = scratchFolder();
  const result = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    LIQUI_DATA_DIR: join(folder, 'data'),
    LIQUI_WEB_DIR: join(folder, 'web'),
    ...env,
  });
  if (!result.ok) throw new Error(`Test config is invalid: ${result.problems.join('; ')}`);
  return result.config;
}

/** A logger that keeps its lines in memory (`lines`), for asserting on logs. */
export function createMemoryLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

/** The app over `database` with a test config (see {@link createTestConfig}) and a silent logger. */
export function createTestApp(options: { database: Database; config?: Config; logger?: Logger }) {
  const config = options.config ?? createTestConfig();
  const logger = options.logger ?? pino({ level: 'silent' });
  return createApp({ config, database: options.database, logger });
}
