import { createHmac, randomUUID } from 'node:crypto';
import type { SandboxLogger } from './logger.js';
import type { MpSandboxStore, StoredWebhook } from './store.js';

/**
 * Signed webhook deliveries of the Mercado Pago sandbox (reference mercadopago.md §8, §10 item 6):
 * `POST <webhook URL>?data.id=<payment id>&type=payment` with the body
 * `{ id, live_mode: false, type: 'payment', date_created, user_id, api_version: 'v1', action,
 * data: { id } }` and the headers `x-request-id` (a new UUID per attempt),
 * `x-signature: ts=<unix seconds>,v1=<hex HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`
 * keyed with the webhook secret, `User-Agent: MercadoPago WebHook v1.0`.
 *
 * Where they go: ONLY the webhook URL the sandbox was configured with (`webhookUrl` of
 * `createMercadoPagoSandbox`, `MERCADOPAGO_SANDBOX_WEBHOOK_URL` when it runs alone), the URL a
 * seller sets in Mercado Pago's dashboard (Your integrations → Webhooks). A payment's
 * `notification_url` is never called (issue 26 item 1: a URL taken from a request made the
 * server POST anywhere, a blind SSRF). Without a configured URL nothing is sent.
 *
 * Each notification is kept in the sandbox's store (so `redeliver` finds it); a receiver that does
 * not answer 2xx within 22 s is retried every `retryMs` (MP: 15 min), at most
 * {@link maxWebhookAttempts} attempts, while the process runs. Retries of one notification keep
 * its `id`.
 */

/** Attempts before the sandbox gives up on a notification (decision: MP retries for ~a day). */
export const maxWebhookAttempts = 8;

/** How long a receiver has to answer, ms (reference §8: 22 s). */
const answerTimeoutMs = 22_000;

/** The sandbox's seller id (`user_id` of notifications, `collector_id` of payments). */
export const sandboxCollectorId = 1_234_567_890;

/**
 * The `x-signature` value of a notification: `ts=<ts>,v1=<hmac>` over the documented manifest
 * (pairs whose value is missing are left out; reference §8).
 *
 * @param input.secret - the webhook secret; `dataId` the payment id; `requestId` the
 *   `x-request-id`; `ts` unix seconds.
 */
export function signWebhook(input: {
  secret: string;
  dataId: string;
  requestId: string;
  ts: number;
}): string {
  const manifest = `id:${input.dataId};request-id:${input.requestId};ts:${input.ts};`;
  const v1 = createHmac('sha256', input.secret).update(manifest).digest('hex');
  return `ts=${input.ts},v1=${v1}`;
}

/** The sandbox's webhook sender. */
export type WebhookSender = {
  /**
   * Records a notification of `action` on `paymentId` and delivers it to the configured URL (not
   * awaited); nothing when no URL is configured.
   */
  notify(paymentId: number, action: StoredWebhook['action']): void;
  /**
   * Delivers again, `times` times in a row, the last notification of `paymentId` (same `id`,
   * new `x-request-id` and signature each time), as MP's redeliveries do; awaits them.
   * @returns the HTTP statuses the receiver answered (0 when it could not be reached).
   */
  redeliver(paymentId: number, times: number): Promise<number[]>;
  /** Resolves when every delivery started so far has finished (tests). */
  settle(): Promise<void>;
  /** Cancels the retry timers (the app is stopping). */
  stop(): void;
};

/**
 * Creates the sender over the sandbox's store.
 *
 * @param deps.url - the only receiver (absolute http(s) URL), or `undefined`: nothing is sent.
 * @param deps.retryMs - the wait before a refused notification is sent again, ms.
 */
export function createWebhookSender(deps: {
  store: MpSandboxStore;
  logger: SandboxLogger;
  secret: string;
  url: string | undefined;
  retryMs: number;
  now: () => Date;
}): WebhookSender {
  const { store } = deps;
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function send(row: StoredWebhook, target: string): Promise<number> {
    const dataId = String(row.paymentId);
    const requestId = randomUUID();
    const ts = Math.floor(deps.now().getTime() / 1000);
    const url = new URL(target);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'MercadoPago WebHook v1.0',
          'x-request-id': requestId,
          'x-signature': signWebhook({ secret: deps.secret, dataId, requestId, ts }),
        },
        body: JSON.stringify({
          id: row.id,
          live_mode: false,
          type: 'payment',
          date_created: row.createdAt,
          user_id: sandboxCollectorId,
          api_version: 'v1',
          action: row.action,
          data: { id: dataId },
        }),
        signal: AbortSignal.timeout(answerTimeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      deps.logger.info(
        { err: error, paymentId: row.paymentId },
        'Webhook del sandbox de Mercado Pago no entregado',
      );
    }
    return status;
  }

  async function attempt(id: string, target: string): Promise<void> {
    const row = store.webhook(id);
    if (!row || row.deliveredAt) return;
    const status = await send(row, target);
    const delivered = status >= 200 && status < 300;
    const attempts = row.attempts + 1;
    const current = store.webhook(id) ?? row;
    store.putWebhook({
      ...current,
      attempts,
      lastStatus: status,
      deliveredAt: current.deliveredAt ?? (delivered ? deps.now().toISOString() : null),
    });
    if (!delivered && attempts < maxWebhookAttempts) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void track(attempt(id, target).catch(() => undefined));
      }, deps.retryMs);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    notify(paymentId, action) {
      const target = deps.url;
      if (!target) return;
      const id = randomUUID();
      store.putWebhook({
        id,
        paymentId,
        action,
        attempts: 0,
        lastStatus: null,
        deliveredAt: null,
        createdAt: deps.now().toISOString(),
      });
      void track(attempt(id, target).catch((error) => deps.logger.warn({ err: error }, 'webhook')));
    },
    async redeliver(paymentId, times) {
      const last = store.webhooksOf(paymentId).at(-1);
      const target = deps.url;
      if (!last || !target) return [];
      const statuses: number[] = [];
      for (let index = 0; index < times; index += 1) statuses.push(await track(send(last, target)));
      return statuses;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
