import { argentineDateOf, formatArsAmount, formatDate } from '@liqui/domain';
import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';
import { cashOutletName } from './payment-receipt.js';

/**
 * 'Cash ticket' (`mail:cash-ticket` of the domain's payment status machine): a cash ticket
 * (Rapipago, Pago Fácil) was generated for the user's plan: its payment code (Mercado Pago's
 * `payment_method_reference_id`), amount, due date (`date_of_expiration`) and the link to the
 * printable ticket. Sent from the payments service when a new ticket is created (not when the
 * same pending ticket is given again).
 */

/** Subject of the cash-ticket mail for an outlet: 'Tu cupón de pago en Rapipago'. */
export function cashTicketSubject(paymentMethodId: string): string {
  return `Tu cupón de pago en ${cashOutletName(paymentMethodId)}`;
}

const template: MailTemplate = {
  name: 'cash-ticket',
  html: `<p>Generaste un cupón para pagar tu plan <strong><%= it.plan %></strong> en efectivo en <%= it.outlet %>.</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
<% if (it.reference) { %>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Código de pago</th><td style="font-size:20px;font-weight:bold;letter-spacing:2px"><%= it.reference %></td></tr>
<% } %>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Importe</th><td><%= it.amount %></td></tr>
<% if (it.dueDate) { %>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Vence</th><td><%= it.dueDate %></td></tr>
<% } %>
</table>
<% if (it.ticketUrl) { %>
<p><a href="<%= it.ticketUrl %>">Ver e imprimir el cupón</a></p>
<% } %>
<p>Pagalo en cualquier local de <%= it.outlet %><% if (it.dueDate) { %> antes del <%= it.dueDate %><% } %> con el código de pago. Cuando se acredite, te enviamos el comprobante por e-mail y tu plan se activa.</p>
`,
  text: `Generaste un cupón para pagar tu plan <%= it.plan %> en efectivo en <%= it.outlet %>.

<% if (it.reference) { -%>
Código de pago: <%= it.reference %>
<% } -%>
Importe: <%= it.amount %>
<% if (it.dueDate) { -%>
Vence: <%= it.dueDate %>
<% } -%>
<% if (it.ticketUrl) { -%>
Cupón: <%= it.ticketUrl %>
<% } -%>

Pagalo en cualquier local de <%= it.outlet %><% if (it.dueDate) { -%> antes del <%= it.dueDate %><% } -%> con el código de pago. Cuando se acredite, te enviamos el comprobante por e-mail y tu plan se activa.

`,
};

/**
 * The cash-ticket mail.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting.
 * @param input.plan - the plan's name.
 * @param input.paymentMethodId - `rapipago` or `pagofacil`.
 * @param input.amount - ARS.
 * @param input.reference - the payment code the outlet asks for (`payment_method_reference_id`).
 * @param input.expiresAt - the ticket's `date_of_expiration` (ISO 8601 instant); shown as its
 *   Argentine date `DD/MM/YYYY`.
 * @param input.ticketUrl - the printable ticket (`external_resource_url`).
 */
export function cashTicketMail(input: {
  to: string;
  givenName?: string | null;
  plan: string;
  paymentMethodId: string;
  amount: number | string;
  reference?: string | null;
  expiresAt?: string | null;
  ticketUrl?: string | null;
}): MailMessage {
  const due = input.expiresAt ? new Date(input.expiresAt) : null;
  return renderMail(template, {
    to: input.to,
    subject: cashTicketSubject(input.paymentMethodId),
    givenName: input.givenName,
    data: {
      plan: input.plan,
      outlet: cashOutletName(input.paymentMethodId),
      amount: formatArsAmount(input.amount),
      reference: input.reference ?? null,
      dueDate: due && !Number.isNaN(due.getTime()) ? formatDate(argentineDateOf(due)) : null,
      ticketUrl: input.ticketUrl ?? null,
    },
  });
}
