import { isAbsolute, resolve } from 'node:path';
import { enums, optional, refine, string } from 'superstruct';
import { nonBlank, positiveInteger, type VariablesOf } from './values.js';

/**
 * The server's own variables: the HTTP listener, logs, the data folder and the database
 * (`PORT`, `HOST`, `NODE_ENV`, `LOG_LEVEL`, `LOG_FORMAT`, `LIQUI_DATA_DIR`, `DATABASE_URL`,
 * `DATABASE_POOL_MAX`, `LIQUI_WEB_DIR`, `PUBLIC_URL`).
 */

/**
 * How log lines are written (`LOG_FORMAT`): `json` (one JSON object per line, for shipping),
 * `pretty` (human-readable, coloured) or `auto` (pretty on a terminal outside production, else JSON).
 */
export const logFormats = ['auto', 'json', 'pretty'] as const;

/**
 * Whether a proxy in front of the server sets `X-Forwarded-For` (`TRUST_PROXY`): `1` when it does
 * (the client address is the last entry, the one the proxy appended), `0` when clients connect
 * directly (the socket's address; the header is ignored, a client could forge it). @default '0'
 */
export const trustProxyValues = ['0', '1'] as const;
/** A {@link logFormats} value. */
export type LogFormat = (typeof logFormats)[number];

/** The pino levels accepted by `LOG_LEVEL`; `silent` turns logging off (tests). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A pino log level. */
export type LogLevel = (typeof logLevels)[number];

/** The values accepted by `NODE_ENV`. */
export const nodeEnvironments = ['development', 'production', 'test'] as const;
/** The runtime environment (`NODE_ENV`). */
export type NodeEnvironment = (typeof nodeEnvironments)[number];

/** Where the data lives: PGlite in a folder (embedded default) or a PostgreSQL server. */
export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** Absolute path of the PGlite data directory (`<LIQUI_DATA_DIR>/db`). */
      dataDir: string;
    }
  | {
      kind: 'postgres';
      /** `postgres://` connection string (`DATABASE_URL`); contains credentials: never log it. */
      url: string;
      /**
       * Connections of the process' pool (`DATABASE_POOL_MAX`; {@link databasePoolMaxOf}), always
       * set by `loadConfig`; absent (a tool opening a database of its own) → 10.
       */
      poolMax?: number;
    };

/**
 * `LIQUI_SECRET_KEY`: the key the secrets in the database are sealed with (issue 11 item 12); at
 * least 32 characters (e.g. `openssl rand -base64 32`), the same on every instance.
 */
const secretKey = refine(string(), 'secretKey', (value) =>
  value.length >= 32 ? true : 'must be at least 32 characters (e.g. openssl rand -base64 32)',
);

const port = refine(string(), 'port', (value) => {
  const isInteger = /^\d+$/.test(value);
  const number = Number(value);
  return (isInteger && number >= 1 && number <= 65535) || 'must be an integer between 1 and 65535';
});

const httpOrigin = refine(string(), 'httpUrl', (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http(s) URL such as https://liqui.example.com';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'must be an absolute http(s) URL such as https://liqui.example.com';
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return 'must be an origin without a path, query or fragment (e.g. https://liqui.example.com)';
  }
  return true;
});

const postgresUrl = refine(string(), 'postgresUrl', (value) => {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'postgres:' ||
      url.protocol === 'postgresql:' ||
      'must be a postgres:// or postgresql:// connection string'
    );
  } catch {
    return 'must be a postgres:// or postgresql:// connection string';
  }
});

/** The server's variables, as strings (see `environment.ts`). */
export const serverVariables = {
  PORT: optional(port),
  HOST: optional(nonBlank),
  NODE_ENV: optional(enums(nodeEnvironments)),
  LOG_LEVEL: optional(enums(logLevels)),
  LOG_FORMAT: optional(enums(logFormats)),
  LIQUI_DATA_DIR: optional(nonBlank),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_POOL_MAX: optional(positiveInteger),
  LIQUI_WEB_DIR: optional(nonBlank),
  PUBLIC_URL: optional(httpOrigin),
  TRUST_PROXY: optional(enums(trustProxyValues)),
  LIQUI_SECRET_KEY: optional(secretKey),
};

/** The variables of this concern as read from the environment. */
export type ServerVariables = VariablesOf<typeof serverVariables>;

/** `PORT` as a number. @default 3000 */
export function portOf(vars: Pick<ServerVariables, 'PORT'>): number {
  return vars.PORT ? Number(vars.PORT) : 3000;
}

/** `value` as an absolute path, relative ones resolved from `cwd`. */
export function resolvePath(cwd: string, value: string): string {
  return isAbsolute(value) ? value : resolve(cwd, value);
}

/**
 * The PostgreSQL pool size: `DATABASE_POOL_MAX`, else half the emission jobs one process runs at
 * once plus 10 (`⌈emissionConcurrency / 2⌉ + 10`, 42 for the default 64). An emission run holds a
 * connection only for its short statements and spends most of its time waiting for ARCA, so half
 * the jobs in flight rarely query at the same moment; the 10 are the HTTP requests', pg-boss's and
 * the waiting jobs' polls. Mind PostgreSQL's `max_connections` (100 by default) times the
 * instances. Source: Liqui (issue 15 item 8).
 */
export function databasePoolMaxOf(
  vars: Pick<ServerVariables, 'DATABASE_POOL_MAX'>,
  emissionConcurrency: number,
): number {
  return vars.DATABASE_POOL_MAX
    ? Number(vars.DATABASE_POOL_MAX)
    : Math.ceil(emissionConcurrency / 2) + 10;
}

/**
 * PostgreSQL when `DATABASE_URL` is set (its pool of {@link databasePoolMaxOf} connections for
 * `emissionConcurrency` jobs), else PGlite in `<dataDir>/db`.
 */
export function buildDatabaseConfig(
  vars: Pick<ServerVariables, 'DATABASE_URL' | 'DATABASE_POOL_MAX'>,
  dataDir: string,
  emissionConcurrency: (kind: 'postgres' | 'pglite') => number,
): DatabaseConfig {
  return vars.DATABASE_URL
    ? {
        kind: 'postgres',
        url: vars.DATABASE_URL,
        poolMax: databasePoolMaxOf(vars, emissionConcurrency('postgres')),
      }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'db') };
}
