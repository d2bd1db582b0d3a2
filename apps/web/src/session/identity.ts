import { formatShellMessage, type LoginVariant, shellMessages } from '@liqui/domain';

/**
 * What the access screens share about identity calls (spec 01 §4.1–4.3, §8; 03 §8 "Password
 * change"): the outcome a screen acts on, the screens' addresses, the notices carried between
 * them. Pure: no Amplify call, no React. The screens call aws-amplify/auth and hand the result or
 * the thrown error to `identity-outcomes.ts`, which turns it into an {@link IdentityOutcome}.
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

/**
 * The login's "any other" error (spec 01 §8): 'Ocurrio un error, por favor contacta a los
 * administradores - codigo: <name>'. The catalogue answers it for an error it has no rule for;
 * the login screen also answers it when the catalogue itself cannot be loaded.
 *
 * @param name - the error's name (`identityErrorName`) or the unexpected sign-in step.
 */
export function unknownLoginOutcome(name: string): IdentityOutcome {
  return { kind: 'error', message: formatShellMessage('login.unknownError', { code: name }) };
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
