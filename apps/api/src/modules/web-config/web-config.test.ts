import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/client.js';
import { createTestApp, createTestConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

describe('GET /config.json', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('describes the local identity provider, sandboxes and the API base, never cached', async () => {
    const app = createTestApp({ database });
    const response = await app.request('http://127.0.0.1:3999/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { identity: { userPoolId: string } };
    expect(body).toEqual({
      apiBaseUrl: '/api',
      version: packageJson.version,
      identity: {
        userPoolId: 'us-east-1_liquilocal',
        userPoolClientId: 'liqui-web',
        userPoolEndpoint: 'http://127.0.0.1:3999/identity',
        region: 'us-east-1',
        isLocal: true,
      },
      mercadoPago: { publicKey: 'TEST-liqui-sandbox', isSandbox: true },
      sandboxes: { identity: true, afip: true, mercadopago: true },
    });
    // Amplify derives the region from the part before "_" and refuses a pool id without it.
    expect(body.identity.userPoolId).toContain('_');
  });

  it('builds the identity endpoint from PUBLIC_URL when set', async () => {
    const config = createTestConfig({ PUBLIC_URL: 'https://liqui.example.com' });
    const app = createTestApp({ database, config });
    const response = await app.request('http://10.0.0.5:3000/config.json');
    const body = (await response.json()) as { identity: { userPoolEndpoint: string } };
    expect(body.identity.userPoolEndpoint).toBe('https://liqui.example.com/identity');
  });

  it('points at Amazon Cognito and the real Mercado Pago when configured', async () => {
    const config = createTestConfig({
      COGNITO_USER_POOL_ID: 'sa-east-1_AbC123',
      COGNITO_CLIENT_ID: 'client123',
      COGNITO_REGION: 'sa-east-1',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-0000-public',
    });
    const app = createTestApp({ database, config });
    const body = await (await app.request('/config.json')).json();
    expect(body).toMatchObject({
      identity: {
        userPoolId: 'sa-east-1_AbC123',
        userPoolClientId: 'client123',
        region: 'sa-east-1',
        isLocal: false,
      },
      mercadoPago: { publicKey: 'APP_USR-0000-public', isSandbox: false },
      sandboxes: { identity: false, afip: true, mercadopago: false },
    });
    expect(body).not.toHaveProperty('identity.userPoolEndpoint');
  });
});
