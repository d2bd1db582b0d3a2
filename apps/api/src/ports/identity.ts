import type { IdentityGroup } from '@liqui/domain';

/**
 * The identity provider as the rest of the server sees it (issue 28 item 6): its shapes and
 * {@link IdentityService}, implemented by the local provider (`identity/identity.ts`) and by
 * Amazon Cognito (`identity/cognito.ts`). The modules (back office, company accounts) import this
 * port, never `identity/`, which sits above them (it uses the human check and the outbox). Its
 * errors: `IdentityError` (`ports/identity-errors.ts`).
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

/**
 * The provider's operations for the rest of the server: implemented by the local provider
 * (`createIdentity`, `identity/identity.ts`) and by Amazon Cognito (`createCognitoIdentityService`,
 * `identity/cognito.ts`, used when `config.identity.kind` is `cognito`). Failures throw `IdentityError` (its
 * `type` is Cognito's error name: UsernameExistsException, UserNotFoundException,
 * InvalidPasswordException, InvalidParameterException, ResourceNotFoundException for an unknown
 * group).
 */
export type IdentityService = {
  /** Creates a user (see {@link AdminCreateUserInput}); runs `hooks.onUserConfirmed`. */
  adminCreateUser(input: AdminCreateUserInput): Promise<IdentityUser>;
  /** Adds a group to a user (idempotent). */
  adminAddUserToGroup(username: string, group: IdentityGroup): Promise<void>;
  /** Removes a group from a user (idempotent). */
  adminRemoveUserFromGroup(username: string, group: IdentityGroup): Promise<void>;
  /**
   * Sets a user's password: permanent → CONFIRMED; temporary → FORCE_CHANGE_PASSWORD. Clears the
   * wrong-password count (and with it the human check sign-in asked for) and signs the user out
   * everywhere.
   */
  adminSetUserPassword(
    username: string,
    password: string,
    options: { permanent: boolean },
  ): Promise<void>;
  /** The user of `username` (any case and spacing of the e-mail), or `null`. */
  findUser(username: string): Promise<IdentityUser | null>;
  /** The user of `sub`, or `null`. */
  findUserBySub(sub: string): Promise<IdentityUser | null>;
  /**
   * Whether the sign-in a token belongs to (its `origin_jti`) is still active: not signed out by
   * GlobalSignOut / RevokeToken / a password reset, not expired. Lets the API refuse the access
   * token of a signed-out session before it expires.
   */
  isSessionActive(originJti: string): Promise<boolean>;
};
