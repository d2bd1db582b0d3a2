import type { CardPaymentResult, CardPaymentSubmission } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { type PayByCardDeps, payByCard } from './pay-by-card.js';
import { mpStatusOf } from './rows.js';

/**
 * `POST /api/mercadopago-payment` (contract `createCardPayment`; Spec 02 §4, §8): pays the
 * caller's plan `plan_id` with the embedded card form's data (`response.response`: token,
 * payment method, issuer, payer; `pay-by-card.ts`). The payer's e-mail is the form's, else the
 * user record's, else the token's.
 *
 * @returns `{ status, error_message }`: the provider's status and, when rejected, its
 *   `status_detail`.
 * @throws ServiceError as `create-payment.ts` for a card: 400, 409, 502.
 */
export async function createCardPayment(
  deps: PayByCardDeps,
  input: { principal: Principal; body: CardPaymentSubmission },
): Promise<CardPaymentResult> {
  const { principal, body } = input;
  const form = body.response.response;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userId, principal.userId));
  const { row } = await payByCard(deps, {
    principal,
    card: {
      planId: body.plan_id,
      token: form.token,
      paymentMethodId: form.payment_method_id,
      issuerId: form.issuer_id ?? undefined,
      email: form.payer.email ?? user?.email ?? principal.email,
      identification: form.payer.identification,
    },
  });
  return {
    status: mpStatusOf(row.status),
    error_message: row.status === 'rejected' ? row.statusDetail : null,
  };
}
