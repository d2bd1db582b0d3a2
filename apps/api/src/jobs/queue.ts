import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { EnqueueOptions, JobQueuePort } from '../ports/job-queue.js';
import { bossDbOfDatabase, bossDbOfTransaction } from './boss-db.js';
import { capRetryDelays, type JobHandler, type JobWorker, startJobWorker } from './job-worker.js';

/**
 * The background job queue of the API: pg-boss 10 over the app's own database (STACK.md "PGlite":
 * pg-boss runs on PGlite and on PostgreSQL through the `db` adapters of `boss-db.ts`). pg-boss
 * keeps its tables in the `pgboss` schema, which it installs and migrates itself on the first
 * {@link JobQueue.start}.
 *
 * Decision (issue 26 item 6): pg-boss 10.4 is the newest major whose engines accept Node 20 (11
 * and 12 want Node 22.12), and the README promises Node 20.19. What pg-boss 12 had built in is
 * kept here on pg-boss 10's public calls plus three statements on its `pgboss.job` table:
 * - once per key (pg-boss 12's policy `exclusive`: one job per `singletonKey` while it is queued,
 *   retrying or active): a unique index on each queue's partition ({@link ensureExclusive});
 *   pg-boss inserts with `ON CONFLICT DO NOTHING`, so a second `send` returns `null`;
 * - the workers' fetch loops, per-job results and heartbeats (`job-worker.ts`);
 * - the cap of the retry delay (`capRetryDelays`).
 * A database whose `pgboss` schema a newer pg-boss installed keeps it renamed (see `start`).
 *
 * Four queues: {@link invoiceEmissionQueue}, the idempotent emission of an invoice to ARCA
 * (`modules/invoices/emission/`, ARCHITECTURE.md "Rules the server owns"; issue 5),
 * {@link debtRefreshQueue}, the read of a taxpayer's monotributo debt (`jobs/debt-worker.ts`;
 * issue 12 item 9), {@link documentExtractionQueue}, the document-control extraction bot
 * (`jobs/extraction-worker.ts`; issue 16 item 4), and {@link batchZipQueue}, the ZIP of a batch's
 * PDFs (`jobs/batch-zip-worker.ts`; issue 15 item 5).
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
 * again. The worker touches a running job every 15 s (`heartbeatSeconds` 30, `job-worker.ts`): a
 * job whose process died mid-build (its state stays `running`) is failed by pg-boss's supervisor
 * within a pass (`maintenanceIntervalSeconds`, 60 s) of its last heartbeat and retried, instead of
 * waiting for the 30 min expiry that still bounds a build that hangs.
 */
const batchZipOptions = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 1800,
  heartbeatSeconds: 30,
  retentionMinutes: 24 * 60,
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
  retentionMinutes: 7 * 24 * 60,
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
  retentionMinutes: 24 * 60,
} as const;

/**
 * The policy of one queue, as stored with it (`createQueue`/`updateQueue`) and sent with each job:
 * retries (pg-boss 10: `retryDelay × 2^retry` with jitter, capped by `retryDelayMaxSeconds` in
 * `job-worker.ts`), the longest run (`expireInSeconds`), the optional heartbeat, and how long a
 * job may wait before pg-boss drops it (`retentionMinutes`; pg-boss 12's `retentionSeconds`).
 */
type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMaxSeconds?: number;
  expireInSeconds: number;
  heartbeatSeconds?: number;
  retentionMinutes: number;
};

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
  /**
   * Whether this process runs pg-boss's supervisor (a maintenance pass a minute: expiry of dead
   * processes' jobs, archive, the emission retry cap). Off in an `api` process (`LIQUI_ROLE`,
   * `config/role.ts`), which only queues jobs: the workers supervise. @default true
   */
  supervise?: boolean;
};

/**
 * The job queue (see {@link createJobQueue}): the modules' {@link JobQueuePort} (queue a job, wake
 * the workers) and what the worker tier and the tests use besides.
 */
