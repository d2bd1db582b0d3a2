import { randomUUID } from 'node:crypto';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import { consumeCode, issueCode, issueDecoyCode } from './codes.js';
import type { IdentityContext } from './context.js';
import { passwordChangedMail, resetMail } from './identity-mail.js';
import { checkPassword, clearedLockout, isPasswordChangeLocked } from './lockout.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import { optionalStringMap, type RequestBody, requireClientId, requireString } from './protocol.js';
import { revokeAllSessions, revokeRefreshToken, verifyAccessToken } from './tokens.js';
import {
  emailDelivery,
  findUserRow,
  type IdentityUserRow,
  mfaSettings,
  notifyUserConfirmed,
  toUsername,
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
 * ForgotPassword: `{ ClientId, Username, ClientMetadata?: { altcha } }` → 200
 * `{ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination } }`,
 * the same answer whether or not the e-mail has an account (issue 26 item 4: "answers 400 for an
 * unknown e-mail and 200 for a known one"), so the screen cannot be used to find out who is a
 * customer. `Destination` is the given address masked (`a***@e***`), which for an account is its
 * own address (the user name is the normalized e-mail).
 *
 * What happens behind the answer:
 * - an account, whatever its status: a reset code (valid 1 hour) is e-mailed. That includes an
 *   UNCONFIRMED account, which Cognito refuses with InvalidParameterException (spec 01 §8 sends
 *   the web app to confirm-email then): answering that would tell that the address has an
 *   account, and the code proves the address as well as the sign-up code does, so
 *   ConfirmForgotPassword confirms it. A FORCE_CHANGE_PASSWORD account (Cognito:
 *   NotAuthorizedException) gets a code too: resetting replaces the lost temporary password.
 * - an account that already got 5 codes in the last hour: nothing is sent (Cognito:
 *   LimitExceededException, which only an existing account can get); the per-address limit
 *   (429, `identity.routes.ts`) still throttles one client.
 * - no account: nothing is sent.
 *
 * Timing: both paths do the same work before answering (the user look-up, the rate-limit count and
 * the transaction retiring older codes: {@link issueDecoyCode} for no account), and the e-mail is
 * handed to the mailer without waiting for it (an SMTP round trip would otherwise tell the two
 * apart); a delivery failure is logged, never answered (CodeDeliveryFailureException would tell).
 *
 * When `ClientMetadata.altcha` is present it must pass the human check, else
 * UserLambdaValidationException 'Human check failed' (what Cognito answers when a trigger refuses;
 * not InvalidParameterException, which the web app reads as "account not activated" here).
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
  const answer = { CodeDeliveryDetails: emailDelivery(toUsername(username)) };
  const row = await findUserRow(context, username);
  if (!row) {
    await issueDecoyCode(context, 'reset');
    return answer;
  }
  let code: string;
  try {
    code = await issueCode(context, row.sub, 'reset');
  } catch (error) {
    if (error instanceof IdentityError && error.type === 'LimitExceededException') {
      context.logger.info({ sub: row.sub }, 'Reset code not sent: 5 codes in the last hour');
      return answer;
    }
    throw error;
  }
  void context.mailer
    .send(resetMail({ to: row.email, code, givenName: row.givenName }))
    .catch((error: unknown) => {
      context.logger.error({ err: error, sub: row.sub }, 'Could not send the reset code');
    });
  return answer;
}

/**
 * ConfirmForgotPassword: `{ ClientId, Username, ConfirmationCode, Password }` → `{}`. The password
 * policy is checked before the code (a bad password does not spend an attempt). On success the
 * user is CONFIRMED with a verified e-mail (an UNCONFIRMED one becomes confirmed here, and
 * `hooks.onUserConfirmed` runs for it: the code proved the address), the wrong-password count is
 * cleared, every refresh token is revoked (a reset usually follows a suspected compromise) and the
 * password-changed notice is e-mailed.
 *
 * An e-mail without an account, and an account with no code pending, answer CodeMismatchException
 * as a wrong code does (issue 26 item 4: no UserNotFoundException, no ExpiredCodeException for a
 * code never asked for); the look-up of the code runs for both.
 *
 * Errors: InvalidPasswordException; CodeMismatchException; ExpiredCodeException (the code asked
 * for is over 1 hour old); LimitExceededException after 5 wrong codes.
 */
export async function confirmForgotPassword(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const username = requireString(body, 'Username', 128);
  const code = requireString(body, 'ConfirmationCode', 2048);
  const password = requireString(body, 'Password', 256);
  const row = await findUserRow(context, username);
  assertPasswordPolicy(password);
  await consumeCode(context, row?.sub ?? randomUUID(), 'reset', code, undefined, {
    missingCode: 'mismatch',
  });
  if (!row) throw new IdentityError('CodeMismatchException', identityMessages.codeMismatch);
  const updated = await updateUserRow(context, row.sub, {
    passwordHash: await hashPassword(password),
    passwordExpiresAt: null,
    status: 'CONFIRMED',
    emailVerified: true,
    ...clearedLockout,
  });
  await revokeAllSessions(context, row.sub);
  if (row.status === 'UNCONFIRMED') await notifyUserConfirmed(context, updated);
  await notifyPasswordChanged(context, updated);
  return {};
}

/**
 * ChangePassword: `{ AccessToken, PreviousPassword, ProposedPassword }` → `{}`. Other sessions of
 * the user are signed out (their refresh tokens revoked); this one stays. Notice e-mailed.
 *
 * Errors: NotAuthorizedException for a bad/expired/revoked token; InvalidPasswordException
 * (checked first); a wrong previous password → NotAuthorizedException 'Incorrect username or
 * password.', counted with the sign-in failures; a wrong one with 5 or more in a row locks
 * password changes: LimitExceededException 'Attempt limit exceeded, please try after some time.'
 * for 15 minutes (spec 03 §8; sign-in is never locked, see `lockout.ts`).
 */
export async function changePassword(context: IdentityContext, body: RequestBody) {
  const { row, claims } = await verifyAccessToken(
    context,
    requireString(body, 'AccessToken', 8192),
  );
  const previous = requireString(body, 'PreviousPassword', 256);
  const proposed = requireString(body, 'ProposedPassword', 256);
  assertPasswordPolicy(proposed);
  if (isPasswordChangeLocked(context, row)) {
    throw new IdentityError('LimitExceededException', identityMessages.attemptLimitExceeded);
  }
  if (!(await checkPassword(context, row, previous, { lockPasswordChange: true }))) {
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
