import { User } from '@liqui/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';
import { claveFiscalSealPrefix } from './clave-fiscal-box.js';

/**
 * The `users` row and the wire's `User` of `@liqui/domain` (Spec 02 §3 "User (me)", Spec 03 §3
 * "User (admin edit view)"): the mapping both ways, and the same mapping in SQL for lists.
 * Storage is the `users` table (`db/schema/users.ts`). No clave fiscal is opened here (see
 * `records.ts`).
 */

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** The values of a `users` insert or update. */
export type UserInsert = typeof users.$inferInsert;

/** The wire fields a service caller may write (any `User` field but the id and the e-mail). */
export type UserFieldsUpdate = Partial<Omit<User, 'user_id' | 'email' | 'employment_relationship'>>;

/** The `User` wire keys stored as columns (all of them but `employment_relationship`). */
type StoredWireKey = Exclude<keyof User, 'employment_relationship'>;

/** The wire keys of `User`, from its struct. */
const wireKeys: ReadonlySet<string> = new Set(Object.keys(User.schema));

/** Whether `name` is a stored wire key (a `User` key but `employment_relationship`). */
function isStoredWireKey(name: string): name is StoredWireKey {
  return name !== 'employment_relationship' && wireKeys.has(name);
}

/** The columns of `users`, by their drizzle key. */
const userColumns = getTableColumns(users);

/** Whether `key` is a drizzle key of the `users` row. */
function isUserRowKey(key: string): key is keyof UserRow {
  return Object.hasOwn(userColumns, key);
}

/**
 * Wire key → column. The SQL column names are the wire names (`estado_usuario`,
 * `actividad_1`), so the map is built from the table and checked against the `User` struct:
 * a field added to one and not the other fails here at start (and in the tests).
 */
const wireColumns: ReadonlyMap<StoredWireKey, { key: keyof UserRow; column: PgColumn }> = (() => {
  const map = new Map<StoredWireKey, { key: keyof UserRow; column: PgColumn }>();
  for (const [key, column] of Object.entries(userColumns)) {
    if (isStoredWireKey(column.name) && isUserRowKey(key)) map.set(column.name, { key, column });
  }
  const missing = [...wireKeys].filter(
    (name) => name !== 'employment_relationship' && !(isStoredWireKey(name) && map.has(name)),
  );
  if (missing.length > 0) throw new Error(`users table lacks User fields: ${missing.join(', ')}`);
  return map;
})();

function isMoney(column: PgColumn): boolean {
  return column.columnType === 'PgNumeric';
}

/**
 * The select list that reads `users` rows straight in the wire's `User` shape, for lists (the
 * admin user list, issue 26 item 7): no drizzle row mapping, no {@link toUser}, no copy per row.
 * Every stored field under its wire name (the column names are the wire names), in
 * {@link toUser}'s order, with the same values: money `::float8` (a JSON number, as
 * `Number('1234.50')`), dates and instants `::text` (`YYYY-MM-DD`, as the string-mode columns give
 * them, on either driver), `clave_fiscal` always `null` (a list is no place for the taxpayer's
 * ARCA password; `toUser` nulls only a sealed one). Use as `sql\`select ${userWireSelection} from users …\``
 * with `db.execute`, whose rows are then `User` records.
 */
export const userWireSelection: SQL = sql.join(
  [...wireColumns].map(([wireKey, { column }]) => {
    const name = sql.identifier(wireKey);
    if (wireKey === 'clave_fiscal') return sql`null::text as ${name}`;
    if (isMoney(column)) return sql`${column}::float8 as ${name}`;
    const type = column.getSQLType();
    if (type === 'date' || type.startsWith('timestamp')) return sql`${column}::text as ${name}`;
    return sql`${column} as ${name}`;
  }),
  sql`, `,
);

/**
 * A row as the wire's `User`: every stored field, `null` when empty; money as JSON numbers
 * (the wire's `Ars`, at most 2 decimals: `numeric(18,2)` → `Number('1234.50')` = 1234.5).
 * `employment_relationship` is left out until the relationships table exists (companies issue).
 * A sealed `clave_fiscal` is given as `null` here (this function has no key; `records.ts` opens
 * it for the owner and admins), so its stored form never leaves.
 */
export function toUser(row: UserRow): User {
  const user: Record<string, unknown> = {};
  for (const [wireKey, { key, column }] of wireColumns) {
    const value = row[key];
    user[wireKey] = value !== null && isMoney(column) ? Number(value) : value;
  }
  if (
    typeof user.clave_fiscal === 'string' &&
    user.clave_fiscal.startsWith(claveFiscalSealPrefix)
  ) {
    user.clave_fiscal = null;
  }
  // Every stored `User` key was set from its column (`wireColumns` is checked against the struct
  // at start), each value of the column's type: the record is a `User`.
  return user as User;
}

/** Wire fields → column values (money as exact 2-decimal strings). Unknown keys are ignored. */
export function toUserColumns(fields: UserFieldsUpdate): Partial<UserInsert> {
  const values: Record<string, unknown> = {};
  for (const [wireKey, value] of Object.entries(fields)) {
    if (value === undefined || wireKey === 'user_id' || wireKey === 'email') continue;
    const target = isStoredWireKey(wireKey) ? wireColumns.get(wireKey) : undefined;
    if (!target) continue;
    values[target.key] =
      typeof value === 'number' && isMoney(target.column) ? value.toFixed(2) : value;
  }
  // Each value went under the drizzle key of its wire field's column, with that column's type
  // (money as its numeric text): the record is a partial `users` row.
  return values as Partial<UserInsert>;
}
