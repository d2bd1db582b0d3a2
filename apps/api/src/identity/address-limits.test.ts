import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAddressLimit } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { clientId, createIdentityHarness, goodPassword, minutes } from './testing.js';

/**
 * Per-address limits (issue 11 item 5): beside each account's lockout, trying one password on many
 * accounts from one address is throttled (429 with `Retry-After`), and so are sign-ups, forgotten
 * passwords and code resends.
 */
describe('identity: per-address limits', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database, {
      config: createTestConfig({ TRUST_PROXY: '1' }),
    });
    for (let index = 0; index < 30; index += 1) {
      await harness.services.identity.service.adminCreateUser({
        email: `cuenta-${index}@liqui.test`,
        password: goodPassword,
      });
    }
  });
  afterAll(() => database.close());

  const wrongPassword = (index: number, address: string) =>
    harness.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: `cuenta-${index}@liqui.test`, PASSWORD: 'clave-equivocada-1' },
        ClientId: clientId,
      },
      { 'X-Forwarded-For': `198.51.100.99, ${address}` },
    );

  it('throttles 30 wrong passwords on 30 accounts from one address before the 30th, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await wrongPassword(index, '203.0.113.7')).status);
    }
    const firstThrottled = statuses.indexOf(429);
    expect(firstThrottled).toBe(defaultAddressLimit);
    expect(firstThrottled).toBeLessThan(29);
    expect(statuses.slice(0, defaultAddressLimit).every((status) => status === 400)).toBe(true);
    const throttled = await wrongPassword(0, '203.0.113.7');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      __type: 'TooManyRequestsException',
      message: 'Demasiadas solicitudes, probá más tarde',
    });
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts each address apart: the proxy’s last entry is the address', async () => {
    expect((await wrongPassword(0, '203.0.113.8')).status).toBe(400);
  });

  it('lets the address in again once its window is over', async () => {
    harness.clock.advance(minutes(15));
    expect((await wrongPassword(1, '203.0.113.7')).status).toBe(400);
  });

  it('does not count token refreshes, and counts sign-ups and code requests apart', async () => {
    const tokens = await harness.signIn('cuenta-29@liqui.test');
    for (let round = 0; round < defaultAddressLimit + 2; round += 1) {
      const refreshed = await harness.call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
        ClientId: clientId,
      });
      expect(refreshed.status).not.toBe(429);
    }
    const codes: number[] = [];
    for (let round = 0; round <= defaultAddressLimit; round += 1) {
      const asked = await harness.call(
        'ForgotPassword',
        { ClientId: clientId, Username: 'nadie@liqui.test' },
        { 'X-Forwarded-For': '192.0.2.44' },
      );
      codes.push(asked.status);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, defaultAddressLimit)).not.toContain(429);
  });

  it('counts in the database: another instance over it sees the same attempts', async () => {
    const other = createIdentityHarness(database, {
      config: createTestConfig({ TRUST_PROXY: '1', IDENTITY_ADDRESS_LIMIT: '2' }),
      clock: harness.clock,
    });
    const attempt = () =>
      other.call(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'cuenta-3@liqui.test', PASSWORD: 'clave-equivocada-1' },
          ClientId: clientId,
        },
        { 'X-Forwarded-For': '203.0.113.50' },
      );
    await harness.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'cuenta-3@liqui.test', PASSWORD: 'clave-equivocada-1' },
        ClientId: clientId,
      },
      { 'X-Forwarded-For': '203.0.113.50' },
    );
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (a client could write any address there)', async () => {
    const direct = createIdentityHarness(database, {
      config: createTestConfig({ IDENTITY_ADDRESS_LIMIT: '1' }),
      clock: harness.clock,
    });
    const attempt = (forwarded: string) =>
      direct.call(
        'ForgotPassword',
        { ClientId: clientId, Username: 'nadie@liqui.test' },
        { 'X-Forwarded-For': forwarded },
      );
    expect((await attempt('198.51.100.1')).status).not.toBe(429);
    expect((await attempt('198.51.100.2')).status).toBe(429);
  });
});
