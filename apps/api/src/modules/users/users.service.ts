import { type IdentityGroup, messages, normalizeEmail, User } from '@liqui/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { forbidden, hasAnyGroup } from '../../http/access.js';
import type { Principal } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';

/**
 * User records (Spec 02 §3 "User (me)", Spec 03 §3 "User (admin edit view)"): created when an
 * identity becomes confirmed, read by the caller and by staff. Storage is the `users` table
 * (`db/schema/users.ts`); the wire shape is `User` of `@liqui/domain`.
 */

/**
 * What the users service needs of an identity-provider user (a subset of the identity module's
 * `IdentityUser`, so a confirmed user can be passed as is).
 */
export type IdentityProfile = {
  /** The provider's subject: the record's `user_id`. */
  readonly sub: string;
  /** The sign-in name (the e-mail); stored lower-cased. */
  readonly username: string;
  readonly email: string;
  /** `given_name` → `nombre`. */
  readonly givenName?: string | null;
  /** `family_name` → `apellido`. */
  readonly familyName?: string | null;
  /** `phone_number` (E.164, `+5491155551234`) → `telefono`. */
  readonly phoneNumber?: string | null;
};

/** The wire fields a service caller may write (any `User` field but the id and the e-mail). */
export type UserFieldsUpdate = Partial<Omit<User, 'user_id' | 'email' | 'employment_relationship'>>;

/**
 * The staff groups that may read any user record with `GET /root/users/{username}`: admin only.
 *
 * Decision (the spec says "the user itself or staff" but not which staff): the admin edits users
 * (Spec 03 §6). A company admin (adminLite) works with the users linked to its CUIT through the
 * relationship calls, never by user name; the document-control roles deal with candidates, not
 * user records. Both read only their own record here. When the companies issue lands, an
 * adminLite may be allowed the users of its own CUIT (ARCHITECTURE.md "Rules the server owns").
 */
export const userReaderGroups: readonly IdentityGroup[] = ['admin'];

type UserRow = typeof users.$inferSelect;
type UserInsert = typeof users.$inferInsert;

/** The `User` wire keys stored as columns (all of them but `employment_relationship`). */
type StoredWireKey = Exclude<keyof User, 'employment_relationship'>;

/**
 * Wire key → column. The SQL column names are the wire names (`estado_usuario`,
 * `actividad_1`), so the map is built from the table and checked against the `User` struct:
 * a field added to one and not the other fails here at start (and in the tests).
 */
const wireColumns: ReadonlyMap<StoredWireKey, { key: keyof UserRow; column: PgColumn }> = (() => {
  const map = new Map<StoredWireKey, { key: keyof UserRow; column: PgColumn }>();
  const wireKeys = new Set(Object.keys(User.schema));
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (wireKeys.has(column.name)) {
      map.set(column.name as StoredWireKey, { key: key as keyof UserRow, column });
    }
  }
  const missing = [...wireKeys].filter(
    (name) => name !== 'employment_relationship' && !map.has(name as StoredWireKey),
  );
  if (missing.length > 0) throw new Error(`users table lacks User fields: ${missing.join(', ')}`);
  return map;
})();

function isMoney(column: PgColumn): boolean {
  return column.columnType === 'PgNumeric';
}

/**
 * A row as the wire's `User`: every stored field, `null` when empty; money as JSON numbers
 * (the wire's `Ars`, at most 2 decimals: `numeric(18,2)` → `Number('1234.50')` = 1234.5).
 * `employment_relationship` is left out until the relationships table exists (companies issue).
 */
export function toUser(row: UserRow): User {
  const user: Record<string, unknown> = {};
  for (const [wireKey, { key, column }] of wireColumns) {
    const value = row[key];
    user[wireKey] = value !== null && isMoney(column) ? Number(value) : value;
  }
  return user as User;
}

/** Wire fields → column values (money as exact 2-decimal strings). Unknown keys are ignored. */
export function toUserColumns(fields: UserFieldsUpdate): Partial<UserInsert> {
  const values: Record<string, unknown> = {};
  for (const [wireKey, value] of Object.entries(fields)) {
    if (value === undefined || wireKey === 'user_id' || wireKey === 'email') continue;
    const target = wireColumns.get(wireKey as StoredWireKey);
    if (!target) continue;
    values[target.key] =
      value !== null && isMoney(target.column) ? (value as number).toFixed(2) : value;
  }
  return values as Partial<UserInsert>;
}

