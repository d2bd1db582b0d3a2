import { formatDate } from './argentine-date';
import type { UserListIndex } from './entities/admin-dashboard';
import { formatMessage } from './messages';
import { normalizeEmail } from './normalize-email';
import { fail, type Result, succeed } from './result';
import {
  type EstadoPago,
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
} from './statuses';
import { normalizeCuit } from './validate-cuit';

/**
 * The rules of the admin's user list (`GET /root/users?index=&value=`, Spec 03 §7) shared by the
 * server (which filters) and the web (which builds the tabs' queries and shows the rows).
 */

/** The user-record status columns a tab index filters on. */
export type UserStatusField =
  | 'estado_usuario'
  | 'estado_pago'
  | 'estado_monotributo'
  | 'estado_cbu';

/** The indexes of the dashboard tabs (Spec 03 §7), each with the status column it filters. */
export const userTabIndexes = {
  list_incomplete_users_payment_active: 'estado_usuario',
  payment_status: 'estado_pago',
  monotributo_status: 'estado_monotributo',
  status_baja_mono_cancelado: 'estado_usuario',
  adherido_cbu: 'estado_cbu',
} as const satisfies Partial<Record<UserListIndex, UserStatusField>>;

/** A tab index of `GET /root/users` (see {@link userTabIndexes}). */
export type UserTabIndex = keyof typeof userTabIndexes;

/** The search indexes of `GET /root/users`: the fields of 'Buscar Usuario' (Spec 03 §7). */
export const userSearchIndexes = [
  'email',
  'cuit',
  'mp_customer_card_id',
  'telefono',
  'texto',
] as const;

/** A search index of `GET /root/users` (see {@link userSearchIndexes}). */
export type UserSearchIndex = (typeof userSearchIndexes)[number];

/** Whether `index` is one of the tab indexes (else it is a search index). */
export function isUserTabIndex(index: UserListIndex): index is UserTabIndex {
  return index in userTabIndexes;
}

/** The closed list of values of each status column (Spec 03 §4). */
const statusValuesOf: Readonly<Record<UserStatusField, readonly string[]>> = {
  estado_usuario: estadosUsuario,
  estado_pago: estadosPago,
  estado_monotributo: estadosMonotributo,
  estado_cbu: estadosCbu,
};

/**
 * The payment statuses that count as "payment active" for the index
 * `list_incomplete_users_payment_active` (Spec 03 §7 names it, the spec gives only the value
 * INCOMPLETO). Decision: the tab 'Usuarios incompletos' lists the users who paid a plan that is
 * running (ACTIVO, ACTIVO_PRUEBA, or POR_VENCER: still paid, about to expire) and have not
 * completed their data; a sign-up that never paid is not a back-office task.
 */
export const paymentActiveStatuses: readonly EstadoPago[] = [
  'ACTIVO',
  'ACTIVO_PRUEBA',
  'POR_VENCER',
];

/** What a tab index filters: the column and the values it must hold (any of them). */
export type UserTabFilter = {
  readonly field: UserStatusField;
  readonly values: readonly string[];
  /** Only for `list_incomplete_users_payment_active`: `estado_pago` must be one of these. */
  readonly paymentIn?: readonly EstadoPago[];
};

/**
 * Reads the `value` of a tab index: one status value, or several separated by commas (the web's
 * tab 1 asks `monotributo_status` with `HACER_ALTA,PENDIENTE_REVISION`, tab 3
 * `status_baja_mono_cancelado` with `BAJA,BAJA_PROGRAMADA`). Values are trimmed and upper-cased
 * and must belong to the column's closed list (Spec 03 §4).
 *
 * Decisions (the spec lists each index with its value only): `payment_status` filters
 * `estado_pago`, `monotributo_status` `estado_monotributo`, `adherido_cbu` `estado_cbu`,
 * `status_baja_mono_cancelado` `estado_usuario` (a cancellation request is BAJA_PROGRAMADA until
 * the admin completes it as BAJA, see `updateMe`), and `list_incomplete_users_payment_active`
 * `estado_usuario` with the payment active ({@link paymentActiveStatuses}).
 *
 * @returns the filter, or a failure at `value` ('Estado no válido para este listado: {value}').
 */
