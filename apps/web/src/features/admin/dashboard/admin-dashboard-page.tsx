import { Stack, Tabs } from '@liqui/ui';
import { PageHeading } from '../../../shared/page-heading';
import { allUsersPageSizes, tabPageSizes, userTabs } from './dashboard-tabs';
import { SearchPanel } from './search-panel';
import { StatusCounts } from './status-counts';
import { UserListPanel } from './user-list-panel';

/** The empty filter of 'Todos' (every user), kept stable for SWR's key. */
const everyUser = {};

/**
 * /admin, the admin dashboard (Spec 03 §2 "Admin dashboard", §4, §7, §8, §9; issue 14 item 1):
 * the count cards, then seven tabs — 1 Pendientes de Alta, 2 Usuarios incompletos, 3 Pedidos de
 * Baja, 4 Pagos vencidos, 5 Pendientes adhesión (5 rows per page, 5/10/20/50/100), 6 Buscar
 * Usuario, 7 Todos (10/20/50/100) — each with its CSV. Each row links to /edit-user/{user_id}.
 * Read-only: the operador sees the same screen (it has nothing to write here).
 */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="General" />
      <Stack space="xlarge">
        <StatusCounts />
        <Tabs
          aria-label="Listados de usuarios"
          items={[
            ...userTabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <UserListPanel
                  id={tab.id}
                  label={tab.label}
                  filter={tab.filter}
                  pageSizes={tabPageSizes}
                  empty={tab.empty}
                  isSortedByFechaInicio
                />
              ),
            })),
            { id: 'buscar-usuario', label: 'Buscar Usuario', content: <SearchPanel /> },
            {
              id: 'todos',
              label: 'Todos',
              content: (
                <UserListPanel
                  id="todos"
                  label="Todos"
                  filter={everyUser}
                  pageSizes={allUsersPageSizes}
                  empty="No hay usuarios."
                />
              ),
            },
          ]}
        />
      </Stack>
    </>
  );
}
