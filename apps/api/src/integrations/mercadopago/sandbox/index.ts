import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { enums, object, size, string } from 'superstruct';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { sandboxMpObjects } from '../../../db/schema.js';
import type { AppEnv } from '../../../http/context.js';
import { holdAndClose } from '../../../http/hold-and-close.js';
import { validate } from '../../../http/validate.js';
import type { Logger } from '../../../logger.js';
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
import { createWebhookSender, sandboxCollectorId, type WebhookSender } from './webhooks.js';

export { magicOutcomes, testCards } from './catalog.js';
export { signWebhook } from './webhooks.js';

/**
 * The Mercado Pago sandbox (issue 13 item 3; ../shared/reference/mercadopago.md §10): a local
 * stand-in for `https://api.mercadopago.com` that answers like MP's documented test behaviour,
 * mounted by `app.ts` at `/sandbox/mercadopago` only when `config.mercadoPago.isSandbox` (no
 * `MERCADOPAGO_PUBLIC_KEY`). Liqui's client (`../client.ts`) and the official `mercadopago` SDK
 * talk to it over HTTP like to MP; it imports nothing of theirs.
 *
 * Paths (MP's, below `/sandbox/mercadopago`):
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
 * - `POST /v1/payments` (Bearer, `X-Idempotency-Key` required: 400 `4292`; the same key answers
 *   the stored payment), `GET /v1/payments/{id}` (404 `2000`), `PUT /v1/payments/{id}`
 *   `{ status: 'cancelled' }` (pending / in_process only). Card payments: the outcome by the
 *   cardholder name's magic value (`catalog.ts`), always 201. Cash (`rapipago`, `pagofacil`):
 *   201 `pending` / `pending_waiting_payment` with `transaction_details.external_resource_url` (the
 *   ticket page `GET /tickets/{id}`) and `payment_method_reference_id`, `date_of_expiration`
 *   (the body's, 1–30 days ahead, else 3 days; decision: MP advises at least 3).
 * - `POST /v1/customers`, `GET /v1/customers/{id}`, `GET /v1/customers/search?email=`,
 *   `POST|GET /v1/customers/{id}/cards`, `GET /v1/customers/{id}/cards/{cardId}`.
 * - Outside production: `POST /control/payments/{id}/pay` (pending or in_process → approved /
 *   accredited), `/expire` (pending → cancelled / expired), `/reject` (in_process → rejected /
 *   cc_rejected_other_reason), each sending a `payment.updated` webhook;
 *   `POST /control/payments/{id}/redeliver?times=N` (the last notification again, N times);
 *   `GET|PUT /control/settings` (`{ unknownNameOutcome }`, the outcome of other names);
 *   `GET|PUT|DELETE /control/faults` (`faults.ts`).
 *
 * Every server call needs `Authorization: Bearer TEST-…|APP_USR-…` (401 otherwise); the browser
 * calls accept `?public_key=` instead. Webhooks (`webhooks.ts`) go to the payment's
 * `notification_url`, signed with the webhook secret.
 *
 * State: in the app's database (`sandbox_mp_objects`, `sandbox_mp_webhooks`, sequence
 * `sandbox_mp_payment_ids`), like the ARCA simulator's vouchers: payments and tickets survive a
 * restart (a cash ticket is paid days later) and two instances see the same payments. The fault
 * state lives in memory.
 */

/** Dependencies of {@link createMercadoPagoSandbox}. */
export type MercadoPagoSandboxDeps = {
  config: Pick<Config, 'mercadoPago' | 'nodeEnv'>;
  database: Database;
  logger: Logger;
  /** The webhook secret (`resolveWebhookSecret` of `../index.ts`). */
  webhookSecret: string;
  /** The clock. @default () => new Date() */
  now?: () => Date;
};

