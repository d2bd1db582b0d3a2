import { type IdentityGroup, identityGroups } from '@liqui/domain';
import { eq, sql } from 'drizzle-orm';
import { identityUsers } from '../db/schema.js';
import type { AdminCreateUserInput } from '../ports/identity.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import {
  isSigV4Authorization,
  type SignedRequest,
  verifyAdminSignature,
} from './admin-signature.js';
import { issueCode } from './codes.js';
import type { IdentityContext } from './context.js';
import { invitationMail, resetMail } from './identity-mail.js';
import { clearedLockout } from './lockout.js';
import { assertPasswordPolicy, generateTemporaryPassword, hashPassword } from './passwords.js';
import {
  attributeMap,
  checkUserPoolId,
  optionalBoolean,
  optionalString,
  type RequestBody,
  requireString,
} from './protocol.js';
import { insertUser, readNewUserAttributes } from './sign-up.js';
import { revokeAllSessions, verifyAccessToken } from './tokens.js';
import {
  findUserRow,
  findUserRowBySub,
  type IdentityUserRow,
  mfaSettings,
  notifyUserConfirmed,
  requireUserRow,
  updateUserRow,
  userType,
} from './users.js';

/**
 * Administration of the local pool: as service functions (`IdentityService`, used by the demo
 * seed and the back office) and over HTTP on `/identity` with Cognito's Admin* shapes.
 *
 * Cognito authorizes its admin API with IAM (SigV4-signed requests). The local provider accepts
 * either an `Authorization: Bearer <access token>` header carrying an access token of this pool
 * whose user is, at the time of the call, in the `admin` group, or, when
 * `IDENTITY_ADMIN_ACCESS_KEY_ID` / `IDENTITY_ADMIN_SECRET_ACCESS_KEY` are set, a request SigV4-signed
 * with that key pair (`admin-signature.ts`; what the server's Cognito client sends). Without
 * either every Admin* call (and ListUsers) answers NotAuthorizedException.
 */

function assertGroup(group: string): asserts group is IdentityGroup {
  if (!identityGroups.some((known) => known === group)) {
    throw new IdentityError('ResourceNotFoundException', 'Group not found.');
  }
}

/** The login page for invitations, when `PUBLIC_URL` is known. */
function loginUrlOf(context: IdentityContext): string | undefined {
  return context.publicUrl ? `${context.publicUrl}/login` : undefined;
}

/**
 * Creates a user as an administrator (`IdentityService.adminCreateUser`):
 * - `password` → CONFIRMED with that permanent password, nothing e-mailed;
 * - otherwise FORCE_CHANGE_PASSWORD with `temporaryPassword` (or a generated one), valid 7 days,
 *   and an invitation e-mailed with it (unless `suppressInvitation`).
 * The e-mail counts as verified (the administrator vouches for it; a reset code can reach it).
 * `hooks.onUserConfirmed` runs for the new user, whatever its status.
 *
 * @throws IdentityError UsernameExistsException, InvalidParameterException (attributes, unknown
 *   group → ResourceNotFoundException), InvalidPasswordException.
 */
export async function createUserAsAdmin(
  context: IdentityContext,
  input: AdminCreateUserInput & { suppressInvitation?: boolean; emailVerified?: boolean },
): Promise<IdentityUserRow> {
  const attributes = new Map<string, string>();
  if (input.givenName !== undefined) attributes.set('given_name', input.givenName);
  if (input.familyName !== undefined) attributes.set('family_name', input.familyName);
  if (input.phoneNumber !== undefined) attributes.set('phone_number', input.phoneNumber);
  const values = readNewUserAttributes(input.email, attributes);
  for (const group of input.groups ?? []) assertGroup(group);
  const isPermanent = input.password !== undefined;
  const password = input.password ?? input.temporaryPassword ?? generateTemporaryPassword();
  assertPasswordPolicy(password);
  const row = await insertUser(context, {
    ...values,
    status: isPermanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    emailVerified: input.emailVerified ?? true,
    passwordHash: await hashPassword(password),
    groups: [...new Set(input.groups ?? [])],
    passwordExpiresAt: isPermanent
      ? null
      : new Date(context.now().getTime() + context.settings.temporaryPasswordLifetimeMs),
  });
  if (!row) throw new IdentityError('UsernameExistsException', identityMessages.usernameExists);
  if (!isPermanent && !input.suppressInvitation) {
    await sendInvitation(context, row, password);
  }
  await notifyUserConfirmed(context, row);
  return row;
}

