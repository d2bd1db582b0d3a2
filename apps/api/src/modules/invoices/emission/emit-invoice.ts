import { messages } from '@liqui/domain';
import { AfipServiceError, AfipTransportError } from '../../../integrations/afip/types.js';
import { errorText, isTransientAfipFailure } from './afip-answer.js';
import { emitBatch } from './emit-batch.js';
import {
  lastEmittedNumber,
  maxNumberingRounds,
  nextBatch,
  regXReqOf,
  settleReservations,
} from './numbering.js';
import {
  type EmissionOutcome,
  EmissionRetryError,
  isPending,
  leaseLostBefore,
  outcomeOfRow,
} from './outcome.js';
import {
  afterMiss,
  type EmissionDeps,
  explainMiss,
  loadInvoice,
  type Run,
  rejectInvoice,
} from './run.js';
import { waitForLease } from './wait-for-lease.js';
import { countFailedAttempt } from './writes.js';

/**
 * Runs the emission engine of `invoiceId`'s series under its lease and reports what happened to
 * `invoiceId`: the handler of the `invoice-emission` job (`jobs/emission-worker.ts`). Other
 * invoices of the series that were pending are emitted by the same run (their jobs end as no-ops).
 * The algorithm (steps 1–7) and the lease checks are in `README.md` of this folder. Source:
 * web-services.md §3.3–§3.9; issues 5, 10 and 15.
 *
 * @param deps - database, WSFEv1 client, logger, clocks and lease lengths ({@link EmissionDeps}).
 * @param invoiceId - the job's invoice.
 * @returns what happened to `invoiceId` ({@link EmissionOutcome}).
 * @throws {@link EmissionRetryError} when it must be retried later (lease busy or lost, a
 *   reservation maybe in flight, ARCA unreachable); any other error (database down) as is: the
 *   job is retried too.
 */
export async function emitInvoice(deps: EmissionDeps, invoiceId: string): Promise<EmissionOutcome> {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const log = deps.logger.child({ invoiceId });

  const first = await loadInvoice(db, invoiceId);
  if (!first || !isPending(first)) {
    return { kind: 'skipped', invoiceId, estado: first?.estado ?? null };
  }

  const lease = await waitForLease(deps, first);
  if (!('holder' in lease)) return lease;
  const run: Run = {
    db,
    wsfe: deps.wsfe,
    lease,
    now,
    log,
    batch: [],
    settleDelayMs: deps.settleDelayMs ?? 0,
  };

  try {
    const hadReservations = await settleReservations(run, { waitForInFlight: true });
    const knownLast = hadReservations ? undefined : await lastEmittedNumber(run);
    return await drainSeries(run, invoiceId, knownLast);
  } catch (error) {
    const targets = run.batch.length > 0 ? run.batch : [invoiceId];
    if (error instanceof AfipServiceError && !isTransientAfipFailure(error)) {
      // ARCA refuses Liqui (600/601: not the taxpayer's representative, …). Without a reserved
      // number nothing can have been authorized: those invoices are rejected with ARCA's codes.
      // With one, an invoice stays pending until FECompConsultar can settle it.
      let own: EmissionOutcome | undefined;
      for (const targetId of targets) {
        const row = await loadInvoice(db, targetId);
        if (row && isPending(row) && row.nroDeComprobante === null) {
          const outcome = await rejectInvoice(run, targetId, null, {
            resultado: 'R',
            errors: error.errors,
            observaciones: [],
            events: [],
            source: 'FECAESolicitar',
          });
          if (targetId === invoiceId) own = outcome;
        }
      }
      if (own) return own;
      if (!targets.includes(invoiceId)) {
        throw new EmissionRetryError(`ARCA refused the series: ${errorText(error)}`, 'afip', {
          cause: error,
        });
      }
    }
    if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
      return await recordFailure(run, targets, invoiceId, error);
    }
    throw error;
  } finally {
    await lease.release();
  }
}

