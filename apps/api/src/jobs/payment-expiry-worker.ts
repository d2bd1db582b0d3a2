import type { Database } from '../db/client.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Logger } from '../logger.js';
import { type ExpiryPassResult, runPaymentExpiry } from '../modules/payments/expiry.js';

/** How often the plan-expiry pass runs, ms: hourly, so a day's change lands within an hour. */
export const paymentExpiryIntervalMs = 3600_000;

/** A running plan-expiry timer. */
export type PaymentExpiryWorker = {
  /**
   * Settles once the first pass (and `alsoRun`) ran, failed or not: `main.ts` prints the demo
   * accounts after it, so they stay the last lines of the start.
   */
  firstRun: Promise<void>;
  /** Stops the timer; a running pass finishes. */
  stop(): Promise<void>;
};

/**
 * Starts the plan-expiry job of this process (`main.ts`; issue 13 item 4: "a daily job moves ACTIVO
 * → POR_VENCER → VENCIDO"): runs {@link runPaymentExpiry} now and every `intervalMs` (default
 * hourly). Decision: pg-boss's cron is off in this app (`jobs/queue.ts`, `schedule: false`), and
 * the pass needs no queue: each step is one conditional `UPDATE … RETURNING`, so however many
 * instances run it and however often, a user moves and is mailed once per step, on the first run
 * of the day its state is due. A failed pass is logged and tried again at the next tick.
 * `alsoRun` (the webhook sweep) runs after the pass on the same ticks.
 */
export function startPaymentExpiryWorker(options: {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
  now?: () => Date;
  /** Called after each pass (tests). */
  onRun?: (result: ExpiryPassResult) => void;
  /**
   * Run on the same ticks after the pass: `main.ts` gives the payments service's sweep of
   * unprocessed Mercado Pago notifications (`retryUnprocessedWebhooks`).
   */
  alsoRun?: () => Promise<unknown>;
}): PaymentExpiryWorker {
  const log = options.logger.child({ job: 'payment-expiry' });
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runPaymentExpiry(options)
      .then((result) => {
        if (result.porVencer.length + result.vencido.length > 0) {
          log.info(
            { porVencer: result.porVencer.length, vencido: result.vencido.length },
            'Plan expiry pass',
          );
        }
        options.onRun?.(result);
      })
      .then(() => options.alsoRun?.())
      .catch((error: unknown) => log.error({ err: error }, 'The plan expiry pass failed'));
  };
  tick();
  const firstRun = running.then(() => undefined);
  const timer = setInterval(tick, options.intervalMs ?? paymentExpiryIntervalMs);
  timer.unref();
  return {
    firstRun,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
