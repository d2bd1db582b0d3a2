import { messages } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planPayments, plans, users } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { conflict, invalid, notFound } from '../../service-error.js';
import type { PaymentRow } from './rows.js';

/**
 * The plan the caller pays: the `plans` row of `planId`, which must be the user's plan
 * (`users.plan_id`, chosen with `PUT /root/users/me/plan`) or the plan it chose while another
 * one's period runs (`users.plan_pendiente_id`, issue 25 item 4: it takes effect when this
 * payment is approved). The amount is the plan's `costo` in ARS, never the browser's.
 *
 * @returns the user's row, the plan's row and the amount (ARS, > 0).
 * @throws ServiceError 404 (no user record), 400 `plan.notChosen` (`planId` is not the user's
 *   plan), 409 (no plan chosen, the plan no longer exists, a free plan).
 */
export async function planToCharge(db: Db, principal: Principal, planId: string) {
  const [user] = await db.select().from(users).where(eq(users.userId, principal.userId));
  if (!user) throw notFound(messages['user.notFound']);
  if (!user.planId) throw conflict('Elegí un plan antes de pagar.');
  if (user.planId !== planId && user.planPendienteId !== planId) {
    throw invalid(
      [{ path: 'plan_id', message: 'El plan no es el que elegiste.', code: 'plan.notChosen' }],
      'El plan no es el que elegiste.',
    );
  }
  const [plan] = await db.select().from(plans).where(eq(plans.planId, planId));
  if (!plan) throw conflict('El plan elegido ya no existe. Elegí otro plan.');
  const amount = Number(plan.costo);
  if (!(amount > 0)) throw conflict('Este plan no requiere pago.');
  return { user, plan, amount };
}

/**
 * The caller's payment `paymentId`.
 *
 * @throws ServiceError 404 'No encontramos ese pago.' (unknown, or another user's).
 */
export async function ownPayment(
  db: Db,
  principal: Principal,
  paymentId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(planPayments)
    .where(and(eq(planPayments.paymentId, paymentId), eq(planPayments.userId, principal.userId)));
  if (!row) throw notFound('No encontramos ese pago.');
  return row;
}
