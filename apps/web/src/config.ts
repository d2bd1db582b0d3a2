import type { ResourcesConfig } from 'aws-amplify';
import { setIdentityResources } from './session/amplify-identity';

/**
 * The runtime configuration the server publishes at `/config.json` (ARCHITECTURE.md "Runtime"):
 * API base, identity pool, Mercado Pago public key and which integrations are sandboxes.
 * Unknown extra keys are accepted, so a server that publishes a new setting does not break a web
 * app built before it.
 */
export type AppConfig = {
  readonly apiBaseUrl: string;
  readonly version: string;
  readonly identity: {
    /** Amplify needs the `<region>_<id>` form: it derives the region from the part before `_`. */
    readonly userPoolId: string;
    readonly userPoolClientId: string;
    /** Absolute, or relative to the page (`/identity` for the embedded identity provider). */
    readonly userPoolEndpoint?: string;
    readonly region: string;
    readonly isLocal: boolean;
  };
  readonly mercadoPago: { readonly publicKey: string; readonly isSandbox: boolean };
  readonly sandboxes: {
    readonly identity: boolean;
    readonly afip: boolean;
    readonly mercadopago: boolean;
  };
};

/**
 * What one field of {@link AppConfig} must be: any text, non-empty text, text matching a pattern,
 * a boolean, optional (absent, or what it wraps), or an object of fields.
 */
type FieldRule =
  | 'string'
  | 'nonempty'
  | 'boolean'
  | RegExp
  | { readonly optional: FieldRule }
  | { readonly [field: string]: FieldRule };

/**
 * The shape of {@link AppConfig}, checked by hand rather than with superstruct: the check runs
 * before the first screen, and superstruct would add about 2.5 KB gzip to every first load
 * (issue 11 item 4).
 */
const appConfigRules: FieldRule = {
  apiBaseUrl: 'nonempty',
  version: 'string',
  identity: {
    userPoolId: /^[\w-]+_\w+$/,
    userPoolClientId: 'nonempty',
    userPoolEndpoint: { optional: 'nonempty' },
    region: 'nonempty',
    isLocal: 'boolean',
  },
  mercadoPago: { publicKey: 'string', isSandbox: 'boolean' },
  sandboxes: { identity: 'boolean', afip: 'boolean', mercadopago: 'boolean' },
};

/** Whether `rule` is `{ optional: … }` (no field of the configuration is named `optional`). */
function isOptional(rule: object): rule is { readonly optional: FieldRule } {
  return Object.keys(rule).length === 1 && 'optional' in rule;
}

/** A value as a failure message shows it. */
function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The failures of `value` against `rule` at `path` (`[]` when it conforms). */
function checkField(value: unknown, rule: FieldRule, path: string): ConfigError[] {
  const fail = (expected: string) => [
    { path: path || '(root)', message: `Expected ${expected}, but received: ${shown(value)}` },
  ];
  if (rule === 'string') return typeof value === 'string' ? [] : fail('a string');
  if (rule === 'nonempty') {
    return typeof value === 'string' && value !== '' ? [] : fail('a non-empty string');
  }
  if (rule === 'boolean') return typeof value === 'boolean' ? [] : fail('a boolean');
  if (rule instanceof RegExp) {
    return typeof value === 'string' && rule.test(value) ? [] : fail(`a string matching ${rule}`);
  }
  if (isOptional(rule)) return value === undefined ? [] : checkField(value, rule.optional, path);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object');
  const fields = rule as { readonly [field: string]: FieldRule };
  return Object.entries(fields).flatMap(([field, fieldRule]) =>
    checkField(
      (value as Record<string, unknown>)[field],
      fieldRule,
      path === '' ? field : `${path}.${field}`,
    ),
  );
}

/** Why the configuration could not be used: one entry per bad field, or one for the whole file. */
export type ConfigError = { readonly path: string; readonly message: string };

/** The outcome of reading the configuration. */
export type ConfigResult =
  | { readonly ok: true; readonly value: AppConfig }
  | { readonly ok: false; readonly errors: readonly ConfigError[] };

/** Checks an already-decoded `/config.json` body against {@link AppConfig}. */
export function parseConfig(raw: unknown): ConfigResult {
  const errors = checkField(raw, appConfigRules, '');
  return errors.length === 0 ? { ok: true, value: raw as AppConfig } : { ok: false, errors };
}

/**
 * Fetches `/config.json` from the page's origin (never cached: it changes per deployment) and
 * validates it. Network and HTTP failures come back as a failed result, never as a throw.
 */
export async function loadConfig(fetchConfig: typeof fetch = fetch): Promise<ConfigResult> {
  try {
    const response = await fetchConfig('/config.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      return { ok: false, errors: [{ path: '(root)', message: `HTTP ${response.status}` }] };
    }
    return parseConfig(await response.json());
  } catch (error) {
    return { ok: false, errors: [{ path: '(root)', message: String(error) }] };
  }
}

/**
 * The Amplify configuration for the identity pool. A relative `userPoolEndpoint` is resolved
 * against `origin`, because Amplify posts to the endpoint URL verbatim.
 */
export function toAmplifyConfig(config: AppConfig, origin: string): ResourcesConfig {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.identity;
  return {
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint === undefined
          ? {}
          : { userPoolEndpoint: new URL(userPoolEndpoint, origin).href }),
        loginWith: { email: true },
      },
    },
  };
}

/**
 * Points aws-amplify at the configured identity pool (the local provider or Cognito). Amplify
 * itself loads on the first identity call (`session/amplify-identity.ts`), configured then.
 */
export function configureIdentity(config: AppConfig): void {
  setIdentityResources(toAmplifyConfig(config, window.location.origin));
}

/** Whether any integration runs against a sandbox, which the shells say with a "modo prueba" tag. */
export function isSandboxed(config: AppConfig): boolean {
  return Object.values(config.sandboxes).some(Boolean);
}
