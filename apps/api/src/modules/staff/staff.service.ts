import {
  type IdentityGroup,
  messages,
  type NewAdminUser,
  type StaffUser,
  staffGroupOf,
  validateNewAdminUser,
} from '@liqui/domain';
import type { IdentityService, IdentityUser } from '../../ports/identity.js';
import { IdentityError } from '../../ports/identity-errors.js';
import { conflict, invalid } from '../../service-error.js';

/**
 * Back-office accounts created by an admin (issue 14 items 3 and 5): staff users from the new
 * admin user form (Spec 03 §2, §5) and, through {@link inviteAccount}, company accounts.
 *
 * Every account is created through {@link IdentityService} (`adminCreateUser`, the provider's
 * AdminCreateUser): in status FORCE_CHANGE_PASSWORD with a generated temporary password, valid 7
 * days, which the provider e-mails in its invitation (through the mailer: the outbox in
 * development, SMTP in production). The first sign-in answers NEW_PASSWORD_REQUIRED and the web
 * app asks for a new password (/password-reset, already built). The provider's confirmation hook
 * creates the user record.
 */

/** What {@link inviteAccount} creates. */
export type AccountInvitation = {
  /** The sign-in name (the normalized e-mail). */
  readonly email: string;
  readonly group: IdentityGroup;
  readonly givenName?: string;
  readonly familyName?: string;
};

/**
 * Creates an identity account in `invitation.group` with an e-mailed temporary password.
 *
 * @throws ServiceError `conflict` 'Ya existe un usuario con ese email' when the e-mail already has
 *   an account (whatever its group: an address is one sign-in); `validation` at path `username`
 *   when the provider refuses the address.
 */
export async function inviteAccount(
  identity: Pick<IdentityService, 'adminCreateUser'>,
  invitation: AccountInvitation,
): Promise<IdentityUser> {
  try {
    return await identity.adminCreateUser({
      email: invitation.email,
      groups: [invitation.group],
      ...(invitation.givenName ? { givenName: invitation.givenName } : {}),
      ...(invitation.familyName ? { familyName: invitation.familyName } : {}),
    });
  } catch (error) {
    if (error instanceof IdentityError && error.type === 'UsernameExistsException') {
      throw conflict(messages['staffUser.emailTaken']);
    }
    if (error instanceof IdentityError && error.type === 'InvalidParameterException') {
      throw invalid([{ path: 'username', message: messages['email.invalid'] }]);
    }
    throw error;
  }
}

/** The staff service (see {@link createStaffService}). */
export type StaffService = ReturnType<typeof createStaffService>;

/** The staff service over the identity provider's admin interface. */
export function createStaffService(deps: { identity: Pick<IdentityService, 'adminCreateUser'> }) {
  /**
   * `POST /root/staff-users`: checks the form with `validateNewAdminUser` (the user name is the
   * e-mail) and creates the account: ADMIN → group `admin`, OPERADOR → group `operador`.
   *
   * @returns the {@link StaffUser} (status FORCE_CHANGE_PASSWORD).
   * @throws ServiceError `validation` with the form's Spanish messages; `conflict` 'Ya existe un
   *   usuario con ese email'.
   */
  async function createStaffUser(body: NewAdminUser): Promise<StaffUser> {
    const checked = validateNewAdminUser(body);
    if (!checked.ok) throw invalid(checked.errors);
    const { username, type, given_name, family_name } = checked.value;
    const group = staffGroupOf(type);
    const user = await inviteAccount(deps.identity, {
      email: username,
      group,
      ...(given_name ? { givenName: given_name } : {}),
      ...(family_name ? { familyName: family_name } : {}),
    });
    return { user_id: user.sub, username: user.username, type, group, status: user.status };
  }

  return { createStaffUser };
}
