import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { generateSigningKeys } from '../secrets/signing-keys.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { clientId, createIdentityHarness, goodPassword, minutes } from './testing.js';

const issuer = 'https://liqui.local/identity/us-east-1_liquilocal';

describe('identity: InitiateAuth, tokens, refresh and sign-out', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  let jwks: ReturnType<typeof createLocalJWKSet>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    const response = await harness.app.request('/identity/.well-known/jwks.json');
    jwks = createLocalJWKSet((await response.json()) as JSONWebKeySet);
  });
  afterAll(() => database.close());

  it('signs in with USER_PASSWORD_AUTH and returns Cognito-shaped tokens that verify against the JWKS', async () => {
    const sub = await harness.signUpConfirmed('Tokens@Example.com', goodPassword, {
      given_name: 'Tomás',
      family_name: 'Oken',
    });
    await harness.services.identity.service.adminAddUserToGroup('tokens@example.com', 'adminLite');
    const result = await harness.ok('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: ' TOKENS@example.com', PASSWORD: goodPassword },
      ClientId: clientId,
    });
    expect(result).toEqual({
      AuthenticationResult: {
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        RefreshToken: expect.any(String),
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      },
      ChallengeParameters: {},
    });
    const tokens = result.AuthenticationResult as Record<string, string>;
    const now = harness.clock.now().getTime() / 1000;
    const { payload: id, protectedHeader } = await jwtVerify(tokens.IdToken!, jwks, {
      issuer,
      audience: clientId,
      currentDate: harness.clock.now(),
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: harness.deps.signingKeys.kid });
    expect(id).toMatchObject({
      sub,
      email: 'tokens@example.com',
      email_verified: true,
      given_name: 'Tomás',
      family_name: 'Oken',
      'cognito:username': 'tokens@example.com',
      'cognito:groups': ['adminLite'],
      token_use: 'id',
      aud: clientId,
      iss: issuer,
    });
    expect(id.exp! - id.iat!).toBe(3600);
    expect(Math.abs(id.iat! - now)).toBeLessThan(2);
    expect(id.auth_time).toBe(id.iat);
    const { payload: access } = await jwtVerify(tokens.AccessToken!, jwks, { issuer });
    expect(access).toMatchObject({
      sub,
      username: 'tokens@example.com',
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      'cognito:groups': ['adminLite'],
      origin_jti: id.origin_jti,
    });
    expect(access.aud).toBeUndefined();
    expect(access.jti).not.toBe(id.jti);
    expect(decodeProtectedHeader(tokens.AccessToken!).kid).toBe(harness.deps.signingKeys.kid);
    expect(await harness.services.identity.service.isSessionActive(id.origin_jti as string)).toBe(
      true,
    );
  });

  it('leaves out cognito:groups and absent attributes, as Cognito does', async () => {
    await harness.signUpConfirmed('plain@example.com');
    const tokens = await harness.signIn('plain@example.com');
    const { payload } = await jwtVerify(tokens.IdToken, jwks);
    expect(payload).not.toHaveProperty('cognito:groups');
    expect(payload).not.toHaveProperty('given_name');
    expect(payload).not.toHaveProperty('phone_number');
  });

  it('answers NotAuthorizedException for a wrong password and UserNotFoundException for an unknown user', async () => {
    await harness.signUpConfirmed('wrong@example.com');
    const wrong = await harness.initiate('wrong@example.com', 'otra-clave-99');
    expect(wrong.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(wrong.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    const unknown = await harness.initiate('nadie@example.com', goodPassword);
    expect(unknown.body).toEqual({
      __type: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('answers UserNotConfirmedException to an unconfirmed user with the right password only', async () => {
    await harness.signUp('unconfirmed@example.com');
    expect((await harness.initiate('unconfirmed@example.com', 'mala-clave-1')).body.__type).toBe(
      'NotAuthorizedException',
    );
    expect((await harness.initiate('unconfirmed@example.com', goodPassword)).body).toEqual({
      __type: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('refuses every flow but USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH with a clear message', async () => {
    for (const flow of ['USER_SRP_AUTH', 'USER_AUTH', 'CUSTOM_AUTH']) {
      await harness.fails(
        'InitiateAuth',
        {
          AuthFlow: flow,
          AuthParameters: { USERNAME: 'plain@example.com', SRP_A: 'abc' },
          ClientId: clientId,
        },
        'InvalidParameterException',
        /USER_PASSWORD_AUTH/,
      );
    }
    await harness.fails(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'plain@example.com' },
        ClientId: clientId,
      },
      'InvalidParameterException',
      'Missing required parameter PASSWORD',
    );
  });

  it('refreshes with GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH, without rotation', async () => {
    const tokens = await harness.signIn('plain@example.com');
    harness.clock.advance(minutes(70));
    const refreshed = await harness.ok<{ AuthenticationResult: Record<string, unknown> }>(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: tokens.RefreshToken },
    );
    expect(refreshed.AuthenticationResult).toEqual({
      AccessToken: expect.any(String),
      IdToken: expect.any(String),
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    });
    const { payload } = await jwtVerify(
      refreshed.AuthenticationResult.AccessToken as string,
      jwks,
      {
        currentDate: harness.clock.now(),
      },
    );
    const original = await jwtVerify(tokens.AccessToken, jwks, {
      currentDate: new Date(harness.clock.now().getTime() - minutes(70)),
    });
    expect(payload.origin_jti).toBe(original.payload.origin_jti);
    expect(payload.auth_time).toBe(original.payload.auth_time);
    const viaInitiate = await harness.ok<{ AuthenticationResult: Record<string, unknown> }>(
      'InitiateAuth',
      {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
        ClientId: clientId,
      },
    );
    expect(viaInitiate.AuthenticationResult.RefreshToken).toBeUndefined();
    await harness.fails(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: 'not-a-token' },
      'NotAuthorizedException',
      'Invalid Refresh Token',
    );
  });

  it('refuses a refresh token after 30 days', async () => {
    const tokens = await harness.signIn('plain@example.com');
    harness.clock.advance(minutes(30 * 24 * 60) + 1000);
    await harness.fails(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: tokens.RefreshToken },
      'NotAuthorizedException',
      'Refresh Token has expired',
    );
  });

  it('answers GetUser with the attributes for a valid access token', async () => {
    const sub = await harness.signUpConfirmed('getuser@example.com', goodPassword, {
      given_name: 'Gala',
      phone_number: '+5491144443333',
    });
    const tokens = await harness.signIn('getuser@example.com');
    expect(await harness.ok('GetUser', { AccessToken: tokens.AccessToken })).toEqual({
      Username: 'getuser@example.com',
      UserAttributes: [
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'getuser@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Gala' },
        { Name: 'phone_number', Value: '+5491144443333' },
        { Name: 'phone_number_verified', Value: 'false' },
      ],
      MFAOptions: [],
    });
  });

  it('refuses an id token, a token signed by another key or for another client, and an expired one', async () => {
    const tokens = await harness.signIn('getuser@example.com');
    const { payload } = await jwtVerify(tokens.AccessToken, jwks);
    await harness.fails(
      'GetUser',
      { AccessToken: tokens.IdToken },
      'NotAuthorizedException',
      'Invalid Access Token',
    );
    const claims = {
      tokenUse: 'access' as const,
      sub: payload.sub as string,
      email: 'getuser@example.com',
      issuedAt: Math.floor(harness.clock.now().getTime() / 1000),
      extra: { origin_jti: payload.origin_jti },
    };
    const foreign = await signTestToken(await generateSigningKeys(), claims);
    await harness.fails(
      'GetUser',
      { AccessToken: foreign },
      'NotAuthorizedException',
      'Invalid Access Token',
    );
    const otherClient = await signTestToken(harness.deps.signingKeys, {
      ...claims,
      clientId: 'other',
    });
    await harness.fails(
      'GetUser',
      { AccessToken: otherClient },
      'NotAuthorizedException',
      'Invalid Access Token',
    );
    const same = await signTestToken(harness.deps.signingKeys, claims);
    await harness.ok('GetUser', { AccessToken: same });
    harness.clock.advance(minutes(61));
    await harness.fails(
      'GetUser',
      { AccessToken: tokens.AccessToken },
      'NotAuthorizedException',
      'Access Token has expired',
    );
  });

  it('GlobalSignOut revokes every refresh token of the user and its access tokens', async () => {
    await harness.signUpConfirmed('global@example.com');
    const first = await harness.signIn('global@example.com');
    const second = await harness.signIn('global@example.com');
    expect(await harness.ok('GlobalSignOut', { AccessToken: first.AccessToken })).toEqual({});
    for (const tokens of [first, second]) {
      await harness.fails(
        'GetTokensFromRefreshToken',
        { ClientId: clientId, RefreshToken: tokens.RefreshToken },
        'NotAuthorizedException',
        'Refresh Token has been revoked',
      );
      await harness.fails(
        'GetUser',
        { AccessToken: tokens.AccessToken },
        'NotAuthorizedException',
        'Access Token has been revoked',
      );
    }
    const again = await harness.signIn('global@example.com');
    await harness.ok('GetUser', { AccessToken: again.AccessToken });
  });

  it('RevokeToken revokes only that sign-in', async () => {
    const first = await harness.signIn('global@example.com');
    const second = await harness.signIn('global@example.com');
    expect(
      await harness.ok('RevokeToken', { ClientId: clientId, Token: first.RefreshToken }),
    ).toEqual({});
    await harness.fails(
      'GetTokensFromRefreshToken',
      { ClientId: clientId, RefreshToken: first.RefreshToken },
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    await harness.fails('GetUser', { AccessToken: first.AccessToken }, 'NotAuthorizedException');
    await harness.ok('GetTokensFromRefreshToken', {
      ClientId: clientId,
      RefreshToken: second.RefreshToken,
    });
    expect(await harness.ok('RevokeToken', { ClientId: clientId, Token: 'unknown' })).toEqual({});
  });
});
