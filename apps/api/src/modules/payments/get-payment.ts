import type { PaymentQuery, PaymentResponse } from '@liqui/domain';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import { ownPayment } from './queries.js';
import { type RefreshPaymentDeps, refreshPayment } from './refresh-payment.js';
import { responseOf } from './rows.js';

/**
 * `GET /api/payment?payment_id&payment_timestamp` (contract `getPayment`; Spec 02 §4 "Older card
 * flow", §7): the caller's payment, read again from MP while it is not final (approval applied
 * here too, `refresh-payment.ts`). `payment_timestamp` (Unix seconds) must be the one
 * `POST /payment` answered.
 *
 * @returns the payment as `POST /payment` answers it, `msg` null.
 * @throws ServiceError 404 (not the caller's payment, or another timestamp), 502.
 */
export async function getPayment(
  deps: RefreshPaymentDeps,
  input: { principal: Principal; query: PaymentQuery },
): Promise<PaymentResponse> {
  const { query } = input;
  const row = await ownPayment(deps.db, input.principal, query.payment_id);
  if (Math.floor(row.createdAt.getTime() / 1000) !== query.payment_timestamp) {
    throw notFound('No encontramos ese pago.');
  }
  return responseOf(await refreshPayment(deps, { row }), null);
}
