import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { identityAuthSessions } from '../db/schema.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import { consumeCode, issueCode } from './codes.js';
import type { IdentityContext } from './context.js';
import { smsCodeMail } from './identity-mail.js';
import { checkPassword, requireHumanCheckIfNeeded } from './lockout.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import {
  optionalString,
  optionalStringMap,
  phoneNumberPattern,
  type RequestBody,
  requireClientId,
  requireString,
} from './protocol.js';
import { deliverCode } from './sign-up.js';
import { refreshSession, startSession } from './tokens.js';
import { decryptTotpSecret, matchTotp } from './totp.js';
import {
  findUserRowBySub,
  type IdentityUserRow,
  maskPhone,
  requireUserRow,
  toUsername,
  updateUserRow,
} from './users.js';

/** The challenges the local provider asks for. */
export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA';

/** The flows InitiateAuth accepts. */
export const supportedAuthFlows = ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Stores a pending challenge and returns its opaque `Session` (random, stored hashed). */
async function openChallenge(
  context: IdentityContext,
  row: IdentityUserRow,
  challenge: ChallengeName,
  authTime: Date,
): Promise<string> {
  const session = randomBytes(48).toString('base64url');
  const now = context.now();
  const { db } = context.database;
  await db.delete(identityAuthSessions).where(lt(identityAuthSessions.expiresAt, now));
  await db.insert(identityAuthSessions).values({
    id: sha256(session),
    sub: row.sub,
    challenge,
    createdAt: authTime,
    expiresAt: new Date(now.getTime() + context.settings.sessionLifetimeMs),
  });
  return session;
}

/** Which MFA, if any, this user answers at sign-in: the preferred enabled one, else TOTP, else SMS. */
function mfaChallengeOf(row: IdentityUserRow): 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA' | null {
  const totp = row.totpEnabled && row.totpSecret !== null;
  const sms = row.smsMfaEnabled && row.phoneNumber !== null;
  if (totp && row.totpPreferred) return 'SOFTWARE_TOKEN_MFA';
  if (sms && row.smsMfaPreferred) return 'SMS_MFA';
  if (totp) return 'SOFTWARE_TOKEN_MFA';
  if (sms) return 'SMS_MFA';
  return null;
}

/**
 * After the password (and a forced new password) is settled: the MFA challenge when the user has
 * MFA, else the tokens.
 */
async function completeOrChallenge(context: IdentityContext, row: IdentityUserRow, authTime: Date) {
  const mfa = mfaChallengeOf(row);
  if (mfa === 'SOFTWARE_TOKEN_MFA') {
    return {
      ChallengeName: mfa,
      Session: await openChallenge(context, row, mfa, authTime),
      ChallengeParameters: { USER_ID_FOR_SRP: row.username },
    };
  }
  if (mfa === 'SMS_MFA' && row.phoneNumber) {
    const code = await issueCode(context, row.sub, 'sms_mfa');
    const destination = maskPhone(row.phoneNumber);
    await deliverCode(context, () =>
      context.mailer.send(smsCodeMail({ to: row.email, code, phone: destination })),
    );
    return {
      ChallengeName: mfa,
      Session: await openChallenge(context, row, mfa, authTime),
      ChallengeParameters: {
        USER_ID_FOR_SRP: row.username,
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: destination,
      },
    };
  }
  return {
    AuthenticationResult: await startSession(context, row, authTime),
    ChallengeParameters: {},
  };
}

/** The attributes NEW_PASSWORD_REQUIRED shows (`userAttributes`, a JSON string, as Cognito). */
function challengeUserAttributes(row: IdentityUserRow): string {
  return JSON.stringify({
    email: row.email,
    email_verified: String(row.emailVerified),
    ...(row.givenName !== null ? { given_name: row.givenName } : {}),
    ...(row.familyName !== null ? { family_name: row.familyName } : {}),
    ...(row.phoneNumber !== null ? { phone_number: row.phoneNumber } : {}),
  });
}

