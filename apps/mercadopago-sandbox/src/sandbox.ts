import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { enums, object, type Struct, size, string, validate } from 'superstruct';
import {
  cardMethodOfBin,
  cardMethods,
  identificationTypes,
  issuersOf,
  type Outcome,
  outcomeOfCardholder,
  passesLuhn,
  paymentMethodResult,
  ticketMethods,
} from './catalog.js';
import {
  createMpFaultController,
  type MpFaultController,
  MpSandboxFaults,
  parseMpConfiguredFaults,
} from './faults.js';
import { holdAndClose } from './hold-and-close.js';
import { type SandboxLogger, silentLogger } from './logger.js';
import {
  createSandboxStore,
  type JsonObject,
  type MpSandboxStore,
  type ObjectKind,
} from './store.js';
import { createWebhookSender, sandboxCollectorId, type WebhookSender } from './webhooks.js';

/**
 * The Mercado Pago sandbox (issue 13 item 3, issue 26 item 1; reference mercadopago.md §10 of
 * Liqui's shared reference): a local stand-in for `https://api.mercadopago.com` that answers like
 * MP's documented test behaviour. A Hono app of its own: Liqui's one-command demo mounts it at
 * `/sandbox/mercadopago` (`apps/api/src/sandboxes/mercadopago.ts`), `main.ts` runs it alone on its
 * own port. Liqui's client and the official `mercadopago` SDK talk to it over HTTP like to MP; it
 * imports nothing of Liqui's.
 *
 * Paths (MP's, below the mount point):
 * - `POST /v1/card_tokens?public_key=` — raw card data `{ card_number, expiration_month,
 *   expiration_year, security_code, cardholder: { name, identification: { type, number } } }` or a
 *   saved card `{ card_id, security_code? }` (Bearer; without `security_code` a card-on-file token
 *   for a merchant-initiated recurring charge). Checks (400, MP's error body, `cause[].code`):
 *   205/208/209/212/214/221/224 empty fields, E301 card number (digits, length of its brand, Luhn),
 *   E302 security code (3 digits, 4 for Amex), 325/326 month/year (1–12, 2 or 4 digits, not past),
 *   316 name, 322 document type (AR list), 324 document number (digits within the type's
 *   lengths). A token is single use and expires 7 days after creation (`date_due`).
 * - `GET /v1/identification_types`, `GET /v1/payment_methods`, `GET /v1/payment_methods/search?bin=`
 *   (the five AR test BINs), `GET /v1/payment_methods/card_issuers?payment_method_id=`,
 *   `GET /v1/payment_methods/installments?amount=&bin=` (one installment, no interest).
 * - `POST /v1/payments` (Bearer, `X-Idempotency-Key` required: 400 `4292`; the same key of the
 *   same account answers the stored payment), `GET /v1/payments/{id}` (404 `2000`),
 *   `PUT /v1/payments/{id}` `{ status: 'cancelled' }` (pending / in_process only). Card payments:
 *   the outcome by the cardholder name's magic value (`catalog.ts`), always 201. Cash (`rapipago`,
 *   `pagofacil`): 201 `pending` / `pending_waiting_payment` with
 *   `transaction_details.external_resource_url` (the ticket page `GET /tickets/{id}`) and
 *   `payment_method_reference_id`, `date_of_expiration` (the body's, 1–30 days ahead, else 3
 *   days; decision: MP advises at least 3). Payment ids are random 11-digit numbers (MP's are
 *   opaque numbers too), so a sandbox started afresh never hands out an id it gave before.
 * - `POST /v1/customers`, `GET /v1/customers/{id}`, `GET /v1/customers/search?email=`,
 *   `POST|GET /v1/customers/{id}/cards`, `GET /v1/customers/{id}/cards/{cardId}`.
 * - Dev controls (`controls`, off in production): `POST /control/payments/{id}/pay` (pending or
 *   in_process → approved / accredited), `/expire` (pending → cancelled / expired), `/reject`
 *   (in_process → rejected / cc_rejected_other_reason), each sending a `payment.updated` webhook;
 *   `POST /control/payments/{id}/redeliver?times=N` (the last notification again, N times);
 *   `GET|PUT /control/settings` (`{ unknownNameOutcome }`, the outcome of other names);
 *   `GET|PUT|DELETE /control/faults` (`faults.ts`).
 *
 * Accounts: every server call needs `Authorization: Bearer TEST-…|APP_USR-…` (401 otherwise), and
 * the access token is the seller account, as at MP: a payment, a customer, a saved card and an
 * idempotency key belong to the token that created them, and any other token gets 404 (`2000`
 * payment, `2002` customer, `120` card) or a search without them (issue 26 item 1: a made-up
 * `Bearer TEST-x` read every payment). The browser calls accept `?public_key=` instead; card
 * tokens, made that way, belong to no account (single use, 128 random bits).
 *
 * Webhooks (`webhooks.ts`): signed with the webhook secret, sent ONLY to the configured
 * `webhookUrl` (the product's webhook route), for every payment. A request's `notification_url`
 * is checked as MP checks it and echoed in the payment, never called (decision, issue 26 item 1:
 * the sandbox behaves as if the URL of MP's dashboard were the only one; calling a URL taken
 * from a request let anyone make the server POST anywhere).
 *
 * State: the sandbox's own store (`store.ts`: memory, or a JSON file that survives a restart);
 * the fault state and the settings live in memory.
 */

