import {
  BATCH_ROWS_PAGE_DEFAULT_LIMIT,
  type BatchRowsPage,
  type BatchRowsQuery,
} from '@liqui/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatchRows } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { stagingSummary, visibleBatch } from './queries.js';
import { rowResultOf } from './rows.js';

/**
 * `GET /root/batch/{batchId}/rows?limit=&after=&outcome=` (contract `listBatchRows`; issue 24
 * item 2): a page of the batch's staged rows in `fila` order (keyset on the primary key
 * (batch_id, fila): rows after `after`), `limit` 1–500 (default 100), only `outcome` when given;
 * each row as `rowResultOf` (the invoice id once the batch is `CONFIRMADO`). `nextAfter` is the
 * page's last `fila` when more may follow, `null` on the last page. The summary counts every
 * staged row, whatever the filter.
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
 */
export async function listRows(
  deps: { db: Db },
  input: { principal: Principal; batchId: string; query: BatchRowsQuery },
): Promise<BatchRowsPage> {
  const { db } = deps;
  const { query } = input;
  const batch = await visibleBatch(db, input.principal, input.batchId);
  const limit = query.limit ?? BATCH_ROWS_PAGE_DEFAULT_LIMIT;
  const rows = await db
    .select()
    .from(invoiceBatchRows)
    .where(
      and(
        eq(invoiceBatchRows.batchId, batch.batchId),
        query.after === undefined ? undefined : gt(invoiceBatchRows.fila, query.after),
        query.outcome === undefined ? undefined : eq(invoiceBatchRows.outcome, query.outcome),
      ),
    )
    .orderBy(asc(invoiceBatchRows.fila))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const isConfirmed = batch.estado === 'CONFIRMADO';
  return {
    rows: page.map((row) => rowResultOf(row, isConfirmed)),
    nextAfter: rows.length > limit ? (page.at(-1)?.fila ?? null) : null,
    summary: await stagingSummary(db, batch.batchId),
  };
}
