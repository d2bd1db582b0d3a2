import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  generateSigningKeys,
  loadOrCreateSigningKeys,
  signingAlgorithm,
  signingKeyPath,
} from './signing-keys.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function sign(keys: Awaited<ReturnType<typeof generateSigningKeys>>) {
  return new SignJWT({ sub: 'abc' })
    .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid })
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

describe('signing keys', () => {
  it('sign tokens that verify against their own JWKS, which holds no private part', async () => {
    const keys = await generateSigningKeys();
    const { payload } = await jwtVerify(await sign(keys), createLocalJWKSet(keys.jwks));
    expect(payload.sub).toBe('abc');
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('are created on first start under the data directory (mode 0600) and reused after', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'liqui-keys-'));
    dirs.push(dataDir);
    const first = await loadOrCreateSigningKeys(dataDir);
    expect((await stat(signingKeyPath(dataDir))).mode & 0o777).toBe(0o600);
    const second = await loadOrCreateSigningKeys(dataDir);
    expect(second.kid).toBe(first.kid);
    expect(second.deriveSecret('codes').equals(first.deriveSecret('codes'))).toBe(true);
    await expect(
      jwtVerify(await sign(first), createLocalJWKSet(second.jwks)),
    ).resolves.toBeTruthy();
  });

  it('derive 32-byte secrets that differ by purpose and by key', async () => {
    const [ours, theirs] = [await generateSigningKeys(), await generateSigningKeys()];
    expect(ours.deriveSecret('codes')).toHaveLength(32);
    expect(ours.deriveSecret('codes').equals(ours.deriveSecret('totp'))).toBe(false);
    expect(ours.deriveSecret('codes').equals(theirs.deriveSecret('codes'))).toBe(false);
  });

  it('reject a token signed by another key', async () => {
    const [ours, theirs] = [await generateSigningKeys(), await generateSigningKeys()];
    await expect(jwtVerify(await sign(theirs), createLocalJWKSet(ours.jwks))).rejects.toThrow();
  });
});