/** Options of {@link createMercadoPagoSandbox}. */
export type MercadoPagoSandboxOptions = {
  /** The secret the webhooks are signed with (the product checks them with the same one). */
  webhookSecret: string;
  /**
   * The only URL webhooks are sent to: the product's webhook route (absolute http(s) URL, e.g.
   * `http://127.0.0.1:3000/api/webhooks/mercadopago`). Unset: no webhook is sent.
   */
  webhookUrl?: string | undefined;
  /** Whether the dev controls (`/control/*`) are served. @default true */
  controls?: boolean;
  /**
   * The initial fault state: a {@link MpSandboxFaults} body, or its JSON text
   * (`MERCADOPAGO_SANDBOX_FAULTS`). @default no fault
   */
  faults?: string | MpSandboxFaults | undefined;
  /** The wait before a refused webhook is sent again, ms. @default 900000 (15 min, like MP) */
  webhookRetryMs?: number;
  /** Where objects and notifications are kept. @default a new in-memory store */
  store?: MpSandboxStore;
  /** Where the sandbox logs (a pino logger fits). @default silent */
  logger?: SandboxLogger;
  /** The clock. @default () => new Date() */
  now?: () => Date;
};

/** A running sandbox. */
export type MercadoPagoSandbox = {
  /** The Hono app: serve it alone, or mount it (`app.route('/sandbox/mercadopago', sandbox.app)`). */
  app: Hono;
  faults: MpFaultController;
  webhooks: WebhookSender;
  store: MpSandboxStore;
  /**
   * The outcome of a card whose cardholder name is no magic value (reference §11: undocumented).
   * @default approved / accredited
   */
  unknownNameOutcome: Outcome;
  /** Stops the webhook retries (the process is stopping). */
  close(): void;
};

/** How long MP waits before retrying a webhook its receiver refused, ms (reference §8: 15 min). */
export const defaultWebhookRetryMs = 15 * 60_000;

/**
 * The body of `PUT /control/settings`: `unknownNameOutcome`, the outcome of a card whose
 * cardholder name is no magic value (`{ status: 'approved' | 'rejected' | 'in_process',
 * status_detail }`).
 */
const SandboxSettings = object({
  unknownNameOutcome: object({
    status: enums(['approved', 'rejected', 'in_process']),
    status_detail: size(string(), 1, 100),
  }),
});

/** A cause of MP's error body. */
type Cause = { code: string | number; description: string };

/** An error answered with MP's body `{ message, error, status, cause: [{ code, description, data }] }`. */
class MpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly causes: Cause[] = [],
  ) {
    super(message);
  }
}

/** A dev-control body that does not fit its struct: 400 `{ message, errors }`. */
class ControlError extends Error {
  constructor(readonly errors: { path: string; message: string }[]) {
    super('invalid body');
  }
}

function badRequest(code: string | number, description: string): MpError {
  return new MpError(400, 'bad_request', description, [{ code, description }]);
}

function errorBody(error: MpError) {
  return {
    message: error.message,
    error: error.error,
    status: error.status,
    cause: error.causes.map((cause) => ({ ...cause, data: null })),
  };
}

const tokenLifetimeMs = 7 * 24 * 3600 * 1000;
const dayMs = 24 * 3600 * 1000;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Whether `value` is an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * Creates the sandbox (see the module comment for what it answers).
 *
 * @throws Error when `faults` is not a valid {@link MpSandboxFaults} (naming
 *   `MERCADOPAGO_SANDBOX_FAULTS`), or `webhookUrl` is not an absolute http(s) URL.
 */
