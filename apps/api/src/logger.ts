import {
  type DestinationStream,
  type LoggerOptions,
  type Logger as PinoLogger,
  pino,
  stdSerializers,
} from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.js';
import { errorCodeOf } from './narrow.js';

/** The structured logger used across the server (pino). */
export type Logger = PinoLogger;

/** What a redacted value is replaced with in a log line. */
export const redactionMarker = '[Redacted]';

/**
 * The log fields pino's `redact` replaces with {@link redactionMarker} (issue 26 item 5: logs must
 * not carry personal data nor secrets). `*` stands for any one key, so `*.password` is a
 * `password` one level down (`{ user: { password } }`). The error serializer
 * ({@link serializeError}) already takes a failed statement's values out of `err`; the `err.*`
 * paths stay as a second guard for objects that only look like errors.
 */
export const redactedLogPaths: readonly string[] = [
  // Credentials travelling with a request or an answer.
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-amz-security-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  // A failed statement's values (drizzle's DrizzleQueryError `params`, pg's `parameters`, the
  // failing row PostgreSQL quotes in `detail`).
  'err.params',
  'err.parameters',
  'err.queryOptions',
  'err.detail',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
  'params',
  'parameters',
  // Passwords, the clave fiscal, tokens and secrets, as our code and the Cognito protocol name them.
  ...[
    'password',
    'Password',
    'PASSWORD',
    'PreviousPassword',
    'ProposedPassword',
    'NEW_PASSWORD',
    'temporaryPassword',
    'clave_fiscal',
    'claveFiscal',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'AccessToken',
    'RefreshToken',
    'IdToken',
    'access_token',
    'refresh_token',
    'id_token',
    'secret',
    'secretAccessKey',
    'SecretCode',
    'totpSecret',
    'ConfirmationCode',
    // Card and bank data.
    'cardNumber',
    'card_number',
    'securityCode',
    'security_code',
    'cbu',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** `DrizzleQueryError`'s shape: the statement text and its values. */
type QueryError = Error & { query: string; params: unknown };

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * drizzle's `DrizzleQueryError`, whose message is `Failed query: <sql>\nparams: <values>`. (The
 * database's own errors, PGlite's and pg's, carry `query` and `params` too, but their message is
 * PostgreSQL's.)
 */
function isQueryError(error: Error): error is QueryError {
  return (
    'query' in error &&
    typeof error.query === 'string' &&
    error.message.startsWith('Failed query: ')
  );
}

/**
 * Keys of drizzle's and the database drivers' errors that carry a statement's values: drizzle's
 * and PGlite's `params`, pg's `parameters`, PGlite's `queryOptions`, and PostgreSQL's `detail`
 * ("Failing row contains (…)", "Key (email)=(…) already exists.").
 */
const valueKeys = new Set(['params', 'parameters', 'queryOptions', 'detail']);

/** PostgreSQL's `where` context quotes bound parameters (`unnamed portal parameter $1 = '…'`). */
function withoutBoundValues(where: unknown): unknown {
  if (typeof where !== 'string') return where;
  return where.replace(/(parameter \$\d+ = )'(?:[^']|'')*'/g, `$1'${redactionMarker}'`);
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value in their message
 * (`invalid input syntax for type integer: "abc"`); other classes quote names only.
 */
function isDataException(error: Error): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code);
}

