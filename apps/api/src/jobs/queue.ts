import { sql } from 'drizzle-orm';
import {
  type Db as BossDatabase,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  PgBoss,
} from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import type { Logger } from '../logger.js';

/**
 * The background job queue of the API: pg-boss 12 over the app's own database (STACK.md "PGlite":
 * pg-boss runs on PGlite through its `fromPglite` adapter with `backend: 'pglite'`, and on
 * PostgreSQL over the app's pool). pg-boss keeps its tables in the `pgboss` schema, which it
 * installs and migrates itself on the first {@link JobQueue.start}.
 *
 * Four queues ({@link batchZipQueue} too, the ZIP of a batch's PDFs): {@link invoiceEmissionQueue}, the idempotent emission of an invoice to ARCA
 * (`modules/invoices/emission.ts`, ARCHITECTURE.md "Rules the server owns"; issue 5),
 * {@link debtRefreshQueue}, the read of a taxpayer's monotributo debt (`jobs/debt-worker.ts`;
 * issue 12 item 9), and {@link documentExtractionQueue}, the document-control extraction bot
 * (`jobs/extraction-worker.ts`; issue 16 item 4).
 */

/** The queue of invoice emissions; one job per invoice (`singletonKey` = invoice id). */
export const invoiceEmissionQueue = 'invoice-emission';

/**
 * The queue of debt refreshes (`GET /bot/debt/`); at most one waiting or running job per user
 * (`singletonKey` = user id, policy `exclusive`): the logins of a burst add nothing.
 */
export const debtRefreshQueue = 'debt-refresh';

/**
 * The queue of the extraction bot (issue 16 item 4: the issue asks for pg-boss, and it is the
 * repo's queue too): one job per uploaded document (`singletonKey` = document id, policy
 * `exclusive`: a second request while one is waiting or running adds nothing).
 */
export const documentExtractionQueue = 'document-extraction';

/**
 * The queue of batch ZIPs (issue 15 item 5, `jobs/batch-zip-worker.ts`): one job per batch
 * (`singletonKey` = batch id, policy `exclusive`: while one is waiting or running, another request
 * adds nothing).
 */
export const batchZipQueue = 'batch-zip';

/**
 * Retries of a batch ZIP: 2 retries (30 s, 60 s), then the ZIP stays `failed` and the user asks
 * again. The worker's pg-boss heartbeat touches a running job every 15 s (`heartbeatSeconds` 30):
 * a job whose process died mid-build (its state stays `running`) is failed by pg-boss's supervisor
 * within a pass (`superviseIntervalSeconds`, 60 s) of its last heartbeat and retried, instead of
 * waiting for the 30 min expiry that still bounds a build that hangs.
 */
const batchZipOptions = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 1800,
  heartbeatSeconds: 30,
  retentionSeconds: 24 * 3600,
} as const;

/**
 * Retries of an extraction: bounded (3 retries, 15 s, 30 s, 60 s), then the job is dropped and the
 * document stays where the bot left it (RECEIVED or CLASSIFIED: staff review it by hand). A job
 * active for more than 5 min (its process died mid-run, OCR of 5 pages takes well under a
 * minute) is expired by pg-boss's supervisor and retried by another fetch.
 */
const documentExtractionOptions = {
  retryLimit: 3,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 300,
  retentionSeconds: 7 * 24 * 3600,
} as const;

/**
 * Retries of a debt refresh whose source could not be reached: 30 s, 60 s, 120 s, then the job is
 * dropped (the next login asks again; the old figure stays).
 */
const debtRefreshOptions = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  retentionSeconds: 24 * 3600,
} as const;

/**
 * How pg-boss retries a failed emission (ARCA unreachable, the series' lease busy): exponential
 * backoff from `retryDelaySeconds` (pg-boss: about `delay × 2^retry`, with jitter) capped at
 * `retryDelayMaxSeconds`, at most `retryLimit` retries.
 */
export type EmissionRetryPolicy = {
  /** First delay, seconds. */
  retryDelaySeconds: number;
  /** Longest delay between two attempts, seconds. */
  retryDelayMaxSeconds: number;
  /** Retries before pg-boss gives up on a job (the periodic sweep queues it again). */
  retryLimit: number;
};

