import {
  CardToken,
  Customer,
  CustomerCard,
  InvalidWebhookSignatureError,
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  WebhookSignatureValidator,
} from 'mercadopago';
// The SDK's host constant (no `exports` map: the deep path is reachable). See `pointSdkAt`.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Config } from '../../config.js';
import type { SigningKeys } from '../../secrets/signing-keys.js';

/**
 * Liqui's Mercado Pago client (issue 13 item 4), over the OFFICIAL `mercadopago` Node SDK
 * (3.6.1, pinned) for every call it makes: payments (`Payment.create/get`), customers and saved
 * cards (`Customer.search/create`, `CustomerCard.create/get`) and the webhook signature check
 * (`WebhookSignatureValidator`), card-on-file tokens for subscriptions (`CardToken.create`). Reference: ../shared/reference/mercadopago.md §2, §6, §8.
 *
 * Pointing the SDK at the sandbox: the SDK has NO documented base-URL option — every request goes
 * to `${AppConfig.BASE_URL}${path}` (`dist/utils/restClient`), `AppConfig.BASE_URL` being a static
 * field set to `https://api.mercadopago.com` (`readonly` in its types only). In the sandbox
 * {@link pointSdkAt} assigns it the sandbox's URL once at start; the field is process-wide, which
 * is what the sandbox needs (a process talks to one Mercado Pago: the sandbox or the real one) and
 * production never touches it. The sandbox's conformance test
 * (`apps/mercadopago-sandbox/src/sdk.test.ts`) and the payments tests fail if an SDK
 * upgrade moves the field. Decision: this beats a hand-written client because the SDK's own
 * retries (429 with `Retry-After`, 5xx, same idempotency key), timeouts and typed errors are then
 * exercised against the sandbox's faults exactly as in production.
 *
 * The SDK writes per-call `requestOptions` into the shared config object (reference §2.3
 * gotcha), so a new `MercadoPagoConfig` is built for every call.
 */

/** A payment as MP answers it (the fields Liqui reads). */
export type MpPayment = {
  id: number;
  status: string;
  status_detail: string | null;
  transaction_amount: number;
  payment_method_id: string;
  /** `credit_card`, `debit_card`, `prepaid_card`, `ticket`, `account_money`… (reference §2.4). */
  payment_type_id?: string | null;
  date_created?: string;
  date_approved?: string | null;
  /** A cash ticket's due instant (ISO 8601); `null` for cards. */
  date_of_expiration?: string | null;
  external_reference?: string | null;
  card?: { last_four_digits?: string; id?: string | null } | null;
  transaction_details?: {
    external_resource_url?: string | null;
    payment_method_reference_id?: string | null;
  } | null;
};

/** What Liqui asks MP to charge (amount from the plan, never from the browser). */
export type MpPaymentRequest = {
  /** ARS, 2 decimals at most. */
  amount: number;
  description: string;
  /** `visa`, `master`, … or `rapipago` / `pagofacil`. */
  paymentMethodId: string;
  /** The card token (card payments). */
  token?: string;
  issuerId?: string | undefined;
  payer: {
    email: string;
    identification?: { type: string; number: string } | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
    customerId?: string | undefined;
  };
  /** Liqui's reference: `<userId>:<planId>`. */
  externalReference: string;
  /** The `X-Idempotency-Key`. */
  idempotencyKey: string;
  /** Where MP sends this payment's webhooks. */
  notificationUrl?: string | undefined;
  /** A merchant-initiated charge of a saved card (a subscription period). */
  recurring?: boolean;
};

/** Liqui's Mercado Pago calls. */
export type MercadoPagoClient = {
  /**
   * `POST /v1/payments` (card: `token`, 1 installment; cash: no token).
   * @throws MercadoPagoError (typed by status) or MPConnectionError after the SDK's retries.
   */
  createPayment(request: MpPaymentRequest): Promise<MpPayment>;
  /** `GET /v1/payments/{id}`. @throws MPNotFoundError for an unknown id. */
  getPayment(id: string): Promise<MpPayment>;
  /**
   * Finds the customer of `email` or creates it, then saves the card of `token` under it
   * (`POST /v1/customers/{id}/cards`). @returns the customer and card ids.
   */
  saveCard(email: string, token: string): Promise<{ customerId: string; cardId: string }>;
  /**
   * `POST /v1/card_tokens` `{ card_id, customer_id }` without security code: a card-on-file token
   * for a merchant-initiated recurring charge of a saved card. @returns the token id.
   */
  cardOnFileToken(customerId: string, cardId: string): Promise<string>;
  /** `GET /v1/customers/{id}/cards/{cardId}`: the saved card's last four digits and method. */
  getCard(
    customerId: string,
    cardId: string,
  ): Promise<{ last_four_digits: string; payment_method_id: string | null }>;
};

