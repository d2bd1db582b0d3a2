import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoices } from '../db/schema.js';
import type { WsfeClient } from '../integrations/afip/types.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Logger } from '../logger.js';
import {
  type EmissionDeps,
  type EmissionOutcome,
  EmissionRetryError,
  emitInvoice,
  isPending,
  outcomeOfRow,
} from '../modules/invoices/emission/index.js';
import { sendInvoiceToClient } from '../modules/invoices/invoice-mail.js';
import { emissionPendingStatuses } from '../modules/invoices/invoice-row.js';
import { itemAt } from '../narrow.js';
import {
  type EmissionRetryPolicy,
  type FetchedJob,
  invoiceEmissionQueue,
  type JobQueue,
  type JobResult,
} from './queue.js';

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
  /**
   * Sends each emitted invoice to its client's e-mail (`modules/invoices/invoice-mail.ts`, issue
   * 25 item 5); without it no invoice is mailed.
   */
  mailer?: Mailer;
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
   * Series this process emits at once (`config.emissionConcurrency`), at least: jobs are fetched
   * in groups ({@link emissionFetchShape}) and each group runs its series in parallel. @default 4
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
 * How the worker's `concurrency` (`EMISSION_CONCURRENCY`: series in flight at once) is fetched from
 * pg-boss: `loops` fetch loops, each taking up to `jobsPerFetch` jobs at a time, with
 * `loops × jobsPerFetch ≥ concurrency` and at most 8 jobs per fetch. At least two loops (when the
 * concurrency allows): a fetch whose slowest series waits (a busy lease, a slow ARCA) holds its
 * loop until it ends, and the other loop keeps taking new invoices meanwhile. Examples: 64 → 8
 * loops of 8; 8 (PGlite) → 2 of 4; 4 → 2 of 2; 1 → 1 of 1. Source: Liqui (issue 15 item 4).
 */
export function emissionFetchShape(concurrency: number): { loops: number; jobsPerFetch: number } {
  const wanted = Math.max(1, Math.floor(concurrency));
  const loops = Math.min(wanted, Math.max(2, Math.ceil(wanted / 8)));
  return { loops, jobsPerFetch: Math.ceil(wanted / loops) };
}

