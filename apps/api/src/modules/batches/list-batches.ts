import type { BatchList, BatchListQuery } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatches } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { batchPage } from './queries.js';
import { seesEveryBatch } from './rules.js';

/**
 * `GET /root/batch?limit=&last=` (contract `listBatches`; Spec 03 §7; issue 15 item 3): the
 * admin's view is every batch; a company admin's its own company's. Newest first, paged by
 * `batch_id` (`last` the previous page's last id; `limit` 1–100), counters counted from the
 * invoices ({@link batchPage}).
 */
export function listBatches(
  deps: { db: Db },
  input: { principal: Principal; query: BatchListQuery },
): Promise<BatchList> {
  const { principal, query } = input;
  return batchPage(
    deps.db,
    seesEveryBatch(principal) ? undefined : eq(invoiceBatches.companyUserId, principal.userId),
    query,
  );
}
