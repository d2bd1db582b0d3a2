import type { User } from '@liqui/domain';
import type { Principal } from '../../principal.js';
import { createUserFromIdentity } from './create-user-from-identity.js';
import { findUserById } from './find-user-by-id.js';
import type { RecordDeps, RowByUserId } from './records.js';

/** What {@link getOwnRecord} needs. */
export type OwnRecordDeps = RecordDeps & { rowByUserId: RowByUserId };

/**
 * `GET /root/users/me` (contract `getMe`; Spec 02 §7), and `GET /root/users/{username}` with the
 * caller's own name: the caller's own record, clave fiscal in clear. When the identity exists but
 * its record does not, the record is created now from the token (user id, user name, e-mail; no
 * names or phone): decision, so a pool whose users are not confirmed through this server (Amazon
 * Cognito, which has no hook into this process) still gets records, with the same defaults as
 * `create-user-from-identity.ts`.
 *
 * @throws ServiceError `conflict` 'Ese e-mail ya pertenece a otro usuario' when the token's user
 *   name belongs to another record.
 */
export async function getOwnRecord(
  deps: OwnRecordDeps,
  input: { principal: Principal },
): Promise<User> {
  const { principal } = input;
  const existing = await findUserById(deps, { userId: principal.userId });
  if (existing) return existing;
  const { user } = await createUserFromIdentity(deps, {
    sub: principal.userId,
    username: principal.username,
    email: principal.email,
  });
  return user;
}
