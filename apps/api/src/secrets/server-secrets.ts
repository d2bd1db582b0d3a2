import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import type { SecretBox } from './secret-box.js';

/**
 * Reading and writing the sealed secrets of `server_secrets` (see `db/schema/secrets.ts`): values
 * are sealed with the {@link SecretBox} of `LIQUI_SECRET_KEY` and bound to their name.
 */

/**
 * The plaintext of secret `name`, or `undefined` when it is not stored.
 *
 * @throws SecretKeyMismatchError when it was sealed with another `LIQUI_SECRET_KEY`.
 */
export async function readSecret(
  db: Db,
  box: SecretBox,
  name: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  return row === undefined ? undefined : box.open(name, row.value);
}

/** Stores secret `name` unless it is stored already (the first writer wins). */
export async function writeSecretOnce(
  db: Db,
  box: SecretBox,
  name: string,
  plaintext: Buffer,
  at: Date,
): Promise<void> {
  await db
    .insert(serverSecrets)
    .values({ name, value: box.seal(name, plaintext), updatedAt: at })
    .onConflictDoNothing();
}

/** Stores secret `name`, replacing what was there. */
export async function writeSecret(
  db: Db,
  box: SecretBox,
  name: string,
  plaintext: Buffer,
  at: Date,
): Promise<void> {
  const value = box.seal(name, plaintext);
  await db
    .insert(serverSecrets)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value, updatedAt: at } });
}
