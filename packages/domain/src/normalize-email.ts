// From `result-core.ts`, not `result.ts`: the login form runs this rule on its first load, which
// must not load the whole message catalogue.
import { failShell, type Result, succeed } from './result-core';

/**
 * Normalizes an e-mail before use, as login and sign-up do (Spec 01 §5): lower case and
 * without any whitespace (spaces inside the text too, e.g. from a pasted address).
 *
 * @param input - the raw text; `null`/`undefined` give `''`.
 * @returns the normalized e-mail (not checked; see {@link validateEmail}).
 */
export function normalizeEmail(input: string | null | undefined): string {
  return (input ?? '').replace(/\s/g, '').toLowerCase();
}

/** Options of {@link validateEmail}. */
export type EmailOptions = {
  /**
   * The field the errors belong to.
   * @default 'email'
   */
  readonly path?: string;
};

/**
 * One `@`, a non-empty local part, and a domain of at least two non-empty dot-separated labels.
 * Deliberately permissive (the identity provider's own check and the confirmation code are the
 * real proof); it refuses what is plainly not an address.
 */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Validates an e-mail for login, sign-up, confirm e-mail, forgot password and the company edit
 * form (Spec 01 §5, 03 §5), after {@link normalizeEmail}.
 *
 * Errors (both with the spec's single text 'Email válido requerido'):
 * - `email.required` when empty after normalizing;
 * - `email.invalid` when it is not `local@domain.tld` (one `@`, no empty domain label).
 *
 * @param input - the raw text.
 * @param options - {@link EmailOptions}.
 * @returns `{ ok: true, value }` with the normalized e-mail, or one error.
 */
export function validateEmail(
  input: string | null | undefined,
  options: EmailOptions = {},
): Result<string> {
  const path = options.path ?? 'email';
  const email = normalizeEmail(input);
  if (email === '') return failShell(path, 'email.required');
  if (!emailPattern.test(email)) return failShell(path, 'email.invalid');
  return succeed(email);
}
