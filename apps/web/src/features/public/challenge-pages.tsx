import { messages } from '@liqui/domain';
import { Button, Inline, Link, useToast } from '@liqui/ui';
import { useSearch } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { confirmSignIn } from '../../session/amplify-identity';
import {
  type IdentityFlow,
  type IdentityOutcome,
  loginPath,
  variantFromQuery,
} from '../../session/identity';
import { describeIdentityError, describeSignInStep } from '../../session/identity-outcomes';
import { useSession } from '../../session/session-context';
import { useIdentityOutcome } from '../../session/use-identity-outcome';
import {
  type MfaValues,
  normalizeCode,
  type PasswordResetValues,
  validateMfaForm,
  validatePasswordResetForm,
} from './access-forms';
import { AccessPanel } from './access-panel';
import { NewPasswordFields } from './new-password-fields';

/**
 * Answers the pending sign-in challenge with `challengeResponse` (Amplify `confirmSignIn`) and
 * follows the next step like a login: signed in, another challenge, or an error of `flow`.
 */
function useChallengeAnswer(flow: IdentityFlow, onDone?: () => void) {
  const variant = variantFromQuery(useSearch());
  const { session } = useSession();
  const { startIdentityCall, follow } = useIdentityOutcome();
  const email = session.user?.email ?? '';

  const answer = async (challengeResponse: string) => {
    const context = { email, variant };
    startIdentityCall();
    let outcome: IdentityOutcome;
    try {
      const { nextStep } = await confirmSignIn({ challengeResponse });
      outcome = describeSignInStep(nextStep.signInStep, context);
      if (outcome.kind === 'done') onDone?.();
    } catch (error) {
      outcome = describeIdentityError(flow, error, context);
    }
    const error = await follow(outcome, context);
    return error === null ? undefined : toSubmissionErrors(error);
  };
  return { answer, variant };
}

/**
 * The forced new password (spec 01 §2.9, §4.1, §8 "Password reset (forced)"): new password and
 * confirmation, sent as the answer to the NEW_PASSWORD_REQUIRED challenge. Success: 'Contraseña
 * reestablecida', then the login goes on as after a normal sign-in.
 */
export function PasswordResetScreen() {
  const toast = useToast();
  const { answer, variant } = useChallengeAnswer('passwordReset', () =>
    toast.show({ tone: 'positive', message: messages['passwordReset.success'] }),
  );
  return (
    <AccessPanel
      title="Nueva contraseña"
      intro="Por seguridad, elegí una nueva contraseña para tu cuenta."
    >
      {
        <>
          <AppForm<PasswordResetValues>
            initialValues={{ password: '', confirmation: '' }}
            validate={validatePasswordResetForm}
            onSubmit={(values) => answer(values.password)}
          >
            {({ submitting }) => (
              <>
                <NewPasswordFields />
                <Button type="submit" isFullWidth isPending={submitting}>
                  Guardar contraseña
                </Button>
              </>
            )}
          </AppForm>
          <Inline space="small" align="spaceBetween">
            <Link href={loginPath(variant)} variant="standalone">
              Volver a iniciar sesión
            </Link>
          </Inline>
        </>
      }
    </AccessPanel>
  );
}

/**
 * The one-time code of a login (spec 01 §2.9, §4.1): one field 'Código' (authenticator app or
 * SMS), sent as the answer to the MFA challenge. Success: signed in as after a normal login.
 */
export function MfaLoginScreen() {
  const { answer, variant } = useChallengeAnswer('mfa');
  return (
    <AccessPanel
      title="Código de verificación"
      intro="Ingresá el código de 6 números de tu app de autenticación o del SMS que recibiste."
    >
      {
        <>
          <AppForm<MfaValues>
            initialValues={{ code: '' }}
            validate={validateMfaForm}
            onSubmit={(values) => answer(normalizeCode(values.code))}
          >
            {({ submitting }) => (
              <>
                <FormTextField
                  name="code"
                  isRequired
                  label="Código"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  autoFocus
                />
                <Button type="submit" isFullWidth isPending={submitting}>
                  Verificar
                </Button>
              </>
            )}
          </AppForm>
          <Inline space="small" align="spaceBetween">
            <Link href={loginPath(variant)} variant="standalone">
              Volver a iniciar sesión
            </Link>
          </Inline>
        </>
      }
    </AccessPanel>
  );
}
