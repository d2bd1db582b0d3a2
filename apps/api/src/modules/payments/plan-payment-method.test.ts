import { randomUUID } from 'node:crypto';
import { argentineDateOf } from '@liqui/domain';
import { cardToken } from '@liqui/mercadopago-sandbox/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { serveTestApp } from '../../test/served-app.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * Disclose before charging (issue 25 item 6), over real HTTP against the Mercado Pago sandbox:
 * `DELETE /api/payment/card` stops the monthly charge of a saved card, and `GET /api/payment/method`
 * names the method Mercado Pago reports for the last approved plan payment (a `CONT` card
 * approved later is a card, a cash ticket is a ticket). Plan `plus`: ARS 14990, 1 month.
 */

type Served = Awaited<ReturnType<typeof serveTestApp>>;
type Caller = { userId: string; token: string; email: string };

describe('the plan payment method and the automatic charge', () => {
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

  async function newCaller(): Promise<Caller> {
    const userId = randomUUID();
    const email = `method-${userId}@liqui.test`;
    await served.services.users.createFromIdentity({ sub: userId, username: email, email });
    await database.db.update(users).set({ planId: 'plus' }).where(eq(users.userId, userId));
    return { userId, email, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  function call(caller: Caller | undefined, method: string, path: string, body?: unknown) {
    return fetch(`${served.origin}/api${path}`, {
      method,
      headers: {
        ...(caller ? { Authorization: `Bearer ${caller.token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function payWithCard(caller: Caller, name: string, extra: Record<string, unknown> = {}) {
    const token = await cardToken(served.sandboxUrl, { name });
    const response = await call(caller, 'POST', '/payment', {
      card_token: token,
      transaction_amount: 14990,
      installments: 1,
      payment_method_id: 'master',
      payer_email: 'test_payer_1@testuser.com',
      payer_id_type: 'DNI',
      payer_id_number: '12345678',
      plan_id: 'plus',
      ...extra,
    });
    return (await response.json()) as Record<string, unknown>;
  }

  async function settle() {
    await served.services.mercadoPagoSandbox?.webhooks.settle();
    await served.services.payments.settle();
  }

  async function methodOf(caller: Caller) {
    const response = await call(caller, 'GET', '/payment/method');
    expect(response.status).toBe(200);
    return response.json();
  }

  it('removing the saved card stops the next monthly charge; the plan stays until fecha_fin', async () => {
    const caller = await newCaller();
    expect((await payWithCard(caller, 'APRO', { customer_email: caller.email })).status).toBe(
      'APPROVED',
    );
    expect(await methodOf(caller)).toMatchObject({
      payment_type_id: 'credit_card',
      payment_method_id: 'master',
      last_four_digits: '0604',
      is_subscription: true,
    });

    const removed = await call(caller, 'DELETE', '/payment/card');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      message: 'Listo: no vamos a volver a cobrar tu tarjeta.',
    });
    const [after] = await database.db.select().from(users).where(eq(users.userId, caller.userId));
    expect(after?.mpCustomerCardId).toBeNull();
    expect(after?.estadoPago).toBe('ACTIVO');
    expect(await methodOf(caller)).toMatchObject({ is_subscription: false });

    // The period ends today: the subscription pass charges nothing for this user.
    await database.db
      .update(users)
      .set({ fechaFin: argentineDateOf(new Date()) })
      .where(eq(users.userId, caller.userId));
    const charged = await served.services.payments.chargeSubscriptions();
    const [stillActive] = await database.db
      .select()
      .from(users)
      .where(eq(users.userId, caller.userId));
    expect(charged).toEqual([]);
    expect(stillActive?.fechaFin).toBe(argentineDateOf(new Date()));

    // Idempotent: removing again answers the same.
    expect((await call(caller, 'DELETE', '/payment/card')).status).toBe(200);
  });

  it('a CONT card approved later is reported as a card, not a ticket', async () => {
    const caller = await newCaller();
    expect(await methodOf(caller)).toEqual({
      payment_id: null,
      payment_type_id: null,
      payment_method_id: null,
      last_four_digits: null,
      is_subscription: false,
    });
    const body = await payWithCard(caller, 'CONT');
    expect(body.status).toBe('PENDING');
    await settle();
    const pay = await fetch(`${served.sandboxUrl}/control/payments/${body.payment_id}/pay`, {
      method: 'POST',
    });
    expect(pay.status).toBe(200);
    await settle();
    expect(await methodOf(caller)).toEqual({
      payment_id: body.payment_id,
      payment_type_id: 'credit_card',
      payment_method_id: 'master',
      last_four_digits: '0604',
      is_subscription: false,
    });
  });

  it('a paid cash ticket is reported as a ticket of its outlet', async () => {
    const caller = await newCaller();
    const response = await call(caller, 'POST', '/payment', {
      transaction_amount: 14990,
      payer_email: caller.email,
      payment_method_id: 'pagofacil',
      plan_id: 'plus',
    });
    const ticket = (await response.json()) as { payment_id: string };
    await fetch(`${served.sandboxUrl}/control/payments/${ticket.payment_id}/pay`, {
      method: 'POST',
    });
    await settle();
    expect(await methodOf(caller)).toMatchObject({
      payment_type_id: 'ticket',
      payment_method_id: 'pagofacil',
      last_four_digits: null,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'DELETE', '/payment/card')).status).toBe(401);
    expect((await call(undefined, 'GET', '/payment/method')).status).toBe(401);
  });
});
