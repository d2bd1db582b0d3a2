import type { Invoice } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { invoiceStaffGroups } from './get-invoice-pdf-source.js';
import { toInvoice } from './invoice-row.js';
import { findUserInvoiceRow, type InvoiceReadDeps, invoiceNotFound } from './queries.js';

/**
 * `GET /root/invoices/{userId}/{invoiceId}` (contract `getUserInvoice`; Spec 03 §7): one invoice
 * of a user. Admin and operador read any; a company admin (adminLite) only an invoice whose
 * receiver (`nroDocumento`) is its own company's CUIT (decision: the invoices of its batches are
 * issued to it, Spec 03 §3 "Invoice batch"); anything else is answered 404 like a missing
 * invoice, so it does not learn which invoices exist.
 *
 * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario'.
 */
export async function getUserInvoice(
  deps: InvoiceReadDeps,
  input: { principal: Principal; userId: string; invoiceId: string },
): Promise<Invoice> {
  const row = await findUserInvoiceRow(deps.db, input.userId, input.invoiceId);
  if (!hasAnyGroup(input.principal, invoiceStaffGroups)) {
    const [company] = await deps.db
      .select({ cuit: companies.cuit })
      .from(companies)
      .where(eq(companies.userId, input.principal.userId))
      .limit(1);
    if (!company || company.cuit !== row.nroDocumento) throw invoiceNotFound();
  }
  return toInvoice(row);
}
