import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp, createTestConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { clientId, createIdentityHarness } from './testing.js';

describe('identity: the /identity protocol endpoint', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
  });
  afterAll(() => database.close());

  /** The origin the harness's requests are addressed to (`app.request` uses http://localhost). */
  const ownOrigin = 'http://localhost';
  const requested =
    'amz-sdk-invocation-id,amz-sdk-request,cache-control,content-type,x-amz-target,x-amz-user-agent';
  const preflight = (origin: string) =>
    harness.app.request('/identity', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': requested,
      },
    });

  it('answers the CORS preflight from the app’s own origin with 204, echoing the requested headers', async () => {
    const response = await preflight(ownOrigin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ownOrigin);
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives no CORS headers to another origin, preflight or call', async () => {
    const response = await preflight('https://otro-sitio.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    const call = await harness.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nadie@example.com', PASSWORD: 'clave-12345' },
        ClientId: clientId,
      },
      { Origin: 'https://otro-sitio.example' },
    );
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows PUBLIC_URL’s origin when one is configured, and not the request’s own then', async () => {
    const config = createTestConfig({ PUBLIC_URL: 'https://liqui.example.com' });
    const app = createTestApp({ database, config });
    const fromPublic = await app.request('/identity', {
      method: 'OPTIONS',
      headers: { Origin: 'https://liqui.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(fromPublic.headers.get('access-control-allow-origin')).toBe('https://liqui.example.com');
    const fromHost = await app.request('/identity', {
      method: 'OPTIONS',
      headers: { Origin: ownOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(fromHost.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts Access-Control-Allow-Origin and the AWS JSON content type on answers, errors included', async () => {
    const result = await harness.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'nadie@example.com', PASSWORD: 'clave-12345' },
        ClientId: clientId,
      },
      { Origin: ownOrigin },
    );
    expect(result.status).toBe(400);
    expect(result.headers.get('access-control-allow-origin')).toBe(ownOrigin);
    expect(result.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(result.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('answers UnknownOperationException for an operation it does not implement or no target', async () => {
    await harness.fails(
      'AdminDeleteUser',
      {},
      'UnknownOperationException',
      /does not implement AdminDeleteUser/,
    );
    const response = await harness.app.request('/identity', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });

  it('answers SerializationException for a body that is not a JSON object', async () => {
    for (const body of ['{not json', '[1,2]', '"text"']) {
      const response = await harness.app.request('/identity', {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ __type: 'SerializationException' });
    }
  });

  it('answers InvalidParameterException for a body over 64 KB', async () => {
    const result = await harness.call('SignUp', {
      ClientId: clientId,
      Username: 'x'.repeat(70_000),
    });
    expect(result.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'The request is too large.',
    });
  });

  it('publishes the public signing key at /identity/.well-known/jwks.json', async () => {
    const response = await harness.app.request('/identity/.well-known/jwks.json', {
      headers: { Origin: ownOrigin },
    });
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toEqual([
      expect.objectContaining({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        kid: harness.deps.signingKeys.kid,
      }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(response.headers.get('access-control-allow-origin')).toBe(ownOrigin);
  });

  it('answers 500 InternalErrorException on an unexpected failure (Amplify retries it)', async () => {
    const closed = await createTestDatabase('migrated');
    await closed.close();
    const broken = createIdentityHarness(closed);
    const result = await broken.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'clave-12345' },
      ClientId: clientId,
    });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      __type: 'InternalErrorException',
      message: 'An internal error occurred.',
    });
  });

  it('is not mounted when the identity provider is Amazon Cognito', async () => {
    const app = createTestApp({
      database,
      config: createTestConfig({
        COGNITO_USER_POOL_ID: 'us-east-1_AbC123',
        COGNITO_CLIENT_ID: 'abc123client',
        COGNITO_REGION: 'us-east-1',
      }),
    });
    const response = await app.request('/identity', {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect((await app.request('/identity/.well-known/jwks.json')).status).toBe(404);
  });
});
