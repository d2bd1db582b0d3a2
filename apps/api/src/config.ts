import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateCuit, validateSignUpPassword } from '@liqui/domain';
import { enums, optional, refine, string, type, validate } from 'superstruct';

/**
 * Environment → typed, validated configuration (ARCHITECTURE.md "apps/api": `src/config.ts`,
 * "Runtime: embedded default and production"; CONVENTIONS.md "API and data": validate config at
 * start and exit with a clear message).
 *
 * Every variable is optional: with none set, `npm start` runs the embedded default (PGlite under
 * `.liqui/`, the local identity provider at `/identity`, the ARCA and Mercado Pago sandboxes).
 * Setting a production variable swaps one adapter, never the code path.
 *
 * To add a variable (AFIP_*, S3_* in later issues): add its struct to
 * {@link EnvironmentStruct}, its field to {@link Config}, and build it in {@link buildConfig}.
 * An empty value (`FOO=` in an .env file) counts as unset.
 */

/**
 * How log lines are written (`LOG_FORMAT`): `json` (one JSON object per line, for shipping),
 * `pretty` (human-readable, coloured) or `auto` (pretty on a terminal outside production, else JSON).
 */
export const logFormats = ['auto', 'json', 'pretty'] as const;
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
    };

/**
 * The user pool the web app signs in against (spec 01 §1 and §7 identity operations;
 * reference/amplify-cognito-protocol.md §1). `userPoolId` always contains `_`: Amplify reads the
 * part before it as the region and throws `InvalidUserPoolId` without it.
 */
export type IdentityConfig =
  | {
      /** The local Cognito-compatible provider mounted at `/identity` on this server. */
      kind: 'local';
      userPoolId: string;
      clientId: string;
      region: string;
      /**
       * The tokens' `iss`: `https://liqui.local/identity/<userPoolId>`. A fixed name, independent
       * of the host the request reached, so a token verifies the same behind any proxy or port;
       * it is an identifier, not a URL anyone fetches (the keys are at `/identity/.well-known/jwks.json`).
       */
      issuer: string;
    }
  | {
      /** Amazon Cognito (production): the web app talks to AWS directly. */
      kind: 'cognito';
      userPoolId: string;
      clientId: string;
      region: string;
      /** The tokens' `iss`: `https://cognito-idp.<region>.amazonaws.com/<userPoolId>`. */
      issuer: string;
    };

/**
 * Where e-mail goes (ARCHITECTURE.md "Runtime": SMTP in production, else the outbox table listed at
 * `/dev/outbox`).
 */
export type MailConfig =
  | {
      /** Sent through the SMTP server of `SMTP_URL` (nodemailer). */
      kind: 'smtp';
      /** `smtp://` or `smtps://` URL, may hold credentials: never log it. */
      url: string;
      /** Sender (`MAIL_FROM`). */
      from: string;
    }
  | {
      /** Stored in the `mail_outbox` table, never delivered. */
      kind: 'outbox';
      /** Sender (`MAIL_FROM`). */
      from: string;
    };

/** Sender used when `MAIL_FROM` is unset. */
export const defaultMailFrom = 'Liqui <no-reply@liqui.test>';

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
  /** E-mail: SMTP when `SMTP_URL` is set, else the outbox. */
  mail: MailConfig;
  /** Mercado Pago: the public key the browser uses; sandbox when `MERCADOPAGO_PUBLIC_KEY` is unset. */
  mercadoPago: { publicKey: string; isSandbox: boolean };
  /** ARCA (ex AFIP) web services: see {@link AfipConfig}. */
  afip: AfipConfig;
  /** Demo accounts (`src/demo/`): see {@link DemoConfig}. */
  demo: DemoConfig;
  /**
   * Retries of the invoice emission job while ARCA cannot be reached (`jobs/queue.ts`): the first
   * delay (`EMISSION_RETRY_DELAY_SECONDS`, default 30) doubling up to the longest
   * (`EMISSION_RETRY_MAX_SECONDS`, default 900, never below the first), in seconds.
   */
  emissionRetry: { delaySeconds: number; maxDelaySeconds: number };
};

/** The ARCA environments (`AFIP_ENV`). */
export const afipEnvironments = ['sandbox', 'homologacion', 'produccion'] as const;
/** `sandbox` (the simulator at `/sandbox/afip`), `homologacion` or `produccion`. */
export type AfipEnvironment = (typeof afipEnvironments)[number];

