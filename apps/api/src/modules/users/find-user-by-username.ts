import { normalizeEmail, type User } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { findRow, openRecord, type RecordDeps } from './records.js';

/**
 * The record whose user name is `username` (compared lower-cased, trimmed; clave fiscal in
 * clear), or `undefined`.
 */
export async function findUserByUsername(
  deps: RecordDeps,
  input: { username: string },
): Promise<User | undefined> {
  const row = await findRow(deps.db, eq(users.username, normalizeEmail(input.username)));
  return row && openRecord(deps.box, row);
}
