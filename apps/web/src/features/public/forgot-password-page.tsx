import { normalizeEmail } from '@liqui/domain';
import { Button, Inline, Link } from '@liqui/ui';
import { useLocation } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { resetPassword } from '../../session/amplify-identity';
import { accessNotices, forgotPasswordConfirmPath, loginPath } from '../../session/identity';
import { describeIdentityError } from '../../session/identity-outcomes';
import { noticeState } from '../../session/route-notice';
import { type ForgotPasswordValues, validateForgotPasswordForm } from './access-forms';
import { AccessPanel } from './access-panel';
import { useQueryParam } from './use-query-param';

/**
 * The forgot-password screen (spec 01 §2.9, §4.3, §8 "Forgot password"): the e-mail; the identity
 * provider sends a code → /forgot-password-confirm?email=…. An account not yet confirmed
 * (InvalidParameterException) goes to /confirm-email; too many requests: 'Limite de solicitudes
 * superado'.
 */
export function ForgotPasswordScreen() {
  const prefilledEmail = useQueryParam('email');
  const [, navigate] = useLocation();

  const onSubmit = async (values: ForgotPasswordValues) => {
    const email = normalizeEmail(values.email);
    try {
      const { nextStep } = await resetPassword({ username: email });
      if (nextStep.resetPasswordStep === 'DONE') {
        navigate(loginPath('default', email));
        return undefined;
      }
    } catch (error) {
      const outcome = describeIdentityError('forgotPassword', error, { email });
      if (outcome.kind === 'error') return toSubmissionErrors(outcome);
      if (outcome.kind === 'redirect') {
        navigate(
          outcome.to,
          outcome.notice === undefined ? undefined : { state: noticeState(outcome.notice) },
        );
      }
      return undefined;
    }
    navigate(forgotPasswordConfirmPath(email), {
      state: noticeState({ tone: 'positive', message: accessNotices.resetCodeSent }),
    });
    return undefined;
  };

  return (
    <AccessPanel
      title="Recuperar contraseña"
      intro="Ingresá tu email y te enviaremos un código para elegir una nueva contraseña."
    >
      {
        <>
          <AppForm<ForgotPasswordValues>
            initialValues={{ email: prefilledEmail }}
            validate={validateForgotPasswordForm}
            onSubmit={onSubmit}
          >
            {({ submitting }) => (
              <>
                <FormTextField
                  name="email"
                  isRequired
                  label="Email"
                  type="email"
                  autoComplete="username"
                />
                <Button type="submit" isFullWidth isPending={submitting}>
                  Enviar código
                </Button>
              </>
            )}
          </AppForm>
          <Inline space="small" align="spaceBetween">
            <Link href={loginPath()} variant="standalone">
              Volver a iniciar sesión
            </Link>
          </Inline>
        </>
      }
    </AccessPanel>
  );
}
