import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Database } from '../../../db/client.js';
import { createTestConfig, createTestContext } from '../../../test/app.js';
import { freePort } from '../../../test/free-port.js';

/**
 * Test helpers of the Mercado Pago sandbox: the whole app served over real HTTP on a free port
 * (Liqui's SDK client and the sandbox's webhooks then travel over the network), and card tokens
 * minted the way MercadoPago.js does (`POST /v1/card_tokens?public_key=`).
 */

/** The app listening on 127.0.0.1, with its services; `close()` stops it. */
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
    async close() {
      context.services.mercadoPagoSandbox?.webhooks.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The body of a raw-card token request, defaulting to the Mastercard test card (reference §5.1). */
export type TokenInput = {
  name: string;
  number?: string;
  cvv?: string;
  month?: string | number;
  year?: string | number;
  docType?: string;
  docNumber?: string;
};

/** `POST /v1/card_tokens?public_key=TEST-…` over HTTP; returns the status and body. */
export async function requestCardToken(sandboxUrl: string, input: TokenInput) {
  const response = await fetch(`${sandboxUrl}/v1/card_tokens?public_key=TEST-liqui-sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: input.number ?? '5031755734530604',
      security_code: input.cvv ?? '123',
      expiration_month: input.month ?? 11,
      expiration_year: input.year ?? 2030,
      cardholder: {
        name: input.name,
        identification: { type: input.docType ?? 'DNI', number: input.docNumber ?? '12345678' },
      },
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A valid token id for `name` (throws when the sandbox refuses it). */
export async function cardToken(sandboxUrl: string, input: TokenInput): Promise<string> {
  const { status, body } = await requestCardToken(sandboxUrl, input);
  if (status !== 201) throw new Error(`token refused: ${JSON.stringify(body)}`);
  return body.id as string;
}
