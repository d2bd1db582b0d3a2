import type { Logger } from '../logger.js';
import type { JobQueue, JobResult, QueueName } from './queue.js';

/** Options of {@link startQueueWorker}. */
export type QueueWorkerOptions<Data, Result> = {
  /** The app's job queue (`services.jobs`); started here if it is not yet. */
  queue: JobQueue;
  /** The pg-boss queue this worker takes jobs from (`debt-refresh`, `batch-zip`, …). */
  name: QueueName;
  /** Seconds between polls for new jobs (≥ 0.5). @default 2 */
  pollingIntervalSeconds?: number;
  /** Runs one job's work; its value is the job's output. A throw fails the job (pg-boss retries). */
  run: (data: Data) => Promise<Result>;
  /** Called after every run with the job's data and its result or error (tests wait on it). */
  onRun?: (data: Data, outcome: { result: Result } | { error: unknown }) => void;
  logger: Logger;
  /** The warning logged when a run throws (English, for operators). */
  failureMessage: string;
};

/** A running queue worker. */
export type QueueWorker = {
  /** Stops fetching jobs of the queue; running jobs finish. The queue stays up. Idempotent. */
  stop(): Promise<void>;
};

/**
 * Starts a worker of one pg-boss queue, one job at a time per poll (`batchSize` 1): the skeleton
 * the background workers share (`debt-worker.ts`, `extraction-worker.ts`, `batch-zip-worker.ts`).
 * A run that throws is logged as a warning with the job's data (`failureMessage`) and its job
 * fails, so pg-boss retries it with the queue's policy.
 *
 * @throws when the queue cannot start (database unreachable).
 */
export async function startQueueWorker<Data extends object, Result>(
  options: QueueWorkerOptions<Data, Result>,
): Promise<QueueWorker> {
  const { queue, name, run } = options;
  const log = options.logger.child({ queue: name });
  await queue.start();
  const worker = await queue.work<Data>(
    name,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
    async (jobs) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            const result = await run(job.data);
            options.onRun?.(job.data, { result });
            return { id: job.id, status: 'completed', output: outputOf(result) };
          } catch (error) {
            const fields: Record<string, unknown> = { err: error, ...job.data };
            log.warn(fields, options.failureMessage);
            options.onRun?.(job.data, { error });
            return {
              id: job.id,
              status: 'failed',
              output: { message: error instanceof Error ? error.message : String(error) },
            };
          }
        }),
      ),
  );
  return { stop: () => worker.stop() };
}

/** A run's value as a job's output (pg-boss stores an object; anything else as `{ value }`). */
function outputOf(result: unknown): object | null {
  if (result === undefined || result === null) return null;
  return typeof result === 'object' ? result : { value: result };
}
