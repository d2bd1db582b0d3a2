import { compareFechaInicio, messages } from '@liqui/domain';
import { Alert, Button, Inline, Spinner, Stack } from '@liqui/ui';
import { useMemo } from 'react';
import { useApi } from '../../../session/api-context';
import { useApiPages } from '../../../session/api-query';
import { CsvButton } from './csv-button';
import { usersPerRequest } from './dashboard-tabs';
import { UserTable } from './user-table';
import { fetchAllUsers, type UserFilter } from './users-csv';

/** Props of {@link UserListPanel}. */
export type UserListPanelProps = {
  /** The tab's label: names the table and the CSV button. */
  readonly label: string;
  /** The tab's id: names the CSV file (`usuarios-<id>-<aaaa-mm-dd>.csv`). */
  readonly id: string;
  /** The query (`{}` for every user). */
  readonly filter: UserFilter;
  /** Page sizes offered; the first is the default. */
  readonly pageSizes: readonly number[];
  /** The empty state. */
  readonly empty: string;
  /**
   * Whether the rows loaded are shown by payment start, oldest first, missing dates last
   * (`compareFechaInicio`, Spec 03 §9) — the status tabs, work lists where the longest waiting
   * comes first; 'Todos' keeps the server's order (newest sign-up first).
   * @default false
   */
  readonly isSortedByFechaInicio?: boolean;
};

/**
 * One user list of the admin dashboard (a status tab or 'Todos'): `GET /root/users` through SWR
 * in pages of {@link usersPerRequest} by cursor, a table paged on screen, 'Cargar más usuarios'
 * while the server has more, and 'Descargar CSV' with every user of the list (pages of 300).
 * A spinner while the first page loads; 'Ocurrio un error' when it fails (Spec 03 §8).
 */
export function UserListPanel({
  label,
  id,
  filter,
  pageSizes,
  empty,
  isSortedByFechaInicio = false,
}: UserListPanelProps) {
  const api = useApi();
  const pages = useApiPages('listUsers', usersPerRequest, { filter });
  const { data, error, size, setSize, isValidating } = pages;
  const users = useMemo(() => {
    if (data === undefined) return undefined;
    const loaded = data.flatMap((page) => page.users);
    return isSortedByFechaInicio
      ? [...loaded].sort((a, b) => compareFechaInicio(a.fecha_inicio, b.fecha_inicio))
      : loaded;
  }, [data, isSortedByFechaInicio]);
  const hasMore = data !== undefined && (data.at(-1)?.last ?? null) !== null;

  if (users === undefined) {
    return error !== undefined && error !== null ? (
      <Alert tone="critical">{messages['users.loadError']}</Alert>
    ) : (
      <Spinner label={`Cargando ${label}`} isLabelVisible />
    );
  }
  return (
    <Stack space="medium">
      <Inline space="small">
        <CsvButton
          list={id}
          label={`Descargar CSV de ${label}`}
          load={() => fetchAllUsers(api, filter)}
        />
      </Inline>
      <UserTable label={label} users={users} pageSizes={pageSizes} empty={empty} />
      {hasMore ? (
        <Inline space="small">
          <Button
            variant="secondary"
            isPending={isValidating}
            onPress={() => void setSize(size + 1)}
          >
            Cargar más usuarios
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
