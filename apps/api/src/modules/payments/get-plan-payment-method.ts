import type { PlanPaymentMethod } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import { planPayments, users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import type { PaymentsContext } from './context.js';
import { requireClient } from './mercado-pago.js';

/**
 * `GET /api/payment/method` (contract `getPlanPaymentMethod`): the method of the caller's last
 * approved plan payment (by `applied_at`, else `created_at`) as Mercado Pago reports it
 * (`GET /v1/payments/{id}`: `payment_type_id`, `payment_method_id`, `card.last_four_digits`), so
 * a card approved later (`CONT`, then approved by the webhook) still reads as a card. When
 * Mercado Pago cannot be read, the stored `payment_method_id` answers alone (type and digits
 * `null`, logged): the screen still names the method. `is_subscription`: the user has a saved
 * card (`mp_customer_card_id`), charged each period. Without an approved payment every field
 * but `is_subscription` is `null`.
 */
export async function getPlanPaymentMethod(
  deps: Pick<PaymentsContext, 'db' | 'client' | 'logger'>,
  input: { principal: Principal },
): Promise<PlanPaymentMethod> {
  const { db } = deps;
  const { userId } = input.principal;
  const [user] = await db
    .select({ cardId: users.mpCustomerCardId })
    .from(users)
    .where(eq(users.userId, userId));
  const isSubscription = Boolean(user?.cardId);
  const approved = await db
    .select()
    .from(planPayments)
    .where(and(eq(planPayments.userId, userId), eq(planPayments.status, 'approved')));
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
    const payment = await requireClient(deps.client).getPayment(last.paymentId);
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
