import { Alert, Button, Card, sprinkles } from '@liqui/ui';
import { useState } from 'react';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormPasswordField } from '../../forms/form-fields';
import { updatePassword } from '../../session/amplify-identity';
import { accessNotices } from '../../session/identity';
import { describeIdentityError } from '../../session/identity-outcomes';
import { useSession } from '../../session/session-context';
import { usePageTitle } from '../use-page-title';
import { type PasswordChangeValues, validatePasswordChangeForm } from './password-change';

const title = 'Cambiar contraseña';

/**
 * The company account's password change (spec 03 §2 /micuenta-adminlite, §5, §8 "Password
 * change"): current password, new password and its repeat; Amplify `updatePassword`. Too many
 * attempts (LimitExceededException): 'Error. Se ha excedido el numero de intentos. Vuelva a
 * intentarlo en unos minutos'; any other error: 'Error. Verifique su contraseña actual'.
 * Success: a notice above the form, and the form is emptied.
 */
export function MicuentaAdminLitePage() {
  usePageTitle(title);
  const [isChanged, setChanged] = useState(false);
  const { session } = useSession();
  const email = session.user?.email ?? '';

  const onSubmit = async (
    values: PasswordChangeValues,
    form: { restart: (initialValues?: Partial<PasswordChangeValues>) => void },
  ) => {
    setChanged(false);
    try {
      await updatePassword({
        oldPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      const outcome = describeIdentityError('passwordChange', error, { email });
      return outcome.kind === 'error' ? toSubmissionErrors(outcome) : undefined;
    }
    setChanged(true);
    setTimeout(() => form.restart(emptyValues));
    return undefined;
  };

  return (
    <>
      <h1 className={sprinkles({ fontSize: 'xlarge', marginTop: 'none', marginBottom: 'large' })}>
        {title}
      </h1>
      <Card title="Contraseña de la cuenta">
        {isChanged ? (
          <Alert tone="positive" live="polite">
            {accessNotices.companyPasswordChanged}
          </Alert>
        ) : null}
        <AppForm<PasswordChangeValues>
          initialValues={emptyValues}
          validate={validatePasswordChangeForm}
          onSubmit={onSubmit}
        >
          {({ submitting }) => (
            <>
              <FormPasswordField name="currentPassword" isRequired label="Contraseña actual" />
              <FormPasswordField
                name="newPassword"
                isRequired
                label="Nueva contraseña"
                autoComplete="new-password"
                description="Mínimo 8 caracteres, con mayúsculas, minúsculas y números"
              />
              <FormPasswordField
                name="confirmation"
                isRequired
                label="Repetir nueva contraseña"
                autoComplete="new-password"
              />
              <div>
                <Button type="submit" isPending={submitting}>
                  Cambiar contraseña
                </Button>
              </div>
            </>
          )}
        </AppForm>
      </Card>
    </>
  );
}

const emptyValues: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmation: '',
};
