import type { IdentityGroup } from '@liqui/domain';

/**
 * The identity provider's shapes that its modules and the rest of the server share (kept apart
 * from `identity.ts`, which composes the modules, so no module imports the composition).
 */

/** Cognito's user statuses the local provider uses. */
export type IdentityUserStatus =
  | 'UNCONFIRMED'
  | 'CONFIRMED'
  | 'FORCE_CHANGE_PASSWORD'
  | 'RESET_REQUIRED';

/** A user of the pool, as the rest of the server sees it. */
export type IdentityUser = {
  /** Stable id (UUID): the tokens' `sub`. */
  sub: string;
  /** The lower-cased e-mail (`cognito:username`). */
  username: string;
  email: string;
  status: IdentityUserStatus;
  givenName: string | null;
  familyName: string | null;
  /** E.164, e.g. `+5491155551234`. */
  phoneNumber: string | null;
  groups: readonly IdentityGroup[];
  createdAt: Date;
};

/** Callbacks into the rest of the server. */
export type IdentityHooks = {
  /**
   * Called once when a user becomes CONFIRMED by ConfirmSignUp, and when an administrator creates
   * a user (any status; also when AdminSetUserPassword moves an UNCONFIRMED user on). Runs after
   * the identity change is stored, inside no transaction; an error is logged, never answered to
   * the client.
   */
  onUserConfirmed?: (user: IdentityUser) => Promise<void>;
};

/** Input of {@link IdentityService.adminCreateUser}. */
export type AdminCreateUserInput = {
  /** Becomes the user name, lower-cased. */
  email: string;
  givenName?: string;
  familyName?: string;
  /** E.164. */
  phoneNumber?: string;
  groups?: readonly IdentityGroup[];
  /** A permanent password: the user is CONFIRMED and no e-mail is sent. */
  password?: string;
  /**
   * A temporary password (FORCE_CHANGE_PASSWORD, valid 7 days; the first sign-in asks for a new
   * one); an invitation e-mail with it is sent. Without `password` and `temporaryPassword` a
   * random temporary password is generated and e-mailed.
   */
  temporaryPassword?: string;
};
