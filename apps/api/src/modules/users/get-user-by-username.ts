import { messages, normalizeEmail, type User } from '@liqui/domain';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound } from '../../service-error.js';
import { findUserByUsername } from './find-user-by-username.js';
import { getOwnRecord, type OwnRecordDeps } from './get-own-record.js';
import { staffViewOf, userReaderGroups } from './records.js';

/**
 * `GET /root/users/{username}` (contract `getUserByUsername`; Spec 01 §7, 02 §7; issue 14 item
 * 3): the record named `username` (the e-mail, compared lower-cased) for the user itself (its own
 * record, with its clave fiscal, `get-own-record.ts`) or for staff in {@link userReaderGroups}
 * (through {@link staffViewOf}: `clave_fiscal` null, for the admin too).
 *
 * @throws ServiceError `forbidden` for anyone else (checked before looking the name up, so the
 *   answer does not tell whether the user exists); 404 `not_found` 'Usuario inexistente' when
 *   staff ask for a name that has no record.
 */
export async function getUserByUsername(
  deps: OwnRecordDeps,
  input: { principal: Principal; username: string },
): Promise<User> {
  const { principal, username } = input;
  if (normalizeEmail(username) === principal.username) return getOwnRecord(deps, { principal });
  if (!hasAnyGroup(principal, userReaderGroups)) throw forbidden();
  const user = await findUserByUsername(deps, { username });
  if (!user) throw notFound(messages['user.notFound']);
  return staffViewOf(user);
}