export function createMercadoPagoSandbox(options: MercadoPagoSandboxOptions): MercadoPagoSandbox {
  const clock = options.now ?? (() => new Date());
  const logger = options.logger ?? silentLogger;
  const store = options.store ?? createSandboxStore();
  const webhookUrl = options.webhookUrl;
  if (webhookUrl !== undefined && !isHttpUrl(webhookUrl)) {
    throw new Error(
      `The Mercado Pago sandbox's webhook URL must be an absolute http(s) URL (got "${webhookUrl}")`,
    );
  }
  const configured =
    typeof options.faults === 'object'
      ? parseMpConfiguredFaults(JSON.stringify(options.faults))
      : parseMpConfiguredFaults(options.faults);
  const faults = createMpFaultController(configured);
  const webhooks = createWebhookSender({
    store,
    logger,
    secret: options.webhookSecret,
    url: webhookUrl,
    retryMs: options.webhookRetryMs ?? defaultWebhookRetryMs,
    now: clock,
  });
  const sandbox: MercadoPagoSandbox = {
    app: new Hono(),
    faults,
    webhooks,
    store,
    unknownNameOutcome: { status: 'approved', status_detail: 'accredited' },
    close: () => webhooks.stop(),
  };

  /** The body of `kind`/`id` whatever its account (card tokens, dev controls, ticket pages). */
  function load(kind: ObjectKind, id: string): JsonObject | undefined {
    return store.get(kind, id)?.body;
  }

  /** The body of `kind`/`id` when it belongs to `account`, else `undefined` (as if unknown). */
  function owned(kind: ObjectKind, id: string, account: string): JsonObject | undefined {
    const object = store.get(kind, id);
    return object?.account === account ? object.body : undefined;
  }

  /** Stores `body`; `owner` and `account` default to the stored object's (an update). */
  function save(
    kind: ObjectKind,
    id: string,
    body: JsonObject,
    keys: { owner?: string; account?: string } = {},
  ): void {
    const existing = store.get(kind, id);
    store.put(kind, id, {
      body,
      owner: keys.owner ?? existing?.owner ?? null,
      account: keys.account ?? existing?.account ?? null,
    });
  }

  /**
   * The seller account of a server call: a digest of its access token (the token itself is not
   * kept). @throws MpError 401 `1000` without `Authorization: Bearer TEST-…|APP_USR-…`.
   */
  function requireBearer(c: Context): string {
    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer ((?:TEST|APP_USR)-[\w-]+)$/.exec(header)?.[1];
    if (!token) {
      throw new MpError(401, 'unauthorized', 'invalid access token', [
        { code: 1000, description: 'invalid access token' },
      ]);
    }
    return createHash('sha256').update(token).digest('hex').slice(0, 32);
  }

  function requireKey(c: Context): void {
    const publicKey = c.req.query('public_key');
    if (publicKey !== undefined) {
      if (!/^(TEST|APP_USR)-[\w-]+$/.test(publicKey)) {
        throw badRequest(1001, 'public_key not found');
      }
      return;
    }
    requireBearer(c);
  }

  async function jsonBody(c: Context): Promise<JsonObject> {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isObject(body)) throw badRequest(118, 'body must be a JSON object');
    return body;
  }

  /**
   * The body of a dev-control call checked against `struct`.
   * @throws ControlError 400 `{ message, errors: [{ path, message }] }` otherwise.
   */
  async function controlBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
    const body: unknown = await c.req.json().catch(() => undefined);
    const [error, value] = validate(body, struct);
    if (error) {
      throw new ControlError(
        error.failures().map((failure) => ({
          path: failure.path.join('.'),
          message: failure.message,
        })),
      );
    }
    return value;
  }

  // ---- card tokens -------------------------------------------------------------------------

  async function createCardToken(c: Context): Promise<Response> {
    requireKey(c);
    const body = await jsonBody(c);
    const now = clock();
    const cardId = text(body.card_id);
    if (cardId !== undefined) return c.json(await tokenOfSavedCard(c, cardId, body, now), 201);
    const cardNumber = text(body.card_number);
    const month = text(body.expiration_month);
    const year = text(body.expiration_year);
    const securityCode = text(body.security_code);
    const cardholder = isObject(body.cardholder) ? body.cardholder : {};
    const name = text(cardholder.name);
    const identification = isObject(cardholder.identification) ? cardholder.identification : {};
    const docType = text(identification.type);
    const docNumber = text(identification.number);
    const missing: Cause[] = [];
    if (!cardNumber)
      missing.push({ code: '205', description: 'parameter cardNumber can not be null/empty' });
    if (!month)
      missing.push({ code: '208', description: 'parameter expirationMonth can not be null/empty' });
    if (!year)
      missing.push({ code: '209', description: 'parameter expirationYear can not be null/empty' });
    if (!docType)
      missing.push({ code: '212', description: 'parameter docType can not be null/empty' });
    if (!docNumber)
      missing.push({ code: '214', description: 'parameter docNumber can not be null/empty' });
    if (!name)
      missing.push({ code: '221', description: 'parameter cardholderName can not be null/empty' });
    if (!securityCode)
      missing.push({ code: '224', description: 'parameter securityCode can not be null/empty' });
    if (missing.length > 0) throw new MpError(400, 'bad_request', 'invalid parameters', missing);
    const digits = (cardNumber as string).replace(/[\s-]/g, '');
    const method = cardMethodOfBin(digits);
    const invalid: Cause[] = [];
    if (
      !/^\d{13,19}$/.test(digits) ||
      !passesLuhn(digits) ||
      (method !== undefined && digits.length !== method.cardLength)
    ) {
      invalid.push({ code: 'E301', description: 'invalid parameter cardNumber' });
    }
    const cvvLength = method?.securityCodeLength ?? 3;
    if (!new RegExp(`^\\d{${cvvLength}}$`).test(securityCode as string)) {
      invalid.push({ code: 'E302', description: 'invalid parameter securityCode' });
    }
    if (!/^[\p{L} .'-]{1,100}$/u.test(name as string)) {
      invalid.push({ code: '316', description: 'invalid parameter cardholderName' });
    }
    const type = identificationTypes.find((candidate) => candidate.id === docType);
    if (!type) invalid.push({ code: '322', description: 'invalid parameter docType' });
    else if (
      !/^\d+$/.test(docNumber as string) ||
      (docNumber as string).length < type.min_length ||
      (docNumber as string).length > type.max_length
    ) {
      invalid.push({ code: '324', description: 'invalid parameter docNumber' });
    }
    const monthNumber = Number(month);
    const yearNumber = /^\d{2}$/.test(year as string) ? 2000 + Number(year) : Number(year);
    const nowYear = now.getUTCFullYear();
    const nowMonth = now.getUTCMonth() + 1;
    if (!/^\d{1,2}$/.test(month as string) || monthNumber < 1 || monthNumber > 12) {
      invalid.push({ code: '325', description: 'invalid parameter expirationMonth' });
    } else if (!/^(\d{2}|\d{4})$/.test(year as string) || yearNumber < nowYear) {
      invalid.push({ code: '326', description: 'invalid parameter expirationYear' });
    } else if (yearNumber === nowYear && monthNumber < nowMonth) {
      invalid.push({ code: '325', description: 'invalid parameter expirationMonth' });
    }
    if (invalid.length > 0) throw new MpError(400, 'bad_request', 'invalid parameters', invalid);
    const token = {
      id: randomBytes(16).toString('hex'),
      public_key: c.req.query('public_key') ?? null,
      card_id: null,
      status: 'active',
      luhn_validation: true,
      date_used: null,
      card_number_length: digits.length,
      date_created: now.toISOString(),
      first_six_digits: digits.slice(0, 6),
      last_four_digits: digits.slice(-4),
      security_code_length: cvvLength,
      expiration_month: monthNumber,
      expiration_year: yearNumber,
      date_last_updated: now.toISOString(),
      date_due: new Date(now.getTime() + tokenLifetimeMs).toISOString(),
      live_mode: false,
      require_esc: false,
      cardholder: { name, identification: { type: docType, number: docNumber } },
    };
    save('card_token', token.id, token);
    return c.json(token, 201);
  }

  async function tokenOfSavedCard(
    c: Context,
    cardId: string,
    body: JsonObject,
    now: Date,
  ): Promise<JsonObject> {
    const card = owned('card', cardId, requireBearer(c));
    if (!card) throw badRequest(120, 'card not found');
    const securityCode = text(body.security_code);
    const length = (card.security_code as { length: number }).length;
    // Without a security code: a card-on-file token for a merchant-initiated recurring charge
    // (MP never stores the CVV; reference §2.2 `point_of_interaction` SUBSCRIPTIONS).
    if (securityCode !== undefined && !new RegExp(`^\\d{${length}}$`).test(securityCode)) {
      throw badRequest('E302', 'invalid parameter securityCode');
    }
    const token = {
      id: randomBytes(16).toString('hex'),
      public_key: null,
      card_id: cardId,
      status: 'active',
      luhn_validation: true,
      date_used: null,
      card_number_length: card.card_number_length,
      date_created: now.toISOString(),
      first_six_digits: card.first_six_digits,
      last_four_digits: card.last_four_digits,
      security_code_length: length,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      date_last_updated: now.toISOString(),
      date_due: new Date(now.getTime() + tokenLifetimeMs).toISOString(),
      live_mode: false,
      require_esc: false,
      cardholder: card.cardholder,
    };
    save('card_token', token.id, token);
    return token;
  }

  /**
   * Marks `tokenId` used (single use; the check and the write run without an await between them)
   * and returns it.
   * @throws MpError 400 2006 unknown, 2062 already used or expired.
   */
  function consumeToken(tokenId: string, now: Date): JsonObject {
    const existing = load('card_token', tokenId);
    if (!existing) throw badRequest(2006, 'Card Token not found');
    if (Date.parse(existing.date_due as string) <= now.getTime() || existing.status !== 'active') {
      throw badRequest(2062, 'Invalid card token');
    }
    const used = { ...existing, status: 'used', date_used: now.toISOString() };
    save('card_token', tokenId, used);
    return used;
  }

  /** A payment id no payment of this store has: a random 11-digit number. */
  function newPaymentId(): number {
    for (;;) {
      const id = randomInt(10_000_000_000, 99_999_999_999);
      if (!store.get('payment', String(id))) return id;
    }
  }

  // ---- payments ----------------------------------------------------------------------------

  async function createPayment(c: Context): Promise<Response> {
    const account = requireBearer(c);
    const key = c.req.header('X-Idempotency-Key');
    if (!key || key.trim() === '') {
      throw badRequest(4292, "Header X-Idempotency-Key can't be null");
    }
    // An idempotency key is the account's: another account's same key is another payment.
    const idempotencyId = `${account}:${key}`;
    const remembered = () => {
      const record = owned('idempotency', idempotencyId, account);
      return record ? owned('payment', String(record.payment_id), account) : undefined;
    };
    const earlier = remembered();
    if (earlier) return c.json(earlier, 201);
    const body = await jsonBody(c);
    const now = clock();
    const amount = body.transaction_amount;
    if (amount === undefined || amount === null)
      throw badRequest(4023, "transaction_amount attribute can't be null");
    if (typeof amount !== 'number' || !Number.isFinite(amount))
      throw badRequest(4024, 'transaction_amount attribute must be numeric');
    if (amount <= 0 || Math.round(amount * 100) !== amount * 100) {
      throw badRequest(4037, 'Invalid transaction_amount');
    }
    const methodId = text(body.payment_method_id);
    if (!methodId) throw badRequest(4001, "payment_method_id attribute can't be null");
    const payer = isObject(body.payer) ? body.payer : undefined;
    if (!payer) throw badRequest(4006, 'payer attribute is malformed');
    const email = text(payer.email);
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw badRequest(4050, 'payer.email must be a valid email');
    const notificationUrl = text(body.notification_url);
    if (notificationUrl !== undefined) {
      if (notificationUrl.length >= 500)
        throw badRequest(4021, 'notification_url attribute must be shorter than 500 characters');
      if (!URL.canParse(notificationUrl))
        throw badRequest(4020, 'notification_url attribute must be url valid');
      if (notificationUrl !== webhookUrl) {
        logger.info(
          { notificationUrl, webhookUrl },
          'Mercado Pago sandbox: notification_url ignored, webhooks go to the configured URL only',
        );
      }
    }
    if (body.metadata !== undefined && !isObject(body.metadata))
      throw badRequest(4022, 'metadata attribute must be a valid JSON');
    if (payer.type === 'customer') {
      const customerId = text(payer.id);
      if (!customerId) throw badRequest(4012, "payer.id attribute can't be null");
      if (!owned('customer', customerId, account)) throw badRequest(2002, 'Customer not found');
    }
    const ticket = ticketMethods.find((method) => method.id === methodId);
    const paymentId = newPaymentId();
    const base = {
      id: paymentId,
      date_created: now.toISOString(),
      date_last_updated: now.toISOString(),
      money_release_date: null,
      operation_type:
        isObject(body.point_of_interaction) && body.point_of_interaction.type === 'SUBSCRIPTIONS'
          ? 'recurring_payment'
          : 'regular_payment',
      issuer_id: null as string | null,
      payment_method_id: methodId,
      currency_id: 'ARS',
      description: text(body.description) ?? null,
      external_reference: text(body.external_reference) ?? null,
      metadata: isObject(body.metadata) ? body.metadata : {},
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      captured: true,
      binary_mode: body.binary_mode === true,
      live_mode: false,
      statement_descriptor: text(body.statement_descriptor) ?? 'LIQUI',
      collector_id: sandboxCollectorId,
      notification_url: notificationUrl ?? null,
      processing_mode: 'aggregator',
      fee_details: [],
      refunds: [],
    };
    let payment: JsonObject;
    if (ticket) {
      const expiry = ticketExpiry(body.date_of_expiration, now);
      const reference = String(randomInt(1_000_000_000, 9_999_999_999));
      const origin = new URL(c.req.url);
      const ticketUrl = `${origin.origin}${origin.pathname.replace(/\/v1\/payments$/, '')}/tickets/${paymentId}`;
      payment = {
        ...base,
        status: 'pending',
        status_detail: 'pending_waiting_payment',
        date_approved: null,
        date_of_expiration: expiry.toISOString(),
        payment_type_id: 'ticket',
        installments: 1,
        payer: { id: null, email: null, identification: null, type: payer.type ?? 'guest' },
        card: {},
        transaction_details: {
          net_received_amount: 0,
          total_paid_amount: amount,
          overpaid_amount: 0,
          installment_amount: 0,
          external_resource_url: ticketUrl,
          payment_method_reference_id: reference,
          financial_institution: null,
          verification_code: reference,
        },
        point_of_interaction: { type: 'UNSPECIFIED', transaction_data: { ticket_url: ticketUrl } },
      };
    } else {
      const tokenId = text(body.token);
      if (!tokenId) throw badRequest(4000, "token attribute can't be null");
      const installments = body.installments;
      if (installments === undefined || installments === null)
        throw badRequest(4004, "installments attribute can't be null");
      if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1) {
        throw badRequest(4033, 'Invalid installments');
      }
      const known = cardMethods.find((method) => method.id === methodId);
      if (!known) throw badRequest(3028, 'Invalid payment_method_id');
      const token = consumeToken(tokenId, now);
      const method = cardMethodOfBin(token.first_six_digits as string);
      if (method && method.id !== methodId)
        throw badRequest(3026, 'card_id not valid for payment_method_id');
      const issuerId = text(body.issuer_id);
      if (known.needsIssuer && !issuerId) throw badRequest(3001, 'cardissuer_id is required');
      const cardholder = token.cardholder as { name: string; identification: JsonObject };
      const outcome =
        installments > 1 && known.payment_type_id === 'debit_card'
          ? { status: 'rejected', status_detail: 'cc_rejected_invalid_installments' }
          : outcomeOfCardholder(cardholder.name, {
              binaryMode: base.binary_mode,
              otherNames: sandbox.unknownNameOutcome,
            });
      const approved = outcome.status === 'approved';
      const identification = isObject(payer.identification) ? payer.identification : null;
      payment = {
        ...base,
        ...outcome,
        issuer_id: issuerId ?? String(known.issuer.id),
        date_approved: approved ? now.toISOString() : null,
        money_release_date: approved ? new Date(now.getTime() + 2 * dayMs).toISOString() : null,
        date_of_expiration: null,
        payment_type_id: known.payment_type_id,
        installments,
        authorization_code: approved ? String(randomInt(100000, 999999)) : null,
        call_for_authorize_id:
          outcome.status_detail === 'cc_rejected_call_for_authorize'
            ? String(randomInt(100000, 999999))
            : null,
        payer: {
          id: payer.type === 'customer' ? text(payer.id) : null,
          type: payer.type ?? 'guest',
          email: approved ? email : null,
          identification: approved ? identification : null,
        },
        card: {
          id: token.card_id ?? null,
          first_six_digits: token.first_six_digits,
          last_four_digits: token.last_four_digits,
          expiration_month: token.expiration_month,
          expiration_year: token.expiration_year,
          cardholder,
        },
        transaction_details: {
          net_received_amount: approved ? amount : 0,
          total_paid_amount: amount,
          overpaid_amount: 0,
          installment_amount: amount / installments,
          external_resource_url: null,
          financial_institution: null,
        },
      };
    }
    // The same key may have been stored meanwhile by a request that began earlier: its payment.
    const concurrent = remembered();
    if (concurrent) return c.json(concurrent, 201);
    save('payment', String(paymentId), payment, { account });
    save('idempotency', idempotencyId, { payment_id: paymentId }, { account });
    webhooks.notify(paymentId, 'payment.created');
    return c.json(payment, 201);
  }

  function ticketExpiry(value: unknown, now: Date): Date {
    if (value === undefined || value === null) return new Date(now.getTime() + 3 * dayMs);
    const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (
      typeof value !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/.test(value) ||
      Number.isNaN(parsed)
    ) {
      throw badRequest(23, "date_of_expiration must be yyyy-MM-dd'T'HH:mm:ss.SSSZ");
    }
    if (parsed < now.getTime() + dayMs - 60_000 || parsed > now.getTime() + 30 * dayMs) {
      throw badRequest(23, 'date_of_expiration must be between 1 and 30 days from now');
    }
    return new Date(parsed);
  }

  /**
   * The payment `id`: of `account` when given (MP's API), of any account without (the dev
   * controls, the ticket page). @throws MpError 404 `2000` unknown or another account's.
   */
  function readPayment(id: string, account?: string): JsonObject {
    const known = /^\d{1,19}$/.test(id);
    const payment = !known
      ? undefined
      : account === undefined
        ? load('payment', id)
        : owned('payment', id, account);
    if (!payment) {
      throw new MpError(404, 'not_found', 'Payment not found', [
        { code: 2000, description: 'Payment not found' },
      ]);
    }
    return payment;
  }

  /** Moves a payment to `outcome` when it is in one of `from`; sends `payment.updated`. */
  function transition(
    id: string,
    from: readonly string[],
    outcome: Outcome,
    account?: string,
  ): JsonObject {
    const payment = readPayment(id, account);
    if (!from.includes(payment.status as string)) {
      throw badRequest(3005, `Action not allowed for payment in status ${String(payment.status)}`);
    }
    const now = clock().toISOString();
    const approved = outcome.status === 'approved';
    const updated: JsonObject = {
      ...payment,
      ...outcome,
      date_last_updated: now,
      ...(approved ? { date_approved: now } : {}),
      transaction_details: {
        ...(payment.transaction_details as JsonObject),
        ...(approved ? { net_received_amount: payment.transaction_amount } : {}),
      },
    };
    save('payment', id, updated);
    webhooks.notify(Number(id), 'payment.updated');
    return updated;
  }

  // ---- customers and cards -----------------------------------------------------------------

  async function createCustomer(c: Context): Promise<Response> {
    const account = requireBearer(c);
    const body = await jsonBody(c);
    const email = text(body.email);
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw badRequest(106, 'invalid email format');
    if (findCustomerByEmail(email, account)) throw badRequest(101, 'the customer already exist');
    const now = clock().toISOString();
    const customer = {
      id: `${sandboxCollectorId}-${randomBytes(7).toString('base64url')}`,
      email,
      first_name: text(body.first_name) ?? null,
      last_name: text(body.last_name) ?? null,
      identification: isObject(body.identification)
        ? body.identification
        : { type: null, number: null },
      description: text(body.description) ?? null,
      date_registered: now,
      date_created: now,
      date_last_updated: now,
      default_card: null,
      default_address: null,
      cards: [],
      addresses: [],
      live_mode: false,
    };
    save('customer', customer.id, customer, { owner: email.toLowerCase(), account });
    return c.json(customer, 201);
  }

  /** The customer of `account` with `email` (case ignored), or `undefined`. */
  function findCustomerByEmail(email: string, account: string): JsonObject | undefined {
    return store.find('customer', { owner: email.toLowerCase(), account })[0]?.body;
  }

  /** The customer `id` of `account`. @throws MpError 404 `2002` unknown or another account's. */
  function readCustomer(id: string, account: string): JsonObject {
    const customer = owned('customer', id, account);
    if (!customer)
      throw new MpError(404, 'not_found', 'Customer not found', [
        { code: 2002, description: 'Customer not found' },
      ]);
    return customer;
  }

  /** The saved cards of `customerId` (of `account`). */
  function customerCards(customerId: string, account: string): JsonObject[] {
    return store.find('card', { owner: customerId, account }).map((object) => object.body);
  }

  async function createCard(c: Context, customerId: string): Promise<Response> {
    const account = requireBearer(c);
    const customer = readCustomer(customerId, account);
    const body = await jsonBody(c);
    const tokenId = text(body.token);
    if (!tokenId) throw badRequest(119, 'card is required');
    // Saving does not spend the token, and a token a payment spent still saves its card within its
    // 7 days: MP's advice is to save a card after a successful payment (reference §6).
    const token = load('card_token', tokenId);
    if (!token) throw badRequest(2006, 'Card Token not found');
    if (Date.parse(token.date_due as string) <= clock().getTime()) {
      throw badRequest(2062, 'Invalid card token');
    }
    const method = cardMethodOfBin(token.first_six_digits as string);
    if (!method) throw badRequest(127, "can't resolve card's payment method");
    const now = clock().toISOString();
    const card = {
      id: String(randomInt(1_000_000_000, 9_999_999_999)),
      customer_id: customerId,
      expiration_month: token.expiration_month,
      expiration_year: token.expiration_year,
      first_six_digits: token.first_six_digits,
      last_four_digits: token.last_four_digits,
      card_number_length: token.card_number_length,
      payment_method: {
        id: method.id,
        name: method.name,
        payment_type_id: method.payment_type_id,
        thumbnail: paymentMethodResult(method).thumbnail,
        secure_thumbnail: paymentMethodResult(method).secure_thumbnail,
      },
      security_code: {
        length: method.securityCodeLength,
        card_location: method.id === 'amex' ? 'front' : 'back',
      },
      issuer: { id: method.issuer.id, name: method.issuer.name },
      cardholder: token.cardholder,
      date_created: now,
      date_last_updated: now,
      user_id: sandboxCollectorId,
      live_mode: false,
    };
    save('card', card.id, card, { owner: customerId, account });
    save('customer', customerId, {
      ...customer,
      default_card: customer.default_card ?? card.id,
      date_last_updated: now,
    });
    return c.json(card, 201);
  }

  // ---- routes ------------------------------------------------------------------------------

  const routes = sandbox.app;
  routes.onError((error, c) => {
    if (error instanceof MpError) {
      return c.json(errorBody(error), error.status as 400);
    }
    if (error instanceof ControlError) {
      return c.json({ message: error.message, errors: error.errors }, 400);
    }
    logger.error({ err: error, path: c.req.path }, 'El sandbox de Mercado Pago falló');
    return c.json(errorBody(new MpError(500, 'internal_error', 'internal_error')), 500);
  });
  if (options.controls ?? true) {
    routes
      .get('/control/faults', (c) => c.json(faults.read(), 200))
      .put('/control/faults', async (c) => {
        faults.replace(await controlBody(c, MpSandboxFaults));
        return c.json(faults.read(), 200);
      })
      .get('/control/settings', (c) =>
        c.json({ unknownNameOutcome: sandbox.unknownNameOutcome }, 200),
      )
      .put('/control/settings', async (c) => {
        sandbox.unknownNameOutcome = (await controlBody(c, SandboxSettings)).unknownNameOutcome;
        return c.json({ unknownNameOutcome: sandbox.unknownNameOutcome }, 200);
      })
      .delete('/control/faults', (c) => {
        faults.reset();
        return c.json(faults.read(), 200);
      })
      .post('/control/payments/:id/pay', (c) =>
        c.json(
          transition(c.req.param('id'), ['pending', 'in_process'], {
            status: 'approved',
            status_detail: 'accredited',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/expire', (c) =>
        c.json(
          transition(c.req.param('id'), ['pending'], {
            status: 'cancelled',
            status_detail: 'expired',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/reject', (c) =>
        c.json(
          transition(c.req.param('id'), ['in_process'], {
            status: 'rejected',
            status_detail: 'cc_rejected_other_reason',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/redeliver', async (c) => {
        const times = Math.min(Math.max(Number(c.req.query('times') ?? 1) || 1, 1), 20);
        const payment = readPayment(c.req.param('id'));
        return c.json({ statuses: await webhooks.redeliver(Number(payment.id), times) }, 200);
      });
  }
  // Faults apply to MP's own paths (not to the control endpoints).
  routes.use('/v1/*', async (c, next) => {
    const decision = faults.decide({
      method: c.req.method,
      path: c.req.path.replace(/^.*?(\/v1\/)/, '$1'),
    });
    switch (decision.kind) {
      case 'http500':
        return c.json(errorBody(new MpError(500, 'internal_error', 'internal_error')), 500);
      case 'http503':
        return c.json(
          errorBody(new MpError(503, 'service_unavailable', 'service unavailable')),
          503,
        );
      case 'rateLimit':
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return c.json(errorBody(new MpError(429, 'too_many_requests', 'Too many requests')), 429);
      case 'timeout':
        return holdAndClose(c, decision.delayMs);
      default:
        return next();
    }
  });
  routes
    .post('/v1/card_tokens', createCardToken)
    .get('/v1/identification_types', (c) => {
      requireKey(c);
      return c.json(identificationTypes, 200);
    })
    .get('/v1/payment_methods', (c) => {
      requireKey(c);
      return c.json(
        [
          ...cardMethods.map(paymentMethodResult),
          ...ticketMethods.map((method) => ({
            ...method,
            status: 'active',
            settings: [],
            additional_info_needed: [],
          })),
        ],
        200,
      );
    })
    .get('/v1/payment_methods/search', (c) => {
      requireKey(c);
      const bin = c.req.query('bin') ?? '';
      const method = /^\d{6,8}$/.test(bin) ? cardMethodOfBin(bin) : undefined;
      const results = method ? [paymentMethodResult(method)] : [];
      return c.json({ paging: { total: results.length, limit: 30, offset: 0 }, results }, 200);
    })
    .get('/v1/payment_methods/card_issuers', (c) => {
      requireKey(c);
      const method = cardMethods.find(
        (candidate) => candidate.id === c.req.query('payment_method_id'),
      );
      if (!method) throw badRequest(3028, 'Invalid payment_method_id');
      return c.json(issuersOf(method), 200);
    })
    .get('/v1/payment_methods/installments', (c) => {
      requireKey(c);
      const amount = Number(c.req.query('amount'));
      const method = cardMethodOfBin(c.req.query('bin') ?? '');
      if (!method || !(amount > 0)) return c.json([], 200);
      return c.json(
        [
          {
            payment_method_id: method.id,
            payment_type_id: method.payment_type_id,
            issuer: method.issuer,
            processing_mode: 'aggregator',
            payer_costs: [
              {
                installments: 1,
                installment_rate: 0,
                discount_rate: 0,
                installment_amount: amount,
                total_amount: amount,
                min_allowed_amount: 0.5,
                max_allowed_amount: 60_000_000,
                recommended_message: `1 cuota de $ ${amount}`,
                labels: [],
                payment_method_option_id: null,
              },
            ],
          },
        ],
        200,
      );
    })
    .post('/v1/payments', createPayment)
    .get('/v1/payments/:id', (c) => c.json(readPayment(c.req.param('id'), requireBearer(c)), 200))
    .put('/v1/payments/:id', async (c) => {
      const account = requireBearer(c);
      const body = await jsonBody(c);
      if (body.status !== 'cancelled') throw badRequest(1, 'params error');
      return c.json(
        transition(
          c.req.param('id'),
          ['pending', 'in_process'],
          { status: 'cancelled', status_detail: 'by_collector' },
          account,
        ),
        200,
      );
    })
    .post('/v1/customers', createCustomer)
    .get('/v1/customers/search', (c) => {
      const account = requireBearer(c);
      const email = c.req.query('email');
      const customer = email ? findCustomerByEmail(email, account) : undefined;
      const results = customer
        ? [{ ...customer, cards: customerCards(customer.id as string, account) }]
        : [];
      return c.json({ paging: { total: results.length, limit: 10, offset: 0 }, results }, 200);
    })
    .get('/v1/customers/:id', (c) => {
      const account = requireBearer(c);
      const customer = readCustomer(c.req.param('id'), account);
      return c.json({ ...customer, cards: customerCards(customer.id as string, account) }, 200);
    })
    .post('/v1/customers/:id/cards', (c) => createCard(c, c.req.param('id')))
    .get('/v1/customers/:id/cards', (c) => {
      const account = requireBearer(c);
      readCustomer(c.req.param('id'), account);
      return c.json(customerCards(c.req.param('id'), account), 200);
    })
    .get('/v1/customers/:id/cards/:cardId', (c) => {
      const card = owned('card', c.req.param('cardId'), requireBearer(c));
      if (!card || card.customer_id !== c.req.param('id'))
        throw new MpError(404, 'not_found', 'Card not found', [
          { code: 120, description: 'card not found' },
        ]);
      return c.json(card, 200);
    })
    // The ticket's printable page: public, like MP's `external_resource_url`.
    .get('/tickets/:id', (c) => {
      const payment = readPayment(c.req.param('id'));
      if (payment.payment_type_id !== 'ticket')
        throw new MpError(404, 'not_found', 'Ticket not found');
      const details = payment.transaction_details as JsonObject;
      const outlet = payment.payment_method_id === 'rapipago' ? 'Rapipago' : 'Pago Fácil';
      return c.html(
        `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><title>Cupón de pago ${outlet}</title></head><body><main><h1>Cupón de pago en ${outlet}</h1><p>Código de pago: <strong>${String(details.payment_method_reference_id)}</strong></p><p>Importe: $ ${String(payment.transaction_amount)}</p><p>Vence: ${String(payment.date_of_expiration)}</p><p>Estado: ${String(payment.status)}</p></main></body></html>`,
      );
    });
  return sandbox;
}
