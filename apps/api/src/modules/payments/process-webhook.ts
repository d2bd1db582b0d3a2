import { eq } from 'drizzle-orm';
import { mercadoPagoWebhookEvents, planPayments } from '../../db/schema.js';
import type { PaymentsContext } from './context.js';
import { type RefreshPaymentDeps, refreshPayment } from './refresh-payment.js';

/** What {@link processWebhook} needs. */
export type ProcessWebhookDeps = RefreshPaymentDeps & Pick<PaymentsContext, 'db' | 'now'>;

/**
 * Processes one recorded Mercado Pago notification (`mercado_pago_webhook_events`): for `type`
 * payment of a payment Liqui created, reads it from MP and applies it (`refresh-payment.ts`);
 * then marks the notification processed (`processed_at`). Other types and unknown payments are
 * only marked.
 *
 * @throws ServiceError 502 when MP cannot be read: the notification stays unprocessed (retried
 *   by `retry-unprocessed-webhooks.ts`).
 */
export async function processWebhook(
  deps: ProcessWebhookDeps,
  input: { key: string; type: string; dataId: string },
): Promise<void> {
  if (input.type === 'payment') {
    const [row] = await deps.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.paymentId, input.dataId));
    if (row) await refreshPayment(deps, { row });
  }
  await deps.db
    .update(mercadoPagoWebhookEvents)
    .set({ processedAt: deps.now() })
    .where(eq(mercadoPagoWebhookEvents.key, input.key));
}
