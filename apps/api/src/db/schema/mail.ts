import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail outbox (ARCHITECTURE.md "Runtime": e-mail goes to an outbox table and `/dev/outbox`
 * unless SMTP is configured). Every message the server sends while `SMTP_URL` is unset is stored
 * here, as nodemailer built it, so a person running locally (and the e2e tests) can read their
 * codes. Nothing is ever delivered from this table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Increasing id: the newest message has the highest. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Sender as sent (`MAIL_FROM`). */
    from: text('from').notNull(),
    /** Recipient address. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body. */
    text: text('text').notNull(),
    /** HTML body. */
    html: text('html').notNull(),
    /**
     * The attachments as sent: `[{ filename, contentType, content }]`, `content` in base64
     * (e.g. the invoice PDF of the client e-mail). `[]` without any.
     */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to').on(table.to)],
);
