import { describe, expect, it } from 'vitest';
import { isSandboxed, loadConfig, parseConfig, toAmplifyConfig } from './config';

const validConfig = {
  apiBaseUrl: '/api',
  version: '0.1.0',
  identity: {
    userPoolId: 'us-east-1_LiquiLocal',
    userPoolClientId: 'liqui-web',
    userPoolEndpoint: '/identity',
    region: 'us-east-1',
    isLocal: true,
  },
  mercadoPago: { publicKey: 'TEST-0000', isSandbox: true },
  sandboxes: { identity: true, afip: true, mercadopago: true },
};

const productionConfig = {
  ...validConfig,
  identity: {
    userPoolId: 'us-east-1_AbCdEf123',
    userPoolClientId: 'abc123',
    region: 'us-east-1',
    isLocal: false,
  },
  mercadoPago: { publicKey: 'APP_USR-0000', isSandbox: false },
  sandboxes: { identity: false, afip: false, mercadopago: false },
};

describe('parseConfig', () => {
  it('accepts a valid config', () => {
    expect(parseConfig(validConfig)).toEqual({ ok: true, value: validConfig });
  });

  it('accepts a config without a userPoolEndpoint (Amazon Cognito)', () => {
    expect(parseConfig(productionConfig).ok).toBe(true);
  });

  it('accepts extra keys a newer server may publish', () => {
    expect(parseConfig({ ...validConfig, newSetting: 1 }).ok).toBe(true);
  });

  it('rejects a config missing its identity pool, naming the field', () => {
    const { identity: _, ...withoutIdentity } = validConfig;
    const result = parseConfig(withoutIdentity);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toContain('identity');
  });

  it('rejects a userPoolId without the region prefix Amplify needs', () => {
    const result = parseConfig({
      ...validConfig,
      identity: { ...validConfig.identity, userPoolId: 'nounderscore' },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.path)).toEqual(['identity.userPoolId']);
  });

  it('rejects a sandbox flag that is not a boolean', () => {
    const result = parseConfig({
      ...validConfig,
      sandboxes: { ...validConfig.sandboxes, afip: 'si' },
    });
    expect(result.ok).toBe(false);
  });

  it('rejects something that is not an object', () => {
    expect(parseConfig('<!doctype html>').ok).toBe(false);
    expect(parseConfig(null).ok).toBe(false);
  });
});

describe('loadConfig', () => {
  it('reads /config.json without the cache and validates it', async () => {
    const requests: string[] = [];
    const result = await loadConfig(async (input, init) => {
      requests.push(`${String(input)} ${init?.cache}`);
      return Response.json(validConfig);
    });
    expect(requests).toEqual(['/config.json no-store']);
    expect(result.ok).toBe(true);
  });

  it('turns an HTTP error into a failed result', async () => {
    const result = await loadConfig(async () => new Response('no', { status: 502 }));
    expect(result).toEqual({ ok: false, errors: [{ path: '(root)', message: 'HTTP 502' }] });
  });

  it('turns a network error into a failed result', async () => {
    const result = await loadConfig(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.ok).toBe(false);
  });
});

describe('toAmplifyConfig', () => {
  it('resolves a relative identity endpoint against the page origin', () => {
    const config = parseConfig(validConfig);
    if (!config.ok) throw new Error('fixture must be valid');
    expect(toAmplifyConfig(config.value, 'http://localhost:3000')).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_LiquiLocal',
          userPoolClientId: 'liqui-web',
          userPoolEndpoint: 'http://localhost:3000/identity',
          loginWith: { email: true },
        },
      },
    });
  });

  it('leaves the endpoint out for Amazon Cognito', () => {
    const config = parseConfig(productionConfig);
    if (!config.ok) throw new Error('fixture must be valid');
    expect(toAmplifyConfig(config.value, 'https://liqui.example').Auth?.Cognito).not.toHaveProperty(
      'userPoolEndpoint',
    );
  });
});

describe('isSandboxed', () => {
  it('is true when any integration is a sandbox, false when none is', () => {
    const config = parseConfig(productionConfig);
    if (!config.ok) throw new Error('fixture must be valid');
    expect(isSandboxed(config.value)).toBe(false);
    expect(
      isSandboxed({
        ...config.value,
        sandboxes: { identity: false, afip: true, mercadopago: false },
      }),
    ).toBe(true);
  });
});
