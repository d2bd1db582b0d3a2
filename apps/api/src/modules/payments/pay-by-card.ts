import { createHash } from 'node:crypto';
import { messages } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { planPayments } from '../../db/schema.js';
import type { MpPayment } from '../../integrations/mercadopago/index.js';
import type { Principal } from '../../principal.js';
import type { PaymentsContext } from './context.js';
import { paymentFailure, requireClient } from './mercado-pago.js';
import { planToCharge } from './queries.js';
import { recordPayment } from './record-payment.js';
import { type PaymentRow, paymentDescription } from './rows.js';

/** What {@link payByCard} needs. */
export type PayByCardDeps = Pick<
  PaymentsContext,
  'db' | 'now' | 'client' | 'notificationUrl' | 'mailer' | 'logger'
>;

/** The card data of a payment (from `POST /payment` or the embedded card form). */
export type CardPayment = {
  planId: string;
  /** The single-use card token of MP's card form. */
  token: string;
  paymentMethodId: string;
  issuerId?: string | undefined;
  email: string;
  identification?: { type: string; number: string } | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/**
 * The `X-Idempotency-Key` of a card payment: derived from the user and the single-use card token
 * (`liqui-card-<sha256>`), so a browser that resends the same submission gets the same payment,
 * never a second charge.
 */
function cardIdempotencyKey(userId: string, token: string): string {
  return `liqui-card-${createHash('sha256').update(`${userId}\n${token}`).digest('hex').slice(0, 48)}`;
}

/**
 * Pays the caller's plan with a card token (the work of both card endpoints,
 * `create-payment.ts` and `create-card-payment.ts`; Spec 02 §4, §8): the amount is the plan's
 * `costo` in ARS (`queries.ts` `planToCharge`), one installment, the idempotency key of the user
 * and token; a submission already paid answers its stored payment. The new payment is recorded
 * (and applied when approved) by `record-payment.ts`.
 *
 * @returns the stored payment and whether this call created it.
 * @throws ServiceError 400 (plan not the user's; MP refused the data: 'No se pudo generar el
 *   pago, reintenta con otro medio' with MP's cause codes), 409 (no plan / free plan), 502 (MP
 *   unreachable).
 */
export async function payByCard(
  deps: PayByCardDeps,
  input: { principal: Principal; card: CardPayment },
): Promise<{ row: PaymentRow; isNew: boolean }> {
  const { principal, card } = input;
  const { plan, amount } = await planToCharge(deps.db, principal, card.planId);
  const idempotencyKey = cardIdempotencyKey(principal.userId, card.token);
  const [existing] = await deps.db
    .select()
    .from(planPayments)
    .where(eq(planPayments.idempotencyKey, idempotencyKey));
  if (existing) return { row: existing, isNew: false };
  let payment: MpPayment;
  try {
    payment = await requireClient(deps.client).createPayment({
      amount,
      description: paymentDescription(plan),
      paymentMethodId: card.paymentMethodId,
      token: card.token,
      issuerId: card.issuerId,
      payer: {
        email: card.email,
        identification: card.identification,
        firstName: card.firstName,
        lastName: card.lastName,
      },
      externalReference: `${principal.userId}:${plan.planId}`,
      idempotencyKey,
      notificationUrl: deps.notificationUrl,
    });
  } catch (error) {
    throw paymentFailure(deps.logger, error, messages['payment.notCreated']);
  }
  const row = await recordPayment(deps, {
    userId: principal.userId,
    planId: plan.planId,
    amount,
    idempotencyKey,
    payment,
    cash: false,
  });
  return { row, isNew: true };
}
