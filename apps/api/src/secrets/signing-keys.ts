import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
  errors as joseErrors,
  type KeyObject,
} from 'jose';
import type { Database } from '../db/client.js';
import { withSessionLock } from '../db/session-lock.js';
import { errorCodeOf, itemAt, present } from '../narrow.js';
import type { SecretBox } from './secret-box.js';
import { readSecret, writeSecret, writeSecretOnce } from './server-secrets.js';

/**
 * The RS256 keys the local identity provider signs its tokens with, their public halves as a JSON
 * Web Key Set (served at `/identity/.well-known/jwks.json`, used by the API to verify tokens), and
 * the root the provider's other secrets are derived from. Source: ARCHITECTURE.md "Identity"
 * (RS256 JWTs, keys published as JWKS); issue 11 item 12 (instances share them; keys rotate).
 *
 * Kept in the database (`server_secrets`, sealed with `LIQUI_SECRET_KEY`), so every instance
 * behind a load balancer signs and verifies with the same keys: a token from one is accepted by
 * the others, and a sign-up code or human-check challenge issued by one is checked by another.
 *
 * Rotation: the newest key signs; a new key is made when the newest is older than
 * {@link keyRotationMs} (checked at start and every few hours, `rotateIfDue`); the previous keys
 * stay in the JWKS for {@link keyOverlapMs} after a newer one appeared (id and access tokens live
 * one hour), then they are dropped. An instance that meets a token of a key it does not know yet
 * reloads the keys once (`getVerificationKey`). The derivation root never rotates: code hashes and
 * encrypted TOTP secrets stay readable.
 */
export type SigningKeys = {
  /** Key id of the newest key: the `kid` of the tokens signed now. */
  readonly kid: string;
  /** The newest private key, for `SignJWT.sign()`. */
  readonly privateKey: KeyObject | CryptoKey;
  /** The published public keys (the newest first), each with `kid`, `alg: 'RS256'`, `use: 'sig'`. */
  readonly jwks: JSONWebKeySet;
  /**
   * The key of a token's header, for `jwtVerify`: a published key by `kid`; an unknown `kid`
   * reloads the keys from the database first (another instance may have rotated).
   */
  readonly getVerificationKey: JWTVerifyGetKey;
  /**
   * A 32-byte secret for one purpose (HMAC-SHA-256 of `liqui:<purpose>` keyed with the root):
   * code hashes, the TOTP encryption key, the human-check HMAC key, the ARCA simulator's tickets.
   * Different purposes give unrelated secrets; every instance gets the same ones.
   */
  readonly deriveSecret: (purpose: string) => Buffer;
};

/** A key ring kept in the database (see {@link openSigningKeyRing}). */
export type SigningKeyRing = SigningKeys & {
  /** Reads the keys again (another instance may have rotated them). */
  reload(): Promise<void>;
  /** Makes a new key when the newest is older than {@link keyRotationMs}; drops expired ones. */
  rotateIfDue(): Promise<void>;
};

/** Signing algorithm of every local token (Cognito's). */
export const signingAlgorithm = 'RS256';

/** How long a key signs before a new one replaces it: 90 days. */
export const keyRotationMs = 90 * 24 * 60 * 60 * 1000;

/** How long a replaced key stays published after its successor appeared: 1 day. */
export const keyOverlapMs = 24 * 60 * 60 * 1000;

/** Where releases before issue 11 kept the key, under the data directory (imported once). */
export function legacySigningKeyPath(dataDir: string): string {
  return join(dataDir, 'identity', 'signing-key.json');
}

/** The `server_secrets` names of the key list and of the derivation root. */
const keysSecret = 'identity.signing-keys';
const rootSecret = 'identity.root';

/** Session advisory lock key held while the ring is created or rotated (PostgreSQL). */
const keyRingLockKey = 7_415_301;

/** One stored key: its private JWK (with `kid`) and when it was made. */
type StoredKey = { jwk: JWK; createdAt: string };

/** A private JWK of a new RS256 key with a random `kid`. */
async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID() };
}

function deriveFrom(root: Buffer): (purpose: string) => Buffer {
  return (purpose) => createHmac('sha256', root).update(`liqui:${purpose}`).digest();
}

function publicJwkOf(jwk: JWK): JWK {
  if (jwk.kty !== 'RSA' || !jwk.d || !jwk.kid) {
    throw new Error('An identity signing key is not an RSA private JWK with a kid');
  }
  const { kty, n, e, kid } = jwk;
  return { kty, n, e, kid, alg: signingAlgorithm, use: 'sig' };
}

async function privateKeyOf(jwk: JWK): Promise<KeyObject | CryptoKey> {
  const key = await importJWK(jwk, signingAlgorithm);
  if (key instanceof Uint8Array) throw new Error('Unexpected symmetric signing key');
  return key;
}

/**
 * A ring of one fresh key in memory, not stored anywhere (tests). Its root is the key's private
 * exponent, as releases before issue 11 derived their secrets.
 */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const jwk = await newPrivateJwk();
  const jwks = { keys: [publicJwkOf(jwk)] };
  return {
    kid: present(jwk.kid, 'the new key id'),
    privateKey: await privateKeyOf(jwk),
    jwks,
    getVerificationKey: createLocalJWKSet(jwks),
    deriveSecret: deriveFrom(Buffer.from(present(jwk.d, 'the new private key'), 'base64url')),
  };
}

