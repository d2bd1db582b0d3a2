import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AfipConfig, afipProblems, buildAfipConfig } from './config/afip.js';
import { buildDemoConfig, type DemoConfig } from './config/demo.js';
import {
  buildEmissionRetry,
  type EmissionRetryConfig,
  emissionConcurrencyOf,
  emissionLeaseOf,
  emissionProblems,
} from './config/emission.js';
import { type Environment, readEnvironment } from './config/environment.js';
import { buildFilesConfig, type FilesConfig, filesProblems } from './config/files.js';
import { buildHeavyWorkConfig, type HeavyWorkConfig } from './config/heavy-work.js';
import {
  addressLimitOf,
  buildIdentityConfig,
  type IdentityConfig,
  identityProblems,
} from './config/identity.js';
import { planExpiryIntervalOf } from './config/jobs.js';
import { buildMailConfig, type MailConfig } from './config/mail.js';
import { buildMercadoPagoConfig, type MercadoPagoConfig } from './config/mercado-pago.js';
import { type Role, roleOf, roleProblems } from './config/role.js';
import { sandboxProblems } from './config/sandboxes.js';
import {
  buildDatabaseConfig,
  type DatabaseConfig,
  type LogFormat,
  type LogLevel,
  type NodeEnvironment,
  portOf,
  resolvePath,
} from './config/server.js';

/**
 * Environment → typed, validated configuration (ARCHITECTURE.md "apps/api": `src/config.ts`,
 * "Runtime: embedded default and production"; CONVENTIONS.md "API and data": validate config at
 * start and exit with a clear message). This module is the entry: {@link loadConfig},
 * {@link Config}; each concern's variables, checks and builder live in `src/config/`
 * (`server.ts`, `identity.ts`, `mail.ts`, `mercado-pago.ts`, `demo.ts`, `afip.ts`,
 * `emission.ts`, `files.ts`, `heavy-work.ts`, `sandboxes.ts`, `role.ts`), composed into one
 * struct by `config/environment.ts`.
 *
 * Every variable is optional: with none set, `npm start` runs the embedded default (PGlite under
 * `.liqui/`, the local identity provider at `/identity`, the ARCA and Mercado Pago sandboxes).
 * Setting a production variable swaps one adapter, never the code path. With
 * `NODE_ENV=production` the stand-ins (the two sandboxes, the mail outbox) are refused, each
 * naming the variables to set, unless `LIQUI_ALLOW_SANDBOXES=1` (`config/sandboxes.ts`).
 *
 * To add a variable: add its struct to its concern's `…Variables` in `src/config/` (the
 * environment type follows, inferred from the struct), its field to {@link Config}, and build it
 * in {@link buildConfig}; a check across variables goes in the concern's `…Problems`. An empty
 * value (`FOO=` in an .env file) counts as unset.
 */

export type { AfipConfig, AfipEnvironment } from './config/afip.js';
export { afipEnvironments, sandboxAfipCuit } from './config/afip.js';
export type { DemoConfig } from './config/demo.js';
export type { EmissionRetryConfig } from './config/emission.js';
export { defaultEmissionLeaseMs, emissionLeaseMarginMs } from './config/emission.js';
export type { Environment } from './config/environment.js';
export { EnvironmentStruct } from './config/environment.js';
export type { FilesConfig } from './config/files.js';
export { defaultS3Region } from './config/files.js';
export type { IdentityConfig } from './config/identity.js';
export { addressLimitWindowMs, defaultAddressLimit, localIdentity } from './config/identity.js';
export type { MailConfig } from './config/mail.js';
export { defaultMailFrom } from './config/mail.js';
export type { MercadoPagoConfig } from './config/mercado-pago.js';
export { sandboxMercadoPagoPublicKey } from './config/mercado-pago.js';
export type { Role } from './config/role.js';
export { roles } from './config/role.js';
export type { DatabaseConfig, LogFormat, LogLevel, NodeEnvironment } from './config/server.js';
export { logFormats, logLevels, nodeEnvironments } from './config/server.js';

