import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Principal } from '../principal.js';
import type { SigningKeys } from '../secrets/signing-keys.js';

/**
 * What `createApp` and every module's routes receive: the validated config, the open database
 * and the process logger (CONVENTIONS.md "API and data": the app is built from its config so tests
 * run it in-process).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  logger: Logger;
  /**
   * The local identity provider's RS256 keys: the key ring kept in the database
   * (`openSigningKeyRing` in `main.ts`; shared by every instance), `generateSigningKeys()` in
   * tests. The API verifies local tokens with them (`getVerificationKey`).
   */
  signingKeys: SigningKeys;
  /**
   * The clock of time-dependent rules (identity codes, lockout, token expiry, human check).
   * Tests pass one they can move. @default () => new Date()
   */
  now?: () => Date;
};

/** Hono environment shared by the app and its routers (no bindings; variables set by middleware). */
export type AppEnv = {
  Variables: {
    /**
     * Verifies the request's token once and resolves the caller (set on `/api/*` by
     * `provideAuthentication`, `http/auth.ts`); rejects with 401.
     */
    authenticate: () => Promise<Principal>;
    /**
     * The verified caller, set by a route's `allow(...)` declaration (`http/access.ts`) unless the
     * route is public; read it with `principalOf(c)`.
     */
    principal: Principal;
  };
};
