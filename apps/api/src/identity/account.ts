import { consumeCode, issueCode } from './codes.js';
import type { IdentityContext } from './context.js';
import { IdentityError, identityMessages } from './errors.js';
import { passwordChangedMail, resetMail } from './identity-mail.js';
import { checkPassword, clearedLockout, isLocked } from './lockout.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import { optionalStringMap, type RequestBody, requireClientId, requireString } from './protocol.js';
import { deliverCode } from './sign-up.js';
import { revokeAllSessions, revokeRefreshToken, verifyAccessToken } from './tokens.js';
import {
  emailDelivery,
  type IdentityUserRow,
  mfaSettings,
  requireUserRow,
  updateUserRow,
  userAttributes,
} from './users.js';

/** Sends the password-changed notice; a failure is only logged (the change is done). */
async function notifyPasswordChanged(context: IdentityContext, row: IdentityUserRow) {
  try {
    await context.mailer.send(passwordChangedMail({ to: row.email, givenName: row.givenName }));
  } catch (error) {
    context.logger.error(
      { err: error, sub: row.sub },
      'Could not send the password-changed notice',
    );
  }
}

/**
 * ForgotPassword: `{ ClientId, Username, ClientMetadata?: { altcha } }` → `{ CodeDeliveryDetails }`,
 * a reset code (valid 1 hour) e-mailed.
 *
 * When `ClientMetadata.altcha` is present it must pass the human check, else
 * UserLambdaValidationException 'Human check failed' (what Cognito answers when a trigger refuses;
 * not InvalidParameterException, which the web app reads as "account not activated" here).
 * Errors: UserNotFoundException; UNCONFIRMED → InvalidParameterException 'Cannot reset password for
 * the user as there is no registered/verified email or phone_number' (the web app sends the user
 * to confirm their e-mail); FORCE_CHANGE_PASSWORD → NotAuthorizedException 'User password cannot
 * be reset in the current state.'; LimitExceededException beyond 5 codes an hour.
 */
export async function forgotPassword(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const metadata = optionalStringMap(body, 'ClientMetadata');
  if (metadata.altcha !== undefined) {
    const check = await context.humanCheck.verifyHumanCheck(metadata.altcha);
    if (!check.ok) {
      throw new IdentityError('UserLambdaValidationException', identityMessages.humanCheckFailed);
    }
  }
  const row = await requireUserRow(context, username, identityMessages.userClientNotFound);
  if (row.status === 'UNCONFIRMED') {
    throw new IdentityError('InvalidParameterException', identityMessages.noVerifiedContact);
  }
  if (row.status === 'FORCE_CHANGE_PASSWORD') {
    throw new IdentityError('NotAuthorizedException', identityMessages.cannotResetInState);
  }
  const code = await issueCode(context, row.sub, 'reset');
  await deliverCode(context, () =>
    context.mailer.send(resetMail({ to: row.email, code, givenName: row.givenName })),
  );
  return { CodeDeliveryDetails: emailDelivery(row.email) };
}

/**
 * ConfirmForgotPassword: `{ ClientId, Username, ConfirmationCode, Password }` → `{}`. The password
 * policy is checked before the code (a bad password does not spend an attempt). On success the
 * user is CONFIRMED with a verified e-mail, the lockout is cleared, every refresh token is revoked
 * (a reset usually follows a suspected compromise) and the password-changed notice is e-mailed.
 *
 * Errors: UserNotFoundException; InvalidPasswordException; CodeMismatchException;
 * ExpiredCodeException; LimitExceededException after 5 wrong codes.
 */
export async function confirmForgotPassword(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const code = requireString(body, 'ConfirmationCode', 2048);
  const password = requireString(body, 'Password', 256);
  const row = await requireUserRow(context, username, identityMessages.userClientNotFound);
  assertPasswordPolicy(password);
  await consumeCode(context, row.sub, 'reset', code);
  const updated = await updateUserRow(context, row.sub, {
    passwordHash: await hashPassword(password),
    passwordExpiresAt: null,
    status: 'CONFIRMED',
    emailVerified: true,
    ...clearedLockout,
  });
  await revokeAllSessions(context, row.sub);
  await notifyPasswordChanged(context, updated);
  return {};
}

/**
 * ChangePassword: `{ AccessToken, PreviousPassword, ProposedPassword }` → `{}`. Other sessions of
 * the user are signed out (their refresh tokens revoked); this one stays. Notice e-mailed.
 *
 * Errors: NotAuthorizedException for a bad/expired/revoked token; InvalidPasswordException
 * (checked first); a wrong previous password → NotAuthorizedException 'Incorrect username or
 * password.', counted with the sign-in failures; once locked (5 wrong in 15 min) →
 * LimitExceededException 'Attempt limit exceeded, please try after some time.' for 15 minutes.
 */
export async function changePassword(context: IdentityContext, body: RequestBody) {
  const { row, claims } = await verifyAccessToken(
    context,
    requireString(body, 'AccessToken', 8192),
  );
  const previous = requireString(body, 'PreviousPassword', 256);
  const proposed = requireString(body, 'ProposedPassword', 256);
  assertPasswordPolicy(proposed);
  if (isLocked(context, row)) {
    throw new IdentityError('LimitExceededException', identityMessages.attemptLimitExceeded);
  }
  if (!(await checkPassword(context, row, previous))) {
    throw new IdentityError('NotAuthorizedException', identityMessages.incorrectPassword);
  }
  const updated = await updateUserRow(context, row.sub, {
    passwordHash: await hashPassword(proposed),
  });
  await revokeAllSessions(context, row.sub, { keepFamily: claims.origin_jti });
  await notifyPasswordChanged(context, updated);
  return {};
}

/**
 * GetUser: `{ AccessToken }` → `{ Username, UserAttributes, MFAOptions: [], PreferredMfaSetting?,
 * UserMFASettingList? }` (Amplify's fetchUserAttributes and fetchMFAPreference).
 */
export async function getUser(context: IdentityContext, body: RequestBody) {
  const { row } = await verifyAccessToken(context, requireString(body, 'AccessToken', 8192));
  return {
    Username: row.username,
    UserAttributes: userAttributes(row),
    MFAOptions: [],
    ...mfaSettings(row),
  };
}

/**
 * GlobalSignOut: `{ AccessToken }` → `{}`. Revokes every refresh token of the user; the access
 * tokens of those sessions stop working at the provider at once (their `origin_jti` family is
 * revoked) and, for the API, when they expire or when it asks `isSessionActive`.
 */
export async function globalSignOut(context: IdentityContext, body: RequestBody) {
  const { row } = await verifyAccessToken(context, requireString(body, 'AccessToken', 8192));
  await revokeAllSessions(context, row.sub);
  return {};
}

/**
 * RevokeToken: `{ ClientId, Token }` (a refresh token; Amplify's local signOut) → `{}`. Revokes that
 * sign-in's family (its refresh token and, at the provider, its access tokens). An unknown token
 * also answers `{}` (RFC 7009).
 */
export async function revokeToken(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  await revokeRefreshToken(context, requireString(body, 'Token', 4096));
  return {};
}
