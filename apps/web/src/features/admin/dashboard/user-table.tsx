import { formatCuit, formatFechaInicio, type User } from '@liqui/domain';
import { type DataColumn, DataTable, Link } from '@liqui/ui';

/** The name a row shows: 'Apellido, Nombre', or the e-mail when the record has no name. */
function nameOf(user: User): string {
  const name = [user.apellido, user.nombre].filter((part) => part && part.trim() !== '').join(', ');
  return name === '' ? user.email : name;
}

/**
 * The columns of the dashboard's user tables: the user (a link to /edit-user/{user_id}, Spec 03
 * §2), CUIT (`20-11111111-2`), e-mail, phone, the four statuses, plan and payment start
 * (`DD/MM/YYYY` or 'Sin fecha', `formatFechaInicio`).
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
  { id: 'cuit', title: 'CUIT', render: (user) => (user.cuit ? formatCuit(user.cuit) : '—') },
  { id: 'email', title: 'E-mail', render: (user) => user.email },
  { id: 'telefono', title: 'Teléfono', render: (user) => user.telefono ?? '—' },
  { id: 'estado_usuario', title: 'Usuario (estado)', render: (user) => user.estado_usuario ?? '—' },
  {
    id: 'estado_monotributo',
    title: 'Monotributo',
    render: (user) => user.estado_monotributo ?? '—',
  },
  { id: 'estado_pago', title: 'Pago', render: (user) => user.estado_pago ?? '—' },
  { id: 'estado_cbu', title: 'CBU', render: (user) => user.estado_cbu ?? '—' },
  { id: 'plan', title: 'Plan', render: (user) => user.plan ?? '—' },
  {
    id: 'fecha_inicio',
    title: 'Fecha inicio',
    render: (user) => formatFechaInicio(user.fecha_inicio),
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
