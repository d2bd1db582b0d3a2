import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';

/**
 * `DELETE /api/payment/card` (contract `removeSavedCard`): stops the automatic charge of the
 * caller's monthly card plan by clearing `mp_customer_card_id`; `charge-subscriptions.ts` only
 * charges users with a saved card, so the next period is not charged and the plan ends at its
 * `fecha_fin`. `mp_customer_id` stays (Mercado Pago's customer, reused if the user subscribes
 * again). Idempotent.
 *
 * @returns `{ message }` 'Listo: no vamos a volver a cobrar tu tarjeta.'
 */
export async function removeSavedCard(
  deps: { db: Db },
  input: { principal: Principal },
): Promise<{ message: string }> {
  await deps.db
    .update(users)
    .set({ mpCustomerCardId: null })
    .where(eq(users.userId, input.principal.userId));
  return { message: 'Listo: no vamos a volver a cobrar tu tarjeta.' };
}
