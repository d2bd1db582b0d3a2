import type { CheckoutResult } from '@liqui/domain';
import type { Principal } from '../../principal.js';
import { ownPayment } from './queries.js';
import { type RefreshPaymentDeps, refreshPayment } from './refresh-payment.js';

/**
 * `GET /api/root/users/me/handleCheckout?payment_id` (contract `handleCheckout`; Spec 02 §4 "Card
 * payment result"): the caller's payment, read again from MP while it is not final
 * (`refresh-payment.ts`): approved → SUCCEEDED; rejected or cancelled → FAILED with
 * `errorMessage` = the provider's `status_detail`; otherwise PENDING.
 *
 * @throws ServiceError 404 (not the caller's payment), 502.
 */
export async function handleCheckout(
  deps: RefreshPaymentDeps,
  input: { principal: Principal; paymentId: string },
): Promise<CheckoutResult> {
  const stored = await ownPayment(deps.db, input.principal, input.paymentId);
  const row = await refreshPayment(deps, { row: stored });
  if (row.status === 'approved') return { status: 'SUCCEEDED', errorMessage: null };
  if (row.status === 'rejected' || row.status === 'cancelled') {
    return { status: 'FAILED', errorMessage: row.statusDetail };
  }
  return { status: 'PENDING', errorMessage: null };
}
