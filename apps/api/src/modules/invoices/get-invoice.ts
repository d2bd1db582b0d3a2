import type { Invoice } from '@liqui/domain';
import type { Principal } from '../../principal.js';
import { toInvoice } from './invoice-row.js';
import { findUserInvoiceRow, type InvoiceReadDeps } from './queries.js';

/**
 * `GET /root/invoices/{id}` (contract `getInvoice`; Spec 02 §7): one of the caller's invoices,
 * with its items; the wizard polls it for `estado` every 2.5 s after PROCESS. Reads stay open to
 * a gated caller.
 *
 * @returns the wire `Invoice` (`invoice-row.ts`: `importeTotal` in ARS, `nroDeComprobante` only
 *   once ARCA authorized it).
 * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario' (missing, or another
 *   user's: the same answer, so nobody learns which invoices exist).
 */
export async function getInvoice(
  deps: InvoiceReadDeps,
  input: { principal: Principal; invoiceId: string },
): Promise<Invoice> {
  return toInvoice(await findUserInvoiceRow(deps.db, input.principal.userId, input.invoiceId));
}
