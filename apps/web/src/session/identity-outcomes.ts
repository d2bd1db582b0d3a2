import { formatShellMessage, type ShellMessageCode, shellMessages } from '@liqui/domain';
import {
  accessNotices,
  challengePath,
  confirmEmailPath,
  forgotPasswordPath,
  type IdentityContext,
  type IdentityFlow,
  type IdentityOutcome,
  identityErrorName,
  loginPath,
  unknownLoginOutcome,
} from './identity';

/**
 * The identity error catalogue (spec 01 §8, 03 §8 "Password change") and the sign-in steps
 * (spec 01 §4.1): what a screen does with the identity provider's answer. Pure: no Amplify call,
 * no React. A module of its own, apart from `identity.ts`, because the login form needs it only
 * once it is sent: the login screen loads it beside the sign-in call, so the form's first load
 * leaves it out (issue 11 item 4); the other access screens, chunks of their own, import it.
 */

const say = (code: ShellMessageCode, field?: string): IdentityOutcome =>
  field === undefined
    ? { kind: 'error', message: shellMessages[code] }
    : { kind: 'error', message: shellMessages[code], field };

const sayText = (message: string, field?: string): IdentityOutcome =>
  field === undefined ? { kind: 'error', message } : { kind: 'error', message, field };

/** A rule of the catalogue: the outcome of one error name in one flow. */
type Rule = (context: Required<IdentityContext>, name: string, message: string) => IdentityOutcome;

const humanCheckFailed: Rule = () => sayText(accessNotices.humanCheckFailed, 'altcha');

/**
 * The login's UserLambdaValidationException: the identity provider asks for the human check
 * (after 3 wrong passwords in a row; issue 26 item 4, `apps/api/src/identity/lockout.ts`), whose
 * message says `HumanCheckRequired` or `HumanCheckFailed`, both on the `altcha` field (the login
 * form shows the check when it sees that field); any other trigger refusal is the spec's
 * 'Lo sentimos, ocurrio un error! Codigo: …'.
 */
const loginLambdaValidation: Rule = (context, name, message) => {
  if (message.includes('HumanCheckRequired')) return say('login.humanCheckRequired', 'altcha');
  if (message.includes('HumanCheckFailed')) return humanCheckFailed(context, name, message);
  return sayText(formatShellMessage('login.serviceError', { code: name }));
};

/** Spec 01 §8 "Login": the exceptions that answer 'Lo sentimos, ocurrio un error! Codigo: …'. */
const loginServiceErrors = [
  'UnexpectedLambdaException',
  'UserLambdaValidationException',
  'InvalidLambdaResponseException',
  'InternalErrorException',
  'InvalidParameterException',
  'InvalidUserPoolConfigurationException',
] as const;

const goToConfirmEmail: Rule = ({ email, variant }) => ({
  kind: 'redirect',
  to: confirmEmailPath(variant, email),
  notice: { tone: 'caution', message: shellMessages['login.userNotConfirmed'] },
});

const goToForgotPassword: Rule = ({ email }) => ({
  kind: 'redirect',
  to: forgotPasswordPath(email),
  notice: { tone: 'caution', message: shellMessages['login.passwordResetRequired'] },
});

const sessionExpired: Rule = ({ variant }) => ({
  kind: 'redirect',
  to: loginPath(variant),
  notice: { tone: 'critical', message: shellMessages['session.expired'] },
});

/** Spec 01 §8 "Login", in full: also the errors of the challenge screens that finish a login. */
const loginRules: Readonly<Record<string, Rule>> = {
  UserNotConfirmedException: goToConfirmEmail,
  PasswordResetRequiredException: goToForgotPassword,
  NotAuthorizedException: () => say('login.notAuthorized'),
  UserNotFoundException: () => say('login.userNotFound'),
  ResourceNotFoundException: () => say('login.userNotFound'),
  TooManyRequestsException: () => say('login.tooManyRequests'),
  ...Object.fromEntries(
    loginServiceErrors.map((name): [string, Rule] => [
      name,
      () => sayText(formatShellMessage('login.serviceError', { code: name })),
    ]),
  ),
  UserLambdaValidationException: loginLambdaValidation,
};

const unknownLoginError: Rule = (_context, name) => unknownLoginOutcome(name);

/**
 * The error catalogue (spec 01 §8, 03 §8): per flow, the outcome of each error name and of any
 * other name. Where the spec lists no rule for a flow we reuse the closest text the spec has
 * (noted per entry).
 */
const catalogue: Readonly<
  Record<IdentityFlow, { readonly rules: Readonly<Record<string, Rule>>; readonly other: Rule }>
