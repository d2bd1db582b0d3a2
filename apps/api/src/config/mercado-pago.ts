import { optional, refine, string } from 'superstruct';
import { portOf, type ServerVariables } from './server.js';
import { nonBlank, positiveInteger, type VariablesOf } from './values.js';

/**
 * Mercado Pago: `MERCADOPAGO_PUBLIC_KEY`, `MERCADOPAGO_ACCESS_TOKEN`, `MERCADOPAGO_WEBHOOK_SECRET`,
 * `MERCADOPAGO_NOTIFICATION_URL`, `MERCADOPAGO_SANDBOX_URL`, `MERCADOPAGO_SANDBOX_FAULTS`,
 * `MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS`.
 */

/** The public key announced to the web app when Mercado Pago runs in sandbox mode. */
export const sandboxMercadoPagoPublicKey = 'TEST-liqui-sandbox';

/** The access token Liqui uses against the sandbox (the sandbox accepts any `TEST-`/`APP_USR-`). */
export const sandboxMercadoPagoAccessToken = 'TEST-liqui-sandbox-access-token';

/** How long the sandbox waits before retrying a webhook the receiver did not accept, ms. */
export const defaultSandboxWebhookRetryMs = 15 * 60_000;

/**
 * Mercado Pago (issue 13; ../shared/reference/mercadopago.md):
 *
 * - `publicKey` (`MERCADOPAGO_PUBLIC_KEY`): the browser's key; unset = the local sandbox
 *   (`isSandbox`), served by this process at `/sandbox/mercadopago`.
 * - `accessToken` (`MERCADOPAGO_ACCESS_TOKEN`): the server's token (`Authorization: Bearer`);
 *   `undefined` outside the sandbox when unset (payments then answer 503).
 * - `webhookSecret` (`MERCADOPAGO_WEBHOOK_SECRET`): the "secret signature" of the webhooks
 *   (reference §8); in the sandbox, when unset, derived from the server's keys at start.
 * - `notificationUrl` (`MERCADOPAGO_NOTIFICATION_URL`): the `notification_url` sent with each
 *   payment; default `<LIQUI_PUBLIC_URL or http://127.0.0.1:<PORT>>/api/webhooks/mercadopago`. In
 *   the sandbox also the only URL the sandbox sends webhooks to (`sandboxes/mercadopago.ts`).
 * - `sandboxUrl` (`MERCADOPAGO_SANDBOX_URL`): where Liqui reaches the sandbox; default
 *   `http://127.0.0.1:<PORT>/sandbox/mercadopago`.
 * - `sandbox.faults` (`MERCADOPAGO_SANDBOX_FAULTS`, JSON, see
 *   `apps/mercadopago-sandbox/src/faults.ts`) and `sandbox.webhookRetryMs`
 *   (`MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS`, default 15 min like MP).
 *
 * With `NODE_ENV=production` the sandbox is refused unless `LIQUI_ALLOW_SANDBOXES=1`
 * (`sandboxes.ts` of this folder).
 */
export type MercadoPagoConfig = {
  publicKey: string;
  isSandbox: boolean;
  accessToken?: string | undefined;
  webhookSecret?: string | undefined;
  notificationUrl?: string;
  sandboxUrl?: string;
  sandbox?: { faults: string | undefined; webhookRetryMs: number };
};

const publicKey = refine(string(), 'mercadoPagoPublicKey', (value) =>
  /^(APP_USR|TEST)-[\w-]+$/.test(value)
    ? true
    : 'must be a Mercado Pago public key starting with APP_USR- or TEST-',
);

/** The Mercado Pago variables, as strings (see `environment.ts`). */
export const mercadoPagoVariables = {
  MERCADOPAGO_PUBLIC_KEY: optional(publicKey),
  MERCADOPAGO_ACCESS_TOKEN: optional(nonBlank),
  MERCADOPAGO_WEBHOOK_SECRET: optional(nonBlank),
  MERCADOPAGO_NOTIFICATION_URL: optional(nonBlank),
  MERCADOPAGO_SANDBOX_URL: optional(nonBlank),
  MERCADOPAGO_SANDBOX_FAULTS: optional(nonBlank),
  MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS: optional(positiveInteger),
};

/** The variables of this concern as read from the environment. */
export type MercadoPagoVariables = VariablesOf<typeof mercadoPagoVariables>;

/** The configured key, or the sandbox's when `MERCADOPAGO_PUBLIC_KEY` is unset. */
export function buildMercadoPagoConfig(
  vars: MercadoPagoVariables & Partial<Pick<ServerVariables, 'PORT'>> & { publicUrl?: string },
): MercadoPagoConfig {
  const port = portOf({ PORT: vars.PORT });
  const origin = (vars.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const notificationUrl = vars.MERCADOPAGO_NOTIFICATION_URL ?? `${origin}/api/webhooks/mercadopago`;
  if (vars.MERCADOPAGO_PUBLIC_KEY) {
    return {
      publicKey: vars.MERCADOPAGO_PUBLIC_KEY,
      isSandbox: false,
      accessToken: vars.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: vars.MERCADOPAGO_WEBHOOK_SECRET,
      notificationUrl,
    };
  }
  return {
    publicKey: sandboxMercadoPagoPublicKey,
    isSandbox: true,
    accessToken: vars.MERCADOPAGO_ACCESS_TOKEN ?? sandboxMercadoPagoAccessToken,
    webhookSecret: vars.MERCADOPAGO_WEBHOOK_SECRET,
    notificationUrl,
    sandboxUrl: (
      vars.MERCADOPAGO_SANDBOX_URL ?? `http://127.0.0.1:${port}/sandbox/mercadopago`
    ).replace(/\/$/, ''),
    sandbox: {
      faults: vars.MERCADOPAGO_SANDBOX_FAULTS,
      webhookRetryMs: vars.MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS
        ? Number(vars.MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS)
        : defaultSandboxWebhookRetryMs,
    },
  };
}
