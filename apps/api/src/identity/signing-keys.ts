import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type KeyObject,
} from 'jose';

/**
 * The RS256 key pair the local identity provider signs its tokens with, and its public half as a
 * JSON Web Key Set (served at `/identity/.well-known/jwks.json`, used by the API to verify tokens).
 * Source: ARCHITECTURE.md "Identity" (RS256 JWTs, keys published as JWKS).
 */
export type SigningKeys = {
  /** Key id, the `kid` of every token header and of the JWKS entry. */
  readonly kid: string;
  /** Private key for `SignJWT.sign()`. */
  readonly privateKey: KeyObject | CryptoKey;
  /** Public keys (one entry) with `kid`, `alg: 'RS256'`, `use: 'sig'`. */
  readonly jwks: JSONWebKeySet;
  /**
   * A 32-byte secret for one purpose, derived from the private key (HMAC-SHA-256 of
   * `liqui:<purpose>` keyed with the RSA private exponent), so the identity provider's other
   * secrets (code hashes, the TOTP encryption key, the human-check HMAC key) live and rotate with
   * the one key file. Different purposes give unrelated secrets; the same key gives the same
   * secret after a restart.
   */
  readonly deriveSecret: (purpose: string) => Buffer;
};

/** Signing algorithm of every local token (Cognito's). */
export const signingAlgorithm = 'RS256';

/** Where the key lives under the data directory. */
export function signingKeyPath(dataDir: string): string {
  return join(dataDir, 'identity', 'signing-key.json');
}

/** Generates a fresh key pair in memory (tests, or before it is saved on first start). */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  return fromPrivateJwk({ ...(await exportJWK(privateKey)), kid: randomUUID() });
}

/**
 * Loads the key pair kept at `<dataDir>/identity/signing-key.json`, or generates one on first start
 * and saves it there (mode 0600), so tokens stay valid across restarts.
 *
 * @throws Error when the file exists but does not hold an RSA private JWK.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const path = signingKeyPath(dataDir);
  let saved: string | undefined;
  try {
    saved = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (saved !== undefined) return fromPrivateJwk(JSON.parse(saved) as JWK);
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID() };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(jwk), { mode: 0o600 });
  return fromPrivateJwk(jwk);
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  if (jwk.kty !== 'RSA' || !jwk.d || !jwk.kid) {
    throw new Error('The identity signing key is not an RSA private JWK with a kid');
  }
  const privateKey = await importJWK(jwk, signingAlgorithm);
  if (privateKey instanceof Uint8Array) throw new Error('Unexpected symmetric signing key');
  const { kty, n, e, kid, d } = jwk;
  const seed = Buffer.from(d, 'base64url');
  return {
    kid,
    privateKey,
    jwks: { keys: [{ kty, n, e, kid, alg: signingAlgorithm, use: 'sig' }] },
    deriveSecret: (purpose) => createHmac('sha256', seed).update(`liqui:${purpose}`).digest(),
  };
}
