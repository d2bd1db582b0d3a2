/**
 * Calls about plan payments through the payment provider.
 * Source: Spec 02 §7.
 */
import {
  CardPaymentResult,
  CardPaymentSubmission,
  PaymentMethod,
  PaymentQuery,
  PaymentRequest,
  PaymentResponse,
  PlanPaymentMethod,
  SavedCardQuery,
} from '@liqui/domain';
import { number, optional, string, type, union } from 'superstruct';
import { MessageResponse } from './common';
import { defineEndpoint } from './define-endpoint';

/**
 * `GET /payment/card` with query `mp_customer_id`, `mp_customer_card_id`: the saved card
 * (`last_four_digits`). Source: Spec 02 §7.
 */
export const getSavedCard = defineEndpoint({
  name: 'getSavedCard',
  method: 'GET',
  path: '/payment/card',
  query: SavedCardQuery,
  response: PaymentMethod,
  sources: ['Spec 02 §7'],
  summary: 'Lee la tarjeta guardada del usuario.',
});

/**
 * `POST /payment`: creates a card payment or a cash ticket for a plan; answers `payment_id`,
 * `msg`, `ticket_link` (and the status so far). Source: Spec 02 §7.
 */
export const createPayment = defineEndpoint({
  name: 'createPayment',
  method: 'POST',
  path: '/payment',
  body: PaymentRequest,
  response: PaymentResponse,
  sources: ['Spec 02 §7'],
  summary: 'Crea un pago con tarjeta o un ticket de pago en efectivo.',
});

/**
 * `GET /payment` with query `payment_id`, `payment_timestamp`: the payment's `status` and
 * `mpago_status_detail`, polled every 4 s. Source: Spec 02 §4 and §7.
 */
export const getPayment = defineEndpoint({
  name: 'getPayment',
  method: 'GET',
  path: '/payment',
  query: PaymentQuery,
  response: PaymentResponse,
  sources: ['Spec 02 §7'],
  summary: 'Consulta el estado de un pago.',
});

/**
 * `POST /mercadopago-payment`: pays a plan with the data of the embedded card form
 * (`{ response: { response }, plan_id }`); answers the provider's `status` and `error_message`.
 * Source: Spec 02 §7.
 */
export const createCardPayment = defineEndpoint({
  name: 'createCardPayment',
  method: 'POST',
  path: '/mercadopago-payment',
  body: CardPaymentSubmission,
  response: CardPaymentResult,
  sources: ['Spec 02 §7'],
  summary: 'Paga un plan con el formulario de tarjeta embebido.',
});

/**
 * The query of a Mercado Pago webhook delivery: `data.id` (the payment id) and `type`
 * (`payment`…); IPN-style deliveries carry `id` and `topic` instead. Unknown keys are accepted.
 * Source: reference mercadopago.md §8.
 */
export const MercadoPagoWebhookQuery = type({
  'data.id': optional(string()),
  type: optional(string()),
  id: optional(string()),
  topic: optional(string()),
});

/**
 * The body of a Mercado Pago webhook: `{ id, live_mode, type, date_created, user_id,
 * api_version, action, data: { id } }`; only the fields Liqui reads are checked, the rest are
 * accepted as MP adds them. Source: reference mercadopago.md §8.
 */
export const MercadoPagoWebhookBody = type({
  id: optional(union([string(), number()])),
  type: optional(string()),
  action: optional(string()),
  data: optional(type({ id: optional(union([string(), number()])) })),
});

/**
 * `POST /webhooks/mercadopago`: Mercado Pago's payment notifications (a Liqui-own entry, like
 * `GET /arca/status`). Public (MP sends no token): the `x-signature` HMAC over
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the webhook secret is the
 * authentication; a bad or missing one answers 401 and changes nothing. A valid one answers 200
 * `{ message }` at once; the payment is then read from Mercado Pago and applied (approved →
 * estado_pago ACTIVO), once per notification. Source: Liqui; reference mercadopago.md §8.
 */
export const receiveMercadoPagoWebhook = defineEndpoint({
  name: 'receiveMercadoPagoWebhook',
  method: 'POST',
  path: '/webhooks/mercadopago',
  query: MercadoPagoWebhookQuery,
  body: MercadoPagoWebhookBody,
  response: MessageResponse,
  sources: ['Liqui'],
  isPublic: true,
  summary: 'Recibe las notificaciones de pagos de Mercado Pago.',
});

/**
 * `DELETE /payment/card`: stops the automatic charge of a monthly card plan. Clears the caller's
 * saved card (`mp_customer_card_id`), so the subscription pass (`chargeSubscriptions`) does not
 * charge the next period: the plan runs until its `fecha_fin` and then ends like any plan paid
 * once. Answers `{ message }`; idempotent (without a saved card it answers the same). Decision:
 * the card is only forgotten by Liqui (Mercado Pago's customer keeps it until the user removes it
 * there); Liqui never charges it again. Source: Liqui (issue 25 item 6).
 */
export const removeSavedCard = defineEndpoint({
  name: 'removeSavedCard',
  method: 'DELETE',
  path: '/payment/card',
  response: MessageResponse,
  sources: ['Liqui'],
  summary: 'Deja de cobrar la tarjeta guardada: el próximo período no se cobra.',
});

/**
 * `GET /payment/method`: how the caller's plan was last paid, as Mercado Pago reports the last
 * approved plan payment (`payment_type_id`, `payment_method_id`, the card's last four digits),
 * and whether its card is saved for the monthly charge (`is_subscription`). Every field `null`
 * (and `is_subscription` false) before a plan payment is approved. Source: Liqui (issue 25 item 6).
 */
export const getPlanPaymentMethod = defineEndpoint({
  name: 'getPlanPaymentMethod',
  method: 'GET',
  path: '/payment/method',
  response: PlanPaymentMethod,
  sources: ['Liqui'],
  summary: 'Lee el medio con el que se pagó el plan.',
});

/** The payment calls, in the order the spec lists them, then Liqui's own. */
export const paymentEndpoints: readonly [
  typeof getSavedCard,
  typeof createPayment,
  typeof getPayment,
  typeof createCardPayment,
  typeof receiveMercadoPagoWebhook,
  typeof removeSavedCard,
  typeof getPlanPaymentMethod,
] = [
  getSavedCard,
  createPayment,
  getPayment,
  createCardPayment,
  receiveMercadoPagoWebhook,
  removeSavedCard,
  getPlanPaymentMethod,
];
