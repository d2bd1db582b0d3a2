import {
  formatCuit,
  formatFechaInicio,
  type LabelledUserStatusField,
  type User,
  userStatusLabel,
} from '@liqui/domain';
import { type DataColumn, DataTable, Link } from '@liqui/ui';
import type { ReactNode } from 'react';
import { breakAnywhere, noWrap } from '../../../shared/text.css';

/** The name a row shows: 'Apellido, Nombre', or the e-mail when the record has no name. */
function nameOf(user: User): string {
  const name = [user.apellido, user.nombre].filter((part) => part && part.trim() !== '').join(', ');
  return name === '' ? user.email : name;
}

/**
 * A user status as a person reads it: the domain's Spanish label (`userStatusLabel`, issue 25
 * item 11: 'Pendiente de revisión', never `PENDIENTE_REVISION`); '—' for none.
 */
function statusOf(field: LabelledUserStatusField, value: string | null | undefined): ReactNode {
  return value ? userStatusLabel(field, value) : '—';
}

/**
 * The columns of the dashboard's user tables: the user (a link to /edit-user/{user_id}, Spec 03
 * §2), CUIT (`20-11111111-2`), e-mail, the four statuses, plan and payment start (`DD/MM/YYYY`
 * or 'Sin fecha', `formatFechaInicio`). Decision: the phone is left to the CSV, so the table fits
 * a laptop's width without scrolling sideways.
 */
const userColumns: readonly DataColumn<User>[] = [
  {
    id: 'usuario',
    title: 'Usuario',
    isRowHeader: true,
    render: (user) => (
      <Link href={`/edit-user/${encodeURIComponent(user.user_id)}`}>{nameOf(user)}</Link>
    ),
  },
  {
    id: 'cuit',
    title: 'CUIT',
    render: (user) => <span className={noWrap}>{user.cuit ? formatCuit(user.cuit) : '—'}</span>,
  },
  {
    id: 'email',
    title: 'E-mail',
    render: (user) => <span className={breakAnywhere}>{user.email}</span>,
  },
  {
    id: 'estado_usuario',
    title: 'Estado',
    render: (user) => statusOf('estado_usuario', user.estado_usuario),
  },
  {
    id: 'estado_monotributo',
    title: 'Monotributo',
    render: (user) => statusOf('estado_monotributo', user.estado_monotributo),
  },
  { id: 'estado_pago', title: 'Pago', render: (user) => statusOf('estado_pago', user.estado_pago) },
  { id: 'estado_cbu', title: 'CBU', render: (user) => statusOf('estado_cbu', user.estado_cbu) },
  { id: 'plan', title: 'Plan', render: (user) => user.plan ?? '—' },
  {
    id: 'fecha_inicio',
    title: 'Fecha inicio',
    render: (user) => <span className={noWrap}>{formatFechaInicio(user.fecha_inicio)}</span>,
  },
];

/** Props of {@link UserTable}. */
export type UserTableProps = {
  /** The table's accessible name (the tab's label). */
  readonly label: string;
  readonly users: readonly User[];
  /** Page sizes offered; the first is the default. */
  readonly pageSizes: readonly number[];
  /** What the table says when there are no users. */
  readonly empty: string;
};

/** A table of users (see {@link userColumns}), paged on screen, cards on a phone. */
export function UserTable({ label, users, pageSizes, empty }: UserTableProps) {
  return (
    <DataTable<User>
      aria-label={label}
      rows={users}
      rowKey={(user) => user.user_id}
      columns={userColumns}
      pageSizeOptions={pageSizes}
      defaultPageSize={pageSizes[0]}
      density="compact"
      cardsBelow="lg"
      emptyState={empty}
    />
  );
}
