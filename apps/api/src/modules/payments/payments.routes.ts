import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { PaymentsService } from './payments.service.js';

/**
 * The payment routes (issue 13 item 4; Spec 02 §7): `GET /api/payment/card`, `POST /api/payment`,
 * `GET /api/payment`, `POST /api/mercadopago-payment`, `GET /api/root/users/me/handleCheckout`,
 * `DELETE /api/payment/card` and `GET /api/payment/method` (any signed-in user, on its own
 * payments and card) and Liqui's public `POST /api/webhooks/mercadopago`
 * (authenticated by Mercado Pago's `x-signature`, 401 otherwise). See `README.md` for the rules
 * and the use-case file of each call for its errors.
 */
export function createPaymentsRoutes({ payments }: { payments: PaymentsService }) {
  return createRouter(
    route(endpoints.getSavedCard, ({ principal, query }) => payments.savedCard(principal, query)),
    route(endpoints.createPayment, ({ principal, body }) => payments.create(principal, body)),
    route(endpoints.getPayment, ({ principal, query }) => payments.get(principal, query)),
    route(endpoints.createCardPayment, ({ principal, body }) =>
      payments.createFromCardForm(principal, body),
    ),
    route(endpoints.handleCheckout, ({ principal, query }) =>
      payments.checkout(principal, query.payment_id),
    ),
    route(endpoints.removeSavedCard, ({ principal }) => payments.removeSavedCard(principal)),
    route(endpoints.getPlanPaymentMethod, ({ principal }) => payments.planPaymentMethod(principal)),
    route(endpoints.receiveMercadoPagoWebhook, ({ query, body }, c) =>
      payments.receiveWebhook({
        query,
        body,
        xSignature: c.req.header('x-signature'),
        xRequestId: c.req.header('x-request-id'),
      }),
    ),
  );
}
