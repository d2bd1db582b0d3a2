import { normalizeEmail } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { identityUsers } from '../db/schema.js';
import type { IdentityUser } from '../ports/identity.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import type { IdentityContext } from './context.js';

/** A stored identity user row. */
export type IdentityUserRow = typeof identityUsers.$inferSelect;

/**
 * The pool's user name for what a person typed: the e-mail lower-cased and without whitespace
 * (Spec 01 §5; the pool signs in with the e-mail, case-insensitively, as a Cognito pool with
 * case-insensitive user names does).
 */
export function toUsername(input: string): string {
  return normalizeEmail(input);
}

/** The row of `username` (normalized first), or `null`. */
export async function findUserRow(
  context: IdentityContext,
  username: string,
): Promise<IdentityUserRow | null> {
  const [row] = await context.database.db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.username, toUsername(username)))
    .limit(1);
  return row ?? null;
}

/** The row of `sub`, or `null`. */
export async function findUserRowBySub(
  context: IdentityContext,
  sub: string,
): Promise<IdentityUserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
  const [row] = await context.database.db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.sub, sub))
    .limit(1);
  return row ?? null;
}

/**
 * The row of `username`.
 *
 * @throws IdentityError `UserNotFoundException` with `message` (Cognito uses two texts).
 */
export async function requireUserRow(
  context: IdentityContext,
  username: string,
  message: string = identityMessages.userNotFound,
): Promise<IdentityUserRow> {
  const row = await findUserRow(context, username);
  if (!row) throw new IdentityError('UserNotFoundException', message);
  return row;
}

/** Updates a user's columns (and `updatedAt`) and returns the new row. */
export async function updateUserRow(
  context: IdentityContext,
  sub: string,
  values: Partial<Omit<IdentityUserRow, 'sub' | 'createdAt'>>,
): Promise<IdentityUserRow> {
  const [row] = await context.database.db
    .update(identityUsers)
    .set({ ...values, updatedAt: context.now() })
    .where(eq(identityUsers.sub, sub))
    .returning();
  if (!row) throw new IdentityError('UserNotFoundException', identityMessages.userNotFound);
  return row;
}

/** The public view of a row. */
export function toIdentityUser(row: IdentityUserRow): IdentityUser {
  return {
    sub: row.sub,
    username: row.username,
    email: row.email,
    status: row.status,
    givenName: row.givenName,
    familyName: row.familyName,
    phoneNumber: row.phoneNumber,
    groups: row.groups,
    createdAt: row.createdAt,
  };
}

/** A Cognito attribute: `{ Name, Value }`. */
export type AttributeType = { Name: string; Value: string };

/** The user's attributes as GetUser / AdminGetUser list them (absent ones left out, as Cognito does). */
export function userAttributes(row: IdentityUserRow): AttributeType[] {
  const attributes: AttributeType[] = [
    { Name: 'sub', Value: row.sub },
    { Name: 'email', Value: row.email },
    { Name: 'email_verified', Value: String(row.emailVerified) },
  ];
  if (row.givenName !== null) attributes.push({ Name: 'given_name', Value: row.givenName });
  if (row.familyName !== null) attributes.push({ Name: 'family_name', Value: row.familyName });
  if (row.phoneNumber !== null) {
    attributes.push({ Name: 'phone_number', Value: row.phoneNumber });
    attributes.push({ Name: 'phone_number_verified', Value: 'false' });
  }
  return attributes;
}

/** The MFA part of GetUser / AdminGetUser: Cognito leaves both fields out when no MFA is enabled. */
export function mfaSettings(row: IdentityUserRow): {
  PreferredMfaSetting?: string;
  UserMFASettingList?: string[];
} {
  const enabled: string[] = [];
  if (row.smsMfaEnabled) enabled.push('SMS_MFA');
  if (row.totpEnabled) enabled.push('SOFTWARE_TOKEN_MFA');
  const preferred = row.totpPreferred
    ? 'SOFTWARE_TOKEN_MFA'
    : row.smsMfaPreferred
      ? 'SMS_MFA'
      : undefined;
  return {
    ...(preferred ? { PreferredMfaSetting: preferred } : {}),
    ...(enabled.length > 0 ? { UserMFASettingList: enabled } : {}),
  };
}

/** `a***@e***`, as Cognito masks an e-mail in CodeDeliveryDetails. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***@${email[at + 1] ?? ''}***`;
}

/** `+*******1234`, as Cognito masks a phone number (every digit but the last 4). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** CodeDeliveryDetails for a code e-mailed to `email`. */
export function emailDelivery(email: string) {
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) };
}

/** Epoch seconds (AWS JSON timestamps). */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The AWS `UserType` of admin answers (AdminCreateUser's `User`): name, attributes, dates,
 * enabled, status.
 */
export function userType(row: IdentityUserRow) {
  return {
    Username: row.username,
    Attributes: userAttributes(row),
    UserCreateDate: epochSeconds(row.createdAt),
    UserLastModifiedDate: epochSeconds(row.updatedAt),
    Enabled: true,
    UserStatus: row.status,
  };
}

/**
 * Calls `hooks.onUserConfirmed`, outside any transaction; a failure is logged, never answered to
 * the client (the identity change is already done).
 */
export async function notifyUserConfirmed(
  context: IdentityContext,
  row: IdentityUserRow,
): Promise<void> {
  const hook = context.hooks.onUserConfirmed;
  if (!hook) return;
  try {
    await hook(toIdentityUser(row));
  } catch (error) {
    context.logger.error({ err: error, sub: row.sub }, 'The onUserConfirmed hook failed');
  }
}
