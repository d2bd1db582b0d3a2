import { eq, sql } from 'drizzle-orm';
import { identityUsers } from '../db/schema.js';
import type { IdentityContext } from './context.js';
import { verifyPassword } from './passwords.js';
import type { IdentityUserRow } from './users.js';

/**
 * Lockout after repeated wrong passwords (issue 3: "lockout after repeated failures answers
 * NotAuthorizedException 'Password attempts exceeded' as Cognito does"). Sign-in and password
 * change share one counter: both are password guesses.
 *
 * Rule: {@link IdentitySettings.maxPasswordFailures} (5) wrong passwords in a row, the first of
 * them less than {@link IdentitySettings.lockoutWindowMs} (15 min) ago, lock the account for
 * {@link IdentitySettings.lockoutDurationMs} (15 min). While locked every password check fails
 * without looking at the password, the right one included. A right password resets the count.
 */

/** Whether the account is locked now. */
export function isLocked(context: IdentityContext, row: IdentityUserRow): boolean {
  return row.lockedUntil !== null && row.lockedUntil.getTime() > context.now().getTime();
}

/**
 * Checks `password` against the user's hash and records the outcome (a failure counts towards
 * the lockout; a success clears it). Call {@link isLocked} first.
 *
 * @returns whether the password is right.
 */
export async function checkPassword(
  context: IdentityContext,
  row: IdentityUserRow,
  password: string,
): Promise<boolean> {
  const now = context.now();
  const { db } = context.database;
  if (await verifyPassword(password, row.passwordHash)) {
    if (row.failedPasswordCount !== 0 || row.lockedUntil !== null) {
      await db
        .update(identityUsers)
        .set({ failedPasswordCount: 0, failedPasswordWindowStart: null, lockedUntil: null })
        .where(eq(identityUsers.sub, row.sub));
    }
    return true;
  }
  const windowOpenedAfter = new Date(now.getTime() - context.settings.lockoutWindowMs);
  const isNewWindow = sql`(${identityUsers.failedPasswordWindowStart} is null or ${identityUsers.failedPasswordWindowStart} <= ${windowOpenedAfter})`;
  const [counted] = await db
    .update(identityUsers)
    .set({
      failedPasswordCount: sql`case when ${isNewWindow} then 1 else ${identityUsers.failedPasswordCount} + 1 end`,
      failedPasswordWindowStart: sql`case when ${isNewWindow} then ${now}::timestamptz else ${identityUsers.failedPasswordWindowStart} end`,
    })
    .where(eq(identityUsers.sub, row.sub))
    .returning({ failures: identityUsers.failedPasswordCount });
  if (counted && counted.failures >= context.settings.maxPasswordFailures) {
    await db
      .update(identityUsers)
      .set({ lockedUntil: new Date(now.getTime() + context.settings.lockoutDurationMs) })
      .where(eq(identityUsers.sub, row.sub));
    context.logger.warn({ sub: row.sub }, 'Identity account locked after repeated wrong passwords');
  }
  return false;
}

/** Clears the failure count and the lock (after a password reset or an admin-set password). */
export const clearedLockout = {
  failedPasswordCount: 0,
  failedPasswordWindowStart: null,
  lockedUntil: null,
} as const;
