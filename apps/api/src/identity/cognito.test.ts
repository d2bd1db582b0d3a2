import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIdentity } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { createStaffService } from '../modules/staff/staff.service.js';
import { createTestConfig, createTestContext } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { type CognitoIdentityConfig, createCognitoIdentityService } from './cognito.js';
import { IdentityError, type IdentityService } from './identity.js';
import { clientId, createIdentityHarness, goodPassword } from './testing.js';

/** The key pair the local provider accepts signed admin calls with, in these tests. */
const adminKey = {
  accessKeyId: 'AKIALIQUITESTADMIN01',
  secretAccessKey: 'liqui-test-secret-access-key-0123456789abcdef',
};

describe('identity: the Cognito service (AWS SDK) against the local provider over HTTP', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  let server: Server;
  let cognito: CognitoIdentityConfig;
  let service: IdentityService;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database, {
      config: createTestConfig({
        IDENTITY_ADMIN_ACCESS_KEY_ID: adminKey.accessKeyId,
        IDENTITY_ADMIN_SECRET_ACCESS_KEY: adminKey.secretAccessKey,
      }),
    });
    const port = await freePort();
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: harness.app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    cognito = {
      kind: 'cognito',
      userPoolId: localIdentity.userPoolId,
      clientId: localIdentity.clientId,
      region: localIdentity.region,
      issuer: `https://cognito-idp.us-east-1.amazonaws.com/${localIdentity.userPoolId}`,
      endpoint: `http://127.0.0.1:${port}/identity`,
    };
    service = createCognitoIdentityService(cognito, {
      logger: harness.deps.logger,
      credentials: adminKey,
      hooks: {
        onUserConfirmed: async (user) => {
          await harness.services.users.createFromIdentity(user);
        },
      },
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('creates a staff user whose invitation lets it sign in with a new password, and its user record', async () => {
    const staff = createStaffService({ identity: service });
    const created = await staff.createStaffUser({
      username: 'Operadora@Liqui.test',
      type: 'OPERADOR',
      given_name: 'Olga',
      family_name: 'Paz',
    });
    expect(created).toMatchObject({
      username: 'operadora@liqui.test',
      group: 'operador',
      status: 'FORCE_CHANGE_PASSWORD',
    });
    const [record] = await database.db
      .select()
      .from(users)
      .where(eq(users.userId, created.user_id));
    expect(record).toMatchObject({ username: 'operadora@liqui.test', nombre: 'Olga' });

    const invitation = await harness.latestMail('operadora@liqui.test');
    const temporary = /contraseña temporal es (\S+)/.exec(invitation.text)?.[1] ?? '';
    const challenge = (await harness.initiate('operadora@liqui.test', temporary)).body;
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answer = await harness.ok<{ AuthenticationResult: { IdToken: string } }>(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeResponses: { NEW_PASSWORD: goodPassword, USERNAME: 'operadora@liqui.test' },
        Session: challenge.Session,
        ClientId: clientId,
      },
    );
    expect(decodeJwt(answer.AuthenticationResult.IdToken)).toMatchObject({
      sub: created.user_id,
      'cognito:groups': ['operador'],
      given_name: 'Olga',
      family_name: 'Paz',
    });
  });

  it('finds users by e-mail and by sub, with their groups, and adds and removes groups', async () => {
    const user = await service.findUser(' OPERADORA@liqui.test');
    expect(user).toMatchObject({
      username: 'operadora@liqui.test',
      email: 'operadora@liqui.test',
      status: 'CONFIRMED',
      givenName: 'Olga',
      familyName: 'Paz',
      phoneNumber: null,
      groups: ['operador'],
      createdAt: expect.any(Date),
    });
    expect(await service.findUserBySub(user?.sub ?? '')).toEqual(user);
    await service.adminAddUserToGroup('operadora@liqui.test', 'admin');
    await service.adminAddUserToGroup('operadora@liqui.test', 'admin');
    expect((await service.findUser('operadora@liqui.test'))?.groups).toEqual(['operador', 'admin']);
    await service.adminRemoveUserFromGroup('operadora@liqui.test', 'operador');
    expect((await service.findUserBySub(user?.sub ?? ''))?.groups).toEqual(['admin']);
    expect(await service.findUser('nadie@liqui.test')).toBeNull();
    expect(await service.findUserBySub('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await service.findUserBySub('" or sub ^= "')).toBeNull();
  });

  it('creates users with a permanent password, sets passwords, and maps Cognito errors to IdentityError', async () => {
    const user = await service.adminCreateUser({
      email: 'fija@liqui.test',
      password: goodPassword,
      phoneNumber: '+5491155551234',
      groups: ['admin'],
    });
    expect(user).toMatchObject({
      status: 'CONFIRMED',
      phoneNumber: '+5491155551234',
      groups: ['admin'],
    });
    expect(await harness.mailsTo('fija@liqui.test')).toEqual([]);
    await harness.signIn('fija@liqui.test');
    await service.adminSetUserPassword('fija@liqui.test', 'otra-clave-segura-9', {
      permanent: false,
    });
    expect(
      (await harness.initiate('fija@liqui.test', 'otra-clave-segura-9')).body.ChallengeName,
    ).toBe('NEW_PASSWORD_REQUIRED');

    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('expected a failure');
        },
        (error: unknown) => {
          expect(error).toBeInstanceOf(IdentityError);
          return (error as IdentityError).type;
        },
      );
    expect(
      await failure(service.adminCreateUser({ email: 'FIJA@liqui.test', password: goodPassword })),
    ).toBe('UsernameExistsException');
    expect(await failure(service.adminAddUserToGroup('nadie@liqui.test', 'admin'))).toBe(
      'UserNotFoundException',
    );
    expect(
      await failure(
        service.adminAddUserToGroup('fija@liqui.test', 'superusuario' as unknown as 'admin'),
      ),
    ).toBe('ResourceNotFoundException');
    expect(
      await failure(service.adminSetUserPassword('fija@liqui.test', 'corta', { permanent: true })),
    ).toBe('InvalidPasswordException');
  });

  it('is refused by the local provider when signed with another secret', async () => {
    const intruder = createCognitoIdentityService(cognito, {
      logger: harness.deps.logger,
      credentials: { ...adminKey, secretAccessKey: `${adminKey.secretAccessKey}-wrong` },
    });
    await expect(intruder.findUser('fija@liqui.test')).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: expect.stringMatching(/signature we calculated does not match/),
    });
    expect(await harness.mailsTo('intruso@liqui.test')).toEqual([]);
  });

  it('is the identity service of an app configured for Cognito (credentials from the default chain)', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = adminKey.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = adminKey.secretAccessKey;
    const appDatabase = await createTestDatabase('migrated');
    try {
      const { services } = createTestContext({
        database: appDatabase,
        config: createTestConfig({
          COGNITO_USER_POOL_ID: localIdentity.userPoolId,
          COGNITO_CLIENT_ID: 'liquiweb',
          COGNITO_REGION: localIdentity.region,
          COGNITO_ENDPOINT: cognito.endpoint ?? '',
        }),
      });
      const created = await services.staff.createStaffUser({
        username: 'jefe@liqui.test',
        type: 'ADMIN',
      });
      expect(created).toMatchObject({ group: 'admin', status: 'FORCE_CHANGE_PASSWORD' });
      expect((await harness.latestMail('jefe@liqui.test')).text).toMatch(/contraseña temporal/);
      expect((await service.findUser('jefe@liqui.test'))?.groups).toEqual(['admin']);
      const record = await services.users.findByUserId(created.user_id);
      expect(record?.email).toBe('jefe@liqui.test');
    } finally {
      await appDatabase.close();
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    }
  });

  it('answers isSessionActive true (Cognito has no session lookup; see the TSDoc)', async () => {
    expect(await service.isSessionActive('any-origin-jti')).toBe(true);
  });
});
