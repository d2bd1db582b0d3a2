import { formatDateTime } from '@liqui/domain';
import type { OutboxMessage } from './outbox.service.js';

/**
 * The HTML of the `/dev/outbox` pages: plain server-rendered documents in Spanish (`lang="es-AR"`),
 * with a skip-free simple structure (one `h1`, a table with a caption and column headers, links
 * named by the subject), inline CSS only (the CSP allows inline styles, not scripts) and every
 * stored value escaped.
 */

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** First characters of the text body on one line, for the list's preview column. */
export function previewOf(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; line-height: 1.5; }
  h1 { font-size: 1.5rem; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; padding-bottom: .5rem; color: #444; }
  th, td { border-bottom: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; }
  a { color: #0b57d0; }
  a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #ccc; }
  dt { font-weight: bold; }
  dd { margin: 0 0 .5rem 0; }
`;

function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The list page: newest first, one row per message with date, recipient, subject link, preview. */
export function renderOutboxList(messages: readonly OutboxMessage[]): string {
  const intro = `<p>Los correos que envió el servidor en este entorno de desarrollo (no se entregan a nadie). El más reciente primero. También en <a href="/dev/outbox.json">formato JSON</a>.</p>`;
  if (messages.length === 0) {
    return documentOf(
      'Correos enviados - Liqui',
      `<h1>Correos enviados</h1>\n${intro}\n<p>Todavía no se envió ningún correo.</p>`,
    );
  }
  const rows = messages
    .map(
      (message) => `<tr>
<td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(formatDateTime(message.createdAt))}</time></td>
<td>${escapeHtml(message.to)}</td>
<td><a href="/dev/outbox/${message.id}">${escapeHtml(message.subject || '(sin asunto)')}</a></td>
<td>${escapeHtml(previewOf(message.text))}</td>
</tr>`,
    )
    .join('\n');
  return documentOf(
    'Correos enviados - Liqui',
    `<h1>Correos enviados</h1>
${intro}
<table>
<caption>${messages.length === 1 ? '1 correo' : `${messages.length} correos`}, el más reciente primero</caption>
<thead><tr><th scope="col">Fecha</th><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Vista previa</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/**
 * One message: its headers, its HTML in a sandboxed iframe (`srcdoc`, `sandbox=""`: no scripts,
 * no forms, no navigation of this page) and its text version.
 */
export function renderOutboxMessage(message: OutboxMessage): string {
  const subject = message.subject || '(sin asunto)';
  return documentOf(
    `${subject} - Correos enviados - Liqui`,
    `<p><a href="/dev/outbox">Volver a los correos enviados</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl>
<dt>De</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Para</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Fecha</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(formatDateTime(message.createdAt))}</time></dd>
</dl>
<h2>Texto</h2>
<pre>${escapeHtml(message.text)}</pre>
${attachmentsOf(message)}
<h2>Versión HTML</h2>
<iframe title="Contenido HTML del correo" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>`,
  );
}

/** The message's attachments as download links (nothing without any). */
function attachmentsOf(message: OutboxMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments
    .map(
      (attachment, index) =>
        `<li><a href="/dev/outbox/${message.id}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
    )
    .join('\n');
  return `<h2>Adjuntos</h2>\n<ul>\n${items}\n</ul>`;
}

/** The page for an unknown message id. */
export function renderOutboxNotFound(): string {
  return documentOf(
    'Correo no encontrado - Liqui',
    `<h1>Correo no encontrado</h1>\n<p><a href="/dev/outbox">Volver a los correos enviados</a></p>`,
  );
}
