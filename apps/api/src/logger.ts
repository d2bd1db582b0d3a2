import { type Logger as PinoLogger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.js';

/** The structured logger used across the server (pino). */
export type Logger = PinoLogger;

/**
 * Creates the process logger at `config.logLevel` (`LOG_LEVEL`; `silent` in tests), named `liqui`.
 *
 * Format (`LOG_FORMAT`): `json` writes one JSON object per line (`{"level":30,"time":…,"msg":…}`)
 * so lines can be shipped as they are; `pretty` writes coloured, human-readable lines for a person
 * running `npm start`; `auto` (the default) is pretty when stdout is a terminal and `NODE_ENV` is
 * not `production`, JSON otherwise. Source: ARCHITECTURE.md "apps/api"; the "request
 * logging is structured (one line per request)".
 *
 * @param options.isTerminal - whether stdout is a TTY (`process.stdout.isTTY`). @default false
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'nodeEnv'>,
  options: { isTerminal?: boolean } = {},
): Logger {
  const isPretty =
    config.logFormat === 'pretty' ||
    (config.logFormat === 'auto' && options.isTerminal === true && config.nodeEnv !== 'production');
  const settings = { name: 'liqui', level: config.logLevel };
  if (!isPretty) return pino(settings);
  return pino(
    settings,
    pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }),
  );
}
