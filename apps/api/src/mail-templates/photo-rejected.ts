import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * 'Photo rejected' (`mail:photo-rejected` of the domain's photo status machine): the e-mail of
 * `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}` (Spec 03 §4 "Deleting photos can
 * notify the user by e-mail with a reason"), sent from the photos service. The subject is stable
 * (tests and people look for it); the wording is ours: the spec names the mail, not its text.
 */

/** Subject of the photo-rejection mail. */
export const photoRejectionSubject = 'Tus fotos en Liqui: necesitamos que las cargues de nuevo';

const template: MailTemplate = {
  name: 'photo-rejected',
  html: `<p>Revisamos las fotos que cargaste en Liqui y tuvimos que borrarlas por este motivo:</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #d97706;background:#fffbeb"><%= it.reason %></blockquote>
<p>Ingresá a Liqui, en Mi cuenta, y cargalas de nuevo para seguir con tu alta.</p>
`,
  text: `Revisamos las fotos que cargaste en Liqui y tuvimos que borrarlas por este motivo:

<%= it.reason %>

Ingresá a Liqui, en Mi cuenta, y cargalas de nuevo para seguir con tu alta.

`,
};

/**
 * The photo-rejection mail.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting (`Hola:` without one).
 * @param input.reason - the admin's reason, as typed (escaped in the HTML).
 */
export function photoRejectionMail(input: {
  to: string;
  givenName?: string | null;
  reason: string;
}): MailMessage {
  return renderMail(template, {
    to: input.to,
    subject: photoRejectionSubject,
    givenName: input.givenName,
    data: { reason: input.reason },
  });
}
