import type { AuditedTable } from '@liqui/api-client';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log of the admin's changes to the tax reference tables, plans and user records
 * (issue 4; users: issue 14 item 2, one row per changed field, `row_key` the user id; issue 4, "every
 * change is recorded in an audit table (who, when, table, key, old and new values)"). One row per
 * accepted write, inserted in the same transaction as the change, so a change without its audit
 * row (or the reverse) cannot exist. Read with `GET /api/audit` (admin only; `modules/audit/`).
 *
 * `old_values` / `new_values` hold the row before and after under its wire names, money as exact
 * decimal strings as stored (`"12009410.45"`), never binary floats.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Increasing id: the newest change has the highest. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The actor's user id (the token's `sub`). */
    actorUserId: text('actor_user_id').notNull(),
    /** The actor's e-mail at the time of the change. */
    actorEmail: text('actor_email').notNull(),
    /** When the change was made (the service's clock). */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The SQL table changed, e.g. `monotributo_categories` (one of `auditedTables`). */
    tableName: text('table_name').$type<AuditedTable>().notNull(),
    /** The changed row's key as text: `A`, `7`, `aporte_OS`, `plus`, `CORDOBA/A`. */
    rowKey: text('row_key').notNull(),
    /** The row before the change. */
    oldValues: jsonb('old_values').$type<Record<string, unknown>>().notNull(),
    /** The row after the change. */
    newValues: jsonb('new_values').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_table_id').on(table.tableName, table.id),
    /** One user's history (`GET /root/users/{userId}/history`): table `users`, key the user id. */
    index('audit_log_table_row_id').on(table.tableName, table.rowKey, table.id),
  ],
);
