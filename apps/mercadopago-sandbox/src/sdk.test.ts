import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Customer,
  CustomerCard,
  IdentificationType,
  MercadoPagoConfig,
  MPBadRequestError,
  MPConnectionError,
  MPNotFoundError,
  Payment,
  WebhookSignatureValidator,
} from 'mercadopago';
// The SDK's host constant (no `exports` map: the deep path is reachable).
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardToken, requestCardToken, serveSandbox } from './testing.js';

/**
 * Conformance of the Mercado Pago sandbox with the OFFICIAL `mercadopago` Node SDK (3.6.1, the
 * version Liqui pins), over real HTTP. The SDK has no base-URL option: this file points its
 * host constant (`AppConfig.BASE_URL`) at the sandbox the way Liqui does (`pointSdkAt` of
 * `apps/api/src/integrations/mercadopago/index.ts`), and fails if an SDK upgrade moves it. Card
 * tokens are minted with plain fetch: the SDK's `CardToken.create` types no `cardholder`, and the
 * magic outcome is the cardholder's name (reference mercadopago.md §1.3). Reference: §1–§10 of
 * the same file.
 */

type Served = Awaited<ReturnType<typeof serveSandbox>>;

const webhookSecret = 'conformance-webhook-secret';
/** The seller account of every call of this file (the sandbox keeps objects per access token). */
const accessToken = 'TEST-conformance-token';

