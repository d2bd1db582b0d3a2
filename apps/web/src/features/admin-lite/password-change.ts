import { validateCompanyPasswordChange } from '@liqui/domain';
import { type FormErrors, toFormErrors } from '../../forms/form-errors';

/** The company password change form (spec 03 §2 /micuenta-adminlite, §5). */
export type PasswordChangeValues = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
};

/**
 * Validates the company password change (spec 03 §5) with @liqui/domain's
 * `validateCompanyPasswordChange`: every field 'requerido', 'Las contraseña debe ser de al menos
 * 8 caracteres', 'La contraseña debe contener letras mayusculas, minusculas y numeros', 'Las
 * contraseñas no coinciden'; the first error of each field (through the forms' `toFormErrors`).
 */
export function validatePasswordChangeForm(values: Partial<PasswordChangeValues>): FormErrors {
  const result = validateCompanyPasswordChange({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmation: values.confirmation,
  });
  return toFormErrors(result.ok ? [] : result.errors);
}
