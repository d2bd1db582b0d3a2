import { type Batch, type BatchRowResult, computeInvoiceTotals } from '@liqui/domain';
import type { invoiceBatches, invoiceBatchRows, StagedInvoice, users } from '../../db/schema.js';

/**
 * The batches module's rows (`invoice_batches`, `invoice_batch_rows`, the issuers' `users`) and
 * their wire forms (`Batch`, `BatchRowResult` of `@liqui/domain`; Spec 03 §3, §7; issue 24 item 2).
 */

/** A row of `invoice_batches`. */
export type BatchRow = typeof invoiceBatches.$inferSelect;

/** A `users` row read as a batch row's issuer. */
export type IssuerRow = typeof users.$inferSelect;

/** What the batch's rules read of an issuer ({@link IssuerRow} has it). */
export type Issuer = Pick<
  IssuerRow,
  | 'userId'
  | 'cuit'
  | 'puntoVenta'
  | 'tipoUsuario'
  | 'estadoUsuario'
  | 'estadoPago'
  | 'nombre'
  | 'apellido'
  | 'razonSocial'
  | 'email'
>;

/** A row of `invoice_batch_rows`, as read and as written (every column present). */
export type StagedRow = typeof invoiceBatchRows.$inferInsert & typeof invoiceBatchRows.$inferSelect;

/** A batch's counters counted from its invoices (`processed` = approved + rejected). */
export type BatchCounters = { total: number; approved: number; rejected: number };

/** The columns of an accepted stage that a refused one leaves empty. */
export const emptyStage = {
  issuerUserId: null,
  issuerCuit: null,
  issuerName: null,
  puntoVenta: null,
  tipoDeComprobante: null,
  fecha: null,
  importeTotalCents: null,
  invoice: null,
  invoiceId: null,
} as const;

/** A batch row and its counters as the wire's `Batch` (ids as text, money in integer cents). */
export function toBatch(row: BatchRow, counted: BatchCounters): Batch {
  return {
    batch_id: row.batchId,
    batchId: row.batchId,
    name: row.name,
    fecha_creacion: row.fechaCreacion,
    mes: row.mes,
    total: counted.total,
    processed: counted.approved + counted.rejected,
    approved: counted.approved,
    rejected: counted.rejected,
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    nroDocumento: row.companyCuit,
    razonSocialCliente: row.razonSocialCliente,
    estado: row.estado,
    facturasConfirmadas: row.facturasConfirmadas,
    importeConfirmadoCents: row.importeConfirmadoCents,
  };
}

/**
 * The wire form of a staged row ({@link BatchRowResult}): for an accepted row the invoice it
 * becomes, read from the staged invoice (each concept's amount in cents as `computeInvoiceTotals`
 * gives it), and its invoice id once the batch `isConfirmed`.
 */
export function rowResultOf(row: StagedRow, isConfirmed: boolean): BatchRowResult {
  const invoice = row.invoice;
  if (row.outcome !== 'accepted' || !invoice) {
    return {
      fila: row.fila,
      outcome: 'refused',
      mensajes: [...row.mensajes],
      factura: null,
      invoice_id: null,
    };
  }
  const { subtotalsCents } = computeInvoiceTotals(invoice.items);
  return {
    fila: row.fila,
    outcome: 'accepted',
    mensajes: [],
    factura: {
      cuitEmisor: invoice.userCuit,
      nombreEmisor: row.issuerName ?? '',
      tipoDeComprobante: invoice.tipoDeComprobante,
      puntoVenta: invoice.puntoVenta,
      nroDocumento: invoice.nroDocumento,
      razonSocialCliente: invoice.razonSocialCliente ?? '',
      fecha: invoice.fecha,
      vencimientoPago: invoice.vencimientoPago,
      conceptos: invoice.items.map((item, index) => ({
        concepto: item.concepto,
        importeCents: subtotalsCents[index] ?? 0,
      })),
      importeTotalCents: invoice.importeTotalCents,
      observacion: invoice.observacion,
    },
    invoice_id: isConfirmed ? (row.invoiceId ?? null) : null,
  };
}

/**
 * The invoice an accepted staged row becomes and the id chosen for it at staging (the check
 * `invoice_batch_rows_accepted` holds both for every accepted row).
 *
 * @throws Error when `row` lacks them (a refused row: a caller's mistake, never a user's).
 */
export function stagedInvoiceOf(row: StagedRow): { invoice: StagedInvoice; invoiceId: string } {
  if (!row.invoice || !row.invoiceId) {
    throw new Error(`Row ${row.fila} of batch ${row.batchId} is not an accepted stage`);
  }
  return { invoice: row.invoice, invoiceId: row.invoiceId };
}
