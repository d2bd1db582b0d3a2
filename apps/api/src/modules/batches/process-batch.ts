import {
  ARCA_SERVICES_DATE_WINDOW_DAYS,
  addDays,
  argentineDateOf,
  type Batch,
  type BatchProcess,
  formatArs,
  formatDate,
  formatMessage,
  invoiceStatusMachine,
  statusAfter,
} from '@liqui/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceBatches, invoiceBatchRows, invoices } from '../../db/schema.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';
import { conflict } from '../../service-error.js';
import { getBatch } from './get-batch.js';
import { collaboratorsByCuit, insertChunk, seriesFloors, visibleBatch } from './queries.js';
import { type BatchRow, emptyStage, type StagedRow, stagedInvoiceOf } from './rows.js';
import { assertTransition, isReadyToInvoice, seriesKey, seriesRefusal } from './rules.js';

/** What {@link processBatch} needs. */
export type ProcessBatchDeps = {
  db: Db;
  /** Queues the invoices' emissions in the confirmation's transaction, wakes the workers after. */
  jobs: Pick<JobQueuePort, 'start' | 'enqueueEmissions' | 'notifyEmissionWorkers'>;
  /** The clock ("today" in Argentina, the invoices' and the confirmation's instants). */
  now: () => Date;
};

/** What a confirmation's transaction decided. */
type ProcessDecision =
  | { kind: 'created' }
  | { kind: 'confirmed'; batch: BatchRow }
  | { kind: 'empty' }
  | { kind: 'mismatch'; facturas: number; importeTotalCents: number };

/**
 * The status of a confirmed row's invoice: a new invoice (the table's initial DRAFT) sent to ARCA
 * at once, `sent` of the domain's `invoiceStatusMachine` (PENDING_AFIP, its emission job queued in
 * the same transaction; issue 25 item 3).
 */
const confirmedInvoiceStatus = statusAfter(invoiceStatusMachine, 'sent');

/**
 * Checks the staged accepted `rows` again at the confirmation (issue 24 item 7: what can have
 * changed since the preview): the issuer still a collaborator of the company able to invoice,
 * the invoice date still within ARCA's services window (today − 10 days, `dateExpired`), and
 * not before the latest voucher of its series (an invoice emitted or queued meanwhile).
 *
 * @returns the refusal messages by `fila` of the rows that fail now.
 */
async function recheckAccepted(
  db: Db,
  batch: BatchRow,
  rows: readonly StagedRow[],
  today: string,
): Promise<Map<number, string>> {
  const issuers = await collaboratorsByCuit(
    db,
    batch.companyCuit,
    rows.flatMap((row) => (row.issuerCuit ? [row.issuerCuit] : [])),
  );
  const floors = await seriesFloors(
    db,
    rows.flatMap((row) => (row.issuerCuit ? [row.issuerCuit] : [])),
  );
  const earliest = addDays(today, -ARCA_SERVICES_DATE_WINDOW_DAYS);
  const refusals = new Map<number, string>();
  for (const row of rows) {
    const { fila } = row;
    const fecha = row.fecha ?? '';
    const issuer = row.issuerCuit ? issuers.get(row.issuerCuit) : undefined;
    if (!issuer || issuer.userId !== row.issuerUserId) {
      refusals.set(fila, formatMessage('invoiceBatchRow.notCollaborator', { row: fila }));
    } else if (!isReadyToInvoice(issuer, row.puntoVenta)) {
      refusals.set(fila, formatMessage('invoiceBatchRow.issuerNotReady', { row: fila }));
    } else if (fecha < earliest) {
      refusals.set(
        fila,
        formatMessage('invoiceBatchRow.dateExpired', { row: fila, fecha: formatDate(fecha) }),
      );
    } else {
      const key = seriesKey(row.issuerCuit ?? '', row.puntoVenta ?? 0, row.tipoDeComprobante ?? 0);
      const refusal = seriesRefusal(fila, fecha, floors.get(key));
      if (refusal) refusals.set(fila, refusal);
    }
  }
  return refusals;
}

/**
 * `POST /root/batch/{batchId}/process` (contract `processBatch`; issue 24 items 2 and 7): the
 * confirmation of the preview, with the figures the user saw (`facturas`, `importeTotalCents` in
 * integer cents). In ONE transaction that locks the batch row (so two confirmations, or a
 * confirmation and an upload, run one after the other):
 *
 * 1. a batch already `CONFIRMADO` answers as it is when the figures are its confirmed ones
 *    (nothing created twice), else 409 `batch.confirmedOtherFigures`;
 * 2. the staged accepted rows are checked again ({@link recheckAccepted}); a row that fails
 *    now is refused in the staging with its message (kept even when the answer is 409, so the
 *    preview read again shows it);
 * 3. the server's own figures are the count and the sum of the accepted rows' totals; none →
 *    409 `batch.nothingToConfirm`; different from the body → 409 `batch.figuresMismatch`
 *    naming both ('Confirmaste 3 facturas por $ 45.000,00, pero el lote tiene 2 por
 *    $ 30.000,00…'), nothing created;
 * 4. otherwise one invoice per accepted row, with the id chosen at staging (PENDING_AFIP, action
 *    PROCESS, `batch_id`, `batch_fila`), inserted 500 at a time, their emission jobs queued in
 *    the same transaction (so an invoice is PENDING_AFIP if and only if its job exists), and the
 *    batch `CONFIRMADO` (`confirm` of `batchStatusMachine`) with `facturas_confirmadas`,
 *    `importe_confirmado_cents` and `confirmado_at`. The job queue is started before the
 *    transaction (on PGlite a start inside it would wait for it forever); the emission workers
 *    are woken after it commits.
 *
 * @returns the batch (`get-batch.ts`).
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'; `conflict` as above.
 */
