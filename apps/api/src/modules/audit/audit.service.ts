import {
  type AuditEntry,
  type AuditedTable,
  type AuditQuery,
  auditLimits,
  type UserChange,
  type UserHistory,
  type UserHistoryQuery,
  userHistoryLimits,
} from '@liqui/api-client';
import { messages } from '@liqui/domain';
import { and, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { invalid } from '../../service-error.js';

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
 * A stored audit value as the wire's `UserChange` value: a user's audit rows hold wire values only
 * (`users.service` records the changed fields of `User`: text, number, yes/no or null), so
 * anything else (absent) reads as `null`.
 */
function wireValueOf(value: unknown): UserChange['old_value'] {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

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
      old_values: row.oldValues,
      new_values: row.newValues,
    }));
  }

  /**
   * `GET /root/users/{userId}/history`: the staff changes of one user, newest first, one entry per
   * changed field (the `users` entries of the log, see `applyStaffChanges` in the users service),
   * at most `query.limit` (default {@link userHistoryLimits}.default) per page. The cursor `last`
   * is the id of the previous page's last entry as text; a cursor that is not a positive integer
   * is refused with 400 'Dato inválido' at `last`. An unknown user has an empty history.
   * Served by the index `audit_log_table_row_id` (table, row key, id).
   */
  async function listUserHistory(userId: string, query: UserHistoryQuery): Promise<UserHistory> {
    const limit = query.limit ?? userHistoryLimits.default;
    let before: number | undefined;
    if (query.last !== undefined) {
      if (!/^[1-9]\d{0,9}$/.test(query.last) || Number(query.last) > 2_147_483_647) {
        throw invalid(
          [{ path: 'last', message: messages['validation.invalid'] }],
          messages['validation.failed'],
        );
      }
      before = Number(query.last);
    }
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tableName, 'users'),
          eq(auditLog.rowKey, userId),
          before === undefined ? undefined : lt(auditLog.id, before),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const changes = page.flatMap((row): UserChange[] => {
      const oldValues = row.oldValues;
      const newValues = row.newValues;
      return Object.keys(newValues).map((field) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_user_id: row.actorUserId,
        actor_email: row.actorEmail,
        field,
        old_value: wireValueOf(oldValues[field]),
        new_value: wireValueOf(newValues[field]),
      }));
    });
    const lastRow = page.at(-1);
    return { changes, last: rows.length > limit && lastRow ? String(lastRow.id) : null };
  }

  return { list, listUserHistory };
}
