import { deletableInvoiceStatus, formatMessage } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { conflict } from '../../service-error.js';
import { assertMayInvoice, findUserInvoiceRow, type InvoiceReadDeps } from './queries.js';

/**
 * `DELETE /root/invoices/{invoiceId}` (contract `deleteInvoice`; Spec 02 §4 "Delete is enabled
 * only for DRAFT", §7, §8): deletes one of the caller's invoices while it is DRAFT
 * (`deletableInvoiceStatus`), in one conditional statement.
 *
 * @returns `{ message: 'Comprobante eliminado correctamente' }`.
 * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found` 'No se pudo
 *   leer la factura del usuario' (missing, or another user's); `conflict` 'Hubo un error
 *   eliminando la factura' for any other status.
 */
export async function deleteInvoice(
  deps: InvoiceReadDeps,
  input: { principal: Principal; invoiceId: string },
): Promise<{ message: string }> {
  const { invoiceId } = input;
  const { userId } = input.principal;
  await assertMayInvoice(deps.db, userId);
  const deleted = await deps.db
    .delete(invoices)
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        eq(invoices.userId, userId),
        eq(invoices.estado, deletableInvoiceStatus),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  if (deleted.length === 0) {
    await findUserInvoiceRow(deps.db, userId, invoiceId);
    throw conflict(formatMessage('invoice.deleteError'));
  }
  return { message: formatMessage('invoice.deleted') };
}
