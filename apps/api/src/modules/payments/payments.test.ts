import { randomUUID } from 'node:crypto';
import { addDays } from '@liqui/domain';
import { signWebhook } from '@liqui/mercadopago-sandbox';
import { cardToken } from '@liqui/mercadopago-sandbox/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mercadoPagoWebhookEvents, planPayments, users } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { serveTestApp } from '../../test/served-app.js';
import {
  type Caller,
  paymentsHelpers,
  plusPrice,
  type Served,
  today,
} from './payments.test-support.js';
import { addMonths } from './plan-term.js';

/**
 * The payments API (issue 13 item 4; Spec 02 §4, §7, §8) over real HTTP: the app listens on a
 * free port, Liqui's SDK client calls the Mercado Pago sandbox of the same app over the network,
 * and the sandbox's signed webhooks come back to `POST /api/webhooks/mercadopago`. The user's plan
 * is set in the database (its endpoint belongs to another part of issue 13). Plan `plus`:
 * ARS 14990 for 1 month (seeded catalogue).
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

  const { newCaller, call, userOf, payWithCard, sandbox, settle } = paymentsHelpers(() => ({
    database,
    served,
  }));

  it('APRO approves: estado_pago ACTIVO for the plan term', async () => {
    const caller = await newCaller();
    const { status, body } = await payWithCard(caller, 'APRO');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'APPROVED', mpago_status_detail: 'accredited' });
    const user = await userOf(caller);
    expect(user).toMatchObject({
      estadoPago: 'ACTIVO',
      fechaInicio: today(),
      fechaFin: addDays(addMonths(today(), 1), -1),
    });
    const checkout = await call(
      caller,
      'GET',
      `/root/users/me/handleCheckout?payment_id=${body.payment_id}`,
    );
    expect(await checkout.json()).toEqual({ status: 'SUCCEEDED', errorMessage: null });
    const polled = await call(
      caller,
      'GET',
      `/payment?payment_id=${body.payment_id}&payment_timestamp=${body.payment_timestamp}`,
    );
    expect(await polled.json()).toMatchObject({ status: 'APPROVED' });
  });

  it('a debit card is paid with its bank (issuer_id); without it Mercado Pago refuses it and nothing changes', async () => {
    const debitCard = async (caller: Caller, extra: Record<string, unknown>) => {
      const token = await cardToken(served.sandboxUrl, {
        name: 'APRO',
        number: '5287338310253304',
      });
      return call(caller, 'POST', '/payment', {
        card_token: token,
        transaction_amount: plusPrice,
        installments: 1,
        payment_method_id: 'debmaster',
        payer_email: 'test_payer_1@testuser.com',
        payer_id_type: 'DNI',
        payer_id_number: '12345678',
        plan_id: 'plus',
        ...extra,
      });
    };
    const withoutBank = await newCaller();
    const refused = await debitCard(withoutBank, {});
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await userOf(withoutBank)).estadoPago).not.toBe('ACTIVO');

    const withBank = await newCaller();
    const paid = await debitCard(withBank, { issuer_id: '1028' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'APPROVED' });
    expect((await userOf(withBank)).estadoPago).toBe('ACTIVO');
  });

  it('OTHE is rejected with its status_detail and leaves the user as it was', async () => {
    const caller = await newCaller();
    const { status, body } = await payWithCard(caller, 'OTHE');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'REJECTED',
      mpago_status_detail: 'cc_rejected_other_reason',
      error_message: 'cc_rejected_other_reason',
    });
    expect((await userOf(caller)).estadoPago).toBe('INACTIVO');
    const checkout = await call(
      caller,
      'GET',
      `/root/users/me/handleCheckout?payment_id=${body.payment_id}`,
    );
    expect(await checkout.json()).toEqual({
      status: 'FAILED',
      errorMessage: 'cc_rejected_other_reason',
    });
  });

  it('FUND through the embedded card form answers rejected for insufficient funds', async () => {
    const caller = await newCaller();
    const token = await cardToken(served.sandboxUrl, { name: 'FUND' });
    const response = await call(caller, 'POST', '/mercadopago-payment', {
      plan_id: 'plus',
      response: {
        response: {
          token,
          issuer_id: '3',
          payment_method_id: 'master',
          transaction_amount: plusPrice,
          installments: 1,
          payer: {
            email: 'test_payer_1@testuser.com',
            identification: { type: 'DNI', number: '12345678' },
          },
        },
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'rejected',
      error_message: 'cc_rejected_insufficient_amount',
    });
    expect((await userOf(caller)).estadoPago).toBe('INACTIVO');
  });

  it('CONT stays pending, then the webhook approves it; 5 redeliveries apply once', async () => {
    const caller = await newCaller();
    const { body } = await payWithCard(caller, 'CONT');
    expect(body).toMatchObject({ status: 'PENDING', mpago_status_detail: 'pending_contingency' });
    const pending = await call(
      caller,
      'GET',
      `/root/users/me/handleCheckout?payment_id=${body.payment_id}`,
    );
    expect(await pending.json()).toEqual({ status: 'PENDING', errorMessage: null });
    await settle();
    expect((await userOf(caller)).estadoPago).toBe('INACTIVO');

    await sandbox(`/control/payments/${body.payment_id}/pay`);
    await settle();
    const approved = await userOf(caller);
    expect(approved).toMatchObject({
      estadoPago: 'ACTIVO',
      fechaFin: addDays(addMonths(today(), 1), -1),
    });

    const again = (await sandbox(`/control/payments/${body.payment_id}/redeliver?times=5`)) as {
      statuses: number[];
    };
    expect(again.statuses).toEqual([200, 200, 200, 200, 200]);
    await settle();
    expect(await userOf(caller)).toMatchObject({
      estadoPago: 'ACTIVO',
      fechaInicio: approved.fechaInicio,
      fechaFin: approved.fechaFin,
    });
  });

  it('the sweep processes a notification that was recorded but never processed', async () => {
    const caller = await newCaller();
    const { body } = await payWithCard(caller, 'APRO');
    const paymentId = String(body.payment_id);
    // As if the approval had not been seen yet and its notification was left unprocessed.
    await database.db
      .update(planPayments)
      .set({ status: 'in_process', appliedAt: null })
      .where(eq(planPayments.paymentId, paymentId));
    await database.db
      .update(users)
      .set({ estadoPago: 'INACTIVO', fechaInicio: null, fechaFin: null })
      .where(eq(users.userId, caller.userId));
    await database.db.insert(mercadoPagoWebhookEvents).values({
      key: `id:lost-${paymentId}`,
      type: 'payment',
      dataId: paymentId,
      receivedAt: new Date(Date.now() - 120_000),
    });
    expect(await served.services.payments.retryUnprocessedWebhooks()).toBeGreaterThanOrEqual(1);
    expect((await userOf(caller)).estadoPago).toBe('ACTIVO');
    expect(await served.services.payments.retryUnprocessedWebhooks()).toBe(0);
  });

  it('a cash ticket sets PAGO_EN_PROCESO; paid at the outlet, the webhook makes the user ACTIVO', async () => {
    const caller = await newCaller('plus-otros-3');
    const response = await call(caller, 'POST', '/payment', {
      transaction_amount: 1,
      payment_method_id: 'rapipago',
      payer_email: caller.email,
      plan_id: 'plus-otros-3',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'PENDING',
      mpago_status_detail: 'pending_waiting_payment',
    });
    expect(String(body.ticket_link)).toContain(`/sandbox/mercadopago/tickets/${body.payment_id}`);
    expect((await userOf(caller)).estadoPago).toBe('PAGO_EN_PROCESO');
    const [row] = await database.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.paymentId, String(body.payment_id)));
    expect(Number(row?.amount)).toBeGreaterThan(1);

    const sameTicket = await call(caller, 'POST', '/payment', {
      transaction_amount: 1,
      payment_method_id: 'rapipago',
      payer_email: caller.email,
      plan_id: 'plus-otros-3',
    });
    expect(((await sameTicket.json()) as Record<string, unknown>).payment_id).toBe(body.payment_id);

    await settle();
    await sandbox(`/control/payments/${body.payment_id}/pay`);
    await settle();
    expect(await userOf(caller)).toMatchObject({
      estadoPago: 'ACTIVO',
      fechaFin: addDays(addMonths(today(), 3), -1),
    });
  });

  it('charges the plan price whatever amount the browser sends', async () => {
    const caller = await newCaller();
    const { body } = await payWithCard(caller, 'APRO', { transaction_amount: 1 });
    const payment = await fetch(`${served.sandboxUrl}/v1/payments/${body.payment_id}`, {
      headers: { Authorization: `Bearer ${served.accessToken}` },
    });
    expect(((await payment.json()) as { transaction_amount: number }).transaction_amount).toBe(
      plusPrice,
    );
    const [row] = await database.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.paymentId, String(body.payment_id)));
    expect(row?.amount).toBe('14990.00');
  });

  it('a resent card submission (same token) is the same payment, charged once', async () => {
    const caller = await newCaller();
    const token = await cardToken(served.sandboxUrl, { name: 'APRO' });
    const submit = async () => {
      const response = await call(caller, 'POST', '/payment', {
        card_token: token,
        transaction_amount: plusPrice,
        payment_method_id: 'master',
        payer_email: 'test_payer_1@testuser.com',
        plan_id: 'plus',
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { payment_id: string }).payment_id;
    };
    const first = await submit();
    expect(await submit()).toBe(first);
    const rows = await database.db
      .select()
      .from(planPayments)
      .where(eq(planPayments.userId, caller.userId));
    expect(rows.map((row) => row.paymentId)).toEqual([first]);
  });

  it('refuses a webhook with a wrong signature with 401 and changes nothing', async () => {
    const caller = await newCaller();
    const { body } = await payWithCard(caller, 'CONT');
    await settle();
    const before = await database.db.select().from(mercadoPagoWebhookEvents);
    const paymentId = String(body.payment_id);
    const requestId = randomUUID();
    const ts = Math.floor(Date.now() / 1000);
    const deliver = (signature: string | undefined) =>
      fetch(`${served.origin}/api/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-request-id': requestId,
          ...(signature ? { 'x-signature': signature } : {}),
        },
        body: JSON.stringify({
          id: 'forged',
          type: 'payment',
          action: 'payment.updated',
          data: { id: paymentId },
        }),
      });
    const forged = signWebhook({ secret: 'not-the-secret', dataId: paymentId, requestId, ts });
    const stale = signWebhook({
      secret: served.deps.signingKeys.deriveSecret('mercadopago-webhook').toString('hex'),
      dataId: paymentId,
      requestId,
      ts: ts - 3600,
    });
    for (const signature of [forged, stale, undefined, 'garbage']) {
      const response = await deliver(signature);
      expect(response.status).toBe(401);
    }
    await settle();
    expect(await database.db.select().from(mercadoPagoWebhookEvents)).toEqual(before);
    expect((await userOf(caller)).estadoPago).toBe('INACTIVO');
  });

  it('answers bad input with 4xx, never 5xx, and changes nothing', async () => {
    const caller = await newCaller();
    const noPlan = await newCaller(null);
    const token = await cardToken(served.sandboxUrl, { name: 'APRO' });
    const valid = {
      card_token: token,
      transaction_amount: plusPrice,
      payment_method_id: 'master',
      payer_email: 'test_payer_1@testuser.com',
      plan_id: 'plus',
    };
    const cases: [Caller | undefined, string, string, unknown, number][] = [
      [caller, 'POST', '/payment', '{not json', 400],
      [caller, 'POST', '/payment', [], 400],
      [caller, 'POST', '/payment', { ...valid, payer_email: 'nope' }, 400],
      [caller, 'POST', '/payment', { ...valid, transaction_amount: -5 }, 400],
      [caller, 'POST', '/payment', { ...valid, plan_id: 'premium' }, 400],
      [caller, 'POST', '/payment', { ...valid, card_token: 'no-such-token' }, 400],
      [
        caller,
        'POST',
        '/payment',
        { ...valid, card_token: null, payment_method_id: 'efectivo' },
        400,
      ],
      [noPlan, 'POST', '/payment', valid, 409],
      [undefined, 'POST', '/payment', valid, 401],
      [caller, 'GET', '/payment?payment_id=1&payment_timestamp=abc', undefined, 400],
      [caller, 'GET', '/payment?payment_id=1&payment_timestamp=1', undefined, 404],
      [caller, 'GET', '/root/users/me/handleCheckout', undefined, 400],
      [caller, 'GET', '/root/users/me/handleCheckout?payment_id=42', undefined, 404],
      [caller, 'GET', '/payment/card?mp_customer_id=a&mp_customer_card_id=b', undefined, 404],
      [caller, 'POST', '/mercadopago-payment', { plan_id: 'plus', response: {} }, 400],
      [undefined, 'POST', '/webhooks/mercadopago', '{', 400],
      [undefined, 'POST', '/webhooks/mercadopago', { data: 5 }, 400],
    ];
    for (const [who, method, path, body, expected] of cases) {
      const response = await call(who, method, path, body);
      expect([method, path, response.status]).toEqual([method, path, expected]);
    }
    expect(await userOf(caller)).toMatchObject({ estadoPago: 'INACTIVO', fechaFin: null });
    expect(
      await database.db.select().from(planPayments).where(eq(planPayments.userId, caller.userId)),
    ).toEqual([]);
    // The token was not spent by the refused requests: it still pays.
    expect((await call(caller, 'POST', '/payment', valid)).status).toBe(200);
  });

  it('rides out a 429 from Mercado Pago, and answers 502 changing nothing when it stays down', async () => {
    const faults = (rules: unknown[]) =>
      fetch(`${served.sandboxUrl}/control/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules }),
      });
    const limited = await newCaller();
    await faults([
      { kind: 'rateLimit', method: 'POST', path: '/v1/payments', times: 1, retryAfterSeconds: 0 },
    ]);
    const { status, body } = await payWithCard(limited, 'APRO');
    expect([status, body.status]).toEqual([200, 'APPROVED']);
    expect((await userOf(limited)).estadoPago).toBe('ACTIVO');

    const unlucky = await newCaller();
    await faults([{ kind: 'http500', method: 'POST', path: '/v1/payments', times: 4 }]);
    const down = await payWithCard(unlucky, 'APRO');
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({
      code: 'upstream_unavailable',
      message: 'Ocurrió un error generando el pago',
    });
    expect((await userOf(unlucky)).estadoPago).toBe('INACTIVO');
    expect(
      await database.db.select().from(planPayments).where(eq(planPayments.userId, unlucky.userId)),
    ).toEqual([]);
    await fetch(`${served.sandboxUrl}/control/faults`, { method: 'DELETE' });
  }, 30_000);
});