/** A running sandbox. */
export type MercadoPagoSandbox = {
  /** The routes to mount at `/sandbox/mercadopago`. */
  routes: Hono<AppEnv>;
  faults: MpFaultController;
  webhooks: WebhookSender;
  /**
   * The outcome of a card whose cardholder name is no magic value (reference §11: undocumented).
   * @default approved / accredited
   */
  unknownNameOutcome: Outcome;
};

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

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Creates the sandbox. @throws Error when `MERCADOPAGO_SANDBOX_FAULTS` is invalid. */
export function createMercadoPagoSandbox(deps: MercadoPagoSandboxDeps): MercadoPagoSandbox {
  const clock = deps.now ?? (() => new Date());
  const { db } = deps.database;
  const sandboxConfig = deps.config.mercadoPago.sandbox;
  const configured = parseMpConfiguredFaults(sandboxConfig?.faults);
  const faults = createMpFaultController(configured);
  const webhooks = createWebhookSender({
    database: deps.database,
    logger: deps.logger,
    secret: deps.webhookSecret,
    retryMs: sandboxConfig?.webhookRetryMs ?? 15 * 60_000,
    now: clock,
  });
  const sandbox: MercadoPagoSandbox = {
    routes: new Hono<AppEnv>(),
    faults,
    webhooks,
    unknownNameOutcome: { status: 'approved', status_detail: 'accredited' },
  };

  async function load(kind: string, id: string): Promise<JsonObject | undefined> {
    const [row] = await db
      .select({ body: sandboxMpObjects.body })
      .from(sandboxMpObjects)
      .where(and(eq(sandboxMpObjects.kind, kind), eq(sandboxMpObjects.id, id)));
    return row?.body as JsonObject | undefined;
  }

  async function save(kind: string, id: string, body: JsonObject, owner?: string): Promise<void> {
    await db
      .insert(sandboxMpObjects)
      .values({ kind, id, body, owner: owner ?? null })
      .onConflictDoUpdate({
        target: [sandboxMpObjects.kind, sandboxMpObjects.id],
        set: { body },
      });
  }

  function requireBearer(c: Context<AppEnv>): void {
    const header = c.req.header('Authorization') ?? '';
    if (!/^Bearer (TEST|APP_USR)-[\w-]+$/.test(header)) {
      throw new MpError(401, 'unauthorized', 'invalid access token', [
        { code: 1000, description: 'invalid access token' },
      ]);
    }
  }

  function requireKey(c: Context<AppEnv>): void {
    const publicKey = c.req.query('public_key');
    if (publicKey !== undefined) {
      if (!/^(TEST|APP_USR)-[\w-]+$/.test(publicKey)) {
        throw badRequest(1001, 'public_key not found');
      }
      return;
    }
    requireBearer(c);
  }

  async function jsonBody(c: Context<AppEnv>): Promise<JsonObject> {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isObject(body)) throw badRequest(118, 'body must be a JSON object');
    return body;
  }

  // ---- card tokens -------------------------------------------------------------------------

  async function createCardToken(c: Context<AppEnv>): Promise<Response> {
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
    await save('card_token', token.id, token);
    return c.json(token, 201);
  }

  async function tokenOfSavedCard(
    c: Context<AppEnv>,
    cardId: string,
    body: JsonObject,
    now: Date,
  ): Promise<JsonObject> {
    requireBearer(c);
    const card = await load('card', cardId);
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
    await save('card_token', token.id, token);
    return token;
  }

  /**
   * Marks `tokenId` used in one statement (single use) and returns it.
   * @throws MpError 400 2006 unknown, 2062 already used or expired.
   */
  async function consumeToken(tokenId: string, now: Date): Promise<JsonObject> {
    const existing = await load('card_token', tokenId);
    if (!existing) throw badRequest(2006, 'Card Token not found');
    if (Date.parse(existing.date_due as string) <= now.getTime()) {
      throw badRequest(2062, 'Invalid card token');
    }
    const used = await db
      .update(sandboxMpObjects)
      .set({
        body: sql`${sandboxMpObjects.body} || ${JSON.stringify({ status: 'used', date_used: now.toISOString() })}::jsonb`,
      })
      .where(
        and(
          eq(sandboxMpObjects.kind, 'card_token'),
          eq(sandboxMpObjects.id, tokenId),
          sql`${sandboxMpObjects.body}->>'status' = 'active'`,
        ),
      )
      .returning({ body: sandboxMpObjects.body });
    if (used.length === 0) throw badRequest(2062, 'Invalid card token');
    return used[0]?.body as JsonObject;
  }

  // ---- payments ----------------------------------------------------------------------------

  async function createPayment(c: Context<AppEnv>): Promise<Response> {
    requireBearer(c);
    const key = c.req.header('X-Idempotency-Key');
    if (!key || key.trim() === '') {
      throw badRequest(4292, "Header X-Idempotency-Key can't be null");
    }
    const remembered = await load('idempotency', key);
    if (remembered) {
      const stored = await load('payment', String(remembered.payment_id));
      if (stored) return c.json(stored, 201);
    }
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
    }
    if (body.metadata !== undefined && !isObject(body.metadata))
      throw badRequest(4022, 'metadata attribute must be a valid JSON');
    if (payer.type === 'customer') {
      const customerId = text(payer.id);
      if (!customerId) throw badRequest(4012, "payer.id attribute can't be null");
      if (!(await load('customer', customerId))) throw badRequest(2002, 'Customer not found');
    }
    const ticket = ticketMethods.find((method) => method.id === methodId);
    const next = await db.execute(sql`select nextval('sandbox_mp_payment_ids')::text as id`);
    const paymentId = Number((next as unknown as { rows: { id: string }[] }).rows[0]?.id);
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
      const token = await consumeToken(tokenId, now);
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
    await db.transaction(async (tx) => {
      await tx
        .insert(sandboxMpObjects)
        .values({ kind: 'payment', id: String(paymentId), body: payment });
      await tx
        .insert(sandboxMpObjects)
        .values({ kind: 'idempotency', id: key, body: { payment_id: paymentId } })
        .onConflictDoNothing();
    });
    if (notificationUrl) await webhooks.notify(notificationUrl, paymentId, 'payment.created');
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

  async function readPayment(id: string): Promise<JsonObject> {
    const payment = /^\d{1,19}$/.test(id) ? await load('payment', id) : undefined;
    if (!payment) {
      throw new MpError(404, 'not_found', 'Payment not found', [
        { code: 2000, description: 'Payment not found' },
      ]);
    }
    return payment;
  }

  /** Moves a payment to `outcome` when it is in one of `from`; sends `payment.updated`. */
  async function transition(
    id: string,
    from: readonly string[],
    outcome: Outcome,
  ): Promise<JsonObject> {
    const payment = await readPayment(id);
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
    await save('payment', id, updated);
    if (payment.notification_url) {
      await webhooks.notify(payment.notification_url as string, Number(id), 'payment.updated');
    }
    return updated;
  }

  // ---- customers and cards -----------------------------------------------------------------

  async function createCustomer(c: Context<AppEnv>): Promise<Response> {
    requireBearer(c);
    const body = await jsonBody(c);
    const email = text(body.email);
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw badRequest(106, 'invalid email format');
    if (await findCustomerByEmail(email)) throw badRequest(101, 'the customer already exist');
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
    await save('customer', customer.id, customer, email.toLowerCase());
    return c.json(customer, 201);
  }

  async function findCustomerByEmail(email: string): Promise<JsonObject | undefined> {
    const [row] = await db
      .select({ body: sandboxMpObjects.body })
      .from(sandboxMpObjects)
      .where(
        and(eq(sandboxMpObjects.kind, 'customer'), eq(sandboxMpObjects.owner, email.toLowerCase())),
      );
    return row?.body as JsonObject | undefined;
  }

  async function readCustomer(id: string): Promise<JsonObject> {
    const customer = await load('customer', id);
    if (!customer)
      throw new MpError(404, 'not_found', 'Customer not found', [
        { code: 2002, description: 'Customer not found' },
      ]);
    return customer;
  }

  async function customerCards(customerId: string): Promise<JsonObject[]> {
    const rows = await db
      .select({ body: sandboxMpObjects.body })
      .from(sandboxMpObjects)
      .where(and(eq(sandboxMpObjects.kind, 'card'), eq(sandboxMpObjects.owner, customerId)));
    return rows.map((row) => row.body as JsonObject);
  }

  async function createCard(c: Context<AppEnv>, customerId: string): Promise<Response> {
    requireBearer(c);
    const customer = await readCustomer(customerId);
    const body = await jsonBody(c);
    const tokenId = text(body.token);
    if (!tokenId) throw badRequest(119, 'card is required');
    // Saving does not spend the token, and a token a payment spent still saves its card within its
    // 7 days: MP's advice is to save a card after a successful payment (reference §6).
    const token = await load('card_token', tokenId);
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
    await save('card', card.id, card, customerId);
    await save('customer', customerId, {
      ...customer,
      default_card: customer.default_card ?? card.id,
      date_last_updated: now,
    });
    return c.json(card, 201);
  }

  // ---- routes ------------------------------------------------------------------------------

  const routes = sandbox.routes;
  routes.onError((error, c) => {
    if (error instanceof MpError) {
      return c.json(errorBody(error), error.status as 400);
    }
    deps.logger.error({ err: error, path: c.req.path }, 'El sandbox de Mercado Pago falló');
    return c.json(errorBody(new MpError(500, 'internal_error', 'internal_error')), 500);
  });
  const isProduction = deps.config.nodeEnv === 'production';
  if (!isProduction) {
    routes
      .get('/control/faults', (c) => c.json(faults.read(), 200))
      .put('/control/faults', validate('json', MpSandboxFaults), (c) => {
        faults.replace(c.req.valid('json'));
        return c.json(faults.read(), 200);
      })
      .get('/control/settings', (c) =>
        c.json({ unknownNameOutcome: sandbox.unknownNameOutcome }, 200),
      )
      .put('/control/settings', validate('json', SandboxSettings), (c) => {
        sandbox.unknownNameOutcome = c.req.valid('json').unknownNameOutcome;
        return c.json({ unknownNameOutcome: sandbox.unknownNameOutcome }, 200);
      })
      .delete('/control/faults', (c) => {
        faults.reset();
        return c.json(faults.read(), 200);
      })
      .post('/control/payments/:id/pay', async (c) =>
        c.json(
          await transition(c.req.param('id'), ['pending', 'in_process'], {
            status: 'approved',
            status_detail: 'accredited',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/expire', async (c) =>
        c.json(
          await transition(c.req.param('id'), ['pending'], {
            status: 'cancelled',
            status_detail: 'expired',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/reject', async (c) =>
        c.json(
          await transition(c.req.param('id'), ['in_process'], {
            status: 'rejected',
            status_detail: 'cc_rejected_other_reason',
          }),
          200,
        ),
      )
      .post('/control/payments/:id/redeliver', async (c) => {
        const times = Math.min(Math.max(Number(c.req.query('times') ?? 1) || 1, 1), 20);
        const payment = await readPayment(c.req.param('id'));
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
    .get('/v1/payments/:id', async (c) => {
      requireBearer(c);
      return c.json(await readPayment(c.req.param('id')), 200);
    })
    .put('/v1/payments/:id', async (c) => {
      requireBearer(c);
      const body = await jsonBody(c);
      if (body.status !== 'cancelled') throw badRequest(1, 'params error');
      return c.json(
        await transition(c.req.param('id'), ['pending', 'in_process'], {
          status: 'cancelled',
          status_detail: 'by_collector',
        }),
        200,
      );
    })
    .post('/v1/customers', createCustomer)
    .get('/v1/customers/search', async (c) => {
      requireBearer(c);
      const email = c.req.query('email');
      const customer = email ? await findCustomerByEmail(email) : undefined;
      const results = customer
        ? [{ ...customer, cards: await customerCards(customer.id as string) }]
        : [];
      return c.json({ paging: { total: results.length, limit: 10, offset: 0 }, results }, 200);
    })
    .get('/v1/customers/:id', async (c) => {
      requireBearer(c);
      const customer = await readCustomer(c.req.param('id'));
      return c.json({ ...customer, cards: await customerCards(customer.id as string) }, 200);
    })
    .post('/v1/customers/:id/cards', (c) => createCard(c, c.req.param('id')))
    .get('/v1/customers/:id/cards', async (c) => {
      requireBearer(c);
      await readCustomer(c.req.param('id'));
      return c.json(await customerCards(c.req.param('id')), 200);
    })
    .get('/v1/customers/:id/cards/:cardId', async (c) => {
      requireBearer(c);
      const card = await load('card', c.req.param('cardId'));
      if (!card || card.customer_id !== c.req.param('id'))
        throw new MpError(404, 'not_found', 'Card not found', [
          { code: 120, description: 'card not found' },
        ]);
      return c.json(card, 200);
    })
    .get('/tickets/:id', async (c) => {
      const payment = await readPayment(c.req.param('id'));
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
