import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorCodeOf } from '../narrow.js';

/**
 * The key the shared secrets are sealed with (issue 11 item 12): `LIQUI_SECRET_KEY` when set (the
 * same on every instance); otherwise one generated on the first start and kept in
 * `<dataDir>/secret-key` (mode 0600), which serves a single instance with its own data folder.
 * Several instances on one database need `LIQUI_SECRET_KEY`: without it the second instance finds
 * secrets it cannot open and refuses to start (see `main.ts`).
 *
 * @returns the key text.
 */
export async function resolveSecretKey(config: {
  secretKey: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.secretKey !== undefined) return config.secretKey;
  const path = secretKeyPath(config.dataDir);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if (errorCodeOf(error) !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('base64');
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if (errorCodeOf(error) !== 'EEXIST') throw error;
  });
  return (await readFile(path, 'utf8')).trim();
}

/** Where a generated key is kept. */
export function secretKeyPath(dataDir: string): string {
  return join(dataDir, 'secret-key');
}