/** The stack with its first lines (`Name: message`) speaking `message` instead of `original`. */
function restack(stack: string | undefined, original: string, message: string): string | undefined {
  if (stack === undefined || original === message) return stack;
  if (stack.includes(original)) return stack.replace(original, message);
  // The message is not where it should be: keep the frames only.
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * A copy of `error` (same class, so the log's `type` stays `DrizzleQueryError`) and of its causes,
 * nested errors and aggregated errors, without a statement's values: a `DrizzleQueryError` keeps
 * its SQL text (`Failed query: insert into "users" … values ($1, $2)`) and says
 * `params: [Redacted]`; `params`, `parameters` and `detail` (PostgreSQL's "Failing row contains
 * (…)") become {@link redactionMarker}; a data exception's quoted value too. Anything that is not
 * an error comes back as it is.
 */
export function withoutStatementValues(error: unknown, seen = new Set<unknown>()): unknown {
  if (!isErrorLike(error) || seen.has(error)) return error;
  seen.add(error);
  const copy: object = Object.create(Object.getPrototypeOf(error));
  let message = error.message;
  if (isQueryError(error)) {
    message = `Failed query: ${error.query}\nparams: ${redactionMarker}`;
  } else if (isDataException(error)) {
    message = message.replace(/"[^"]*"/g, `"${redactionMarker}"`);
  }
  // Own properties, enumerable or not (`message`, `stack` and an ES2022 `cause` are not), copied
  // with the same enumerability so pino's serializer sees the same fields.
  for (const key of Object.getOwnPropertyNames(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, key);
    if (descriptor === undefined || !('value' in descriptor)) continue;
    const value: unknown = descriptor.value;
    let safe: unknown;
    if (key === 'message') safe = message;
    else if (key === 'stack') safe = restack(error.stack, error.message, message);
    else if (valueKeys.has(key)) safe = value === undefined ? undefined : redactionMarker;
    else if (key === 'where') safe = withoutBoundValues(value);
    else if (key === 'errors' && Array.isArray(value)) {
      safe = value.map((entry) => withoutStatementValues(entry, seen));
    } else safe = withoutStatementValues(value, seen);
    Object.defineProperty(copy, key, { ...descriptor, value: safe });
  }
  if (!Object.hasOwn(copy, 'message')) {
    Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  }
  return copy;
}

/**
 * The `err` (and `error`) serializer: pino's standard one (type, message and stack with the
 * causes', own fields) over {@link withoutStatementValues}, so no failed statement's values reach
 * a log line. Values that are not errors (`error: 'NotAuthorizedException'`) pass unchanged.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  // Cast: the copy of an error-like value is error-like (same prototype, same own fields).
  return stdSerializers.err(withoutStatementValues(error) as Error);
}

/**
 * pino's settings for every logger of the server: the name `liqui`, the level, the redaction of
 * {@link redactedLogPaths} and {@link serializeError} for `err` and `error`.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    name: 'liqui',
    level,
    redact: { paths: [...redactedLogPaths], censor: redactionMarker },
    serializers: { err: serializeError, error: serializeError },
  };
}

/**
 * Creates the process logger at `config.logLevel` (`LOG_LEVEL`; `silent` in tests), named `liqui`,
 * with {@link loggerOptions}: secrets and personal data redacted, failed statements logged without
 * their values (issue 26 item 5).
 *
 * Format (`LOG_FORMAT`): `json` writes one JSON object per line (`{"level":30,"time":…,"msg":…}`)
 * so lines can be shipped as they are; `pretty` writes coloured, human-readable lines for a person
 * running `npm start`; `auto` (the default) is pretty when stdout is a terminal and `NODE_ENV` is
 * not `production`, JSON otherwise. Source: ARCHITECTURE.md "apps/api"; the "request
 * logging is structured (one line per request)".
 *
 * @param options.isTerminal - whether stdout is a TTY (`process.stdout.isTTY`). @default false
 * @param options.destination - where JSON lines go (tests capture them). @default stdout
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat' | 'nodeEnv'>,
  options: { isTerminal?: boolean; destination?: DestinationStream } = {},
): Logger {
  const isPretty =
    config.logFormat === 'pretty' ||
    (config.logFormat === 'auto' && options.isTerminal === true && config.nodeEnv !== 'production');
  const settings = loggerOptions(config.logLevel);
  if (!isPretty) return options.destination ? pino(settings, options.destination) : pino(settings);
  return pino(
    settings,
    pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }),
  );
}