/** The server's typed configuration. Built only by {@link loadConfig}. */
export type Config = {
  /** `NODE_ENV`. @default 'development' */
  nodeEnv: NodeEnvironment;
  /** TCP port (`PORT`), 1–65535. @default 3000 */
  port: number;
  /** Interface to bind (`HOST`). @default '0.0.0.0' */
  host: string;
  /** pino level (`LOG_LEVEL`). @default 'info' */
  logLevel: LogLevel;
  /** Line format (`LOG_FORMAT`). @default 'auto' */
  logFormat: LogFormat;
  /** Absolute path of the data folder (`LIQUI_DATA_DIR`, resolved from the working directory). @default '.liqui' */
  dataDir: string;
  /** PostgreSQL when `DATABASE_URL` is set, else PGlite at `<dataDir>/db`. */
  database: DatabaseConfig;
  /** Absolute path of the built web app (`LIQUI_WEB_DIR`). @default apps/web/dist */
  webDir: string;
  /** Public origin (`PUBLIC_URL`, no trailing slash), used for absolute URLs; when unset, the request's origin is used. */
  publicUrl: string | undefined;
  /** The identity provider: local unless the three `COGNITO_*` variables are set. */
  identity: IdentityConfig;
  /**
   * Attempts per client address and 15 minutes of each limited identity operation (sign-in,
   * sign-up, forgot password, code resend) before 429 (`IDENTITY_ADDRESS_LIMIT`). @default 20
   */
  identityAddressLimit: number;
  /**
   * Whether the client address comes from `X-Forwarded-For` (its last entry: the proxy's view),
   * set when a proxy sits in front (`TRUST_PROXY=1`); else the socket's. @default false
   */
  trustProxy: boolean;
  /**
   * The key the secrets kept in the database are sealed with (`LIQUI_SECRET_KEY`, 32+ characters,
   * the same on every instance); `undefined`: one is generated on the first start and kept in
   * `<dataDir>/secret-key` (one instance only). See `secrets/secret-key.ts`.
   */
  secretKey: string | undefined;
  /** E-mail: SMTP when `SMTP_URL` is set, else the outbox. */
  mail: MailConfig;
  /** Mercado Pago: the public key the browser uses; sandbox when `MERCADOPAGO_PUBLIC_KEY` is unset. */
  mercadoPago: MercadoPagoConfig;
  /** ARCA (ex AFIP) web services: see {@link AfipConfig}. */
  afip: AfipConfig;
  /** Demo accounts (`src/demo/`): see {@link DemoConfig}. */
  demo: DemoConfig;
  /** Retries of the invoice emission job: see {@link EmissionRetryConfig}. */
  emissionRetry: EmissionRetryConfig;
  /**
   * How long an emission lease of a voucher series lasts from its last renewal
   * (`EMISSION_LEASE_MS`), ms; renewed before each ARCA call, so `AFIP_TIMEOUT_MS` must fit in it
   * (`config/emission.ts`, `longestAfipTimeoutFor`). @default 120000
   */
  emissionLeaseMs: number;
  /**
   * Voucher series this process emits at once (`EMISSION_CONCURRENCY`; `config/emission.ts`,
   * `defaultEmissionConcurrency`: 64 on PostgreSQL, 8 on PGlite), fetched as pg-boss jobs in
   * groups (`emissionFetchShape` of `jobs/emission-worker.ts`). Source: Liqui (issue 15 item 4).
   */
  emissionConcurrency: number;
  /**
   * Where uploaded files (the taxpayers' photos) are kept: S3 when `S3_BUCKET` is set
   * (`S3_REGION`, `S3_ENDPOINT`), else `<dataDir>/files` (one instance only). See `config/files.ts`.
   */
  files: FilesConfig;
  /**
   * How often the plan-expiry pass runs (`PLAN_EXPIRY_INTERVAL_SECONDS`, `config/jobs.ts`), ms;
   * `undefined`: hourly.
   */
  planExpiryIntervalMs: number | undefined;
  /**
   * The heavy-work pool: threads, queue, mupdf heap, idle time (`HEAVY_WORK_*`,
   * `config/heavy-work.ts`; issue 26 item 2).
   */
  heavyWork: HeavyWorkConfig;
  /**
   * What this process runs (`LIQUI_ROLE`, `config/role.ts`): `api` the HTTP tier (queues jobs,
   * runs none), `worker` the job loops and periodic passes (HTTP: health only), `all` both (the
   * one-command demo). `api` and `worker` need `DATABASE_URL`. @default 'all'
   */
  role: Role;
};

