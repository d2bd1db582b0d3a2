import { randomUUID } from 'node:crypto';
import type { IdentityGroup } from '@liqui/domain';
import { type JWTPayload, SignJWT } from 'jose';
import { localIdentity } from '../config.js';
import { type SigningKeys, signingAlgorithm } from '../secrets/signing-keys.js';

/** The local pool's issuer, as `loadConfig` builds it for the local provider. */
export const testIssuer = `https://liqui.local/identity/${localIdentity.userPoolId}`;

/** Claims of a test token; everything has a default (see {@link signTestToken}). */
export type TestTokenClaims = {
  /** `id` (default) or `access`; decides which claims carry the user name and the audience. */
  tokenUse?: 'id' | 'access';
  /** `sub`. @default a random UUID */
  sub?: string;
  /** The user name / e-mail. @default `user-<sub>@liqui.test` */
  email?: string;
  /** `cognito:groups`; left out when empty. @default [] */
  groups?: readonly (IdentityGroup | string)[];
  /** `iss`. @default {@link testIssuer} */
  issuer?: string;
  /** An id token's `aud` / an access token's `client_id`. @default the local client id */
  clientId?: string;
  /** `iat`, seconds since the epoch. @default now */
  issuedAt?: number;
  /** `exp`, seconds since the epoch. @default one hour after `iat` */
  expiresAt?: number;
  /** The header's `kid`. @default the keys' own */
  kid?: string;
  /** Extra or overriding claims, applied last. */
  extra?: JWTPayload;
};

/**
 * Mints a token shaped like the identity provider's (Cognito's claims, RS256, `kid` header):
 * an id token (`sub`, `email`, `cognito:username`, `cognito:groups`, `iss`, `aud`, `token_use:
 * 'id'`, `iat`, `exp`) or an access token (`sub`, `username`, `cognito:groups`, `client_id`,
 * `token_use: 'access'`, `iss`, `iat`, `exp`). Tests use it to call the API without going
 * through sign-in.
 */
export async function signTestToken(
  keys: SigningKeys,
  claims: TestTokenClaims = {},
): Promise<string> {
  const sub = claims.sub ?? randomUUID();
  const email = claims.email ?? `user-${sub}@liqui.test`;
  const issuedAt = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  const clientId = claims.clientId ?? localIdentity.clientId;
  const groups = claims.groups ?? [];
  const payload: JWTPayload = {
    sub,
    ...(groups.length > 0 ? { 'cognito:groups': [...groups] } : {}),
    token_use: claims.tokenUse ?? 'id',
    ...(claims.tokenUse === 'access'
      ? { username: email, client_id: clientId }
      : { email, 'cognito:username': email, aud: clientId }),
    ...claims.extra,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: signingAlgorithm, kid: claims.kid ?? keys.kid })
    .setIssuer(claims.issuer ?? testIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(claims.expiresAt ?? issuedAt + 3600)
    .sign(keys.privateKey);
}
