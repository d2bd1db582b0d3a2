import { randomUUID } from 'node:crypto';
import { messages, type PaymentRequest, type PaymentResponse } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import { planPayments, users } from '../../db/schema.js';
import { sendNotice } from '../../integrations/mail/mailer.js';
import type { MpPayment } from '../../integrations/mercadopago/index.js';
import { cashTicketMail } from '../../mail-templates/cash-ticket.js';
import type { Principal } from '../../principal.js';
import { invalid } from '../../service-error.js';
import type { PaymentsContext } from './context.js';
import { paymentFailure, requireClient } from './mercado-pago.js';
import { payByCard } from './pay-by-card.js';
import { planToCharge } from './queries.js';
import { recordPayment } from './record-payment.js';
import { cashMethods, paymentDescription, responseOf } from './rows.js';

/** What {@link createPayment} needs. */
export type CreatePaymentDeps = Pick<
  PaymentsContext,
  'db' | 'now' | 'client' | 'notificationUrl' | 'mailer' | 'logger'
>;

/**
 * Saves the card of an approved payment as the user's subscription card (`mp_customer_id`,
 * `mp_customer_card_id`): the MP customer of `email` (found or created) and the card of the
 * payment's token. A failure is logged and leaves the user without a saved card: the payment
 * itself stands (the plan then simply ends at `fecha_fin`).
 */
async function saveSubscriptionCard(
  deps: CreatePaymentDeps,
  card: { userId: string; email: string; token: string },
): Promise<void> {
  try {
    const saved = await requireClient(deps.client).saveCard(card.email, card.token);
    await deps.db
      .update(users)
      .set({ mpCustomerId: saved.customerId, mpCustomerCardId: saved.cardId })
      .where(eq(users.userId, card.userId));
  } catch (error) {
    deps.logger.warn({ err: error }, 'No se pudo guardar la tarjeta de la suscripción');
  }
}

/**
 * A cash ticket (`rapipago` / `pagofacil`; Spec 02 §4, §9) for the caller's plan. Decision: a
 * user who asks again for the same plan and outlet while a ticket is pending gets that ticket
 * again. A new ticket is recorded (`record-payment.ts`: PAGO_EN_PROCESO unless the plan is
 * running) and mailed with its payment code and due date (issue 25 item 5).
 */
async function createCashTicket(
  deps: CreatePaymentDeps,
  input: { principal: Principal; body: PaymentRequest },
): Promise<PaymentResponse> {
  const { principal, body } = input;
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
  const { user, plan, amount } = await planToCharge(deps.db, principal, body.plan_id);
  const [pending] = await deps.db
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
    payment = await requireClient(deps.client).createPayment({
      amount,
      description: paymentDescription(plan),
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
    throw paymentFailure(deps.logger, error, messages['payment.ticketError']);
  }
  const row = await recordPayment(deps, {
    userId: principal.userId,
    planId: plan.planId,
    amount,
    idempotencyKey,
    payment,
    cash: true,
  });
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
 * `POST /api/payment` (contract `createPayment`; Spec 02 §4, §7, §8, §9): a card payment
 * (`card_token`, `pay-by-card.ts`) or a cash ticket (`payment_method_id` `rapipago` /
 * `pagofacil`, no token) for the caller's plan `plan_id`, at the plan's `costo` (ARS; the
 * browser's amount is ignored). Answers `{ payment_id, msg, ticket_link, status,
 * mpago_status_detail, error_message, payment_timestamp }`; a rejected card is a 200 with status
 * REJECTED and the provider's `status_detail` (the screen picks the Spec 02 §8 text from it).
 * Subscriptions ('suscripto mensualmente'): with `customer_email` / `mp_customer_id` a new
 * approved card payment saves the card under the MP customer, charged each period by
 * `charge-subscriptions.ts`.
 *
 * @throws ServiceError 400 (plan not the user's, a method that is neither a card with token nor
 *   a cash outlet, MP refused the data), 409 (no plan / free plan), 502 (MP unreachable).
 */
export async function createPayment(
  deps: CreatePaymentDeps,
  input: { principal: Principal; body: PaymentRequest },
): Promise<PaymentResponse> {
  const { principal, body } = input;
  if (!body.card_token) return createCashTicket(deps, input);
  const { row, isNew } = await payByCard(deps, {
    principal,
    card: {
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
    },
  });
  const subscribes = Boolean(body.customer_email || body.mp_customer_id);
  if (isNew && subscribes && row.status === 'approved') {
    await saveSubscriptionCard(deps, {
      userId: principal.userId,
      email: body.customer_email ?? body.payer_email,
      token: body.card_token,
    });
  }
  return responseOf(row, row.status === 'approved' ? 'Pago aprobado' : null);
}
