import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/** One stored e-mail, as `/dev/outbox.json` returns it. */
export type OutboxMessage = {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The attached files (name, MIME type, size in bytes); their content is at {@link findOutboxAttachment}. */
  attachments: { filename: string; contentType: string; size: number }[];
  /** ISO 8601 instant (UTC). */
  createdAt: string;
};

/** Most messages one listing returns. */
export const outboxPageSize = 200;

/**
 * The stored e-mails, newest first (highest id first), at most {@link outboxPageSize}.
 *
 * @param options.to - only messages to this address (case-insensitive).
 */
export async function listOutbox(
  database: Database,
  options: { to?: string | undefined } = {},
): Promise<OutboxMessage[]> {
  const to = options.to?.trim().toLowerCase();
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(outboxPageSize);
  return rows.map(toMessage);
}

/** One stored e-mail, or `null` when there is none with that id. */
export async function findOutboxMessage(
  database: Database,
  id: number,
): Promise<OutboxMessage | null> {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ? toMessage(row) : null;
}

function toMessage(row: typeof mailOutbox.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: Buffer.byteLength(attachment.content, 'base64'),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attachment `index` (0-based) of message `id`: its name, MIME type and bytes, or `null` when
 * there is no such message or attachment.
 */
export async function findOutboxAttachment(
  database: Database,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [row] = await database.db
    .select({ attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  const attachment = row?.attachments[index];
  if (!attachment) return null;
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content, 'base64'),
  };
}
