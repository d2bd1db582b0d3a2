import {
  isUserTabIndex,
  messages,
  normalizeUserSearch,
  readUserTabFilter,
  USER_LIST_DEFAULT_PAGE_SIZE,
  type UserList,
  type UserListQuery,
  type UserStatusField,
} from '@liqui/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { foldedSql } from '../../db/schema/users.js';
import { users } from '../../db/schema.js';
import { JsonBody } from '../../http/json-answer.js';
import { invalid } from '../../service-error.js';
import { userWireSelection } from './rows.js';

/** The status columns the tabs read, by their wire name. */
const statusColumns: Readonly<Record<UserStatusField, PgColumn>> = {
  estado_usuario: users.estadoUsuario,
  estado_pago: users.estadoPago,
  estado_monotributo: users.estadoMonotributo,
  estado_cbu: users.estadoCbu,
};

/**
 * A row of the list's query: the `User` record as JSON text (PostgreSQL's `row_to_json` of
 * `userWireSelection`), and its sort key (`created_at` as PostgreSQL's text, `user_id`) for the
 * cursor.
 */
type ListedRow = { record: string; cursor_created_at: string; cursor_user_id: string };

/** The sort key of one user in the list's order (newest first: `created_at` desc, `user_id` desc). */
type UserCursor = { createdAt: string; userId: string };

/** A PostgreSQL `timestamptz` as text (`2026-11-26 13:35:05.123456+00`), microseconds kept. */
const timestampPattern =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * The cursor text of `key`: base64url JSON of the `created_at` text as the database gave it (so
 * no microsecond is lost to a JavaScript `Date`) and the `user_id`. Opaque to clients.
 */
function encodeUserCursor(key: UserCursor): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.userId])).toString('base64url');
}

/**
 * Reads a cursor given by {@link encodeUserCursor}.
 *
 * @throws ServiceError `validation` at `last` ('El cursor de página no es válido') for any other text.
 */
function decodeUserCursor(text: string): UserCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [createdAt, userId]: unknown[] = parsed;
    if (
      typeof createdAt === 'string' &&
      timestampPattern.test(createdAt) &&
      !Number.isNaN(Date.parse(createdAt.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))) &&
      typeof userId === 'string' &&
      userId.length > 0 &&
      userId.length <= 200 &&
      !userId.includes('\u0000')
    ) {
      return { createdAt, userId };
    }
  }
  throw invalid([{ path: 'last', message: messages['validation.cursor'] }]);
}

/** The filter of a `GET /root/users` query (undefined: every user), or a 400. */
function filterOf(query: UserListQuery): SQL | undefined {
  if (query.index === undefined) {
    if (query.value !== undefined) {
      throw invalid([{ path: 'value', message: messages['userList.valueWithoutIndex'] }]);
    }
    return undefined;
  }
  const value = query.value ?? '';
  if (isUserTabIndex(query.index)) {
    const read = readUserTabFilter(query.index, value);
    if (!read.ok) throw invalid(read.errors);
    const { field, values, paymentIn } = read.value;
    return and(
      inArray(statusColumns[field], [...values]),
      paymentIn === undefined ? undefined : inArray(users.estadoPago, [...paymentIn]),
    );
  }
  const search = normalizeUserSearch(query.index, value);
  if (!search.ok) throw invalid(search.errors);
  const text = search.value;
  switch (query.index) {
    case 'email':
      return sql`lower(${users.email}) = ${text}`;
    case 'cuit':
      return eq(users.cuit, text);
    case 'telefono':
      return inArray(users.telefono, [text, `+${text}`]);
    case 'mp_customer_card_id':
      return eq(users.mpCustomerCardId, text);
    case 'texto':
      return textSearchOf(text);
    default: {
      const never: never = query.index;
      return never;
    }
  }
}

/**
 * The free-text search of the back office (issue 25 item 8): users whose names (first name then
 * surname, or surname then first name), e-mail or CUIT start with `folded` (already folded by
 * `foldSearchText`: lower case, no accents), compared with the same folding on the stored side
 * (`foldedSql`). Each branch is a range scan of its own `text_pattern_ops` index
 * (`users_search_*`, on PostgreSQL and PGlite alike); the CUIT branch only when the text is
 * digits (dashes, dots and spaces left out). `%`, `_` and `\` typed by the admin match
 * themselves.
 */
