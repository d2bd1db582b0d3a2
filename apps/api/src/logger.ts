import { type Logger as PinoLogger, pino } from 'pino';
import type { Config } from './config.js';

/** The structured logger used across the server (pino: one JSON object per line on stdout). */
export type Logger = PinoLogger;

/**
 * Creates the process logger at `config.logLevel` (`LOG_LEVEL`; `silent` in tests).
 * Lines are JSON (`{"level":30,"time":…,"msg":…}`) so they can be shipped as they are; the
 * `name` field is `liqui`. Source: ARCHITECTURE.md "apps/api".
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ name: 'liqui', level: config.logLevel });
}
