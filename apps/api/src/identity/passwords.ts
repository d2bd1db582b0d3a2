import { randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { validateSignUpPassword } from '@liqui/domain';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';

/**
 * Password hashing for the local identity provider (ARCHITECTURE.md "Identity": passwords are
 * hashed with scrypt). Each hash has its own random 16-byte salt and records its parameters, so
 * they can be raised later without invalidating stored hashes.
 *
 * Parameters: N = 2^15, r = 8, p = 1 (32 MiB, about 60–100 ms on one core), a 32-byte key. That is
 * OWASP's lower scrypt recommendation; Cognito itself never exposes its hashing.
 */
export const scryptParameters = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt b64>$<key b64>` of `password` (normalized to NFC first). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = scryptParameters;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches `stored` (a {@link hashPassword} result); constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) * 2 };
  const key = await scryptAsync(
    password,
    Buffer.from(saltText, 'base64'),
    expected.length,
    options,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checks a new password against the pool's policy: the sign-up rule of Spec 01 §9 (at least 8
 * characters with letters and digits; `validateSignUpPassword` of `@liqui/domain`), for every
 * password the provider stores (sign-up, reset, forced change, change, admin-set).
 *
 * @throws IdentityError `InvalidPasswordException` when it does not conform.
 */
export function assertPasswordPolicy(password: string): void {
  if (!validateSignUpPassword(password).ok) {
    throw new IdentityError('InvalidPasswordException', identityMessages.passwordPolicy);
  }
}

const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';

/**
 * A random temporary password (what Cognito generates for AdminCreateUser without one): 12
 * characters from letters and digits without look-alikes (no 0/O, 1/l/I), at least one letter and
 * one digit, so it meets the policy.
 */
export function generateTemporaryPassword(): string {
  const alphabet = letters + digits;
  const characters = [
    letters[randomInt(letters.length)]!,
    digits[randomInt(digits.length)]!,
    ...Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]!),
  ];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
