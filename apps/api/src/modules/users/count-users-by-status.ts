import {
  type AdminDashboardCounts,
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  type UserStatusField,
} from '@liqui/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { zerosOf } from '../../narrow.js';

/**
 * `GET /root/admindashboard` (contract `getAdminDashboardCounts`; Spec 03 §4 "Admin dashboard
 * counts", §7; issue 14 item 1): how many user records hold each value of `estado_usuario`,
 * `estado_monotributo`, `estado_pago` and `estado_cbu` — one `GROUP BY GROUPING SETS` query, a
 * single pass over the table whatever its size (about 100,000 rows in tens of milliseconds,
 * `bench/src/admin-users.ts`), never a load of the users. Every value of the closed lists is
 * present (0 when nobody has it); a null `estado_cbu` (no CBU given) is not counted. Decision:
 * every user record counts (taxpayers, lite users, company and staff accounts alike: the table
 * has no staff marker; staff records keep the new-user statuses).
 */
export async function countUsersByStatus(deps: { db: Db }): Promise<AdminDashboardCounts> {
  const { estadoUsuario, estadoMonotributo, estadoPago, estadoCbu } = users;
  const rows = await deps.db
    .select({
      field: sql<UserStatusField>`case
        when grouping(${estadoUsuario}) = 0 then 'estado_usuario'
        when grouping(${estadoMonotributo}) = 0 then 'estado_monotributo'
        when grouping(${estadoPago}) = 0 then 'estado_pago'
        else 'estado_cbu' end`,
      value: sql<
        string | null
      >`coalesce(${estadoUsuario}, ${estadoMonotributo}, ${estadoPago}, ${estadoCbu})`,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .groupBy(
      sql`grouping sets ((${estadoUsuario}), (${estadoMonotributo}), (${estadoPago}), (${estadoCbu}))`,
    );
  const counts: AdminDashboardCounts = {
    estado_usuario: zerosOf(estadosUsuario),
    estado_monotributo: zerosOf(estadosMonotributo),
    estado_pago: zerosOf(estadosPago),
    estado_cbu: zerosOf(estadosCbu),
  };
  for (const { field, value, count } of rows) {
    const byValue: Record<string, number> | undefined = counts[field];
    if (byValue !== undefined && value !== null && value in byValue) {
      byValue[value] = Number(count);
    }
  }
  return counts;
}