/**
 * The webhook secret: `MERCADOPAGO_WEBHOOK_SECRET`, or in the sandbox (unset) one derived from
 * the server's keys, shared by the sandbox (which signs) and the webhook route (which checks).
 * `undefined` outside the sandbox when unset: every webhook is then refused.
 */
export function resolveWebhookSecret(
  config: Pick<Config, 'mercadoPago'>,
  signingKeys: Pick<SigningKeys, 'deriveSecret'>,
): string | undefined {
  if (config.mercadoPago.webhookSecret) return config.mercadoPago.webhookSecret;
  return config.mercadoPago.isSandbox
    ? signingKeys.deriveSecret('mercadopago-webhook').toString('hex')
    : undefined;
}

/**
 * Points the SDK at `baseUrl` (the sandbox): see the module documentation. Idempotent.
 */
export function pointSdkAt(baseUrl: string): void {
  // The SDK keeps its base URL in a static field its types mark read-only.
  Reflect.set(AppConfig, 'BASE_URL', baseUrl);
}

/** Creates the client with `accessToken`; `timeoutMs` per attempt (SDK default 60 s). */
export function createMercadoPagoClient(options: {
  accessToken: string;
  timeoutMs?: number;
  /** SDK retries on 429/5xx/network (default 3; tests lower it). */
  maxRetries?: number;
  /** First retry delay, ms (SDK default 1000). */
  initialDelayMs?: number;
}): MercadoPagoClient {
  const config = () =>
    new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: {
        timeout: options.timeoutMs ?? 15_000,
        ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
        ...(options.initialDelayMs === undefined ? {} : { initialDelay: options.initialDelayMs }),
      },
    });
  return {
    async createPayment(request) {
      const payment = await new Payment(config()).create({
        body: {
          transaction_amount: request.amount,
          description: request.description,
          payment_method_id: request.paymentMethodId,
          external_reference: request.externalReference,
          ...(request.token
            ? {
                token: request.token,
                installments: 1,
                ...(request.issuerId ? { issuer_id: Number(request.issuerId) } : {}),
              }
            : {}),
          ...(request.recurring
            ? {
                point_of_interaction: {
                  type: 'SUBSCRIPTIONS',
                  transaction_data: { first_time_use: false },
                },
              }
            : {}),
          payer: {
            email: request.payer.email,
            ...(request.payer.identification
              ? { identification: request.payer.identification }
              : {}),
            ...(request.payer.firstName ? { first_name: request.payer.firstName } : {}),
            ...(request.payer.lastName ? { last_name: request.payer.lastName } : {}),
            ...(request.payer.customerId ? { type: 'customer', id: request.payer.customerId } : {}),
          },
          ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
        },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      });
      // Cast: the SDK's response type is wider and looser than the fields we read; `MpPayment`
      // names those, as Mercado Pago's API documents them.
      return payment as unknown as MpPayment;
    },
    async getPayment(id) {
      // Cast: as in `createPayment`.
      return (await new Payment(config()).get({ id })) as unknown as MpPayment;
    },
    async saveCard(email, token) {
      const customers = new Customer(config());
      const found = await customers.search({ options: { email } });
      const customerId =
        found.results?.[0]?.id ?? (await new Customer(config()).create({ body: { email } })).id;
      if (!customerId) throw new Error('Mercado Pago answered a customer without id');
      const card = await new CustomerCard(config()).create({ customerId, body: { token } });
      if (!card.id) throw new Error('Mercado Pago answered a card without id');
      return { customerId, cardId: card.id };
    },
    async cardOnFileToken(customerId, cardId) {
      const token = await new CardToken(config()).create({
        body: { card_id: cardId, customer_id: customerId },
      });
      if (!token.id) throw new Error('Mercado Pago answered a token without id');
      return token.id;
    },
    async getCard(customerId, cardId) {
      const card = await new CustomerCard(config()).get({ customerId, cardId });
      return {
        last_four_digits: card.last_four_digits ?? '',
        payment_method_id: card.payment_method?.id ?? null,
      };
    },
  };
}

/**
 * Checks a webhook's `x-signature` with the SDK's validator (reference §8): manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, HMAC-SHA256 with `secret`, and `ts` no older
 * than `toleranceSeconds` (SDK 3.3.0+ compares seconds correctly).
 * @returns whether the signature is valid.
 */
export function isWebhookSignatureValid(input: {
  xSignature: string | undefined;
  xRequestId: string | undefined;
  dataId: string | undefined;
  secret: string | undefined;
  nowMs: number;
  toleranceSeconds: number;
}): boolean {
  if (!input.secret || !input.dataId) return false;
  try {
    WebhookSignatureValidator.validate({
      xSignature: input.xSignature,
      xRequestId: input.xRequestId,
      dataId: input.dataId,
      secret: input.secret,
      toleranceSeconds: input.toleranceSeconds,
      now: () => input.nowMs,
    });
    return true;
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return false;
    throw error;
  }
}

export { MercadoPagoError };
