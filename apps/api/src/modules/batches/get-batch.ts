import type { Batch } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { batchCounters, visibleBatch } from './queries.js';
import { toBatch } from './rows.js';

/**
 * `GET /root/batch/{batchId}` (contract `getBatch`; Spec 03 §7): one batch with its counters
 * counted from its invoices (polled by the batch view); also the answer of
 * `process-batch.ts`.
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's).
 */
export async function getBatch(
  deps: { db: Db },
  input: { principal: Principal; batchId: string },
): Promise<Batch> {
  const batch = await visibleBatch(deps.db, input.principal, input.batchId);
  const [counted] = await deps.db
    .select(batchCounters)
    .from(invoices)
    .where(eq(invoices.batchId, batch.batchId));
  return toBatch(batch, counted ?? { total: 0, approved: 0, rejected: 0 });
}
