import { and, isNull, lt } from 'drizzle-orm';
import { mercadoPagoWebhookEvents } from '../../db/schema.js';
import { type ProcessWebhookDeps, processWebhook } from './process-webhook.js';

/**
 * Processes again the Mercado Pago notifications recorded but never processed (the process
 * stopped between the answer and the processing, or MP could not be read then) that arrived
 * more than `olderThanMs` ago (younger ones may still be in flight). MP does not redeliver a
 * notification that was answered 200, so this sweep is what makes the answer-first design of
 * `receive-webhook.ts` lose nothing; run on the hourly ticks of `jobs/payment-expiry-worker.ts`
 * (`alsoRun`, `jobs/start-workers.ts`). A notification that
 * fails again is logged and left for the next sweep.
 *
 * @param input.olderThanMs - milliseconds. @default 60_000 (1 minute)
 * @returns how many notifications were processed.
 */
export async function retryUnprocessedWebhooks(
  deps: ProcessWebhookDeps,
  input: { olderThanMs?: number | undefined } = {},
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - (input.olderThanMs ?? 60_000));
  const pending = await deps.db
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
      await processWebhook(deps, { key: event.key, type: event.type, dataId: event.dataId });
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
