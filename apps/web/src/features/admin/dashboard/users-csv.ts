import type { ApiClient } from '@liqui/api-client';
import {
  csvFileName,
  formatCuit,
  formatFechaInicio,
  USER_LIST_PAGE_SIZE,
  type User,
  type UserList,
  type UserListIndex,
  userStatusLabel,
} from '@liqui/domain';

/**
 * The admin dashboard's CSV downloads (Spec 03 §2 "Each tab has a CSV download", §9 "All-users
 * download: pages of 300"; issue 14 item 1), written for an es-AR Excel (issue 24 item 8; the
 * writer is `downloadCsv`: `;`, UTF-8 with BOM, CRLF, cells neutralised against formula
 * injection).
 */

/**
 * The columns of a users CSV, in order, as its header line names them. Decision: the spec names
 * no columns for these files, so the headers are readable Spanish: the dashboard table's titles
 * where it has the column ('CUIT', 'E-mail', 'Plan', 'Fecha inicio'), the count cards' titles for
 * the four statuses ('Estado de usuario'…), and plain words for what only the file has.
 */
export const userCsvColumns = [
  'ID de usuario',
  'Nombre',
  'Apellido',
  'CUIT',
  'E-mail',
  'Teléfono',
  'Estado de usuario',
  'Estado de monotributo',
  'Estado de pago',
  'Estado de CBU',
  'Plan',
  'Fecha inicio',
] as const;

/** One row of a users CSV: every cell text, by header. */
export type UserCsvRecord = Record<(typeof userCsvColumns)[number], string>;

/**
 * The CSV rows of `users`, in their order, each value as the dashboard shows it (issue 24 item
 * 8: "the same values as the screen"):
 * - `CUIT` as `20-11111111-2` (`formatCuit`; decision: what the table shows and what a person
 *   types, and a spreadsheet keeps it as text instead of a number);
 * - the four statuses by the Spanish labels the table and the count cards show
 *   (`userStatusLabel` of `@liqui/domain`: 'Hacer alta', 'Vencido'; issue 24 item 8 "Spanish
 *   status labels", issue 25 item 11);
 * - `Fecha inicio` `dd/mm/aaaa`, or 'Sin fecha' as the table says (`formatFechaInicio`);
 * - empty for a missing value. Cells are neutralised by the writer (a phone `+54…` is written
 *   `'+54…`, a name `=1+1` `'=1+1`; the importers drop that `'` again).
 */
export function toUserCsvRecords(users: readonly User[]): UserCsvRecord[] {
  return users.map((user) => ({
    'ID de usuario': user.user_id,
    Nombre: user.nombre ?? '',
    Apellido: user.apellido ?? '',
    CUIT: user.cuit ? formatCuit(user.cuit) : '',
    'E-mail': user.email,
    Teléfono: user.telefono ?? '',
    'Estado de usuario': userStatusLabel('estado_usuario', user.estado_usuario),
    'Estado de monotributo': userStatusLabel('estado_monotributo', user.estado_monotributo),
    'Estado de pago': userStatusLabel('estado_pago', user.estado_pago),
    'Estado de CBU': userStatusLabel('estado_cbu', user.estado_cbu),
    Plan: user.plan ?? '',
    'Fecha inicio': formatFechaInicio(user.fecha_inicio),
  }));
}

/**
 * The name of a user list's CSV: `usuarios-<list>-<aaaa-mm-dd>.csv` (`csvFileName`), e.g.
 * `usuarios-pendientes-de-alta-2026-11-27.csv`. Decision: the spec names no file for these
 * downloads; the list's id says which one it is and the date when it was taken.
 *
 * @param list - the tab's id (`pendientes-de-alta`, `todos`) or `busqueda` for a search.
 * @param today - the Argentine date of the download, `YYYY-MM-DD`.
 */
export function userCsvFileName(list: string, today: string): string {
  return csvFileName(['usuarios', list, today]);
}

/** The `index` and `value` of a user list, or `{}` for all users. */
export type UserFilter = { index?: UserListIndex; value?: string };

/**
 * Every user of `filter`: `GET /root/users` in pages of 300 (Spec 03 §9), following `last`
 * until it is null. Throws what the client throws (the caller shows 'Ocurrio un error').
 */
export async function fetchAllUsers(api: ApiClient, filter: UserFilter): Promise<User[]> {
  const all: User[] = [];
  let last: string | null = null;
  do {
    const page: UserList = await api.call('listUsers', {
      query: { ...filter, limit: USER_LIST_PAGE_SIZE, ...(last === null ? {} : { last }) },
    });
    all.push(...page.users);
    last = page.last;
  } while (last !== null);
  return all;
}
