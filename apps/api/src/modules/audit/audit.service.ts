import { fromQueryNumber } from '@liqui/domain';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  enums,
  type Infer,
  integer,
  max,
  min,
  object,
  optional,
  record,
  string,
  unknown,
} from 'superstruct';
import type { Database, Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { Principal } from '../../http/auth.js';

/**
 * The audit log of the tax reference tables and plans (issue 4: "every change is recorded in an
 * audit table (who, when, table, key, old and new values) and `GET /api/audit?table=...` lets an
 * admin read it"). Not part of the spec's contract (`@liqui/api-client`): the issue asks for it,
 * so its wire shape is defined here ({@link AuditEntry}).
 */

/** The tables whose changes are audited (SQL names): the `table` values `GET /api/audit` takes. */
export const auditedTables = [
  'monotributo_categories',
  'due_dates',
  'other_taxes',
  'plans',
  'iibb_rows',
] as const;
/** An audited table's SQL name. */
export type AuditedTable = (typeof auditedTables)[number];

/** Most entries one `GET /api/audit` returns, and how many when `limit` is not given. */
export const auditLimits = { max: 200, default: 50 } as const;

/**
 * The query of `GET /api/audit`: `table` (one of {@link auditedTables}; all tables when absent)
 * and `limit` (1–200, default 50; text in the URL).
 */
export const AuditQuery = object({
  table: optional(enums(auditedTables)),
  limit: optional(fromQueryNumber(max(min(integer(), 1), auditLimits.max))),
});
/** The query of `GET /api/audit` (see the {@link AuditQuery} struct). */
export type AuditQuery = Infer<typeof AuditQuery>;

/**
 * One audit entry on the wire:
 * - `id`: increasing (newest highest); `at`: ISO 8601 UTC instant of the change;
 * - `user_id`, `email`: who made it;
 * - `table`: the SQL table (see {@link auditedTables}); `row_key`: the row's key as text
 *   (`A`, `7`, `aporte_OS`, `plus`, `CORDOBA/A`);
 * - `old_values`, `new_values`: the row before and after under its SQL column names (equal to the
 *   wire names, `planId` → `plan_id`), money as exact decimal strings as stored (`"12009410.45"`).
 */
export const AuditEntry = object({
  id: min(integer(), 1),
  at: string(),
  user_id: string(),
  email: string(),
  table: string(),
  row_key: string(),
  old_values: record(string(), unknown()),
  new_values: record(string(), unknown()),
});
/** One audit entry (see the {@link AuditEntry} struct). */
export type AuditEntry = Infer<typeof AuditEntry>;

/** What {@link recordChange} writes. */
export type AuditChange = {
  actor: Principal;
  at: Date;
  table: AuditedTable;
  rowKey: string;
  oldValues: Record<string, unknown>;
  newValues: Record<string, unknown>;
};

/**
 * Inserts one audit row. Call it with the transaction that makes the change, so both are
 * committed or neither is.
 */
export async function recordChange(tx: Db, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: change.actor.userId,
    actorEmail: change.actor.email,
    at: change.at,
    tableName: change.table,
    rowKey: change.rowKey,
    oldValues: change.oldValues,
    newValues: change.newValues,
  });
}

/**
 * A drizzle row of `table` under its SQL column names, values as stored (numeric as decimal
 * strings, dates as `YYYY-MM-DD`): the `old_values` / `new_values` of an audit row.
 */
export function storedValues(
  table: PgTable,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key in row) values[column.name] = row[key] ?? null;
  }
  return values;
}

/** The audit service (see {@link createAuditService}). */
export type AuditService = ReturnType<typeof createAuditService>;

/** Reads the audit log of `database`. */
export function createAuditService(deps: { database: Database }) {
  const { db } = deps.database;

  /**
   * `GET /api/audit`: the newest entries first (by id), of one table when `query.table` is given,
   * at most `query.limit` (default {@link auditLimits}.default).
   */
  async function list(query: AuditQuery): Promise<AuditEntry[]> {
    const rows = await db
      .select()
      .from(auditLog)
      .where(query.table === undefined ? undefined : eq(auditLog.tableName, query.table))
      .orderBy(desc(auditLog.id))
      .limit(query.limit ?? auditLimits.default);
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      user_id: row.actorUserId,
      email: row.actorEmail,
      table: row.tableName,
      row_key: row.rowKey,
      old_values: row.oldValues as Record<string, unknown>,
      new_values: row.newValues as Record<string, unknown>,
    }));
  }

  return { list };
}
