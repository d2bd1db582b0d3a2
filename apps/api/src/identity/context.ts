import type { JWTVerifyGetKey } from 'jose';
import type { AccessKeyPair } from '../config/identity.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Logger } from '../logger.js';
import type { HumanCheck } from '../modules/human-check/human-check.service.js';
import type { IdentityHooks } from '../ports/identity.js';
import type { SigningKeys } from '../secrets/signing-keys.js';
import type { AddressLimiter } from './address-limits.js';

/**
 * Lifetimes and limits of the local provider. Cognito's defaults unless noted; changeable in code
 * (`createIdentity({ settings })`), not by environment.
 */
export type IdentitySettings = {
  /** Access and id token lifetime: 1 hour (Cognito's default). */
  tokenLifetimeSeconds: number;
  /** Refresh token lifetime: 30 days (Cognito's default). */
  refreshTokenLifetimeMs: number;
  /** A pending challenge's `Session`: 3 minutes (Cognito's default). */
  sessionLifetimeMs: number;
  /** Wrong MFA codes one challenge session accepts before it is spent. */
  maxSessionAttempts: number;
  /** A temporary password (admin-created user) is accepted for 7 days (Cognito's default). */
  temporaryPasswordLifetimeMs: number;
  /**
   * Wrong passwords in a row (sign-in and password change) after which signing in to the account
   * needs a solved human check (ALTCHA), until a right password: 3 (issue 26 item 4; no lock).
   */
  humanCheckAfterFailures: number;
  /** Wrong passwords in a row after which a wrong ChangePassword locks password changes: 5. */
  maxPasswordFailures: number;
  /** How long ChangePassword stays locked: 15 minutes. Sign-in is never locked. */
  lockoutDurationMs: number;
};

/** The defaults of {@link IdentitySettings}. */
export const defaultIdentitySettings: IdentitySettings = {
  tokenLifetimeSeconds: 60 * 60,
  refreshTokenLifetimeMs: 30 * 24 * 60 * 60 * 1000,
  sessionLifetimeMs: 3 * 60 * 1000,
  maxSessionAttempts: 3,
  temporaryPasswordLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  humanCheckAfterFailures: 3,
  maxPasswordFailures: 5,
  lockoutDurationMs: 15 * 60 * 1000,
};

/** The pool the local provider serves (from `config.identity`). */
export type IdentityPool = {
  userPoolId: string;
  clientId: string;
  /** The tokens' `iss`. */
  issuer: string;
};

/** Everything an identity operation needs; built once by `createIdentity`. */
export type IdentityContext = {
  pool: IdentityPool;
  /** `PUBLIC_URL`, for links in e-mails; without it the e-mails carry no link. */
  publicUrl: string | undefined;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  keys: SigningKeys;
  /** The key of a token's header, from the key ring (`SigningKeys.getVerificationKey`). */
  verificationKey: JWTVerifyGetKey;
  hooks: IdentityHooks;
  now: () => Date;
  humanCheck: HumanCheck;
  /** Keys derived from the signing key: code hashes and TOTP secret encryption. */
  secrets: { codes: Buffer; totp: Buffer };
  settings: IdentitySettings;
  /** The per-address limits of sign-in, sign-up, forgot password and code resends. */
  addressLimiter: AddressLimiter;
  /** Whether the client address comes from `X-Forwarded-For` (`TRUST_PROXY`). */
  trustProxy: boolean;
  /**
   * The key pair SigV4-signed admin calls are checked with (`IDENTITY_ADMIN_ACCESS_KEY_ID` /
   * `IDENTITY_ADMIN_SECRET_ACCESS_KEY`; `admin-signature.ts`), or `undefined`: bearer tokens only.
   */
  adminAccessKey: AccessKeyPair | undefined;
};
