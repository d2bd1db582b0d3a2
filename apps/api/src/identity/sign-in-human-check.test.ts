import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { createIdentityHarness, goodPassword, minutes } from './testing.js';

/**
 * Wrong passwords ask for the human check instead of locking the account (issue 26 item 4,
 * `lockout.ts`): after 3 in a row, InitiateAuth needs a solved ALTCHA challenge in
 * `ClientMetadata.altcha`; a stranger's guesses never keep the owner out.
 */
describe('identity: the human check after wrong passwords', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    // Every call comes from one address here: room for them under the per-address limit.
    harness = createIdentityHarness(database, {
      config: createTestConfig({ IDENTITY_ADDRESS_LIMIT: '200' }),
    });
  });
  afterAll(() => database.close());

  const humanCheckRequired = {
    __type: 'UserLambdaValidationException',
    message:
      'PreAuthentication failed with error HumanCheckRequired: completá la verificación "No soy un robot" para ingresar.',
  };
  const humanCheckFailed = {
    __type: 'UserLambdaValidationException',
    message:
      'PreAuthentication failed with error HumanCheckFailed: no pudimos verificar que no sos un robot.',
  };

  it('after 3 wrong passwords in a row asks for the human check, even with the right password, and a solved one signs in', async () => {
    await harness.signUpConfirmed('check@example.com');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await harness.initiate('check@example.com', `mala-clave-${attempt}`)).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    const refused = await harness.initiate('check@example.com', goodPassword);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(humanCheckRequired);
    expect(refused.headers.get('x-amzn-errortype')).toBe('UserLambdaValidationException');
    expect((await harness.initiate('check@example.com', goodPassword, 'inválido')).body).toEqual(
      humanCheckFailed,
    );

    const altcha = await harness.solveHumanCheck();
    const signedIn = await harness.initiate('check@example.com', goodPassword, altcha);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer' });
    // The right password reset the count: the next sign-in needs no check.
    await harness.signIn('check@example.com');
  });

  it('never locks the owner out: after 10 wrong passwords the right one with a solved check signs in', async () => {
    await harness.signUpConfirmed('target@example.com');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const altcha = attempt > 3 ? await harness.solveHumanCheck() : undefined;
      expect(
        (await harness.initiate('target@example.com', `mala-clave-${attempt}`, altcha)).body,
      ).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    // Without a check the guesser's attempts are refused before the password is looked at.
    expect((await harness.initiate('target@example.com', 'mala-clave-11')).body).toEqual(
      humanCheckRequired,
    );
    const owner = await harness.initiate(
      'target@example.com',
      goodPassword,
      await harness.solveHumanCheck(),
    );
    expect(owner.status).toBe(200);
    expect(owner.body).toHaveProperty('AuthenticationResult');
  });

  it('counts wrong passwords in a row until a right one, however far apart', async () => {
    await harness.signUpConfirmed('spread@example.com');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await harness.initiate('spread@example.com', 'mala-clave-1');
    }
    await harness.signIn('spread@example.com');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await harness.initiate('spread@example.com', 'mala-clave-1');
    }
    await harness.signIn('spread@example.com');
    await harness.initiate('spread@example.com', 'mala-clave-1');
    harness.clock.advance(minutes(60));
    await harness.initiate('spread@example.com', 'mala-clave-1');
    harness.clock.advance(minutes(24 * 60));
    await harness.initiate('spread@example.com', 'mala-clave-1');
    expect((await harness.initiate('spread@example.com', goodPassword)).body).toEqual(
      humanCheckRequired,
    );
  });
});
