import { Eta } from 'eta/core';
import type { MailAttachment, MailMessage } from '../integrations/mail/mailer.js';

/**
 * The e-mail templates of Liqui (issue 25 item 5), rendered with Eta (`eta/core`, no file
 * system: each template's source lives in its own `.ts` file of this folder, so the bundle
 * carries it). Every e-mail has two templates over the same data: `html`, rendered with HTML
 * auto-escaping (`<%= %>` escapes, `<%~ %>` writes raw and is used only for the layout's body),
 * and `text`, the plain-text part, rendered without escaping and without trimming (its control
 * tags end with `-%>`, which drops the newline after them). Both are wrapped by this file's
 * layouts (greeting, signature, the HTML document). Texts are Spanish (es-AR).
 */

/** One e-mail's templates: Eta sources over the same `it` data. */
export type MailTemplate = {
  /** A unique name (`alta-received`, …): the Eta template names derive from it. */
  readonly name: string;
  /** The HTML part's body (inside the layout's card). */
  readonly html: string;
  /** The text part's body (between the greeting and the signature). */
  readonly text: string;
};

/** The data every template receives besides its own: the layouts read them. */
export type MailLayoutData = {
  /** The e-mail's subject (the HTML document's `<title>`). */
  readonly subject: string;
  /** The first line: 'Hola, Ana:' or 'Hola:' ({@link greetingFor}). */
  readonly greeting: string;
};

const htmlLayout = `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.subject %></title>
</head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#1d4ed8">Liqui</p>
<p><%= it.greeting %></p>
<%~ it.body %>
<p>El equipo de Liqui</p>
</div>
</body>
</html>
`;

const textLayout = `<%= it.greeting %>

<%~ it.body %>
El equipo de Liqui
`;

const htmlEngine = new Eta({ autoEscape: true, cache: true });
// The text part keeps every newline it writes; a control tag ends with `-%>` to drop its own.
const textEngine = new Eta({ autoEscape: false, autoTrim: false, cache: true });
htmlEngine.loadTemplate('@layout', htmlLayout);
textEngine.loadTemplate('@layout', textLayout);
const loaded = new Set<string>();

/** Compiles `template` into both engines once (the first render of each e-mail). */
function load(template: MailTemplate): string {
  const name = `@${template.name}`;
  if (!loaded.has(template.name)) {
    htmlEngine.loadTemplate(name, `<% layout('@layout') %>\n${template.html}`);
    textEngine.loadTemplate(name, `<% layout('@layout') -%>\n${template.text}`);
    loaded.add(template.name);
  }
  return name;
}

/** 'Hola, Ana:' with a first name, 'Hola:' without one (blank names count as none). */
export function greetingFor(givenName: string | null | undefined): string {
  const name = givenName?.trim();
  return name ? `Hola, ${name}:` : 'Hola:';
}

/**
 * Renders one e-mail: `template`'s HTML and text parts over `data` plus the layout's data.
 *
 * @param input.to - the recipient's address.
 * @param input.subject - the subject (also the HTML `<title>`).
 * @param input.givenName - the recipient's first name for the greeting (optional).
 * @param input.data - the template's own data (`it.*`).
 * @param input.attachments - files attached to the message.
 * @returns the message for the `Mailer` (`{ to, subject, html, text, attachments? }`).
 * @throws EtaError when a template is malformed (a programming error, caught by the tests).
 */
export function renderMail<Data extends object>(
  template: MailTemplate,
  input: {
    to: string;
    subject: string;
    givenName?: string | null | undefined;
    data: Data;
    attachments?: readonly MailAttachment[];
  },
): MailMessage {
  const name = load(template);
  const data: Data & MailLayoutData = {
    ...input.data,
    subject: input.subject,
    greeting: greetingFor(input.givenName),
  };
  const message: MailMessage = {
    to: input.to,
    subject: input.subject,
    html: htmlEngine.render(name, data),
    text: `${textEngine
      .render(name, data)
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
  };
  return input.attachments ? { ...message, attachments: input.attachments } : message;
}