> = {
  login: { rules: loginRules, other: unknownLoginError },
  signUp: {
    rules: {
      InvalidParameterException: () => say('password.signUpRule', 'password'),
      InvalidPasswordException: () => say('password.signUpRule', 'password'),
      UsernameExistsException: () => say('signUp.usernameExists'),
      CodeDeliveryFailureException: () => say('signUp.codeDeliveryFailure'),
      // The pre-sign-up check refused the ALTCHA payload (Cognito's answer for a refusing trigger,
      // and the local provider's). Not in the spec's catalogue; ours.
      UserLambdaValidationException: humanCheckFailed,
    },
    other: (_context, name) => sayText(formatShellMessage('signUp.unknownError', { code: name })),
  },
  confirmEmail: {
    rules: {
      CodeMismatchException: () => say('confirmEmail.codeMismatch', 'code'),
      LimitExceededException: () => say('confirmEmail.limitExceeded'),
      TooManyFailedAttemptsException: () => say('confirmEmail.limitExceeded'),
      // Not in the spec for this screen: the forgot-confirm screen's text for the same error.
      ExpiredCodeException: () => say('forgotPasswordConfirm.expiredCode', 'code'),
      UserNotFoundException: () => say('login.userNotFound'),
    },
    other: unknownLoginError,
  },
  resendCode: {
    rules: {
      LimitExceededException: () => say('confirmEmail.limitExceeded'),
      TooManyRequestsException: () => say('confirmEmail.limitExceeded'),
      UserNotFoundException: () => say('login.userNotFound'),
    },
    other: unknownLoginError,
  },
  forgotPassword: {
    rules: {
      // Spec 01 §8: InvalidParameter means the account is not activated yet.
      InvalidParameterException: goToConfirmEmail,
      LimitExceededException: () => say('forgotPassword.limitExceeded'),
      // The per-address limit (429): the spec's text for too many requests on this screen.
      TooManyRequestsException: () => say('forgotPassword.limitExceeded'),
      // The local provider answers an unknown e-mail as a known one (issue 26 item 4); kept for a
      // provider that still tells.
      UserNotFoundException: () => say('login.userNotFound'),
    },
    other: unknownLoginError,
  },
  forgotPasswordConfirm: {
    rules: {
      ExpiredCodeException: () => say('forgotPasswordConfirm.expiredCode', 'code'),
      CodeMismatchException: () => say('forgotPasswordConfirm.codeMismatch', 'code'),
      InvalidPasswordException: () => say('password.signUpRule', 'password'),
      LimitExceededException: () => say('forgotPassword.limitExceeded'),
      UserNotFoundException: () => say('login.userNotFound'),
    },
    other: unknownLoginError,
  },
  passwordReset: {
    rules: {
      InvalidPasswordException: () => say('password.signUpRule', 'password'),
      InvalidParameterException: () => say('password.signUpRule', 'password'),
      // No challenge in progress (reload, or the challenge timed out): start the login again.
      SignInException: sessionExpired,
      NotAuthorizedException: sessionExpired,
    },
    other: (_context, name) => sayText(formatShellMessage('passwordReset.error', { code: name })),
  },
  mfa: {
    rules: {
      ...loginRules,
      // Not in the spec for this screen: the confirm-e-mail texts for the same errors.
      CodeMismatchException: () => say('confirmEmail.codeMismatch', 'code'),
      ExpiredCodeException: () => say('forgotPasswordConfirm.expiredCode', 'code'),
      SignInException: sessionExpired,
      NotAuthorizedException: sessionExpired,
    },
    other: unknownLoginError,
  },
  passwordChange: {
    rules: {
      LimitExceededException: () => say('companyPassword.limitExceeded'),
    },
    other: () => say('companyPassword.changeError'),
  },
};

/**
 * The outcome of an error thrown by an identity call (spec 01 §8, 03 §8 "Password change").
 *
 * @param flow - the flow the call belongs to.
 * @param error - what Amplify threw.
 * @param context - the e-mail and screen variant, for redirects.
 * @returns an `error` outcome with the spec's message, or a `redirect` (unconfirmed user,
 *   password reset required, an expired challenge).
 */
export function describeIdentityError(
  flow: IdentityFlow,
  error: unknown,
  context: IdentityContext,
): IdentityOutcome {
  const name = identityErrorName(error);
  const message = error instanceof Error ? error.message : '';
  const { rules, other } = catalogue[flow];
  const full = { email: context.email, variant: context.variant ?? 'default' };
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  return (rule ?? other)(full, name, message);
}

/** The error names the catalogue has a rule for, by flow (for tests and documentation). */
export function catalogueErrorNames(flow: IdentityFlow): readonly string[] {
  return Object.keys(catalogue[flow].rules);
}

/**
 * The sign-in steps Amplify 6 reports (`signIn`/`confirmSignIn` → `nextStep.signInStep`).
 * Listed as strings so this module does not depend on Amplify's types.
 */
export type SignInStep =
  | 'DONE'
  | 'CONFIRM_SIGN_UP'
  | 'RESET_PASSWORD'
  | 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
  | 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'
  | 'CONFIRM_SIGN_IN_WITH_SMS_CODE'
  | 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'
  | (string & {});

/**
 * Where a sign-in goes next (spec 01 §4.1): signed in; a new password (`/password-reset`) or a
 * one-time code (`/mfa-login`) challenge; an unconfirmed user to confirm-e-mail with a notice;
 * a required password reset to forgot-password with 'Por favor, recupera tu contraseña'.
 * Any other step (TOTP set-up, MFA selection, custom challenges) is not offered by Liqui and
 * answers the login's "any other" error with the step as code.
 *
 * @param step - `nextStep.signInStep`.
 * @param context - the e-mail and the login variant.
 */
export function describeSignInStep(step: SignInStep, context: IdentityContext): IdentityOutcome {
  const variant = context.variant ?? 'default';
  switch (step) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_UP':
      return goToConfirmEmail({ email: context.email, variant }, step, '');
    case 'RESET_PASSWORD':
      return goToForgotPassword({ email: context.email, variant }, step, '');
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'challenge', to: challengePath('/password-reset', variant) };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { kind: 'challenge', to: challengePath('/mfa-login', variant) };
    default:
      return unknownLoginOutcome(step);
  }
}