/** Result of {@link loadConfig}: the config, or one human-readable line per problem. */
export type LoadConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Options of {@link loadConfig}. */
export type LoadConfigOptions = {
  /** Directory relative paths are resolved from. @default process.cwd() */
  cwd?: string;
};

const moduleDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Default web dist folder, resolved from this module: both `apps/api/src/` and `apps/api/dist/`
 * sit two levels below `apps/`, so `../../web/dist` is `apps/web/dist` from either.
 */
export const defaultWebDir = resolve(moduleDir, '../../web/dist');

/**
 * Reads and validates the configuration from an environment map. Pure apart from the `cwd`
 * default, so tests pass any map.
 *
 * @param env - usually `process.env`; empty strings count as unset.
 * @returns `{ ok: true, config }`, or `{ ok: false, problems }` with one line per problem, each
 *   naming the variable, what it must be and the value received, e.g.
 *   `PORT must be an integer between 1 and 65535 (got "abc")`. Secrets (DATABASE_URL, SMTP_URL,
 *   LIQUI_DEMO_PASSWORD) are never echoed.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: LoadConfigOptions = {},
): LoadConfigResult {
  const cwd = options.cwd ?? process.cwd();
  const { vars, problems, invalid } = readEnvironment(env);
  problems.push(...identityProblems(vars, problems.length > 0));
  if (problems.length === 0) problems.push(...afipProblems(vars));
  problems.push(...emissionProblems(vars, invalid));
  problems.push(...filesProblems(vars));
  problems.push(...roleProblems(vars, invalid));
  // Production never runs a stand-in unless told (issue 26 item 1; `config/sandboxes.ts`).
  if (problems.length === 0) problems.push(...sandboxProblems(vars));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: buildConfig(vars, cwd) };
}

function buildConfig(vars: Environment, cwd: string): Config {
  const dataDir = resolvePath(cwd, vars.LIQUI_DATA_DIR ?? '.liqui');
  const databaseConfig = buildDatabaseConfig(vars, dataDir, (kind) =>
    emissionConcurrencyOf(vars, kind),
  );
  return {
    nodeEnv: vars.NODE_ENV ?? 'development',
    port: portOf(vars),
    host: vars.HOST ?? '0.0.0.0',
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? 'auto',
    dataDir,
    database: databaseConfig,
    webDir: vars.LIQUI_WEB_DIR ? resolvePath(cwd, vars.LIQUI_WEB_DIR) : defaultWebDir,
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : undefined,
    identity: buildIdentityConfig(vars),
    identityAddressLimit: addressLimitOf(vars),
    trustProxy: vars.TRUST_PROXY === '1',
    secretKey: vars.LIQUI_SECRET_KEY,
    mail: buildMailConfig(vars),
    mercadoPago: buildMercadoPagoConfig({
      ...vars,
      ...(vars.PUBLIC_URL ? { publicUrl: new URL(vars.PUBLIC_URL).origin } : {}),
    }),
    afip: buildAfipConfig(vars, cwd, dataDir),
    emissionRetry: buildEmissionRetry(vars),
    emissionLeaseMs: emissionLeaseOf(vars),
    emissionConcurrency: emissionConcurrencyOf(vars, databaseConfig.kind),
    demo: buildDemoConfig(vars),
    files: buildFilesConfig(vars, dataDir),
    planExpiryIntervalMs: planExpiryIntervalOf(vars),
    heavyWork: buildHeavyWorkConfig(vars),
    role: roleOf(vars),
  };
}

/**
 * {@link loadConfig} for `main.ts`: returns the config, or prints one line per problem to stderr
 * (`Invalid configuration: PORT must be …`) and exits the process with code 1.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  const result = loadConfig(env);
  if (result.ok) return result.config;
  for (const problem of result.problems) {
    console.error(`Invalid configuration: ${problem}`);
  }
  process.exit(1);
}
