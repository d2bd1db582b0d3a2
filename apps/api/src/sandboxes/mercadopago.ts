import { join } from 'node:path';
import {
  createMercadoPagoSandbox,
  createSandboxStore,
  type MercadoPagoSandbox,
} from '@liqui/mercadopago-sandbox';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

export type { MercadoPagoSandbox } from '@liqui/mercadopago-sandbox';

/**
 * The demo composition of the Mercado Pago sandbox (issue 26 item 1): the one place the product
 * imports `@liqui/mercadopago-sandbox` (`apps/mercadopago-sandbox`, a Hono app of its own). When
 * `config.mercadoPago.isSandbox` (no `MERCADOPAGO_PUBLIC_KEY`), `createServices` (`app.ts`)
 * builds it here and `createApp` mounts `sandbox.app` at `/sandbox/mercadopago`, so `npm start`
 * stays one process; the product's own code talks to it only over HTTP (the official SDK pointed
 * at `config.mercadoPago.sandboxUrl`, the browser at `<origin>/sandbox/mercadopago`).
 *
 * What it is given:
 * - `webhookUrl`: `config.mercadoPago.notificationUrl` (`MERCADOPAGO_NOTIFICATION_URL`, default
 *   `<PUBLIC_URL or http://127.0.0.1:<PORT>>/api/webhooks/mercadopago`), the only URL its webhooks
 *   go to, whatever `notification_url` a request names.
 * - `webhookSecret`: the secret the webhook route checks (`resolveWebhookSecret`).
 * - its dev controls (`/control/*`) outside production only.
 * - `MERCADOPAGO_SANDBOX_FAULTS`, `MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS` (`config/mercado-pago.ts`).
 * - its own state file, `<LIQUI_DATA_DIR>/mercadopago-sandbox.json` (not the product's database):
 *   payments, customers and cards survive a restart of the demo.
 *
 * Production refuses to start while this sandbox would be used unless `LIQUI_ALLOW_SANDBOXES=1`
 * (`config/sandboxes.ts`).
 *
 * @param deps.config - the validated config; `deps.now` the clock (tests move it).
 * @returns the sandbox, or `undefined` outside the sandbox.
 */
export function createDemoMercadoPagoSandbox(deps: {
  config: Pick<Config, 'mercadoPago' | 'nodeEnv' | 'dataDir'>;
  logger: Logger;
  webhookSecret: string;
  now?: () => Date;
}): MercadoPagoSandbox | undefined {
  const { config } = deps;
  if (!config.mercadoPago.isSandbox) return undefined;
  return createMercadoPagoSandbox({
    webhookSecret: deps.webhookSecret,
    webhookUrl: config.mercadoPago.notificationUrl,
    controls: config.nodeEnv !== 'production',
    faults: config.mercadoPago.sandbox?.faults,
    ...(config.mercadoPago.sandbox
      ? { webhookRetryMs: config.mercadoPago.sandbox.webhookRetryMs }
      : {}),
    store: createSandboxStore({ file: join(config.dataDir, 'mercadopago-sandbox.json') }),
    logger: deps.logger,
    ...(deps.now ? { now: deps.now } : {}),
  });
}
