import type { BatchList, BatchListQuery } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatches } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { forbidden } from '../../service-error.js';
import { batchPage } from './queries.js';
import { seesEveryBatch } from './rules.js';

/**
 * `GET /root/batch/admin/{userId}?limit=&last=` (contract `listCompanyBatches`; Spec 03 §7): the
 * batches of the company account `userId` (an unknown account has none), newest first, paged as
 * `list-batches.ts`. The admin reads any; a company admin only its own.
 *
 * @throws ServiceError `forbidden` a company admin asking for another account.
 */
export async function listCompanyBatches(
  deps: { db: Db },
  input: { principal: Principal; userId: string; query: BatchListQuery },
): Promise<BatchList> {
  const { principal, userId, query } = input;
  if (!seesEveryBatch(principal) && userId !== principal.userId) throw forbidden();
  return batchPage(deps.db, eq(invoiceBatches.companyUserId, userId), query);
}
