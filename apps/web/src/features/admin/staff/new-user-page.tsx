import { isApiError } from '@liqui/api-client';
import {
  adminUserTypeValues,
  messages,
  type NewAdminUserInput,
  validateNewAdminUser,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, Tiles, useToast } from '@liqui/ui';
import type { FormApi } from 'final-form';
import { AppForm } from '../../../forms/app-form';
import { formFieldExists, toCallSubmissionErrors } from '../../../forms/form-errors';
import { FormTextField } from '../../../forms/form-fields';
import { FormSelect } from '../../../forms/form-select';
import { validateWithRules } from '../../../forms/form-validation';
import { useApi } from '../../../session/api-context';
import { PageHeading } from '../../../shared/page-heading';
import { useIsReadOnly } from '../../../shared/use-read-only';

const title = 'Nuevo usuario';

/** The form's values: every field as typed. */
type NewUserValues = {
  username: string;
  type: string;
  given_name: string;
  family_name: string;
};

const emptyValues: NewUserValues = { username: '', type: '', given_name: '', family_name: '' };

/** Spec 03 §3 "Admin user type": ADMIN and OPERADOR, with what each may do. */
const typeOptions = adminUserTypeValues.map((type) => ({
  id: type,
  label: type === 'ADMIN' ? 'ADMIN (administra todo)' : 'OPERADOR (solo lectura)',
}));

const validate = validateWithRules((values: NewUserValues) =>
  validateNewAdminUser(values as NewAdminUserInput),
);

/** The form's message for a failure that is not about a field (409 e-mail taken, a lost call). */
function describeCallError(error: unknown): string {
  return isApiError(error) ? error.message : messages['http.internal'];
}

/**
 * /new-user, the new admin user form (Spec 03 §2 "New admin user form", §3, §5; issue 14 item 3):
 * the user name (decision: the staff member's e-mail, the name it signs in with) and the type
 * ADMIN or OPERADOR, required with the spec's messages ('Nombre de usuario requerido', 'Tipo de
 * usuario requerido'; not an e-mail: 'Email válido requerido'), plus optional given and family
 * names. 'Crear usuario' sends `POST /root/staff-users`; the new user gets an e-mail with a
 * temporary password and must choose a new one at its first sign-in. Success shows a toast and
 * clears the form; a taken e-mail shows 'Ya existe un usuario con ese email' above the form.
 * An operador (read-only) sees a notice instead of the form.
 */
export function NewUserPage() {
  const api = useApi();
  const toast = useToast();
  const isReadOnly = useIsReadOnly();

  const onSubmit = async (values: NewUserValues, form: FormApi<NewUserValues>) => {
    const checked = validateNewAdminUser(values as NewAdminUserInput);
    if (!checked.ok) return undefined;
    try {
      await api.call('createStaffUser', { body: checked.value });
    } catch (error) {
      return toCallSubmissionErrors(error, {
        isField: formFieldExists(form),
        describe: describeCallError,
      });
    }
    toast.show({ tone: 'positive', message: messages['staffUser.created'] });
    setTimeout(() => form.restart(emptyValues));
    return undefined;
  };

  return (
    <>
      <PageHeading title={title} />
      <Card title="Usuario del back office">
        {isReadOnly ? (
          <Alert tone="accent">{messages['backOffice.readOnly']}</Alert>
        ) : (
          <AppForm<NewUserValues>
            aria-label="Nuevo usuario"
            initialValues={emptyValues}
            validate={validate}
            onSubmit={onSubmit}
          >
            {({ submitting }) => (
              <Stack space="large">
                <Tiles space="medium" minColumnWidth="medium">
                  <FormTextField
                    name="username"
                    label="Nombre de usuario (email)"
                    type="email"
                    autoComplete="off"
                    description="Recibirá una contraseña temporal en este email."
                    isRequired
                  />
                  <FormSelect
                    name="type"
                    label="Tipo de usuario"
                    options={typeOptions}
                    isRequired
                  />
                  <FormTextField name="given_name" label="Nombre" autoComplete="off" />
                  <FormTextField name="family_name" label="Apellido" autoComplete="off" />
                </Tiles>
                <Inline space="small">
                  <Button type="submit" isPending={submitting}>
                    Crear usuario
                  </Button>
                </Inline>
              </Stack>
            )}
          </AppForm>
        )}
      </Card>
    </>
  );
}
