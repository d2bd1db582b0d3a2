import {
  addDays,
  argentineDateOf,
  nextStatus,
  paymentStatusMachine,
  statusesLeftBy,
} from '@liqui/domain';
import { and, gte, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type Mailer, type MailMessage, sendNotice } from '../../integrations/mail/mailer.js';
import type { Logger } from '../../logger.js';
import { planPorVencerMail, planVencidoMail } from '../../mail-templates/plan-expiry.js';

/**
 * The daily plan-expiry pass (issue 13 item 4; Spec 02 §4 "Payment status": POR_VENCER,
 * VENCIDO): `fecha_fin` is the last day of service (`plan-term.ts`), Argentina dates.
 *
 * 1. ACTIVO, POR_VENCER or ACTIVO_PRUEBA users whose `fecha_fin` is before today → VENCIDO,
 *    e-mail 'Tu plan de Liqui venció' (the domain's `paymentStatusMachine`, event `expired`).
 * 2. ACTIVO or ACTIVO_PRUEBA users whose `fecha_fin` is today or within the next
 *    {@link expiryNoticeDays} days → POR_VENCER, e-mail 'Tu plan de Liqui vence el DD/MM/YYYY'
 *    (event `expiryNotice`). The 30-day trial expires like any other plan (issue 25 item 3: it
 *    used to stay ACTIVO_PRUEBA for ever): its notice first, VENCIDO on day 31.
 *    Not subscribed users (a saved card, `mp_customer_card_id`): their card is charged on
 *    `fecha_fin` (`chargeSubscriptions`); they hear only if that charge fails (step 1 next day).
 *
 * Each step is ONE `UPDATE … WHERE estado_pago … RETURNING` statement, so a user moves (and is
 * mailed) once even when two instances run the pass together; a second pass the same day finds
 * nothing. The mails (templates of `mail-templates/plan-expiry.ts`) are sent after the statement
 * through the mailer (the outbox table unless SMTP is configured) with `sendNotice`; decision: a
 * mail that fails is logged at `error` and not retried (the state change is what the app works
 * from, and the web shows the expiry itself).
 */

/** How many days before `fecha_fin` a plan becomes POR_VENCER. Source: issue 13 item 4. */
export const expiryNoticeDays = 7;

/** What one pass did: the users moved to each status. */
export type ExpiryPassResult = { porVencer: string[]; vencido: string[] };

/**
 * Runs one pass at `now` (see the module documentation).
 *
 * @param deps.mailer - sends the notices; `undefined` moves the statuses and mails nobody (the demo
 *   seed brings its population's plans to the seeding day this way, `demo/seed-demo.ts`).
 * @param deps.userIds - only these users are looked at. @default every user
 */
export async function runPaymentExpiry(deps: {
  database: Database;
  mailer?: Mailer | undefined;
  logger: Logger;
  now?: () => Date;
  userIds?: readonly string[];
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
  const vencido = nextStatus(paymentStatusMachine, 'POR_VENCER', 'expired');
  const porVencer = nextStatus(paymentStatusMachine, 'ACTIVO', 'expiryNotice');
  if (!vencido.ok || !porVencer.ok) throw new Error('the payment status machine lost its expiry');
  const expired = await db
    .update(users)
    .set({ estadoPago: vencido.to })
    .where(
      and(
        inArray(users.estadoPago, statusesLeftBy(paymentStatusMachine, 'expired')),
        deps.userIds ? inArray(users.userId, [...deps.userIds]) : undefined,
        isNotNull(users.fechaFin),
        lt(users.fechaFin, today),
      ),
    )
    .returning(returning);
  const expiring = await db
    .update(users)
    .set({ estadoPago: porVencer.to })
    .where(
      and(
        inArray(users.estadoPago, statusesLeftBy(paymentStatusMachine, 'expiryNotice')),
        deps.userIds ? inArray(users.userId, [...deps.userIds]) : undefined,
        isNull(users.mpCustomerCardId),
        gte(users.fechaFin, today),
        lte(users.fechaFin, addDays(today, expiryNoticeDays)),
      ),
    )
    .returning(returning);
  const mails: { message: MailMessage; mail: string; userId: string }[] = [
    ...expired.map((user) => ({
      mail: 'plan-vencido',
      userId: user.userId,
      message: planVencidoMail({
        to: user.email,
        givenName: user.nombre,
        plan: user.plan,
        fechaFin: user.fechaFin ?? '',
      }),
    })),
    ...expiring.map((user) => ({
      mail: 'plan-por-vencer',
      userId: user.userId,
      message: planPorVencerMail({
        to: user.email,
        givenName: user.nombre,
        plan: user.plan,
        fechaFin: user.fechaFin ?? '',
      }),
    })),
  ];
  for (const { message, mail, userId } of mails) {
    await sendNotice(deps, message, { mail, userId });
  }
  return {
    vencido: expired.map((user) => user.userId),
    porVencer: expiring.map((user) => user.userId),
  };
}
