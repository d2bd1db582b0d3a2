import {
  shellMessages,
  validateEmail,
  validatePasswordConfirmation,
  validateSignUpPassword,
} from '@liqui/domain';
import type { FieldErrors } from '../../forms/form-errors';

/**
 * The access screens' validation (spec 01 §5), pure: one message per invalid field, from
 * @liqui/domain's catalogue. Sign-up has its own module (`sign-up-form.ts`).
 */

/** A 6-digit code as typed, spaces allowed ('123 456'). */
const codePattern = /^\d{6}$/;

/** The code the user typed, without spaces (the identity provider gets digits only). */
export function normalizeCode(code: string | undefined): string {
  return (code ?? '').replace(/\s/g, '');
}

/** A 6-digit code (spec 01 §9): 'Código requerido', or 6 numbers. */
export function validateCode(code: string | undefined): string | undefined {
  const value = normalizeCode(code);
  if (value === '') return shellMessages['code.required'];
  if (!codePattern.test(value)) return shellMessages['code.format'];
  return undefined;
}

function emailError(email: string | undefined): string | undefined {
  const result = validateEmail(email);
  return result.ok ? undefined : result.errors[0]?.message;
}

function newPasswordErrors(values: {
  readonly password?: string;
  readonly confirmation?: string;
}): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  const password = validateSignUpPassword(values.password);
  if (!password.ok) errors.password = password.errors[0]?.message;
  const confirmation = validatePasswordConfirmation(values.password, values.confirmation);
  if (!confirmation.ok) errors.confirmation = confirmation.errors[0]?.message;
  return errors;
}

/** Drops the fields without error, so final-form sees a valid form as `{}`. */
function compact<Values>(errors: Record<string, string | undefined>): FieldErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Values>;
}

/**
 * Login: e-mail and password, and the human check's ALTCHA payload (null until solved) once the
 * identity provider asked for it (issue 26 item 4).
 */
export type LoginValues = {
  readonly email: string;
  readonly password: string;
  readonly altcha?: string | null;
};

/**
 * Login (spec 01 §5): 'Email válido requerido', 'Contraseña requerida'; with
 * `options.humanCheck` (the form shows the human check) also 'Confirmá que no sos un robot' until
 * it is solved.
 */
export function validateLoginForm(
  values: Partial<LoginValues>,
  options: { readonly humanCheck?: boolean } = {},
): FieldErrors<LoginValues> {
  return compact({
    email: emailError(values.email),
    password: (values.password ?? '') === '' ? shellMessages['password.required'] : undefined,
    altcha:
      options.humanCheck === true && (values.altcha ?? '') === ''
        ? shellMessages['captcha.required']
        : undefined,
  });
}

/** Confirm e-mail: the e-mail and the 6-digit code. */
export type ConfirmEmailValues = { readonly email: string; readonly code: string };

/** Confirm e-mail (spec 01 §5): e-mail and code required. */
export function validateConfirmEmailForm(
  values: Partial<ConfirmEmailValues>,
): FieldErrors<ConfirmEmailValues> {
  return compact({ email: emailError(values.email), code: validateCode(values.code) });
}

/** Forgot password: the e-mail. */
export type ForgotPasswordValues = { readonly email: string };

/** Forgot password (spec 01 §5): a valid e-mail. */
export function validateForgotPasswordForm(
  values: Partial<ForgotPasswordValues>,
): FieldErrors<ForgotPasswordValues> {
  return compact({ email: emailError(values.email) });
}

/** Forgot-password confirm: the e-mail (from the query), code, new password and confirmation. */
export type ForgotPasswordConfirmValues = {
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly confirmation: string;
};

/**
 * Forgot-password confirm (spec 01 §5): code and new password required (the sign-up password
 * rule), the confirmation equal; the e-mail valid (it comes from the query string).
 */
export function validateForgotPasswordConfirmForm(
  values: Partial<ForgotPasswordConfirmValues>,
): FieldErrors<ForgotPasswordConfirmValues> {
  return compact({
    email: emailError(values.email),
    code: validateCode(values.code),
    ...newPasswordErrors(values),
  });
}

/** Forced password reset: new password and confirmation. */
export type PasswordResetValues = { readonly password: string; readonly confirmation: string };

/** Forced password reset (spec 01 §5): new password required, confirmation equal. */
export function validatePasswordResetForm(
  values: Partial<PasswordResetValues>,
): FieldErrors<PasswordResetValues> {
  return compact(newPasswordErrors(values));
}

/** MFA login: the one-time code. */
export type MfaValues = { readonly code: string };

/** MFA login (spec 01 §5): the code required (6 digits, TOTP or SMS). */
export function validateMfaForm(values: Partial<MfaValues>): FieldErrors<MfaValues> {
  return compact({ code: validateCode(values.code) });
}
