import type { User } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { openRecord, type RecordDeps, sealedColumns } from './records.js';
import type { UserFieldsUpdate } from './rows.js';

/**
 * Writes wire fields on a record and stamps `updated_at` (the demo seed, the plan and company
 * flows, the bulk-collaborator upload; the update calls of the spec build on it). The clave
 * fiscal is sealed for the record's user. No validation, no audit: the caller checked the values.
 *
 * @param input.run - where the write runs: a transaction of the caller, so the write commits or
 *   rolls back with its other statements (the bulk-collaborator upload; issue 24 item 6).
 *   @default the service's database
 * @returns the updated record (clave fiscal in clear), or `undefined` when `userId` has none.
 */
export async function updateUserFields(
  deps: RecordDeps & { now: () => Date },
  input: { userId: string; fields: UserFieldsUpdate; run?: Db },
): Promise<User | undefined> {
  const { userId, fields } = input;
  const run = input.run ?? deps.db;
  const [row] = await run
    .update(users)
    .set({ ...sealedColumns(deps.box, userId, fields), updatedAt: deps.now().toISOString() })
    .where(eq(users.userId, userId))
    .returning();
  return row && openRecord(deps.box, row);
}
