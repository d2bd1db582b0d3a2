import { ApiErrorBody } from '@liqui/api-client';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { generateSigningKeys, type SigningKeys } from '../secrets/signing-keys.js';
import { createTestApp, createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken, testIssuer } from '../test/tokens.js';
import { allow } from './access.js';
import {
  createTokenVerifier,
  type Principal,
  provideAuthentication,
  readBearerToken,
} from './auth.js';
import type { AppEnv } from './context.js';
import { createErrorHandler } from './errors.js';

const unauthorizedBody = {
  message: 'Sesion vencida, vuelve a loguearte por favor',
  code: 'unauthenticated',
};

describe('readBearerToken', () => {
  it('takes the raw header value or the value after Bearer, in any case', () => {
    expect(readBearerToken('abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearerToken('bearer   abc.def.ghi ')).toBe('abc.def.ghi');
  });

  it('gives nothing for a missing, blank or other-scheme header', () => {
    expect(readBearerToken(undefined)).toBeUndefined();
    expect(readBearerToken('  ')).toBeUndefined();
    expect(readBearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
  });
});

describe('API authentication (GET /api/root/users/me)', () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let otherKeys: SigningKeys;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    app = createTestApp({ database });
    otherKeys = await generateSigningKeys();
  });
  afterAll(() => database.close());

  const callMe = (authorization?: string) =>
    app.request(
      '/api/root/users/me',
      authorization === undefined ? {} : { headers: { Authorization: authorization } },
    );

  async function expectUnauthorized(response: Response) {
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    assert(body, ApiErrorBody);
    expect(body).toEqual(unauthorizedBody);
  }

  it('answers 200 to a valid id token sent raw, as the spec app sends it', async () => {
    const response = await callMe(
      await signTestToken(testSigningKeys, { email: 'raw@liqui.test' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'raw@liqui.test' });
  });

  it('accepts the Bearer prefix', async () => {
    const token = await signTestToken(testSigningKeys, { email: 'bearer@liqui.test' });
    const response = await callMe(`Bearer ${token}`);
    expect(response.status).toBe(200);
  });

  it('accepts an access token whose client_id is the app client', async () => {
    const token = await signTestToken(testSigningKeys, {
      tokenUse: 'access',
      email: 'access@liqui.test',
    });
    const response = await callMe(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'access@liqui.test' });
  });

  it('answers 401 JSON without a token', async () => {
    await expectUnauthorized(await callMe());
    await expectUnauthorized(await callMe(''));
    await expectUnauthorized(await callMe('Basic dXNlcjpwYXNz'));
  });

  it('answers 401 to a token that is not a JWT', async () => {
    await expectUnauthorized(await callMe('not-a-token'));
  });

  it('answers 401 to a token signed by another key, with its own kid or ours', async () => {
    await expectUnauthorized(await callMe(await signTestToken(otherKeys)));
    await expectUnauthorized(
      await callMe(await signTestToken(otherKeys, { kid: testSigningKeys.kid })),
    );
  });

  it('answers 401 to an expired token', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 7200;
    const token = await signTestToken(testSigningKeys, {
      issuedAt,
      expiresAt: issuedAt + 3600,
    });
    await expectUnauthorized(await callMe(token));
  });

  it('answers 401 to a token without exp', async () => {
    const token = await new SignJWT({
      sub: 'no-exp',
      token_use: 'id',
      aud: 'liqui-web',
      'cognito:username': 'noexp@liqui.test',
    })
      .setProtectedHeader({ alg: 'RS256', kid: testSigningKeys.kid })
      .setIssuer(testIssuer)
      .setIssuedAt()
      .sign(testSigningKeys.privateKey);
    await expectUnauthorized(await callMe(token));
  });

  it('answers 401 to an id token for another audience and an access token for another client', async () => {
    await expectUnauthorized(
      await callMe(await signTestToken(testSigningKeys, { clientId: 'another-client' })),
    );
    await expectUnauthorized(
      await callMe(
        await signTestToken(testSigningKeys, { tokenUse: 'access', clientId: 'another-client' }),
      ),
    );
  });

  it('answers 401 to a token from another issuer', async () => {
    await expectUnauthorized(
      await callMe(
        await signTestToken(testSigningKeys, {
          issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other',
        }),
      ),
    );
  });

  it('answers 401 to a token without token_use, or with another one', async () => {
    await expectUnauthorized(
      await callMe(await signTestToken(testSigningKeys, { extra: { token_use: undefined } })),
    );
    await expectUnauthorized(
      await callMe(await signTestToken(testSigningKeys, { extra: { token_use: 'refresh' } })),
    );
  });

  it('answers 401 to an HS256 token, even one keyed with the public modulus', async () => {
    const secret = new TextEncoder().encode(String(testSigningKeys.jwks.keys[0]?.n));
    const token = await new SignJWT({
      sub: 'hs',
      token_use: 'id',
      aud: 'liqui-web',
      'cognito:username': 'hs@liqui.test',
    })
      .setProtectedHeader({ alg: 'HS256', kid: testSigningKeys.kid })
      .setIssuer(testIssuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    await expectUnauthorized(await callMe(token));
  });

  it('never reads the token on a public route: a bad one still gets the health report', async () => {
    const response = await app.request('/api/health', {
      headers: { Authorization: 'Bearer garbage' },
    });
    expect(response.status).toBe(200);
  });
});