export type JobQueue = JobQueuePort & {
  /**
   * Starts a worker of `queue` in this process (`job-worker.ts`): `loops` fetch loops of up to
   * `batchSize` jobs each, polling every `pollingIntervalSeconds`; the queue's expiry, heartbeat
   * and retry cap apply. Starts the queue first. {@link JobQueue.stop} stops it too.
   *
   * @throws when the queue cannot start; Error after {@link stop}.
   */
  work<Data>(queue: QueueName, options: WorkOptions, handler: JobHandler<Data>): Promise<JobWorker>;
  /**
   * The jobs of `queue` whose `singletonKey` is `key` that pg-boss still holds (any state; a
   * completed job is archived after 12 h), oldest first. For tests and operators.
   */
  findJobs(queue: QueueName, filter: { key: string }): Promise<QueuedJobRow[]>;
  /** The retry policy of emission jobs (what new jobs get). */
  readonly emissionRetry: EmissionRetryPolicy;
  /**
   * Changes the retry policy of the emission queue and of the jobs queued from now on (tests use
   * about 1 s; see `startEmissionWorker`).
   */
  setEmissionRetry(policy: EmissionRetryPolicy): Promise<void>;
  /**
   * The pg-boss 10 instance (started or not): `fetch`, `getJobById`, `expire`, … Use
   * {@link JobQueue.start} before calling it, and {@link JobQueue.work} rather than its `work`.
   */
  readonly boss: PgBoss;
  /**
   * Stops the workers of {@link JobQueue.work} (no new fetches; waits up to `timeoutMs`, default
   * 10 s, for the fetches in flight), then pg-boss's timers. The database stays open (the app
   * closes it after). Idempotent; a never-started queue stops at once.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/** The app's queues. */
export type QueueName =
  | typeof invoiceEmissionQueue
  | typeof debtRefreshQueue
  | typeof documentExtractionQueue
  | typeof batchZipQueue;

/** Options of {@link JobQueue.work}. */
export type WorkOptions = {
  /** Seconds between polls of a loop that found nothing (≥ 0.5). */
  pollingIntervalSeconds: number;
  /** Fetch loops at once. @default 1 */
  loops?: number;
  /** Jobs per fetch. @default 1 */
  batchSize?: number;
  /** Fetch again at once after a full fetch. @default false */
  burstWhenBatchFull?: boolean;
};

/** One job as {@link JobQueue.findJobs} lists it. */
export type QueuedJobRow = {
  id: string;
  data: unknown;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** What the job completed or failed with, as pg-boss stored it. */
  output: unknown;
};

/** The `pgboss` schema version of the installed pg-boss (24 for pg-boss 10). */
const bossSchemaVersion: number = (
  createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }
).schema;

/**
 * Makes `queue` once per key (pg-boss 12's policy `exclusive`, which pg-boss 10 lacks: its
 * `stately` allows one queued AND one active job per key): a unique index over the queue's
 * partition of `pgboss.job` on `singletonKey` while a job is created, retrying or active. pg-boss
 * inserts jobs with `ON CONFLICT DO NOTHING`, so a second job of the key is not inserted and
 * `send` answers `null`; a job moving between those states (fetch, retry) keeps its one row.
 * Under an advisory lock, so instances starting together do not race on the index.
 */
async function ensureExclusive(db: PgBoss.Db, queue: QueueName): Promise<void> {
  await db.executeSql(
    `
    DO $$
    DECLARE
      part text;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('liqui.pgboss.exclusive'));
      SELECT partition_name INTO part FROM pgboss.queue WHERE name = '${queue}';
      IF to_regclass(format('pgboss.%I', part || '_exclusive')) IS NULL THEN
        EXECUTE format(
          'CREATE UNIQUE INDEX %I ON pgboss.%I (name, COALESCE(singleton_key, %L)) WHERE state <= %L',
          part || '_exclusive', part, '', 'active'
        );
      END IF;
    END
    $$
  `,
    [],
  );
}

/**
 * Sets aside a `pgboss` schema installed by a newer pg-boss than this one (a data folder last
 * run with pg-boss 12): pg-boss 10 does not read it. The schema is renamed to `pgboss_v<version>`
 * (kept, not dropped) and pg-boss installs its own on start. The jobs it held are not carried
 * over: the emission sweep queues the pending invoices again (`emission-worker.ts`); a debt
 * refresh is asked again at the next login.
 */
async function setAsideNewerSchema(db: PgBoss.Db, logger: Logger): Promise<void> {
  const installed = await db.executeSql(`SELECT to_regclass('pgboss.version') AS name`, []);
  if (!installed.rows[0]?.name) return;
  const { rows } = await db.executeSql('SELECT version FROM pgboss.version', []);
  const version = Number(rows[0]?.version);
  if (!Number.isInteger(version) || version <= bossSchemaVersion) return;
  // Instances starting together: one renames, the others find it done.
  await db.executeSql(
    `
    DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('liqui.pgboss.set-aside'));
      IF to_regclass('pgboss.version') IS NOT NULL
        AND (SELECT max(version) FROM pgboss.version) > ${bossSchemaVersion} THEN
        ALTER SCHEMA pgboss RENAME TO pgboss_v${version};
      END IF;
    END
    $$
  `,
    [],
  );
  logger.warn(
    { from: version, to: bossSchemaVersion, keptAs: `pgboss_v${version}` },
    'The job queue schema was made by a newer pg-boss: set aside, a new one is installed',
  );
}

