import type PgBoss from 'pg-boss';

/** One job handed to a {@link JobHandler}: its pg-boss id and its data. */
export type FetchedJob<Data> = { id: string; name: string; data: Data };

/**
 * How one job of a fetch ended: `completed` (its `output` stored with it) or `failed` (retried
 * with its queue's policy, `output` stored as the failure).
 */
export type JobResult = { id: string; status: 'completed' | 'failed'; output?: object | null };

/**
 * Runs the jobs of one fetch and says how each one ended (one {@link JobResult} per job; a job
 * left out fails). A throw fails every job of the fetch with the error.
 */
export type JobHandler<Data> = (jobs: FetchedJob<Data>[]) => Promise<JobResult[]>;

/** What a worker needs to know about its queue (see `queueDefinitions` in `queue.ts`). */
export type WorkedQueue = {
  name: string;
  /**
   * The longest a fetch may run, seconds: past it the worker stops waiting, fails its jobs
   * (retried) and ignores the late result; the supervisor fails it too if the process died.
   */
  expireInSeconds: number;
  /**
   * When set, the worker touches the jobs it runs every half of it (once at once), and each job
   * stays active only while touched: a job whose process died is failed by pg-boss's supervisor
   * within `heartbeatSeconds` plus one maintenance pass, not after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** Longest retry delay, seconds (pg-boss 10 doubles without a cap; see `capRetryDelays`). */
  retryDelayMaxSeconds?: number;
};

/** Options of {@link startJobWorker}. */
export type JobWorkerOptions<Data> = {
  boss: PgBoss;
  /** The connection pg-boss uses, for the heartbeat and the retry cap. */
  db: PgBoss.Db;
  queue: WorkedQueue;
  /** Seconds between polls of a loop that found nothing (≥ 0.5). */
  pollingIntervalSeconds: number;
  /** Fetch loops running at once (each runs one fetch at a time). @default 1 */
  loops?: number;
  /** Jobs taken per fetch. @default 1 */
  batchSize?: number;
  /** A fetch that came back full is followed by the next one at once. @default false */
  burstWhenBatchFull?: boolean;
  handler: JobHandler<Data>;
  /** A fetch, heartbeat or settle that failed (logged by the caller). Must not throw. */
  onError: (error: unknown) => void;
};

