import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of the secrets kept in the database (`server_secrets`): AES-256-GCM with a key
 * derived (HKDF-SHA-256) from `LIQUI_SECRET_KEY`, a fresh 96-bit IV per value and the value's
 * name as additional data (a ciphertext moved to another name does not decrypt). Every instance
 * of the server needs the same `LIQUI_SECRET_KEY` to read them (issue 11 item 12).
 */

/** A value that could not be decrypted: another `LIQUI_SECRET_KEY`, or tampered data. */
export class SecretKeyMismatchError extends Error {
  override readonly name = 'SecretKeyMismatchError';
}

/** Encrypts and decrypts the named secrets of the database. */
export type SecretBox = {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url parts) of `plaintext`, bound to `name`. */
  seal(name: string, plaintext: Buffer): string;
  /**
   * The plaintext of a value {@link SecretBox.seal} made for `name`.
   *
   * @throws {@link SecretKeyMismatchError} when it was sealed with another key, for another name,
   *   or altered.
   */
  open(name: string, sealed: string): Buffer;
};

/**
 * @param secretKey - `LIQUI_SECRET_KEY` (any text of 32 or more characters; its bytes are the
 *   HKDF input).
 */
export function createSecretBox(secretKey: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), 'liqui', 'server-secrets v1', 32),
  );
  return {
    seal(name, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(name, sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
        throw new SecretKeyMismatchError(`The secret ${name} is not in a known format`);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(name, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
      } catch {
        throw new SecretKeyMismatchError(
          `The secret ${name} in the database was encrypted with another LIQUI_SECRET_KEY`,
        );
      }
    },
  };
}