async function sendInvitation(context: IdentityContext, row: IdentityUserRow, password: string) {
  try {
    await context.mailer.send(
      invitationMail({
        to: row.email,
        username: row.username,
        temporaryPassword: password,
        givenName: row.givenName,
        loginUrl: loginUrlOf(context),
      }),
    );
  } catch (error) {
    context.logger.error({ err: error, sub: row.sub }, 'Could not send the invitation e-mail');
    throw new IdentityError('CodeDeliveryFailureException', 'Unable to deliver the invitation.');
  }
}

/** Adds a group (idempotent). @throws IdentityError UserNotFoundException, ResourceNotFoundException. */
export async function addUserToGroup(context: IdentityContext, username: string, group: string) {
  assertGroup(group);
  const row = await requireUserRow(context, username);
  await context.database.db
    .update(identityUsers)
    .set({
      groups: sql`case when ${group}::text = any(${identityUsers.groups}) then ${identityUsers.groups} else array_append(${identityUsers.groups}, ${group}::text) end`,
      updatedAt: context.now(),
    })
    .where(eq(identityUsers.sub, row.sub));
}

/** Removes a group (idempotent). @throws IdentityError UserNotFoundException, ResourceNotFoundException. */
export async function removeUserFromGroup(
  context: IdentityContext,
  username: string,
  group: string,
) {
  assertGroup(group);
  const row = await requireUserRow(context, username);
  await context.database.db
    .update(identityUsers)
    .set({
      groups: sql`array_remove(${identityUsers.groups}, ${group}::text)`,
      updatedAt: context.now(),
    })
    .where(eq(identityUsers.sub, row.sub));
}

/**
 * Sets a password as an administrator: permanent → CONFIRMED; temporary → FORCE_CHANGE_PASSWORD
 * (7 days). Clears the wrong-password count (`lockout.ts`) and signs the user out everywhere. An UNCONFIRMED user set this way
 * stops being unconfirmed, so `hooks.onUserConfirmed` runs for it.
 */
export async function setPasswordAsAdmin(
  context: IdentityContext,
  username: string,
  password: string,
  options: { permanent: boolean },
) {
  const row = await requireUserRow(context, username);
  assertPasswordPolicy(password);
  const updated = await updateUserRow(context, row.sub, {
    passwordHash: await hashPassword(password),
    status: options.permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    passwordExpiresAt: options.permanent
      ? null
      : new Date(context.now().getTime() + context.settings.temporaryPasswordLifetimeMs),
    ...clearedLockout,
  });
  await revokeAllSessions(context, row.sub);
  if (row.status === 'UNCONFIRMED') await notifyUserConfirmed(context, updated);
}

/**
 * The admin's authorization: `Authorization: Bearer <access token>` (or the bare token) of a user
 * currently in the `admin` group; or `Authorization: AWS4-HMAC-SHA256 …` signed with
 * `context.adminAccessKey` (see {@link verifyAdminSignature}; refused when no key is configured).
 *
 * @throws IdentityError NotAuthorizedException otherwise.
 */
