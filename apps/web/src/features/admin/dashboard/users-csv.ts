import type { ApiClient } from '@liqui/api-client';
import {
  formatFechaInicio,
  neutralizeCsvCell,
  USER_LIST_PAGE_SIZE,
  type User,
  type UserList,
  type UserListIndex,
} from '@liqui/domain';

/**
 * The admin dashboard's CSV downloads (Spec 03 §2 "Each tab has a CSV download", §9 "All-users
 * download: pages of 300"; issue 14 item 1).
 */

/** The columns of a users CSV, in order (the wire names, so a spreadsheet user meets the spec's words). */
export const userCsvColumns = [
  'user_id',
  'nombre',
  'apellido',
  'cuit',
  'email',
  'telefono',
  'estado_usuario',
  'estado_monotributo',
  'estado_pago',
  'estado_cbu',
  'plan',
  'fecha_inicio',
] as const;

/** One row of a users CSV: every cell text. */
export type UserCsvRecord = Record<(typeof userCsvColumns)[number], string>;

/**
 * The CSV rows of `users`, in their order: each column of {@link userCsvColumns}, empty for
 * null, `fecha_inicio` as the lists show it (`DD/MM/YYYY` or 'Sin fecha', `formatFechaInicio`),
 * and every cell neutralised against formula injection (`neutralizeCsvCell`: a cell starting
 * with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`; so a phone `+54…` reads `'+54…`).
 */
export function toUserCsvRecords(users: readonly User[]): UserCsvRecord[] {
  return users.map((user) => {
    const text = (value: string | null | undefined) => neutralizeCsvCell(value ?? '');
    return {
      user_id: text(user.user_id),
      nombre: text(user.nombre),
      apellido: text(user.apellido),
      cuit: text(user.cuit),
      email: text(user.email),
      telefono: text(user.telefono),
      estado_usuario: text(user.estado_usuario),
      estado_monotributo: text(user.estado_monotributo),
      estado_pago: text(user.estado_pago),
      estado_cbu: text(user.estado_cbu),
      plan: text(user.plan),
      fecha_inicio: text(formatFechaInicio(user.fecha_inicio)),
    };
  });
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
