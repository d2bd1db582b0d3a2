import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { Logger } from '../../logger.js';

/** A file attached to an e-mail (e.g. the invoice PDF of the client e-mail). */
export type MailAttachment = {
  /** The file name the recipient sees, e.g. `factura-c-00003-00000012.pdf`. */
  filename: string;
  /** MIME type, e.g. `application/pdf`. */
  contentType: string;
  /** The file's bytes. */
  content: Uint8Array;
};

/** One e-mail: a recipient, a subject, and the same content as plain text and as HTML. */
export type MailMessage = {
  /** One address, e.g. `ana@example.com`. */
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body (a self-contained document, or a document fragment). */
  html: string;
  /** Files attached to the message. @default none */
  attachments?: readonly MailAttachment[];
};

/** Sends e-mail. The sender is always `MAIL_FROM`. */
export type Mailer = {
  /**
   * Sends (SMTP) or stores (outbox) one message. Resolves when the SMTP server accepted it or the
   * outbox row is written.
   *
   * @throws Error when the recipient is not an address or the SMTP server refuses the message.
   */
  send(message: MailMessage): Promise<void>;
};

/** The shape nodemailer's JSON transport gives back (only what we read). */
type JsonMessage = {
  from?: { address: string; name: string };
  to?: { address: string; name: string }[];
  subject?: string;
  text?: string;
  html?: string;
};

/** The message as nodemailer's `sendMail` takes it (attachments as Buffers). */
function nodemailerMessageOf(from: string, message: MailMessage) {
  const { attachments, ...rest } = message;
  return {
    from,
    ...rest,
    ...(attachments && attachments.length > 0
      ? {
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        }
      : {}),
  };
}

/**
 * The mailer chosen by configuration (ARCHITECTURE.md "Runtime", "e-mail"): with `SMTP_URL`,
 * nodemailer's SMTP transport built from that URL (`smtps://user:pass@host:465`); otherwise the
 * outbox: nodemailer builds the message with its JSON transport (addresses parsed, same code
 * path as SMTP) and the result is stored in `mail_outbox`, listed at `/dev/outbox`; attachments
 * are stored with it (`mail_outbox.attachments`, content in base64).
 *
 * Every send is logged at `info` with the recipient's domain only (no address, subject or body:
 * they carry codes).
 */
export function createMailer(deps: {
  config: Pick<Config, 'mail'>;
  database: Database;
  logger: Logger;
}): Mailer {
  const { config, database, logger } = deps;
  const mail = config.mail;
  if (mail.kind === 'smtp') {
    const transport = nodemailer.createTransport(mail.url);
    return {
      async send(message) {
        await transport.sendMail(nodemailerMessageOf(mail.from, message));
        logger.info({ to: domainOf(message.to), via: 'smtp' }, 'E-mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail(nodemailerMessageOf(mail.from, message));
      // Cast: nodemailer's JSON transport writes this shape (its documented `message`).
      const built = JSON.parse(info.message) as JsonMessage;
      const to = (built.to ?? []).map((address) => address.address).filter(Boolean);
      if (to.length === 0) throw new Error('The e-mail has no valid recipient');
      const from = built.from
        ? built.from.name
          ? `${built.from.name} <${built.from.address}>`
          : built.from.address
        : mail.from;
      await database.db.insert(mailOutbox).values({
        from,
        to: to.join(', '),
        subject: built.subject ?? '',
        text: built.text ?? '',
        html: built.html ?? '',
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content).toString('base64'),
        })),
      });
      logger.info({ to: domainOf(message.to), via: 'outbox' }, 'E-mail stored in the outbox');
    },
  };
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * Sends `message` after a state change that is already saved (issue 25 item 5: the notices the
 * screens promise), never throwing: a failed send is logged at `error` with `context` (the mail's
 * kind, the user or invoice id; the recipient's domain only) so an operator can resend it, and
 * the caller's request or job goes on. Decision: the notices are sent inline, right after the
 * transaction that changed the state committed, rather than through a pg-boss `mail` job: with
 * the default outbox a send is one insert into the same database, and with SMTP a failure is
 * rare and loud in the logs; the state change is what the app works from (the screens show it
 * without the mail). A `mail` queue with retries belongs to the worker tier of issue 26.
 *
 * @param deps.mailer - the app's mailer; `undefined` (tests of other modules) sends nothing.
 * @param deps.logger - where a failure is logged; `undefined` logs nothing.
 * @param context.mail - the mail's kind (`alta-received`, `payment-receipt`, …), for the log.
 * @returns whether the message was sent (or stored in the outbox).
 */
export async function sendNotice(
  deps: { mailer?: Mailer | undefined; logger?: Logger | undefined },
  message: MailMessage,
  context: { mail: string } & Record<string, string | number | undefined>,
): Promise<boolean> {
  if (!deps.mailer) return false;
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.logger?.error(
      { err: error, ...context, to: domainOf(message.to) },
      'E-mail not sent; the change it announces is saved',
    );
    return false;
  }
}
