/**
 * The life of an invoice batch as one pure state machine (issue 24 item 2: "a preview before
 * anything is queued … the user confirms. A batch whose total differs from the sum of its rows
 * cannot exist."): each status, its Spanish label, and what each event does in it. The server
 * (`apps/api/src/modules/batches/batches.service.ts`) asks {@link nextBatchStatus} before it
 * stages rows or confirms a batch; the database column `invoice_batches.estado` takes its values
 * from {@link batchStatuses}.
 *
 * ## The flow
 *
 * - `CARGANDO` (a new batch): its CSV rows are uploaded in parts and STAGED (kept with their
 *   outcome, accepted or refused, and for an accepted row the invoice it will become); nothing
 *   is queued for ARCA. `uploadRows` stays in `CARGANDO` (a first part replaces what was staged,
 *   so a user who fixes the file uploads again under the same batch). `confirm` (the count of
 *   invoices and their total in cents that the user saw on the preview, equal to the server's
 *   own sum of the accepted rows) → `CONFIRMADO`.
 * - `CONFIRMADO` (final): the accepted rows became invoices (PENDING_AFIP, their emission jobs
 *   queued) in the same transaction that stored the confirmed count and total. `confirm` again
 *   stays `CONFIRMADO` (the same answer, nothing created twice); `uploadRows` is refused
 *   (`batch.confirmed`, HTTP 409).
 *
 * Decision: no status after `CONFIRMADO` (emitting, done): how far ARCA got is counted from the
 * batch's invoices whenever it is read (`Batch.processed`, `approved`, `rejected`), never a
 * second tally that could disagree with them.
 */
import type { MessageCode } from './messages';
import { fail, type Result, succeed } from './result';

/** The statuses of an invoice batch, the initial first (see the module's TSDoc). */
export const batchStatuses = ['CARGANDO', 'CONFIRMADO'] as const;

/** A status of an invoice batch; see {@link batchStatuses}. */
export type BatchStatus = (typeof batchStatuses)[number];

/** The status a new batch starts in. */
export const initialBatchStatus: BatchStatus = 'CARGANDO';

/**
 * What can happen to a batch: `uploadRows` (`POST /root/batch/{batchId}/rows`, a part of its
 * CSV staged) and `confirm` (`POST /root/batch/{batchId}/process` with the figures the user
 * confirmed).
 */
export const batchEvents = ['uploadRows', 'confirm'] as const;

/** An event of a batch; see {@link batchEvents}. */
export type BatchEvent = (typeof batchEvents)[number];

/**
 * What an event does in a status: it moves the batch to `to` (possibly the same status), or it
 * is refused with the catalogue's `refusal` (the server answers 409 with its text).
 */
export type BatchTransition =
  | { readonly to: BatchStatus }
  | { readonly refusal: Extract<MessageCode, 'batch.confirmed'> };

/** One status of the machine. */
export type BatchStatusDefinition = {
  readonly status: BatchStatus;
  /** Its Spanish label (the batch list's tag). */
  readonly label: string;
  /** What it means, in Spanish (the tag's description on the batch view). */
  readonly description: string;
  /** Whether no event moves a batch out of it. */
  readonly isFinal: boolean;
  /** What each event does in it. */
  readonly on: Readonly<Record<BatchEvent, BatchTransition>>;
};

const definitionList: readonly BatchStatusDefinition[] = [
  {
    status: 'CARGANDO',
    label: 'Sin confirmar',
    description: 'Las filas están cargadas y revisadas; todavía no se emitió ninguna factura.',
    isFinal: false,
    on: { uploadRows: { to: 'CARGANDO' }, confirm: { to: 'CONFIRMADO' } },
  },
  {
    status: 'CONFIRMADO',
    label: 'Confirmado',
    description: 'Las facturas confirmadas están en la cola de ARCA o ya fueron emitidas.',
    isFinal: true,
    on: { uploadRows: { refusal: 'batch.confirmed' }, confirm: { to: 'CONFIRMADO' } },
  },
];

/** Every status's definition, by status. */
export const batchStatusDefinitions: ReadonlyMap<BatchStatus, BatchStatusDefinition> = new Map(
  definitionList.map((definition) => [definition.status, definition]),
);

/** The Spanish label of each batch status ('Sin confirmar', 'Confirmado'). */
export const batchStatusLabels: Readonly<Record<BatchStatus, string>> = Object.freeze(
  Object.fromEntries(definitionList.map(({ status, label }) => [status, label])) as Record<
    BatchStatus,
    string
  >,
);

/** Whether `value` is one of {@link batchStatuses} (a stored text read back). */
export function isBatchStatus(value: unknown): value is BatchStatus {
  return (batchStatuses as readonly unknown[]).includes(value);
}

/**
 * The status a batch in `status` moves to on `event` (see the module's TSDoc).
 *
 * @returns the next status (possibly `status` itself), or the event's refusal at path `estado`:
 *   `batch.confirmed` ('El lote ya fue confirmado: no admite más filas') for `uploadRows` on a
 *   `CONFIRMADO` batch.
 */
export function nextBatchStatus(status: BatchStatus, event: BatchEvent): Result<BatchStatus> {
  const definition = batchStatusDefinitions.get(status);
  if (!definition) throw new RangeError(`Unknown batch status ${String(status)}`);
  const transition = definition.on[event];
  if ('refusal' in transition) return fail('estado', transition.refusal);
  return succeed(transition.to);
}
