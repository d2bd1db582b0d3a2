import { randomUUID } from 'node:crypto';
import { argentineDateOf } from '@liqui/domain';
import { cardToken } from '@liqui/mercadopago-sandbox/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { testSigningKeys } from '../../test/app.js';
import type { serveTestApp } from '../../test/served-app.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * What the payments tests over real HTTP share (`payments.test.ts`, `apply-approval.test.ts`,
 * `subscriptions.test.ts`): callers with a plan, requests to the served app, card payments
 * through the Mercado Pago sandbox, and waiting for its webhooks.
 */

export type Served = Awaited<ReturnType<typeof serveTestApp>>;
export type Caller = { userId: string; token: string; email: string };

/** Plan `plus` of the seeded catalogue: ARS 14990 for 1 month. */
export const plusPrice = 14990;

/** Today's Argentine date (`YYYY-MM-DD`). */
export const today = () => argentineDateOf(new Date());

/**
 * The helpers over the served app and database `bench()` answers (read at each call, so the
 * test file's `beforeAll` sets them).
 */
export function paymentsHelpers(bench: () => { database: Database; served: Served }) {
  async function newCaller(planId: string | null = 'plus'): Promise<Caller> {
    const { database, served } = bench();
    const userId = randomUUID();
    const email = `user-${userId}@liqui.test`;
    await served.services.users.createFromIdentity({ sub: userId, username: email, email });
    await database.db.update(users).set({ planId }).where(eq(users.userId, userId));
    return { userId, email, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  function call(caller: Caller | undefined, method: string, path: string, body?: unknown) {
    const { served } = bench();
    return fetch(`${served.origin}/api${path}`, {
      method,
      headers: {
        ...(caller ? { Authorization: `Bearer ${caller.token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined
        ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
  }

  async function userOf(caller: Caller) {
    const { database } = bench();
    const [row] = await database.db.select().from(users).where(eq(users.userId, caller.userId));
    if (!row) throw new Error('no user');
    return row;
  }

  async function payWithCard(caller: Caller, name: string, extra: Record<string, unknown> = {}) {
    const { served } = bench();
    const token = await cardToken(served.sandboxUrl, { name });
    const response = await call(caller, 'POST', '/payment', {
      card_token: token,
      transaction_amount: plusPrice,
      installments: 1,
      payment_method_id: 'master',
      payer_email: 'test_payer_1@testuser.com',
      payer_id_type: 'DNI',
      payer_id_number: '12345678',
      plan_id: 'plus',
      ...extra,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function sandbox(path: string) {
    const { served } = bench();
    const response = await fetch(`${served.sandboxUrl}${path}`, { method: 'POST' });
    expect(response.status).toBe(200);
    return response.json();
  }

  async function settle() {
    const { served } = bench();
    await served.services.mercadoPagoSandbox?.webhooks.settle();
    await served.services.payments.settle();
  }

  return { newCaller, call, userOf, payWithCard, sandbox, settle };
}
