import type { Hono } from 'hono';
import { addressLimitWindowMs, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AppEnv } from '../http/context.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Logger } from '../logger.js';
import { createHumanCheck, type HumanCheck } from '../modules/human-check/human-check.service.js';
import type { IdentityHooks, IdentityService } from '../ports/identity.js';
import type { SigningKeys } from '../secrets/signing-keys.js';
import { createAddressLimiter } from './address-limits.js';
import {
  addUserToGroup,
  createUserAsAdmin,
  removeUserFromGroup,
  setPasswordAsAdmin,
} from './admin.js';
import { defaultIdentitySettings, type IdentityContext, type IdentitySettings } from './context.js';
import { createIdentityRoutes } from './identity.routes.js';
import { isFamilyActive } from './tokens.js';
import { findUserRow, findUserRowBySub, toIdentityUser } from './users.js';

export type { IdentityGroup } from '@liqui/domain';
export type {
  AdminCreateUserInput,
  IdentityHooks,
  IdentityService,
  IdentityUser,
  IdentityUserStatus,
} from '../ports/identity.js';
export { IdentityError, type IdentityErrorName } from '../ports/identity-errors.js';

/**
 * The local Cognito-compatible identity provider (ARCHITECTURE.md "Identity"; issue 3 item 1):
 * `POST /identity` speaks the Cognito user-pool JSON protocol aws-amplify v6 uses
 * (reference/amplify-cognito-protocol.md), `GET /identity/.well-known/jwks.json` publishes the
 * signing key, and {@link IdentityService} offers the admin operations to the rest of the server
 * (demo seed, back office).
 */

/** What {@link createIdentity} returns. */
export type Identity = {
  service: IdentityService;
  /** The `/identity` routes (mount them only for the local provider). */
  routes: Hono<AppEnv>;
};

/**
 * Builds the identity provider.
 *
 * @param deps.keys - the signing key; it also derives the keys of code hashes, TOTP encryption and
 *   (unless `humanCheck` is given) the human check.
 * @param deps.hooks - {@link IdentityHooks}.
 * @param deps.now - the clock for every time decision (tests move it). @default () => new Date()
 * @param deps.humanCheck - the ALTCHA verifier SignUp, ForgotPassword and InitiateAuth (after 3
 *   wrong passwords in a row, `lockout.ts`) use. @default one over the
 *   same database, keyed with `keys.deriveSecret('human-check')`.
 * @param deps.settings - lifetimes and limits. @default {@link defaultIdentitySettings}
 */
export function createIdentity(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  keys: SigningKeys;
  hooks?: IdentityHooks;
  now?: () => Date;
  humanCheck?: HumanCheck;
  settings?: Partial<IdentitySettings>;
}): Identity {
  const now = deps.now ?? (() => new Date());
  const context: IdentityContext = {
    pool: {
      userPoolId: deps.config.identity.userPoolId,
      clientId: deps.config.identity.clientId,
      issuer: deps.config.identity.issuer,
    },
    publicUrl: deps.config.publicUrl,
    database: deps.database,
    logger: deps.logger.child({ module: 'identity' }),
    mailer: deps.mailer,
    keys: deps.keys,
    verificationKey: deps.keys.getVerificationKey,
    hooks: deps.hooks ?? {},
    now,
    humanCheck:
      deps.humanCheck ??
      createHumanCheck({
        database: deps.database,
        secret: deps.keys.deriveSecret('human-check'),
        now,
      }),
    secrets: { codes: deps.keys.deriveSecret('codes'), totp: deps.keys.deriveSecret('totp') },
    settings: { ...defaultIdentitySettings, ...deps.settings },
    addressLimiter: createAddressLimiter({
      db: deps.database.db,
      limit: deps.config.identityAddressLimit,
      windowMs: addressLimitWindowMs,
      now,
    }),
    trustProxy: deps.config.trustProxy,
    adminAccessKey:
      deps.config.identity.kind === 'local' ? deps.config.identity.adminAccessKey : undefined,
  };

  const service: IdentityService = {
    adminCreateUser: async (input) => toIdentityUser(await createUserAsAdmin(context, input)),
    adminAddUserToGroup: (username, group) => addUserToGroup(context, username, group),
    adminRemoveUserFromGroup: (username, group) => removeUserFromGroup(context, username, group),
    adminSetUserPassword: (username, password, options) =>
      setPasswordAsAdmin(context, username, password, options),
    findUser: async (username) => {
      const row = await findUserRow(context, username);
      return row ? toIdentityUser(row) : null;
    },
    findUserBySub: async (sub) => {
      const row = await findUserRowBySub(context, sub);
      return row ? toIdentityUser(row) : null;
    },
    isSessionActive: (originJti) => isFamilyActive(context, originJti),
  };

  return { service, routes: createIdentityRoutes(context) };
}