/**
 * Liqui's representing CUIT in the sandbox when `AFIP_CUIT` is unset: 30-71106707-4, a valid
 * published legal-person CUIT (cuit-vectors.csv) that no demo account uses.
 */
export const sandboxAfipCuit = '30711067074';

/**
 * ARCA web services (issue 5; ../shared/reference/arca/web-services.md §1).
 *
 * - `environment` (`AFIP_ENV`, default `sandbox`): `sandbox` points the clients at the simulator
 *   served by this same process (`/sandbox/afip`) and generates a self-signed certificate under
 *   `<dataDir>/afip/` on first start; `homologacion` / `produccion` point at ARCA's servers.
 * - `cuit` (`AFIP_CUIT`): the CUIT of the certificate, Liqui acting as representative of each
 *   taxpayer (`Auth/Cuit` is the taxpayer's CUIT). Required outside the sandbox.
 * - `certificatePath` / `keyPath` (`AFIP_CERT`, `AFIP_KEY`, PEM files): required outside the
 *   sandbox; in the sandbox `<dataDir>/afip/sandbox-cert.pem` and `sandbox-key.pem`.
 * - `timeoutMs` (`AFIP_TIMEOUT_MS`, default 15000): per SOAP call.
 * - `sandboxUrl` (`AFIP_SANDBOX_URL`): where the sandbox simulator is reached; default
 *   `http://127.0.0.1:<PORT>/sandbox/afip` (the process itself).
 * - `simulator` (`AFIP_SANDBOX_LATENCY_MS`, `AFIP_SANDBOX_FAULTS`): fault injection of the
 *   simulator by configuration (see `integrations/afip/simulator/faults.ts`); `faults` is the raw
 *   JSON text, parsed by the simulator.
 */
export type AfipConfig = {
  environment: AfipEnvironment;
  isSandbox: boolean;
  cuit: string;
  certificatePath: string;
  keyPath: string;
  timeoutMs: number;
  sandboxUrl: string;
  simulator: { latencyMs: number; faults: string | undefined };
};

/**
 * The demo accounts seeded on first start, one per role (issue 3; ARCHITECTURE.md "Runtime": the
 * first start loads demo accounts and prints their e-mails and passwords).
 */
export type DemoConfig = {
  /**
   * Whether to seed them (`LIQUI_DEMO`: `0` off, `1` on). Default on, except with
   * `NODE_ENV=production`, where known accounts with a printed password must be asked for.
   */
  isEnabled: boolean;
  /**
   * Their password (`LIQUI_DEMO_PASSWORD`, must pass the sign-up rule: 8+ characters with letters
   * and digits). Unset: a strong random one is generated on first start and kept in the database.
   * A secret: never logged by the config (only `main.ts` prints it, for the person running it).
   */
  password: string | undefined;
};

/** Result of {@link loadConfig}: the config, or one human-readable line per problem. */
export type LoadConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Pool id and client id of the local identity provider (its pool id contains `_`, see {@link IdentityConfig}). */
export const localIdentity = {
  userPoolId: 'us-east-1_liquilocal',
  clientId: 'liqui-web',
  region: 'us-east-1',
} as const;

/** The public key announced to the web app when Mercado Pago runs in sandbox mode. */
export const sandboxMercadoPagoPublicKey = 'TEST-liqui-sandbox';

const moduleDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Default web dist folder, resolved from this module: both `apps/api/src/` and `apps/api/dist/`
 * sit two levels below `apps/`, so `../../web/dist` is `apps/web/dist` from either.
 */
export const defaultWebDir = resolve(moduleDir, '../../web/dist');

const awsRegionPattern = /^[a-z]{2}(-gov)?-[a-z]+-\d+$/;

const portStruct = refine(string(), 'port', (value) => {
  const isInteger = /^\d+$/.test(value);
  const port = Number(value);
  return (isInteger && port >= 1 && port <= 65535) || 'must be an integer between 1 and 65535';
});

const nonBlank = refine(string(), 'nonBlank', (value) =>
  value.trim() === value ? true : 'must not have leading or trailing spaces',
);

