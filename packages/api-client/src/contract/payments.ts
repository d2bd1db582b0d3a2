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
  SavedCardQuery,
} from '@liqui/domain';
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

/** The payment calls, in the order the spec lists them. */
export const paymentEndpoints: readonly [
  typeof getSavedCard,
  typeof createPayment,
  typeof getPayment,
  typeof createCardPayment,
] = [getSavedCard, createPayment, getPayment, createCardPayment];
