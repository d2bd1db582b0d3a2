/**
 * The life of an invoice batch as a transition table (issue 24 item 2: "a preview before anything
 * is queued … the user confirms. A batch whose total differs from the sum of its rows cannot
 * exist."; issue 25 item 3: every status by one machine): each status, its Spanish label, and
 * what each event does in it. The server (`apps/api/src/modules/batches/rules.ts`) asks
 * {@link nextBatchStatus} before it stages rows or confirms a batch; the database column
 * `invoice_batches.estado` takes its values from {@link batchStatuses}.
 *
 * ## The flow
 *
 * | event | from | to | sends |
 * |---|---|---|---|
 * | `uploadRows` | CARGANDO | CARGANDO | — |
 * | `confirm` | CARGANDO | CONFIRMADO | the accepted rows' invoices, each with its emission job |
 * | `confirm` | CONFIRMADO | CONFIRMADO | — (the same answer, nothing created twice) |
 *
 * - `CARGANDO` (a new batch): its CSV rows are uploaded in parts and STAGED (kept with their
 *   outcome, accepted or refused, and for an accepted row the invoice it will become); nothing
 *   is queued for ARCA. `uploadRows` stays in `CARGANDO` (a first part replaces what was staged,
 *   so a user who fixes the file uploads again under the same batch). `confirm` (the count of
 *   invoices and their total in cents that the user saw on the preview, equal to the server's
 *   own sum of the accepted rows) → `CONFIRMADO`.
 * - `CONFIRMADO` (final: no event leaves it): the accepted rows became invoices (PENDING_AFIP,
 *   their emission jobs queued) in the same transaction that stored the confirmed count and
 *   total. `confirm` again stays `CONFIRMADO`; `uploadRows` is refused (`batch.confirmed`,
 *   HTTP 409).
 *
 * Decision: no status after `CONFIRMADO` (emitting, done): how far ARCA got is counted from the
 * batch's invoices whenever it is read (`Batch.processed`, `approved`, `rejected`), never a
 * second tally that could disagree with them.
 */
import type { MessageCode } from '../messages';
import { fail, type Result, succeed } from '../result';
import { defineStatusMachine, nextStatus } from './status-machine';

/** The statuses of an invoice batch, the initial first (see the module's TSDoc). */
export const batchStatuses = ['CARGANDO', 'CONFIRMADO'] as const;

/** A status of an invoice batch; see {@link batchStatuses}. */
export type BatchStatus = (typeof batchStatuses)[number];

/**
 * What can happen to a batch: `uploadRows` (`POST /root/batch/{batchId}/rows`, a part of its
 * CSV staged) and `confirm` (`POST /root/batch/{batchId}/process` with the figures the user
 * confirmed).
 */
export const batchEvents = ['uploadRows', 'confirm'] as const;

/** An event of a batch; see {@link batchEvents}. */
export type BatchEvent = (typeof batchEvents)[number];

/** The batch's transition table (see the module's TSDoc). */
export const batchStatusMachine = defineStatusMachine<BatchStatus, BatchEvent>({
  name: 'invoice_batches.estado',
  states: batchStatuses,
  events: batchEvents,
  initial: 'CARGANDO',
  final: ['CONFIRMADO'],
  transitions: [
    {
      from: ['CARGANDO'],
      event: 'uploadRows',
      to: 'CARGANDO',
      guard: 'the batch owner (a company admin), a part of the CSV',
    },
    {
      from: ['CARGANDO'],
      event: 'confirm',
      to: 'CONFIRMADO',
      guard: "the figures the user confirmed equal the server's sum of the accepted rows",
      sends: ['job:emission'],
    },
    {
      from: ['CONFIRMADO'],
      event: 'confirm',
      to: 'CONFIRMADO',
      guard: 'the figures it was confirmed with (a repeated confirmation)',
    },
  ],
});

/** The status a new batch starts in. */
export const initialBatchStatus: BatchStatus = batchStatusMachine.initial;

/** The Spanish label of each batch status ('Sin confirmar', 'Confirmado'; the batch list's tag). */
export const batchStatusLabels: Readonly<Record<BatchStatus, string>> = Object.freeze({
  CARGANDO: 'Sin confirmar',
  CONFIRMADO: 'Confirmado',
});

/** What each batch status means, in Spanish (the tag's description on the batch view). */
export const batchStatusDescriptions: Readonly<Record<BatchStatus, string>> = Object.freeze({
  CARGANDO: 'Las filas están cargadas y revisadas; todavía no se emitió ninguna factura.',
  CONFIRMADO: 'Las facturas confirmadas están en la cola de ARCA o ya fueron emitidas.',
});

/**
 * The catalogue's refusal of an event the table does not take: only `uploadRows` on a
 * `CONFIRMADO` batch is ever refused.
 */
const batchRefusal: Extract<MessageCode, 'batch.confirmed'> = 'batch.confirmed';

/** Whether `value` is one of {@link batchStatuses} (a stored text read back). */
export function isBatchStatus(value: unknown): value is BatchStatus {
  return (batchStatuses as readonly unknown[]).includes(value);
}

/**
 * The status a batch in `status` moves to on `event` ({@link batchStatusMachine}).
 *
 * @returns the next status (possibly `status` itself), or the refusal at path `estado`:
 *   `batch.confirmed` ('El lote ya fue confirmado: no admite más filas') for `uploadRows` on a
 *   `CONFIRMADO` batch.
 * @throws RangeError for a status that is not one of {@link batchStatuses}.
 */
export function nextBatchStatus(status: BatchStatus, event: BatchEvent): Result<BatchStatus> {
  if (!isBatchStatus(status)) throw new RangeError(`Unknown batch status ${String(status)}`);
  const step = nextStatus(batchStatusMachine, status, event);
  return step.ok ? succeed(step.to) : fail('estado', batchRefusal);
}
