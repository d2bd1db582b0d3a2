import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, storedIdToken, type TokenStorage } from './stored-id-token';

const clientId = 'local-client';
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const nowSeconds = now / 1000;

/** A JWT as Amplify stores it (unsigned here: the reader never verifies, the API does). */
function jwt(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJSUzI1NiJ9.${base64url}.c2lnbmF0dXJl`;
}

/** Amplify's token-store keys for one signed-in user. */
function amplifyStorage(options: {
  readonly idExp?: number;
  readonly accessExp?: number;
  readonly clockDrift?: string;
  readonly claims?: Record<string, unknown>;
}): TokenStorage {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const items = new Map<string, string>([
    [`${prefix}.LastAuthUser`, 'ana'],
    [
      `${prefix}.ana.idToken`,
      jwt({ exp: options.idExp ?? nowSeconds + 3600, ...(options.claims ?? {}) }),
    ],
    [`${prefix}.ana.accessToken`, jwt({ exp: options.accessExp ?? nowSeconds + 3600 })],
    [`${prefix}.ana.clockDrift`, options.clockDrift ?? '0'],
  ]);
  return { getItem: (key) => items.get(key) ?? null };
}

describe('storedIdToken', () => {
  it('returns the stored id token and its claims while both tokens are unexpired', () => {
    const storage = amplifyStorage({
      claims: { email: 'ana@example.com', 'cognito:groups': ['admin'], name: 'Añá Núñez' },
    });
    const token = storedIdToken(storage, clientId, now);
    expect(token?.jwt).toBe(
      storage.getItem(`CognitoIdentityServiceProvider.${clientId}.ana.idToken`),
    );
    expect(token?.payload).toMatchObject({
      email: 'ana@example.com',
      'cognito:groups': ['admin'],
      name: 'Añá Núñez',
    });
  });

  it("never hands out an expired id token, nor one within Amplify's 5 s tolerance", () => {
    expect(storedIdToken(amplifyStorage({ idExp: nowSeconds - 1 }), clientId, now)).toBeNull();
    expect(storedIdToken(amplifyStorage({ idExp: nowSeconds + 5 }), clientId, now)).toBeNull();
    expect(storedIdToken(amplifyStorage({ idExp: nowSeconds + 6 }), clientId, now)).not.toBeNull();
  });

  it('asks Amplify (null) when the access token has expired', () => {
    expect(storedIdToken(amplifyStorage({ accessExp: nowSeconds - 60 }), clientId, now)).toBeNull();
  });

  it('counts the clock drift Amplify measured', () => {
    const storage = amplifyStorage({ idExp: nowSeconds + 60, clockDrift: '120000' });
    expect(storedIdToken(storage, clientId, now)).toBeNull();
  });

  it('is null with no session, another app client, no storage or unreadable tokens', () => {
    expect(storedIdToken({ getItem: () => null }, clientId, now)).toBeNull();
    expect(storedIdToken(amplifyStorage({}), 'another-client', now)).toBeNull();
    expect(storedIdToken(null, clientId, now)).toBeNull();
    const garbage: TokenStorage = {
      getItem: (key) => (key.endsWith('LastAuthUser') ? 'ana' : 'not-a-jwt'),
    };
    expect(storedIdToken(garbage, clientId, now)).toBeNull();
    const throwing: TokenStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedIdToken(throwing, clientId, now)).toBeNull();
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url JSON claims and rejects what is not a JWT', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u-1', exp: 1 }))).toEqual({ sub: 'u-1', exp: 1 });
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('only-one-part')).toBeNull();
    expect(decodeJwtPayload(`x.${btoa('[1,2]')}.y`)).toBeNull();
  });
});
