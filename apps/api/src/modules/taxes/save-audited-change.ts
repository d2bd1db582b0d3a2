import type { AuditedTable } from '@liqui/api-client';
import { messages } from '@liqui/domain';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import { recordChange, storedValues } from '../audit/audit.service.js';

/** The Spanish 404 messages of a write whose key does not exist, by key (catalogue `taxes.*`). */
export const notFoundMessages = {
  categoria: messages['taxes.categoriaNotFound'],
  mes: messages['taxes.mesNotFound'],
  nombre: messages['taxes.nombreNotFound'],
  planId: messages['taxes.planNotFound'],
  iibb: messages['taxes.iibbNotFound'],
} as const;

/** What an audited write needs. */
export type AuditedChangeDeps = {
  db: Db;
  /** The clock of the audit row. */
  now: () => Date;
  /** Called once the change has committed (the service's `onChange` listeners). */
  committed: () => void;
};

/** One audited write of one row of `table`. */
export type AuditedChange<Row extends Record<string, unknown>> = {
  actor: Principal;
  table: AuditedTable;
  schemaTable: Parameters<typeof storedValues>[0];
  /** The audit row's key (the row's key as text: `A`, `3`, `plan-1`, `Buenos Aires/A`). */
  rowKey: string;
  /** The 404 message when there is no such row (one of {@link notFoundMessages}). */
  notFoundMessage: string;
  /** Reads the row FOR UPDATE. */
  read: (tx: Db) => Promise<Row | undefined>;
  /** Throws a `ServiceError` to refuse the change once the stored row is known. */
  check?: (current: Row) => void;
  /** Writes the row and returns it as saved. */
  write: (tx: Db) => Promise<Row | undefined>;
};

/**
 * One audited write (issue 4: "every change is recorded in an audit table"): in a
 * transaction, reads the row FOR UPDATE, checks it, writes it, and inserts the audit row
 * (`audit_log`) with the stored values before and after; once committed, calls
 * `deps.committed`. A refused write changes nothing and audits nothing.
 *
 * @returns the row as saved.
 * @throws ServiceError `not_found` with `notFoundMessage` when there is no such row; whatever
 *   `check` throws (`validation`).
 */
export async function saveAuditedChange<Row extends Record<string, unknown>>(
  deps: AuditedChangeDeps,
  change: AuditedChange<Row>,
): Promise<Row> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await change.read(tx);
    if (!before) throw notFound(change.notFoundMessage);
    change.check?.(before);
    const after = await change.write(tx);
    if (!after) throw notFound(change.notFoundMessage);
    await recordChange(tx, {
      actor: change.actor,
      at: deps.now(),
      table: change.table,
      rowKey: change.rowKey,
      oldValues: storedValues(change.schemaTable, before),
      newValues: storedValues(change.schemaTable, after),
    });
    return after;
  });
  deps.committed();
  return saved;
}
