import { randomUUID } from 'node:crypto';
import { addDays, argentineDateOf, type EstadoPago } from '@liqui/domain';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { createTestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { runPaymentExpiry } from './expiry.js';

/**
 * The daily plan-expiry pass (issue 13 item 4): ACTIVO → POR_VENCER within 7 days of `fecha_fin`,
 * → VENCIDO after it, one e-mail (mail outbox) per step, nothing twice.
 */
describe('plan expiry pass', () => {
  let database: Database;
  let context: ReturnType<typeof createTestContext>;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
  });
  afterAll(async () => {
    await database.close();
  });

  async function userWith(estadoPago: EstadoPago, fechaFin: string | null) {
    const userId = randomUUID();
    const email = `user-${userId}@liqui.test`;
    await context.services.users.createFromIdentity({ sub: userId, username: email, email });
    await database.db
      .update(users)
      .set({ estadoPago, fechaFin, plan: 'Plus' })
      .where(eq(users.userId, userId));
    return { userId, email };
  }

  async function statusOf(userId: string) {
    const [row] = await database.db.select().from(users).where(eq(users.userId, userId));
    return row?.estadoPago;
  }

  it('moves ACTIVO to POR_VENCER and then to VENCIDO, mailing the user at each step', async () => {
    let clock = new Date('2026-11-26T12:00:00Z');
    const today = argentineDateOf(clock);
    const run = () =>
      runPaymentExpiry({
        database,
        mailer: context.services.mailer,
        logger: pino({ level: 'silent' }),
        now: () => clock,
      });
    const far = await userWith('ACTIVO', addDays(today, 8));
    const soon = await userWith('ACTIVO', addDays(today, 7));
    const lastDay = await userWith('ACTIVO', today);
    const past = await userWith('ACTIVO', addDays(today, -1));
    const warned = await userWith('POR_VENCER', addDays(today, -1));
    const inactive = await userWith('INACTIVO', addDays(today, -30));
    const subscribed = await userWith('ACTIVO', addDays(today, 3));
    await database.db
      .update(users)
      .set({ mpCustomerId: 'c-1', mpCustomerCardId: 'card-1' })
      .where(eq(users.userId, subscribed.userId));

    const first = await run();
    expect(new Set(first.porVencer)).toEqual(new Set([soon.userId, lastDay.userId]));
    expect(new Set(first.vencido)).toEqual(new Set([past.userId, warned.userId]));
    expect(await statusOf(far.userId)).toBe('ACTIVO');
    expect(await statusOf(inactive.userId)).toBe('INACTIVO');
    expect(await statusOf(subscribed.userId)).toBe('ACTIVO');

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.to, [soon.email, lastDay.email, past.email, warned.email, far.email]),
      );
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [soon.email, 'Tu plan de Liqui vence el 03/12/2026'],
        [lastDay.email, 'Tu plan de Liqui vence el 26/11/2026'],
        [past.email, 'Tu plan de Liqui venció'],
        [warned.email, 'Tu plan de Liqui venció'],
      ].sort(),
    );
    expect(mails.find((mail) => mail.to === past.email)?.text).toContain('venció el 25/11/2026');

    expect(await run()).toEqual({ porVencer: [], vencido: [] });

    clock = new Date('2026-11-27T12:00:00Z');
    const next = await run();
    expect(next).toEqual({ porVencer: [far.userId], vencido: [lastDay.userId] });
    const total = await database.db.select().from(mailOutbox);
    expect(total.filter((mail) => mail.to === lastDay.email)).toHaveLength(2);
  });

  it('expires the 30-day trial like any other plan: its notice first, VENCIDO on day 31 (issue 25 item 3)', async () => {
    // A trial started on 2026-11-01 ends on 2026-12-01 (Alta Monotributo: today + 30 days).
    let clock = new Date('2026-11-20T12:00:00Z');
    const run = () =>
      runPaymentExpiry({
        database,
        mailer: context.services.mailer,
        logger: pino({ level: 'silent' }),
        now: () => clock,
      });
    const trial = await userWith('ACTIVO_PRUEBA', '2026-12-01');

    await run();
    expect(await statusOf(trial.userId)).toBe('ACTIVO_PRUEBA');
    clock = new Date('2026-11-24T12:00:00Z');
    expect((await run()).porVencer).toContain(trial.userId);
    expect(await statusOf(trial.userId)).toBe('POR_VENCER');
    clock = new Date('2026-12-01T12:00:00Z');
    expect((await run()).vencido).not.toContain(trial.userId);
    clock = new Date('2026-12-02T12:00:00Z');
    expect((await run()).vencido).toContain(trial.userId);
    expect(await statusOf(trial.userId)).toBe('VENCIDO');
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, trial.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Tu plan de Liqui vence el 01/12/2026',
      'Tu plan de Liqui venció',
    ]);
  });
});
