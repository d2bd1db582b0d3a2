import { formatMessage } from '@liqui/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatchZips } from '../../db/schema.js';
import type { FileStore } from '../../integrations/blob/index.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';
import { batchZipKey } from './files.js';
import { emittedFingerprint, visibleBatch } from './queries.js';

/** What {@link requestZip} needs. */
export type RequestZipDeps = {
  db: Db;
  /** Tells whether the ZIP is stored. */
  files: Pick<FileStore, 'exists'>;
  /** Queues the ZIP job (`jobs/batch-zip-worker.ts`) in the decision's transaction. */
  jobs: Pick<JobQueuePort, 'start' | 'enqueueBatchZip'>;
  /** The clock (`updated_at` of the ZIP's state). */
  now: () => Date;
};

/**
 * `GET /pdf?batchId=` (contract `requestBatchZip`; Spec 03 §4 "ZIP flow", §7; issue 15 item 5):
 * starts building the batch's ZIP of the PDFs of its EMITTED invoices
 * (`jobs/batch-zip-worker.ts`), unless it is being built (`running`: nothing to do) or it is
 * `ready`, in the file store, and the batch's EMITTED invoices have not changed since (same
 * `emittedFingerprint`). Otherwise the state becomes `running` (0 of the EMITTED count) and the
 * job is queued in the same transaction. A conditional upsert decides, so two requests together
 * queue one build.
 *
 * @returns `{ message: 'Generando el archivo zip' }` (HTTP 200) whatever was decided; the page
 *   polls `get-zip-status.ts`.
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
 */
export async function requestZip(
  deps: RequestZipDeps,
  input: { principal: Principal; batchId: string },
): Promise<{ message: string }> {
  const { db, files, jobs, now } = deps;
  const batch = await visibleBatch(db, input.principal, input.batchId);
  const { fingerprint, total } = await emittedFingerprint(db, batch.batchId);
  const isStored = await files.exists(batchZipKey(batch.batchId));
  await jobs.start();
  await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(invoiceBatchZips)
      .values({
        batchId: batch.batchId,
        estado: 'running',
        done: 0,
        total,
        fingerprint,
        updatedAt: now(),
      })
      .onConflictDoUpdate({
        target: invoiceBatchZips.batchId,
        set: { estado: 'running', done: 0, total, fingerprint, updatedAt: now() },
        setWhere: isStored
          ? sql`${invoiceBatchZips.estado} <> 'running' and not (${invoiceBatchZips.estado} = 'ready' and ${invoiceBatchZips.fingerprint} = ${fingerprint})`
          : sql`${invoiceBatchZips.estado} <> 'running'`,
      })
      .returning({ batchId: invoiceBatchZips.batchId });
    if (started) await jobs.enqueueBatchZip(batch.batchId, { tx });
  });
  return { message: formatMessage('zip.started') };
}
