import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import type { WsfeClient } from '../integrations/afip/types.js';
import type { Logger } from '../logger.js';
import {
  type EmissionOutcome,
  EmissionRetryError,
  emitInvoice,
} from '../modules/invoices/emission.js';
import { emissionPendingStatuses } from '../modules/invoices/invoice-row.js';
import { type EmissionRetryPolicy, invoiceEmissionQueue, type JobQueue } from './queue.js';

/** The data of an `invoice-emission` job. */
export type EmissionJobData = { invoiceId: string };

/** Options of {@link startEmissionWorker}. */
export type EmissionWorkerOptions = {
  /** The app's job queue (`services.jobs`). */
  queue: JobQueue;
  database: Database;
  /** The WSFEv1 client (`services.afip.wsfe`). */
  wsfe: WsfeClient;
  logger: Logger;
  /** The clock of the invoices' timestamps. @default () => new Date() */
  now?: () => Date;
  /**
   * The retry policy of emission jobs from now on (tests: about 1 s up to 2 s).
   * @default the queue's (`productionEmissionRetry` unless changed)
   */
  retry?: EmissionRetryPolicy;
  /** Seconds between polls for new jobs (≥ 0.5). @default 1 */
  pollingIntervalSeconds?: number;
  /**
   * Jobs run at once by this process (`config.emissionConcurrency`): each runs the engine of its
   * invoice's series, so this is how many series are in flight at once. @default 4
   */
  concurrency?: number;
  /**
   * Every how many ms pending invoices without a job are queued again (a job pg-boss gave up on,
   * an invoice left PENDING_AFIP by a crash); also done once at start. 0 turns the timer off.
   * @default 300_000
   */
  sweepIntervalMs?: number;
  /** Passed to `emitInvoice` (lease length and wait, ms). */
  leaseMs?: number;
  /**
   * Passed to `emitInvoice`: how long a reservation rests before a run settles it, ms (see
   * `EmissionDeps.settleDelayMs`; `main.ts` passes twice AFIP_TIMEOUT_MS). @default 0
   */
  settleDelayMs?: number;
  leaseWaitMs?: number;
  /**
   * Called after every run of an emission job with its outcome, or the error it threw (tests
   * wait on it instead of polling). Must not throw.
   */
  onRun?: (run: EmissionRun) => void;
};

/** One finished run of an emission job (see {@link EmissionWorkerOptions.onRun}). */
export type EmissionRun =
  | { invoiceId: string; outcome: EmissionOutcome }
  | { invoiceId: string; error: unknown };

/** A running emission worker. */
export type EmissionWorker = {
  /** Queues every PENDING_AFIP/QUEUED invoice that has no job waiting (see `sweepIntervalMs`). */
  sweep(): Promise<number>;
  /** Stops fetching emission jobs and the sweep timer; running jobs finish. The queue stays up. */
  stop(): Promise<void>;
};

/**
 * Starts the `invoice-emission` worker of this process (call it from `main.ts` after the server
 * listens, and from tests): starts the queue, registers the handler (`emitInvoice` of
 * `modules/invoices/emission.ts`) and queues again the pending invoices that lost their job.
 *
 * Each job runs the engine of its invoice's series (issuer CUIT, point of sale, type): the run
 * emits every pending invoice of the series, up to RegXReq vouchers per FECAESolicitar, so the
 * jobs of invoices another run emitted end as no-ops (they wait, reading only, while the series'
 * lease is busy; `emission.ts`). `concurrency` is how many series one process emits at once.
 * A job whose run throws is retried by pg-boss with exponential backoff: {@link EmissionRetryError}
 * (ARCA unreachable, the series' lease busy or lost during the run) is logged as a warning,
 * anything else as an error. A `conflict` outcome (the invoice changed under the run) is logged
 * as a warning and ends the job.
 * Source: issue 5 ("idempotent emission job"), web-services.md §3.8.
 *
 * @throws when the queue cannot start (database unreachable).
 */
export async function startEmissionWorker(options: EmissionWorkerOptions): Promise<EmissionWorker> {
  const { queue, database, wsfe, logger } = options;
  const log = logger.child({ queue: invoiceEmissionQueue });
  if (options.retry) await queue.setEmissionRetry(options.retry);
  await queue.start();

  const workerId = await queue.boss.work<EmissionJobData>(
    invoiceEmissionQueue,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      localConcurrency: options.concurrency ?? 4,
      batchSize: 1,
    },
    async ([job]) => {
      if (!job) return null;
      const { invoiceId } = job.data;
      try {
        const outcome = await emitInvoice(
          {
            database,
            wsfe,
            logger: log,
            ...(options.now ? { now: options.now } : {}),
            ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
            ...(options.settleDelayMs !== undefined
              ? { settleDelayMs: options.settleDelayMs }
              : {}),
            ...(options.leaseWaitMs !== undefined ? { leaseWaitMs: options.leaseWaitMs } : {}),
          },
          invoiceId,
        );
        if (outcome.kind === 'conflict') {
          log.warn({ invoiceId, outcome }, 'The invoice changed during its emission run');
        }
        options.onRun?.({ invoiceId, outcome });
        return outcome;
      } catch (error) {
        if (error instanceof EmissionRetryError) {
          log.warn(
            { invoiceId, reason: error.reason, ...(error.write ? { write: error.write } : {}) },
            error.message,
          );
        } else {
          log.error({ err: error, invoiceId }, 'Emission job failed');
        }
        options.onRun?.({ invoiceId, error });
        throw error;
      }
    },
  );

  queue.addEmissionWorker(workerId);
  let isStopped = false;
  let sweeping: Promise<number> | undefined;

  async function sweep(): Promise<number> {
    sweeping ??= (async () => {
      const pending = await database.db
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(inArray(invoices.estado, [...emissionPendingStatuses]));
      let queued = 0;
      for (const { invoiceId } of pending) {
        if (isStopped) break;
        if ((await queue.enqueueEmission(invoiceId)) !== null) queued += 1;
      }
      if (queued > 0) log.info({ queued }, 'Pending invoices queued again');
      return queued;
    })().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  }

  await sweep();
  const sweepIntervalMs = options.sweepIntervalMs ?? 300_000;
  const timer =
    sweepIntervalMs > 0
      ? setInterval(() => {
          sweep().catch((error: unknown) => log.error({ err: error }, 'Emission sweep failed'));
        }, sweepIntervalMs)
      : undefined;
  timer?.unref();

  return {
    sweep,
    async stop() {
      if (isStopped) return;
      isStopped = true;
      queue.removeEmissionWorker(workerId);
      if (timer) clearInterval(timer);
      await sweeping?.catch(() => {});
      await queue.boss.offWork(invoiceEmissionQueue, { wait: true });
    },
  };
}
