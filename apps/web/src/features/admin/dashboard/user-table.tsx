import { formatCuit, formatFechaInicio, type User } from '@liqui/domain';
import { type DataColumn, DataTable, Link } from '@liqui/ui';
import { Fragment, type ReactNode } from 'react';
import { breakAnywhere, noWrap } from './dashboard.css';

/** The name a row shows: 'Apellido, Nombre', or the e-mail when the record has no name. */
function nameOf(user: User): string {
  const name = [user.apellido, user.nombre].filter((part) => part && part.trim() !== '').join(', ');
  return name === '' ? user.email : name;
}

/**
 * A status value as the spec writes it (`PENDIENTE_REVISION`), allowed to wrap after each
 * underscore so long values (`ERROR_CLAVE_FISCAL_NIVEL_1`) do not widen the table.
 */
function statusOf(value: string | null | undefined): ReactNode {
  if (!value) return '—';
  return value.split('_').map((part, index, parts) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
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
  { id: 'estado_usuario', title: 'Estado', render: (user) => statusOf(user.estado_usuario) },
  {
    id: 'estado_monotributo',
    title: 'Monotributo',
    render: (user) => statusOf(user.estado_monotributo),
  },
  { id: 'estado_pago', title: 'Pago', render: (user) => statusOf(user.estado_pago) },
  { id: 'estado_cbu', title: 'CBU', render: (user) => statusOf(user.estado_cbu) },
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
