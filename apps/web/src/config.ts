import type { ResourcesConfig } from 'aws-amplify';
import {
  boolean,
  type Infer,
  nonempty,
  optional,
  pattern,
  string,
  type,
  validate,
} from 'superstruct';
import { setIdentityResources } from './session/amplify-identity';

/**
 * The runtime configuration the server publishes at `/config.json` (ARCHITECTURE.md "Runtime"):
 * API base, identity pool, Mercado Pago public key and which integrations are sandboxes.
 *
 * Unknown extra keys are accepted (`type`, not `object`), so a server that publishes a new
 * setting does not break a web app built before it.
 */
export const AppConfig = type({
  apiBaseUrl: nonempty(string()),
  version: string(),
  identity: type({
    /** Amplify needs the `<region>_<id>` form: it derives the region from the part before `_`. */
    userPoolId: pattern(string(), /^[\w-]+_\w+$/),
    userPoolClientId: nonempty(string()),
    /** Absolute, or relative to the page (`/identity` for the embedded identity provider). */
    userPoolEndpoint: optional(nonempty(string())),
    region: nonempty(string()),
    isLocal: boolean(),
  }),
  mercadoPago: type({ publicKey: string(), isSandbox: boolean() }),
  sandboxes: type({ identity: boolean(), afip: boolean(), mercadopago: boolean() }),
});

/** The validated runtime configuration. */
export type AppConfig = Infer<typeof AppConfig>;

/** Why the configuration could not be used: one entry per bad field, or one for the whole file. */
export type ConfigError = { readonly path: string; readonly message: string };

/** The outcome of reading the configuration. */
export type ConfigResult =
  | { readonly ok: true; readonly value: AppConfig }
  | { readonly ok: false; readonly errors: readonly ConfigError[] };

/** Checks an already-decoded `/config.json` body against {@link AppConfig}. */
export function parseConfig(raw: unknown): ConfigResult {
  const [error, value] = validate(raw, AppConfig);
  if (error === undefined) return { ok: true, value };
  return {
    ok: false,
    errors: error.failures().map((failure) => ({
      path: failure.path.join('.') || '(root)',
      message: failure.message,
    })),
  };
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
