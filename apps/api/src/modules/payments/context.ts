import type { Db } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { MercadoPagoClient } from '../../integrations/mercadopago/index.js';
import type { Logger } from '../../logger.js';

/**
 * Everything the payments' use cases work with, built once by `createPaymentsService`; each use
 * case declares the part it needs (`Pick<PaymentsContext, …>`).
 */
export type PaymentsContext = {
  db: Db;
  /** The clock: payment and webhook instants, the Argentine `today` of the service periods. */
  now: () => Date;
  logger: Logger;
  /** `undefined` outside the sandbox without `MERCADOPAGO_ACCESS_TOKEN`: payments answer 502. */
  client: MercadoPagoClient | undefined;
  /** Where MP sends the webhooks (`config.mercadoPago.notificationUrl`). */
  notificationUrl: string | undefined;
  /** The webhook secret (`resolveWebhookSecret`); `undefined` refuses every webhook. */
  webhookSecret: string | undefined;
  /**
   * Sends the payment receipt and the cash ticket (issue 25 item 5); without it (tests of other
   * modules) no mail is sent.
   */
  mailer?: Mailer | undefined;
  /** Runs `work` after the answer, tracked so the service can wait for it (`settle`). */
  inBackground: (work: Promise<void>) => void;
};
