import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoSandbox } from './sandbox.js';
import { cardToken, serveSandbox } from './testing.js';

/**
 * The two holes issue 26 item 1 closed: a made-up `Bearer TEST-…` read any payment (objects now
 * belong to the access token that created them), and a request's `notification_url` made the
 * server POST anywhere (webhooks now go only to the configured URL). Over real HTTP.
 */

/** An HTTP server that records what it receives and answers 200. */
async function startReceiver() {
  const received: { url: string; action: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', action: JSON.parse(body || '{}').action });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/mercadopago`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const seller = 'TEST-seller-access-token';
const stranger = 'TEST-x';

function call(url: string, token: string, init: { method?: string; body?: unknown; key?: string }) {
  return fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.key ? { 'X-Idempotency-Key': init.key } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

describe('accounts: an object is read only with the access token that created it', () => {
  let served: Awaited<ReturnType<typeof serveSandbox>>;
  beforeAll(async () => {
    served = await serveSandbox();
  });
  afterAll(async () => {
    await served.close();
  });

  it('answers another token 404 for a payment, and keeps idempotency keys per token', async () => {
    const ticket = {
      transaction_amount: 8990,
      payment_method_id: 'rapipago',
      payer: { email: 'test_payer_1@testuser.com' },
    };
    const created = await call(`${served.url}/v1/payments`, seller, {
      method: 'POST',
      body: ticket,
      key: 'same-key',
    });
    expect(created.status).toBe(201);
    const payment = (await created.json()) as { id: number };

    const own = await call(`${served.url}/v1/payments/${payment.id}`, seller, {});
    expect(own.status).toBe(200);
    const other = await call(`${served.url}/v1/payments/${payment.id}`, stranger, {});
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ cause: [{ code: 2000 }] });
    const cancel = await call(`${served.url}/v1/payments/${payment.id}`, stranger, {
      method: 'PUT',
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(404);
    expect(
      await (await call(`${served.url}/v1/payments/${payment.id}`, seller, {})).json(),
    ).toMatchObject({ status: 'pending' });

    // The stranger's same idempotency key is another payment, not the seller's answer.
    const again = await call(`${served.url}/v1/payments`, stranger, {
      method: 'POST',
      body: ticket,
      key: 'same-key',
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).not.toBe(payment.id);
  });

  it('keeps customers and saved cards to their token: another one neither finds nor uses them', async () => {
    const created = await call(`${served.url}/v1/customers`, seller, {
      method: 'POST',
      body: { email: 'ana@liqui.test' },
    });
    const customer = (await created.json()) as { id: string };
    const token = await cardToken(served.url, { name: 'APRO', number: '4509953566233704' });
    const saved = await call(`${served.url}/v1/customers/${customer.id}/cards`, seller, {
      method: 'POST',
      body: { token },
    });
    expect(saved.status).toBe(201);
    const card = (await saved.json()) as { id: string };

    const search = await call(
      `${served.url}/v1/customers/search?email=ana@liqui.test`,
      stranger,
      {},
    );
    expect(await search.json()).toMatchObject({ paging: { total: 0 }, results: [] });
    expect((await call(`${served.url}/v1/customers/${customer.id}`, stranger, {})).status).toBe(
      404,
    );
    expect(
      (await call(`${served.url}/v1/customers/${customer.id}/cards/${card.id}`, stranger, {}))
        .status,
    ).toBe(404);
    const stolen = await call(`${served.url}/v1/card_tokens`, stranger, {
      method: 'POST',
      body: { card_id: card.id },
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ cause: [{ code: 120 }] });
    // The stranger may have a customer of the same e-mail: its own.
    const theirs = await call(`${served.url}/v1/customers`, stranger, {
      method: 'POST',
      body: { email: 'ana@liqui.test' },
    });
    expect(theirs.status).toBe(201);

    const ownSearch = await call(
      `${served.url}/v1/customers/search?email=ANA@liqui.test`,
      seller,
      {},
    );
    expect(await ownSearch.json()).toMatchObject({
      results: [{ id: customer.id, cards: [{ id: card.id }] }],
    });
  });
});

describe('webhooks go only to the configured URL', () => {
  let product: Awaited<ReturnType<typeof startReceiver>>;
  let elsewhere: Awaited<ReturnType<typeof startReceiver>>;
  let served: Awaited<ReturnType<typeof serveSandbox>>;
  beforeAll(async () => {
    product = await startReceiver();
    elsewhere = await startReceiver();
    served = await serveSandbox({ webhookUrl: product.url });
  });
  afterEach(() => {
    product.received.length = 0;
    elsewhere.received.length = 0;
  });
  afterAll(async () => {
    await served.close();
    await product.close();
    await elsewhere.close();
  });

  it("never calls a payment's notification_url, and notifies the configured URL of every change", async () => {
    const created = await call(`${served.url}/v1/payments`, seller, {
      method: 'POST',
      key: 'k-webhook',
      body: {
        transaction_amount: 10,
        payment_method_id: 'pagofacil',
        payer: { email: 'test_payer_1@testuser.com' },
        notification_url: elsewhere.url,
      },
    });
    const payment = (await created.json()) as { id: number; notification_url: string };
    // Echoed as MP does, not called.
    expect(payment.notification_url).toBe(elsewhere.url);
    await fetch(`${served.url}/control/payments/${payment.id}/pay`, { method: 'POST' });
    await fetch(`${served.url}/control/payments/${payment.id}/redeliver?times=2`, {
      method: 'POST',
    });
    await served.sandbox.webhooks.settle();
    expect(elsewhere.received).toEqual([]);
    expect(product.received.map((delivery) => delivery.action)).toEqual([
      'payment.created',
      'payment.updated',
      'payment.updated',
      'payment.updated',
    ]);
    expect(product.received[0]?.url).toBe(
      `/api/webhooks/mercadopago?data.id=${payment.id}&type=payment`,
    );
  });

  it('notifies a card payment made without notification_url too', async () => {
    const created = await call(`${served.url}/v1/payments`, seller, {
      method: 'POST',
      key: 'k-card',
      body: {
        transaction_amount: 10,
        token: await cardToken(served.url, { name: 'APRO' }),
        installments: 1,
        payment_method_id: 'master',
        payer: { email: 'test_payer_1@testuser.com' },
      },
    });
    const payment = (await created.json()) as { id: number };
    await served.sandbox.webhooks.settle();
    expect(product.received.map((delivery) => delivery.url)).toEqual([
      `/api/webhooks/mercadopago?data.id=${payment.id}&type=payment`,
    ]);
  });

  it('sends nothing when no webhook URL is configured', async () => {
    const alone = await serveSandbox();
    try {
      await call(`${alone.url}/v1/payments`, seller, {
        method: 'POST',
        key: 'k-alone',
        body: {
          transaction_amount: 10,
          payment_method_id: 'rapipago',
          payer: { email: 'test_payer_1@testuser.com' },
          notification_url: elsewhere.url,
        },
      });
      await alone.sandbox.webhooks.settle();
      expect(elsewhere.received).toEqual([]);
    } finally {
      await alone.close();
    }
  });

  it('refuses a configured webhook URL that is not an absolute http(s) URL', () => {
    for (const webhookUrl of ['file:///etc/passwd', '/api/webhooks/mercadopago', 'nope']) {
      expect(() => createMercadoPagoSandbox({ webhookSecret: 's', webhookUrl })).toThrow(
        'absolute http(s) URL',
      );
    }
  });
});

describe('dev controls', () => {
  it('are not served when turned off (production)', async () => {
    const { app } = createMercadoPagoSandbox({ webhookSecret: 's', controls: false });
    expect((await app.request('/control/faults')).status).toBe(404);
    expect((await app.request('/control/payments/1/pay', { method: 'POST' })).status).toBe(404);
    const types = await app.request('/v1/identification_types?public_key=TEST-x');
    expect(types.status).toBe(200);
  });

  it('refuses a faults body that is not one, naming the field', async () => {
    const { app } = createMercadoPagoSandbox({ webhookSecret: 's' });
    const response = await app.request('/control/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ kind: 'meteor' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'rules.0.kind' }] });
  });
});
