import type { QuestionnaireOutcome } from '@liqui/domain';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { escapeHtml } from '../outbox/outbox.page.js';

/**
 * The e-mails of the questionnaire's dead end, step 10 (Spec 02 §4: "end without DNI; saves and
 * sends a mail", "end without password"), in Spanish (es-AR), plain text and simple HTML.
 * Subjects are stable (tests and people look for them). The wording is ours: the spec names the
 * mail, not its text.
 */

/** Subject of the mail to a user without DNI. */
export const withoutDniSubject = 'Tu alta en Liqui: necesitás tu DNI';
/** Subject of the mail to a user without CUIT and clave fiscal. */
export const withoutClaveSubject = 'Tu alta en Liqui: te ayudamos con tu clave fiscal';

const paragraphsOf: Record<'withoutDni' | 'withoutClave', { subject: string; body: string[] }> = {
  withoutDni: {
    subject: withoutDniSubject,
    body: [
      'Para inscribirte en el monotributo, ARCA pide un DNI argentino vigente.',
      'Cuando lo tengas, ingresá a Liqui y cambiá tu respuesta: seguimos con tu alta desde ahí.',
    ],
  },
  withoutClave: {
    subject: withoutClaveSubject,
    body: [
      'Para inscribirte en el monotributo necesitás CUIT y clave fiscal de ARCA.',
      'Podés obtener tu clave fiscal en el sitio de ARCA con la app Mi Argentina, o con tu DNI en una oficina de ARCA. Si preferís, un asesor de Liqui te acompaña en el trámite.',
      'Cuando la tengas, ingresá a Liqui y cargala: seguimos con tu alta desde ahí.',
    ],
  },
};

/**
 * The mail of a step-10 outcome.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting (`Hola:` without one).
 * @param input.outcome - `withoutDni` or `withoutClave` (`questionnaireOutcome`).
 */
export function questionnaireDeadEndMail(input: {
  to: string;
  givenName?: string | null;
  outcome: Extract<QuestionnaireOutcome, 'withoutDni' | 'withoutClave'>;
}): MailMessage {
  const { subject, body } = paragraphsOf[input.outcome];
  const greeting = input.givenName ? `Hola, ${input.givenName}:` : 'Hola:';
  const text = [greeting, '', ...body.flatMap((line) => [line, '']), 'El equipo de Liqui'].join(
    '\n',
  );
  const html = `<div lang="es-AR" style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<p>${escapeHtml(greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>El equipo de Liqui</p>
</div>`;
  return { to: input.to, subject, text, html };
}
