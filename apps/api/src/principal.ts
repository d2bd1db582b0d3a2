import type { IdentityGroup } from '@liqui/domain';

/** Who is calling: the verified token's subject, user name, e-mail and known groups. */
export type Principal = {
  /** The token's `sub`: the identity provider's user id, the key of the `users` table. */
  readonly userId: string;
  /** The sign-in name, lower-cased: `cognito:username` (id token) or `username` (access token). */
  readonly username: string;
  /**
   * The `email` claim of an id token. An access token carries no e-mail: it is the user name,
   * which in this pool is the lower-cased e-mail (sign-up uses the e-mail as the user name,
   * Spec 01 §3 "Sign-up data").
   */
  readonly email: string;
  /**
   * The token's `cognito:groups` that the product knows (`identityGroups` of `@liqui/domain`:
   * admin, operador, adminLite, adminDC, adminLiteDC, analistaDC); other names are ignored. Empty for a
   * taxpayer.
   */
  readonly groups: readonly IdentityGroup[];
  /** Which token the caller sent: the id token (what the web app sends) or an access token. */
  readonly tokenUse: 'id' | 'access';
};

/** Whether the caller has at least one of `groups`. */
export function hasAnyGroup(principal: Principal, groups: readonly IdentityGroup[]): boolean {
  return groups.some((group) => principal.groups.includes(group));
}
