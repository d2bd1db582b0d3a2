import type {
  CardPaymentResult,
  CardPaymentSubmission,
  CheckoutResult,
  PaymentMethod,
  PaymentQuery,
  PaymentRequest,
  PaymentResponse,
  PlanPaymentMethod,
  SavedCardQuery,
} from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { MercadoPagoClient } from '../../integrations/mercadopago/index.js';
import type { Logger } from '../../logger.js';
import type { Principal } from '../../principal.js';
import { chargeSubscriptions } from './charge-subscriptions.js';
import type { PaymentsContext } from './context.js';
import { createCardPayment } from './create-card-payment.js';
import { createPayment } from './create-payment.js';
import { getPayment } from './get-payment.js';
import { getPlanPaymentMethod } from './get-plan-payment-method.js';
import { getSavedCard } from './get-saved-card.js';
import { handleCheckout } from './handle-checkout.js';
import { receiveWebhook, type WebhookDelivery } from './receive-webhook.js';
import { removeSavedCard } from './remove-saved-card.js';
import { retryUnprocessedWebhooks } from './retry-unprocessed-webhooks.js';

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

/**
 * Plan payments through Mercado Pago (issue 13 item 4; Spec 02 §3, §4, §7, §8, §9;
 * ../shared/reference/mercadopago.md §2–§4, §8). One file per call (see `README.md` for the
 * rules the server owns); each method runs the use case of the same file.
 */
export type PaymentsService = {
  /** `GET /api/payment/card` (`get-saved-card.ts`). */
  savedCard(principal: Principal, query: SavedCardQuery): Promise<PaymentMethod>;
  /** `POST /api/payment` (`create-payment.ts`). */
  create(principal: Principal, body: PaymentRequest): Promise<PaymentResponse>;
  /** `GET /api/payment` (`get-payment.ts`). */
  get(principal: Principal, query: PaymentQuery): Promise<PaymentResponse>;
  /** `POST /api/mercadopago-payment` (`create-card-payment.ts`). */
  createFromCardForm(principal: Principal, body: CardPaymentSubmission): Promise<CardPaymentResult>;
  /** `GET /api/root/users/me/handleCheckout` (`handle-checkout.ts`). */
  checkout(principal: Principal, paymentId: string): Promise<CheckoutResult>;
  /** `DELETE /api/payment/card` (`remove-saved-card.ts`). */
  removeSavedCard(principal: Principal): Promise<{ message: string }>;
  /** `GET /api/payment/method` (`get-plan-payment-method.ts`). */
  planPaymentMethod(principal: Principal): Promise<PlanPaymentMethod>;
  /** `POST /api/webhooks/mercadopago` (`receive-webhook.ts`). */
  receiveWebhook(delivery: WebhookDelivery): Promise<{ message: string }>;
  /** The sweep of notifications left unprocessed (`retry-unprocessed-webhooks.ts`). */
  retryUnprocessedWebhooks(olderThanMs?: number): Promise<number>;
  /** The charge of the subscriptions due (`charge-subscriptions.ts`). */
  chargeSubscriptions(): Promise<string[]>;
  /** Resolves when every webhook being processed has finished (tests, shutdown). */
  settle(): Promise<void>;
};

/** Creates the service: the use cases over one {@link PaymentsContext}. */
export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  /** The webhook processings running after their answer (see `settle`). */
  const inFlight = new Set<Promise<void>>();
  const context: PaymentsContext = {
    db: deps.database.db,
    now: deps.now ?? (() => new Date()),
    logger: deps.logger,
    client: deps.client,
    notificationUrl: deps.notificationUrl,
    webhookSecret: deps.webhookSecret,
    mailer: deps.mailer,
    inBackground(work) {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
  };
  return {
    savedCard: (principal, query) => getSavedCard(context, { principal, query }),
    create: (principal, body) => createPayment(context, { principal, body }),
    get: (principal, query) => getPayment(context, { principal, query }),
    createFromCardForm: (principal, body) => createCardPayment(context, { principal, body }),
    checkout: (principal, paymentId) => handleCheckout(context, { principal, paymentId }),
    removeSavedCard: (principal) => removeSavedCard(context, { principal }),
    planPaymentMethod: (principal) => getPlanPaymentMethod(context, { principal }),
    receiveWebhook: (delivery) => receiveWebhook(context, delivery),
    retryUnprocessedWebhooks: (olderThanMs) => retryUnprocessedWebhooks(context, { olderThanMs }),
    chargeSubscriptions: () => chargeSubscriptions(context),
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
