import { normalizeEmail } from '@liqui/domain';
import { Button, Inline, Link, Text } from '@liqui/ui';
import { lazy, Suspense, useState } from 'react';
import { useAppConfig } from '../../config-context';
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
import { useQueryParam } from '../../shared/use-query-param';
import { type LoginValues, validateLoginForm } from './access-forms';
import { AccessPanel } from './access-panel';

/**
 * The outcome catalogue (`identity-outcomes.ts`), loaded when the form is sent, beside the
 * sign-in call: the form's first load leaves it out (issue 11 item 4), and Amplify's own chunk,
 * which the sign-in loads then too, takes longer anyway.
 */
const loadOutcomes = () => import('../../session/identity-outcomes');

/**
 * The human check (ALTCHA's widget, about 30 KB gzip), loaded only when the identity provider asks
 * for it: the login form's first load leaves it out (issue 11 item 4).
 */
const HumanCheckField = lazy(() =>
  import('./human-check').then((module) => ({ default: module.HumanCheckField })),
);

/**
 * A login screen (spec 01 §2.7, §4.1, §5, §8 "Login"): e-mail and password, links 'Registrarse'
 * and 'Olvidé mi contraseña'. The e-mail is lower-cased and stripped of spaces; `?email=` prefills
 * it (after sign-up confirmation). The sign-in outcome decides the next screen: signed in (debt
 * refresh, user record, redirect by role), /password-reset, /mfa-login, /confirm-email,
 * /forgot-password, or an error from the catalogue.
 *
 * After 3 wrong passwords in a row for an account the identity provider asks for the human check
 * instead of locking it (issue 26 item 4; an error on the `altcha` field, 'Por seguridad,
 * confirmá que no sos un robot y volvé a tocar Ingresar.'): the form then shows ALTCHA's
 * 'No soy un robot' box below the password (keyboard: the box takes the focus, Space solves it),
 * requires it before sending, sends its payload with the sign-in and resets it after any error.
 */
export function LoginScreen({
  title,
  variant,
}: {
  readonly title: string;
  readonly variant: AccessVariant;
}) {
  const prefilledEmail = useQueryParam('email');
  const { apiBaseUrl } = useAppConfig();
  const { startIdentityCall, follow } = useIdentityOutcome();
  const [humanCheck, setHumanCheck] = useState(false);
  const [resetCount, setResetCount] = useState(0);

  const onSubmit = async (values: LoginValues) => {
    const email = normalizeEmail(values.email);
    const context = { email, variant };
    startIdentityCall();
    const outcomes = loadOutcomes();
    let outcome: IdentityOutcome;
    try {
      const { nextStep } = await signInWithPassword(
        email,
        values.password,
        humanCheck ? (values.altcha ?? undefined) : undefined,
      );
      outcome = (await outcomes).describeSignInStep(nextStep.signInStep, context);
    } catch (error) {
      outcome = await outcomes.then(
        (catalogue) => catalogue.describeIdentityError('login', error, context),
        // The catalogue could not load (the network dropped): the login's "any other" error.
        (loadError: unknown) => unknownLoginOutcome(identityErrorName(loadError)),
      );
    }
    const error = await follow(outcome, context);
    if (error === null) return undefined;
    if (error.field === 'altcha') setHumanCheck(true);
    // A solved challenge passes once: a new one after any error (spec 01 §4.2's rule for sign-up).
    if (humanCheck) setResetCount((count) => count + 1);
    return toSubmissionErrors(error);
  };

  return (
    <AccessPanel title={title}>
      {
        <>
          <AppForm<LoginValues>
            initialValues={{ email: prefilledEmail, password: '', altcha: null }}
            validate={(values) => validateLoginForm(values, { humanCheck })}
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
                {humanCheck ? (
                  <Suspense
                    fallback={
                      <Text as="p" size="small" tone="secondary">
                        Cargando la verificación de seguridad…
                      </Text>
                    }
                  >
                    <HumanCheckField
                      name="altcha"
                      challengeUrl={`${apiBaseUrl}/human-check/challenge`}
                      resetCount={resetCount}
                      autoFocus
                    />
                  </Suspense>
                ) : null}
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
