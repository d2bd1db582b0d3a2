import { formatCuit } from '@liqui/domain';
import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * 'Activation' (`mail:activation` of the domain's taxpayer status machine): the back office's
 * save made the user active (estado_usuario and estado_monotributo both ACTIVO, one of them not
 * before). Sent from the users service (`updateByAdmin`).
 */

/** Subject of the activation mail. */
export const activationSubject = '¡Tu cuenta de Liqui está activa!';

const template: MailTemplate = {
  name: 'activation',
  html: `<p>Terminamos tu alta: tu cuenta de Liqui ya está activa.</p>
<% if (it.cuit) { %>
<p>Tu CUIT: <strong><%= it.cuit %></strong></p>
<% } %>
<p>Desde ahora podés emitir tus facturas electrónicas, seguir tu facturación contra el tope de tu categoría y ver tus impuestos.</p>
`,
  text: `Terminamos tu alta: tu cuenta de Liqui ya está activa.

<% if (it.cuit) { -%>
Tu CUIT: <%= it.cuit %>

<% } -%>
Desde ahora podés emitir tus facturas electrónicas, seguir tu facturación contra el tope de tu categoría y ver tus impuestos.

`,
};

/**
 * The activation mail.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting.
 * @param input.cuit - the user's CUIT (11 digits), shown as `20-11111111-2` when given.
 */
export function activationMail(input: {
  to: string;
  givenName?: string | null;
  cuit?: string | null;
}): MailMessage {
  return renderMail(template, {
    to: input.to,
    subject: activationSubject,
    givenName: input.givenName,
    data: { cuit: input.cuit ? formatCuit(input.cuit) : null },
  });
}
