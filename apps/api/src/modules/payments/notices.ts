import { type Mailer, type MailMessage, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';

/** An e-mail to send once the transaction that decided it has committed. */
export type Notice = { message: MailMessage; mail: string; userId: string };

/**
 * Runs `work` (a transaction) with a list it fills with e-mails, and sends them once it has
 * resolved (committed), through `sendNotice` (a failure is logged, never fails the payment;
 * issue 25 item 5); nothing is sent when it throws.
 */
export async function withNotices<T>(
  deps: { mailer?: Mailer | undefined; logger: Logger },
  work: (notices: Notice[]) => Promise<T>,
): Promise<T> {
  const notices: Notice[] = [];
  const result = await work(notices);
  for (const { message, mail, userId } of notices) {
    await sendNotice(deps, message, { mail, userId });
  }
  return result;
}
