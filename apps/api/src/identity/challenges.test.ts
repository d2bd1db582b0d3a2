import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { invitationSubject, smsSubject } from './identity-mail.js';
import { clientId, createIdentityHarness, goodPassword, minutes } from './testing.js';

describe('identity: challenges (NEW_PASSWORD_REQUIRED, SOFTWARE_TOKEN_MFA, SMS_MFA)', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
  });
  afterAll(() => database.close());

  let enrolledSecret = '';
  /** A code of the enrolled secret in a time step not used yet. */
  const nextTotpCode = async () => {
    harness.clock.advance(30_000);
    return totpCode(enrolledSecret);
  };

  const totpCode = (secret: string, offsetMs = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: harness.clock.now().getTime() + offsetMs,
    });

  it('asks an admin-created user for a new password, then signs them in', async () => {
    const created = await harness.services.identity.service.adminCreateUser({
      email: 'Nueva@Example.com',
      givenName: 'Nora',
      temporaryPassword: 'temporal-123',
      groups: ['adminLite'],
    });
    expect(created).toMatchObject({
      username: 'nueva@example.com',
      status: 'FORCE_CHANGE_PASSWORD',
    });
    const invitation = await harness.latestMail('nueva@example.com');
    expect(invitation.subject).toBe(invitationSubject);
    expect(invitation.text).toContain('temporal-123');

    const challenge = await harness.ok<Record<string, unknown>>('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nueva@example.com', PASSWORD: 'temporal-123' },
      ClientId: clientId,
    });
    expect(challenge).toEqual({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'nueva@example.com',
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({
          email: 'nueva@example.com',
          email_verified: 'true',
          given_name: 'Nora',
        }),
      },
    });
    const respond = (newPassword: string) =>
      harness.call('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeResponses: { NEW_PASSWORD: newPassword, USERNAME: 'nueva@example.com' },
        Session: challenge.Session,
        ClientId: clientId,
      });
    expect((await respond('corta1')).body.__type).toBe('InvalidPasswordException');
    const done = await respond('mi-clave-nueva-7');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      AuthenticationResult: { AccessToken: expect.any(String), RefreshToken: expect.any(String) },
      ChallengeParameters: {},
    });
    expect((await respond('mi-clave-nueva-8')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    expect((await harness.services.identity.service.findUser('nueva@example.com'))?.status).toBe(
      'CONFIRMED',
    );
    await harness.signIn('nueva@example.com', 'mi-clave-nueva-7');
    expect((await harness.initiate('nueva@example.com', 'temporal-123')).body.__type).toBe(
      'NotAuthorizedException',
    );
  });

  it('lets a challenge session expire after 3 minutes', async () => {
    await harness.services.identity.service.adminCreateUser({
      email: 'slow@example.com',
      temporaryPassword: 'temporal-123',
    });
    const challenge = (await harness.initiate('slow@example.com', 'temporal-123')).body;
    harness.clock.advance(minutes(3) + 1000);
    await harness.fails(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeResponses: { NEW_PASSWORD: 'mi-clave-nueva-7', USERNAME: 'slow@example.com' },
        Session: challenge.Session,
        ClientId: clientId,
      },
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
    );
  });

  it('refuses a temporary password older than 7 days', async () => {
    await harness.services.identity.service.adminCreateUser({
      email: 'stale@example.com',
      temporaryPassword: 'temporal-123',
    });
    harness.clock.advance(minutes(7 * 24 * 60) + 1000);
    expect((await harness.initiate('stale@example.com', 'temporal-123')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Temporary password has expired and must be reset by an administrator.',
    });
  });

  it('enrols TOTP and asks for it at sign-in (SOFTWARE_TOKEN_MFA)', async () => {
    await harness.signUpConfirmed('totp@example.com');
    const tokens = await harness.signIn('totp@example.com');
    const { SecretCode: secret } = await harness.ok<{ SecretCode: string }>(
      'AssociateSoftwareToken',
      {
        AccessToken: tokens.AccessToken,
      },
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    enrolledSecret = secret;
    await harness.fails(
      'SetUserMFAPreference',
      {
        AccessToken: tokens.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      },
      'InvalidParameterException',
      'User has not verified software token mfa',
    );
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    await harness.fails(
      'VerifySoftwareToken',
      { AccessToken: tokens.AccessToken, UserCode: wrong, FriendlyDeviceName: 'Teléfono' },
      'EnableSoftwareTokenMFAException',
      'Code mismatch',
    );
    expect(
      await harness.ok('VerifySoftwareToken', {
        AccessToken: tokens.AccessToken,
        UserCode: totpCode(secret),
      }),
    ).toEqual({ Status: 'SUCCESS' });
    // Verified but not enabled yet: sign-in still completes without MFA.
    expect((await harness.initiate('totp@example.com', goodPassword)).body).toHaveProperty(
      'AuthenticationResult',
    );
    expect(
      await harness.ok('SetUserMFAPreference', {
        AccessToken: tokens.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    ).toEqual({});
    expect(await harness.ok('GetUser', { AccessToken: tokens.AccessToken })).toMatchObject({
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });

    const challenge = (await harness.initiate('totp@example.com', goodPassword)).body;
    expect(challenge).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
      ChallengeParameters: { USER_ID_FOR_SRP: 'totp@example.com' },
    });
    const respond = (code: string) =>
      harness.call('RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ChallengeResponses: { USERNAME: 'totp@example.com', SOFTWARE_TOKEN_MFA_CODE: code },
        Session: challenge.Session,
        ClientId: clientId,
      });
    expect((await respond(wrong)).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    const done = await respond(totpCode(secret));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ AuthenticationResult: { AccessToken: expect.any(String) } });

    // The same code is accepted once: a second sign-in in the same 30 s needs the next one.
    const again = (await harness.initiate('totp@example.com', goodPassword)).body;
    const reuse = await harness.call('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ChallengeResponses: {
        USERNAME: 'totp@example.com',
        SOFTWARE_TOKEN_MFA_CODE: totpCode(secret),
      },
      Session: again.Session,
      ClientId: clientId,
    });
    expect(reuse.body.__type).toBe('CodeMismatchException');
    harness.clock.advance(30_000);
    await harness.ok('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ChallengeResponses: {
        USERNAME: 'totp@example.com',
        SOFTWARE_TOKEN_MFA_CODE: totpCode(secret),
      },
      Session: again.Session,
      ClientId: clientId,
    });
  });

  it('spends a challenge session after 3 wrong MFA codes', async () => {
    const challenge = (await harness.initiate('totp@example.com', goodPassword)).body;
    const body = (code: string) => ({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ChallengeResponses: { USERNAME: 'totp@example.com', SOFTWARE_TOKEN_MFA_CODE: code },
      Session: challenge.Session,
      ClientId: clientId,
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await harness.fails('RespondToAuthChallenge', body('12345x'), 'CodeMismatchException');
    }
    await harness.fails(
      'RespondToAuthChallenge',
      body('000000'),
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
    );
  });

  it('turns TOTP off with SetUserMFAPreference', async () => {
    const user = await harness.services.identity.service.findUser('totp@example.com');
    const secret = await harness.ok<{ SecretCode: string }>('AssociateSoftwareToken', {
      AccessToken: (
        await harness.ok<{ AuthenticationResult: { AccessToken: string } }>(
          'RespondToAuthChallenge',
          {
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            ChallengeResponses: {
              USERNAME: user!.username,
              SOFTWARE_TOKEN_MFA_CODE: await nextTotpCode(),
            },
            Session: (await harness.initiate('totp@example.com', goodPassword)).body.Session,
            ClientId: clientId,
          },
        )
      ).AuthenticationResult.AccessToken,
    });
    expect(secret.SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    harness.clock.advance(30_000);
    const signedIn = await harness.ok<{ AuthenticationResult: { AccessToken: string } }>(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ChallengeResponses: {
          USERNAME: 'totp@example.com',
          SOFTWARE_TOKEN_MFA_CODE: await nextTotpCode(),
        },
        Session: (await harness.initiate('totp@example.com', goodPassword)).body.Session,
        ClientId: clientId,
      },
    );
    await harness.ok('SetUserMFAPreference', {
      AccessToken: signedIn.AuthenticationResult.AccessToken,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect((await harness.initiate('totp@example.com', goodPassword)).body).toHaveProperty(
      'AuthenticationResult',
    );
  });

  it('sends the SMS_MFA code through the mailer, marked SMS, and accepts it', async () => {
    await harness.signUpConfirmed('sms@example.com', goodPassword, {
      phone_number: '+5491155551234',
    });
    const tokens = await harness.signIn('sms@example.com');
    await harness.ok('SetUserMFAPreference', {
      AccessToken: tokens.AccessToken,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const challenge = (await harness.initiate('sms@example.com', goodPassword)).body;
    expect(challenge).toEqual({
      ChallengeName: 'SMS_MFA',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'sms@example.com',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '+*********1234',
      },
    });
    const mail = await harness.latestMail('sms@example.com');
    expect(mail.subject).toBe(smsSubject);
    expect(mail.text).toContain('+*********1234');
    const code = await harness.latestCode('sms@example.com');
    const body = (answer: string) => ({
      ChallengeName: 'SMS_MFA',
      ChallengeResponses: { USERNAME: 'sms@example.com', SMS_MFA_CODE: answer },
      Session: challenge.Session,
      ClientId: clientId,
    });
    await harness.fails(
      'RespondToAuthChallenge',
      body(code === '000000' ? '111111' : '000000'),
      'CodeMismatchException',
      'Invalid code received for user',
    );
    expect(await harness.ok('RespondToAuthChallenge', body(code))).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String) },
    });
  });

  it('refuses SMS MFA without a phone number and e-mail MFA', async () => {
    await harness.signUpConfirmed('nophone@example.com');
    const tokens = await harness.signIn('nophone@example.com');
    await harness.fails(
      'SetUserMFAPreference',
      { AccessToken: tokens.AccessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } },
      'InvalidParameterException',
      'User does not have delivery config set to turn on SMS_MFA',
    );
    await harness.fails(
      'SetUserMFAPreference',
      { AccessToken: tokens.AccessToken, EmailMfaSettings: { Enabled: true } },
      'InvalidParameterException',
    );
    await harness.fails(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'MFA_SETUP',
        ChallengeResponses: { USERNAME: 'x' },
        Session: 'x',
        ClientId: clientId,
      },
      'InvalidParameterException',
    );
  });
});
