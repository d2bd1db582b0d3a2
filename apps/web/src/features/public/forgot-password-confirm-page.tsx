import { normalizeEmail } from '@liqui/domain';
import { Button, Inline, Link } from '@liqui/ui';
import { useLocation } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { confirmResetPassword } from '../../session/amplify-identity';
import { accessNotices, forgotPasswordPath, loginPath } from '../../session/identity';
import { describeIdentityError } from '../../session/identity-outcomes';
import { noticeState } from '../../session/route-notice';
import { useQueryParam } from '../../shared/use-query-param';
import {
  type ForgotPasswordConfirmValues,
  normalizeCode,
  validateForgotPasswordConfirmForm,
} from './access-forms';
import { AccessPanel } from './access-panel';
import { NewPasswordFields } from './new-password-fields';

/**
 * The forgot-password confirm screen (spec 01 §2.9, §4.3, §5, §8 "Forgot-password confirm"):
 * the code, the new password and its confirmation, for the e-mail of `?email=` (asked for when
 * the query has none). Success → /login with the e-mail prefilled. Errors: 'Codigo de
 * verificacion vencido.', 'Codigo de verificacion incorrecto', the password rule.
 */
export function ForgotPasswordConfirmScreen() {
  const queryEmail = useQueryParam('email');
  const [, navigate] = useLocation();

  const onSubmit = async (values: ForgotPasswordConfirmValues) => {
    const email = normalizeEmail(values.email);
    try {
      await confirmResetPassword({
        username: email,
        confirmationCode: normalizeCode(values.code),
        newPassword: values.password,
      });
    } catch (error) {
      const outcome = describeIdentityError('forgotPasswordConfirm', error, { email });
      return outcome.kind === 'error' ? toSubmissionErrors(outcome) : undefined;
    }
    navigate(loginPath('default', email), {
      state: noticeState({ tone: 'positive', message: accessNotices.passwordChanged }),
    });
    return undefined;
  };

  return (
    <AccessPanel
      title="Elegir nueva contraseña"
      intro={
        queryEmail === ''
          ? 'Ingresá el código que te enviamos por email y tu nueva contraseña.'
          : `Ingresá el código que enviamos a ${queryEmail} y tu nueva contraseña.`
      }
    >
      {
        <>
          <AppForm<ForgotPasswordConfirmValues>
            initialValues={{ email: queryEmail, code: '', password: '', confirmation: '' }}
            validate={validateForgotPasswordConfirmForm}
            onSubmit={onSubmit}
          >
            {({ submitting }) => (
              <>
                {queryEmail === '' ? (
                  <FormTextField
                    name="email"
                    isRequired
                    label="Email"
                    type="email"
                    autoComplete="username"
                  />
                ) : null}
                <FormTextField
                  name="code"
                  isRequired
                  label="Código"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
                <NewPasswordFields />
                <Button type="submit" isFullWidth isPending={submitting}>
                  Cambiar contraseña
                </Button>
              </>
            )}
          </AppForm>
          <Inline space="small" align="spaceBetween">
            <Link href={forgotPasswordPath(queryEmail)} variant="standalone">
              Pedir otro código
            </Link>
          </Inline>
        </>
      }
    </AccessPanel>
  );
}
