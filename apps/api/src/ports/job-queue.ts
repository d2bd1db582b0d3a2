import type { Db } from '../db/client.js';

/**
 * The job queue as the modules see it (issue 28 item 6): queue a job in the request's transaction
 * and wake the workers after it commits. pg-boss implements it (`jobs/queue.ts`, `JobQueue`); the
 * modules import this port, never the jobs folder, which sits above them (it runs their use
 * cases). The queue names and retry rules are the implementation's.
 */

/** Options of {@link JobQueuePort.enqueueEmission}. */
export type EnqueueOptions = {
  /**
   * A drizzle transaction to insert the job in, so the job exists if and only if the transaction
   * commits (the invoice's PENDING_AFIP status and its job are written together).
   */
  tx?: Db;
};

/** What the modules may ask of the job queue (see `createJobQueue` in `jobs/queue.ts`). */
export type JobQueuePort = {
  /**
   * Starts pg-boss: installs or migrates its `pgboss` schema, creates the queues (each once per
   * key, `ensureExclusive`), arms its maintenance. Idempotent; concurrent callers share one
   * start. Called lazily by {@link JobQueuePort.enqueueEmission} and by the workers.
   *
   * @throws when the database cannot be reached or pg-boss cannot install its schema.
   */
  start(): Promise<void>;
  /**
   * Queues the emission of `invoiceId` (queue `invoice-emission`, once per key with
   * `singletonKey` = the invoice id: while one job of the invoice is queued, retrying or active,
   * another request adds nothing). Starts the queue first when needed.
   *
   * With `tx`, call {@link JobQueuePort.start} BEFORE opening the transaction: on PGlite (one session)
   * a start inside the transaction would wait for the transaction forever.
   *
   * @returns the job id, or `null` when the invoice already had a job waiting or running.
   * @throws Error when `tx` is given and the queue was not started; Error after `stop`.
   */
  enqueueEmission(invoiceId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the emissions of `invoiceIds` in ONE insert (a batch part of up to 500 invoices, issue
   * 15 item 3), with the same queue, key and retry options as {@link JobQueuePort.enqueueEmission};
   * an invoice that already has a job waiting or running gets none. Same rules for `tx`.
   */
  enqueueEmissions(invoiceIds: readonly string[], options?: EnqueueOptions): Promise<void>;
  /**
   * Queues the ZIP of batch `batchId` (queue `batch-zip`, once while one is waiting or
   * running). Same rules as {@link JobQueuePort.enqueueEmission} for `tx`.
   */
  enqueueBatchZip(batchId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the debt refresh of `userId` (queue `debt-refresh`, once: while one of the
   * user's refreshes is queued, retrying or active, another request adds nothing). Same rules as
   * {@link JobQueuePort.enqueueEmission} for `tx` (start the queue before the transaction).
   *
   * @returns the job id, or `null` when the user already had a refresh waiting or running.
   * @throws Error when `tx` is given and the queue was not started; Error after `stop`.
   */
  enqueueDebtRefresh(userId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the extraction of document `documentId` (queue `document-extraction`, once:
   * while its job is queued, retrying or active, another request adds nothing). Same rules as
   * {@link JobQueuePort.enqueueEmission} for `tx` (start the queue before the transaction).
   *
   * @returns the job id, or `null` when the document already had a job waiting or running.
   */
  enqueueDocumentExtraction(documentId: number, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Wakes this process's emission workers so they fetch at once instead of at their next poll.
   * Call it after the transaction that queued a job has committed (before, the job is not visible
   * yet). Does nothing without workers.
   */
  notifyEmissionWorkers(): void;
};
