import {
  formatShellMessage,
  type LoginVariant,
  type ShellMessageCode,
  shellMessages,
} from '@liqui/domain';

/**
 * How the identity provider's answers become what the access screens do (spec 01 §4.1–4.3, §8;
 * 03 §8 "Password change"). Pure: no Amplify call, no React. The screens call aws-amplify/auth
 * and hand the result or the thrown error to these functions.
 *
 * Amplify throws an `AuthError` whose `name` is the Cognito exception name
 * (`NotAuthorizedException`, `CodeMismatchException`…), or one of its own
 * (`UserAlreadyAuthenticatedException`, `SignInException`, `NetworkError`).
 */

/** Which access flow an identity call belongs to; each has its own error catalogue. */
export type IdentityFlow =
  | 'login'
  | 'signUp'
  | 'confirmEmail'
  | 'resendCode'
  | 'forgotPassword'
  | 'forgotPasswordConfirm'
  | 'passwordReset'
  | 'mfa'
  | 'passwordChange';

/** The tone of a notice shown on the way to another screen. */
export type NoticeTone = 'positive' | 'caution' | 'accent' | 'critical';

/** A message shown (as a toast) when a flow moves to another screen. */
export type Notice = { readonly tone: NoticeTone; readonly message: string };

/**
 * What a screen does after an identity call:
 * - `done`: signed in; finish the login (debt refresh, user record, redirect by role);
 * - `challenge`: a sign-in challenge is pending (new password, MFA code); keep the user with
 *   `auth` false and go to `to`;
 * - `redirect`: go to `to`, showing `notice` if there is one;
 * - `error`: stay and show `message`, on the form or on `field` when it names one.
 */
export type IdentityOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'challenge'; readonly to: string }
  | { readonly kind: 'redirect'; readonly to: string; readonly notice?: Notice }
  | { readonly kind: 'error'; readonly message: string; readonly field?: string };

/** Which screens a flow came from: the plain ones or the `-mp` (Mercado Pago) variants. */
export type AccessVariant = LoginVariant;

/** What the mapping needs to build the next screen's address. */
export type IdentityContext = {
  /** The e-mail (username) the flow is about, already normalized; '' when unknown. */
  readonly email: string;
  /**
   * The screen variant.
   * @default 'default'
   */
  readonly variant?: AccessVariant;
};

/**
 * The notices the access screens carry from one screen to the next (spec 01 §4.2, §4.3: "then to
 * login with the e-mail prefilled", "sends a code"): texts of @liqui/domain's catalogue.
 */
export const accessNotices = {
  /** After sign-up, on the way to the confirm-e-mail screen. */
  signUpCodeSent: shellMessages['signUp.codeSent'],
  /** After the e-mail is confirmed, on the way to login. */
  emailConfirmed: shellMessages['confirmEmail.confirmed'],
  /** After asking for a recovery code, on the way to the confirm screen. */
  resetCodeSent: shellMessages['forgotPassword.codeSent'],
  /** After the new password is set through the recovery code, on the way to login. */
  passwordChanged: shellMessages['forgotPasswordConfirm.passwordChanged'],
  /** The company password change (03 §5) succeeded. */
  companyPasswordChanged: shellMessages['companyPassword.changed'],
  /** A sign-up refused by the human check (the server re-verifies the ALTCHA payload). */
  humanCheckFailed: shellMessages['signUp.humanCheckFailed'],
} as const;

/** Adds query parameters to an app path, leaving out empty values. */
export function withQuery(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The login screen of a variant, with the e-mail prefilled when given (spec 01 §4.2). */
export function loginPath(variant: AccessVariant = 'default', email?: string): string {
  return withQuery(variant === 'mp' ? '/login-mp' : '/login', { email });
}

/** The sign-up screen of a variant. */
export function signUpPath(variant: AccessVariant = 'default'): string {
  return variant === 'mp' ? '/sign-up-mp' : '/sign-up';
}

/** The confirm-e-mail screen of a variant with the e-mail in the query (spec 01 §2.1). */
export function confirmEmailPath(variant: AccessVariant = 'default', email?: string): string {
  return withQuery(variant === 'mp' ? '/mp-confirm-email' : '/confirm-email', { email });
}

/** The forgot-password screen, with the e-mail prefilled when given. */
export function forgotPasswordPath(email?: string): string {
  return withQuery('/forgot-password', { email });
}

/** The forgot-password confirm screen for an e-mail (spec 01 §4.3). */
export function forgotPasswordConfirmPath(email: string): string {
  return withQuery('/forgot-password-confirm', { email });
}

/**
 * A challenge screen (`/password-reset`, `/mfa-login`); the `-mp` variant rides along as
 * `?variant=mp` so the finished login still redirects as /login-mp does (spec 01 §2.6).
 */
export function challengePath(
  path: '/password-reset' | '/mfa-login',
  variant: AccessVariant = 'default',
): string {
  return withQuery(path, { variant: variant === 'mp' ? 'mp' : undefined });
}

/** Reads `?variant=mp` back (see {@link challengePath}). */
export function variantFromQuery(search: string): AccessVariant {
  return new URLSearchParams(search).get('variant') === 'mp' ? 'mp' : 'default';
}

/**
 * The name of a thrown identity error: Amplify's `AuthError.name` (the Cognito exception name),
 * or 'UnknownError' for something that is not an Error.
 */
export function identityErrorName(error: unknown): string {
  if (error instanceof Error && error.name !== '') return error.name;
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const name = (error as { name: unknown }).name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return 'UnknownError';
}

const say = (code: ShellMessageCode, field?: string): IdentityOutcome =>
  field === undefined
    ? { kind: 'error', message: shellMessages[code] }
    : { kind: 'error', message: shellMessages[code], field };

const sayText = (message: string, field?: string): IdentityOutcome =>
  field === undefined ? { kind: 'error', message } : { kind: 'error', message, field };

/** A rule of the catalogue: the outcome of one error name in one flow. */
type Rule = (context: Required<IdentityContext>, name: string, message: string) => IdentityOutcome;

const humanCheckFailed: Rule = () => sayText(accessNotices.humanCheckFailed, 'altcha');

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
};

const unknownLoginError: Rule = (_context, name) =>
  sayText(formatShellMessage('login.unknownError', { code: name }));

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
      return sayText(formatShellMessage('login.unknownError', { code: step }));
  }
}

/**
 * The identity groups of an id token (`cognito:groups`), the source of the role flags
 * (spec 01 §6). Anything but a list of strings counts as no group.
 *
 * @param payload - the decoded id token payload (`tokens.idToken.payload`).
 */
export function groupsFromIdToken(
  payload: Readonly<Record<string, unknown>> | undefined,
): string[] {
  const groups = payload?.['cognito:groups'];
  if (!Array.isArray(groups)) return [];
  return groups.filter((group): group is string => typeof group === 'string');
}

/**
 * The phone number sign-up sends (spec 01 §3 "prefix plus number"), in E.164: the prefix and
 * the number's digits, everything else dropped ('+54', '11 5555-1234' → '+541155551234').
 */
export function toE164(prefix: string, number: string): string {
  return `${prefix}${number.replace(/\D/g, '')}`;
}
