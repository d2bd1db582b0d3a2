import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { identityRefreshTokens } from '../db/schema.js';
import { IdentityError, identityMessages } from '../ports/identity-errors.js';
import { signingAlgorithm } from '../secrets/signing-keys.js';
import type { IdentityContext } from './context.js';
import { findUserRowBySub, type IdentityUserRow } from './users.js';

/**
 * Tokens of the local provider, shaped as Cognito's (reference/amplify-cognito-protocol.md §6, §9;
 * ARCHITECTURE.md "Identity"): RS256 JWTs signed with the signing key (header `kid`), an opaque
 * refresh token stored hashed.
 *
 * Id token claims: `sub, email, email_verified, given_name?, family_name?, phone_number?,
 * cognito:username, cognito:groups?, iss, aud (= client id), token_use: 'id', auth_time, iat, exp,
 * origin_jti, jti`.
 * Access token claims: `sub, cognito:groups?, username, client_id, token_use: 'access',
 * scope: 'aws.cognito.signin.user.admin', iss, auth_time, iat, exp, origin_jti, jti`.
 *
 * As Cognito does, an attribute the user has no value for is left out, and `cognito:groups` is
 * left out when the user is in no group: consumers read a missing claim as "none".
 */

/** `AuthenticationResult` of InitiateAuth / RespondToAuthChallenge / GetTokensFromRefreshToken. */
export type AuthenticationResult = {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
};

/** The claims an access token the provider issued carries (after {@link verifyAccessToken}). */
export type AccessTokenClaims = {
  sub: string;
  username: string;
  origin_jti: string;
  'cognito:groups'?: string[];
};

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

async function signTokens(
  context: IdentityContext,
  row: IdentityUserRow,
  family: { id: string; authTime: Date },
): Promise<Omit<AuthenticationResult, 'RefreshToken'>> {
  const now = context.now();
  const iat = seconds(now);
  const exp = iat + context.settings.tokenLifetimeSeconds;
  const { pool, keys } = context;
  const groups = row.groups.length > 0 ? { 'cognito:groups': [...row.groups] } : {};
  const header = { alg: signingAlgorithm, kid: keys.kid, typ: 'JWT' };
  const common = {
    ...groups,
    iss: pool.issuer,
    auth_time: seconds(family.authTime),
    iat,
    exp,
    origin_jti: family.id,
  };
  const idToken = await new SignJWT({
    sub: row.sub,
    email: row.email,
    email_verified: row.emailVerified,
    ...(row.givenName !== null ? { given_name: row.givenName } : {}),
    ...(row.familyName !== null ? { family_name: row.familyName } : {}),
    ...(row.phoneNumber !== null ? { phone_number: row.phoneNumber } : {}),
    'cognito:username': row.username,
    aud: pool.clientId,
    token_use: 'id',
    ...common,
    jti: randomUUID(),
  })
    .setProtectedHeader(header)
    .sign(keys.privateKey);
  const accessToken = await new SignJWT({
    sub: row.sub,
    username: row.username,
    client_id: pool.clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    ...common,
    jti: randomUUID(),
  })
    .setProtectedHeader(header)
    .sign(keys.privateKey);
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    ExpiresIn: context.settings.tokenLifetimeSeconds,
    TokenType: 'Bearer',
  };
}

/**
 * Signs the user in: starts a refresh-token family (its id is the tokens' `origin_jti`) and
 * returns the three tokens.
 *
 * @param authTime - when the user proved their password (the tokens' `auth_time`).
 */
export async function startSession(
  context: IdentityContext,
  row: IdentityUserRow,
  authTime: Date,
): Promise<AuthenticationResult> {
  const now = context.now();
  const id = randomUUID();
  const refreshToken = randomBytes(48).toString('base64url');
  // The user's expired sign-ins are of no use any more: drop them as a new one starts.
  await context.database.db
    .delete(identityRefreshTokens)
    .where(and(eq(identityRefreshTokens.sub, row.sub), lt(identityRefreshTokens.expiresAt, now)));
  await context.database.db.insert(identityRefreshTokens).values({
    id,
    sub: row.sub,
    tokenHash: sha256(refreshToken),
    authTime,
    createdAt: now,
    expiresAt: new Date(now.getTime() + context.settings.refreshTokenLifetimeMs),
  });
  const tokens = await signTokens(context, row, { id, authTime });
  return { ...tokens, RefreshToken: refreshToken };
}

/**
 * New access and id tokens for a refresh token (no rotation: the refresh token stays the same,
 * so `RefreshToken` is absent, as Cognito answers without rotation).
 *
 * @throws IdentityError `NotAuthorizedException` ('Invalid Refresh Token', 'Refresh Token has been
 *   revoked', 'Refresh Token has expired'); `PasswordResetRequiredException` when an admin reset
 *   the password since.
 */
