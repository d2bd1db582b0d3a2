import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * 'Alta received' (`mail:alta-received` of the domain's taxpayer status machine): the
 * questionnaire's save that finished it moved estado_monotributo to HACER_ALTA (Liqui registers
 * the user) or PENDIENTE_REVISION (staff review an existing registration, or a user the
 * monotributo does not fit). Sent from the users service (`updateMe`). When photos are missing
 * the mail says so instead of promising the alta (issue 25: 'Ya tenemos todo para tu alta' must
 * not be followed by 'Debés cargar tus fotos').
 */

/** Subject of the alta-received mail. */
export const altaReceivedSubject = 'Recibimos tus datos para el alta en Liqui';

/** What the user's answers lead to (the questionnaire outcomes that set a status). */
export type AltaKind = 'toRegister' | 'registered' | 'notMonotributo';

const template: MailTemplate = {
  name: 'alta-received',
  html: `<% if (it.kind === 'toRegister') { %>
<p>Recibimos tus respuestas. Con ellas hacemos tu alta en el monotributo ante ARCA.</p>
<% } else if (it.kind === 'registered') { %>
<p>Recibimos tus respuestas. Revisamos los datos de tu inscripción en el monotributo para empezar a gestionarla.</p>
<% } else { %>
<p>Recibimos tus respuestas. Por lo que nos contaste, el monotributo puede no ser el régimen para vos: un asesor de Liqui te va a contactar para ver cómo seguir.</p>
<% } %>
<% if (it.hasPhotos) { %>
<p>Te avisamos por e-mail cuando esté todo listo.</p>
<% } else { %>
<p><strong>Falta un paso:</strong> cargá las fotos de tu DNI (frente y dorso) y de tu rostro en Mi cuenta. Sin ellas no podemos seguir con tu alta.</p>
<% } %>
`,
  text: `<% if (it.kind === 'toRegister') { -%>
Recibimos tus respuestas. Con ellas hacemos tu alta en el monotributo ante ARCA.
<% } else if (it.kind === 'registered') { -%>
Recibimos tus respuestas. Revisamos los datos de tu inscripción en el monotributo para empezar a gestionarla.
<% } else { -%>
Recibimos tus respuestas. Por lo que nos contaste, el monotributo puede no ser el régimen para vos: un asesor de Liqui te va a contactar para ver cómo seguir.
<% } -%>

<% if (it.hasPhotos) { -%>
Te avisamos por e-mail cuando esté todo listo.
<% } else { -%>
Falta un paso: cargá las fotos de tu DNI (frente y dorso) y de tu rostro en Mi cuenta. Sin ellas no podemos seguir con tu alta.
<% } -%>

`,
};

/**
 * The alta-received mail.
 *
 * @param input.to - the user's e-mail.
 * @param input.givenName - `nombre`, for the greeting.
 * @param input.kind - the questionnaire outcome ({@link AltaKind}).
 * @param input.hasPhotos - whether the three photo flags are set (`foto_dni_fr`, `foto_dni_tr`,
 *   `foto_rostro`).
 */
export function altaReceivedMail(input: {
  to: string;
  givenName?: string | null;
  kind: AltaKind;
  hasPhotos: boolean;
}): MailMessage {
  return renderMail(template, {
    to: input.to,
    subject: altaReceivedSubject,
    givenName: input.givenName,
    data: { kind: input.kind, hasPhotos: input.hasPhotos },
  });
}
