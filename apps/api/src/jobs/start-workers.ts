import type { AppServices } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { type BatchZipWorker, startBatchZipWorker } from './batch-zip-worker.js';
import { type DebtWorker, startDebtWorker } from './debt-worker.js';
import { type EmissionWorker, startEmissionWorker } from './emission-worker.js';
import { type ExtractionWorker, startExtractionWorker } from './extraction-worker.js';
import { startPaymentExpiryWorker } from './payment-expiry-worker.js';

/** Options of {@link startWorkers}. */
export type StartWorkersOptions = {
  /**
   * The validated config: `emissionLeaseMs`, `emissionConcurrency`, `afip.timeoutMs` (the
   * emission's settle delay is twice it) and `planExpiryIntervalMs`.
   */
  config: Pick<Config, 'emissionLeaseMs' | 'emissionConcurrency' | 'afip' | 'planExpiryIntervalMs'>;
  /** The open, migrated database. */
  database: Database;
  logger: Logger;
  /** The process's services (`createServices`): the queue, ARCA, mail, files, payments… */
  services: Pick<
    AppServices,
    | 'jobs'
    | 'afip'
    | 'mailer'
    | 'debtSource'
    | 'claveFiscalBox'
    | 'files'
    | 'heavyWork'
    | 'payments'
  >;
};

/** The running job loops and periodic passes of this process (see {@link startWorkers}). */
export type Workers = {
  /**
   * Settles once every loop started (or failed to start: logged, that loop stays off) and the
   * first plan-expiry pass ran, failed or not; never rejects. `main.ts` prints the demo accounts
   * after it, so they stay the last lines of the start (issue 26 item 6).
   */
  ready: Promise<void>;
  /**
   * Stops fetching jobs and the timers, in the order they started; running jobs and a running
   * pass finish first. Each failure is logged, never thrown. The job queue itself stays up (the
   * caller stops it after, when nothing queues any more: `services.jobs.stop()`).
   */
  stop(): Promise<void>;
};

/**
 * Starts every job loop and periodic pass of a process whose `LIQUI_ROLE` runs jobs (`worker`,
 * `all`; `config/role.ts`), the one place they are listed (issue 26 item 2):
 * - the invoice emission worker (`invoice-emission` jobs, and every 5 min the sweep that queues
 *   again the pending invoices without a job), `emission-worker.ts`;
 * - the debt refresh worker (`debt-refresh`, `GET /bot/debt/`), `debt-worker.ts`;
 * - the document extraction bot (`document-extraction`, uploads of botRequired types; it reads
 *   the files in the heavy-work pool), `extraction-worker.ts`;
 * - the batch ZIP builder (`batch-zip`, `GET /pdf?batchId=`, one ZIP at a time),
 *   `batch-zip-worker.ts`;
 * - the plan-expiry pass (ACTIVO → POR_VENCER → VENCIDO and its e-mails), hourly or every
 *   `PLAN_EXPIRY_INTERVAL_SECONDS`, followed on each tick by the sweep of unprocessed Mercado
 *   Pago notifications and the subscription charges, `payment-expiry-worker.ts`.
 *
 * Not here: pg-boss's supervisor (on in the same processes, `createServices` passes
 * `supervise`), the signing-key rotation and PGlite's auto-analyze (every role, `main.ts`), the
 * Mercado Pago sandbox's webhook retries (they belong to the sandbox, mounted by `api` and `all`).
 *
 * Call it once the process listens: in the one-process demo (`all`), ARCA's simulator and the
 * Mercado Pago sandbox are this very server. Each loop and pass is safe to run in several
 * processes at once (pg-boss hands a job to one fetch; the emission lease per voucher series;
 * the expiry pass's conditional updates), which is how the worker tier scales.
 *
 * @returns at once: `ready` settles when everything started, `stop()` stops it all.
 */
export function startWorkers(options: StartWorkersOptions): Workers {
  const { config, database, logger, services } = options;
  const started = <Worker>(name: string, starting: Promise<Worker>) =>
    starting.catch((error: unknown) => {
      logger.error({ err: error }, `Could not start the ${name}`);
      return undefined;
    });

  const emission: Promise<EmissionWorker | undefined> = started(
    'invoice emission worker',
    startEmissionWorker({
      queue: services.jobs,
      database,
      wsfe: services.afip.wsfe,
      logger,
      mailer: services.mailer,
      leaseMs: config.emissionLeaseMs,
      settleDelayMs: 2 * config.afip.timeoutMs,
      concurrency: config.emissionConcurrency,
    }),
  );
  // In the sandbox the debt source is ARCA's simulator over HTTP.
  const debt: Promise<DebtWorker | undefined> = started(
    'debt refresh worker',
    startDebtWorker({
      queue: services.jobs,
      database,
      source: services.debtSource,
      openClaveFiscal: (userId, stored) => services.claveFiscalBox.open(userId, stored),
      logger,
    }),
  );
  // One OCR engine per pool thread, created on the first image.
  const extraction: Promise<ExtractionWorker | undefined> = started(
    'document extraction worker',
    startExtractionWorker({
      queue: services.jobs,
      database,
      files: services.files,
      work: services.heavyWork,
      logger,
    }),
  );
  const batchZip: Promise<BatchZipWorker | undefined> = started(
    'batch ZIP worker',
    startBatchZipWorker({ queue: services.jobs, database, files: services.files, logger }),
  );
  const expiry = startPaymentExpiryWorker({
    database,
    mailer: services.mailer,
    logger,
    ...(config.planExpiryIntervalMs ? { intervalMs: config.planExpiryIntervalMs } : {}),
    alsoRun: async () => {
      await services.payments.retryUnprocessedWebhooks();
      await services.payments.chargeSubscriptions();
    },
  });

  const loops: [string, Promise<{ stop(): Promise<void> } | undefined>][] = [
    ['invoice emission worker', emission],
    ['debt refresh worker', debt],
    ['document extraction worker', extraction],
    ['batch ZIP worker', batchZip],
  ];
  return {
    ready: Promise.all([...loops.map(([, loop]) => loop), expiry.firstRun]).then(() => undefined),
    async stop() {
      for (const [name, loop] of loops) {
        try {
          await (await loop)?.stop();
        } catch (error) {
          logger.error({ err: error }, `Error stopping the ${name}`);
        }
      }
      await expiry.stop();
    },
  };
}
