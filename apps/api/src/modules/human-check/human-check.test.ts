import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestClock, createTestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { defaultHumanCheckDifficulty, humanCheckLifetimeMs } from './human-check.service.js';

describe('the human check (ALTCHA)', () => {
  let database: Database;
  let context: ReturnType<typeof createTestContext>;
  const clock = createTestClock();
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database, now: clock.now });
  });
  afterAll(() => database.close());

  async function solvedPayload() {
    const response = await context.app.request('/api/human-check/challenge');
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return {
      challenge,
      solution,
      payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    };
  }

  it('hands out a signed PBKDF2 challenge to anyone, uncached', async () => {
    const response = await context.app.request('/api/human-check/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: defaultHumanCheckDifficulty.cost,
      keyLength: 32,
      expiresAt: expect.any(Number),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt! * 1000 - clock.now().getTime()).toBeGreaterThan(
      humanCheckLifetimeMs - 5_000,
    );
  });

  it('accepts a solved payload once', async () => {
    const { payload } = await solvedPayload();
    const { humanCheck } = context.services;
    expect(await humanCheck.verifyHumanCheck(payload)).toEqual({ ok: true });
    expect(await humanCheck.verifyHumanCheck(payload)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses a missing, malformed, tampered or wrongly solved payload', async () => {
    const { humanCheck } = context.services;
    expect(await humanCheck.verifyHumanCheck(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await humanCheck.verifyHumanCheck('%%%')).toEqual({ ok: false, reason: 'malformed' });
    const { challenge, solution } = await solvedPayload();
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await humanCheck.verifyHumanCheck({ challenge: tampered, solution })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const wrong = { ...solution!, derivedKey: '00'.repeat(32) };
    expect(await humanCheck.verifyHumanCheck({ challenge, solution: wrong })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a payload whose challenge expired', async () => {
    const { payload } = await solvedPayload();
    clock.advance(humanCheckLifetimeMs + 1000);
    expect(await context.services.humanCheck.verifyHumanCheck(payload)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
