import { messages, type PaymentMethod, type SavedCardQuery } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { MPNotFoundError } from 'mercadopago';
import { users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import type { PaymentsContext } from './context.js';
import { paymentFailure, requireClient } from './mercado-pago.js';

/**
 * `GET /api/payment/card?mp_customer_id&mp_customer_card_id` (contract `getSavedCard`; Spec 02
 * §7): the caller's saved card, `{ last_four_digits, payment_method_id }`, read from MP. The ids
 * must be the caller's own (`users.mp_customer_id`, `mp_customer_card_id`).
 *
 * @throws ServiceError 404 'No encontramos esa tarjeta.' (not the caller's card, or unknown to
 *   MP), 502.
 */
export async function getSavedCard(
  deps: Pick<PaymentsContext, 'db' | 'client' | 'logger'>,
  input: { principal: Principal; query: SavedCardQuery },
): Promise<PaymentMethod> {
  const { query } = input;
  const [user] = await deps.db
    .select({ customerId: users.mpCustomerId, cardId: users.mpCustomerCardId })
    .from(users)
    .where(eq(users.userId, input.principal.userId));
  if (user?.customerId !== query.mp_customer_id || user.cardId !== query.mp_customer_card_id) {
    throw notFound('No encontramos esa tarjeta.');
  }
  try {
    return await requireClient(deps.client).getCard(
      query.mp_customer_id,
      query.mp_customer_card_id,
    );
  } catch (error) {
    if (error instanceof MPNotFoundError) throw notFound('No encontramos esa tarjeta.');
    throw paymentFailure(deps.logger, error, messages['payment.error']);
  }
}
