import { optional, refine, string } from 'superstruct';
import type { VariablesOf } from './values.js';

/** E-mail: `SMTP_URL` and `MAIL_FROM`. */

/**
 * Where e-mail goes (ARCHITECTURE.md "Runtime": SMTP in production, else the outbox table listed at
 * `/dev/outbox`).
 */
export type MailConfig =
  | {
      /** Sent through the SMTP server of `SMTP_URL` (nodemailer). */
      kind: 'smtp';
      /** `smtp://` or `smtps://` URL, may hold credentials: never log it. */
      url: string;
      /** Sender (`MAIL_FROM`). */
      from: string;
    }
  | {
      /** Stored in the `mail_outbox` table, never delivered. */
      kind: 'outbox';
      /** Sender (`MAIL_FROM`). */
      from: string;
    };

/** Sender used when `MAIL_FROM` is unset. */
export const defaultMailFrom = 'Liqui <no-reply@liqui.test>';

const smtpUrl = refine(string(), 'smtpUrl', (value) => {
  try {
    const url = new URL(value);
    return (
      ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') ||
      'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465'
    );
  } catch {
    return 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465';
  }
});

const mailFrom = refine(string(), 'mailFrom', (value) =>
  /^([^<>@\s][^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value)
    ? true
    : 'must be an e-mail address, optionally with a name: Liqui <no-reply@example.com>',
);

/** The e-mail variables, as strings (see `environment.ts`). */
export const mailVariables = {
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(mailFrom),
};

/** The variables of this concern as read from the environment. */
export type MailVariables = VariablesOf<typeof mailVariables>;

/** SMTP when `SMTP_URL` is set, else the outbox; the sender is `MAIL_FROM` or the default. */
export function buildMailConfig(vars: MailVariables): MailConfig {
  const from = vars.MAIL_FROM ?? defaultMailFrom;
  return vars.SMTP_URL ? { kind: 'smtp', url: vars.SMTP_URL, from } : { kind: 'outbox', from };
}
