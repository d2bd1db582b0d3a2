import {
  addDays,
  argentineDateOf,
  isUpgrade,
  nextStatus,
  paymentStatusMachine,
  upgradeCreditDays,
} from '@liqui/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planPayments, plans, users } from '../../db/schema.js';
import { paymentReceiptMail } from '../../mail-templates/payment-receipt.js';
import type { PaymentsContext } from './context.js';
import type { Notice } from './notices.js';
import { servicePeriod } from './plan-term.js';

/** A plan's price as the domain's plan-change rules take it (cents, months). */
function priceOf(price: { costo: string; plazo: number }) {
  return { costoCents: Math.round(Number(price.costo) * 100), plazoMonths: price.plazo };
}

/**
 * Applies an approved payment to its user once (Spec 02 §4 "Payment status"; issue 13 item 4):
 * locks the payment row (`plan_payments.applied_at` null, FOR UPDATE) and, when not applied yet,
 * sets `estado_pago` ACTIVO (`paymentApproved` of the domain's `paymentStatusMachine`), the paid
 * plan, and the service period of its `plazo` (`fecha_inicio` / `fecha_fin`, Argentine dates).
 * Issue 25 item 4 (`plan-change.ts` of the domain): a plan pricier per month than the one whose
 * paid period runs starts today, with the days left of that period credited at their value
 * (`upgradeCreditDays`); the same plan, a cheaper one, or any plan bought without a running paid
 * period starts after the running `fecha_fin` or today (`servicePeriod`; the trial's free days
 * are not a paid period). A pending plan the payment pays is cleared. The payment receipt is
 * added to `notices` (sent after the commit; issue 25 item 5).
 *
 * @param input.tx - the transaction that recorded the approval.
 * @returns whether this call applied it (`false`: applied before, or the user is gone).
 */
export async function applyApproval(
  deps: Pick<PaymentsContext, 'now'>,
  input: { tx: Db; paymentId: string; notices: Notice[] },
): Promise<boolean> {
  const { tx, paymentId } = input;
  const [row] = await tx
    .select()
    .from(planPayments)
    .where(and(eq(planPayments.paymentId, paymentId), isNull(planPayments.appliedAt)))
    .for('update');
  if (!row) return false;
  const [plan] = await tx.select().from(plans).where(eq(plans.planId, row.planId));
  const [user] = await tx.select().from(users).where(eq(users.userId, row.userId)).for('update');
  if (!user) return false;
  const today = argentineDateOf(deps.now());
  const running = ['ACTIVO', 'POR_VENCER'].includes(user.estadoPago) ? user.fechaFin : null;
  const [current] =
    user.planId && user.planId !== row.planId
      ? await tx.select().from(plans).where(eq(plans.planId, user.planId))
      : [];
  const isPlanUpgrade =
    plan !== undefined &&
    current !== undefined &&
    running !== null &&
    isUpgrade(priceOf(current), priceOf(plan));
  const period = isPlanUpgrade
    ? (() => {
        const paid = servicePeriod({ today, plazoMonths: plan.plazo, runningUntil: null });
        const credit = upgradeCreditDays(
          { estado_pago: user.estadoPago, fecha_fin: user.fechaFin },
          today,
          priceOf(current),
          priceOf(plan),
        );
        return { fechaInicio: paid.fechaInicio, fechaFin: addDays(paid.fechaFin, credit) };
      })()
    : servicePeriod({ today, plazoMonths: plan?.plazo ?? 1, runningUntil: running });
  const approved = nextStatus(paymentStatusMachine, user.estadoPago, 'paymentApproved');
  await tx
    .update(users)
    .set({
      estadoPago: approved.ok ? approved.to : 'ACTIVO',
      fechaInicio: period.fechaInicio,
      fechaFin: period.fechaFin,
      plan: plan?.plan ?? user.plan,
      planId: row.planId,
      ...(user.planPendienteId === row.planId ? { planPendienteId: null } : {}),
    })
    .where(eq(users.userId, row.userId));
  await tx
    .update(planPayments)
    .set({ appliedAt: deps.now(), status: 'approved' })
    .where(eq(planPayments.paymentId, paymentId));
  input.notices.push({
    mail: 'payment-receipt',
    userId: row.userId,
    message: paymentReceiptMail({
      to: user.email,
      givenName: user.nombre,
      plan: plan?.plan ?? user.plan ?? '',
      amount: row.amount,
      paymentMethodId: row.paymentMethodId,
      paymentId,
      paidOn: argentineDateOf(deps.now()),
      fechaInicio: period.fechaInicio,
      fechaFin: period.fechaFin,
    }),
  });
  return true;
}
