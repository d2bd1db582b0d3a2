// From `result-core.ts` and the shell catalogue, not `result.ts`: the access screens (new password
// on recovery) run these rules, and must not load the whole message catalogue.
import { failShell, type Result, succeed, type ValidationError } from './result-core';
import { formatShellMessage } from './shell-messages';

/** Minimum password length, at sign-up and in the company password change (Spec 01 §9, 03 §9). */
export const minPasswordLength = 8;

/** Options of the password validators. */
export type PasswordOptions = {
  /**
   * The field the errors belong to.
   * @default 'password'
   */
  readonly path?: string;
};

/**
 * Validates a new password at sign-up, in the forgot-password confirm form and the forced
 * reset (Spec 01 §5, §9): at least {@link minPasswordLength} characters with at least one letter
 * and at least one digit. The password is taken as typed (no trimming).
 *
 * Errors, first failure wins:
 * - `password.required` 'Contraseña requerida' when empty;
 * - `password.signUpRule` 'La contraseña debe tener al menos 8 caracteres, con números y letras'
 *   when shorter than 8, or without a letter (any Unicode letter counts, ñ and accents included),
 *   or without a digit. The spec gives this rule only as an English hint; the Spanish wording is
 *   ours.
 *
 * @param password - the password as typed.
 * @param options - {@link PasswordOptions}.
 * @returns `{ ok: true, value }` with the password unchanged, or one error.
 */
export function validateSignUpPassword(
  password: string | null | undefined,
  options: PasswordOptions = {},
): Result<string> {
  const path = options.path ?? 'password';
  const value = password ?? '';
  if (value === '') return failShell(path, 'password.required');
  if ([...value].length < minPasswordLength || !/\p{L}/u.test(value) || !/\d/.test(value)) {
    return failShell(path, 'password.signUpRule');
  }
  return succeed(value);
}

/** Options of {@link validatePasswordConfirmation}. */
export type PasswordConfirmationOptions = {
  /**
   * The field the errors belong to.
   * @default 'confirmation'
   */
  readonly path?: string;
};

/**
 * Checks that the confirmation repeats the password exactly (Spec 01 §5 sign-up, reset and
 * forgot-confirm forms; 03 §5 company password change).
 *
 * @param password - the new password as typed.
 * @param confirmation - the repeated password as typed.
 * @param options - {@link PasswordConfirmationOptions}.
 * @returns `{ ok: true, value }` with the confirmation, or `password.mismatch`
 *   'Las contraseñas no coinciden' when the two differ (an empty confirmation of a non-empty
 *   password differs). Emptiness of the password itself is the password validators' job.
 */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
  options: PasswordConfirmationOptions = {},
): Result<string> {
  const path = options.path ?? 'confirmation';
  if ((password ?? '') !== (confirmation ?? '')) return failShell(path, 'password.mismatch');
  return succeed(confirmation ?? '');
}

/**
 * Validates a company (admin lite) new password in the password change (Spec 03 §5, §9):
 * required, at least {@link minPasswordLength} characters, with upper case, lower case and digits.
 *
 * Errors, first failure wins:
 * - `companyPassword.required` 'requerido' when empty;
 * - `companyPassword.minLength` 'Las contraseña debe ser de al menos 8 caracteres';
 * - `companyPassword.complexity` 'La contraseña debe contener letras mayusculas, minusculas y
 *   numeros' when an upper-case letter, a lower-case letter or a digit is missing (Unicode
 *   letters count: 'Ñ' is upper case).
 *
 * @param password - the new password as typed.
 * @param options - {@link PasswordOptions}.
 * @returns `{ ok: true, value }` with the password unchanged, or one error.
 */
export function validateCompanyPassword(
  password: string | null | undefined,
  options: PasswordOptions = {},
): Result<string> {
  const path = options.path ?? 'password';
  const value = password ?? '';
  if (value === '') return failShell(path, 'companyPassword.required');
  if ([...value].length < minPasswordLength) return failShell(path, 'companyPassword.minLength');
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value) || !/\d/.test(value)) {
    return failShell(path, 'companyPassword.complexity');
  }
  return succeed(value);
}

/** The three fields of the company password change form (Spec 03 §2 /micuenta-adminlite, §5). */
export type CompanyPasswordChange = {
  readonly currentPassword: string | null | undefined;
  readonly newPassword: string | null | undefined;
  readonly confirmation: string | null | undefined;
};

/**
 * Validates the whole company password change form (Spec 03 §5): every field required
 * ('requerido'), the new password by {@link validateCompanyPassword}, and the repeat equal to it
 * ('Las contraseñas no coinciden').
 *
 * @param form - {@link CompanyPasswordChange}.
 * @returns `{ ok: true, value }` with the current and new password, or every field's first error
 *   (paths `currentPassword`, `newPassword`, `confirmation`).
 */
export function validateCompanyPasswordChange(
  form: CompanyPasswordChange,
): Result<{ currentPassword: string; newPassword: string }> {
  const errors: ValidationError[] = [];
  const required = (path: string): ValidationError => ({
    path,
    code: 'companyPassword.required',
    message: formatShellMessage('companyPassword.required'),
  });

  if ((form.currentPassword ?? '') === '') errors.push(required('currentPassword'));
  const newPassword = validateCompanyPassword(form.newPassword, { path: 'newPassword' });
  if (!newPassword.ok) errors.push(...newPassword.errors);
  if ((form.confirmation ?? '') === '') {
    errors.push(required('confirmation'));
  } else {
    const confirmation = validatePasswordConfirmation(form.newPassword, form.confirmation);
    if (!confirmation.ok) errors.push(...confirmation.errors);
  }
  if (errors.length > 0) return { ok: false, errors };
  return succeed({
    currentPassword: form.currentPassword ?? '',
    newPassword: form.newPassword ?? '',
  });
}
