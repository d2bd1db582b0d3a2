import { paymentStatusMachine, statusAfter, statusesLeftBy } from '@liqui/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { planPayments, users } from '../../db/schema.js';
import type { MpPayment } from '../../integrations/mercadopago/index.js';
import { applyApproval } from './apply-approval.js';
import type { PaymentsContext } from './context.js';
import { withNotices } from './notices.js';
import type { PaymentRow } from './rows.js';

/** What {@link recordPayment} needs. */
export type RecordPaymentDeps = Pick<PaymentsContext, 'db' | 'now' | 'mailer' | 'logger'>;

/**
 * Stores Liqui's record of a payment created in Mercado Pago (`plan_payments`, key MP's payment
 * id; a second record of the same payment updates its status) and, in the same transaction:
 * - a pending cash ticket moves a user without a running period to PAGO_EN_PROCESO (the domain's
 *   `paymentStatusMachine`, event `ticketIssued`; Spec 02 §4); a renewal or a plan bought during
 *   the trial leaves the running period (ACTIVO, ACTIVO_PRUEBA, POR_VENCER) as it is;
 * - an approved payment is applied (`apply-approval.ts`), its receipt mailed after the commit.
 *
 * @param input.amount - ARS, stored with 2 decimals.
 * @param input.cash - whether the payment is a cash ticket (`rapipago`, `pagofacil`).
 * @returns the stored row.
 */
export async function recordPayment(
  deps: RecordPaymentDeps,
  input: {
    userId: string;
    planId: string;
    amount: number;
    idempotencyKey: string;
    payment: MpPayment;
    cash: boolean;
  },
): Promise<PaymentRow> {
  const { payment } = input;
  return withNotices(deps, (notices) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(planPayments)
        .values({
          paymentId: String(payment.id),
          userId: input.userId,
          planId: input.planId,
          amount: input.amount.toFixed(2),
          paymentMethodId: payment.payment_method_id,
          status: payment.status,
          statusDetail: payment.status_detail,
          ticketLink: payment.transaction_details?.external_resource_url ?? null,
          idempotencyKey: input.idempotencyKey,
          createdAt: deps.now(),
        })
        .onConflictDoUpdate({
          target: planPayments.paymentId,
          set: { status: payment.status, statusDetail: payment.status_detail },
        })
        .returning();
      if (!row) throw new Error('plan payment insert returned no row');
      if (input.cash && payment.status === 'pending') {
        await tx
          .update(users)
          .set({ estadoPago: statusAfter(paymentStatusMachine, 'ticketIssued') })
          .where(
            and(
              eq(users.userId, input.userId),
              inArray(users.estadoPago, statusesLeftBy(paymentStatusMachine, 'ticketIssued')),
            ),
          );
      }
      if (payment.status === 'approved') {
        await applyApproval(deps, { tx, paymentId: String(payment.id), notices });
      }
      return row;
    }),
  );
}
