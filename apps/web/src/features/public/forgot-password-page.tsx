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
import { useQueryParam } from '../../shared/use-query-param';
import { type ForgotPasswordValues, validateForgotPasswordForm } from './access-forms';
import { AccessPanel } from './access-panel';

/**
 * The forgot-password screen (spec 01 §2.9, §4.3, §8 "Forgot password"): the e-mail; the identity
 * provider sends a code → /forgot-password-confirm?email=… with 'Si el email está registrado, te
 * enviamos un código para elegir una nueva contraseña.', the same for an e-mail with and without
 * an account (issue 26 item 4: the local provider answers both alike and e-mails only an account;
 * an unconfirmed one too, which the reset then confirms). Kept for a provider that still refuses:
 * InvalidParameterException (an account not yet confirmed) goes to /confirm-email; too many
 * requests (LimitExceededException, the per-address 429): 'Limite de solicitudes superado'.
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