/** The users service (see {@link createUsersService}). */
export type UsersService = ReturnType<typeof createUsersService>;

/**
 * The users service over `database`.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.now - the clock for `updated_at`. @default () => new Date()
 */
export function createUsersService(deps: { database: Database; now?: () => Date }) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function findRow(where: ReturnType<typeof eq>): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row;
  }

  /**
   * Creates the user record of an identity-provider user, unless it exists (idempotent: a second
   * call, or a concurrent one, leaves the row as it is and returns it). A new record holds
   * `nombre`, `apellido`, `email`, `telefono` from the identity's attributes, the user name
   * lower-cased, and the defaults of a new user: estado_usuario INCOMPLETO, estado_pago INACTIVO,
   * estado_monotributo INACTIVO, estado_clave_fiscal INACTIVO, tipo_usuario `normal`, no photos,
   * baja false (issue 3, "User record"). Passed to the identity provider as `onUserConfirmed`.
   *
   * @returns the record and whether this call created it.
   * @throws AppError 409 `user.usernameTaken` when the user name belongs to another subject.
   */
  async function createFromIdentity(
    identity: IdentityProfile,
  ): Promise<{ user: User; isNew: boolean }> {
    const username = normalizeEmail(identity.username);
    const inserted = await db
      .insert(users)
      .values({
        userId: identity.sub,
        username,
        email: normalizeEmail(identity.email) || username,
        nombre: identity.givenName ?? null,
        apellido: identity.familyName ?? null,
        telefono: identity.phoneNumber ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { user: toUser(inserted[0]), isNew: true };
    const existing = await findRow(eq(users.userId, identity.sub));
    if (!existing) {
      throw new AppError(409, 'user.usernameTaken', messages['user.emailTaken']);
    }
    return { user: toUser(existing), isNew: false };
  }

  /** The record of `userId`, or `undefined`. */
  async function findByUserId(userId: string): Promise<User | undefined> {
    const row = await findRow(eq(users.userId, userId));
    return row && toUser(row);
  }

  /** The record whose user name is `username` (compared lower-cased, trimmed), or `undefined`. */
  async function findByUsername(username: string): Promise<User | undefined> {
    const row = await findRow(eq(users.username, normalizeEmail(username)));
    return row && toUser(row);
  }

  /**
   * The caller's own record (`GET /root/users/me`, and `GET /root/users/{username}` with the
   * caller's own name). When the identity exists but its record does not, the record is created
   * now from the token (user id, user name, e-mail; no names or phone): decision, so a pool
   * whose users are not confirmed through this server (Amazon Cognito, which has no hook into
   * this process) still gets records, with the same defaults as {@link createFromIdentity}.
   */
  async function getOwnRecord(principal: Principal): Promise<User> {
    const existing = await findByUserId(principal.userId);
    if (existing) return existing;
    const { user } = await createFromIdentity({
      sub: principal.userId,
      username: principal.username,
      email: principal.email,
    });
    return user;
  }

  /**
   * `GET /root/users/{username}`: the record named `username` for the user itself (its own user
   * name, compared lower-cased) or for staff in {@link userReaderGroups}.
   *
   * @throws AppError 403 `forbidden` for anyone else (checked before looking the name up, so the
   *   answer does not tell whether the user exists); 404 `not_found` 'Usuario inexistente' when
   *   staff ask for a name that has no record.
   */
  async function getByUsername(principal: Principal, username: string): Promise<User> {
    if (normalizeEmail(username) === principal.username) return getOwnRecord(principal);
    if (!hasAnyGroup(principal, userReaderGroups)) throw forbidden();
    const user = await findByUsername(username);
    if (!user) throw new AppError(404, 'not_found', messages['user.notFound']);
    return user;
  }

  /**
   * Writes wire fields on a record and stamps `updated_at` (used by the demo seed; the update
   * calls of the spec build on it).
   *
   * @returns the updated record, or `undefined` when `userId` has none.
   */
  async function updateFields(userId: string, fields: UserFieldsUpdate): Promise<User | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...toUserColumns(fields), updatedAt: now().toISOString() })
      .where(eq(users.userId, userId))
      .returning();
    return row && toUser(row);
  }

  return {
    createFromIdentity,
    findByUserId,
    findByUsername,
    getOwnRecord,
    getByUsername,
    updateFields,
  };
}
