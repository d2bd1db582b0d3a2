import { argentineDateOf } from '@liqui/domain';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { planPayments, plans, users } from '../../db/schema.js';
import type { PaymentsContext } from './context.js';
import { requireClient } from './mercado-pago.js';
import { recordPayment } from './record-payment.js';

/** What {@link chargeSubscriptions} needs. */
export type ChargeSubscriptionsDeps = Pick<
  PaymentsContext,
  'db' | 'now' | 'client' | 'notificationUrl' | 'mailer' | 'logger'
>;

/**
 * Charges the saved card of each subscribed user whose period ends today or ended (Spec 02 §4
 * 'suscripto mensualmente'; decision: charged on `fecha_fin`, the last day of service, so an
 * approval continues the service without a gap): users ACTIVO or POR_VENCER with
 * `mp_customer_id` and `mp_customer_card_id`, at their plan's current `costo` (ARS), through a
 * card-on-file token and a `SUBSCRIPTIONS` payment. The idempotency key is
 * `liqui-sub-<user>-<fecha_fin>`: one charge per period however many instances or runs.
 * Approved → the next period (`apply-approval.ts`); rejected → nothing (the expiry pass,
 * `expiry.ts`, moves the user to VENCIDO after `fecha_fin` and mails). A user whose charge fails
 * (MP unreachable, the card unknown) is logged and skipped. Run on the hourly ticks of
 * `jobs/payment-expiry-worker.ts` (`alsoRun`, `jobs/start-workers.ts`).
 *
 * @returns the ids of the payments created.
 */
export async function chargeSubscriptions(deps: ChargeSubscriptionsDeps): Promise<string[]> {
  const { db } = deps;
  const today = argentineDateOf(deps.now());
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
    const { mpCustomerId: customerId, mpCustomerCardId: cardId } = user;
    if (customerId === null || cardId === null) continue;
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
      const client = requireClient(deps.client);
      const token = await client.cardOnFileToken(customerId, cardId);
      const card = await client.getCard(customerId, cardId);
      if (card.payment_method_id === null) {
        throw new Error('Mercado Pago reports the saved card without a payment method');
      }
      const payment = await client.createPayment({
        amount: Number(plan.costo),
        description: `Liqui – plan ${plan.plan}, suscripción mensual`,
        paymentMethodId: card.payment_method_id,
        token,
        payer: { email: user.email, customerId },
        externalReference: `${user.userId}:${plan.planId}`,
        idempotencyKey,
        notificationUrl: deps.notificationUrl,
        recurring: true,
      });
      await recordPayment(deps, {
        userId: user.userId,
        planId: plan.planId,
        amount: Number(plan.costo),
        idempotencyKey,
        payment,
        cash: false,
      });
      created.push(String(payment.id));
    } catch (error) {
      deps.logger.warn({ err: error, userId: user.userId }, 'No se pudo cobrar la suscripción');
    }
  }
  return created;
}
