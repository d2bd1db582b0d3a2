import { randomInt } from 'node:crypto';
import { validateSignUpPassword } from '@liqui/domain';

/**
 * The characters of a generated demo password: upper- and lower-case letters and digits, without
 * the look-alikes (`0 O o 1 l I`), so a person can copy it from a terminal by eye.
 */
export const demoPasswordAlphabet = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digits: '23456789',
} as const;

/** Length of a generated demo password. */
export const demoPasswordLength = 16;

/**
 * A strong random demo password: {@link demoPasswordLength} characters from
 * {@link demoPasswordAlphabet} (cryptographic randomness, ~94 bits), with at least one upper-case
 * letter, one lower-case letter and one digit, so it passes the sign-up rule (Spec 01 §5, §9:
 * 8+ characters with letters and digits) and Cognito's default policy minus symbols.
 *
 * @param pick - index source, `randomInt` by default (tests pass their own).
 */
export function generateDemoPassword(pick: (max: number) => number = randomInt): string {
  const all = demoPasswordAlphabet.upper + demoPasswordAlphabet.lower + demoPasswordAlphabet.digits;
  for (;;) {
    let password = '';
    for (let index = 0; index < demoPasswordLength; index += 1) password += all[pick(all.length)];
    const hasEveryKind = /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
    if (hasEveryKind && validateSignUpPassword(password).ok) return password;
  }
}
