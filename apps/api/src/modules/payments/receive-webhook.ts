import { eq } from 'drizzle-orm';
import { mercadoPagoWebhookEvents } from '../../db/schema.js';
import { isWebhookSignatureValid } from '../../integrations/mercadopago/index.js';
import { ServiceError } from '../../service-error.js';
import type { PaymentsContext } from './context.js';
import { type ProcessWebhookDeps, processWebhook } from './process-webhook.js';

/** How old a webhook signature's `ts` may be, seconds (decision: 5 minutes). */
const webhookToleranceSeconds = 300;

/** What {@link receiveWebhook} needs. */
export type ReceiveWebhookDeps = ProcessWebhookDeps &
  Pick<PaymentsContext, 'webhookSecret' | 'inBackground'>;

/** A Mercado Pago notification as it arrives (query, body, signature headers). */
export type WebhookDelivery = {
  query: { 'data.id'?: string | undefined; type?: string | undefined; id?: string | undefined };
  body: {
    id?: string | number | undefined;
    type?: string | undefined;
    action?: string | undefined;
    data?: { id?: string | number | undefined } | undefined;
  };
  /** The `x-signature` header (`ts=…,v1=…`). */
  xSignature: string | undefined;
  /** The `x-request-id` header. */
  xRequestId: string | undefined;
};

/**
 * `POST /api/webhooks/mercadopago` (contract `receiveMercadoPagoWebhook`; public, authenticated by
 * Mercado Pago's signature; ../shared/reference/mercadopago.md §8): checks the signature (HMAC of
 * `data.id`, `x-request-id` and `ts` with the webhook secret, `ts` at most
 * {@link webhookToleranceSeconds} old), records the notification (`mercado_pago_webhook_events`,
 * key: its `id`, else `type:data.id:action`) and answers at once; a notification already
 * processed is not processed again. Processing runs after the answer (`process-webhook.ts`,
 * through `deps.inBackground`); a failure is logged and the notification stays unprocessed so
 * `retry-unprocessed-webhooks.ts` (or MP's next delivery) tries again.
 *
 * @returns `{ message: 'Notificación recibida' }`.
 * @throws ServiceError 401 'La firma de la notificación no es válida.' (bad or missing
 *   signature, no `data.id`, or no webhook secret): nothing stored.
 */
export async function receiveWebhook(
  deps: ReceiveWebhookDeps,
  input: WebhookDelivery,
): Promise<{ message: string }> {
  const dataId =
    input.query['data.id'] ??
    input.query.id ??
    (input.body.data?.id === undefined ? undefined : String(input.body.data.id));
  const valid = isWebhookSignatureValid({
    xSignature: input.xSignature,
    xRequestId: input.xRequestId,
    dataId,
    secret: deps.webhookSecret,
    nowMs: deps.now().getTime(),
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
  await deps.db
    .insert(mercadoPagoWebhookEvents)
    .values({ key, type, dataId, receivedAt: deps.now() })
    .onConflictDoNothing();
  const [event] = await deps.db
    .select({ processedAt: mercadoPagoWebhookEvents.processedAt })
    .from(mercadoPagoWebhookEvents)
    .where(eq(mercadoPagoWebhookEvents.key, key));
  if (!event?.processedAt) {
    deps.inBackground(
      processWebhook(deps, { key, type, dataId }).catch((error) =>
        deps.logger.warn(
          { err: error, key },
          'No se pudo procesar la notificación de Mercado Pago',
        ),
      ),
    );
  }
  return { message: 'Notificación recibida' };
}
