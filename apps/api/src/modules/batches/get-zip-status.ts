import type { BatchZipStatus } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatchZips } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { visibleBatch } from './queries.js';

/**
 * `GET /root/batch/{batchId}/zip` (contract `getBatchZipStatus`; Spec 03 §4 "ZIP flow"): the
 * ZIP's state `{ estado, done, total }` (`running`, `ready`, `failed`; PDFs written of the
 * EMITTED count); `none` (0 of 0) when never asked.
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
 */
export async function getZipStatus(
  deps: { db: Db },
  input: { principal: Principal; batchId: string },
): Promise<BatchZipStatus> {
  const batch = await visibleBatch(deps.db, input.principal, input.batchId);
  const [row] = await deps.db
    .select()
    .from(invoiceBatchZips)
    .where(eq(invoiceBatchZips.batchId, batch.batchId))
    .limit(1);
  if (!row) return { estado: 'none', done: 0, total: 0 };
  return { estado: row.estado, done: row.done, total: row.total };
}
