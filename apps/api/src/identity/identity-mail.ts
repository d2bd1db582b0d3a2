import type { MailMessage } from '../integrations/mail/mailer.js';
import { escapeHtml } from '../modules/outbox/outbox.page.js';

/**
 * The e-mails of the local identity provider, in Spanish (es-AR), each as plain text and simple
 * HTML. Codes come first in the text so the outbox preview shows them. Subjects are stable (the
 * e2e tests and people look for them).
 */

/** Subject of the sign-up confirmation code e-mail. */
export const confirmationSubject = 'Tu código de verificación de Liqui';
/** Subject of the password-reset code e-mail. */
export const resetSubject = 'Tu código para restablecer la contraseña de Liqui';
/** Subject of the invitation with a temporary password. */
export const invitationSubject = 'Tu cuenta de Liqui: contraseña temporal';
/** Subject of the SMS stand-in (SMS MFA code delivered by e-mail, marked as SMS). */
export const smsSubject = '[SMS] Tu código de ingreso a Liqui';
/** Subject of the password-changed notice. */
export const passwordChangedSubject = 'Cambiaste la contraseña de Liqui';

type Parts = { to: string; subject: string; greeting: string; paragraphs: string[]; code?: string };

function compose({ to, subject, greeting, paragraphs, code }: Parts): MailMessage {
  const text = [
    ...(code ? [`Código: ${code}`, ''] : []),
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    'El equipo de Liqui',
  ].join('\n');
  const codeHtml = code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`
    : '';
  const html = `<div lang="es-AR" style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
${paragraphs
  .map((paragraph, index) =>
    index === 0 && codeHtml
      ? `<p>${escapeHtml(paragraph)}</p>\n${codeHtml}`
      : `<p>${escapeHtml(paragraph)}</p>`,
  )
  .join('\n')}
<p>El equipo de Liqui</p>
</div>`;
  return { to, subject, text, html };
}

function greetingFor(givenName: string | null | undefined): string {
  return givenName ? `Hola, ${givenName}:` : 'Hola:';
}

/** The sign-up confirmation code (valid 24 hours). */
export function confirmationMail(input: {
  to: string;
  code: string;
  givenName?: string | null;
}): MailMessage {
  return compose({
    to: input.to,
    subject: confirmationSubject,
    greeting: greetingFor(input.givenName),
    code: input.code,
    paragraphs: [
      `Tu código de verificación es ${input.code}. Ingresalo en Liqui para confirmar tu correo electrónico.`,
      'El código vence en 24 horas. Si no creaste una cuenta en Liqui, ignorá este correo.',
    ],
  });
}

/** The password-reset code (valid 1 hour); also sent when an administrator resets the password. */
export function resetMail(input: {
  to: string;
  code: string;
  givenName?: string | null;
  byAdministrator?: boolean;
}): MailMessage {
  return compose({
    to: input.to,
    subject: resetSubject,
    greeting: greetingFor(input.givenName),
    code: input.code,
    paragraphs: [
      `Tu código para restablecer la contraseña es ${input.code}. Ingresalo en Liqui junto con tu nueva contraseña.`,
      input.byAdministrator
        ? 'Un administrador pidió que cambies tu contraseña. El código vence en 1 hora; si vence, pedí otro desde "Olvidé mi contraseña".'
        : 'El código vence en 1 hora. Si no pediste restablecer tu contraseña, ignorá este correo: tu contraseña sigue siendo la misma.',
    ],
  });
}

/** The invitation of an administrator-created account, with its temporary password (7 days). */
export function invitationMail(input: {
  to: string;
  username: string;
  temporaryPassword: string;
  givenName?: string | null;
  loginUrl?: string | undefined;
}): MailMessage {
  return compose({
    to: input.to,
    subject: invitationSubject,
    greeting: greetingFor(input.givenName),
    paragraphs: [
      `Te crearon una cuenta en Liqui. Tu usuario es ${input.username} y tu contraseña temporal es ${input.temporaryPassword}`,
      input.loginUrl
        ? `Ingresá en ${input.loginUrl} con esos datos: te vamos a pedir que elijas una contraseña nueva.`
        : 'Ingresá a Liqui con esos datos: te vamos a pedir que elijas una contraseña nueva.',
      'La contraseña temporal vence en 7 días.',
    ],
  });
}

/**
 * The SMS-MFA sign-in code. There is no SMS gateway in the local provider: the message that would
 * go by SMS to `phone` is e-mailed instead, marked `[SMS]` in the subject.
 */
export function smsCodeMail(input: { to: string; code: string; phone: string }): MailMessage {
  return compose({
    to: input.to,
    subject: smsSubject,
    greeting: 'Hola:',
    code: input.code,
    paragraphs: [
      `Tu código de ingreso a Liqui es ${input.code}. Vence en 3 minutos.`,
      `Este mensaje reemplaza al SMS que recibirías en el teléfono ${input.phone}: el entorno local no envía SMS.`,
    ],
  });
}

/** Notice after the password changed (change, reset). */
export function passwordChangedMail(input: { to: string; givenName?: string | null }): MailMessage {
  return compose({
    to: input.to,
    subject: passwordChangedSubject,
    greeting: greetingFor(input.givenName),
    paragraphs: [
      'La contraseña de tu cuenta de Liqui se cambió correctamente.',
      'Si no fuiste vos, restablecé tu contraseña desde "Olvidé mi contraseña" y escribinos.',
    ],
  });
}
