import { validateCompanyPasswordChange } from '@liqui/domain';
import type { FieldErrors } from '../../forms/form-errors';

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
 * contraseñas no coinciden'; the first error of each field.
 */
export function validatePasswordChangeForm(
  values: Partial<PasswordChangeValues>,
): FieldErrors<PasswordChangeValues> {
  const result = validateCompanyPasswordChange({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmation: values.confirmation,
  });
  if (result.ok) return {};
  const errors: FieldErrors<PasswordChangeValues> = {};
  for (const error of result.errors) {
    const path = error.path as keyof PasswordChangeValues;
    errors[path] ??= error.message;
  }
  return errors;
}