function textSearchOf(folded: string): SQL | undefined {
  const prefix = `${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = folded.replace(/[\s.\-/]/g, '');
  return or(
    sql`${foldedSql(sql`coalesce(${users.nombre}, '') || ' ' || coalesce(${users.apellido}, '')`)} like ${prefix}`,
    sql`${foldedSql(sql`coalesce(${users.apellido}, '') || ' ' || coalesce(${users.nombre}, '')`)} like ${prefix}`,
    sql`lower(${users.email}) like ${prefix}`,
    /^\d+$/.test(digits) ? sql`${users.cuit} like ${`${digits}%`}` : undefined,
  );
}

/**
 * `GET /root/users` (contract `listUsers`; Spec 03 §2 "Admin dashboard", §7 "Users and admin
 * dashboard"; issue 14 item 1): one page of user records, newest first (`created_at` desc, then
 * `user_id` desc), and the cursor of the next page (`null` on the last one). Keyset paging: a
 * page costs the same however deep it is, over the indexes of `db/schema/users.ts`, never a load
 * of every user, so it stays fast with 100,000 users (`bench/src/admin-users.ts`).
 *
 * - No `index`: every user (index `users_list_order`).
 * - A tab index (`payment_status`, `monotributo_status`, …): the users whose status column
 *   holds `value` (one status or several separated by commas; see `readUserTabFilter` of
 *   `@liqui/domain` for which column each index reads), paged the same way over that column's
 *   `users_*_order` index (a tab can hold thousands).
 * - A search index (`email`, `cuit`, `mp_customer_card_id`, `telefono`): exact match of the
 *   normalised `value` (`normalizeUserSearch`: e-mail lower case, CUIT without dashes, phone
 *   digits with or without `+`), paged the same way (a CUIT may belong to more than one record).
 * - `texto` (issue 25 item 8): the start of a name, an e-mail or a CUIT, case and accents aside
 *   ({@link textSearchOf}), at least 2 characters, paged the same way.
 *
 * Records carry `clave_fiscal` null: decision, a list is no place for the taxpayer's ARCA
 * password (the edit screen reads it for one user).
 *
 * Cost (issue 26 item 7): one range read of the order's index (`users_list_order`, or the tab's
 * `users_*_order`) of `limit` + 1 rows, each record written as JSON by PostgreSQL in the wire's
 * shape (`row_to_json` of `userWireSelection`: the contract's fields only, the values `toUser`
 * gives), so Node neither maps nor serialises the records: it joins their texts into the answer
 * ({@link JsonBody}). A page of 50 is about 60 KB of JSON, compressed for the browser.
 *
 * @param input.query.limit - users per page, 1–300 (`USER_LIST_PAGE_SIZE`, Spec 03 §9 "pages of
 *   300"). @default 50 (`USER_LIST_DEFAULT_PAGE_SIZE`: what the back office shows at once)
 * @param input.query.last - the cursor a previous page answered.
 * @returns the page as JSON text (a `UserList`; `toJSON()` parses it).
 * @throws ServiceError `validation` (400) at `value` for a status the index's column does not
 *   have or an empty search, at `value` for a value without index, at `last` for a cursor this
 *   server did not give.
 */
export async function listUsers(
  deps: { db: Db },
  input: { query: UserListQuery },
): Promise<JsonBody<UserList>> {
  const { query } = input;
  const limit = query.limit ?? USER_LIST_DEFAULT_PAGE_SIZE;
  const filter = filterOf(query);
  const after = query.last === undefined ? undefined : decodeUserCursor(query.last);
  const where =
    and(
      filter,
      after === undefined
        ? undefined
        : sql`(${users.createdAt}, ${users.userId}) < (${after.createdAt}::timestamptz, ${after.userId})`,
    ) ?? sql`true`;
  const rows = await executeRows<ListedRow>(
    deps.db,
    sql`
      select row_to_json(wire)::text as record, ${users.createdAt}::text as cursor_created_at,
        ${users.userId} as cursor_user_id
      from ${users} cross join lateral (select ${userWireSelection}) as wire
      where ${where}
      order by ${users.createdAt} desc, ${users.userId} desc
      limit ${limit + 1}`,
  );
  const lastRow = rows.length > limit ? rows[limit - 1] : undefined;
  const last = lastRow
    ? encodeUserCursor({ createdAt: lastRow.cursor_created_at, userId: lastRow.cursor_user_id })
    : null;
  const records = rows.slice(0, limit).map((row) => row.record);
  return new JsonBody<UserList>(`{"users":[${records.join(',')}],"last":${JSON.stringify(last)}}`);
}
