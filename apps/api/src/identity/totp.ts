import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (software token MFA, RFC 6238: SHA-1, 6 digits, 30 s, as authenticator apps and Cognito
 * use). Secrets are 20 random bytes, handed out in base32 (AssociateSoftwareToken's `SecretCode`).
 *
 * At rest the secret is encrypted with AES-256-GCM under a key derived from the identity signing
 * key (`signingKeys.deriveSecret('totp')`): a copy of the database alone does not reveal it. The
 * consequence: replacing the signing key file makes enrolled authenticators unreadable (their
 * sign-in then fails with an internal error) and those users must enrol again. The key file and the
 * database are kept together under the data directory, so this happens only when someone deletes
 * the key.
 */

/** A new secret, base32 (32 characters). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Encrypts a base32 secret: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function encryptTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Decrypts {@link encryptTotpSecret}'s output.
 *
 * @throws Error when it was encrypted under another key or altered.
 */
export function decryptTotpSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
    throw new Error('Unknown TOTP secret format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Length of a TOTP time step, seconds. */
export const totpPeriodSeconds = 30;

/**
 * Checks a 6-digit code against a base32 secret at `now`, accepting the previous and next time
 * step too (clock drift between phone and server).
 *
 * @returns the time step the code belongs to, or `null` when it does not match.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: totpPeriodSeconds });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp }) + delta;
}
