import { messages } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { planPayments } from '../../db/schema.js';
import type { MpPayment } from '../../integrations/mercadopago/index.js';
import { applyApproval } from './apply-approval.js';
import type { PaymentsContext } from './context.js';
import { paymentFailure, requireClient } from './mercado-pago.js';
import { withNotices } from './notices.js';
import type { PaymentRow } from './rows.js';

/** What {@link refreshPayment} needs. */
export type RefreshPaymentDeps = Pick<
  PaymentsContext,
  'db' | 'now' | 'client' | 'mailer' | 'logger'
>;

/**
 * Reads a payment from Mercado Pago (`GET /v1/payments/{id}`) and brings Liqui's record up to
 * date, applying it when approved (`apply-approval.ts`, once per payment, its receipt mailed
 * after the commit). A final record (approved, rejected, cancelled) is answered as it is,
 * without asking MP.
 *
 * @returns the record as stored now.
 * @throws ServiceError 502 'Ocurrió un error generando el pago' when MP cannot be read
 *   (`mercado-pago.ts`).
 */
export async function refreshPayment(
  deps: RefreshPaymentDeps,
  input: { row: PaymentRow },
): Promise<PaymentRow> {
  const { row } = input;
  if (row.status === 'approved' || row.status === 'rejected' || row.status === 'cancelled') {
    return row;
  }
  let payment: MpPayment;
  try {
    payment = await requireClient(deps.client).getPayment(row.paymentId);
  } catch (error) {
    throw paymentFailure(deps.logger, error, messages['payment.error']);
  }
  return withNotices(deps, (notices) =>
    deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(planPayments)
        .set({ status: payment.status, statusDetail: payment.status_detail })
        .where(eq(planPayments.paymentId, row.paymentId))
        .returning();
      if (!updated) throw new Error('plan payment update returned no row');
      if (payment.status === 'approved') {
        await applyApproval(deps, { tx, paymentId: row.paymentId, notices });
      }
      return updated;
    }),
  );
}
