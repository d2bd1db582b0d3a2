import { formatArsAmount, formatCuit, formatDate } from '@liqui/domain';
import type { MailAttachment, MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * 'Invoice to the client' (`mail:invoice-to-client` of the domain's invoice status machine): an
 * invoice ARCA authorized (EMITTED) is e-mailed to the client's `emailCliente`, with its PDF
 * attached, unless the issuer turned it off (`enviar_factura_cliente`). Sent from
 * `modules/invoices/invoice-mail.ts` after the emission job.
 */

/**
 * Subject of the invoice mail: 'Factura C 00003-00000012 de Ana Pérez'.
 *
 * @param input.voucher - the voucher type's name ('Factura C').
 * @param input.number - point of sale and number, `00003-00000012`.
 * @param input.issuer - the issuer's printed name.
 */
export function invoiceToClientSubject(input: {
  voucher: string;
  number: string;
  issuer: string;
}): string {
  return `${input.voucher} ${input.number} de ${input.issuer}`;
}

const template: MailTemplate = {
  name: 'invoice-to-client',
  html: `<p><strong><%= it.issuer %></strong> (CUIT <%= it.issuerCuit %>) te envía su <%= it.voucher %> N.º <%= it.number %> del <%= it.date %> por <strong><%= it.total %></strong>.</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Comprobante</th><td><%= it.voucher %> <%= it.number %></td></tr>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Fecha</th><td><%= it.date %></td></tr>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">Total</th><td><%= it.total %></td></tr>
<% if (it.cae) { %>
<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0">CAE</th><td><%= it.cae %><% if (it.caeDue) { %> (vence el <%= it.caeDue %>)<% } %></td></tr>
<% } %>
</table>
<p>La factura está autorizada por ARCA; el PDF va adjunto a este correo (<%= it.fileName %>).</p>
<% if (it.issuerEmail) { %>
<p>Si tenés una consulta sobre la factura, escribile a <%= it.issuer %> a <a href="mailto:<%= it.issuerEmail %>"><%= it.issuerEmail %></a>.</p>
<% } %>
`,
  text: `<%= it.issuer %> (CUIT <%= it.issuerCuit %>) te envía su <%= it.voucher %> N.º <%= it.number %> del <%= it.date %> por <%= it.total %>.

Comprobante: <%= it.voucher %> <%= it.number %>
Fecha: <%= it.date %>
Total: <%= it.total %>
<% if (it.cae) { -%>
CAE: <%= it.cae %><% if (it.caeDue) { -%> (vence el <%= it.caeDue %>)<% } -%>

<% } -%>

La factura está autorizada por ARCA; el PDF va adjunto a este correo (<%= it.fileName %>).

<% if (it.issuerEmail) { -%>
Si tenés una consulta sobre la factura, escribile a <%= it.issuer %> a <%= it.issuerEmail %>.

<% } -%>
`,
};

/**
 * The invoice mail to the client.
 *
 * @param input.to - the client's e-mail (`emailCliente`).
 * @param input.clientName - `razonSocialCliente`, for the greeting (optional).
 * @param input.issuer - the issuer's printed name (razón social, else nombre y apellido).
 * @param input.issuerCuit - the issuer's CUIT, 11 digits.
 * @param input.issuerEmail - the issuer's e-mail, for questions (optional).
 * @param input.voucher - the voucher type's name ('Factura C').
 * @param input.number - `00003-00000012`.
 * @param input.fecha - issue date, `YYYY-MM-DD`.
 * @param input.importeTotal - the total, in the invoice's currency units (ARS for `PES`).
 * @param input.moneda - ARCA's currency code (`PES`, `DOL`…).
 * @param input.cae - ARCA's authorization code and its expiry `YYYY-MM-DD`.
 * @param input.pdf - the invoice's PDF, attached as `application/pdf`.
 */
export function invoiceToClientMail(input: {
  to: string;
  clientName?: string | null;
  issuer: string;
  issuerCuit: string;
  issuerEmail?: string | null;
  voucher: string;
  number: string;
  fecha: string;
  importeTotal: number;
  moneda: string;
  cae?: string | null;
  fechaVencimientoCae?: string | null;
  pdf: { fileName: string; bytes: Uint8Array };
}): MailMessage {
  const amount = formatArsAmount(input.importeTotal);
  const attachment: MailAttachment = {
    filename: input.pdf.fileName,
    contentType: 'application/pdf',
    content: input.pdf.bytes,
  };
  return renderMail(template, {
    to: input.to,
    subject: invoiceToClientSubject(input),
    givenName: input.clientName,
    data: {
      issuer: input.issuer,
      issuerCuit: formatCuit(input.issuerCuit),
      issuerEmail: input.issuerEmail ?? null,
      voucher: input.voucher,
      number: input.number,
      date: formatDate(input.fecha),
      total: input.moneda === 'PES' ? amount : `${input.moneda} ${amount.replace('$ ', '')}`,
      cae: input.cae ?? null,
      caeDue: input.fechaVencimientoCae ? formatDate(input.fechaVencimientoCae) : null,
      fileName: input.pdf.fileName,
    },
    attachments: [attachment],
  });
}
