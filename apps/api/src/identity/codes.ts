import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { identityCodes } from '../db/schema.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import type { IdentityContext } from './context.js';

/** What a one-time code is for. */
export type CodePurpose = 'signup' | 'reset' | 'sms_mfa';

/**
 * How long each kind of code is valid (Cognito's defaults): a sign-up confirmation code 24 hours,
 * a password-reset code 1 hour, an SMS-MFA sign-in code 3 minutes (Cognito's SMS MFA code and
 * challenge session both last 3 minutes).
 */
export const codeLifetimesMs: Record<CodePurpose, number> = {
  signup: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  sms_mfa: 3 * 60 * 1000,
};

/** Wrong answers a code accepts; after that it answers LimitExceededException until a new one is requested. */
export const maxCodeAttempts = 5;

/** Codes of one purpose a user may request per hour (the sign-up's first code included). */
export const maxCodeRequestsPerHour = 5;

const hourMs = 60 * 60 * 1000;

/** How long an expired code row is kept before it is deleted. */
const codeRetentionMs = 12 * hourMs;

function hashCode(secret: Buffer, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');
}

/**
 * Issues a new 6-digit code for `sub` and `purpose` and returns it (to be e-mailed). The previous
 * unused codes of that purpose stop being valid. Stored as an HMAC-SHA-256 under a key derived from
 * the signing key: a leaked table does not give the codes away without the key file.
 *
 * @throws IdentityError `LimitExceededException` when {@link maxCodeRequestsPerHour} codes of this
 *   purpose were issued in the last hour.
 */
export async function issueCode(
  context: IdentityContext,
  sub: string,
  purpose: CodePurpose,
): Promise<string> {
  return runIssue(context, sub, purpose, { store: true });
}

/**
 * The work of {@link issueCode} for a user name with no account (ForgotPassword's neutral answer,
 * issue 26 item 4): the same rate-limit count and the same transaction retiring older codes, both
 * against a random `sub` no row has, and the same hashing, storing nothing. So the answer for an
 * unknown e-mail takes about as long as for a known one (the database round trips are the same;
 * only the insert of one row is left out).
 */
export async function issueDecoyCode(
  context: IdentityContext,
  purpose: CodePurpose,
): Promise<void> {
  await runIssue(context, randomUUID(), purpose, { store: false });
}

async function runIssue(
  context: IdentityContext,
  sub: string,
  purpose: CodePurpose,
  options: { store: boolean },
): Promise<string> {
  const now = context.now();
  const { db } = context.database;
  const [recent] = await db
    .select({ total: count() })
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.sub, sub),
        eq(identityCodes.purpose, purpose),
        gt(identityCodes.createdAt, new Date(now.getTime() - hourMs)),
      ),
    );
  if ((recent?.total ?? 0) >= maxCodeRequestsPerHour) {
    throw new IdentityError('LimitExceededException', identityMessages.attemptLimitExceeded);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  const codeHash = hashCode(context.secrets.codes, id, code);
  await db.transaction(async (tx) => {
    // Codes expired over 12 hours ago serve neither a check nor the rate limit (1 hour) any more.
    await tx
      .delete(identityCodes)
      .where(
        and(
          eq(identityCodes.sub, sub),
          lt(identityCodes.expiresAt, new Date(now.getTime() - codeRetentionMs)),
        ),
      );
    await tx
      .update(identityCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityCodes.sub, sub),
          eq(identityCodes.purpose, purpose),
          isNull(identityCodes.usedAt),
        ),
      );
    if (!options.store) return;
    await tx.insert(identityCodes).values({
      id,
      sub,
      purpose,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + codeLifetimesMs[purpose]),
    });
  });
  return code;
}

/**
 * Checks `code` against the user's current code of `purpose` and, when it matches, uses it up.
 *
 * @param options.missingCode - what "no current code" answers: `'expired'` (the default,
 *   ExpiredCodeException) or `'mismatch'` (the `mismatch` error, as a wrong code: the password
 *   reset's choice, so that an account that never asked for a code answers like an unknown e-mail;
 *   issue 26 item 4).
 * @throws IdentityError
 *   - `ExpiredCodeException` when there is no current code (see `options.missingCode`) or it
 *     expired;
 *   - `LimitExceededException` when the code already took {@link maxCodeAttempts} wrong answers;
 *   - `CodeMismatchException` (counting one more wrong answer) when it does not match.
 */
export async function consumeCode(
  context: IdentityContext,
  sub: string,
  purpose: CodePurpose,
  code: string,
  mismatch: { type: 'CodeMismatchException'; message: string } = {
    type: 'CodeMismatchException',
    message: identityMessages.codeMismatch,
  },
  options: { missingCode?: 'expired' | 'mismatch' } = {},
): Promise<void> {
  const now = context.now();
  const { db } = context.database;
  const [current] = await db
    .select()
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.sub, sub),
        eq(identityCodes.purpose, purpose),
        isNull(identityCodes.usedAt),
      ),
    )
    .orderBy(desc(identityCodes.createdAt))
    .limit(1);
  if (!current) {
    if (options.missingCode === 'mismatch')
      throw new IdentityError(mismatch.type, mismatch.message);
    throw new IdentityError('ExpiredCodeException', identityMessages.expiredCode);
  }
  if (current.attempts >= maxCodeAttempts) {
    throw new IdentityError('LimitExceededException', identityMessages.attemptLimitExceeded);
  }
  if (current.expiresAt.getTime() <= now.getTime()) {
    throw new IdentityError('ExpiredCodeException', identityMessages.expiredCode);
  }
  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(hashCode(context.secrets.codes, current.id, code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(identityCodes)
      .set({ attempts: sql`${identityCodes.attempts} + 1` })
      .where(eq(identityCodes.id, current.id));
    throw new IdentityError(mismatch.type, mismatch.message);
  }
  const used = await db
    .update(identityCodes)
    .set({ usedAt: now })
    .where(and(eq(identityCodes.id, current.id), isNull(identityCodes.usedAt)))
    .returning({ id: identityCodes.id });
  if (used.length === 0) {
    throw new IdentityError('ExpiredCodeException', identityMessages.expiredCode);
  }
}