/** A running {@link startJobWorker}. */
export type JobWorker = {
  /** Wakes the loops waiting for their next poll, so they fetch at once. */
  notify(): void;
  /**
   * Stops fetching; resolves once the fetches in flight are settled, or after `timeoutMs`
   * (default 10 s; their jobs then stay active until their heartbeat or expiry fails them).
   * Idempotent.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/**
 * Moves the retries of `queue` that pg-boss set further away than `maxSeconds` to `maxSeconds`
 * from now. pg-boss 10's backoff doubles `retryDelay` each retry (up to ×2¹⁶) with no cap, where
 * the queue's policy wants one (emission: 30 s doubling up to 15 min). One statement over the
 * queue's `retry` jobs (indexed by queue and start).
 */
export async function capRetryDelays(
  db: PgBoss.Db,
  queue: string,
  maxSeconds: number,
): Promise<void> {
  await db.executeSql(
    `UPDATE pgboss.job SET start_after = now() + make_interval(secs => $2::float8)
     WHERE name = $1 AND state = 'retry' AND start_after > now() + make_interval(secs => $2::float8)`,
    [queue, maxSeconds],
  );
}

/**
 * The heartbeat of the running jobs `ids`: each stays active `heartbeatSeconds` more, counted from
 * now, and never past `expireInSeconds` from its start (pg-boss's supervisor fails an active job
 * once `started_on + expire_in` is past, so `expire_in` is moved on).
 */
async function touch(db: PgBoss.Db, queue: WorkedQueue, ids: readonly string[]): Promise<void> {
  await db.executeSql(
    `UPDATE pgboss.job
     SET expire_in = make_interval(secs => (LEAST(EXTRACT(epoch FROM now() - started_on), $3) + $4)::float8)
     WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
    [queue.name, ids, queue.expireInSeconds, queue.heartbeatSeconds],
  );
}

/**
 * Starts a worker of one pg-boss queue over pg-boss 10's `fetch`, `complete` and `fail`: the
 * shape pg-boss 12 gives `work()` (several fetch loops, per-job results, a burst after a full
 * fetch, a heartbeat) that pg-boss 10's `work()` lacks (one loop, one result for the whole fetch,
 * no heartbeat). Each loop fetches up to `batchSize` jobs, runs `handler`, then completes or fails
 * each job on its own; it polls again after `pollingIntervalSeconds` (counted from the fetch),
 * at once after a full fetch when `burstWhenBatchFull`, or when woken by {@link JobWorker.notify}.
 * A fetch that runs longer than the queue's `expireInSeconds` fails its jobs; a failure settles
 * through pg-boss's retry policy, with the delay capped by `retryDelayMaxSeconds`.
 * Source: issue 15 items 4, 5 and 8 (the emission fetch shape, heartbeats), issue 26 item 6.
 */
export function startJobWorker<Data>(options: JobWorkerOptions<Data>): JobWorker {
  const { boss, db, queue, handler, onError } = options;
  const intervalMs = options.pollingIntervalSeconds * 1000;
  const batchSize = Math.max(1, options.batchSize ?? 1);
  let isStopping = false;
  const wakers = new Set<() => void>();
  const notified: boolean[] = [];

  /** Waits `ms`, or less when notified or stopped. */
  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  /** Runs one fetch's jobs and settles each; never throws. */
  async function run(jobs: FetchedJob<Data>[]): Promise<void> {
    const ids = jobs.map((job) => job.id);
    let heartbeat: NodeJS.Timeout | undefined;
    if (queue.heartbeatSeconds) {
      await touch(db, queue, ids).catch(onError);
      heartbeat = setInterval(
        () => {
          touch(db, queue, ids).catch(onError);
        },
        (queue.heartbeatSeconds * 1000) / 2,
      );
    }
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), queue.expireInSeconds * 1000);
    });
    const running = Promise.resolve().then(() => handler(jobs));
    // A handler still running when its fetch expired must not reject unobserved.
    running.catch(() => {});
    let results: JobResult[];
    try {
      const outcome = await Promise.race([running, expired]);
      results =
        outcome === 'expired'
          ? jobs.map((job) => ({
              id: job.id,
              status: 'failed',
              output: { message: `The job ran longer than ${queue.expireInSeconds} s` },
            }))
          : outcome;
    } catch (error) {
      results = jobs.map((job) => ({ id: job.id, status: 'failed', output: errorOutput(error) }));
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timer);
    }
    await settle(jobs, results);
  }

  /** Completes or fails each job of the fetch as `results` say; never throws. */
  async function settle(jobs: FetchedJob<Data>[], results: JobResult[]): Promise<void> {
    const byId = new Map(results.map((result) => [result.id, result]));
    let failed = false;
    for (const job of jobs) {
      const result = byId.get(job.id) ?? {
        id: job.id,
        status: 'failed' as const,
        output: { message: 'The handler gave no result for this job' },
      };
      try {
        if (result.status === 'completed') {
          await boss.complete(queue.name, job.id, result.output ?? {});
        } else {
          failed = true;
          await boss.fail(queue.name, job.id, result.output ?? {});
        }
      } catch (error) {
        onError(error);
      }
    }
    if (failed && queue.retryDelayMaxSeconds !== undefined) {
      await capRetryDelays(db, queue.name, queue.retryDelayMaxSeconds).catch(onError);
    }
  }

  async function loop(index: number): Promise<void> {
    while (!isStopping) {
      const started = Date.now();
      notified[index] = false;
      let isFull = false;
      try {
        const jobs = (await boss.fetch<Data>(queue.name, { batchSize })) ?? [];
        if (jobs.length > 0) {
          isFull = jobs.length >= batchSize;
          await run(jobs);
        }
      } catch (error) {
        onError(error);
      }
      if (isStopping) break;
      if (isFull && options.burstWhenBatchFull) continue;
      const wait = intervalMs - (Date.now() - started);
      if (wait > 0 && !notified[index]) await sleep(wait);
    }
  }

  const loops = Array.from({ length: Math.max(1, options.loops ?? 1) }, (_, index) => loop(index));
  let stopping: Promise<void> | undefined;

  return {
    notify() {
      notified.fill(true);
      for (const wake of [...wakers]) wake();
    },
    stop({ timeoutMs = 10_000 } = {}) {
      stopping ??= (async () => {
        isStopping = true;
        for (const wake of [...wakers]) wake();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all(loops),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
          }),
        ]);
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/** A thrown value as a job's failure output (what pg-boss stores and shows). */
function errorOutput(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { message: String(error) };
}
