import { USER_LIST_DEFAULT_PAGE_SIZE } from '@liqui/domain';
import type { UserFilter } from './users-csv';

/** One status tab of the admin dashboard: what it lists and how it says it is empty. */
export type UserTab = {
  /** Stable id (the tab's key; the CSV file is `usuarios-<id>-<aaaa-mm-dd>.csv`). */
  readonly id: string;
  /** The tab's label, as the spec names it. */
  readonly label: string;
  /** The `GET /root/users` query behind it. */
  readonly filter: Required<UserFilter>;
  /** The empty state of its table. */
  readonly empty: string;
};

/**
 * The five status tabs of /admin, in the spec's order (tabs 6 'Buscar Usuario' and 7 'Todos'
 * are their own panels). Source: Spec 03 §2 ("Admin dashboard"), §7 (the index values).
 *
 * Decisions where the spec gives only one value: 'Pendientes de Alta' asks estado_monotributo
 * HACER_ALTA or PENDIENTE_REVISION (both, as §7 lists them); 'Pedidos de Baja' asks
 * estado_usuario BAJA or BAJA_PROGRAMADA (a taxpayer's own cancel request is BAJA_PROGRAMADA until
 * the admin completes it, see `updateMe` of `@liqui/api-client`).
 */
export const userTabs: readonly UserTab[] = [
  {
    id: 'pendientes-de-alta',
    label: 'Pendientes de Alta',
    filter: { index: 'monotributo_status', value: 'HACER_ALTA,PENDIENTE_REVISION' },
    empty: 'No hay usuarios pendientes de alta.',
  },
  {
    id: 'usuarios-incompletos',
    label: 'Usuarios incompletos',
    filter: { index: 'list_incomplete_users_payment_active', value: 'INCOMPLETO' },
    empty: 'No hay usuarios incompletos con el pago activo.',
  },
  {
    id: 'pedidos-de-baja',
    label: 'Pedidos de Baja',
    filter: { index: 'status_baja_mono_cancelado', value: 'BAJA,BAJA_PROGRAMADA' },
    empty: 'No hay pedidos de baja.',
  },
  {
    id: 'pagos-vencidos',
    label: 'Pagos vencidos',
    filter: { index: 'payment_status', value: 'VENCIDO' },
    empty: 'No hay usuarios con el pago vencido.',
  },
  {
    id: 'pendientes-adhesion',
    label: 'Pendientes adhesión',
    filter: { index: 'adherido_cbu', value: 'POR_ADHERIR' },
    empty: 'No hay usuarios pendientes de adhesión al débito por CBU.',
  },
];

/** Page sizes of the status and search tables; the first is the default (Spec 03 §2, §9). */
export const tabPageSizes = [5, 10, 20, 50, 100] as const;

/** Page sizes of the all-users table ('Todos'); the first is the default (Spec 03 §2, §9). */
export const allUsersPageSizes = [10, 20, 50, 100] as const;

/**
 * Users per request of the on-screen tables: the server's default page
 * (`USER_LIST_DEFAULT_PAGE_SIZE`, 50; issue 26 item 7), which fills every default page size;
 * 'Cargar más usuarios' asks for the next 50 (the CSV asks pages of 300).
 */
export const usersPerRequest = USER_LIST_DEFAULT_PAGE_SIZE;

/** The search fields of 'Buscar Usuario' and their labels (Spec 03 §7 search indexes). */
export const searchFields = [
  { id: 'texto', label: 'Nombre, e-mail o CUIT (comienzo)' },
  { id: 'cuit', label: 'CUIT' },
  { id: 'email', label: 'E-mail' },
  { id: 'telefono', label: 'Teléfono' },
  { id: 'mp_customer_card_id', label: 'Tarjeta de Mercado Pago (id)' },
] as const;
