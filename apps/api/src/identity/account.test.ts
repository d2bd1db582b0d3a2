import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { passwordChangedSubject, resetSubject } from './identity-mail.js';
import { clientId, createIdentityHarness, goodPassword, minutes } from './testing.js';

describe('identity: ForgotPassword, ConfirmForgotPassword, ChangePassword', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
  });
  afterAll(() => database.close());

  const forgot = (username: string, metadata?: Record<string, string>) =>
    harness.call('ForgotPassword', {
      ClientId: clientId,
      Username: username,
      ...(metadata ? { ClientMetadata: metadata } : {}),
    });
  const confirm = (username: string, code: string, password: string) =>
    harness.call('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: username,
      ConfirmationCode: code,
      Password: password,
    });

  it('e-mails a reset code and sets the new password with it, signing out every session', async () => {
    await harness.signUpConfirmed('reset@example.com');
    const session = await harness.signIn('reset@example.com');
    const asked = await forgot('Reset@Example.com', { altcha: await harness.solveHumanCheck() });
    expect(asked.body).toEqual({
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'r***@e***',
      },
    });
    const mail = await harness.latestMail('reset@example.com');
    expect(mail.subject).toBe(resetSubject);
    const code = await harness.latestCode('reset@example.com');
    expect((await confirm('reset@example.com', code, 'corta')).body.__type).toBe(
      'InvalidPasswordException',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm('reset@example.com', wrong, 'nueva-clave-77')).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await confirm('reset@example.com', code, 'nueva-clave-77')).body).toEqual({});
    expect((await harness.latestMail('reset@example.com')).subject).toBe(passwordChangedSubject);
    await harness.signIn('reset@example.com', 'nueva-clave-77');
    expect((await harness.initiate('reset@example.com', goodPassword)).body.__type).toBe(
      'NotAuthorizedException',
    );
    await harness.fails(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: session.RefreshToken },
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    expect((await confirm('reset@example.com', code, 'otra-clave-88')).body.__type).toBe(
      'ExpiredCodeException',
    );
  });

  it('refuses a reset code older than 1 hour', async () => {
    await harness.signUpConfirmed('expired@example.com');
    await forgot('expired@example.com');
    const code = await harness.latestCode('expired@example.com');
    harness.clock.advance(minutes(61));
    expect((await confirm('expired@example.com', code, 'nueva-clave-77')).body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('answers LimitExceededException after 5 wrong reset codes', async () => {
    await harness.signUpConfirmed('guess@example.com');
    await forgot('guess@example.com');
    const code = await harness.latestCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirm('guess@example.com', wrong, 'nueva-clave-77')).body.__type).toBe(
        'CodeMismatchException',
      );
    }
    expect((await confirm('guess@example.com', code, 'nueva-clave-77')).body.__type).toBe(
      'LimitExceededException',
    );
  });

  it('tells an unconfirmed user to confirm first, and an unknown user that it does not exist', async () => {
    await harness.signUp('pending@example.com');
    expect((await forgot('pending@example.com')).body).toEqual({
      __type: 'InvalidParameterException',
      message:
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
    expect((await forgot('nadie@example.com')).body.__type).toBe('UserNotFoundException');
  });

  it('refuses an invalid human check when one is sent, with UserLambdaValidationException', async () => {
    expect((await forgot('reset@example.com', { altcha: 'inválido' })).body).toEqual({
      __type: 'UserLambdaValidationException',
      message: 'Human check failed',
    });
  });

  it('limits reset codes to 5 an hour', async () => {
    await harness.signUpConfirmed('many@example.com');
    for (let request = 0; request < 5; request += 1) {
      expect((await forgot('many@example.com')).status).toBe(200);
    }
    expect((await forgot('many@example.com')).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('changes the password with the previous one, keeping this session and ending the others', async () => {
    await harness.signUpConfirmed('change@example.com');
    const other = await harness.signIn('change@example.com');
    const current = await harness.signIn('change@example.com');
    const change = (previous: string, proposed: string) =>
      harness.call('ChangePassword', {
        AccessToken: current.AccessToken,
        PreviousPassword: previous,
        ProposedPassword: proposed,
      });
    expect((await change(goodPassword, 'corta')).body.__type).toBe('InvalidPasswordException');
    expect((await change('no-es-esta-1', 'nueva-clave-77')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await change(goodPassword, 'nueva-clave-77')).body).toEqual({});
    expect((await harness.latestMail('change@example.com')).subject).toBe(passwordChangedSubject);
    await harness.ok('GetUser', { AccessToken: current.AccessToken });
    await harness.fails('GetUser', { AccessToken: other.AccessToken }, 'NotAuthorizedException');
    await harness.signIn('change@example.com', 'nueva-clave-77');
  });

  it('answers LimitExceededException to ChangePassword after 5 wrong previous passwords', async () => {
    await harness.signUpConfirmed('brute@example.com');
    const tokens = await harness.signIn('brute@example.com');
    const change = (previous: string) =>
      harness.call('ChangePassword', {
        AccessToken: tokens.AccessToken,
        PreviousPassword: previous,
        ProposedPassword: 'nueva-clave-77',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(`mala-clave-${attempt}`)).body.__type).toBe('NotAuthorizedException');
    }
    expect((await change(goodPassword)).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect((await harness.initiate('brute@example.com', goodPassword)).body.message).toBe(
      'Password attempts exceeded',
    );
    harness.clock.advance(minutes(15) + 1000);
    expect((await change(goodPassword)).body).toEqual({});
  });
});