/**
 * Opens the key ring kept in the database, creating it on the first start of the first instance
 * (under an advisory lock on PostgreSQL, so instances starting together agree on one ring):
 * releases before issue 11 kept one key in `<dataDir>/identity/signing-key.json`; when that file
 * exists it becomes the first key and its private exponent the root, so existing tokens, codes and
 * TOTP secrets stay valid. Then it rotates if due.
 *
 * @param deps.box - the secret box of `LIQUI_SECRET_KEY`.
 * @param deps.dataDir - where a key of an earlier release may be.
 * @param deps.now - the clock. @default () => new Date()
 * @throws SecretKeyMismatchError when the stored keys were sealed with another `LIQUI_SECRET_KEY`.
 */
export async function openSigningKeyRing(deps: {
  database: Database;
  box: SecretBox;
  dataDir: string;
  now?: () => Date;
}): Promise<SigningKeyRing> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;

  const readKeys = async (): Promise<StoredKey[] | undefined> => {
    const text = await readSecret(db, deps.box, keysSecret);
    // Cast: the ring's JSON is written by this file only (`stored` below), encrypted at rest.
    return text === undefined ? undefined : (JSON.parse(text.toString('utf8')) as StoredKey[]);
  };

  await withSessionLock(deps.database, keyRingLockKey, async () => {
    if ((await readKeys()) !== undefined) return;
    const legacy = await readLegacyKey(deps.dataDir);
    const first = legacy ?? (await newPrivateJwk());
    const root = legacy
      ? Buffer.from(present(legacy.d, 'the legacy private key'), 'base64url')
      : randomBytes(32);
    await writeSecretOnce(db, deps.box, rootSecret, root, now());
    const stored: StoredKey[] = [{ jwk: first, createdAt: now().toISOString() }];
    await writeSecretOnce(db, deps.box, keysSecret, Buffer.from(JSON.stringify(stored)), now());
  });

  const root = await readSecret(db, deps.box, rootSecret);
  if (root === undefined) throw new Error('The identity root secret is missing from the database');

  let state: { kid: string; privateKey: KeyObject | CryptoKey; jwks: JSONWebKeySet };
  let getKey: JWTVerifyGetKey;
  /** When an unknown `kid` last made the ring reload (ms since the epoch). */
  let lastMissReload = 0;

  const load = async () => {
    const stored = await readKeys();
    if (!stored || stored.length === 0) throw new Error('The identity signing keys are missing');
    const newest = itemAt(stored, -1);
    const published = stored.filter((_key, index) => {
      const successor = stored[index + 1];
      return !successor || Date.parse(successor.createdAt) + keyOverlapMs > now().getTime();
    });
    const jwks = { keys: published.map((key) => publicJwkOf(key.jwk)).reverse() };
    state = {
      kid: present(newest.jwk.kid, 'the newest key id'),
      privateKey: await privateKeyOf(newest.jwk),
      jwks,
    };
    getKey = createLocalJWKSet(jwks);
  };
  await load();

  const ring: SigningKeyRing = {
    get kid() {
      return state.kid;
    },
    get privateKey() {
      return state.privateKey;
    },
    get jwks() {
      return state.jwks;
    },
    async getVerificationKey(header, token) {
      try {
        return await getKey(header, token);
      } catch (error) {
        const isUnknownKey = error instanceof joseErrors.JWKSNoMatchingKey;
        // At most one such reload a second: a flood of forged kids must not hammer the database.
        if (!isUnknownKey || Date.now() - lastMissReload < 1_000) throw error;
        lastMissReload = Date.now();
        await load();
        return getKey(header, token);
      }
    },
    deriveSecret: deriveFrom(root),
    reload: load,
    async rotateIfDue() {
      await withSessionLock(deps.database, keyRingLockKey, async () => {
        const stored = (await readKeys()) ?? [];
        const newest = stored.at(-1);
        const at = now();
        if (newest && Date.parse(newest.createdAt) + keyRotationMs > at.getTime()) return;
        const kept = stored.filter((_key, index) => {
          const successor = stored[index + 1];
          return !successor || Date.parse(successor.createdAt) + keyOverlapMs > at.getTime();
        });
        kept.push({ jwk: await newPrivateJwk(), createdAt: at.toISOString() });
        await writeSecret(db, deps.box, keysSecret, Buffer.from(JSON.stringify(kept)), at);
      });
      await load();
    },
  };
  await ring.rotateIfDue();
  return ring;
}

/** The key file of a release before issue 11, or `undefined` when there is none. */
async function readLegacyKey(dataDir: string): Promise<JWK | undefined> {
  let saved: string;
  try {
    saved = await readFile(legacySigningKeyPath(dataDir), 'utf8');
  } catch (error) {
    if (errorCodeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
  // Cast: the legacy key file was written by this server; `publicJwkOf` checks it is a key.
  const jwk = JSON.parse(saved) as JWK;
  publicJwkOf(jwk);
  return jwk;
}
