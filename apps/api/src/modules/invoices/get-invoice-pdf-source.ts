import type { Invoice } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden } from '../../service-error.js';
import { monCotizOf, toInvoice } from './invoice-row.js';
import { emptyIssuer, type InvoiceIssuer, toIssuer } from './issuer.js';
import { findUserInvoiceRow, type InvoiceReadDeps } from './queries.js';

/**
 * Staff groups that read any user's invoices and their PDFs (Spec 03 §2, §7): the admin and the
 * read-only operador (issue 14: it sees everything an admin sees).
 */
export const invoiceStaffGroups = ['admin', 'operador'] as const;

/** What the PDF of an invoice prints (`invoice-pdf-source.ts` renders it). */
export type InvoicePdfSource = {
  invoice: Invoice;
  /** The issuer's user record, with the CUIT the invoice was issued with. */
  issuer: InvoiceIssuer;
  /** The MonCotiz sent to ARCA (decimal text), for a foreign currency; else undefined. */
  cotizacion: string | undefined;
};

/**
 * What `GET /pdf/{invoiceId}?userId=` (contract `getInvoicePdf`; Spec 02 §7, Spec 03 §7) prints:
 * the invoice of `userId`, its issuer (the user record with the invoice's `user_cuit`; only the
 * id, CUIT and point of sale when the record is gone) and the exchange rate sent to ARCA. A caller
 * reads its own (`userId` = its id); staff ({@link invoiceStaffGroups}) read anyone's.
 *
 * @throws ServiceError `forbidden` when `userId` is another user's and the caller is not staff;
 *   `not_found` 'No se pudo leer la factura del usuario' when that user has no such invoice.
 */
export async function getInvoicePdfSource(
  deps: InvoiceReadDeps,
  input: { principal: Principal; invoiceId: string; userId: string },
): Promise<InvoicePdfSource> {
  const { principal, userId } = input;
  if (userId !== principal.userId && !hasAnyGroup(principal, invoiceStaffGroups)) {
    throw forbidden();
  }
  const row = await findUserInvoiceRow(deps.db, userId, input.invoiceId);
  const [user] = await deps.db.select().from(users).where(eq(users.userId, userId)).limit(1);
  const issuer: InvoiceIssuer = user
    ? { ...toIssuer(user), cuit: row.userCuit }
    : { ...emptyIssuer(userId), cuit: row.userCuit, puntoVenta: row.puntoVenta };
  return { invoice: toInvoice(row), issuer, cotizacion: monCotizOf(row.afipResult) };
}