/**
 * InitiateAuth with `USER_PASSWORD_AUTH` (`AuthParameters: { USERNAME, PASSWORD }`) or
 * `REFRESH_TOKEN_AUTH` (`{ REFRESH_TOKEN }`). Any other flow (Amplify's default USER_SRP_AUTH,
 * USER_AUTH, CUSTOM_AUTH) answers InvalidParameterException naming USER_PASSWORD_AUTH.
 *
 * USER_PASSWORD_AUTH (`ClientMetadata: { altcha }` optional), in order: UserNotFoundException
 * 'User does not exist.' (spec 01 §8's 'Usuario inexistente'); an account with 3+ wrong passwords
 * in a row and no valid human check → UserLambdaValidationException
 * 'PreAuthentication failed with error HumanCheckRequired…' / '…HumanCheckFailed…' (the password
 * is not checked; `lockout.ts`, issue 26 item 4); RESET_REQUIRED → PasswordResetRequiredException;
 * wrong password → NotAuthorizedException 'Incorrect username or password.' (counted, see
 * `lockout.ts`); UNCONFIRMED →
 * UserNotConfirmedException (only with the right password, so it reveals nothing to a guesser);
 * FORCE_CHANGE_PASSWORD → NEW_PASSWORD_REQUIRED challenge (or NotAuthorizedException when the
 * temporary password is older than 7 days); MFA → SOFTWARE_TOKEN_MFA / SMS_MFA challenge;
 * otherwise `{ AuthenticationResult, ChallengeParameters: {} }`.
 */
export async function initiateAuth(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const flow = requireString(body, 'AuthFlow', 64);
  const parameters = optionalStringMap(body, 'AuthParameters');
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    const refreshToken = parameters.REFRESH_TOKEN;
    if (!refreshToken) {
      throw new IdentityError(
        'InvalidParameterException',
        'Missing required parameter REFRESH_TOKEN',
      );
    }
    return {
      AuthenticationResult: await refreshSession(context, refreshToken),
      ChallengeParameters: {},
    };
  }
  if (flow !== 'USER_PASSWORD_AUTH') {
    throw new IdentityError(
      'InvalidParameterException',
      `The local identity provider supports only the USER_PASSWORD_AUTH and REFRESH_TOKEN_AUTH flows (got ${flow}): call signIn with options.authFlowType 'USER_PASSWORD_AUTH' (autoSignIn too).`,
    );
  }
  const username = parameters.USERNAME;
  const password = parameters.PASSWORD;
  if (!username)
    throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
  if (!password)
    throw new IdentityError('InvalidParameterException', 'Missing required parameter PASSWORD');

  const row = await requireUserRow(context, username);
  await requireHumanCheckIfNeeded(context, row, optionalStringMap(body, 'ClientMetadata').altcha);
  if (row.status === 'RESET_REQUIRED') {
    throw new IdentityError(
      'PasswordResetRequiredException',
      identityMessages.passwordResetRequired,
    );
  }
  if (!(await checkPassword(context, row, password))) {
    throw new IdentityError('NotAuthorizedException', identityMessages.incorrectPassword);
  }
  if (row.status === 'UNCONFIRMED') {
    throw new IdentityError('UserNotConfirmedException', identityMessages.userNotConfirmed);
  }
  const authTime = context.now();
  if (row.status === 'FORCE_CHANGE_PASSWORD') {
    if (row.passwordExpiresAt && row.passwordExpiresAt.getTime() <= authTime.getTime()) {
      throw new IdentityError('NotAuthorizedException', identityMessages.temporaryPasswordExpired);
    }
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: await openChallenge(context, row, 'NEW_PASSWORD_REQUIRED', authTime),
      ChallengeParameters: {
        USER_ID_FOR_SRP: row.username,
        requiredAttributes: '[]',
        userAttributes: challengeUserAttributes(row),
      },
    };
  }
  return completeOrChallenge(context, row, authTime);
}

const invalidSession = () =>
  new IdentityError('NotAuthorizedException', identityMessages.invalidSession);

/**
 * RespondToAuthChallenge: `{ ClientId, ChallengeName, Session, ChallengeResponses: { USERNAME,
 * NEW_PASSWORD | SOFTWARE_TOKEN_MFA_CODE | SMS_MFA_CODE } }`.
 *
 * - NEW_PASSWORD_REQUIRED: the password policy (InvalidPasswordException, the session stays
 *   usable); the user becomes CONFIRMED with a verified e-mail (`userAttributes.given_name` and
 *   the like in the responses update those attributes); then MFA or tokens.
 * - SOFTWARE_TOKEN_MFA: a TOTP code of the enrolled secret (±30 s), each code accepted once.
 * - SMS_MFA: the code e-mailed as `[SMS]` (valid 3 minutes).
 *
 * A wrong MFA code answers CodeMismatchException 'Invalid code received for user'; after 3 wrong
 * codes the session is spent. An unknown, used or expired (3 min) session answers
 * NotAuthorizedException 'Invalid session for the user, session is expired.'.
 */
