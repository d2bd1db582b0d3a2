import { MercadoPagoStatus, type PaymentResponse, type PaymentStatus } from '@liqui/domain';
import { is } from 'superstruct';
import type { planPayments, plans } from '../../db/schema.js';

/** A `plan_payments` row: Liqui's record of a payment created in Mercado Pago. */
export type PaymentRow = typeof planPayments.$inferSelect;

/** Cash outlets (Spec 02 §9). */
export const cashMethods = ['rapipago', 'pagofacil'] as const;

/** The polled status of a provider status (Spec 02 §4 "Older card flow"). */
export function polledStatusOf(status: string): PaymentStatus {
  if (status === 'approved') return 'APPROVED';
  if (status === 'rejected' || status === 'cancelled') return 'REJECTED';
  return 'PENDING';
}

/** A provider status as the wire's `MercadoPagoStatus`; one the domain does not know, `pending`. */
export function mpStatusOf(status: string): MercadoPagoStatus {
  return is(status, MercadoPagoStatus) ? status : 'pending';
}

/**
 * A stored payment as the answer of `POST` / `GET /payment` (Spec 02 §4, §7): `status` polled
 * (APPROVED, REJECTED, PENDING), `error_message` the provider's `status_detail` when rejected,
 * `payment_timestamp` the creation instant in Unix seconds.
 */
export function responseOf(row: PaymentRow, msg: string | null): PaymentResponse {
  return {
    payment_id: row.paymentId,
    msg,
    ticket_link: row.ticketLink,
    status: polledStatusOf(row.status),
    error_message: row.status === 'rejected' ? row.statusDetail : null,
    mpago_status_detail: row.statusDetail,
    payment_timestamp: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The description of a plan's payment in Mercado Pago: 'Liqui – plan X (N meses)'. */
export function paymentDescription(
  plan: Pick<typeof plans.$inferSelect, 'plan' | 'plazo'>,
): string {
  return `Liqui – plan ${plan.plan} (${plan.plazo} ${plan.plazo === 1 ? 'mes' : 'meses'})`;
}
