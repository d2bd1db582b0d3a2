import { normalizeEmail } from '@liqui/domain';
import { Button, Inline, Link } from '@liqui/ui';
import { AppForm } from '../../forms/app-form';
import { toSubmissionErrors } from '../../forms/form-errors';
import { FormPasswordField, FormTextField } from '../../forms/form-fields';
import { signInWithPassword } from '../../session/amplify-identity';
import {
  type AccessVariant,
  forgotPasswordPath,
  type IdentityOutcome,
  identityErrorName,
  signUpPath,
  unknownLoginOutcome,
} from '../../session/identity';
import { useIdentityOutcome } from '../../session/use-identity-outcome';
import { type LoginValues, validateLoginForm } from './access-forms';
import { AccessPanel } from './access-panel';
import { useQueryParam } from './use-query-param';

/**
 * The outcome catalogue (`identity-outcomes.ts`), loaded when the form is sent, beside the
 * sign-in call: the form's first load leaves it out (issue 11 item 4), and Amplify's own chunk,
 * which the sign-in loads then too, takes longer anyway.
 */
const loadOutcomes = () => import('../../session/identity-outcomes');

/**
 * A login screen (spec 01 §2.7, §4.1, §5, §8 "Login"): e-mail and password, links 'Registrarse'
 * and 'Olvidé mi contraseña'. The e-mail is lower-cased and stripped of spaces; `?email=` prefills
 * it (after sign-up confirmation). The sign-in outcome decides the next screen: signed in (debt
 * refresh, user record, redirect by role), /password-reset, /mfa-login, /confirm-email,
 * /forgot-password, or an error from the catalogue.
 */
export function LoginScreen({
  title,
  variant,
}: {
  readonly title: string;
  readonly variant: AccessVariant;
}) {
  const prefilledEmail = useQueryParam('email');
  const { startIdentityCall, follow } = useIdentityOutcome();

  const onSubmit = async (values: LoginValues) => {
    const email = normalizeEmail(values.email);
    const context = { email, variant };
    startIdentityCall();
    const outcomes = loadOutcomes();
    let outcome: IdentityOutcome;
    try {
      const { nextStep } = await signInWithPassword(email, values.password);
      outcome = (await outcomes).describeSignInStep(nextStep.signInStep, context);
    } catch (error) {
      outcome = await outcomes.then(
        (catalogue) => catalogue.describeIdentityError('login', error, context),
        // The catalogue could not load (the network dropped): the login's "any other" error.
        (loadError: unknown) => unknownLoginOutcome(identityErrorName(loadError)),
      );
    }
    const error = await follow(outcome, context);
    return error === null ? undefined : toSubmissionErrors(error);
  };

  return (
    <AccessPanel title={title}>
      {
        <>
          <AppForm<LoginValues>
            initialValues={{ email: prefilledEmail, password: '' }}
            validate={validateLoginForm}
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
                <FormPasswordField name="password" isRequired label="Contraseña" />
                <Button type="submit" isFullWidth isPending={submitting}>
                  Ingresar
                </Button>
              </>
            )}
          </AppForm>
          <Inline space="small" align="spaceBetween">
            <Link href={signUpPath(variant)} variant="standalone">
              Registrarse
            </Link>
            <Link href={forgotPasswordPath()} variant="standalone">
              Olvidé mi contraseña
            </Link>
          </Inline>
        </>
      }
    </AccessPanel>
  );
}
