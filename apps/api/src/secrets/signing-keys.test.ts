import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import { createTestClock } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { createSecretBox, SecretKeyMismatchError } from './secret-box.js';
import {
  generateSigningKeys,
  keyOverlapMs,
  keyRotationMs,
  legacySigningKeyPath,
  openSigningKeyRing,
  type SigningKeys,
  signingAlgorithm,
} from './signing-keys.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'liqui-keys-'));
  dirs.push(dir);
  return dir;
}

async function sign(keys: Pick<SigningKeys, 'kid' | 'privateKey'>) {
  return new SignJWT({ sub: 'abc' })
    .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid })
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

const box = createSecretBox('una clave secreta de treinta y dos caracteres o más');

describe('signing keys in memory', () => {
  it('sign tokens that verify against their own JWKS, which holds no private part', async () => {
    const keys = await generateSigningKeys();
    const { payload } = await jwtVerify(await sign(keys), keys.getVerificationKey);
    expect(payload.sub).toBe('abc');
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('derive 32-byte secrets that differ by purpose and by key', async () => {
    const [ours, theirs] = [await generateSigningKeys(), await generateSigningKeys()];
    expect(ours.deriveSecret('codes')).toHaveLength(32);
    expect(ours.deriveSecret('codes').equals(ours.deriveSecret('totp'))).toBe(false);
    expect(ours.deriveSecret('codes').equals(theirs.deriveSecret('codes'))).toBe(false);
  });

  it('reject a token signed by another key', async () => {
    const [ours, theirs] = [await generateSigningKeys(), await generateSigningKeys()];
    await expect(jwtVerify(await sign(theirs), ours.getVerificationKey)).rejects.toThrow();
  });
});

describe('the key ring in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  async function freshDatabase() {
    await database.db.delete(serverSecrets);
  }

  it('is created once and shared: a second instance signs, verifies and derives alike', async () => {
    await freshDatabase();
    const first = await openSigningKeyRing({ database, box, dataDir: await dataDir() });
    const second = await openSigningKeyRing({ database, box, dataDir: await dataDir() });
    expect(second.kid).toBe(first.kid);
    await expect(jwtVerify(await sign(first), second.getVerificationKey)).resolves.toBeTruthy();
    for (const purpose of ['codes', 'totp', 'human-check', 'afip-simulator']) {
      expect(second.deriveSecret(purpose).equals(first.deriveSecret(purpose))).toBe(true);
    }
    const [stored] = await database.db.select().from(serverSecrets);
    expect(stored?.value).toMatch(/^v1\./);
    expect(stored?.value).not.toContain('"kty"');
  });

  it('refuses to open with another LIQUI_SECRET_KEY', async () => {
    await freshDatabase();
    await openSigningKeyRing({ database, box, dataDir: await dataDir() });
    const otherBox = createSecretBox('otra clave secreta de treinta y dos caracteres');
    await expect(
      openSigningKeyRing({ database, box: otherBox, dataDir: await dataDir() }),
    ).rejects.toBeInstanceOf(SecretKeyMismatchError);
  });

  it('imports the key file of an earlier release, keeping its tokens and derived secrets', async () => {
    await freshDatabase();
    const dir = await dataDir();
    const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'clave-anterior' };
    await mkdir(dirname(legacySigningKeyPath(dir)), { recursive: true });
    await writeFile(legacySigningKeyPath(dir), JSON.stringify(jwk));
    const ring = await openSigningKeyRing({ database, box, dataDir: dir });
    expect(ring.kid).toBe('clave-anterior');
    const legacySecret = createHmac('sha256', Buffer.from(jwk.d as string, 'base64url'))
      .update('liqui:codes')
      .digest();
    expect(ring.deriveSecret('codes').equals(legacySecret)).toBe(true);
  });

  it('rotates after 90 days, keeps the old key published for a day, and another instance learns the new key', async () => {
    await freshDatabase();
    const clock = createTestClock();
    const rotating = await openSigningKeyRing({
      database,
      box,
      dataDir: await dataDir(),
      now: clock.now,
    });
    const other = await openSigningKeyRing({
      database,
      box,
      dataDir: await dataDir(),
      now: clock.now,
    });
    const oldKid = rotating.kid;
    const oldToken = await sign(rotating);

    clock.advance(keyRotationMs + 1);
    await rotating.rotateIfDue();
    expect(rotating.kid).not.toBe(oldKid);
    expect(rotating.jwks.keys.map((key) => key.kid)).toEqual([rotating.kid, oldKid]);
    await expect(jwtVerify(oldToken, rotating.getVerificationKey)).resolves.toBeTruthy();
    // The other instance has not seen the new key: it reloads when a token names it.
    const newToken = await sign(rotating);
    await expect(jwtVerify(newToken, other.getVerificationKey)).resolves.toBeTruthy();
    expect(other.kid).toBe(rotating.kid);

    clock.advance(keyOverlapMs + 1);
    await rotating.reload();
    expect(rotating.jwks.keys.map((key) => key.kid)).toEqual([rotating.kid]);
    await expect(jwtVerify(oldToken, rotating.getVerificationKey)).rejects.toThrow();
  });

  it('does not rotate before the newest key is 90 days old', async () => {
    await freshDatabase();
    const clock = createTestClock();
    const ring = await openSigningKeyRing({
      database,
      box,
      dataDir: await dataDir(),
      now: clock.now,
    });
    const kid = ring.kid;
    clock.advance(keyRotationMs - 60_000);
    await ring.rotateIfDue();
    expect(ring.kid).toBe(kid);
  });
});
