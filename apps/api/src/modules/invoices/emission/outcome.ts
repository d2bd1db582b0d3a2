import type { InvoiceStatus } from '@liqui/domain';
import { emissionPendingStatuses, type InvoiceRow } from '../invoice-row.js';
import { codesOf } from './afip-answer.js';

/**
 * What an emission run answers: the outcome of the job's invoice, the retry error, and the names
 * of the run's lease-checked writes (`README.md` of this folder, "Lease checks").
 */

/** The writes of an emission run to `invoices`, each guarded by the lease (`writes.ts`). */
export type EmissionWrite =
  | 'reserveNumber'
  | 'freeNumber'
  | 'markEmitted'
  | 'reject'
  | 'recordFailedAttempt';

/**
 * Thrown when the emission must be tried again later (pg-boss retries the job with backoff): the
 * series' lease is busy, it was lost during the run, a reservation may still be in flight at
 * ARCA, or ARCA could not be reached. The invoice is left consistent.
 */
export class EmissionRetryError extends Error {
  override readonly name = 'EmissionRetryError';
  constructor(
    message: string,
    /**
     * `lease`: another worker is emitting in the series; `lease-lost`: this run's lease expired
     * (nothing more was written; `write` names the write that found it out, absent when a renewal
     * before an ARCA call did); `afip`: ARCA failed (attempt counted); `in-flight`: a reservation
     * of the series is younger than `settleDelayMs`.
     */
    readonly reason: 'lease' | 'lease-lost' | 'afip' | 'in-flight',
    options?: { cause?: unknown; write?: EmissionWrite },
  ) {
    super(message, options);
    this.write = options?.write;
  }
  /** For `lease-lost`: the write that matched nothing because the lease was gone. */
  readonly write: EmissionWrite | undefined;
}

/** The {@link EmissionRetryError} `lease-lost` of a write that found the lease gone. */
export function leaseLostBefore(write: EmissionWrite): EmissionRetryError {
  return new EmissionRetryError(
    `The emission lease was lost before ${write} could be written`,
    'lease-lost',
    { write },
  );
}

/** What one run of `emitInvoice` did to the job's invoice. */
export type EmissionOutcome =
  | { kind: 'emitted'; invoiceId: string; cae: string; cbteNro: number }
  | { kind: 'rejected'; invoiceId: string; codes: number[] }
  /** Nothing to do: missing, or not PENDING_AFIP/QUEUED (`estado` is the status found). */
  | { kind: 'skipped'; invoiceId: string; estado: string | null }
  /**
   * A write of the run matched no row while the lease was still held: the invoice changed under
   * the run (`estado` is the status found afterwards). Nothing was written.
   */
  | { kind: 'conflict'; invoiceId: string; write: EmissionWrite; estado: string | null };

/** Whether `estado` is one the emission still has work in (PENDING_AFIP or QUEUED). */
export function isPendingStatus(estado: InvoiceStatus | null): boolean {
  return estado !== null && emissionPendingStatuses.includes(estado);
}

/** Whether `row` still waits for ARCA (PENDING_AFIP or QUEUED). */
export function isPending(row: InvoiceRow | undefined): boolean {
  return row !== undefined && isPendingStatus(row.estado);
}

/**
 * The outcome of an invoice as its row shows it after a run: `emitted` (EMITTED with a CAE and a
 * number), `rejected` (REJECTED with ARCA's answer), else `skipped` with the status found (null:
 * no such invoice). Used for the jobs whose invoice another run of its series settled.
 */
export function outcomeOfRow(invoiceId: string, row: InvoiceRow | undefined): EmissionOutcome {
  if (row?.estado === 'EMITTED' && row.cae && row.nroDeComprobante !== null) {
    return { kind: 'emitted', invoiceId, cae: row.cae, cbteNro: row.nroDeComprobante };
  }
  if (row?.estado === 'REJECTED' && row.afipResult) {
    return {
      kind: 'rejected',
      invoiceId,
      codes: codesOf(row.afipResult ?? { errors: [], observaciones: [] }),
    };
  }
  return { kind: 'skipped', invoiceId, estado: row?.estado ?? null };
}
