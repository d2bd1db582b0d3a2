/**
 * Cognito's error names the local provider answers with (reference/amplify-cognito-protocol.md
 * §3: HTTP 400, `{ "__type": "<Name>", "message": "…" }`). The web app keys its messages on the
 * name (Spec 01 §8), so the names, and where Cognito has a well-known text the messages, are
 * Cognito's.
 */
export const identityErrorNames = [
  'CodeDeliveryFailureException',
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
  'InternalErrorException',
  'InvalidParameterException',
  'InvalidPasswordException',
  'LimitExceededException',
  'NotAuthorizedException',
  'PasswordResetRequiredException',
  'ResourceNotFoundException',
  'SerializationException',
  'UnknownOperationException',
  'UnsupportedUserStateException',
  'UserLambdaValidationException',
  'UserNotConfirmedException',
  'UserNotFoundException',
  'UsernameExistsException',
] as const;

/** One of {@link identityErrorNames}. */
export type IdentityErrorName = (typeof identityErrorNames)[number];

/**
 * An expected failure of an identity operation. Over HTTP it becomes 400 (500 for
 * `InternalErrorException`) with `{ __type: name, message }`; the service functions
 * (`IdentityService`) throw it as is.
 */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';

  /**
   * @param type - Cognito's error name, e.g. `NotAuthorizedException`.
   * @param message - Cognito's message (English, as Cognito sends it).
   */
  constructor(
    readonly type: IdentityErrorName,
    message: string,
  ) {
    super(message);
  }

  /** HTTP status of the answer: 500 for `InternalErrorException` (Amplify retries it), else 400. */
  get status(): 400 | 500 {
    return this.type === 'InternalErrorException' ? 500 : 400;
  }
}

/** Cognito's texts for the errors the app sees most (kept identical to Cognito's). */
export const identityMessages = {
  incorrectPassword: 'Incorrect username or password.',
  attemptLimitExceeded: 'Attempt limit exceeded, please try after some time.',
  userNotFound: 'User does not exist.',
  userClientNotFound: 'Username/client id combination not found.',
  userNotConfirmed: 'User is not confirmed.',
  passwordResetRequired: 'Password reset required for the user',
  usernameExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  mfaCodeMismatch: 'Invalid code received for user',
  expiredCode: 'Invalid code provided, please request a code again.',
  invalidSession: 'Invalid session for the user, session is expired.',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  revokedRefreshToken: 'Refresh Token has been revoked',
  humanCheckFailed: 'Human check failed',
  /**
   * Sign-in of an account with 3+ wrong passwords in a row sent without a human check (issue 26
   * item 4): the shape of Cognito's answer when a pre-authentication trigger refuses, a stable
   * marker (`HumanCheckRequired`) the web app keys on, and a Spanish reason for a person reading it.
   */
  signInHumanCheckRequired:
    'PreAuthentication failed with error HumanCheckRequired: completá la verificación "No soy un robot" para ingresar.',
  /** The same sign-in with a human check that does not verify (forged, expired, replayed). */
  signInHumanCheckFailed:
    'PreAuthentication failed with error HumanCheckFailed: no pudimos verificar que no sos un robot.',
  noVerifiedContact:
    'Cannot reset password for the user as there is no registered/verified email or phone_number',
  cannotResetInState: 'User password cannot be reset in the current state.',
  temporaryPasswordExpired: 'Temporary password has expired and must be reset by an administrator.',
  passwordPolicy:
    'Password does not conform to policy: Password must have at least 8 characters, with letters and numbers',
} as const;