/**
 * Starts the `invoice-emission` worker of this process (call it from `main.ts` after the server
 * listens, and from tests): starts the queue, registers the handler (`emitInvoice` of
 * `modules/invoices/emission/`) and queues again the pending invoices that lost their job.
 *
 * Each job runs the engine of its invoice's series (issuer CUIT, point of sale, type): the run
 * emits every pending invoice of the series, up to RegXReq vouchers per FECAESolicitar, so the
 * jobs of invoices another run emitted end as no-ops (they wait, reading only, while the series'
 * lease is busy; `modules/invoices/emission/README.md`). Jobs are fetched several at a time ({@link emissionFetchShape}):
 * the jobs of a fetch whose invoices are settled already end after one read, the jobs of one
 * series share one run, different series run in parallel, and a full fetch is followed by the
 * next one at once (`burstWhenBatchFull`, `job-worker.ts`) rather than after the polling interval.
 * Each job is settled on its own (per-job results), so one series' failure retries only its
 * jobs. Issue 15 item 8: with one job per fetch every slot waited for its next poll, which held
 * 64 slots to 64 invoices a second whatever ARCA's speed.
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

  const concurrency = Math.max(1, options.concurrency ?? 4);
  const { loops, jobsPerFetch } = emissionFetchShape(concurrency);
  const deps: EmissionDeps = {
    database,
    wsfe,
    logger: log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
    ...(options.settleDelayMs !== undefined ? { settleDelayMs: options.settleDelayMs } : {}),
    ...(options.leaseWaitMs !== undefined ? { leaseWaitMs: options.leaseWaitMs } : {}),
  };

  /** Runs one invoice's emission, logs and reports it; a thrown error is returned, not thrown. */
  async function runOne(invoiceId: string): Promise<EmissionRun> {
    try {
      const outcome = await emitInvoice(deps, invoiceId);
      if (outcome.kind === 'conflict') {
        log.warn({ invoiceId, outcome }, 'The invoice changed during its emission run');
      }
      return { invoiceId, outcome };
    } catch (error) {
      if (error instanceof EmissionRetryError) {
        log.warn(
          { invoiceId, reason: error.reason, ...(error.write ? { write: error.write } : {}) },
          error.message,
        );
      } else {
        log.error({ err: error, invoiceId }, 'Emission job failed');
      }
      return { invoiceId, error };
    }
  }

  /**
   * The jobs of one series fetched together, oldest first: the first pending one runs the engine,
   * which drains the series (the others included); the others then take their outcome from their
   * rows in one read. One still pending after a run that ended normally (a newer invoice the run
   * did not reach, or a watch that ended with its own invoice) runs the engine in turn; after a run
   * that failed, the ones still pending fail with the same error (pg-boss retries them).
   */
  async function runSeries(invoiceIds: string[], runs: Map<string, EmissionRun>): Promise<void> {
    let remaining = invoiceIds;
    while (remaining.length > 0) {
      const first = itemAt(remaining, 0);
      const rest = remaining.slice(1);
      const run = await runOne(first);
      runs.set(first, run);
      if (rest.length === 0) return;
      const rows = new Map(
        (await database.db.select().from(invoices).where(inArray(invoices.invoiceId, rest))).map(
          (row) => [row.invoiceId, row],
        ),
      );
      remaining = [];
      for (const invoiceId of rest) {
        const row = rows.get(invoiceId);
        if (!isPending(row))
          runs.set(invoiceId, { invoiceId, outcome: outcomeOfRow(invoiceId, row) });
        else if ('error' in run) runs.set(invoiceId, { invoiceId, error: run.error });
        else remaining.push(invoiceId);
      }
    }
  }

  /**
   * Sends the client e-mail of every run whose invoice is EMITTED (emitted by this run or by
   * another run of its series): `sendInvoiceToClient` claims each invoice once, so a job retried
   * or a second job of the same invoice sends nothing more. A failure is logged and never fails
   * the job (the invoice is emitted).
   */
  async function mailEmitted(fetched: EmissionRun[]): Promise<void> {
    const emitted = fetched.filter(
      (run) =>
        'outcome' in run &&
        (run.outcome.kind === 'emitted' ||
          (run.outcome.kind === 'skipped' && run.outcome.estado === 'EMITTED')),
    );
    await Promise.all(
      emitted.map((run) =>
        sendInvoiceToClient({ database, mailer: options.mailer, logger: log }, run.invoiceId).catch(
          (error: unknown) =>
            log.error({ err: error, invoiceId: run.invoiceId }, 'The invoice e-mail was not sent'),
        ),
      ),
    );
  }

  /**
   * The handler of one fetch (up to `jobsPerFetch` jobs): one read of their invoices; a job whose
   * invoice is not pending any more (another run of its series emitted it) ends at once as
   * `skipped`; the rest are grouped by series and the series run in parallel ({@link runSeries}).
   * Each job is settled on its own (per-job results): completed with its outcome, or failed
   * (retried with backoff) with its run's error.
   */
  async function handleFetch(jobs: FetchedJob<EmissionJobData>[]): Promise<JobResult[]> {
    const invoiceIds = [...new Set(jobs.map((job) => job.data.invoiceId))];
    const found = new Map(
      (
        await database.db
          .select({
            invoiceId: invoices.invoiceId,
            estado: invoices.estado,
            userCuit: invoices.userCuit,
            puntoVenta: invoices.puntoVenta,
            tipoDeComprobante: invoices.tipoDeComprobante,
          })
          .from(invoices)
          .where(inArray(invoices.invoiceId, invoiceIds))
      ).map((row) => [row.invoiceId, row]),
    );
    const runs = new Map<string, EmissionRun>();
    const bySeries = new Map<string, string[]>();
    for (const invoiceId of invoiceIds) {
      const row = found.get(invoiceId);
      if (!row || !emissionPendingStatuses.some((status) => status === row.estado)) {
        runs.set(invoiceId, {
          invoiceId,
          outcome: { kind: 'skipped', invoiceId, estado: row?.estado ?? null },
        });
        continue;
      }
      const series = `${row.userCuit}/${row.puntoVenta}/${row.tipoDeComprobante}`;
      bySeries.set(series, [...(bySeries.get(series) ?? []), invoiceId]);
    }
    await Promise.all([...bySeries.values()].map((ids) => runSeries(ids, runs)));
    if (options.mailer) await mailEmitted([...runs.values()]);
    return jobs.map((job) => {
      const run = runs.get(job.data.invoiceId)!;
      options.onRun?.(run);
      return 'error' in run
        ? {
            id: job.id,
            status: 'failed' as const,
            output: { message: run.error instanceof Error ? run.error.message : String(run.error) },
          }
        : { id: job.id, status: 'completed' as const, output: run.outcome };
    });
  }

  const worker = await queue.work<EmissionJobData>(
    invoiceEmissionQueue,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      loops,
      batchSize: jobsPerFetch,
      // A full fetch means more jobs are waiting: fetch again at once instead of after the polling
      // interval (with one job per fetch and a 1 s poll, a slot emitted at most one invoice a
      // second: 64 slots, 64 invoices/s whatever ARCA's speed).
      burstWhenBatchFull: true,
    },
    handleFetch,
  );

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
      if (timer) clearInterval(timer);
      await sweeping?.catch(() => {});
      await worker.stop();
    },
  };
}