export async function authorizeAdmin(
  context: IdentityContext,
  request: SignedRequest,
): Promise<void> {
  const authorization = Object.entries(request.headers).find(
    ([name]) => name.toLowerCase() === 'authorization',
  )?.[1];
  if (isSigV4Authorization(authorization)) {
    if (!context.adminAccessKey) {
      throw new IdentityError(
        'NotAuthorizedException',
        'Signed admin calls are off: set IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY.',
      );
    }
    await verifyAdminSignature(request, context.adminAccessKey, context.now());
    return;
  }
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) {
    throw new IdentityError(
      'NotAuthorizedException',
      'Admin operations need the header Authorization: Bearer <access token of a user in the admin group>.',
    );
  }
  const { row } = await verifyAccessToken(context, token);
  if (!row.groups.includes('admin')) {
    throw new IdentityError(
      'NotAuthorizedException',
      'Only users in the admin group may call admin operations.',
    );
  }
}

/**
 * AdminCreateUser: `{ UserPoolId, Username, UserAttributes?, TemporaryPassword?, MessageAction? }`
 * → `{ User }`. `MessageAction: 'SUPPRESS'` sends no invitation; `'RESEND'` gives an existing
 * FORCE_CHANGE_PASSWORD user a new temporary password (the given or a generated one) and e-mails
 * it again (UnsupportedUserStateException for another status).
 */
export async function adminCreateUserOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  const username = requireString(body, 'Username', 128);
  const temporaryPassword = optionalString(body, 'TemporaryPassword', 256);
  const action = optionalString(body, 'MessageAction', 16);
  if (action !== undefined && action !== 'SUPPRESS' && action !== 'RESEND') {
    throw new IdentityError('InvalidParameterException', `Invalid MessageAction ${action}.`);
  }
  if (action === 'RESEND') {
    const row = await requireUserRow(context, username);
    if (row.status !== 'FORCE_CHANGE_PASSWORD') {
      throw new IdentityError(
        'UnsupportedUserStateException',
        'Resend not possible. User is not in FORCE_CHANGE_PASSWORD state.',
      );
    }
    const password = temporaryPassword ?? generateTemporaryPassword();
    assertPasswordPolicy(password);
    const updated = await updateUserRow(context, row.sub, {
      passwordHash: await hashPassword(password),
      passwordExpiresAt: new Date(
        context.now().getTime() + context.settings.temporaryPasswordLifetimeMs,
      ),
    });
    await sendInvitation(context, updated, password);
    return { User: userType(updated) };
  }
  const attributes = attributeMap(body);
  const values = readNewUserAttributes(username, attributes);
  const row = await createUserAsAdmin(context, {
    email: values.email,
    ...(values.givenName !== null ? { givenName: values.givenName } : {}),
    ...(values.familyName !== null ? { familyName: values.familyName } : {}),
    ...(values.phoneNumber !== null ? { phoneNumber: values.phoneNumber } : {}),
    ...(temporaryPassword !== undefined ? { temporaryPassword } : {}),
    suppressInvitation: action === 'SUPPRESS',
    ...(attributes.get('email_verified') === 'false' ? { emailVerified: false } : {}),
  });
  return { User: userType(row) };
}

/** AdminAddUserToGroup: `{ UserPoolId, Username, GroupName }` → `{}`. */
export async function adminAddUserToGroupOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  await addUserToGroup(
    context,
    requireString(body, 'Username', 128),
    requireString(body, 'GroupName', 128),
  );
  return {};
}

/** AdminRemoveUserFromGroup: `{ UserPoolId, Username, GroupName }` → `{}`. */
export async function adminRemoveUserFromGroupOperation(
  context: IdentityContext,
  body: RequestBody,
) {
  checkUserPoolId(context, body);
  await removeUserFromGroup(
    context,
    requireString(body, 'Username', 128),
    requireString(body, 'GroupName', 128),
  );
  return {};
}

/**
 * AdminGetUser: `{ UserPoolId, Username }` → `{ Username, UserAttributes, UserCreateDate,
 * UserLastModifiedDate, Enabled, UserStatus, MFAOptions, PreferredMfaSetting?, UserMFASettingList? }`.
 */
