import { formatMessage } from './messages';
import {
  canDeleteInvoice,
  canProcessInvoice,
  type InvoiceStatus,
  invoiceStatusLabels,
} from './statuses';

/**
 * The actions the invoice detail offers on one invoice: 'Ver PDF', 'Procesar Factura',
 * 'Eliminar Factura' (Spec 02 §2, §4).
 */
export type InvoiceDetailAction = 'viewPdf' | 'process' | 'delete';

/** Whether `action` is allowed for an invoice in `estado` (Spec 02 §4; the PDF once EMITTED). */
export function isInvoiceActionAllowed(
  action: InvoiceDetailAction,
  estado: InvoiceStatus,
): boolean {
  switch (action) {
    case 'viewPdf':
      return estado === 'EMITTED';
    case 'process':
      return canProcessInvoice(estado);
    case 'delete':
      return canDeleteInvoice(estado);
    default: {
      const unexpected: never = action;
      throw new RangeError(`Unknown invoice action: ${String(unexpected)}`);
    }
  }
}

/**
 * Why an invoice action is disabled for an invoice in `estado`, in Spanish from the message
 * catalogue (`invoice.processBlocked`, `invoice.deleteBlocked`, `invoice.pdfBlocked`, with the
 * status label), for the UI to show beside the disabled button and wire with
 * `aria-describedby`; `undefined` when the action is allowed. Source: Spec 02 §4 (process only
 * DRAFT or PRESENTED, delete only DRAFT), issue 11 §9 (disabled actions say why).
 *
 * @example invoiceActionBlockedReason('delete', 'EMITTED')
 * // 'Solo se puede eliminar un borrador. Estado actual: Emitida.'
 */
export function invoiceActionBlockedReason(
  action: InvoiceDetailAction,
  estado: InvoiceStatus,
): string | undefined {
  if (isInvoiceActionAllowed(action, estado)) return undefined;
  const params = { estado: invoiceStatusLabels[estado] };
  switch (action) {
    case 'viewPdf':
      return formatMessage('invoice.pdfBlocked', params);
    case 'process':
      return formatMessage('invoice.processBlocked', params);
    case 'delete':
      return formatMessage('invoice.deleteBlocked', params);
    default: {
      const unexpected: never = action;
      throw new RangeError(`Unknown invoice action: ${String(unexpected)}`);
    }
  }
}
