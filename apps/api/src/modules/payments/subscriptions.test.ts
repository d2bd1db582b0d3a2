import { addDays } from '@liqui/domain';
import { cardToken } from '@liqui/mercadopago-sandbox/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { serveTestApp } from '../../test/served-app.js';
import { paymentsHelpers, plusPrice, type Served, today } from './payments.test-support.js';
import { addMonths } from './plan-term.js';

/**
 * The subscription card (Spec 02 §4 'suscripto mensualmente'; `create-payment.ts`,
 * `get-saved-card.ts`, `charge-subscriptions.ts`) over real HTTP, as in `payments.test.ts`.
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

  it('a monthly subscription saves the card and charges it once each period', async () => {
    const caller = await newCaller();
    const { body } = await payWithCard(caller, 'APRO', { customer_email: caller.email });
    expect(body.status).toBe('APPROVED');
    const subscribed = await userOf(caller);
    expect(subscribed.mpCustomerId).toEqual(expect.any(String));
    const card = await call(
      caller,
      'GET',
      `/payment/card?mp_customer_id=${subscribed.mpCustomerId}&mp_customer_card_id=${subscribed.mpCustomerCardId}`,
    );
    expect(await card.json()).toEqual({ last_four_digits: '0604', payment_method_id: 'master' });

    // Not due yet: nothing is charged.
    expect(await served.services.payments.chargeSubscriptions()).toEqual([]);
    await database.db
      .update(users)
      .set({ fechaFin: today() })
      .where(eq(users.userId, caller.userId));
    const charged = await served.services.payments.chargeSubscriptions();
    expect(charged).toHaveLength(1);
    expect(await userOf(caller)).toMatchObject({
      estadoPago: 'ACTIVO',
      fechaFin: addDays(addMonths(addDays(today(), 1), 1), -1),
    });
    const payment = await fetch(`${served.sandboxUrl}/v1/payments/${charged[0]}`, {
      headers: { Authorization: `Bearer ${served.accessToken}` },
    });
    expect(await payment.json()).toMatchObject({
      status: 'approved',
      operation_type: 'recurring_payment',
      transaction_amount: plusPrice,
      card: { id: subscribed.mpCustomerCardId },
    });
    // The same period is never charged twice.
    await database.db
      .update(users)
      .set({ fechaFin: today() })
      .where(eq(users.userId, caller.userId));
    expect(await served.services.payments.chargeSubscriptions()).toEqual([]);
  });

  it('reads the last four digits of the saved card', async () => {
    const caller = await newCaller();
    const headers = {
      Authorization: `Bearer ${served.accessToken}`,
      'Content-Type': 'application/json',
    };
    const customer = (await (
      await fetch(`${served.sandboxUrl}/v1/customers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: caller.email }),
      })
    ).json()) as { id: string };
    const token = await cardToken(served.sandboxUrl, { name: 'APRO', number: '4509953566233704' });
    const card = (await (
      await fetch(`${served.sandboxUrl}/v1/customers/${customer.id}/cards`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token }),
      })
    ).json()) as { id: string };
    await database.db
      .update(users)
      .set({ mpCustomerId: customer.id, mpCustomerCardId: card.id })
      .where(eq(users.userId, caller.userId));
    const response = await call(
      caller,
      'GET',
      `/payment/card?mp_customer_id=${customer.id}&mp_customer_card_id=${card.id}`,
    );
    expect(await response.json()).toEqual({ last_four_digits: '3704', payment_method_id: 'visa' });
  });
});