export async function respondToAuthChallenge(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const challenge = requireString(body, 'ChallengeName', 64);
  const sessionValue = optionalString(body, 'Session', 4096);
  const responses = optionalStringMap(body, 'ChallengeResponses');
  if (!['NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA', 'SMS_MFA'].includes(challenge)) {
    throw new IdentityError(
      'InvalidParameterException',
      `The local identity provider does not support the ${challenge} challenge.`,
    );
  }
  if (!responses.USERNAME) {
    throw new IdentityError('InvalidParameterException', 'Missing required parameter USERNAME');
  }
  if (!sessionValue) throw invalidSession();
  const now = context.now();
  const { db } = context.database;
  const [session] = await db
    .select()
    .from(identityAuthSessions)
    .where(eq(identityAuthSessions.id, sha256(sessionValue)))
    .limit(1);
  if (
    !session ||
    session.usedAt !== null ||
    session.expiresAt.getTime() <= now.getTime() ||
    session.attempts >= context.settings.maxSessionAttempts
  ) {
    throw invalidSession();
  }
  if (session.challenge !== challenge) {
    throw new IdentityError(
      'InvalidParameterException',
      `The pending challenge is ${session.challenge}, not ${challenge}.`,
    );
  }
  const row = await findUserRowBySub(context, session.sub);
  if (!row || toUsername(responses.USERNAME) !== row.username) throw invalidSession();

  const spend = async () => {
    const spent = await db
      .update(identityAuthSessions)
      .set({ usedAt: now })
      .where(and(eq(identityAuthSessions.id, session.id), isNull(identityAuthSessions.usedAt)))
      .returning({ id: identityAuthSessions.id });
    if (spent.length === 0) throw invalidSession();
  };
  const countWrongCode = async () => {
    await db
      .update(identityAuthSessions)
      .set({ attempts: sql`${identityAuthSessions.attempts} + 1` })
      .where(eq(identityAuthSessions.id, session.id));
    throw new IdentityError('CodeMismatchException', identityMessages.mfaCodeMismatch);
  };

  if (challenge === 'NEW_PASSWORD_REQUIRED') {
    const newPassword = responses.NEW_PASSWORD;
    if (!newPassword) {
      throw new IdentityError(
        'InvalidParameterException',
        'Missing required parameter NEW_PASSWORD',
      );
    }
    assertPasswordPolicy(newPassword);
    const updates: Partial<IdentityUserRow> = {};
    for (const [key, value] of Object.entries(responses)) {
      if (!key.startsWith('userAttributes.')) continue;
      const name = key.slice('userAttributes.'.length);
      if (name === 'given_name') updates.givenName = value.trim() || null;
      else if (name === 'family_name') updates.familyName = value.trim() || null;
      else if (name === 'phone_number') {
        if (!phoneNumberPattern.test(value)) {
          throw new IdentityError('InvalidParameterException', 'Invalid phone number format.');
        }
        updates.phoneNumber = value;
      }
    }
    const passwordHash = await hashPassword(newPassword);
    await spend();
    const updated = await updateUserRow(context, row.sub, {
      ...updates,
      passwordHash,
      passwordExpiresAt: null,
      status: 'CONFIRMED',
      emailVerified: true,
    });
    return completeOrChallenge(context, updated, session.createdAt);
  }

  if (challenge === 'SOFTWARE_TOKEN_MFA') {
    const code = responses.SOFTWARE_TOKEN_MFA_CODE ?? '';
    if (!row.totpSecret) throw invalidSession();
    const step = matchTotp(
      decryptTotpSecret(context.secrets.totp, row.totpSecret),
      code.trim(),
      now,
    );
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) {
      return countWrongCode();
    }
    await spend();
    const updated = await updateUserRow(context, row.sub, { totpLastStep: step });
    return {
      AuthenticationResult: await startSession(context, updated, session.createdAt),
      ChallengeParameters: {},
    };
  }

  const code = responses.SMS_MFA_CODE ?? '';
  try {
    await consumeCode(context, row.sub, 'sms_mfa', code, {
      type: 'CodeMismatchException',
      message: identityMessages.mfaCodeMismatch,
    });
  } catch (error) {
    if (error instanceof IdentityError && error.type === 'CodeMismatchException') {
      return countWrongCode();
    }
    throw error;
  }
  await spend();
  return {
    AuthenticationResult: await startSession(context, row, session.createdAt),
    ChallengeParameters: {},
  };
}

/**
 * GetTokensFromRefreshToken (the only refresh Amplify 6 makes, protocol doc §7):
 * `{ ClientId, RefreshToken }` → `{ AuthenticationResult: { AccessToken, IdToken, ExpiresIn,
 * TokenType } }` (no rotation). Revoked (GlobalSignOut, RevokeToken, a password reset), expired
 * (30 days) or unknown tokens answer NotAuthorizedException, which makes Amplify drop its tokens.
 */
export async function getTokensFromRefreshToken(context: IdentityContext, body: RequestBody) {
  requireClientId(context, body);
  const refreshToken = requireString(body, 'RefreshToken', 4096);
  return { AuthenticationResult: await refreshSession(context, refreshToken) };
}
