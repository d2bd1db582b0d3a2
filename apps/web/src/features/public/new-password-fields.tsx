import { FormPasswordField } from '../../forms/form-fields';

/**
 * The "choose a new password" pair of the forgot-password confirm page and the forced reset
 * (spec 01 §2.9): 'Nueva contraseña' with the sign-up password hint, and 'Repetir contraseña'.
 * Bound to the final-form fields `password` and `confirmation`; the form validates them with the
 * domain's password rules.
 */
export function NewPasswordFields() {
  return (
    <>
      <FormPasswordField
        name="password"
        isRequired
        label="Nueva contraseña"
        autoComplete="new-password"
        description="Mínimo 8 caracteres, con números y letras"
      />
      <FormPasswordField
        name="confirmation"
        isRequired
        label="Repetir contraseña"
        autoComplete="new-password"
      />
    </>
  );
}