export function readUserTabFilter(index: UserTabIndex, value: string): Result<UserTabFilter> {
  const field = userTabIndexes[index];
  const allowed = statusValuesOf[field];
  const values = [...new Set(value.split(',').map((part) => part.trim().toUpperCase()))];
  const unknown = values.find((candidate) => !allowed.includes(candidate));
  if (unknown !== undefined) return fail('value', 'userList.statusValue', { value: unknown });
  return succeed(
    index === 'list_incomplete_users_payment_active'
      ? { field, values, paymentIn: paymentActiveStatuses }
      : { field, values },
  );
}

/**
 * Normalises the searched text as the field is stored (Spec 03 §7 search indexes): `email`
 * lower case without spaces ({@link normalizeEmail}); `cuit` without dashes, dots or spaces
 * ({@link normalizeCuit} with `stripAllNonWord`); `telefono` only its digits (the stored form
 * `+5491155551234` is matched with and without `+`); `mp_customer_card_id` trimmed; `texto`
 * (issue 25 item 8: the start of a name, an e-mail or a CUIT) folded by {@link foldSearchText}.
 *
 * @returns the text to match (exactly, or as a prefix for `texto`), or a failure at `value`:
 *   'Ingresá un valor para buscar' when nothing is left, 'Escribí al menos 2 caracteres para
 *   buscar' for a shorter `texto`.
 */
export function normalizeUserSearch(index: UserSearchIndex, value: string): Result<string> {
  const normalized = (() => {
    switch (index) {
      case 'texto':
        return foldSearchText(value);
      case 'email':
        return normalizeEmail(value);
      case 'cuit':
        return normalizeCuit(value, { stripAllNonWord: true });
      case 'telefono':
        return value.replace(/\D/g, '');
      case 'mp_customer_card_id':
        return value.trim();
      default: {
        const never: never = index;
        return never;
      }
    }
  })();
  if (normalized === '') return fail('value', 'userList.emptySearch');
  if (index === 'texto' && normalized.length < USER_TEXT_SEARCH_MIN_LENGTH) {
    return fail('value', 'userList.shortSearch', { min: USER_TEXT_SEARCH_MIN_LENGTH });
  }
  return succeed(normalized);
}

/** The fewest characters a `texto` search takes (one letter would match a third of the users). */
export const USER_TEXT_SEARCH_MIN_LENGTH = 2;

/**
 * The letters the back office's free-text search folds, and what each becomes: the accented
 * letters of Spanish (and Portuguese, Catalan and French names), upper and lower case. The SQL
 * side folds with `translate()` over the same two strings (`apps/api/src/db/schema/users.ts`,
 * `foldedSql`), so the text typed and the text stored meet in the same form, and an index of the
 * folded columns serves the search (issue 25 item 8).
 */
export const searchFoldFrom = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
/** What each letter of {@link searchFoldFrom} folds to, position by position. */
export const searchFoldTo = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/**
 * A text as the back office's free-text search compares it (issue 25 item 8): the letters of
 * {@link searchFoldFrom} without their accents, lower case, spaces collapsed and trimmed:
 * `'  María  NÚÑEZ '` → `'maria nunez'`. The database folds its columns the same way.
 */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = searchFoldFrom.indexOf(char);
    folded += at < 0 ? char : searchFoldTo[at];
  }
  return folded.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The date the old product showed for a missing payment start (`fecha_inicio`) in the admin
 * lists: a sentinel far in the future so it sorted last. Source: Spec 03 §9.
 */
export const MISSING_FECHA_INICIO = '2050-12-14';

/** Whether a `fecha_inicio` is missing: null, empty or the old sentinel {@link MISSING_FECHA_INICIO}. */
export function isFechaInicioMissing(fecha: string | null | undefined): boolean {
  return fecha === null || fecha === undefined || fecha === '' || fecha === MISSING_FECHA_INICIO;
}

/**
 * Orders two `fecha_inicio` (`YYYY-MM-DD`) oldest first with the missing ones last, as the old
 * product's sentinel did (Spec 03 §9). For `Array.prototype.sort`.
 */
export function compareFechaInicio(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const isAMissing = isFechaInicioMissing(a);
  const isBMissing = isFechaInicioMissing(b);
  if (isAMissing || isBMissing) return Number(isAMissing) - Number(isBMissing);
  return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
}

/**
 * A `fecha_inicio` as the admin lists show it: `DD/MM/YYYY`, or 'Sin fecha' when missing
 * (decision: the words instead of the old product's 14/12/2050, Spec 03 §9; issue 14 item 6).
 */
export function formatFechaInicio(fecha: string | null | undefined): string {
  return isFechaInicioMissing(fecha)
    ? formatMessage('userList.noFechaInicio')
    : formatDate(fecha as string);
}
