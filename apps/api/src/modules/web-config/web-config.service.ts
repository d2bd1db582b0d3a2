import type { Config } from '../../config.js';

/**
 * The web app's runtime configuration, served as `/config.json` (ARCHITECTURE.md "Runtime":
 * API base, identity pool ids and endpoint, Mercado Pago public key, which integrations are
 * sandboxes). The web app reads it before configuring Amplify
 * (reference/amplify-cognito-protocol.md §1), so one build runs against any server.
 */
export type WebConfig = {
  /** Base path of the JSON API, relative to the page's origin. Always `/api`. */
  apiBaseUrl: string;
  /** Server version (apps/api/package.json). */
  version: string;
  identity: {
    /** Cognito user pool id; always contains `_` (Amplify derives the region from it). */
    userPoolId: string;
    /** Cognito app client id. */
    userPoolClientId: string;
    /**
     * Absolute URL of the local identity provider (`<origin>/identity`), for Amplify's
     * `userPoolEndpoint`. Present only for the local provider: with Cognito, Amplify uses AWS.
     */
    userPoolEndpoint?: string;
    /** AWS region of the pool, e.g. `us-east-1`. */
    region: string;
    /** `true` for the local provider at `/identity` (shown as "modo prueba"). */
    isLocal: boolean;
  };
  mercadoPago: {
    /** Public key for MercadoPago.js (`APP_USR-…`; a fixed `TEST-…` key in sandbox mode). */
    publicKey: string;
    /** `true` when payments go to `/sandbox/mercadopago`. */
    isSandbox: boolean;
  };
  /** Which integrations are sandboxes, so the app can show its "modo prueba" tag. */
  sandboxes: { identity: boolean; afip: boolean; mercadopago: boolean };
};

/**
 * Builds {@link WebConfig} from the server config.
 *
 * @param options.origin - the origin the browser reached this server at (`https://host:port`);
 *   `PUBLIC_URL` wins over it when set, so a proxy in front needs only that variable.
 * @param options.version - the server version.
 */
export function buildWebConfig(
  config: Pick<Config, 'identity' | 'mercadoPago' | 'afip' | 'publicUrl'>,
  options: { origin: string; version: string },
): WebConfig {
  const isLocal = config.identity.kind === 'local';
  const origin = config.publicUrl ?? options.origin;
  return {
    apiBaseUrl: '/api',
    version: options.version,
    identity: {
      userPoolId: config.identity.userPoolId,
      userPoolClientId: config.identity.clientId,
      ...(isLocal ? { userPoolEndpoint: `${origin}/identity` } : {}),
      region: config.identity.region,
      isLocal,
    },
    mercadoPago: {
      publicKey: config.mercadoPago.publicKey,
      isSandbox: config.mercadoPago.isSandbox,
    },
    sandboxes: {
      identity: isLocal,
      afip: config.afip.isSandbox,
      mercadopago: config.mercadoPago.isSandbox,
    },
  };
}
