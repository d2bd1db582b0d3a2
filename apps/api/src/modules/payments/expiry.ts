import { addDays, argentineDateOf, formatDate } from '@liqui/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { escapeHtml } from '../outbox/outbox.page.js';

/**
 * The daily plan-expiry pass (issue 13 item 4; Spec 02 §4 "Payment status": POR_VENCER,
 * VENCIDO): `fecha_fin` is the last day of service (`plan-term.ts`), Argentina dates.
 *
 * 1. ACTIVO or POR_VENCER users whose `fecha_fin` is before today → VENCIDO, e-mail 'Tu plan de
 *    Liqui venció'.
 * 2. ACTIVO users whose `fecha_fin` is today or within the next {@link expiryNoticeDays} days →
 *    POR_VENCER, e-mail 'Tu plan de Liqui vence el DD/MM/YYYY'.
 *    Not subscribed users (a saved card, `mp_customer_card_id`): their card is charged on
 *    `fecha_fin` (`chargeSubscriptions`); they hear only if that charge fails (step 1 next day).
 *
 * Each step is ONE `UPDATE … WHERE estado_pago … RETURNING` statement, so a user moves (and is
 * mailed) once even when two instances run the pass together; a second pass the same day finds
 * nothing. The mails are sent after the statement through the mailer (the outbox table unless
 * SMTP is configured); decision: a mail that fails is logged and not retried (the state change is
 * what the app works from, and the web shows the expiry itself).
 */

/** How many days before `fecha_fin` a plan becomes POR_VENCER. Source: issue 13 item 4. */
export const expiryNoticeDays = 7;

/** What one pass did: the users moved to each status. */
export type ExpiryPassResult = { porVencer: string[]; vencido: string[] };

/** Runs one pass at `now` (see the module documentation). */
export async function runPaymentExpiry(deps: {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}): Promise<ExpiryPassResult> {
  const { db } = deps.database;
  const today = argentineDateOf((deps.now ?? (() => new Date()))());
  const returning = {
    userId: users.userId,
    email: users.email,
    nombre: users.nombre,
    fechaFin: users.fechaFin,
    plan: users.plan,
  };
  const expired = await db
    .update(users)
    .set({ estadoPago: 'VENCIDO' })
    .where(
      and(
        inArray(users.estadoPago, ['ACTIVO', 'POR_VENCER']),
        isNotNull(users.fechaFin),
        lt(users.fechaFin, today),
      ),
    )
    .returning(returning);
  const expiring = await db
    .update(users)
    .set({ estadoPago: 'POR_VENCER' })
    .where(
      and(
        eq(users.estadoPago, 'ACTIVO'),
        isNull(users.mpCustomerCardId),
        gte(users.fechaFin, today),
        lte(users.fechaFin, addDays(today, expiryNoticeDays)),
      ),
    )
    .returning(returning);
  const mails: MailMessage[] = [
    ...expired.map((user) =>
      mailOf(user.email, 'Tu plan de Liqui venció', [
        `Hola${user.nombre ? ` ${user.nombre}` : ''}:`,
        `Tu plan${user.plan ? ` ${user.plan}` : ''} venció el ${formatDate(user.fechaFin ?? '')}.`,
        'Para seguir usando Liqui, renoválo desde "Servicios de pago".',
      ]),
    ),
    ...expiring.map((user) =>
      mailOf(user.email, `Tu plan de Liqui vence el ${formatDate(user.fechaFin ?? '')}`, [
        `Hola${user.nombre ? ` ${user.nombre}` : ''}:`,
        `Tu plan${user.plan ? ` ${user.plan}` : ''} vence el ${formatDate(user.fechaFin ?? '')}.`,
        'Renoválo desde "Servicios de pago" para no perder el servicio.',
      ]),
    ),
  ];
  for (const mail of mails) {
    await deps.mailer.send(mail).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'No se pudo enviar el aviso de vencimiento del plan');
    });
  }
  return {
    vencido: expired.map((user) => user.userId),
    porVencer: expiring.map((user) => user.userId),
  };
}

function mailOf(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nEl equipo de Liqui`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>El equipo de Liqui</p>`,
  };
}
