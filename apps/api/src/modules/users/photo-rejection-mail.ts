import type { MailMessage } from '../../integrations/mail/mailer.js';
import { escapeHtml } from '../outbox/outbox.page.js';

/**
 * The e-mail of `PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}` (Spec 03 §4 "Deleting
 * photos can notify the user by e-mail with a reason"), in Spanish (es-AR), plain text and simple
 * HTML. The subject is stable (tests and people look for it); the wording is ours: the spec names
 * the mail, not its text.
 */

/** Subject of the photo-rejection mail. */
export const photoRejectionSubject = 'Tus fotos en Liqui: necesitamos que las cargues de nuevo';

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
  const greeting = input.givenName ? `Hola, ${input.givenName}:` : 'Hola:';
  const intro =
    'Revisamos las fotos que cargaste en Liqui y tuvimos que borrarlas por este motivo:';
  const outro = 'Ingresá a Liqui, en Mi cuenta, y cargalas de nuevo para seguir con tu alta.';
  const text = [greeting, '', intro, '', input.reason, '', outro, '', 'El equipo de Liqui'].join(
    '\n',
  );
  const html = `<div lang="es-AR" style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<blockquote>${escapeHtml(input.reason)}</blockquote>
<p>${escapeHtml(outro)}</p>
<p>El equipo de Liqui</p>
</div>`;
  return { to: input.to, subject: photoRejectionSubject, text, html };
}
