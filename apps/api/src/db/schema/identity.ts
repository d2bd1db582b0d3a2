import type { IdentityGroup } from '@liqui/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Storage of the local Cognito-compatible identity provider (`src/identity/`, ARCHITECTURE.md
 * "Identity"): its users, the one-time codes it e-mails, its refresh tokens, the pending sign-in
 * challenges and the used human-check (ALTCHA) challenges. With Amazon Cognito in production these
 * tables stay empty.
 *
 * Secrets are never stored as given: passwords as scrypt hashes (per-user salt), codes, refresh
 * tokens and challenge sessions as keyed hashes, the TOTP secret encrypted (AES-256-GCM with a key
 * derived from the signing key; see `identity/totp.ts`). Every instant is `timestamptz` written by
 * the service from its clock (`now()`), so tests can move time.
 *
 * The closed lists below are written out (not imported from `@liqui/domain`): drizzle-kit loads
 * this file with `require`, which the ESM-only domain package does not serve.
 */

/** Cognito's user statuses that the local provider uses. */
export const identityUserStatuses = [
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
] as const;

/** The groups a user may belong to (`IdentityGroup` of `@liqui/domain`, Spec 01 §6). */
export const identityGroupNames = [
  'admin',
  'operador',
  'adminLite',
  'adminDC',
  'adminLiteDC',
  'analistaDC',
] as const;

/** What a one-time code is for: e-mail confirmation, password reset, SMS-MFA sign-in. */
export const identityCodePurposes = ['signup', 'reset', 'sms_mfa'] as const;

/** The challenges a pending sign-in session can be waiting for. */
export const identityChallengeNames = [
  'NEW_PASSWORD_REQUIRED',
  'SOFTWARE_TOKEN_MFA',
  'SMS_MFA',
] as const;

function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Users of the local provider. `username` is the lower-cased e-mail (the pool signs in with the
 * e-mail); `sub` is a random UUID, stable for life, and the key other tables (and the user record)
 * use.
 */
export const identityUsers = pgTable(
  'identity_users',
  {
    sub: uuid('sub').primaryKey(),
    /** The sign-in name: the lower-cased, whitespace-free e-mail. */
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** One of {@link identityUserStatuses}. */
    status: text('status').$type<(typeof identityUserStatuses)[number]>().notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** E.164 as given at sign-up, e.g. `+5491155551234`. */
    phoneNumber: text('phone_number'),
    /** Group names, each one of {@link identityGroupNames}. */
    groups: text('groups').array().$type<IdentityGroup[]>().notNull().default(sql`'{}'::text[]`),
    /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` (see `identity/passwords.ts`). */
    passwordHash: text('password_hash').notNull(),
    /** Until when a temporary password (FORCE_CHANGE_PASSWORD) is accepted; null otherwise. */
    passwordExpiresAt: instant('password_expires_at'),
    /**
     * Wrong passwords in a row since the last right one (sign-in and password change); from 3 on,
     * sign-in needs the human check (`identity/lockout.ts`, issue 26 item 4).
     */
    failedPasswordCount: integer('failed_password_count').notNull().default(0),
    /** When the current run of wrong passwords began (null without one). */
    failedPasswordWindowStart: instant('failed_password_window_start'),
    /** ChangePassword answers LimitExceededException until this instant (sign-in is never locked). */
    lockedUntil: instant('locked_until'),
    /** Verified TOTP secret, encrypted (`v1.<iv>.<tag>.<ciphertext>`, base64url). */
    totpSecret: text('totp_secret'),
    /** Secret handed out by AssociateSoftwareToken, waiting for VerifySoftwareToken. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpPreferred: boolean('totp_preferred').notNull().default(false),
    /** Last TOTP time step accepted at sign-in (a code is accepted once). */
    totpLastStep: integer('totp_last_step'),
    smsMfaEnabled: boolean('sms_mfa_enabled').notNull().default(false),
    smsMfaPreferred: boolean('sms_mfa_preferred').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('identity_users_status', isOneOf(table.status, identityUserStatuses)),
    check(
      'identity_users_groups',
      sql`${table.groups} <@ array[${sql.raw(identityGroupNames.map((name) => `'${name}'`).join(', '))}]::text[]`,
    ),
    check('identity_users_username_lower_case', sql`${table.username} = lower(${table.username})`),
  ],
);

/**
 * One-time 6-digit codes (sign-up confirmation, password reset, SMS MFA). Only the newest unused
 * code of a user and purpose is valid: issuing one marks the previous ones used. The rows also
 * serve the request rate limit (codes created in the last hour).
 */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: uuid('id').primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    /** One of {@link identityCodePurposes}. */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA-256 of `<id>:<code>` under a key derived from the signing key (hex). */
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Wrong answers so far; at the limit the code answers LimitExceededException. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code was accepted or replaced by a newer one. */
    usedAt: instant('used_at'),
  },
  (table) => [
    check('identity_codes_purpose', isOneOf(table.purpose, identityCodePurposes)),
    index('identity_codes_sub_purpose').on(table.sub, table.purpose, table.createdAt),
  ],
);

/**
 * Refresh tokens. Each sign-in starts a family whose id is the `origin_jti` of every access and id
 * token issued from it (the refresh does not rotate, as Cognito without rotation). RevokeToken
 * revokes one family, GlobalSignOut all of the user's; a revoked family also invalidates its access
 * tokens at the identity endpoints.
 */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    /** The family id = `origin_jti`. */
    id: uuid('id').primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token (hex). */
    tokenHash: text('token_hash').notNull().unique(),
    /** When the user typed their password (the tokens' `auth_time`). */
    authTime: instant('auth_time').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('identity_refresh_tokens_sub').on(table.sub)],
);

/**
 * Pending sign-ins waiting for a challenge answer (the opaque `Session` of InitiateAuth and
 * RespondToAuthChallenge). Short-lived; a session is used once.
 */
export const identityAuthSessions = pgTable(
  'identity_auth_sessions',
  {
    /** SHA-256 of the opaque session string (hex). */
    id: text('id').primaryKey(),
    sub: uuid('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    /** One of {@link identityChallengeNames}. */
    challenge: text('challenge').notNull(),
    /** Wrong answers so far (MFA codes). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    check('identity_auth_sessions_challenge', isOneOf(table.challenge, identityChallengeNames)),
  ],
);

/**
 * Human-check (ALTCHA) challenges already used, kept until they expire so a solved challenge is
 * accepted once (`modules/human-check/`).
 */
export const humanCheckUses = pgTable(
  'human_check_uses',
  {
    /** The challenge's HMAC signature (hex). */
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('human_check_uses_expires_at').on(table.expiresAt)],
);

/**
 * Attempts per client address and window, for the per-address limits of the identity provider
 * (issue 11 item 5: sign-in, sign-up, forgot-password and code resends; `identity/address-limits.ts`).
 * One row per (bucket, address, window start), counted up in one statement; rows of old windows
 * are deleted as new windows start. In the database, so every instance counts the same attempts.
 */
export const identityAddressHits = pgTable(
  'identity_address_hits',
  {
    /** What is limited: `signIn`, `signUp`, `forgotPassword`, `resendCode`. */
    bucket: text('bucket').notNull(),
    /** The client address as the server saw it (`TRUST_PROXY` decides whose). */
    address: text('address').notNull(),
    /** Start of the fixed window the attempts fall in. */
    windowStart: instant('window_start').notNull(),
    /** Attempts in that window, this one included. */
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.address, table.windowStart] }),
    index('identity_address_hits_window_start').on(table.windowStart),
  ],
);
