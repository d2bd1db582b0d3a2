import type { AdminDashboardCounts, UserList, UserListQuery } from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { JsonBody } from '../../http/json-answer.js';
import { countUsersByStatus } from './count-users-by-status.js';
import { listUsers } from './list-users.js';

/**
 * The admin dashboard's reads over the user records (Spec 03 §2 "Admin dashboard", §4 "Admin
 * dashboard counts", §7 "Users and admin dashboard"; issue 14 item 1): the counts by status and
 * the user list behind the tabs, the search and 'Todos'. Both are SQL over the indexes of
 * `db/schema/users.ts`, never a load of every user (see `README.md`).
 */
export type AdminUsersService = {
  /** `GET /root/admindashboard` (`count-users-by-status.ts`). */
  countByStatus(): Promise<AdminDashboardCounts>;
  /** `GET /root/users` (`list-users.ts`). */
  list(query: UserListQuery): Promise<JsonBody<UserList>>;
};

/**
 * The admin dashboard's reads.
 *
 * @param deps.database - the open, migrated database.
 */
export function createAdminUsersService(deps: { database: Database }): AdminUsersService {
  const { db } = deps.database;
  return {
    countByStatus: () => countUsersByStatus({ db }),
    list: (query) => listUsers({ db }, { query }),
  };
}
