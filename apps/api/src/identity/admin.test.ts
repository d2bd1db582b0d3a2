import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { createTestConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { IdentityError } from './identity.js';
import { invitationSubject, resetSubject } from './identity-mail.js';
import {
  clientId,
  createIdentityHarness,
  goodPassword,
  minutes,
  signedAdminHeaders,
  userPoolId,
} from './testing.js';

describe('identity: admin operations (service and HTTP)', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    admin = await harness.adminHeaders();
  });
  afterAll(() => database.close());

  it('creates a confirmed user with a permanent password and groups, and its user record', async () => {
    const service = harness.services.identity.service;
    const user = await service.adminCreateUser({
      email: 'Staff@Liqui.test',
      givenName: 'Sofía',
      password: goodPassword,
      groups: ['adminDC', 'analistaDC'],
    });
    expect(user).toMatchObject({
      username: 'staff@liqui.test',
      status: 'CONFIRMED',
      givenName: 'Sofía',
      groups: ['adminDC', 'analistaDC'],
      createdAt: expect.any(Date),
    });
    expect(await harness.mailsTo('staff@liqui.test')).toEqual([]);
    const [record] = await database.db.select().from(users).where(eq(users.userId, user.sub));
    expect(record?.username).toBe('staff@liqui.test');
    const tokens = await harness.signIn('staff@liqui.test');
    expect(decodeJwt(tokens.IdToken)['cognito:groups']).toEqual(['adminDC', 'analistaDC']);
    expect(await service.findUser(' STAFF@liqui.test')).toEqual(user);
    expect(await service.findUserBySub(user.sub)).toEqual(user);
    await expect(
      service.adminCreateUser({ email: 'staff@liqui.test', password: goodPassword }),
    ).rejects.toThrow(IdentityError);
  });

  it('runs onUserConfirmed for admin-created users and logs (not throws) its failures', async () => {
    const { createIdentity } = await import('./identity.js');
    const seen: string[] = [];
    const identity = createIdentity({
      config: harness.deps.config,
      database,
      logger: harness.deps.logger,
      mailer: harness.services.mailer,
      keys: harness.deps.signingKeys,
      hooks: {
        onUserConfirmed: async (user) => {
          seen.push(user.username);
          throw new Error('boom');
        },
      },
    });
    const user = await identity.service.adminCreateUser({
      email: 'hooked@liqui.test',
      password: goodPassword,
    });
    expect(seen).toEqual(['hooked@liqui.test']);
    expect(user.status).toBe('CONFIRMED');
  });

  it('refuses the admin operations without a token, or with a non-admin one', async () => {
    const body = { UserPoolId: userPoolId, Username: 'staff@liqui.test' };
    await harness.fails('AdminGetUser', body, 'NotAuthorizedException', /Authorization: Bearer/);
    await harness.signUpConfirmed('taxpayer@example.com');
    const tokens = await harness.signIn('taxpayer@example.com');
    await harness.fails(
      'AdminGetUser',
      body,
      'NotAuthorizedException',
      'Only users in the admin group may call admin operations.',
      { Authorization: `Bearer ${tokens.AccessToken}` },
    );
    await harness.fails('AdminGetUser', body, 'NotAuthorizedException', 'Invalid Access Token', {
      Authorization: 'Bearer not.a.token',
    });
    await harness.fails(
      'AdminCreateUser',
      { UserPoolId: userPoolId, Username: 'x@example.com' },
      'NotAuthorizedException',
      undefined,
      { Authorization: `Bearer ${tokens.IdToken}` },
    );
  });

  it('AdminCreateUser invites with a temporary password; RESEND sends a new one; SUPPRESS sends none', async () => {
    const created = await harness.ok<{ User: Record<string, unknown> }>(
      'AdminCreateUser',
      {
        UserPoolId: userPoolId,
        Username: 'invited@example.com',
        UserAttributes: [
          { Name: 'email', Value: 'invited@example.com' },
          { Name: 'given_name', Value: 'Inés' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      },
      admin,
    );
    expect(created.User).toMatchObject({
      Username: 'invited@example.com',
      Enabled: true,
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      UserCreateDate: expect.any(Number),
      Attributes: expect.arrayContaining([{ Name: 'given_name', Value: 'Inés' }]),
    });
    const invitation = await harness.latestMail('invited@example.com');
    expect(invitation.subject).toBe(invitationSubject);
    const password = /contraseña temporal es (\S+)/.exec(invitation.text)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await harness.initiate('invited@example.com', password!)).body.ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
    await harness.ok(
      'AdminCreateUser',
      {
        UserPoolId: userPoolId,
        Username: 'invited@example.com',
        MessageAction: 'RESEND',
        TemporaryPassword: 'otra-temporal-1',
      },
      admin,
    );
    expect(
      (await harness.initiate('invited@example.com', 'otra-temporal-1')).body.ChallengeName,
    ).toBe('NEW_PASSWORD_REQUIRED');
    await harness.ok(
      'AdminCreateUser',
      {
        UserPoolId: userPoolId,
        Username: 'quiet@example.com',
        MessageAction: 'SUPPRESS',
        TemporaryPassword: 'temporal-123',
      },
      admin,
    );
    expect(await harness.mailsTo('quiet@example.com')).toEqual([]);
    await harness.fails(
      'AdminCreateUser',
      { UserPoolId: userPoolId, Username: 'invited@example.com' },
      'UsernameExistsException',
      undefined,
      admin,
    );
    await harness.fails(
      'AdminCreateUser',
      { UserPoolId: 'us-east-1_other', Username: 'x@example.com' },
      'ResourceNotFoundException',
      'User pool us-east-1_other does not exist.',
      admin,
    );
  });

  it('adds, lists and removes groups; refresh tokens carry the new groups', async () => {
    const tokens = await harness.signIn('taxpayer@example.com');
    const body = { UserPoolId: userPoolId, Username: 'taxpayer@example.com' };
    expect(
      await harness.ok('AdminAddUserToGroup', { ...body, GroupName: 'adminLite' }, admin),
    ).toEqual({});
    await harness.ok('AdminAddUserToGroup', { ...body, GroupName: 'adminLite' }, admin);
    expect(await harness.ok('AdminListGroupsForUser', body, admin)).toEqual({
      Groups: [{ GroupName: 'adminLite', UserPoolId: userPoolId }],
    });
    const refreshed = await harness.ok<{ AuthenticationResult: { IdToken: string } }>(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: tokens.RefreshToken },
    );
    expect(decodeJwt(refreshed.AuthenticationResult.IdToken)['cognito:groups']).toEqual([
      'adminLite',
    ]);
    expect(
      await harness.ok('AdminRemoveUserFromGroup', { ...body, GroupName: 'adminLite' }, admin),
    ).toEqual({});
    expect(await harness.ok('AdminListGroupsForUser', body, admin)).toEqual({ Groups: [] });
    await harness.fails(
      'AdminAddUserToGroup',
      { ...body, GroupName: 'superuser' },
      'ResourceNotFoundException',
      'Group not found.',
      admin,
    );
    await harness.fails(
      'AdminAddUserToGroup',
      { UserPoolId: userPoolId, Username: 'ghost@example.com', GroupName: 'admin' },
      'UserNotFoundException',
      undefined,
      admin,
    );
  });

  it('AdminGetUser describes the user', async () => {
    const user = await harness.ok<Record<string, unknown>>(
      'AdminGetUser',
      { UserPoolId: userPoolId, Username: 'taxpayer@example.com' },
      admin,
    );
    expect(user).toMatchObject({
      Username: 'taxpayer@example.com',
      Enabled: true,
      UserStatus: 'CONFIRMED',
      MFAOptions: [],
      UserAttributes: expect.arrayContaining([{ Name: 'email', Value: 'taxpayer@example.com' }]),
    });
    await harness.fails(
      'AdminGetUser',
      { UserPoolId: userPoolId, Username: 'ghost@example.com' },
      'UserNotFoundException',
      'User does not exist.',
      admin,
    );
  });

  it('AdminResetUserPassword requires a reset: sign-in refused, code e-mailed, old sessions ended', async () => {
    await harness.signUpConfirmed('forced@example.com');
    const session = await harness.signIn('forced@example.com');
    expect(
      await harness.ok(
        'AdminResetUserPassword',
        { UserPoolId: userPoolId, Username: 'forced@example.com' },
        admin,
      ),
    ).toEqual({});
    expect((await harness.initiate('forced@example.com', goodPassword)).body).toEqual({
      __type: 'PasswordResetRequiredException',
      message: 'Password reset required for the user',
    });
    await harness.fails(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: session.RefreshToken },
      'NotAuthorizedException',
    );
    expect((await harness.latestMail('forced@example.com')).subject).toBe(resetSubject);
    await harness.ok('ConfirmForgotPassword', {
      ClientId: clientId,
      Username: 'forced@example.com',
      ConfirmationCode: await harness.latestCode('forced@example.com'),
      Password: 'nueva-clave-77',
    });
    await harness.signIn('forced@example.com', 'nueva-clave-77');
  });

  it('AdminSetUserPassword sets a permanent or a temporary password', async () => {
    const body = { UserPoolId: userPoolId, Username: 'forced@example.com' };
    await harness.ok(
      'AdminSetUserPassword',
      { ...body, Password: 'fijada-por-admin-1', Permanent: true },
      admin,
    );
    await harness.signIn('forced@example.com', 'fijada-por-admin-1');
    await harness.ok('AdminSetUserPassword', { ...body, Password: 'temporal-por-admin-1' }, admin);
    expect(
      (await harness.initiate('forced@example.com', 'temporal-por-admin-1')).body.ChallengeName,
    ).toBe('NEW_PASSWORD_REQUIRED');
    await harness.fails(
      'AdminSetUserPassword',
      { ...body, Password: 'corta', Permanent: true },
      'InvalidPasswordException',
      undefined,
      admin,
    );
  });

  it('a removed admin loses the admin operations at once', async () => {
    const headers = await harness.adminHeaders('exadmin@liqui.test');
    await harness.ok(
      'AdminGetUser',
      { UserPoolId: userPoolId, Username: 'exadmin@liqui.test' },
      headers,
    );
    await harness.services.identity.service.adminRemoveUserFromGroup('exadmin@liqui.test', 'admin');
    await harness.fails(
      'AdminGetUser',
      { UserPoolId: userPoolId, Username: 'exadmin@liqui.test' },
      'NotAuthorizedException',
      undefined,
      headers,
    );
  });
});

