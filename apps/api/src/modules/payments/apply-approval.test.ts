import { addDays } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { planPayments, users } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { serveTestApp } from '../../test/served-app.js';
import { type Caller, paymentsHelpers, type Served, today } from './payments.test-support.js';
import { addMonths } from './plan-term.js';

/**
 * The money rules of a change of plan (issue 25 item 4; `apply-approval.ts`) over real HTTP, as
 * in `payments.test.ts`.
 */

describe('payments API', () => {
  let database: Database;
  let served: Served;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    served = await serveTestApp(database);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  const { newCaller, call, userOf, payWithCard } = paymentsHelpers(() => ({ database, served }));

  describe('money rules of a change of plan (issue 25 item 4)', () => {
    async function choosePlan(caller: Caller, plan: { plan_id: string; plan: string }) {
      const response = await call(caller, 'PUT', '/root/users/me/plan', plan);
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    }
    const premium = { plan_id: 'premium', plan: 'Premium' };

    it('an ACTIVO user on Plus who chooses Premium keeps Plus until Premium is paid, then starts it today with the days left credited', async () => {
      const caller = await newCaller();
      const fechaFin = addDays(today(), 9);
      await database.db
        .update(users)
        .set({ plan: 'Plus', estadoPago: 'ACTIVO', fechaInicio: today(), fechaFin })
        .where(eq(users.userId, caller.userId));

      const chosen = await choosePlan(caller, premium);
      expect(chosen).toMatchObject({
        plan: 'Plus',
        plan_id: 'plus',
        plan_pendiente_id: 'premium',
        estado_pago: 'ACTIVO',
        fecha_fin: fechaFin,
      });
      // Still Plus: nothing of Premium is had without its payment.
      expect(await userOf(caller)).toMatchObject({ planId: 'plus', planPendienteId: 'premium' });

      const { status, body } = await payWithCard(caller, 'APRO', { plan_id: 'premium' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'APPROVED' });
      const [payment] = await database.db
        .select()
        .from(planPayments)
        .where(eq(planPayments.paymentId, String(body.payment_id)));
      expect(Number(payment?.amount)).toBe(34990);
      // 10 days left of Plus (14,990 a month) are worth 4 days of Premium (34,990 a month).
      expect(await userOf(caller)).toMatchObject({
        plan: 'Premium',
        planId: 'premium',
        planPendienteId: null,
        estadoPago: 'ACTIVO',
        fechaInicio: today(),
        fechaFin: addDays(addDays(addMonths(today(), 1), -1), 4),
      });
    });

    it('a user in the 30-day trial who chooses Premium keeps the trial plan until Premium is paid', async () => {
      const caller = await newCaller(null);
      await choosePlan(caller, { plan_id: 'alta-monotributo', plan: 'Alta Monotributo' });
      const chosen = await choosePlan(caller, premium);
      expect(chosen).toMatchObject({
        plan: 'Alta Monotributo',
        plan_id: 'alta-monotributo',
        plan_pendiente_id: 'premium',
        estado_pago: 'ACTIVO_PRUEBA',
      });
      await payWithCard(caller, 'APRO', { plan_id: 'premium' });
      expect(await userOf(caller)).toMatchObject({
        planId: 'premium',
        estadoPago: 'ACTIVO',
        fechaInicio: today(),
        fechaFin: addDays(addMonths(today(), 1), -1),
      });
    });

    it('a cheaper plan chosen during a paid period takes effect at the next period', async () => {
      const caller = await newCaller('premium');
      const fechaFin = addDays(today(), 4);
      await database.db
        .update(users)
        .set({ plan: 'Premium', estadoPago: 'ACTIVO', fechaInicio: today(), fechaFin })
        .where(eq(users.userId, caller.userId));
      expect(await choosePlan(caller, { plan_id: 'plus', plan: 'Plus' })).toMatchObject({
        plan_id: 'premium',
        plan_pendiente_id: 'plus',
      });
      await payWithCard(caller, 'APRO');
      expect(await userOf(caller)).toMatchObject({
        planId: 'plus',
        fechaInicio: addDays(fechaFin, 1),
        fechaFin: addDays(addMonths(addDays(fechaFin, 1), 1), -1),
      });
    });

    it('refuses a payment of a plan the user neither has nor chose', async () => {
      const caller = await newCaller();
      const { status } = await payWithCard(caller, 'APRO', { plan_id: 'premium' });
      expect(status).toBe(400);
      expect(await userOf(caller)).toMatchObject({ planId: 'plus', estadoPago: 'INACTIVO' });
    });
  });
});