export async function refreshSession(
  context: IdentityContext,
  refreshToken: string,
): Promise<Omit<AuthenticationResult, 'RefreshToken'>> {
  const [family] = await context.database.db
    .select()
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  if (!family)
    throw new IdentityError('NotAuthorizedException', identityMessages.invalidRefreshToken);
  if (family.revokedAt !== null) {
    throw new IdentityError('NotAuthorizedException', identityMessages.revokedRefreshToken);
  }
  if (family.expiresAt.getTime() <= context.now().getTime()) {
    throw new IdentityError('NotAuthorizedException', identityMessages.expiredRefreshToken);
  }
  const row = await findUserRowBySub(context, family.sub);
  if (!row) throw new IdentityError('NotAuthorizedException', identityMessages.invalidRefreshToken);
  if (row.status === 'RESET_REQUIRED') {
    throw new IdentityError(
      'PasswordResetRequiredException',
      identityMessages.passwordResetRequired,
    );
  }
  if (row.status !== 'CONFIRMED') {
    throw new IdentityError('NotAuthorizedException', identityMessages.revokedRefreshToken);
  }
  return signTokens(context, row, { id: family.id, authTime: family.authTime });
}

/**
 * Revokes the family of one refresh token (RevokeToken). An unknown token is ignored, as OAuth
 * token revocation (RFC 7009) answers success for it.
 */
export async function revokeRefreshToken(
  context: IdentityContext,
  refreshToken: string,
): Promise<void> {
  await context.database.db
    .update(identityRefreshTokens)
    .set({ revokedAt: context.now() })
    .where(
      and(
        eq(identityRefreshTokens.tokenHash, sha256(refreshToken)),
        isNull(identityRefreshTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every refresh-token family of the user (GlobalSignOut, a password reset), except
 * `keepFamily` when given (the session that changed its own password stays signed in).
 */
export async function revokeAllSessions(
  context: IdentityContext,
  sub: string,
  options: { keepFamily?: string } = {},
): Promise<void> {
  await context.database.db
    .update(identityRefreshTokens)
    .set({ revokedAt: context.now() })
    .where(
      and(
        eq(identityRefreshTokens.sub, sub),
        isNull(identityRefreshTokens.revokedAt),
        options.keepFamily ? ne(identityRefreshTokens.id, options.keepFamily) : undefined,
      ),
    );
}

/**
 * The read of one refresh-token family by id, prepared once per database handle (issue 26 item 7:
 * the API asks it on every signed-in call, through `isSessionActive`; built once, parsed and
 * planned once per connection).
 */
function familyReadOf(db: Db) {
  let read = familyReads.get(db);
  if (!read) {
    read = prepareFamilyRead(db);
    familyReads.set(db, read);
  }
  return read;
}

/** {@link familyReadOf}'s statements, by database handle. */
const familyReads = new WeakMap<Db, ReturnType<typeof prepareFamilyRead>>();

/** The statement {@link familyReadOf} keeps (its type). */
function prepareFamilyRead(db: Db) {
  return db
    .select()
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.id, sql.placeholder('id')))
    .limit(1)
    .prepare('identity_family_by_id');
}

/**
 * Whether the refresh-token family `originJti` is still signed in (not revoked, not expired).
 * A token whose family was revoked (GlobalSignOut, RevokeToken) is refused by the provider's own
 * operations; the API may ask the same through `IdentityService.isSessionActive`.
 */
export async function isFamilyActive(
  context: IdentityContext,
  originJti: string,
  sub?: string,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) return false;
  const [family] = await familyReadOf(context.database.db).execute({ id: originJti });
  return (
    family !== undefined &&
    family.revokedAt === null &&
    family.expiresAt.getTime() > context.now().getTime() &&
    (sub === undefined || family.sub === sub)
  );
}

/**
 * Verifies an access token of this pool: RS256 signature against the JWKS, `iss`, `exp` (at the
 * provider's clock), `token_use: 'access'`, `client_id`; then that its family was not revoked and
 * the user still exists.
 *
 * @returns the claims and the user's current row.
 * @throws IdentityError `NotAuthorizedException` ('Invalid Access Token', 'Access Token has
 *   expired', 'Access Token has been revoked', 'User does not exist.').
 */
export async function verifyAccessToken(
  context: IdentityContext,
  token: string,
): Promise<{ claims: AccessTokenClaims; row: IdentityUserRow }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, context.verificationKey, {
      issuer: context.pool.issuer,
      algorithms: [signingAlgorithm],
      currentDate: context.now(),
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new IdentityError('NotAuthorizedException', identityMessages.expiredAccessToken);
    }
    throw new IdentityError('NotAuthorizedException', identityMessages.invalidAccessToken);
  }
  if (
    payload.token_use !== 'access' ||
    payload.client_id !== context.pool.clientId ||
    typeof payload.sub !== 'string' ||
    typeof payload.origin_jti !== 'string'
  ) {
    throw new IdentityError('NotAuthorizedException', identityMessages.invalidAccessToken);
  }
  if (!(await isFamilyActive(context, payload.origin_jti, payload.sub))) {
    throw new IdentityError('NotAuthorizedException', identityMessages.revokedAccessToken);
  }
  const row = await findUserRowBySub(context, payload.sub);
  if (!row) throw new IdentityError('NotAuthorizedException', identityMessages.userNotFound);
  // Cast: the token was signed by this provider with these claims, and jose verified it.
  return { claims: payload as unknown as AccessTokenClaims, row };
}
