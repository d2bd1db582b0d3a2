import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { capture } from '../../narrow.js';

/**
 * The clave fiscal at rest (issue 12 item 8): AES-256-GCM (`node:crypto`), a fresh 96-bit IV per
 * value, the owner's user id as additional data (a value copied to another user's row does not
 * open), stored as the versioned text `v1:<iv>:<tag>:<ciphertext>` (standard base64 parts).
 *
 * Key handling (decision): the 32-byte key is `signingKeys.deriveSecret('clave-fiscal v1')`, the
 * derivation every shared secret of the server uses (`secrets/signing-keys.ts`): its root is kept
 * in the database sealed with `LIQUI_SECRET_KEY` (README "Configuration": 32+ characters, e.g.
 * `openssl rand -base64 32`, the same on every instance; embedded without it, a key generated on
 * the first start in `<LIQUI_DATA_DIR>/secret-key`, mode 0600). So every instance derives the same
 * key, and a copy of the database without `LIQUI_SECRET_KEY` cannot open a clave fiscal. One
 * variable instead of a second key to manage; the version prefix lets a later key or scheme
 * (`v2:`) coexist while rows are re-sealed.
 *
 * Plaintext written before this (demo seeds, older rows) has no prefix: {@link ClaveFiscalBox.open}
 * returns it as it is, and `sealLegacyClavesFiscales` (users service, run by `main.ts` at every
 * start) seals it; every write seals.
 */
export type ClaveFiscalBox = {
  /** The stored text of `plaintext` for the user `userId`. */
  seal(userId: string, plaintext: string): string;
  /**
   * The clave fiscal of a stored value: opened when sealed, as it is when it is legacy plaintext;
   * `null` when it is sealed but does not open (another key, another user's row, altered) —
   * the taxpayer then types it again.
   */
  open(userId: string, stored: string): string | null;
  /** Whether `stored` is a sealed value (else legacy plaintext). */
  isSealed(stored: string): boolean;
};

/** The version prefix of a sealed value. */
export const claveFiscalSealPrefix = 'v1:';

const sealedPattern = /^v1:([A-Za-z0-9+/]{16}):([A-Za-z0-9+/]{22}==):([A-Za-z0-9+/]*={0,2})$/;

/**
 * @param key - 32 bytes (AES-256).
 * @throws Error when the key is not 32 bytes.
 */
export function createClaveFiscalBox(key: Buffer): ClaveFiscalBox {
  if (key.length !== 32) throw new Error('The clave fiscal key must be 32 bytes');
  const additionalData = (userId: string) => Buffer.from(`clave_fiscal:${userId}`, 'utf8');
  return {
    seal(userId, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(userId));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'));
      return `${claveFiscalSealPrefix}${parts.join(':')}`;
    },
    open(userId, stored) {
      const match = sealedPattern.exec(stored);
      if (!match) return stored;
      const iv = capture(match, 1);
      const tag = capture(match, 2);
      const ciphertext = capture(match, 3);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(additionalData(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
    isSealed(stored) {
      return sealedPattern.test(stored);
    },
  };
}