const httpUrlStruct = refine(string(), 'httpUrl', (value) => {
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

const httpBaseUrlStruct = refine(string(), 'httpBaseUrl', (value) => {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash)
      return true;
  } catch {
    // reported below
  }
  return 'must be an absolute http(s) URL without query or fragment (e.g. http://127.0.0.1:3000/sandbox/afip)';
});

const postgresUrlStruct = refine(string(), 'postgresUrl', (value) => {
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

const regionStruct = refine(string(), 'awsRegion', (value) =>
  awsRegionPattern.test(value) ? true : 'must be an AWS region such as us-east-1',
);

const userPoolIdStruct = refine(string(), 'userPoolId', (value) =>
  /^[a-z]{2}(-gov)?-[a-z]+-\d+_[0-9A-Za-z]+$/.test(value)
    ? true
    : 'must be a Cognito user pool id such as us-east-1_AbC123xyz (region, "_", id)',
);

const clientIdStruct = refine(string(), 'clientId', (value) =>
  /^[\w+]{1,128}$/.test(value) ? true : 'must be a Cognito app client id (letters and digits)',
);

const smtpUrlStruct = refine(string(), 'smtpUrl', (value) => {
  try {
    const url = new URL(value);
    return (
      ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') ||
      'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465'
    );
  } catch {
    return 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465';
  }
});

const mailFromStruct = refine(string(), 'mailFrom', (value) =>
  /^([^<>@\s][^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value)
    ? true
    : 'must be an e-mail address, optionally with a name: Liqui <no-reply@example.com>',
);

const demoFlagStruct = refine(string(), 'demoFlag', (value) =>
  value === '0' || value === '1' ? true : 'must be 0 (no demo accounts) or 1 (demo accounts)',
);

const demoPasswordStruct = refine(string(), 'demoPassword', (value) =>
  validateSignUpPassword(value).ok
    ? true
    : 'must have at least 8 characters, with letters and digits (the sign-up password rule)',
);

const mercadoPagoKeyStruct = refine(string(), 'mercadoPagoPublicKey', (value) =>
  /^(APP_USR|TEST)-[\w-]+$/.test(value)
    ? true
    : 'must be a Mercado Pago public key starting with APP_USR- or TEST-',
);

const afipCuitStruct = refine(string(), 'afipCuit', (value) =>
  validateCuit(value).ok ? true : 'must be a valid CUIT of 11 digits',
);

const positiveIntegerStruct = refine(string(), 'positiveInteger', (value) =>
  /^[1-9][0-9]{0,8}$/.test(value) ? true : 'must be a positive integer',
);

const nonNegativeIntegerStruct = refine(string(), 'nonNegativeInteger', (value) =>
  /^[0-9]{1,9}$/.test(value) ? true : 'must be an integer of 0 or more',
);

/**
 * The variables read from the environment, all strings as the environment gives them.
 * `type()` ignores every other variable.
 */
export const EnvironmentStruct = type({
  PORT: optional(portStruct),
  HOST: optional(nonBlank),
  NODE_ENV: optional(enums(nodeEnvironments)),
  LOG_LEVEL: optional(enums(logLevels)),
  LOG_FORMAT: optional(enums(logFormats)),
  LIQUI_DATA_DIR: optional(nonBlank),
  DATABASE_URL: optional(postgresUrlStruct),
  LIQUI_WEB_DIR: optional(nonBlank),
  PUBLIC_URL: optional(httpUrlStruct),
  COGNITO_USER_POOL_ID: optional(userPoolIdStruct),
  COGNITO_CLIENT_ID: optional(clientIdStruct),
  COGNITO_REGION: optional(regionStruct),
  MERCADOPAGO_PUBLIC_KEY: optional(mercadoPagoKeyStruct),
  SMTP_URL: optional(smtpUrlStruct),
  MAIL_FROM: optional(mailFromStruct),
  LIQUI_DEMO: optional(demoFlagStruct),
  LIQUI_DEMO_PASSWORD: optional(demoPasswordStruct),
  AFIP_ENV: optional(enums(afipEnvironments)),
  AFIP_CUIT: optional(afipCuitStruct),
  AFIP_CERT: optional(nonBlank),
  AFIP_KEY: optional(nonBlank),
  AFIP_TIMEOUT_MS: optional(positiveIntegerStruct),
  AFIP_SANDBOX_URL: optional(httpBaseUrlStruct),
  AFIP_SANDBOX_LATENCY_MS: optional(nonNegativeIntegerStruct),
  AFIP_SANDBOX_FAULTS: optional(nonBlank),
  EMISSION_RETRY_DELAY_SECONDS: optional(positiveIntegerStruct),
  EMISSION_RETRY_MAX_SECONDS: optional(positiveIntegerStruct),
});

type Environment = {
  PORT?: string | undefined;
  HOST?: string | undefined;
  NODE_ENV?: NodeEnvironment | undefined;
  LOG_LEVEL?: LogLevel | undefined;
  LOG_FORMAT?: LogFormat | undefined;
  LIQUI_DATA_DIR?: string | undefined;
  DATABASE_URL?: string | undefined;
  LIQUI_WEB_DIR?: string | undefined;
  PUBLIC_URL?: string | undefined;
  COGNITO_USER_POOL_ID?: string | undefined;
  COGNITO_CLIENT_ID?: string | undefined;
  COGNITO_REGION?: string | undefined;
  MERCADOPAGO_PUBLIC_KEY?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  LIQUI_DEMO?: string | undefined;
  LIQUI_DEMO_PASSWORD?: string | undefined;
  AFIP_ENV?: AfipEnvironment | undefined;
  AFIP_CUIT?: string | undefined;
  AFIP_CERT?: string | undefined;
  AFIP_KEY?: string | undefined;
  AFIP_TIMEOUT_MS?: string | undefined;
  AFIP_SANDBOX_URL?: string | undefined;
  AFIP_SANDBOX_LATENCY_MS?: string | undefined;
  AFIP_SANDBOX_FAULTS?: string | undefined;
  EMISSION_RETRY_DELAY_SECONDS?: string | undefined;
  EMISSION_RETRY_MAX_SECONDS?: string | undefined;
};

const cognitoVariables = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_REGION'] as const;

/** Options of {@link loadConfig}. */
export type LoadConfigOptions = {
  /** Directory relative paths are resolved from. @default process.cwd() */
  cwd?: string;
};

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
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') present[name] = value;
  }

  const problems: string[] = [];
  const [error] = validate(present, EnvironmentStruct);
  if (error) {
    for (const failure of error.failures()) {
      const name = String(failure.key ?? failure.path.join('.'));
      const isSecret =
        name === 'DATABASE_URL' || name === 'SMTP_URL' || name === 'LIQUI_DEMO_PASSWORD';
      const shown = isSecret ? '' : ` (got ${JSON.stringify(failure.value)})`;
      // A refinement's failure carries our own message; a base-type failure gets a generic one.
      const message =
        failure.refinement !== undefined
          ? failure.message
          : failure.type === 'enums'
            ? `must be one of ${enumValues(name).join(', ')}`
            : 'must be a string';
      problems.push(`${name} ${message}${shown}`);
    }
  }
  const vars = present as Environment;

  const setCognito = cognitoVariables.filter((name) => vars[name] !== undefined);
  if (setCognito.length > 0 && setCognito.length < cognitoVariables.length) {
    const missing = cognitoVariables.filter((name) => vars[name] === undefined);
    problems.push(
      `${cognitoVariables.join(', ')} must be set together to use Amazon Cognito, or all left unset to use the local identity provider (missing ${missing.join(', ')})`,
    );
  }
  if (
    setCognito.length === cognitoVariables.length &&
    problems.length === 0 &&
    !vars.COGNITO_USER_POOL_ID?.startsWith(`${vars.COGNITO_REGION}_`)
  ) {
    problems.push(
      `COGNITO_USER_POOL_ID must start with COGNITO_REGION followed by "_" (got "${vars.COGNITO_USER_POOL_ID}" and "${vars.COGNITO_REGION}")`,
    );
  }

  if (vars.AFIP_ENV && vars.AFIP_ENV !== 'sandbox' && problems.length === 0) {
    const missing = (['AFIP_CUIT', 'AFIP_CERT', 'AFIP_KEY'] as const).filter(
      (name) => vars[name] === undefined,
    );
    if (missing.length > 0)
      problems.push(
        `AFIP_ENV=${vars.AFIP_ENV} needs the certificate, its key and its CUIT (missing ${missing.join(', ')})`,
      );
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: buildConfig(vars, cwd) };
}

function enumValues(name: string): readonly string[] {
  if (name === 'NODE_ENV') return nodeEnvironments;
  if (name === 'LOG_LEVEL') return logLevels;
  if (name === 'LOG_FORMAT') return logFormats;
  if (name === 'AFIP_ENV') return afipEnvironments;
  return [];
}

function resolvePath(cwd: string, value: string): string {
  return isAbsolute(value) ? value : resolve(cwd, value);
}

function buildConfig(vars: Environment, cwd: string): Config {
  const dataDir = resolvePath(cwd, vars.LIQUI_DATA_DIR ?? '.liqui');
  const identity: IdentityConfig =
    vars.COGNITO_USER_POOL_ID && vars.COGNITO_CLIENT_ID && vars.COGNITO_REGION
      ? {
          kind: 'cognito',
          userPoolId: vars.COGNITO_USER_POOL_ID,
          clientId: vars.COGNITO_CLIENT_ID,
          region: vars.COGNITO_REGION,
          issuer: `https://cognito-idp.${vars.COGNITO_REGION}.amazonaws.com/${vars.COGNITO_USER_POOL_ID}`,
        }
      : {
          kind: 'local',
          ...localIdentity,
          issuer: `https://liqui.local/identity/${localIdentity.userPoolId}`,
        };
  const from = vars.MAIL_FROM ?? defaultMailFrom;
  return {
    nodeEnv: vars.NODE_ENV ?? 'development',
    port: vars.PORT ? Number(vars.PORT) : 3000,
    host: vars.HOST ?? '0.0.0.0',
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? 'auto',
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    webDir: vars.LIQUI_WEB_DIR ? resolvePath(cwd, vars.LIQUI_WEB_DIR) : defaultWebDir,
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : undefined,
    identity,
    mail: vars.SMTP_URL ? { kind: 'smtp', url: vars.SMTP_URL, from } : { kind: 'outbox', from },
    mercadoPago: vars.MERCADOPAGO_PUBLIC_KEY
      ? { publicKey: vars.MERCADOPAGO_PUBLIC_KEY, isSandbox: false }
      : { publicKey: sandboxMercadoPagoPublicKey, isSandbox: true },
    afip: buildAfipConfig(vars, cwd, dataDir),
    emissionRetry: buildEmissionRetry(vars),
    demo: {
      isEnabled: vars.LIQUI_DEMO ? vars.LIQUI_DEMO === '1' : vars.NODE_ENV !== 'production',
      password: vars.LIQUI_DEMO_PASSWORD,
    },
  };
}

function buildEmissionRetry(vars: Environment): Config['emissionRetry'] {
  const delaySeconds = vars.EMISSION_RETRY_DELAY_SECONDS
    ? Number(vars.EMISSION_RETRY_DELAY_SECONDS)
    : 30;
  const maxDelaySeconds = vars.EMISSION_RETRY_MAX_SECONDS
    ? Number(vars.EMISSION_RETRY_MAX_SECONDS)
    : 900;
  return { delaySeconds, maxDelaySeconds: Math.max(delaySeconds, maxDelaySeconds) };
}

function buildAfipConfig(vars: Environment, cwd: string, dataDir: string): AfipConfig {
  const environment = vars.AFIP_ENV ?? 'sandbox';
  const isSandbox = environment === 'sandbox';
  const port = vars.PORT ? Number(vars.PORT) : 3000;
  return {
    environment,
    isSandbox,
    cuit: vars.AFIP_CUIT ?? sandboxAfipCuit,
    certificatePath: vars.AFIP_CERT
      ? resolvePath(cwd, vars.AFIP_CERT)
      : resolve(dataDir, 'afip', 'sandbox-cert.pem'),
    keyPath: vars.AFIP_KEY
      ? resolvePath(cwd, vars.AFIP_KEY)
      : resolve(dataDir, 'afip', 'sandbox-key.pem'),
    timeoutMs: vars.AFIP_TIMEOUT_MS ? Number(vars.AFIP_TIMEOUT_MS) : 15_000,
    sandboxUrl: (vars.AFIP_SANDBOX_URL ?? `http://127.0.0.1:${port}/sandbox/afip`).replace(
      /\/$/,
      '',
    ),
    simulator: {
      latencyMs: vars.AFIP_SANDBOX_LATENCY_MS ? Number(vars.AFIP_SANDBOX_LATENCY_MS) : 0,
      faults: vars.AFIP_SANDBOX_FAULTS,
    },
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