describe('identity: admin operations signed with SigV4 (IDENTITY_ADMIN_ACCESS_KEY_ID)', () => {
  const key = {
    accessKeyId: 'AKIALIQUITESTADMIN02',
    secretAccessKey: 'liqui-test-secret-access-key-abcdef0123456789',
  };
  const body = { UserPoolId: userPoolId, Filter: 'email = "firmada@liqui.test"' };
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database, {
      config: createTestConfig({
        IDENTITY_ADMIN_ACCESS_KEY_ID: key.accessKeyId,
        IDENTITY_ADMIN_SECRET_ACCESS_KEY: key.secretAccessKey,
      }),
    });
    await harness.services.identity.service.adminCreateUser({
      email: 'firmada@liqui.test',
      password: goodPassword,
    });
  });
  afterAll(() => database.close());

  it('accepts a call signed with the key pair (ListUsers by e-mail)', async () => {
    const headers = await signedAdminHeaders('ListUsers', body, key, { date: harness.clock.now() });
    const answer = await harness.ok<{ Users: { Username: string }[] }>('ListUsers', body, headers);
    expect(answer.Users.map((user) => user.Username)).toEqual(['firmada@liqui.test']);
  });

  it('refuses a wrong signature, another key id, a changed body and a stale date', async () => {
    const now = harness.clock.now();
    const wrongSecret = await signedAdminHeaders(
      'ListUsers',
      body,
      { ...key, secretAccessKey: `${key.secretAccessKey}x` },
      { date: now },
    );
    await harness.fails(
      'ListUsers',
      body,
      'NotAuthorizedException',
      /signature we calculated/,
      wrongSecret,
    );
    const otherId = await signedAdminHeaders(
      'ListUsers',
      body,
      { ...key, accessKeyId: 'AKIALIQUITESTOTHER99' },
      { date: now },
    );
    await harness.fails('ListUsers', body, 'NotAuthorizedException', /security token/, otherId);
    const signed = await signedAdminHeaders('ListUsers', body, key, { date: now });
    const withoutHash = await signedAdminHeaders('ListUsers', body, key, {
      date: now,
      bodyHash: false,
    });
    await harness.fails(
      'ListUsers',
      { ...body, Filter: 'email = "otra@liqui.test"' },
      'NotAuthorizedException',
      /signature we calculated/,
      withoutHash,
    );
    await harness.fails(
      'ListUsers',
      { ...body, Filter: 'email = "otra@liqui.test"' },
      'NotAuthorizedException',
      'X-Amz-Content-Sha256 does not match the body.',
      signed,
    );
    await harness.fails('AdminGetUser', body, 'NotAuthorizedException', /signature we calculated/, {
      ...signed,
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
    });
    const stale = await signedAdminHeaders('ListUsers', body, key, {
      date: new Date(now.getTime() - minutes(16)),
    });
    await harness.fails('ListUsers', body, 'NotAuthorizedException', /Signature expired/, stale);
    await harness.fails(
      'ListUsers',
      body,
      'NotAuthorizedException',
      /not a valid AWS4-HMAC-SHA256/,
      {
        ...signed,
        authorization: 'AWS4-HMAC-SHA256 Credential=garbage',
      },
    );
  });

  it('refuses signed calls when no key pair is configured', async () => {
    const plain = createIdentityHarness(database);
    const headers = await signedAdminHeaders('ListUsers', body, key, { date: plain.clock.now() });
    await plain.fails(
      'ListUsers',
      body,
      'NotAuthorizedException',
      /Signed admin calls are off/,
      headers,
    );
  });

  it('ListUsers needs an exact filter and finds by sub', async () => {
    const user = await harness.services.identity.service.findUser('firmada@liqui.test');
    const bySub = { UserPoolId: userPoolId, Filter: `sub = "${user?.sub}"` };
    const found = await harness.ok<{ Users: unknown[] }>(
      'ListUsers',
      bySub,
      await signedAdminHeaders('ListUsers', bySub, key, { date: harness.clock.now() }),
    );
    expect(found.Users).toHaveLength(1);
    for (const Filter of [undefined, 'email ^= "fir"', 'name = "x"']) {
      const request = { UserPoolId: userPoolId, ...(Filter ? { Filter } : {}) };
      await harness.fails(
        'ListUsers',
        request,
        'InvalidParameterException',
        undefined,
        await signedAdminHeaders('ListUsers', request, key, { date: harness.clock.now() }),
      );
    }
  });
});