export async function processBatch(
  deps: ProcessBatchDeps,
  input: { principal: Principal; batchId: string; body: BatchProcess },
): Promise<Batch> {
  const { db, jobs, now } = deps;
  const { principal, body } = input;
  const batch = await visibleBatch(db, principal, input.batchId);
  await jobs.start();
  const today = argentineDateOf(now());
  const decision = await db.transaction(async (tx): Promise<ProcessDecision> => {
    const [locked] = await tx
      .select()
      .from(invoiceBatches)
      .where(eq(invoiceBatches.batchId, batch.batchId))
      .for('update');
    const current = locked ?? batch;
    const next = assertTransition(current.estado, 'confirm');
    // The table's repeat (`confirm` in CONFIRMADO stays): the same answer, nothing created twice.
    if (next === current.estado) return { kind: 'confirmed', batch: current };
    const accepted = await tx
      .select()
      .from(invoiceBatchRows)
      .where(
        and(
          eq(invoiceBatchRows.batchId, current.batchId),
          eq(invoiceBatchRows.outcome, 'accepted'),
        ),
      )
      .orderBy(asc(invoiceBatchRows.fila));
    const refusals = await recheckAccepted(tx, current, accepted, today);
    for (const [fila, message] of refusals) {
      await tx
        .update(invoiceBatchRows)
        .set({ ...emptyStage, outcome: 'refused', mensajes: [message] })
        .where(and(eq(invoiceBatchRows.batchId, current.batchId), eq(invoiceBatchRows.fila, fila)));
    }
    const rows = accepted.filter((row) => !refusals.has(row.fila));
    const facturas = rows.length;
    const importeTotalCents = rows.reduce((sum, row) => sum + (row.importeTotalCents ?? 0), 0);
    if (facturas === 0) return { kind: 'empty' };
    if (facturas !== body.facturas || importeTotalCents !== body.importeTotalCents) {
      return { kind: 'mismatch', facturas, importeTotalCents };
    }
    const at = now();
    for (let start = 0; start < rows.length; start += insertChunk) {
      const chunk = rows.slice(start, start + insertChunk).map((row) => ({
        fila: row.fila,
        ...stagedInvoiceOf(row),
      }));
      await tx.insert(invoices).values(
        chunk.map(({ fila, invoice, invoiceId }) => ({
          ...invoice,
          invoiceId,
          batchId: current.batchId,
          batchFila: fila,
          estado: confirmedInvoiceStatus,
          action: 'PROCESS' as const,
          createdAt: at,
          updatedAt: at,
        })),
      );
      await jobs.enqueueEmissions(
        chunk.map(({ invoiceId }) => invoiceId),
        { tx },
      );
    }
    await tx
      .update(invoiceBatches)
      .set({
        estado: next,
        facturasConfirmadas: facturas,
        importeConfirmadoCents: importeTotalCents,
        confirmadoAt: at,
      })
      .where(eq(invoiceBatches.batchId, current.batchId));
    return { kind: 'created' };
  });
  switch (decision.kind) {
    case 'created':
      jobs.notifyEmissionWorkers();
      break;
    case 'confirmed':
      if (
        decision.batch.facturasConfirmadas !== body.facturas ||
        decision.batch.importeConfirmadoCents !== body.importeTotalCents
      ) {
        throw conflict(
          formatMessage('batch.confirmedOtherFigures', {
            facturas: decision.batch.facturasConfirmadas ?? 0,
            importe: formatArs(decision.batch.importeConfirmadoCents ?? 0),
          }),
        );
      }
      break;
    case 'empty':
      throw conflict(formatMessage('batch.nothingToConfirm'));
    case 'mismatch':
      throw conflict(
        formatMessage('batch.figuresMismatch', {
          confirmadas: body.facturas,
          importeConfirmado: formatArs(body.importeTotalCents),
          facturas: decision.facturas,
          importe: formatArs(decision.importeTotalCents),
        }),
      );
    default: {
      const unknown: never = decision;
      throw new Error(`Unknown decision ${JSON.stringify(unknown)}`);
    }
  }
  return getBatch({ db }, { principal, batchId: batch.batchId });
}
