import {
  type AuditEntry,
  type AuditedTable,
  type AuditQuery,
  auditLimits,
} from '@liqui/api-client';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { Principal } from '../../principal.js';

/**
 * The audit log of the tax reference tables and plans (issue 4: "every change is recorded in an
 * audit table (who, when, table, key, old and new values) and `GET /api/audit?table=...` lets an
 * admin read it"). Not in the spec: its call is one of Liqui's own in the `@liqui/api-client`
 * contract (`listAuditEntries`, with the `AuditQuery` and `AuditEntry` structs).
 */

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
