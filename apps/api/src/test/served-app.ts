import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Database } from '../db/client.js';
import { createTestConfig, createTestContext } from './app.js';
import { freePort } from './free-port.js';

/**
 * The whole app served over real HTTP on a free port of 127.0.0.1, with its services (tests of
 * payments: Liqui's SDK client reaches the mounted Mercado Pago sandbox, and the sandbox's
 * webhooks reach Liqui's webhook route, over the network). `PORT` is the free port, so the
 * defaults of `MERCADOPAGO_SANDBOX_URL` and `MERCADOPAGO_NOTIFICATION_URL` point at this server;
 * the sandbox retries a refused webhook after 100 ms. Card tokens: `cardToken` of
 * `@liqui/mercadopago-sandbox/testing` with {@link sandboxUrl}.
 *
 * @returns the context of `createTestContext`, `origin`, `sandboxUrl`
 *   (`<origin>/sandbox/mercadopago`), `accessToken` (the server's Mercado Pago token, the sandbox
 *   account the server's payments belong to) and `close()`.
 */
export async function serveTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
) {
  const port = await freePort();
  const config = createTestConfig({
    PORT: String(port),
    MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS: '100',
    ...env,
  });
  const context = createTestContext({ database, config, ...options });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: context.app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...context,
    origin,
    sandboxUrl: `${origin}/sandbox/mercadopago`,
    accessToken: config.mercadoPago.accessToken as string,
    async close() {
      context.services.mercadoPagoSandbox?.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
