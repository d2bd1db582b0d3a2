import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMercadoPagoSandbox } from './sandbox.js';
import { createSandboxStore } from './store.js';

/**
 * The sandbox's own storage (`store.ts`): a restart with the same file finds the payments,
 * customers and cards again (a cash ticket is paid days later); an unreadable file is refused by
 * name; ids never repeat across a fresh start.
 */

const bearer = { Authorization: 'Bearer TEST-seller', 'Content-Type': 'application/json' };

function startOn(file: string) {
  return createMercadoPagoSandbox({ webhookSecret: 's', store: createSandboxStore({ file }) });
}

describe('the sandbox store', () => {
  it('keeps payments and customers across a restart with the same file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mp-sandbox-')), 'state', 'sandbox.json');
    const first = startOn(file);
    const created = await first.app.request('/v1/payments', {
      method: 'POST',
      headers: { ...bearer, 'X-Idempotency-Key': 'k-restart' },
      body: JSON.stringify({
        transaction_amount: 8990,
        payment_method_id: 'rapipago',
        payer: { email: 'test_payer_1@testuser.com' },
      }),
    });
    const ticket = (await created.json()) as { id: number };
    await first.app.request('/v1/customers', {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ email: 'ana@liqui.test' }),
    });
    first.close();
    expect(readFileSync(file, 'utf8')).toContain(String(ticket.id));

    const second = startOn(file);
    const paid = await second.app.request(`/control/payments/${ticket.id}/pay`, { method: 'POST' });
    expect(await paid.json()).toMatchObject({ id: ticket.id, status: 'approved' });
    const again = await second.app.request('/v1/payments', {
      method: 'POST',
      headers: { ...bearer, 'X-Idempotency-Key': 'k-restart' },
      body: '{}',
    });
    expect(((await again.json()) as { id: number }).id).toBe(ticket.id);
    const search = await second.app.request('/v1/customers/search?email=ana@liqui.test', {
      headers: bearer,
    });
    expect(await search.json()).toMatchObject({ paging: { total: 1 } });
    second.close();
  });

  it('gives fresh sandboxes payment ids that do not repeat', async () => {
    const ids = new Set<number>();
    for (let index = 0; index < 20; index += 1) {
      const { app } = createMercadoPagoSandbox({ webhookSecret: 's' });
      const response = await app.request('/v1/payments', {
        method: 'POST',
        headers: { ...bearer, 'X-Idempotency-Key': `k-${index}` },
        body: JSON.stringify({
          transaction_amount: 10,
          payment_method_id: 'pagofacil',
          payer: { email: 'test_payer_1@testuser.com' },
        }),
      });
      ids.add(((await response.json()) as { id: number }).id);
    }
    expect(ids.size).toBe(20);
    for (const id of ids) expect(String(id)).toMatch(/^\d{11}$/);
  });

  it('refuses a file that is not its state, naming the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mp-sandbox-')), 'sandbox.json');
    writeFileSync(file, 'not json');
    expect(() => createSandboxStore({ file })).toThrow(`${file} is not a state file`);
  });
});
