import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  argentineDateOf,
  type CardPaymentResult,
  type CardPaymentSubmission,
  type CheckoutResult,
  isUpgrade,
  type MercadoPagoStatus,
  mercadoPagoStatusValues,
  messages,
  nextStatus,
  type PaymentMethod,
  type PaymentQuery,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentStatus,
  type PlanPaymentMethod,
  paymentStatusMachine,
  type SavedCardQuery,
  statusAfter,
  statusesLeftBy,
  upgradeCreditDays,
} from '@liqui/domain';
import { and, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { MPConnectionError, MPNotFoundError, MPRateLimitError, MPServerError } from 'mercadopago';
import type { Database, Db } from '../../db/client.js';
import { mercadoPagoWebhookEvents, planPayments, plans, users } from '../../db/schema.js';
import { type Mailer, type MailMessage, sendNotice } from '../../integrations/mail/mailer.js';
import {
  isWebhookSignatureValid,
  type MercadoPagoClient,
  MercadoPagoError,
  type MpPayment,
} from '../../integrations/mercadopago/index.js';
import type { Logger } from '../../logger.js';
import { cashTicketMail } from '../../mail-templates/cash-ticket.js';
import { paymentReceiptMail } from '../../mail-templates/payment-receipt.js';
import type { Principal } from '../../principal.js';
import {
  conflict,
  invalid,
  notFound,
  ServiceError,
  upstreamUnavailable,
} from '../../service-error.js';
import { servicePeriod } from './plan-term.js';

/**
 * Plan payments through Mercado Pago (issue 13 item 4; Spec 02 §3, §4, §7, §8, §9;
 * ../shared/reference/mercadopago.md §2–§4, §8).
 *
 * Rules the server owns:
 * - The amount charged is the `costo` of the user's plan (`users.plan_id`, chosen with
 *   `PUT /root/users/me/plan`) read from the `plans` table, in ARS; the browser's
 *   `transaction_amount` is ignored. A request whose `plan_id` is not the user's plan is refused
 *   (400), a user without a plan or with a free plan (costo 0) gets 409.
 * - Card payments carry one installment and an `X-Idempotency-Key` derived from the user and the
 *   single-use card token (`liqui-card-<sha256>`): a browser that resends the same submission gets
 *   the same payment, never a second charge.
 * - Cash (`rapipago`, `pagofacil`): a ticket; decision: a user who asks again for the same plan
 *   and outlet while a ticket is pending gets that ticket again. The user's `estado_pago` becomes
 *   PAGO_EN_PROCESO (Spec 02 §4), except for a user whose plan is running (ACTIVO, ACTIVO_PRUEBA,
 *   POR_VENCER), who keeps it until the ticket is paid.
 * - Approval (at creation, when polled, or by webhook) is applied once per payment
 *   (`plan_payments.applied_at`, under a row lock): `estado_pago` ACTIVO, `fecha_inicio` /
 *   `fecha_fin` for the plan's `plazo` months ({@link servicePeriod}). A rejection changes nothing.
 * - Subscriptions ('suscripto mensualmente'): a card payment whose request carries
 *   `customer_email` or `mp_customer_id` saves, once approved, the card under the MP customer
 *   (`mp_customer_id`, `mp_customer_card_id`); {@link chargeSubscriptions} then charges that card at
 *   the end of each period.
 * - E-mails (issue 25 item 5; `mail-templates/`): the payment receipt when an approval is applied
 *   (once per payment: card at once or later, cash ticket paid, subscription charge), and the
 *   cash ticket with its payment code and due date when a new ticket is generated. Both are
 *   sent after the transaction commits, through `sendNotice` (a failure is logged, never fails
 *   the payment).
 * - Mercado Pago refusing the request (4xx: bad token, used token…) → 400 'No se pudo generar el
 *   pago, reintenta con otro medio' with MP's cause codes in `errors`; MP unreachable after the
 *   SDK's retries (5xx, 429, timeouts) → 502 'Ocurrió un error generando el pago'.
 */

/** Dependencies of {@link createPaymentsService}. */
export type PaymentsServiceDeps = {
  database: Database;
  logger: Logger;
  /** `undefined` outside the sandbox without `MERCADOPAGO_ACCESS_TOKEN`: payments answer 502. */
  client: MercadoPagoClient | undefined;
  /** The webhook secret (`resolveWebhookSecret`); `undefined` refuses every webhook. */
  webhookSecret: string | undefined;
  /** Where MP sends the webhooks (`config.mercadoPago.notificationUrl`). */
  notificationUrl: string | undefined;
  /**
   * Sends the payment receipt and the cash ticket (issue 25 item 5); without it (tests of other
   * modules) no mail is sent.
   */
  mailer?: Mailer;
  now?: () => Date;
};

/** An e-mail to send once the transaction that decided it has committed. */
type Notice = { message: MailMessage; mail: string; userId: string };

/** Cash outlets (Spec 02 §9). */
const cashMethods = ['rapipago', 'pagofacil'] as const;

/** How old a webhook signature's `ts` may be, seconds (decision: 5 minutes). */
const webhookToleranceSeconds = 300;

/** The polled status of a provider status (Spec 02 §4 "Older card flow"). */
function polledStatusOf(status: string): PaymentStatus {
  if (status === 'approved') return 'APPROVED';
  if (status === 'rejected' || status === 'cancelled') return 'REJECTED';
  return 'PENDING';
}

function mpStatusOf(status: string): MercadoPagoStatus {
  return (mercadoPagoStatusValues as readonly string[]).includes(status)
    ? (status as MercadoPagoStatus)
    : 'pending';
}

type PaymentRow = typeof planPayments.$inferSelect;

/** Creates the service. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const inFlight = new Set<Promise<unknown>>();

  function requireClient(): MercadoPagoClient {
    if (!deps.client) throw upstreamUnavailable(messages['payment.error']);
    return deps.client;
  }

  /** Maps an SDK failure to the API's error (see the module documentation). */
  function failure(error: unknown, userMessage: string): ServiceError {
    if (
      error instanceof MPServerError ||
      error instanceof MPRateLimitError ||
      error instanceof MPConnectionError ||
      !(error instanceof MercadoPagoError)
    ) {
      deps.logger.warn({ err: error }, 'Mercado Pago no respondió');
      return upstreamUnavailable(messages['payment.error']);
    }
    const causes: { code?: unknown }[] = Array.isArray(error.causes)
      ? (error.causes as unknown[]).filter(
          (cause): cause is { code?: unknown } => typeof cause === 'object' && cause !== null,
        )
      : [];
    return invalid(
      causes.length > 0
        ? causes.map((cause) => ({
            path: 'card_token',
            message: userMessage,
            code: String(cause.code ?? error.status),
          }))
        : [{ path: 'card_token', message: userMessage, code: String(error.status) }],
      userMessage,
    );
  }

  /**
   * The plan the caller pays: the `plans` row of `planId`, which must be the user's plan
   * (`users.plan_id`) or the plan it chose while another one's period runs
   * (`users.plan_pendiente_id`, issue 25 item 4: it takes effect when this payment is approved).
   */
  async function planToCharge(principal: Principal, planId: string) {
    const [user] = await db.select().from(users).where(eq(users.userId, principal.userId));
    if (!user) throw notFound(messages['user.notFound']);
    if (!user.planId) throw conflict('Elegí un plan antes de pagar.');
    if (user.planId !== planId && user.planPendienteId !== planId) {
      throw invalid(
        [{ path: 'plan_id', message: 'El plan no es el que elegiste.', code: 'plan.notChosen' }],
        'El plan no es el que elegiste.',
      );
    }
    const [plan] = await db.select().from(plans).where(eq(plans.planId, planId));
    if (!plan) throw conflict('El plan elegido ya no existe. Elegí otro plan.');
    const amount = Number(plan.costo);
    if (!(amount > 0)) throw conflict('Este plan no requiere pago.');
    return { user, plan, amount };
  }

  function cardIdempotencyKey(userId: string, token: string): string {
    return `liqui-card-${createHash('sha256').update(`${userId}\n${token}`).digest('hex').slice(0, 48)}`;
  }

  /**
   * Stores Liqui's record of a created payment and applies it when approved, in one transaction.
   */
  async function record(
    input: { userId: string; planId: string; amount: number; idempotencyKey: string },
    payment: MpPayment,
    cash: boolean,
  ): Promise<PaymentRow> {
    return withNotices((notices) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(planPayments)
          .values({
            paymentId: String(payment.id),
            userId: input.userId,
            planId: input.planId,
            amount: input.amount.toFixed(2),
            paymentMethodId: payment.payment_method_id,
            status: payment.status,
            statusDetail: payment.status_detail,
            ticketLink: payment.transaction_details?.external_resource_url ?? null,
            idempotencyKey: input.idempotencyKey,
            createdAt: now(),
          })
          .onConflictDoUpdate({
            target: planPayments.paymentId,
            set: { status: payment.status, statusDetail: payment.status_detail },
          })
          .returning();
        if (cash && payment.status === 'pending') {
          // A ticket moves a user without a running period to PAGO_EN_PROCESO (the domain's
          // paymentStatusMachine, 'ticketIssued'); a renewal or a plan bought during the trial
          // leaves the running period as it is.
          await tx
            .update(users)
            .set({ estadoPago: statusAfter(paymentStatusMachine, 'ticketIssued') })
            .where(
              and(
                eq(users.userId, input.userId),
                inArray(users.estadoPago, statusesLeftBy(paymentStatusMachine, 'ticketIssued')),
              ),
            );
        }
        if (payment.status === 'approved') await applyApproval(tx, String(payment.id), notices);
        return row as PaymentRow;
      }),
    );
  }

  /**
   * Runs `work` (a transaction) with a list it fills with e-mails, and sends them once it has
   * resolved (committed); nothing is sent when it throws.
   */
  async function withNotices<T>(work: (notices: Notice[]) => Promise<T>): Promise<T> {
    const notices: Notice[] = [];
    const result = await work(notices);
    for (const { message, mail, userId } of notices) {
      await sendNotice(deps, message, { mail, userId });
    }
    return result;
  }

  /**
   * Applies an approved payment to its user once: locks the payment row, and when not applied yet
   * sets `estado_pago` ACTIVO (`paymentApproved` of the domain's `paymentStatusMachine`), the paid
   * plan, and the service period of its `plazo`. Issue 25 item 4 (`plan-change.ts` of the
   * domain): a plan pricier per month than the one whose paid period runs starts today, with the
   * days left of that period credited at their value (`upgradeCreditDays`); the same plan, a
   * cheaper one, or any plan bought without a running paid period starts after the running
   * `fecha_fin` or today (`servicePeriod`; the trial's free days are not a paid period). A
   * pending plan the payment pays is cleared. The payment receipt is added to `notices` (sent
   * after the commit; issue 25 item 5).
   */
  async function applyApproval(tx: Db, paymentId: string, notices: Notice[]): Promise<boolean> {
    const [row] = await tx
      .select()
      .from(planPayments)
      .where(and(eq(planPayments.paymentId, paymentId), isNull(planPayments.appliedAt)))
      .for('update');
    if (!row) return false;
    const [plan] = await tx.select().from(plans).where(eq(plans.planId, row.planId));
    const [user] = await tx.select().from(users).where(eq(users.userId, row.userId)).for('update');
    if (!user) return false;
    const today = argentineDateOf(now());
    const running = ['ACTIVO', 'POR_VENCER'].includes(user.estadoPago) ? user.fechaFin : null;
    const [current] =
      user.planId && user.planId !== row.planId
        ? await tx.select().from(plans).where(eq(plans.planId, user.planId))
        : [];
    const priceOf = (price: { costo: string; plazo: number }) => ({
      costoCents: Math.round(Number(price.costo) * 100),
      plazoMonths: price.plazo,
    });
    const isPlanUpgrade =
      plan !== undefined &&
      current !== undefined &&
      running !== null &&
      isUpgrade(priceOf(current), priceOf(plan));
    const period = isPlanUpgrade
      ? (() => {
          const paid = servicePeriod({ today, plazoMonths: plan.plazo, runningUntil: null });
          const credit = upgradeCreditDays(
            { estado_pago: user.estadoPago, fecha_fin: user.fechaFin },
            today,
            priceOf(current),
            priceOf(plan),
          );
          return { fechaInicio: paid.fechaInicio, fechaFin: addDays(paid.fechaFin, credit) };
        })()
      : servicePeriod({ today, plazoMonths: plan?.plazo ?? 1, runningUntil: running });
    const approved = nextStatus(paymentStatusMachine, user.estadoPago, 'paymentApproved');
    await tx
      .update(users)
      .set({
        estadoPago: approved.ok ? approved.to : 'ACTIVO',
        fechaInicio: period.fechaInicio,
        fechaFin: period.fechaFin,
        plan: plan?.plan ?? user.plan,
        planId: row.planId,
        ...(user.planPendienteId === row.planId ? { planPendienteId: null } : {}),
      })
      .where(eq(users.userId, row.userId));
    await tx
      .update(planPayments)
      .set({ appliedAt: now(), status: 'approved' })
      .where(eq(planPayments.paymentId, paymentId));
    notices.push({
      mail: 'payment-receipt',
      userId: row.userId,
      message: paymentReceiptMail({
        to: user.email,
        givenName: user.nombre,
        plan: plan?.plan ?? user.plan ?? '',
        amount: row.amount,
        paymentMethodId: row.paymentMethodId,
        paymentId,
        paidOn: argentineDateOf(now()),
        fechaInicio: period.fechaInicio,
        fechaFin: period.fechaFin,
      }),
    });
    return true;
  }

  /** Reads a payment from MP and brings Liqui's record (and the user, when approved) up to date. */
  async function refresh(row: PaymentRow): Promise<PaymentRow> {
    if (row.status === 'approved' || row.status === 'rejected' || row.status === 'cancelled') {
      return row;
    }
    let payment: MpPayment;
    try {
      payment = await requireClient().getPayment(row.paymentId);
    } catch (error) {
      throw failure(error, messages['payment.error']);
    }
    return withNotices((notices) =>
      db.transaction(async (tx) => {
        const [updated] = await tx
          .update(planPayments)
          .set({ status: payment.status, statusDetail: payment.status_detail })
          .where(eq(planPayments.paymentId, row.paymentId))
          .returning();
        if (payment.status === 'approved') await applyApproval(tx, row.paymentId, notices);
        return updated as PaymentRow;
      }),
    );
  }

  async function ownPayment(principal: Principal, paymentId: string): Promise<PaymentRow> {
    const [row] = await db
      .select()
      .from(planPayments)
      .where(and(eq(planPayments.paymentId, paymentId), eq(planPayments.userId, principal.userId)));
    if (!row) throw notFound('No encontramos ese pago.');
    return row;
  }

  function responseOf(row: PaymentRow, msg: string | null): PaymentResponse {
    return {
      payment_id: row.paymentId,
      msg,
      ticket_link: row.ticketLink,
      status: polledStatusOf(row.status),
      error_message: row.status === 'rejected' ? row.statusDetail : null,
      mpago_status_detail: row.statusDetail,
      payment_timestamp: Math.floor(row.createdAt.getTime() / 1000),
    };
  }

  /** Pays the caller's plan with a card token (shared by both card endpoints). */
  async function payByCard(
    principal: Principal,
    input: {
      planId: string;
      token: string;
      paymentMethodId: string;
      issuerId?: string | undefined;
      email: string;
      identification?: { type: string; number: string } | undefined;
      firstName?: string | undefined;
      lastName?: string | undefined;
    },
  ): Promise<{ row: PaymentRow; isNew: boolean }> {
    const { plan, amount } = await planToCharge(principal, input.planId);
    const idempotencyKey = cardIdempotencyKey(principal.userId, input.token);
    const [existing] = await db
      .select()
      .from(planPayments)
      .where(eq(planPayments.idempotencyKey, idempotencyKey));
    if (existing) return { row: existing, isNew: false };
    let payment: MpPayment;
    try {
      payment = await requireClient().createPayment({
        amount,
        description: `Liqui – plan ${plan.plan} (${plan.plazo} ${plan.plazo === 1 ? 'mes' : 'meses'})`,
        paymentMethodId: input.paymentMethodId,
        token: input.token,
        issuerId: input.issuerId,
        payer: {
          email: input.email,
          identification: input.identification,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        externalReference: `${principal.userId}:${plan.planId}`,
        idempotencyKey,
        notificationUrl: deps.notificationUrl,
      });
    } catch (error) {
      throw failure(error, messages['payment.notCreated']);
    }
    const row = await record(
      { userId: principal.userId, planId: plan.planId, amount, idempotencyKey },
      payment,
      false,
    );
    return { row, isNew: true };
  }

  /**
   * Saves the card of an approved payment as the user's subscription card (`mp_customer_id`,
   * `mp_customer_card_id`): the MP customer of `email` (found or created) and the card of the
   * payment's token. A failure is logged and leaves the user without a saved card: the payment
   * itself stands (the plan then simply ends at `fecha_fin`).
   */
  async function saveSubscriptionCard(userId: string, email: string, token: string): Promise<void> {
    try {
      const saved = await requireClient().saveCard(email, token);
      await db
        .update(users)
        .set({ mpCustomerId: saved.customerId, mpCustomerCardId: saved.cardId })
        .where(eq(users.userId, userId));
    } catch (error) {
      deps.logger.warn({ err: error }, 'No se pudo guardar la tarjeta de la suscripción');
    }
  }

  /**
   * `POST /api/payment` (contract `createPayment`): a card payment (`card_token`) or a cash ticket
   * (`payment_method_id` `rapipago` / `pagofacil`, no token) for the caller's plan `plan_id`.
   * Answers `{ payment_id, msg, ticket_link, status, mpago_status_detail, error_message,
   * payment_timestamp }`; a rejected card is a 200 with status REJECTED and the provider's
   * `status_detail` (the screen picks the Spec 02 §8 text from it).
   * With `customer_email` / `mp_customer_id` an approved card becomes the subscription card.
   *
   * @throws ServiceError 400 (plan not the user's, a method that is neither a card with token nor
   *   a cash outlet, MP refused the data), 409 (no plan / free plan), 502 (MP unreachable).
   */
  async function create(principal: Principal, body: PaymentRequest): Promise<PaymentResponse> {
    if (body.card_token) {
      const { row, isNew } = await payByCard(principal, {
        planId: body.plan_id,
        token: body.card_token,
        paymentMethodId: body.payment_method_id,
        issuerId: body.issuer_id ?? undefined,
        email: body.payer_email,
        identification:
          body.payer_id_type && body.payer_id_number
            ? { type: body.payer_id_type, number: body.payer_id_number }
            : undefined,
        firstName: body.first_name ?? undefined,
        lastName: body.last_name ?? undefined,
      });
      const subscribes = Boolean(body.customer_email || body.mp_customer_id);
      if (isNew && subscribes && row.status === 'approved') {
        await saveSubscriptionCard(
          principal.userId,
          body.customer_email ?? body.payer_email,
          body.card_token,
        );
      }
      return responseOf(row, row.status === 'approved' ? 'Pago aprobado' : null);
    }
    const method = cashMethods.find((candidate) => candidate === body.payment_method_id);
    if (!method) {
      throw invalid(
        [
          {
            path: 'payment_method_id',
            message: messages['payment.methodError'],
            code: 'payment.method',
          },
        ],
        messages['payment.methodError'],
      );
    }
    const { user, plan, amount } = await planToCharge(principal, body.plan_id);
    const [pending] = await db
      .select()
      .from(planPayments)
      .where(
        and(
          eq(planPayments.userId, principal.userId),
          eq(planPayments.planId, plan.planId),
          eq(planPayments.paymentMethodId, method),
          eq(planPayments.status, 'pending'),
        ),
      );
    if (pending) return responseOf(pending, 'Ticket de pago generado');
    const idempotencyKey = `liqui-ticket-${randomUUID()}`;
    let payment: MpPayment;
    try {
      payment = await requireClient().createPayment({
        amount,
        description: `Liqui – plan ${plan.plan} (${plan.plazo} ${plan.plazo === 1 ? 'mes' : 'meses'})`,
        paymentMethodId: method,
        payer: {
          email: body.payer_email,
          firstName: body.first_name ?? undefined,
          lastName: body.last_name ?? undefined,
        },
        externalReference: `${principal.userId}:${plan.planId}`,
        idempotencyKey,
        notificationUrl: deps.notificationUrl,
      });
    } catch (error) {
      throw failure(error, messages['payment.ticketError']);
    }
    const row = await record(
      { userId: principal.userId, planId: plan.planId, amount, idempotencyKey },
      payment,
      true,
    );
    if (payment.status === 'pending') {
      await sendNotice(
        deps,
        cashTicketMail({
          to: user.email,
          givenName: user.nombre,
          plan: plan.plan,
          paymentMethodId: method,
          amount,
          reference: payment.transaction_details?.payment_method_reference_id ?? null,
          expiresAt: payment.date_of_expiration ?? null,
          ticketUrl: row.ticketLink,
        }),
        { mail: 'cash-ticket', userId: principal.userId },
      );
    }
    return responseOf(row, 'Ticket de pago generado');
  }

  /**
   * `GET /api/payment?payment_id&payment_timestamp` (contract `getPayment`): the caller's payment,
   * read again from MP while it is not final (approval applied here too). `payment_timestamp`
   * must be the one `POST /payment` answered.
   * @throws ServiceError 404 (not the caller's payment, or another timestamp), 502.
   */
  async function get(principal: Principal, query: PaymentQuery): Promise<PaymentResponse> {
    const row = await ownPayment(principal, query.payment_id);
    if (Math.floor(row.createdAt.getTime() / 1000) !== query.payment_timestamp) {
      throw notFound('No encontramos ese pago.');
    }
    return responseOf(await refresh(row), null);
  }

  /**
   * `GET /api/root/users/me/handleCheckout?payment_id` (contract `handleCheckout`): approved →
   * SUCCEEDED; rejected or cancelled → FAILED with `errorMessage` = the provider's
   * `status_detail`; otherwise PENDING (Spec 02 §4 "Card payment result").
   * @throws ServiceError 404 (not the caller's payment), 502.
   */
  async function checkout(principal: Principal, paymentId: string): Promise<CheckoutResult> {
    const row = await refresh(await ownPayment(principal, paymentId));
    if (row.status === 'approved') return { status: 'SUCCEEDED', errorMessage: null };
    if (row.status === 'rejected' || row.status === 'cancelled') {
      return { status: 'FAILED', errorMessage: row.statusDetail };
    }
    return { status: 'PENDING', errorMessage: null };
  }

  /**
   * `POST /api/mercadopago-payment` (contract `createCardPayment`): pays the caller's plan
   * `plan_id` with the embedded card form's data (`response.response`: token, payment method,
   * issuer, payer). Answers `{ status, error_message }`: the provider's status and, when
   * rejected, its `status_detail` (Spec 02 §4, §8). Same errors as {@link create}.
   */
  async function createFromCardForm(
    principal: Principal,
    body: CardPaymentSubmission,
  ): Promise<CardPaymentResult> {
    const form = body.response.response;
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userId, principal.userId));
    const { row } = await payByCard(principal, {
      planId: body.plan_id,
      token: form.token,
      paymentMethodId: form.payment_method_id,
      issuerId: form.issuer_id ?? undefined,
      email: form.payer.email ?? user?.email ?? principal.email,
      identification: form.payer.identification,
    });
    return {
      status: mpStatusOf(row.status),
      error_message: row.status === 'rejected' ? row.statusDetail : null,
    };
  }

  /**
   * `GET /api/payment/card?mp_customer_id&mp_customer_card_id` (contract `getSavedCard`): the
   * caller's saved card, `{ last_four_digits, payment_method_id }`, read from MP. The ids must be
   * the caller's own (`users.mp_customer_id`, `mp_customer_card_id`).
   * @throws ServiceError 404 (not the caller's card or unknown to MP), 502.
   */
  async function savedCard(principal: Principal, query: SavedCardQuery): Promise<PaymentMethod> {
    const [user] = await db
      .select({ customerId: users.mpCustomerId, cardId: users.mpCustomerCardId })
      .from(users)
      .where(eq(users.userId, principal.userId));
    if (user?.customerId !== query.mp_customer_id || user.cardId !== query.mp_customer_card_id) {
      throw notFound('No encontramos esa tarjeta.');
    }
    try {
      return await requireClient().getCard(query.mp_customer_id, query.mp_customer_card_id);
    } catch (error) {
      if (error instanceof MPNotFoundError) throw notFound('No encontramos esa tarjeta.');
      throw failure(error, messages['payment.error']);
    }
  }

  /**
   * `POST /api/webhooks/mercadopago` (contract `receiveMercadoPagoWebhook`): checks the signature
   * (401 on a bad one, nothing stored), records the notification (key: its `id`, else
   * `type:data.id:action`) and answers at once; a notification already processed is not processed
   * again. Processing (after the answer): for `type` payment of a payment Liqui created, read it
   * from MP and apply it ({@link refresh}). Failures are logged; the notification stays
   * unprocessed so MP's next delivery tries again.
   */
  async function receiveWebhook(input: {
    query: { 'data.id'?: string | undefined; type?: string | undefined; id?: string | undefined };
    body: {
      id?: string | number | undefined;
      type?: string | undefined;
      action?: string | undefined;
      data?: { id?: string | number | undefined } | undefined;
    };
    xSignature: string | undefined;
    xRequestId: string | undefined;
  }): Promise<{ message: string }> {
    const dataId =
      input.query['data.id'] ??
      input.query.id ??
      (input.body.data?.id === undefined ? undefined : String(input.body.data.id));
    const valid = isWebhookSignatureValid({
      xSignature: input.xSignature,
      xRequestId: input.xRequestId,
      dataId,
      secret: deps.webhookSecret,
      nowMs: now().getTime(),
      toleranceSeconds: webhookToleranceSeconds,
    });
    if (!valid || !dataId) {
      throw new ServiceError('unauthenticated', 'La firma de la notificación no es válida.');
    }
    const type = input.query.type ?? input.body.type ?? 'payment';
    const key =
      input.body.id !== undefined
        ? `id:${String(input.body.id)}`
        : `${type}:${dataId}:${input.body.action ?? ''}`;
    await db
      .insert(mercadoPagoWebhookEvents)
      .values({ key, type, dataId, receivedAt: now() })
      .onConflictDoNothing();
    const [event] = await db
      .select({ processedAt: mercadoPagoWebhookEvents.processedAt })
      .from(mercadoPagoWebhookEvents)
      .where(eq(mercadoPagoWebhookEvents.key, key));
    if (!event?.processedAt) {
      const work = processWebhook(key, type, dataId).catch((error) =>
        deps.logger.warn(
          { err: error, key },
          'No se pudo procesar la notificación de Mercado Pago',
        ),
      );
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    }
    return { message: 'Notificación recibida' };
  }

  async function processWebhook(key: string, type: string, dataId: string): Promise<void> {
    if (type === 'payment') {
      const [row] = await db.select().from(planPayments).where(eq(planPayments.paymentId, dataId));
      if (row) await refresh(row);
    }
    await db
      .update(mercadoPagoWebhookEvents)
      .set({ processedAt: now() })
      .where(eq(mercadoPagoWebhookEvents.key, key));
  }

  /**
   * Processes again the notifications recorded but never processed (the process stopped between
   * the answer and the processing, or MP could not be read then) that arrived more than
   * `olderThanMs` ago (default 1 minute; younger ones may still be in flight). MP does not
   * redeliver a notification that was answered 200, so this sweep is what makes the answer-first
   * design lose nothing; run hourly by `jobs/payment-expiry-worker.ts`.
   * @returns how many notifications were processed.
   */
  async function retryUnprocessedWebhooks(olderThanMs = 60_000): Promise<number> {
    const cutoff = new Date(now().getTime() - olderThanMs);
    const pending = await db
      .select()
      .from(mercadoPagoWebhookEvents)
      .where(
        and(
          isNull(mercadoPagoWebhookEvents.processedAt),
          lt(mercadoPagoWebhookEvents.receivedAt, cutoff),
        ),
      );
    let processed = 0;
    for (const event of pending) {
      try {
        await processWebhook(event.key, event.type, event.dataId);
        processed += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, key: event.key },
          'No se pudo procesar la notificación de Mercado Pago',
        );
      }
    }
    return processed;
  }

  /**
   * Charges the saved card of each subscribed user whose period ends today or ended (decision:
   * charged on `fecha_fin`, the last day of service, so an approval continues the service without a
   * gap): users ACTIVO or POR_VENCER with `mp_customer_id` and `mp_customer_card_id`, at their
   * plan's current `costo`, through a card-on-file token and a `SUBSCRIPTIONS` payment. The
   * idempotency key is `liqui-sub-<user>-<fecha_fin>`: one charge per period however many
   * instances or runs. Approved → the next period ({@link servicePeriod}); rejected → nothing
   * (the expiry pass moves the user to VENCIDO after `fecha_fin` and mails). Run hourly by
   * `jobs/payment-expiry-worker.ts`.
   * @returns the payments created (ids).
   */
  async function chargeSubscriptions(): Promise<string[]> {
    const today = argentineDateOf(now());
    const due = await db
      .select()
      .from(users)
      .where(
        and(
          inArray(users.estadoPago, ['ACTIVO', 'POR_VENCER']),
          isNotNull(users.mpCustomerId),
          isNotNull(users.mpCustomerCardId),
          isNotNull(users.planId),
          lte(users.fechaFin, today),
        ),
      );
    const created: string[] = [];
    for (const user of due) {
      const idempotencyKey = `liqui-sub-${user.userId}-${user.fechaFin}`;
      const [done] = await db
        .select({ paymentId: planPayments.paymentId })
        .from(planPayments)
        .where(eq(planPayments.idempotencyKey, idempotencyKey));
      const [plan] = await db
        .select()
        .from(plans)
        .where(eq(plans.planId, user.planId ?? ''));
      if (done || !plan || !(Number(plan.costo) > 0)) continue;
      try {
        const client = requireClient();
        const customerId = user.mpCustomerId as string;
        const token = await client.cardOnFileToken(customerId, user.mpCustomerCardId as string);
        const payment = await client.createPayment({
          amount: Number(plan.costo),
          description: `Liqui – plan ${plan.plan}, suscripción mensual`,
          paymentMethodId: (await client.getCard(customerId, user.mpCustomerCardId as string))
            .payment_method_id as string,
          token,
          payer: { email: user.email, customerId },
          externalReference: `${user.userId}:${plan.planId}`,
          idempotencyKey,
          notificationUrl: deps.notificationUrl,
          recurring: true,
        });
        await record(
          { userId: user.userId, planId: plan.planId, amount: Number(plan.costo), idempotencyKey },
          payment,
          false,
        );
        created.push(String(payment.id));
      } catch (error) {
        deps.logger.warn({ err: error, userId: user.userId }, 'No se pudo cobrar la suscripción');
      }
    }
    return created;
  }

  /**
   * `DELETE /api/payment/card` (contract `removeSavedCard`): stops the automatic charge of the
   * caller's monthly card plan by clearing `mp_customer_card_id`; {@link chargeSubscriptions}
   * only charges users with a saved card, so the next period is not charged and the plan ends at
   * its `fecha_fin`. `mp_customer_id` stays (Mercado Pago's customer, reused if the user
   * subscribes again). Idempotent. Answers `{ message }`.
   */
  async function removeSavedCard(principal: Principal): Promise<{ message: string }> {
    await db
      .update(users)
      .set({ mpCustomerCardId: null })
      .where(eq(users.userId, principal.userId));
    return { message: 'Listo: no vamos a volver a cobrar tu tarjeta.' };
  }

  /**
   * `GET /api/payment/method` (contract `getPlanPaymentMethod`): the method of the caller's last
   * approved plan payment as Mercado Pago reports it (`GET /v1/payments/{id}`: `payment_type_id`,
   * `payment_method_id`, `card.last_four_digits`), so a card approved later (`CONT`, then
   * approved by the webhook) still reads as a card. When Mercado Pago cannot be read, the stored
   * `payment_method_id` answers alone (type and digits `null`): the screen still names the method.
   * `is_subscription`: the user has a saved card (`mp_customer_card_id`), charged each period.
   */
  async function planPaymentMethod(principal: Principal): Promise<PlanPaymentMethod> {
    const [user] = await db
      .select({ cardId: users.mpCustomerCardId })
      .from(users)
      .where(eq(users.userId, principal.userId));
    const isSubscription = Boolean(user?.cardId);
    const approved = await db
      .select()
      .from(planPayments)
      .where(and(eq(planPayments.userId, principal.userId), eq(planPayments.status, 'approved')));
    const last = approved.sort(
      (a, b) =>
        (b.appliedAt ?? b.createdAt).getTime() - (a.appliedAt ?? a.createdAt).getTime() ||
        b.createdAt.getTime() - a.createdAt.getTime(),
    )[0];
    if (!last) {
      return {
        payment_id: null,
        payment_type_id: null,
        payment_method_id: null,
        last_four_digits: null,
        is_subscription: isSubscription,
      };
    }
    try {
      const payment = await requireClient().getPayment(last.paymentId);
      return {
        payment_id: last.paymentId,
        payment_type_id: payment.payment_type_id ?? null,
        payment_method_id: payment.payment_method_id ?? last.paymentMethodId,
        last_four_digits: payment.card?.last_four_digits ?? null,
        is_subscription: isSubscription,
      };
    } catch (error) {
      deps.logger.warn({ err: error }, 'No se pudo leer el pago del plan en Mercado Pago');
      return {
        payment_id: last.paymentId,
        payment_type_id: null,
        payment_method_id: last.paymentMethodId,
        last_four_digits: null,
        is_subscription: isSubscription,
      };
    }
  }

  return {
    removeSavedCard,
    planPaymentMethod,
    chargeSubscriptions,
    retryUnprocessedWebhooks,
    create,
    get,
    checkout,
    createFromCardForm,
    savedCard,
    receiveWebhook,
    /** Resolves when every webhook being processed has finished (tests, shutdown). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** The payments service (see {@link createPaymentsService}). */
export type PaymentsService = ReturnType<typeof createPaymentsService>;