/**
 * Production retries: 30 s, doubling up to 15 min, practically without end (ARCA outages last
 * hours; the invoice waits as QUEUED). Source: brief of issue 5 ("production 30 s up to 15 min").
 */
export const productionEmissionRetry: EmissionRetryPolicy = {
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 900,
  retryLimit: 100_000,
};

/** Options of {@link createJobQueue}. */
export type JobQueueOptions = {
  /** The app's open, migrated database; pg-boss shares its connection (PGlite) or pool. */
  database: Database;
  logger: Logger;
  /** @default {@link productionEmissionRetry} */
  emissionRetry?: EmissionRetryPolicy;
};

/** Options of {@link JobQueue.enqueueEmission}. */
export type EnqueueOptions = {
  /**
   * A drizzle transaction to insert the job in, so the job exists if and only if the transaction
   * commits (the invoice's PENDING_AFIP status and its job are written together).
   */
  tx?: Db;
};

/** The job queue (see {@link createJobQueue}). */
export type JobQueue = {
  /**
   * Starts pg-boss: installs or migrates its `pgboss` schema, creates the queues, arms its
   * maintenance. Idempotent; concurrent callers share one start. Called lazily by
   * {@link JobQueue.enqueueEmission} and by the worker.
   *
   * @throws when the database cannot be reached or pg-boss cannot install its schema.
   */
  start(): Promise<void>;
  /**
   * Queues the emission of `invoiceId` (queue {@link invoiceEmissionQueue}, policy `exclusive`
   * with `singletonKey` = the invoice id: while one job of the invoice is queued, retrying or
   * active, another request adds nothing). Starts the queue first when needed.
   *
   * With `tx`, call {@link JobQueue.start} BEFORE opening the transaction: on PGlite (one session)
   * a start inside the transaction would wait for the transaction forever.
   *
   * @returns the job id, or `null` when the invoice already had a job waiting or running.
   * @throws Error when `tx` is given and the queue was not started; Error after {@link stop}.
   */
  enqueueEmission(invoiceId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the emissions of `invoiceIds` in ONE insert (a batch part of up to 500 invoices, issue
   * 15 item 3), with the same queue, key and retry options as {@link JobQueue.enqueueEmission};
   * an invoice that already has a job waiting or running gets none. Same rules for `tx`.
   */
  enqueueEmissions(invoiceIds: readonly string[], options?: EnqueueOptions): Promise<void>;
  /**
   * Queues the ZIP of batch `batchId` (queue {@link batchZipQueue}, once while one is waiting or
   * running). Same rules as {@link JobQueue.enqueueEmission} for `tx`.
   */
  enqueueBatchZip(batchId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the debt refresh of `userId` (queue {@link debtRefreshQueue}, once: while one of the
   * user's refreshes is queued, retrying or active, another request adds nothing). Same rules as
   * {@link JobQueue.enqueueEmission} for `tx` (start the queue before the transaction).
   *
   * @returns the job id, or `null` when the user already had a refresh waiting or running.
   * @throws Error when `tx` is given and the queue was not started; Error after {@link stop}.
   */
  enqueueDebtRefresh(userId: string, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues the extraction of document `documentId` (queue {@link documentExtractionQueue}, once:
   * while its job is queued, retrying or active, another request adds nothing). Same rules as
   * {@link JobQueue.enqueueEmission} for `tx` (start the queue before the transaction).
   *
   * @returns the job id, or `null` when the document already had a job waiting or running.
   */
  enqueueDocumentExtraction(documentId: number, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Wakes this process's emission workers (registered with {@link JobQueue.addEmissionWorker}) so
   * they fetch at once instead of at their next poll. Call it after the transaction that queued a
   * job has committed (before, the job is not visible yet). Does nothing without workers.
   */
  notifyEmissionWorkers(): void;
  /** Registers the pg-boss worker id of an emission worker of this process (see `work`). */
  addEmissionWorker(workerId: string): void;
  /** Forgets a worker registered with {@link JobQueue.addEmissionWorker}. */
  removeEmissionWorker(workerId: string): void;
  /** The retry policy of emission jobs (what new jobs get). */
  readonly emissionRetry: EmissionRetryPolicy;
  /**
   * Changes the retry policy of the emission queue and of the jobs queued from now on (tests use
   * about 1 s; see `startEmissionWorker`).
   */
  setEmissionRetry(policy: EmissionRetryPolicy): Promise<void>;
  /**
   * The pg-boss instance (started or not): `work`, `offWork`, `findJobs`, … Use
   * {@link JobQueue.start} before calling it.
   */
  readonly boss: PgBoss;
  /**
   * Stops pg-boss: no new fetches, waits up to `timeoutMs` (default 10 s) for running handlers,
   * then stops its timers. The database stays open (the app closes it after). Idempotent; a
   * never-started queue stops at once.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/** pg-boss's view of the app's database: the PGlite adapter, or plain queries on the pool. */
function bossDatabaseOf(database: Database): BossDatabase {
  const driver = database.driver;
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  const pool = driver.pool;
  return {
    executeSql: async (text: string, values?: unknown[]) => pool.query(text, values),
  };
}

/**
 * Builds the job queue over the app's database, without starting it (nothing runs until the first
 * {@link JobQueue.start} or {@link JobQueue.enqueueEmission}, so an app that never queues a job
 * never touches the `pgboss` schema). pg-boss errors and warnings are logged.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger } = options;
  let emissionRetry = options.emissionRetry ?? productionEmissionRetry;
  const boss = new PgBoss({
    db: bossDatabaseOf(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    supervise: true,
    // The app's jobs are few; one maintenance pass a minute is plenty.
    superviseIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'Job queue warning'));

  let starting: Promise<void> | undefined;
  let isStarted = false;
  let isStopped = false;

  const emissionQueueOptions = () => ({
    retryLimit: emissionRetry.retryLimit,
    retryDelay: emissionRetry.retryDelaySeconds,
    retryDelayMax: emissionRetry.retryDelayMaxSeconds,
    retryBackoff: true,
    // An emission takes seconds; one stuck longer than 5 min is failed and retried.
    expireInSeconds: 300,
    // The worker's pg-boss heartbeat touches its running jobs every 15 s: the jobs of a process
    // that died (killed, crashed) are failed by the supervisor within a pass (60 s) of their last
    // heartbeat and retried, instead of staying active until the 5 min expiry while their
    // invoices wait (the sweep cannot queue an invoice whose job is still active).
    heartbeatSeconds: 30,
    // A queued emission must not disappear while ARCA is down for a long weekend.
    retentionSeconds: 30 * 24 * 3600,
  });

  /** The options every emission job is sent with: the queue's retries, expiry and heartbeat. */
  const emissionJobOptions = () => {
    const {
      retryLimit,
      retryDelay,
      retryDelayMax,
      retryBackoff,
      expireInSeconds,
      heartbeatSeconds,
    } = emissionQueueOptions();
    return {
      retryLimit,
      retryDelay,
      retryDelayMax,
      retryBackoff,
      expireInSeconds,
      heartbeatSeconds,
    };
  };

  /**
   * pg-boss forgets a queue it has just created or changed and reads it again on the next call,
   * through its own connection. On PGlite (one session) that read would wait forever behind a
   * drizzle transaction that is waiting for the job insert, so the queue is read here, outside any
   * transaction.
   */
  async function warmQueueCache(): Promise<void> {
    await boss.findJobs(invoiceEmissionQueue, { id: '00000000-0000-0000-0000-000000000000' });
    await boss.findJobs(debtRefreshQueue, { id: '00000000-0000-0000-0000-000000000000' });
    await boss.findJobs(documentExtractionQueue, { id: '00000000-0000-0000-0000-000000000000' });
    await boss.findJobs(batchZipQueue, { id: '00000000-0000-0000-0000-000000000000' });
  }

  async function start(): Promise<void> {
    if (isStopped) throw new Error('The job queue was stopped');
    starting ??= (async () => {
      await boss.start();
      const existing = await boss.getQueue(invoiceEmissionQueue);
      if (existing) await boss.updateQueue(invoiceEmissionQueue, emissionQueueOptions());
      else {
        await boss.createQueue(invoiceEmissionQueue, {
          policy: 'exclusive',
          ...emissionQueueOptions(),
        });
      }
      if (!(await boss.getQueue(debtRefreshQueue))) {
        await boss.createQueue(debtRefreshQueue, { policy: 'exclusive', ...debtRefreshOptions });
      }
      if (!(await boss.getQueue(documentExtractionQueue))) {
        await boss.createQueue(documentExtractionQueue, {
          policy: 'exclusive',
          ...documentExtractionOptions,
        });
      }
      if (!(await boss.getQueue(batchZipQueue))) {
        await boss.createQueue(batchZipQueue, { policy: 'exclusive', ...batchZipOptions });
      } else {
        // Queues created before the heartbeat existed get it too.
        await boss.updateQueue(batchZipQueue, {
          heartbeatSeconds: batchZipOptions.heartbeatSeconds,
        });
      }
      await warmQueueCache();
      isStarted = true;
    })();
    try {
      await starting;
    } catch (error) {
      starting = undefined;
      throw error;
    }
  }

  const emissionWorkers = new Set<string>();

  /** Sends one job keyed by `key` with the queue's retry `policy`, in `tx` when given. */
  async function sendOnce(
    queue: string,
    data: object,
    key: string,
    policy: {
      retryLimit: number;
      retryDelay: number;
      retryBackoff: boolean;
      expireInSeconds: number;
      heartbeatSeconds?: number;
    },
    enqueueOptions: EnqueueOptions,
  ): Promise<string | null> {
    if (enqueueOptions.tx && !isStarted) {
      throw new Error('Start the job queue before queueing a job inside a transaction');
    }
    await start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, heartbeatSeconds } = policy;
    return boss.send(queue, data, {
      singletonKey: key,
      retryLimit,
      retryDelay,
      retryBackoff,
      expireInSeconds,
      ...(heartbeatSeconds !== undefined ? { heartbeatSeconds } : {}),
      ...(enqueueOptions.tx
        ? { db: fromDrizzle(enqueueOptions.tx as unknown as DrizzleTransactionLike, sql) }
        : {}),
    });
  }

  return {
    start,
    boss,
    notifyEmissionWorkers() {
      if (isStopped) return;
      for (const workerId of emissionWorkers) boss.notifyWorker(workerId);
    },
    addEmissionWorker(workerId) {
      emissionWorkers.add(workerId);
    },
    removeEmissionWorker(workerId) {
      emissionWorkers.delete(workerId);
    },
    get emissionRetry() {
      return emissionRetry;
    },
    async setEmissionRetry(policy) {
      emissionRetry = policy;
      if (starting) {
        await starting;
        await boss.updateQueue(invoiceEmissionQueue, emissionQueueOptions());
        await warmQueueCache();
      }
    },
    async enqueueEmission(invoiceId, enqueueOptions = {}) {
      if (enqueueOptions.tx && !isStarted) {
        // Starting inside the caller's transaction would deadlock on PGlite (see `start`).
        throw new Error('Start the job queue before queueing a job inside a transaction');
      }
      await start();
      return boss.send(
        invoiceEmissionQueue,
        { invoiceId },
        {
          singletonKey: invoiceId,
          ...emissionJobOptions(),
          ...(enqueueOptions.tx
            ? { db: fromDrizzle(enqueueOptions.tx as unknown as DrizzleTransactionLike, sql) }
            : {}),
        },
      );
    },
    async enqueueEmissions(invoiceIds, enqueueOptions = {}) {
      if (invoiceIds.length === 0) return;
      if (enqueueOptions.tx && !isStarted) {
        throw new Error('Start the job queue before queueing a job inside a transaction');
      }
      await start();
      await boss.insert(
        invoiceEmissionQueue,
        invoiceIds.map((invoiceId) => ({
          data: { invoiceId },
          singletonKey: invoiceId,
          ...emissionJobOptions(),
        })),
        enqueueOptions.tx
          ? { db: fromDrizzle(enqueueOptions.tx as unknown as DrizzleTransactionLike, sql) }
          : {},
      );
    },
    enqueueBatchZip(batchId, enqueueOptions = {}) {
      return sendOnce(batchZipQueue, { batchId }, batchId, batchZipOptions, enqueueOptions);
    },
    enqueueDebtRefresh(userId, enqueueOptions = {}) {
      return sendOnce(debtRefreshQueue, { userId }, userId, debtRefreshOptions, enqueueOptions);
    },
    enqueueDocumentExtraction(documentId, enqueueOptions = {}) {
      return sendOnce(
        documentExtractionQueue,
        { documentId },
        String(documentId),
        documentExtractionOptions,
        enqueueOptions,
      );
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      isStopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
}