describe('access by group (allow([...]))', () => {
  const verify = createTokenVerifier({
    issuer: testIssuer,
    clientId: 'liqui-web',
    keys: { kind: 'local', getKey: testSigningKeys.getVerificationKey },
  });
  const app = new Hono<AppEnv>()
    .use('/api/*', provideAuthentication(verify))
    .get('/api/staff', allow(['admin', 'adminLite']), (c) => c.json(c.get('principal')));
  app.onError(createErrorHandler(pino({ level: 'silent' })));

  const callStaff = async (groups: string[]) =>
    app.request('/api/staff', {
      headers: { Authorization: await signTestToken(testSigningKeys, { groups, sub: 's-1' }) },
    });

  it('answers 403 JSON to a valid token without one of the groups', async () => {
    for (const groups of [[], ['adminDC'], ['analistaDC', 'someOtherGroup']]) {
      const response = await callStaff(groups);
      expect(response.status).toBe(403);
      const body = await response.json();
      assert(body, ApiErrorBody);
      expect(body).toEqual({
        message: 'No tenés permiso para realizar esta acción',
        code: 'forbidden',
      });
    }
  });

  it('lets in a caller with any listed group, exposing the principal with known groups only', async () => {
    const response = await callStaff(['adminLite', 'someOtherGroup']);
    expect(response.status).toBe(200);
    const principal = (await response.json()) as Principal;
    expect(principal).toEqual({
      userId: 's-1',
      username: 'user-s-1@liqui.test',
      email: 'user-s-1@liqui.test',
      groups: ['adminLite'],
      tokenUse: 'id',
    });
  });

  it('answers 401, not 403, when the token is missing', async () => {
    const response = await app.request('/api/staff');
    expect(response.status).toBe(401);
  });

  it('refuses to declare an empty group list', () => {
    expect(() => allow([] as unknown as ['admin'])).toThrow(/at least one group/);
  });
});

describe('createTokenVerifier', () => {
  it('lower-cases the user name and e-mail of the principal', async () => {
    const verify = createTokenVerifier({
      issuer: testIssuer,
      clientId: 'liqui-web',
      keys: { kind: 'local', getKey: testSigningKeys.getVerificationKey },
    });
    const principal = await verify(
      await signTestToken(testSigningKeys, { sub: 'u-9', email: 'Ana.Perez@Liqui.TEST' }),
    );
    expect(principal).toMatchObject({
      userId: 'u-9',
      username: 'ana.perez@liqui.test',
      email: 'ana.perez@liqui.test',
      groups: [],
    });
  });

  it('uses the given clock for expiry', async () => {
    const verify = createTokenVerifier({
      issuer: testIssuer,
      clientId: 'liqui-web',
      keys: { kind: 'local', getKey: testSigningKeys.getVerificationKey },
      now: () => new Date(Date.now() + 2 * 3600 * 1000),
    });
    await expect(verify(await signTestToken(testSigningKeys))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('checks a token’s signature once, and its expiry and session on every call', async () => {
    let keyReads = 0;
    let clock = Date.now();
    let isActive = true;
    const verify = createTokenVerifier({
      issuer: testIssuer,
      clientId: 'liqui-web',
      keys: {
        kind: 'local',
        getKey: (header, input) => {
          keyReads += 1;
          return testSigningKeys.getVerificationKey(header, input);
        },
      },
      now: () => new Date(clock),
      isSessionActive: async () => isActive,
    });
    const token = await signTestToken(testSigningKeys, {
      sub: 'u-7',
      extra: { origin_jti: 'f'.repeat(36) },
    });
    expect(await verify(token)).toMatchObject({ userId: 'u-7' });
    expect(await verify(token)).toMatchObject({ userId: 'u-7' });
    expect(keyReads).toBe(1);

    // A revoked sign-in is refused at once, though its token verified before.
    isActive = false;
    await expect(verify(token)).rejects.toMatchObject({ code: 'unauthenticated' });
    isActive = true;
    expect(await verify(token)).toMatchObject({ userId: 'u-7' });

    // Past its exp (the test tokens live an hour) it is refused, though it verified before.
    clock += 2 * 3600 * 1000;
    await expect(verify(token)).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

describe('tokens of the local identity provider', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  async function identityCall(
    app: ReturnType<typeof createTestApp>,
    operation: string,
    body: Record<string, unknown>,
  ) {
    const response = await app.request('/identity', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { AuthenticationResult?: Record<string, string> };
    return { status: response.status, body: answer };
  }

  it('a signed-in user’s tokens work until GlobalSignOut, then answer 401', async () => {
    const { app, services } = createTestContext({ database });
    await services.identity.service.adminCreateUser({
      email: 'salir@liqui.test',
      password: 'clave-segura-2026',
    });
    const signIn = await identityCall(app, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'liqui-web',
      AuthParameters: { USERNAME: 'salir@liqui.test', PASSWORD: 'clave-segura-2026' },
    });
    expect(signIn.status).toBe(200);
    const { IdToken, AccessToken } = signIn.body.AuthenticationResult ?? {};
    if (!IdToken || !AccessToken) throw new Error('InitiateAuth gave no tokens');

    for (const token of [IdToken, `Bearer ${AccessToken}`]) {
      const response = await app.request('/api/root/users/me', {
        headers: { Authorization: token },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: 'salir@liqui.test' });
    }

    const signOut = await identityCall(app, 'GlobalSignOut', { AccessToken });
    expect(signOut.status).toBe(200);
    for (const token of [IdToken, AccessToken]) {
      const response = await app.request('/api/root/users/me', {
        headers: { Authorization: token },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorizedBody);
    }
  });
});
