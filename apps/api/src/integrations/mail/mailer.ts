import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { Logger } from '../../logger.js';

/** One e-mail: a recipient, a subject, and the same content as plain text and as HTML. */
export type MailMessage = {
  /** One address, e.g. `ana@example.com`. */
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body (a simple, self-contained document fragment). */
  html: string;
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

/**
 * The mailer chosen by configuration (ARCHITECTURE.md "Runtime", "e-mail"): with `SMTP_URL`,
 * nodemailer's SMTP transport built from that URL (`smtps://user:pass@host:465`); otherwise the
 * outbox: nodemailer builds the message with its JSON transport (addresses parsed, same code
 * path as SMTP) and the result is stored in `mail_outbox`, listed at `/dev/outbox`.
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
        await transport.sendMail({ from: mail.from, ...message });
        logger.info({ to: domainOf(message.to), via: 'smtp' }, 'E-mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
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
      });
      logger.info({ to: domainOf(message.to), via: 'outbox' }, 'E-mail stored in the outbox');
    },
  };
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
