/**
 * The admin dashboard: counts by status, the user lists behind its tabs and the search, and the
 * new admin user form. Source: Spec 03 §2 ("Admin dashboard", "New admin user form"), §3, §4
 * ("Admin dashboard counts") and §7.
 */
import {
  array,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  record,
  refine,
  type Struct,
  string,
} from 'superstruct';
import { estadosCbu, estadosMonotributo, estadosPago, estadosUsuario } from '../statuses';
import { Count, fromQueryNumber, NonEmptyString } from './scalars';
import { User } from './user';

function countsOf<const V extends string>(values: readonly V[]): Struct<Record<V, number>, null> {
  return refine(record(enums(values), Count), 'StatusCounts', (counts) => {
    const missing = values.filter((value) => !(value in counts));
    return (
      missing.length === 0 || `Expected a count for every value; missing: ${missing.join(', ')}`
    );
  });
}

/**
 * The answer of `GET /root/admindashboard`: for each of `estado_usuario`, `estado_monotributo`,
 * `estado_pago` and `estado_cbu`, the number of users per value. Decision: every value of the
 * closed list is present (0 when no user has it); users whose field is `null` are not counted.
 * Source: Spec 03 §4 ("Admin dashboard counts") and §7.
 */
export const AdminDashboardCounts = object({
  estado_usuario: countsOf(estadosUsuario),
  estado_monotributo: countsOf(estadosMonotributo),
  estado_pago: countsOf(estadosPago),
  estado_cbu: countsOf(estadosCbu),
});
/** User counts by status value (see the {@link AdminDashboardCounts} struct). */
export type AdminDashboardCounts = Infer<typeof AdminDashboardCounts>;

/**
 * The `index` values of `GET /root/users`. Tabs: `list_incomplete_users_payment_active`
 * (INCOMPLETO), `payment_status` (VENCIDO), `monotributo_status` (HACER_ALTA or
 * PENDIENTE_REVISION), `status_baja_mono_cancelado` (BAJA), `adherido_cbu` (POR_ADHERIR). Search:
 * `email`, `cuit`, `mp_customer_card_id`, `telefono`. Source: Spec 03 §7.
 */
export const userListIndexValues = [
  'list_incomplete_users_payment_active',
  'payment_status',
  'monotributo_status',
  'status_baja_mono_cancelado',
  'adherido_cbu',
  'email',
  'cuit',
  'mp_customer_card_id',
  'telefono',
  'texto',
] as const;

/**
 * A user-list index (see {@link userListIndexValues}). Source: Spec 03 §7; `texto` (the start of a
 * name, an e-mail or a CUIT, case and accents aside) Liqui's, issue 25 item 8.
 */
export const UserListIndex = enums(userListIndexValues);
/** A user-list index such as `payment_status`. */
export type UserListIndex = Infer<typeof UserListIndex>;

/** The largest page `GET /root/users` returns. Source: Spec 03 §9 ("pages of 300"). */
export const USER_LIST_PAGE_SIZE = 300;

/**
 * The page `GET /root/users` returns without `limit`, and the one the back office asks for (its
 * tables show 50 rows and load the next 50 on demand). Decision (issue 26 item 7): a page of 300
 * full records is about 400 KB of JSON that nobody reads at once; the CSV export asks for
 * {@link USER_LIST_PAGE_SIZE}.
 */
export const USER_LIST_DEFAULT_PAGE_SIZE = 50;

/**
 * The query of `GET /root/users`.
 *
 * - With `index` (a tab or a search field) and `value` (the status value for a tab, e.g.
 *   `VENCIDO`, or several separated by commas, e.g. `HACER_ALTA,PENDIENTE_REVISION`, see
 *   `readUserTabFilter`; the searched text for a search, see `normalizeUserSearch`): the
 *   matching users.
 * - Without `index`: all users.
 *
 * Every answer is paged the same way (decision: a tab can hold thousands of users): `limit` at
 * most 300 per page ({@link USER_LIST_PAGE_SIZE}; default 50, {@link USER_LIST_DEFAULT_PAGE_SIZE}),
 * `last` the cursor of the previous page (missing for the first). `value` is required with `index` and refused without it (400). Numbers arrive as text in a URL; the server reads this with
 * `create()` so `limit` becomes a number. Source: Spec 03 §7.
 */
export const UserListQuery = refine(
  object({
    index: optional(UserListIndex),
    value: optional(NonEmptyString),
    limit: optional(fromQueryNumber(max(min(integer(), 1), USER_LIST_PAGE_SIZE))),
    last: optional(NonEmptyString),
  }),
  'UserListQuery',
  (query) =>
    query.index === undefined || query.value !== undefined || 'value is required with index',
);
/** The query of the user list (see the {@link UserListQuery} struct). */
export type UserListQuery = Infer<typeof UserListQuery>;

/**
 * The answer of `GET /root/users`: `users` and `last`, the cursor for the next page, `null` when
 * there is no more (the client pages until `last` is null). Source: Spec 03 §7.
 */
export const UserList = object({
  users: array(User),
  last: nullable(string()),
});
/** A page of users (see the {@link UserList} struct). */
export type UserList = Infer<typeof UserList>;

/** Admin user types of the new-user form. Source: Spec 03 §3 ("ADMIN, OPERADOR"). */
export const adminUserTypeValues = ['ADMIN', 'OPERADOR'] as const;

/** An admin user type (see {@link adminUserTypeValues}). Source: Spec 03 §3. */
export const AdminUserType = enums(adminUserTypeValues);
/** `ADMIN` or `OPERADOR`. */
export type AdminUserType = Infer<typeof AdminUserType>;

/**
 * The data of the new admin user form, body of `POST /root/staff-users`: a user name (decision:
 * the staff member's e-mail, the name it signs in with) and a type, plus optional `given_name`
 * and `family_name`. The spec shows no call for it (the submit behaviour is not shown), so the
 * field names are ours; `validateNewAdminUser` holds the form's rules. Source: Spec 03 §2 and §5,
 * issue 14 item 3.
 */
export const NewAdminUser = object({
  username: NonEmptyString,
  type: AdminUserType,
  given_name: optional(NonEmptyString),
  family_name: optional(NonEmptyString),
});
/** The new admin user form (see the {@link NewAdminUser} struct). */
export type NewAdminUser = Infer<typeof NewAdminUser>;

/**
 * The answer of `POST /root/staff-users`: the account created in the identity provider, in status
 * FORCE_CHANGE_PASSWORD (the first sign-in asks for a new password), and its group. Source:
 * issue 14 item 3.
 */
export const StaffUser = object({
  user_id: NonEmptyString,
  username: NonEmptyString,
  type: AdminUserType,
  group: enums(['admin', 'operador']),
  status: NonEmptyString,
});
/** A created staff account (see the {@link StaffUser} struct). */
export type StaffUser = Infer<typeof StaffUser>;