/**
 * Steps 4–6: sends the series' pending invoices in batches of RegXReq, oldest first, until none is
 * left, and returns the outcome of the job's invoice `invoiceId`. A batch whose numbers clash with
 * a reservation of Liqui settles the series again; after {@link maxNumberingRounds} clashes in a
 * row the batch is REJECTED (`invoice.numberClash`).
 *
 * @param startLast - the last number Liqui knows for the series to start from (undefined: ask
 *   ARCA).
 */
async function drainSeries(
  run: Run,
  invoiceId: string,
  startLast: number | undefined,
): Promise<EmissionOutcome> {
  const regXReq = await regXReqOf(run);
  const numberingRounds = new Map<string, number>();
  let own: EmissionOutcome | undefined;
  let clashes = 0;
  /**
   * The last number known without asking ARCA: Liqui's own at the start of a run without
   * reservations, or ARCA's after a batch approved whole (undefined: ask ARCA).
   */
  let knownLast = startLast;
  for (;;) {
    const batch = await nextBatch(run, regXReq);
    if (batch.length === 0) break;
    run.batch = batch.map((row) => row.invoiceId);
    const sent = await emitBatch(run, { batch, numberingRounds, knownLast });
    run.batch = [];
    if (sent === 'taken') {
      // Another invoice of Liqui holds a number above ARCA's last one: settle and read again.
      clashes += 1;
      run.log.warn({ clashes }, 'A reserved number of Liqui is in the way; settling again');
      if (clashes >= maxNumberingRounds) {
        for (const row of batch) {
          const outcome = await rejectInvoice(run, row.invoiceId, null, {
            resultado: 'R',
            errors: [{ code: 0, msg: messages['invoice.numberClash'] }],
            observaciones: [],
            events: [],
            source: 'FECAESolicitar',
          });
          if (row.invoiceId === invoiceId) own = outcome;
        }
        clashes = 0;
      }
      knownLast = undefined;
      await settleReservations(run);
      continue;
    }
    clashes = 0;
    knownLast = sent.lastAfter;
    own = sent.outcomes.get(invoiceId) ?? own;
    if (sent.isUnsettled) await settleReservations(run);
  }
  return own ?? outcomeOfRow(invoiceId, await loadInvoice(run.db, invoiceId));
}

/**
 * Step 7: one more failed attempt on each pending invoice of `invoiceIds` (the batch being sent;
 * PENDING_AFIP stays for the first attempt, QUEUED from the second), in one statement guarded by
 * the lease; then {@link EmissionRetryError} `afip`. When the lease was lost, the attempt is not
 * counted: the failure is noted in `last_error` of the job's invoice and `lease-lost` is thrown.
 * When the job's invoice is no longer pending, outcome `conflict` (nothing left to retry).
 */
async function recordFailure(
  run: Run,
  invoiceIds: string[],
  invoiceId: string,
  error: unknown,
): Promise<EmissionOutcome> {
  const text = errorText(error);
  const written = await countFailedAttempt(run, invoiceIds, text);
  const isOwnWritten = written.includes(invoiceId);
  if (isOwnWritten || (written.length > 0 && !invoiceIds.includes(invoiceId))) {
    run.log.warn(
      { err: error, invoices: written.length },
      'ARCA could not be reached; the emission will be retried',
    );
    throw new EmissionRetryError(`ARCA could not be reached: ${text}`, 'afip', { cause: error });
  }
  if (!invoiceIds.includes(invoiceId)) {
    if (
      (await explainMiss(run, 'recordFailedAttempt', { invoices: invoiceIds.length })) ===
      'lease-lost'
    ) {
      throw leaseLostBefore('recordFailedAttempt');
    }
    throw new EmissionRetryError(`ARCA could not be reached: ${text}`, 'afip', { cause: error });
  }
  // The invoice is no longer pending (afterMiss throws otherwise): nothing is left to retry.
  return afterMiss(
    run,
    'recordFailedAttempt',
    invoiceId,
    {},
    {
      reservation: undefined,
      note: `${text} (the emission lease expired before this attempt was counted)`,
    },
  );
}
