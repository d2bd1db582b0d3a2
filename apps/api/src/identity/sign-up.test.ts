import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { createTestDatabase } from '../test/database.js';
import { confirmationSubject } from './identity-mail.js';
import { clientId, createIdentityHarness, goodPassword, minutes } from './testing.js';

describe('identity: SignUp, ConfirmSignUp, ResendConfirmationCode', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
  });
  afterAll(() => database.close());

  it('signs up an unconfirmed user and e-mails a 6-digit code in Spanish', async () => {
    const result = await harness.signUp('Ana.Perez@Example.com ', goodPassword, {
      given_name: 'Ana',
      family_name: 'Pérez',
      phone_number: '+5491155551234',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(result.body).toEqual({
      UserConfirmed: false,
      UserSub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'a***@e***',
      },
    });
    const mail = await harness.latestMail('ana.perez@example.com');
    expect(mail.subject).toBe(confirmationSubject);
    expect(mail.text).toMatch(/Tu código de verificación es \d{6}\./);
    expect(mail.html).toContain('Hola, Ana:');
    const user = await harness.services.identity.service.findUser('ANA.PEREZ@example.com');
    expect(user).toMatchObject({
      username: 'ana.perez@example.com',
      email: 'ana.perez@example.com',
      status: 'UNCONFIRMED',
      givenName: 'Ana',
      familyName: 'Pérez',
      phoneNumber: '+5491155551234',
      groups: [],
    });
  });

  it('refuses a sign-up without, with a forged or with a reused human check', async () => {
    const body = {
      ClientId: clientId,
      Username: 'bot@example.com',
      Password: goodPassword,
      UserAttributes: [{ Name: 'email', Value: 'bot@example.com' }],
    };
    await harness.fails('SignUp', body, 'UserLambdaValidationException', 'Human check failed');
    await harness.fails(
      'SignUp',
      { ...body, ClientMetadata: { altcha: 'bm90LWEtcGF5bG9hZA==' } },
      'UserLambdaValidationException',
      'Human check failed',
    );
    const altcha = await harness.solveHumanCheck();
    await harness.ok('SignUp', { ...body, ClientMetadata: { altcha } });
    await harness.fails(
      'SignUp',
      { ...body, Username: 'bot2@example.com', UserAttributes: [], ClientMetadata: { altcha } },
      'UserLambdaValidationException',
      'Human check failed',
    );
  });

  it('refuses a password without 8 characters, letters and digits', async () => {
    for (const password of ['abc123', 'solamenteletras', '1234567890']) {
      const result = await harness.signUp('weak@example.com', password);
      expect(result.status).toBe(400);
      expect(result.body.__type).toBe('InvalidPasswordException');
    }
  });

  it('refuses an e-mail that already has an account, in any case', async () => {
    await harness.signUp('twice@example.com');
    const again = await harness.signUp('TWICE@example.com');
    expect(again.body).toEqual({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('refuses a bad client id, a user name that is not an e-mail, bad attributes', async () => {
    const altcha = await harness.solveHumanCheck();
    await harness.fails(
      'SignUp',
      { ClientId: 'other', Username: 'x@example.com', Password: goodPassword },
      'ResourceNotFoundException',
      'User pool client other does not exist.',
    );
    await harness.fails(
      'SignUp',
      {
        ClientId: clientId,
        Username: 'not-an-email',
        Password: goodPassword,
        ClientMetadata: { altcha },
      },
      'InvalidParameterException',
      'Username should be an email.',
    );
    const phone = await harness.signUp('phone@example.com', goodPassword, {
      phone_number: '1155551234',
    });
    expect(phone.body.__type).toBe('InvalidParameterException');
    expect(phone.body.message).toBe('Invalid phone number format.');
    const unknown = await harness.signUp('attr@example.com', goodPassword, { 'custom:x': '1' });
    expect(unknown.body.message).toMatch(/Attribute does not exist in the schema/);
    await harness.fails(
      'SignUp',
      { ClientId: clientId, Password: goodPassword },
      'InvalidParameterException',
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null",
    );
  });

  it('confirms with the code, creates the user record once and refuses a second confirmation', async () => {
    const sub = await harness.signUpConfirmed('confirm@example.com', goodPassword, {
      given_name: 'Coni',
    });
    const user = await harness.services.identity.service.findUser('confirm@example.com');
    expect(user?.status).toBe('CONFIRMED');
    const [record] = await database.db.select().from(users).where(eq(users.userId, sub));
    expect(record).toMatchObject({ username: 'confirm@example.com', nombre: 'Coni' });
    await harness.fails(
      'ConfirmSignUp',
      { ClientId: clientId, Username: 'confirm@example.com', ConfirmationCode: '123456' },
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
    );
  });

  it('answers CodeMismatchException for a wrong code and UserNotFoundException for an unknown user', async () => {
    await harness.signUp('mismatch@example.com');
    const code = await harness.latestCode('mismatch@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    await harness.fails(
      'ConfirmSignUp',
      { ClientId: clientId, Username: 'mismatch@example.com', ConfirmationCode: wrong },
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    await harness.fails(
      'ConfirmSignUp',
      { ClientId: clientId, Username: 'nobody@example.com', ConfirmationCode: code },
      'UserNotFoundException',
    );
  });

  it('answers LimitExceededException after 5 wrong codes, even for the right one', async () => {
    await harness.signUp('limit@example.com');
    const code = await harness.latestCode('limit@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { ClientId: clientId, Username: 'limit@example.com' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await harness.fails(
        'ConfirmSignUp',
        { ...body, ConfirmationCode: wrong },
        'CodeMismatchException',
      );
    }
    await harness.fails(
      'ConfirmSignUp',
      { ...body, ConfirmationCode: code },
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
    await harness.ok('ResendConfirmationCode', body);
    await harness.ok('ConfirmSignUp', {
      ...body,
      ConfirmationCode: await harness.latestCode('limit@example.com'),
    });
  });

  it('answers ExpiredCodeException for a code older than 24 hours', async () => {
    await harness.signUp('late@example.com');
    const code = await harness.latestCode('late@example.com');
    harness.clock.advance(minutes(24 * 60) + 1000);
    await harness.fails(
      'ConfirmSignUp',
      { ClientId: clientId, Username: 'late@example.com', ConfirmationCode: code },
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
    );
  });

  it('resends a new code that replaces the old one', async () => {
    await harness.signUp('resend@example.com');
    const first = await harness.latestCode('resend@example.com');
    const body = { ClientId: clientId, Username: 'resend@example.com' };
    expect(await harness.ok('ResendConfirmationCode', body)).toEqual({
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'r***@e***',
      },
    });
    const second = await harness.latestCode('resend@example.com');
    if (first !== second) {
      await harness.fails(
        'ConfirmSignUp',
        { ...body, ConfirmationCode: first },
        'CodeMismatchException',
      );
    }
    await harness.ok('ConfirmSignUp', { ...body, ConfirmationCode: second });
    await harness.fails(
      'ResendConfirmationCode',
      body,
      'InvalidParameterException',
      'User is already confirmed.',
    );
    await harness.fails(
      'ResendConfirmationCode',
      { ClientId: clientId, Username: 'ghost@example.com' },
      'UserNotFoundException',
    );
  });

  it('limits code requests to 5 an hour per user, then lets them through again', async () => {
    await harness.signUp('flood@example.com');
    const body = { ClientId: clientId, Username: 'flood@example.com' };
    for (let request = 0; request < 4; request += 1)
      await harness.ok('ResendConfirmationCode', body);
    await harness.fails(
      'ResendConfirmationCode',
      body,
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
    harness.clock.advance(minutes(61));
    await harness.ok('ResendConfirmationCode', body);
  });
});
