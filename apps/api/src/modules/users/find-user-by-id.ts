import type { User } from '@liqui/domain';
import type { ClaveFiscalBox } from './clave-fiscal-box.js';
import { openRecord, type RowByUserId } from './records.js';

/**
 * The record of `userId` (clave fiscal in clear: for the owner's answers and the server's own
 * work), or `undefined`; through the prepared statement `users_row_by_user_id` (issue 26 item 7).
 */
export async function findUserById(
  deps: { rowByUserId: RowByUserId; box: ClaveFiscalBox },
  input: { userId: string },
): Promise<User | undefined> {
  const [row] = await deps.rowByUserId.execute({ userId: input.userId });
  return row && openRecord(deps.box, row);
}
