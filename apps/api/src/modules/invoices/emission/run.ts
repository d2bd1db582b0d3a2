import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import type { WsfeClient } from '../../../integrations/afip/types.js';
import type { Logger } from '../../../logger.js';
import type { InvoiceRow, StoredAfipResult } from '../invoice-row.js';
import { codesOf } from './afip-answer.js';
import type { LeaseClock } from './lease.js';
import {
  type EmissionOutcome,
  EmissionRetryError,
  type EmissionWrite,
  leaseLostBefore,
} from './outcome.js';
import {
  type EmittedVoucher,
  markEmitted,
  markRejected,
  noteUnrecorded,
  type WriteScope,
} from './writes.js';

/**
 * One emission run and what every step shares: its dependencies, the lease guard before each ARCA
 * call, and how a write that matched nothing is explained (`README.md` of this folder, "Lease
 * checks").
 */

/** Dependencies of `emitInvoice`. */
export type EmissionDeps = {
  database: Database;
  /** The WSFEv1 client (`createAfipClients(...).wsfe`). */
  wsfe: WsfeClient;
  logger: Logger;
  /** The clock of the rows' timestamps. @default () => new Date() */
  now?: () => Date;
  /** Lease length, ms (`config.emissionLeaseMs`; renewed before each ARCA call). @default 120_000 */
  leaseMs?: number;
  /** How long to wait for a busy lease before giving up with a retry, ms. @default 15_000 */
  leaseWaitMs?: number;
  /** The clock of that wait (tests). @default the system's */
  leaseClock?: LeaseClock;
  /**
   * How long a reservation must have rested (its row untouched: `updated_at`) before a new run
   * settles it, ms. A FECAESolicitar the client gave up on (timeout, lost answer) may still be
   * committed by ARCA after the client stopped waiting; settling its numbers meanwhile would free
   * a number ARCA is about to authorize, and the invoice would get a second voucher. The worker
   * passes twice `AFIP_TIMEOUT_MS` (`main.ts`). @default 0 (tests that drive a run by hand)
   */
  settleDelayMs?: number;
};

/** One run of `emitInvoice`: its database, ARCA client, lease, clock and log. */
export type Run = WriteScope & {
  wsfe: WsfeClient;
  /** The ids of the batch being sent (reserved, or about to be): a failure is counted on them. */
  batch: string[];
  /** {@link EmissionDeps.settleDelayMs}. */
  settleDelayMs: number;
};

/** The invoice `invoiceId` as stored (undefined: none). */
export async function loadInvoice(db: Db, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).limit(1);
  return row;
}

/**
 * Renews the lease before an ARCA call; a lost lease stops the run before ARCA is asked.
 *
 * @throws {@link EmissionRetryError} `lease-lost` (without `write`).
 */
export async function guard(run: Run): Promise<void> {
  if (!(await run.lease.renew())) {
    run.log.warn('The emission lease was lost before calling ARCA: stopping');
    throw new EmissionRetryError('The emission lease was lost', 'lease-lost');
  }
}

/**
 * Explains a guarded write that matched no row and logs it: `lease-lost` when this run's lease is
 * no longer valid, else `changed` (the invoice is not in the state the write expects any more).
 */
export async function explainMiss(
  run: WriteScope,
  write: EmissionWrite,
  details: Record<string, unknown>,
): Promise<'lease-lost' | 'changed'> {
  if (!(await run.lease.isValid())) {
    run.log.warn(
      { write, ...details },
      `${write} matched no invoice: the emission lease is lost, nothing was written`,
    );
    return 'lease-lost';
  }
  run.log.warn(
    { write, ...details },
    `${write} matched no invoice: it changed under the emission run, nothing was written`,
  );
  return 'changed';
}

/**
 * {@link explainMiss} for a write on another invoice than the job's (settling, a batch): a lost
 * lease stops the run, a changed invoice is only logged.
 *
 * @throws {@link EmissionRetryError} `lease-lost` naming `write`.
 */
export async function stopIfLeaseLost(
  run: WriteScope,
  write: EmissionWrite,
  details: Record<string, unknown>,
): Promise<void> {
  if ((await explainMiss(run, write, details)) === 'lease-lost') throw leaseLostBefore(write);
}

/** An ARCA answer the run could not record: the reservation it belongs to and the note to leave. */
export type Unrecorded = { reservation: number | null | undefined; note: string };

/**
 * What a run does when one of its writes on its own invoice matched no row: a lost lease → the
 * unrecorded ARCA answer, if any, is noted in `last_error` (`noteUnrecorded` of `writes.ts`) and
 * {@link EmissionRetryError} `lease-lost` is thrown; a changed invoice → outcome `conflict`.
 */
export async function afterMiss(
  run: WriteScope,
  write: EmissionWrite,
  invoiceId: string,
  details: { cbteNro?: number | null; cae?: string },
  unrecorded?: Unrecorded,
): Promise<EmissionOutcome> {
  const why = await explainMiss(run, write, { invoiceId, ...details });
  if (why === 'lease-lost') {
    if (unrecorded) await noteUnrecorded(run, invoiceId, unrecorded.reservation, unrecorded.note);
    throw leaseLostBefore(write);
  }
  const current = await loadInvoice(run.db, invoiceId);
  return { kind: 'conflict', invoiceId, write, estado: current?.estado ?? null };
}

/** The note of an authorized voucher the run could not record (the next run adopts it). */
export function unrecordedEmission(voucher: EmittedVoucher): Unrecorded {
  return {
    reservation: voucher.cbteNro,
    note: `ARCA authorized voucher ${voucher.cbteNro} (CAE ${voucher.cae}) but the emission lease expired before it was recorded; the next run adopts it with FECompConsultar`,
  };
}

/**
 * Records an authorized voucher on the run's invoice (step 5, or adopted), or explains the miss.
 *
 * @param tryWrite - false: the write was already tried (in a batch) and matched nothing; only
 *   explain the miss. @default true
 */
export async function recordEmitted(
  run: WriteScope,
  row: InvoiceRow,
  voucher: EmittedVoucher,
  tryWrite = true,
): Promise<EmissionOutcome> {
  if (tryWrite && (await markEmitted(run, row, voucher))) {
    run.log.info({ cbteNro: voucher.cbteNro, cae: voucher.cae }, 'Invoice emitted');
    return {
      kind: 'emitted',
      invoiceId: row.invoiceId,
      cae: voucher.cae,
      cbteNro: voucher.cbteNro,
    };
  }
  return afterMiss(
    run,
    'markEmitted',
    row.invoiceId,
    { cbteNro: voucher.cbteNro, cae: voucher.cae },
    unrecordedEmission(voucher),
  );
}

/**
 * REJECTED with ARCA's answer, freeing the reserved number `reservation` (`null`: the invoice has
 * none), or the miss explained ({@link afterMiss}).
 */
export async function rejectInvoice(
  run: WriteScope,
  invoiceId: string,
  reservation: number | null,
  result: StoredAfipResult,
  unrecorded?: Unrecorded,
): Promise<EmissionOutcome> {
  const isWritten = await markRejected(run, invoiceId, reservation, result);
  const codes = codesOf(result);
  if (!isWritten) {
    return afterMiss(run, 'reject', invoiceId, { cbteNro: reservation }, unrecorded);
  }
  run.log.info({ codes }, 'Invoice rejected by ARCA');
  return { kind: 'rejected', invoiceId, codes };
}