export async function adminGetUserOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  const row = await requireUserRow(context, requireString(body, 'Username', 128));
  const { Attributes, ...rest } = userType(row);
  return { ...rest, UserAttributes: Attributes, MFAOptions: [], ...mfaSettings(row) };
}

/** AdminListGroupsForUser: `{ UserPoolId, Username }` → `{ Groups: [{ GroupName, UserPoolId }] }`. */
export async function adminListGroupsForUserOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  const row = await requireUserRow(context, requireString(body, 'Username', 128));
  return {
    Groups: row.groups.map((group) => ({ GroupName: group, UserPoolId: context.pool.userPoolId })),
  };
}

/**
 * AdminResetUserPassword: `{ UserPoolId, Username }` → `{}`. The user becomes RESET_REQUIRED (sign-in
 * answers PasswordResetRequiredException), is signed out everywhere and gets a reset code by
 * e-mail for ConfirmForgotPassword. Only for CONFIRMED or RESET_REQUIRED users, else
 * NotAuthorizedException 'User password cannot be reset in the current state.'.
 */
export async function adminResetUserPasswordOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  const row = await requireUserRow(context, requireString(body, 'Username', 128));
  if (row.status !== 'CONFIRMED' && row.status !== 'RESET_REQUIRED') {
    throw new IdentityError('NotAuthorizedException', identityMessages.cannotResetInState);
  }
  const updated = await updateUserRow(context, row.sub, { status: 'RESET_REQUIRED' });
  await revokeAllSessions(context, row.sub);
  const code = await issueCode(context, row.sub, 'reset');
  try {
    await context.mailer.send(
      resetMail({ to: row.email, code, givenName: updated.givenName, byAdministrator: true }),
    );
  } catch (error) {
    context.logger.error({ err: error, sub: row.sub }, 'Could not send the reset code');
    throw new IdentityError(
      'CodeDeliveryFailureException',
      'Unable to deliver the verification code.',
    );
  }
  return {};
}

/** AdminSetUserPassword: `{ UserPoolId, Username, Password, Permanent? }` → `{}`. */
export async function adminSetUserPasswordOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  await setPasswordAsAdmin(
    context,
    requireString(body, 'Username', 128),
    requireString(body, 'Password', 256),
    { permanent: optionalBoolean(body, 'Permanent') ?? false },
  );
  return {};
}

const listUsersFilterPattern = /^\s*(sub|email|username)\s*=\s*"([^"\\]*)"\s*$/;

/**
 * ListUsers: `{ UserPoolId, Filter, Limit?, AttributesToGet? }` → `{ Users: [UserType] }`, the
 * way the server's Cognito client finds a user by `sub` (`identity/cognito.ts`). The local
 * provider implements the exact-match filters only: `sub = "…"`, `email = "…"` (any case) and
 * `username = "…"`, each naming at most one user, so there is never a `PaginationToken`.
 * Decision: a missing filter, or another one (`^=` prefixes, other attributes), answers
 * InvalidParameterException rather than listing the whole pool. Like the Admin* operations it
 * needs an admin's authorization (Cognito: IAM `cognito-idp:ListUsers`).
 */
export async function listUsersOperation(context: IdentityContext, body: RequestBody) {
  checkUserPoolId(context, body);
  const filter = optionalString(body, 'Filter', 256);
  const match = filter === undefined ? null : listUsersFilterPattern.exec(filter);
  if (!match) {
    throw new IdentityError(
      'InvalidParameterException',
      'The local identity provider lists users by an exact filter only: sub = "…", email = "…" or username = "…".',
    );
  }
  const [, attribute, value = ''] = match;
  const row =
    attribute === 'sub'
      ? await findUserRowBySub(context, value)
      : await findUserRow(context, value);
  return { Users: row ? [userType(row)] : [] };
}
