import { type AdminUserUpdate, messages, type User } from '@liqui/domain';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import { applyStaffChanges, type StaffChangesDeps } from './apply-staff-changes.js';
import { checkAdminUpdate } from './check-admin-update.js';
import { findUserById } from './find-user-by-id.js';
import type { RowByUserId } from './records.js';

/**
 * `PUT /root/users/{userId}` (contract `updateUser`; Spec 03 §3, §4, §5, §7; issue 14 item 2):
 * the admin's edit of a user. The body passed the `AdminUserUpdate` struct; it is checked against
 * the stored record and the baja rule applied (`check-admin-update.ts`), then saved and every
 * changed field audited in one transaction (`apply-staff-changes.ts`). The clave fiscal is
 * stored sealed as every write does (`clave-fiscal-box.ts`).
 *
 * @returns the updated record as staff see it (`staffViewOf`: `clave_fiscal` null; a body
 *   without `clave_fiscal` leaves the stored key as it is).
 * @throws ServiceError `not_found` (404) 'Usuario inexistente'; `validation` (400) with one
 *   error per field at fault, nothing saved.
 */
export async function updateUserByAdmin(
  deps: StaffChangesDeps & { rowByUserId: RowByUserId },
  input: { principal: Principal; userId: string; body: AdminUserUpdate },
): Promise<User> {
  const { principal, userId, body } = input;
  const current = await findUserById(deps, { userId });
  if (!current) throw notFound(messages['user.notFound']);
  const changes = checkAdminUpdate(deps, { body, current });
  return applyStaffChanges(deps, { principal, userId, changes });
}
