import { formatArsAmount, formatDate } from '@liqui/domain';
import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * 'Payment receipt' (`mail:payment-receipt` of the domain's payment status machine): a plan
 * payment was approved and applied (card at once, a `CONT` card or a cash ticket later, a
 * subscription charge). Sent from the payments service once per payment (when
 * `plan_payments.applied_at` is set).
 */

/** Cash outlets (Mercado Pago `payment_method_id`) and their names. */
const cashOutlets: Readonly<Record<string, string>> = {
  rapipago: 'Rapipago',
  pagofacil: 'Pago Fácil',
};

/** Card brands (Mercado Pago `payment_method_id`) and how a person names them. */
const cardBrands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  naranja: 'Naranja',
  cabal: 'Cabal',
  argencard: 'Argencard',
  cencosud: 'Cencosud',
  diners: 'Diners',
  debvisa: 'Visa Débito',
  debmaster: 'Mastercard Débito',
  debcabal: 'Cabal Débito',
  maestro: 'Maestro',
};

/** Whether `paymentMethodId` is a cash outlet (`rapipago`, `pagofacil`). */
export function isCashMethod(paymentMethodId: string): boolean {
  return paymentMethodId in cashOutlets;
}

/** The outlet's name: `rapipago` → 'Rapipago', `pagofacil` → 'Pago Fácil' (else the id). */
export function cashOutletName(paymentMethodId: string): string {
  return cashOutlets[paymentMethodId] ?? paymentMethodId;
}

/**
 * How the receipt names a payment method: 'Efectivo en Rapipago', 'Efectivo en Pago Fácil',
 * 'Tarjeta Visa', 'Tarjeta Mastercard Débito'…; an unknown card id as 'Tarjeta (<id>)'.
 *
 * @param paymentMethodId - Mercado Pago's `payment_method_id`.
 */
export function paymentMethodLabel(paymentMethodId: string): string {
  if (isCashMethod(paymentMethodId)) return `Efectivo en ${cashOutletName(paymentMethodId)}`;
  const brand = cardBrands[paymentMethodId];
  return brand ? `Tarjeta ${brand}` : `Tarjeta (${paymentMethodId})`;
}

/** Subject of the payment receipt of plan `plan`: 'Recibimos tu pago del plan Plus'. */
export function paymentReceiptSubject(plan: string): string {
  return `Recibimos tu pago del plan ${plan}`;
}

const template: MailTemplate = {
  name: 'payment-receipt',
  html: `<p>Recibimos tu pago y tu plan <strong><%= it.plan %></strong> está activo.</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Importe</th><td><%= it.amount %></td></tr>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Medio de pago</th><td><%= it.method %></td></tr>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Fecha de pago</th><td><%= it.paidOn %></td></tr>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Número de operación</th><td><%= it.paymentId %></td></tr>
<% if (it.from && it.until) { %>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Vigencia</th><td>del <%= it.from %> al <%= it.until %></td></tr>
<% } %>
</table>
<p>Guardá este correo como comprobante. Podés ver tus pagos en Liqui, en Pagos.</p>
`,
  text: `Recibimos tu pago y tu plan <%= it.plan %> está activo.

Importe: <%= it.amount %>
Medio de pago: <%= it.method %>
Fecha de pago: <%= it.paidOn %>
Número de operación: <%= it.paymentId %>
<% if (it.from && it.until) { -%>
Vigencia: del <%= it.from %> al <%= it.until %>
<% } -%>

Guardá este correo como comprobante. Podés ver tus pagos en Liqui, en Pagos.

`,
};

/**
 * The payment receipt.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting.
 * @param input.plan - the plan's name (`Plus`).
 * @param input.amount - the amount paid, ARS (`'12345.00'` as stored, or a number).
 * @param input.paymentMethodId - Mercado Pago's `payment_method_id` ({@link paymentMethodLabel}).
 * @param input.paymentId - Mercado Pago's payment id.
 * @param input.paidOn - the Argentine date of the approval, `YYYY-MM-DD`.
 * @param input.fechaInicio - first day of the service period, `YYYY-MM-DD` (optional).
 * @param input.fechaFin - last day of the service period, `YYYY-MM-DD` (optional).
 */
export function paymentReceiptMail(input: {
  to: string;
  givenName?: string | null;
  plan: string;
  amount: number | string;
  paymentMethodId: string;
  paymentId: string;
  paidOn: string;
  fechaInicio?: string | null;
  fechaFin?: string | null;
}): MailMessage {
  return renderMail(template, {
    to: input.to,
    subject: paymentReceiptSubject(input.plan),
    givenName: input.givenName,
    data: {
      plan: input.plan,
      amount: formatArsAmount(input.amount),
      method: paymentMethodLabel(input.paymentMethodId),
      paidOn: formatDate(input.paidOn),
      paymentId: input.paymentId,
      from: input.fechaInicio ? formatDate(input.fechaInicio) : null,
      until: input.fechaFin ? formatDate(input.fechaFin) : null,
    },
  });
}