describe('Mercado Pago sandbox with the official SDK', () => {
  let served: Served;
  let sdkHost: string;
  let receiver: Server;
  let receiverUrl: string;
  const received: {
    headers: Record<string, string | string[] | undefined>;
    url: string;
    body: string;
  }[] = [];
  let receiverStatuses: number[] = [];

  const config = (options: ConstructorParameters<typeof MercadoPagoConfig>[0]['options'] = {}) =>
    new MercadoPagoConfig({
      accessToken,
      options: { maxRetries: 2, initialDelay: 10, ...options },
    });

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push({ headers: request.headers, url: request.url ?? '', body });
        response.statusCode = receiverStatuses.shift() ?? 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    served = await serveSandbox({ webhookUrl: receiverUrl, webhookSecret });
    sdkHost = AppConfig.BASE_URL;
    (AppConfig as { BASE_URL: string }).BASE_URL = served.url;
  });
  afterAll(async () => {
    (AppConfig as { BASE_URL: string }).BASE_URL = sdkHost;
    await served.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('finds the SDK host constant where the product points it', () => {
    expect(sdkHost).toBe('https://api.mercadopago.com');
  });
  afterEach(async () => {
    await fetch(`${served.url}/control/faults`, { method: 'DELETE' });
  });

  async function pay(name: string, extra: Record<string, unknown> = {}) {
    const token = await cardToken(served.url, { name });
    return new Payment(config()).create({
      body: {
        transaction_amount: 14990,
        token,
        installments: 1,
        payment_method_id: 'master',
        payer: { email: 'test_payer_1@testuser.com' },
        ...extra,
      },
    });
  }

  it('lists the AR identification types', async () => {
    const types = await new IdentificationType(config()).list();
    expect(types.map((type) => [type.id, type.min_length, type.max_length])).toEqual([
      ['DNI', 7, 8],
      ['CI', 1, 9],
      ['LC', 6, 7],
      ['LE', 6, 7],
      ['Otro', 5, 20],
    ]);
  });

  it('guesses the payment method of each test BIN and lists issuers', async () => {
    const expected = {
      '503175': 'master',
      '450995': 'visa',
      '371180': 'amex',
      '528733': 'debmaster',
      '400276': 'debvisa',
    };
    for (const [bin, id] of Object.entries(expected)) {
      const response = await fetch(
        `${served.url}/v1/payment_methods/search?bin=${bin}&public_key=TEST-liqui-sandbox`,
      );
      const body = (await response.json()) as { results: { id: string }[] };
      expect(body.results.map((result) => result.id)).toEqual([id]);
    }
    const issuers = await fetch(
      `${served.url}/v1/payment_methods/card_issuers?payment_method_id=debvisa&public_key=TEST-liqui-sandbox`,
    );
    expect(((await issuers.json()) as unknown[]).length).toBeGreaterThan(1);
  });

  it('validates card tokens with the documented codes and makes them single use for 7 days', async () => {
    const codesOf = async (input: Parameters<typeof requestCardToken>[1]) => {
      const { status, body } = await requestCardToken(served.url, input);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'bad_request', status: 400 });
      return (body.cause as { code: string }[]).map((cause) => cause.code);
    };
    expect(await codesOf({ name: 'APRO', number: '5031755734530605' })).toEqual(['E301']);
    expect(await codesOf({ name: 'APRO', number: '371180303257522', cvv: '123' })).toEqual([
      'E302',
    ]);
    expect(await codesOf({ name: 'APRO', month: 13 })).toEqual(['325']);
    expect(await codesOf({ name: 'APRO', year: 2019 })).toEqual(['326']);
    expect(await codesOf({ name: 'APRO', docType: 'PAS' })).toEqual(['322']);
    expect(await codesOf({ name: 'APRO', docNumber: '123' })).toEqual(['324']);
    expect(await codesOf({ name: 'APRO1' })).toEqual(['316']);
    expect(await codesOf({ name: '', number: '', cvv: '' })).toEqual(['205', '221', '224']);

    const { status, body } = await requestCardToken(served.url, {
      name: 'APRO',
      number: '371180303257522',
      cvv: '1234',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'active',
      first_six_digits: '371180',
      last_four_digits: '7522',
      cardholder: { name: 'APRO', identification: { type: 'DNI', number: '12345678' } },
    });
    const lifetime = Date.parse(body.date_due as string) - Date.parse(body.date_created as string);
    expect(lifetime).toBe(7 * 24 * 3600 * 1000);

    const token = body.id as string;
    const payment = new Payment(config());
    const paymentBody = {
      transaction_amount: 100,
      token,
      installments: 1,
      payment_method_id: 'amex',
      payer: { email: 'test_payer_1@testuser.com' },
    };
    expect((await payment.create({ body: paymentBody })).status).toBe('approved');
    const reuse = await payment.create({ body: paymentBody }).catch((error: unknown) => error);
    expect(reuse).toBeInstanceOf(MPBadRequestError);
    expect((reuse as MPBadRequestError).causes).toEqual([
      { code: 2062, description: 'Invalid card token', data: null },
    ]);
  });

  it('chooses each outcome by the cardholder name and always answers 201', async () => {
    const cases: [string, string, string][] = [
      ['APRO', 'approved', 'accredited'],
      ['OTHE', 'rejected', 'cc_rejected_other_reason'],
      ['CONT', 'in_process', 'pending_contingency'],
      ['CALL', 'rejected', 'cc_rejected_call_for_authorize'],
      ['FUND', 'rejected', 'cc_rejected_insufficient_amount'],
      ['SECU', 'rejected', 'cc_rejected_bad_filled_security_code'],
      ['EXPI', 'rejected', 'cc_rejected_bad_filled_date'],
      ['FORM', 'rejected', 'cc_rejected_bad_filled_other'],
    ];
    for (const [name, status, detail] of cases) {
      const payment = await pay(name);
      expect([name, payment.api_response.status, payment.status, payment.status_detail]).toEqual([
        name,
        201,
        status,
        detail,
      ]);
      expect(payment.date_approved ?? null).toBe(
        status === 'approved' ? payment.date_created : null,
      );
    }
    expect((await pay('CONT', { binary_mode: true })).status).toBe('rejected');
    expect((await pay('Ana Pérez')).status).toBe('approved');
    const settings = await fetch(`${served.url}/control/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        unknownNameOutcome: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
      }),
    });
    expect(settings.status).toBe(200);
    expect((await pay('Ana Pérez')).status_detail).toBe('cc_rejected_other_reason');
    await fetch(`${served.url}/control/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        unknownNameOutcome: { status: 'approved', status_detail: 'accredited' },
      }),
    });
    const read = await new Payment(config()).get({ id: (await pay('APRO')).id as number });
    expect(read).toMatchObject({ status: 'approved', card: { last_four_digits: '0604' } });
  });

  it('requires X-Idempotency-Key and answers the stored payment when a key repeats', async () => {
    const token = await cardToken(served.url, { name: 'APRO' });
    const body = JSON.stringify({
      transaction_amount: 10,
      token,
      installments: 1,
      payment_method_id: 'master',
      payer: { email: 'test_payer_1@testuser.com' },
    });
    const headers = { Authorization: 'Bearer TEST-x', 'Content-Type': 'application/json' };
    const missing = await fetch(`${served.url}/v1/payments`, {
      method: 'POST',
      headers,
      body,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: "Header X-Idempotency-Key can't be null",
      error: 'bad_request',
      status: 400,
      cause: [{ code: 4292, description: "Header X-Idempotency-Key can't be null", data: null }],
    });
    const payment = new Payment(config());
    const first = await payment.create({
      body: JSON.parse(body),
      requestOptions: { idempotencyKey: 'k-1' },
    });
    const again = await payment.create({
      body: JSON.parse(body),
      requestOptions: { idempotencyKey: 'k-1' },
    });
    expect(again.id).toBe(first.id);
    const unauthorized = await fetch(`${served.url}/v1/payments/${first.id}`);
    expect(unauthorized.status).toBe(401);
    const unknown = await payment.get({ id: 999 }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(MPNotFoundError);
    expect((unknown as MPNotFoundError).causes).toMatchObject([{ code: 2000 }]);
  });

  it('creates cash tickets that the dev control pays or expires, with signed webhooks', async () => {
    const payment = new Payment(config());
    const ticket = await payment.create({
      body: {
        transaction_amount: 8990,
        payment_method_id: 'rapipago',
        payer: { email: 'test_payer_1@testuser.com' },
        notification_url: receiverUrl,
      },
    });
    expect(ticket).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      payment_type_id: 'ticket',
    });
    const ticketUrl = ticket.transaction_details?.external_resource_url as string;
    expect((await fetch(ticketUrl)).status).toBe(200);
    const days = (Date.parse(ticket.date_of_expiration as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    const paid = await fetch(`${served.url}/control/payments/${ticket.id}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    expect(await payment.get({ id: ticket.id as number })).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
    });
    await served.sandbox.webhooks.settle();
    const deliveries = received.filter((delivery) => delivery.url.includes(`data.id=${ticket.id}`));
    expect(deliveries.map((delivery) => JSON.parse(delivery.body).action)).toEqual([
      'payment.created',
      'payment.updated',
    ]);
    const secret = webhookSecret;
    for (const delivery of deliveries) {
      expect(() =>
        WebhookSignatureValidator.validate({
          xSignature: delivery.headers['x-signature'],
          xRequestId: delivery.headers['x-request-id'],
          dataId: String(ticket.id),
          secret,
          toleranceSeconds: 60,
        }),
      ).not.toThrow();
    }
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: deliveries[0]?.headers['x-signature'],
        xRequestId: deliveries[0]?.headers['x-request-id'],
        dataId: String(ticket.id),
        secret: 'another-secret',
      }),
    ).toThrow();

    const other = await payment.create({
      body: {
        transaction_amount: 10,
        payment_method_id: 'pagofacil',
        payer: { email: 'test_payer_1@testuser.com' },
      },
    });
    await fetch(`${served.url}/control/payments/${other.id}/expire`, { method: 'POST' });
    const cancelled = await payment.create({
      body: {
        transaction_amount: 10,
        payment_method_id: 'rapipago',
        payer: { email: 'test_payer_1@testuser.com' },
      },
    });
    expect(await payment.cancel({ id: cancelled.id as number })).toMatchObject({
      status: 'cancelled',
      status_detail: 'by_collector',
    });
    const again = await payment
      .cancel({ id: cancelled.id as number })
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(MPBadRequestError);
    expect(await payment.get({ id: other.id as number })).toMatchObject({
      status: 'cancelled',
      status_detail: 'expired',
    });
  });

  it('retries a webhook the receiver refused', async () => {
    await served.sandbox.webhooks.settle();
    receiverStatuses = [500, 503];
    const before = received.length;
    const ticket = await new Payment(config()).create({
      body: {
        transaction_amount: 10,
        payment_method_id: 'rapipago',
        payer: { email: 'test_payer_1@testuser.com' },
        notification_url: receiverUrl,
      },
    });
    await expect
      .poll(
        () =>
          received.slice(before).filter((delivery) => delivery.url.includes(String(ticket.id)))
            .length,
        {
          timeout: 3000,
        },
      )
      .toBe(3);
    const bodies = received.slice(before).map((delivery) => JSON.parse(delivery.body).id);
    expect(new Set(bodies).size).toBe(1);
  });

  it('saves customers and cards, and pays with a saved card', async () => {
    const customer = await new Customer(config()).create({
      body: { email: 'test_payer_7@testuser.com' },
    });
    const token = await cardToken(served.url, { name: 'APRO', number: '4509953566233704' });
    const card = await new CustomerCard(config()).create({
      customerId: customer.id as string,
      body: { token },
    });
    expect(card).toMatchObject({ last_four_digits: '3704', payment_method: { id: 'visa' } });
    const found = await new Customer(config()).search({
      options: { email: 'test_payer_7@testuser.com' },
    });
    expect(found.results?.[0]?.id).toBe(customer.id);
    const saved = await fetch(`${served.url}/v1/card_tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ card_id: card.id, security_code: '123' }),
    });
    const savedToken = (await saved.json()) as { id: string };
    const payment = await new Payment(config()).create({
      body: {
        transaction_amount: 50,
        token: savedToken.id,
        installments: 1,
        payment_method_id: 'visa',
        payer: { type: 'customer', id: customer.id as string, email: 'test_payer_7@testuser.com' },
      },
    });
    expect(payment).toMatchObject({ status: 'approved', card: { id: card.id } });
  });

  it('injects 5xx and 429 faults that the SDK retries with the same idempotency key', async () => {
    await fetch(`${served.url}/control/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [
          {
            kind: 'rateLimit',
            method: 'POST',
            path: '/v1/payments',
            times: 1,
            retryAfterSeconds: 0,
          },
          { kind: 'http500', method: 'POST', path: '/v1/payments', times: 1 },
        ],
      }),
    });
    const attempts: string[] = [];
    const payment = await new Payment(
      config({ onRetry: (_attempt, error) => attempts.push(error.constructor.name) }),
    ).create({
      body: {
        transaction_amount: 10,
        token: await cardToken(served.url, { name: 'APRO' }),
        installments: 1,
        payment_method_id: 'master',
        payer: { email: 'test_payer_1@testuser.com' },
      },
      requestOptions: { idempotencyKey: 'retry-key' },
    });
    expect(attempts).toEqual(['MPRateLimitError', 'MPServerError']);
    expect(payment.status).toBe('approved');
  });

  it('holds a request without answering on a timeout fault', async () => {
    await fetch(`${served.url}/control/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: [{ kind: 'timeout', path: '/v1/identification_types', delayMs: 2000 }],
      }),
    });
    const failed = await new IdentificationType(config({ timeout: 200, maxRetries: 0 }))
      .list()
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(MPConnectionError);
  });
});
