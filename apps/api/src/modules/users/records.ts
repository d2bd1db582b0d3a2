import type { IdentityGroup, PhotoStatusEvent, User, userPhotoFields } from '@liqui/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { ClaveFiscalBox } from './clave-fiscal-box.js';
import {
  toUser,
  toUserColumns,
  type UserFieldsUpdate,
  type UserInsert,
  type UserRow,
} from './rows.js';

/**
 * The user records as the users module's use cases read and write them: the clave fiscal opened
 * for the owner's answers and sealed on every write (`clave-fiscal-box.ts`; issue 12 item 8),
 * masked for staff (issue 25 item 9), never in clear in the audit log (issue 14 item 2).
 */

/** What reading and writing a record needs: the database and the clave fiscal's box. */
export type RecordDeps = { db: Db; box: ClaveFiscalBox };

/**
 * The staff groups that may read any user record with `GET /root/users/{username}`: admin and the
 * read-only operador (issue 14 item 3: it reads everything an admin reads).
 *
 * Decision (the spec says "the user itself or staff" but not which staff): the admin edits users
 * (Spec 03 §6). A company admin (adminLite) works with the users linked to its CUIT through the
 * relationship calls, never by user name; the document-control roles deal with candidates, not
 * user records. Both read only their own record here. When the companies issue lands, an
 * adminLite may be allowed the users of its own CUIT (ARCHITECTURE.md "Rules the server owns").
 */
export const userReaderGroups: readonly IdentityGroup[] = ['admin', 'operador'];

/** The event each photo flag of a staff change moves by (see `apply-staff-changes.ts`). */
export type PhotoEvents = Partial<Record<(typeof userPhotoFields)[number], PhotoStatusEvent>>;

/** {@link toUser} with the clave fiscal opened with `box` (the owner's and the server's view). */
export function openRecord(box: ClaveFiscalBox, row: UserRow): User {
  const user = toUser(row);
  return {
    ...user,
    clave_fiscal: row.claveFiscal === null ? null : box.open(row.userId, row.claveFiscal),
  };
}

/** {@link toUserColumns} with the clave fiscal sealed for `userId`. */
export function sealedColumns(
  box: ClaveFiscalBox,
  userId: string,
  fields: UserFieldsUpdate,
): Partial<UserInsert> {
  const columns = toUserColumns(fields);
  if (typeof fields.clave_fiscal === 'string') {
    columns.claveFiscal = box.seal(userId, fields.clave_fiscal);
  }
  return columns;
}

/** The first `users` row matching `where`, or `undefined`. */
export async function findRow(db: Db, where: SQL | undefined): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

/**
 * The row of a user id, as a prepared statement (issue 26 item 7): every signed-in call that
 * reads its own record asks it, so it is built once (by `createUsersService`) and PostgreSQL
 * parses and plans it once per connection.
 */
export function prepareRowByUserId(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_row_by_user_id');
}

/** The prepared read of one row by user id ({@link prepareRowByUserId}). */
export type RowByUserId = ReturnType<typeof prepareRowByUserId>;

/**
 * A record as staff receive it: `clave_fiscal` always `null` (issue 25 item 9: "masked by default
 * for admins, revealed only by an explicit action that is audited; never sent to an operador").
 * Every answer that carries another user's record to staff goes through it (`GET
 * /root/users/{username}`, `GET /root/dashboard/{userId}`, `PUT /root/users/{userId}`, the photo
 * and cancel-photo calls; the user list nulls it the same way). `null` here does not tell whether
 * a key is stored: an admin reads it only with `POST /root/users/{userId}/clave-fiscal/reveal`
 * (`reveal-clave-fiscal.ts`), which is audited.
 */
export function staffViewOf(user: User): User {
  return { ...user, clave_fiscal: null };
}

/** What the audit log writes for a clave fiscal change, instead of the key. */
export const secretChangeMarker = 'changed';

/** What the audit log writes for a revealed clave fiscal, instead of the key. */
export const secretRevealMarker = 'revealed';

/**
 * The value an audit entry of the `users` table holds for `field`: the wire value, except the
 * clave fiscal, never in clear: `null` before, {@link secretChangeMarker} after (issue 14 item 2).
 */
export function auditedValueOf(field: string, value: unknown, side: 'old' | 'new'): unknown {
  if (field !== 'clave_fiscal') return value;
  return side === 'old' ? null : secretChangeMarker;
}