/**
 * Builds the job queue over the app's database, without starting it (nothing runs until the first
 * {@link JobQueue.start} or {@link JobQueue.enqueueEmission}, so an app that never queues a job
 * never touches the `pgboss` schema). pg-boss errors are logged.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger } = options;
  let emissionRetry = options.emissionRetry ?? productionEmissionRetry;
  const db = bossDbOfDatabase(database);
  const boss = new PgBoss({
    db,
    schedule: false,
    supervise: options.supervise ?? true,
    // The app's jobs are few; one maintenance pass (expiry and heartbeats, archive) a minute.
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  // The supervisor's pass fails the jobs of dead processes through pg-boss's uncapped backoff:
  // their retries are brought back within the emission policy's longest delay after it.
  boss.on('maintenance', () => {
    capRetryDelays(db, invoiceEmissionQueue, emissionRetry.retryDelayMaxSeconds).catch(
      (error: unknown) => logger.error({ err: error }, 'Could not cap the emission retries'),
    );
  });

  let starting: Promise<void> | undefined;
  let isStarted = false;
  let isStopped = false;
  const workers = new Map<JobWorker, QueueName>();

  /**
   * The emission queue's policy: the retries of {@link emissionRetry}; an emission takes seconds,
   * one running longer than 5 min is failed and retried. The worker touches its running jobs
   * every 15 s (heartbeat 30 s): the jobs of a process that died (killed, crashed) are failed by
   * the supervisor within a pass (60 s) of their last heartbeat and retried, instead of staying
   * active until the 5 min expiry while their invoices wait (the sweep cannot queue an invoice
   * whose job is still active). A queued emission must not disappear while ARCA is down for a
   * long weekend (30 days).
   */
  const emissionPolicy = (): QueuePolicy => ({
    retryLimit: emissionRetry.retryLimit,
    retryDelay: emissionRetry.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMaxSeconds: emissionRetry.retryDelayMaxSeconds,
    expireInSeconds: 300,
    heartbeatSeconds: 30,
    retentionMinutes: 30 * 24 * 60,
  });

  const policyOf = (queue: QueueName): QueuePolicy => {
    switch (queue) {
      case invoiceEmissionQueue:
        return emissionPolicy();
      case debtRefreshQueue:
        return debtRefreshOptions;
      case documentExtractionQueue:
        return documentExtractionOptions;
      case batchZipQueue:
        return batchZipOptions;
    }
  };

  /** The queue's row options (pg-boss 10 reads `retentionMinutes` here, not `retentionSeconds`). */
  const queueOptionsOf = (queue: QueueName): PgBoss.Queue => {
    const policy = policyOf(queue);
    return {
      name: queue,
      policy: 'standard',
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelay,
      retryBackoff: policy.retryBackoff,
      // A job with a heartbeat is active only while touched (`job-worker.ts`): it starts with one.
      expireInSeconds: policy.heartbeatSeconds ?? policy.expireInSeconds,
      retentionMinutes: policy.retentionMinutes,
    };
  };

  /** What every job of `queue` is sent with: the queue's retries, expiry and retention. */
  const jobOptionsOf = (queue: QueueName) => {
    const policy = policyOf(queue);
    return {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelay,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.heartbeatSeconds ?? policy.expireInSeconds,
      retentionMinutes: policy.retentionMinutes,
    };
  };

  const queues: QueueName[] = [
    invoiceEmissionQueue,
    debtRefreshQueue,
    documentExtractionQueue,
    batchZipQueue,
  ];

  async function start(): Promise<void> {
    if (isStopped) throw new Error('The job queue was stopped');
    starting ??= (async () => {
      await setAsideNewerSchema(db, logger);
      await boss.start();
      for (const queue of queues) {
        const queueOptions = queueOptionsOf(queue);
        if (await boss.getQueue(queue)) await boss.updateQueue(queue, queueOptions);
        else await boss.createQueue(queue, queueOptions);
        await ensureExclusive(db, queue);
      }
      isStarted = true;
    })();
    try {
      await starting;
    } catch (error) {
      starting = undefined;
      throw error;
    }
  }

  /** The `db` option that puts pg-boss's insert in the caller's transaction. */
  function inTransaction(enqueueOptions: EnqueueOptions) {
    if (enqueueOptions.tx && !isStarted) {
      // Starting inside the caller's transaction would deadlock on PGlite (see `start`).
      throw new Error('Start the job queue before queueing a job inside a transaction');
    }
    return enqueueOptions.tx ? { db: bossDbOfTransaction(enqueueOptions.tx) } : {};
  }

  /** Sends one job of `queue` keyed by `key`, in `tx` when given. */
  async function sendOnce(
    queue: QueueName,
    data: object,
    key: string,
    enqueueOptions: EnqueueOptions,
  ): Promise<string | null> {
    const connection = inTransaction(enqueueOptions);
    await start();
    return boss.send(queue, data, { singletonKey: key, ...jobOptionsOf(queue), ...connection });
  }

  return {
    start,
    boss,
    get emissionRetry() {
      return emissionRetry;
    },
    async setEmissionRetry(policy) {
      emissionRetry = policy;
      if (starting) {
        await starting;
        await boss.updateQueue(invoiceEmissionQueue, queueOptionsOf(invoiceEmissionQueue));
      }
    },
    enqueueEmission(invoiceId, enqueueOptions = {}) {
      return sendOnce(invoiceEmissionQueue, { invoiceId }, invoiceId, enqueueOptions);
    },
    async enqueueEmissions(invoiceIds, enqueueOptions = {}) {
      if (invoiceIds.length === 0) return;
      const connection = inTransaction(enqueueOptions);
      await start();
      const { retentionMinutes: _, ...jobOptions } = jobOptionsOf(invoiceEmissionQueue);
      // `insert` takes no retention: each job gets the queue's (`retentionMinutes`).
      await boss.insert(
        invoiceIds.map((invoiceId) => ({
          name: invoiceEmissionQueue,
          data: { invoiceId },
          singletonKey: invoiceId,
          ...jobOptions,
        })),
        connection,
      );
    },
    enqueueBatchZip(batchId, enqueueOptions = {}) {
      return sendOnce(batchZipQueue, { batchId }, batchId, enqueueOptions);
    },
    enqueueDebtRefresh(userId, enqueueOptions = {}) {
      return sendOnce(debtRefreshQueue, { userId }, userId, enqueueOptions);
    },
    enqueueDocumentExtraction(documentId, enqueueOptions = {}) {
      return sendOnce(documentExtractionQueue, { documentId }, String(documentId), enqueueOptions);
    },
    async work(queue, workOptions, handler) {
      await start();
      if (isStopped) throw new Error('The job queue was stopped');
      const policy = policyOf(queue);
      const worker = startJobWorker({
        boss,
        db,
        queue: {
          name: queue,
          expireInSeconds: policy.expireInSeconds,
          ...(policy.heartbeatSeconds ? { heartbeatSeconds: policy.heartbeatSeconds } : {}),
          ...(policy.retryDelayMaxSeconds !== undefined
            ? { retryDelayMaxSeconds: policy.retryDelayMaxSeconds }
            : {}),
        },
        ...workOptions,
        handler,
        onError: (error) => logger.error({ err: error, queue }, 'Job worker error'),
      });
      workers.set(worker, queue);
      return {
        notify: () => worker.notify(),
        async stop(stopOptions) {
          await worker.stop(stopOptions);
          workers.delete(worker);
        },
      };
    },
    notifyEmissionWorkers() {
      if (isStopped) return;
      for (const [worker, queue] of workers) {
        if (queue === invoiceEmissionQueue) worker.notify();
      }
    },
    async findJobs(queue, { key }) {
      await start();
      const { rows } = await db.executeSql(
        `SELECT id, data, state, retry_count AS "retryCount", output
         FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on, id`,
        [queue, key],
      );
      // Cast: pg-boss answers `any` rows; the select list above names `QueuedJobRow`'s columns.
      return rows as QueuedJobRow[];
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      isStopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      await Promise.all([...workers.keys()].map((worker) => worker.stop({ timeoutMs })));
      workers.clear();
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
}

/** Re-exported for the workers' handlers. */
export type { EnqueueOptions, JobQueuePort } from '../ports/job-queue.js';
export type { FetchedJob, JobResult, JobWorker } from './job-worker.js';
