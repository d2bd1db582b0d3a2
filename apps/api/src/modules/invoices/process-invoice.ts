import type { Invoice, InvoiceProcessRequest } from '@liqui/domain';
import { formatMessage, invoiceStatusMachine, nextStatus } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';
import { conflict } from '../../service-error.js';
import {
  checkEchoedFields,
  columnsOf,
  mergeDraft,
  puntoVentaOf,
  validateOrThrow,
} from './draft.js';
import { toInvoice } from './invoice-row.js';
import {
  assertMayInvoice,
  type InvoiceWriteDeps,
  invoiceNotFound,
  lockOwnInvoice,
  readMaximoConsFinal,
} from './queries.js';

/** What {@link processInvoice} needs: the database, the clock and the emission queue. */
export type ProcessInvoiceDeps = InvoiceWriteDeps & {
  /** The job queue (`jobs/queue.ts`): the emission job is queued there. */
  jobs: Pick<JobQueuePort, 'start' | 'enqueueEmission' | 'notifyEmissionWorkers'>;
};

/**
 * `PUT /root/invoices/{invoiceId}` with `action: 'PROCESS'` (contract `processInvoice`;
 * "Procesar Factura" / "Generar Comprobante", Spec 02 §4, §7): merges and validates the body's
 * draft fields like `update-invoice.ts`, then, when event `sent` of `invoiceStatusMachine` leaves
 * the stored status (DRAFT or PRESENTED), sets PENDING_AFIP and action PROCESS, clears any
 * previous ARCA answer (number, CAE, attempts, last error), and queues the emission job
 * (`invoice-emission`, singletonKey = invoiceId; `emission/README.md`) in the SAME transaction:
 * the invoice is PENDING_AFIP if and only if its job exists. The body's `nroDeComprobante` (the
 * client's guess; the number is ARCA's) and `action` are not checked as read-only fields; its
 * `estado` (PENDING_AFIP or absent, by the contract) is ignored.
 *
 * @returns the invoice with its new status (the client then polls `GET /root/invoices/{id}`).
 * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found`; `conflict`
 *   'Hubo un error enviando la factura' unless DRAFT or PRESENTED; `validation` (400) for a
 *   read-only field changed or a broken draft rule; nothing written, no job.
 */
export async function processInvoice(
  deps: ProcessInvoiceDeps,
  input: { principal: Principal; invoiceId: string; body: InvoiceProcessRequest },
): Promise<Invoice> {
  const { body, invoiceId } = input;
  const { userId } = input.principal;
  await assertMayInvoice(deps.db, userId);
  const maximoConsFinal = await readMaximoConsFinal(deps.db);
  // Before the transaction: on PGlite a queue start inside it would wait for it forever.
  await deps.jobs.start();
  const saved = await deps.db.transaction(async (tx) => {
    const row = await lockOwnInvoice(tx, userId, invoiceId);
    const sent = nextStatus(invoiceStatusMachine, row.estado, 'sent');
    if (!sent.ok) throw conflict(formatMessage('invoice.sendError'));
    checkEchoedFields(body, row, ['nroDeComprobante', 'action']);
    const valid = validateOrThrow(mergeDraft(row, body), { now: deps.now(), maximoConsFinal });
    const [updated] = await tx
      .update(invoices)
      .set({
        ...columnsOf(valid),
        puntoVenta: puntoVentaOf(valid, row.puntoVenta),
        estado: sent.to,
        action: 'PROCESS',
        nroDeComprobante: null,
        emissionState: null,
        cae: null,
        fechaVencimientoCae: null,
        afipResult: null,
        attempts: 0,
        lastError: null,
        updatedAt: deps.now(),
      })
      .where(eq(invoices.invoiceId, invoiceId))
      .returning();
    // The row is locked by this transaction: the update always finds it.
    if (!updated) throw invoiceNotFound();
    await deps.jobs.enqueueEmission(invoiceId, { tx });
    return updated;
  });
  // The job is visible now: wake the worker instead of waiting for its next poll.
  deps.jobs.notifyEmissionWorkers();
  return toInvoice(saved);
}
