import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createMercadoPagoSandbox,
  type MercadoPagoSandbox,
  type MercadoPagoSandboxOptions,
} from './sandbox.js';

/**
 * Test helpers (`@liqui/mercadopago-sandbox/testing`): the sandbox served over real HTTP on a free
 * port of 127.0.0.1, and card tokens minted the way MercadoPago.js does
 * (`POST /v1/card_tokens?public_key=`). They use no test runner, so Liqui's own tests use them too.
 */

/** The public key the helpers mint card tokens with (any `TEST-…` key works). */
export const testPublicKey = 'TEST-liqui-sandbox';

/**
 * Serves a new sandbox alone on 127.0.0.1 (a port the OS picks).
 *
 * @param options - as {@link createMercadoPagoSandbox}'s; `webhookSecret` defaults to
 *   `'test-webhook-secret'`, `webhookRetryMs` to 100.
 * @returns the sandbox, its base URL (`http://127.0.0.1:<port>`, MP's paths below it) and
 *   `close()`, which stops the retries and the server.
 */
export async function serveSandbox(options: Partial<MercadoPagoSandboxOptions> = {}): Promise<{
  sandbox: MercadoPagoSandbox;
  url: string;
  close(): Promise<void>;
}> {
  const sandbox = createMercadoPagoSandbox({
    webhookSecret: 'test-webhook-secret',
    webhookRetryMs: 100,
    ...options,
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  return {
    sandbox,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      sandbox.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The body of a raw-card token request, defaulting to the Mastercard test card (reference §5.1). */
export type TokenInput = {
  /** The cardholder name: a magic value (`APRO`, `OTHE`, `CONT`…) chooses the outcome. */
  name: string;
  number?: string;
  cvv?: string;
  month?: string | number;
  year?: string | number;
  docType?: string;
  docNumber?: string;
};

/**
 * `POST <sandboxUrl>/v1/card_tokens?public_key=TEST-…` over HTTP.
 * @returns the HTTP status and the JSON body.
 */
export async function requestCardToken(sandboxUrl: string, input: TokenInput) {
  const response = await fetch(`${sandboxUrl}/v1/card_tokens?public_key=${testPublicKey}`, {
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

/** A valid token id for `input` (throws when the sandbox refuses it). */
export async function cardToken(sandboxUrl: string, input: TokenInput): Promise<string> {
  const { status, body } = await requestCardToken(sandboxUrl, input);
  if (status !== 201) throw new Error(`token refused: ${JSON.stringify(body)}`);
  return body.id as string;
}
