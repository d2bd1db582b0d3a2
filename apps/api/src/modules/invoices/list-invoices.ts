import type { InvoiceList, InvoiceListQuery } from '@liqui/domain';
import { invoicePageLimits } from '@liqui/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema.js';
import { decodeInvoiceCursor, encodeInvoiceCursor } from './invoice-cursor.js';
import { toInvoice } from './invoice-row.js';
import type { InvoiceReadDeps } from './queries.js';

/**
 * `GET /root/invoices` (contract `listInvoices`, the caller's: `userId` = the caller's id) and
 * `GET /root/invoices/admin/{userId}` (contract `listUserInvoices`, staff: admin, operador, the
 * contract's roles; an unknown user has an empty list): one page of the user's invoices, batch
 * and REJECTED ones included (the web hides them), newest first (issue date, then creation, then
 * id), and the cursor of the next page (`null` on the last one). Keyset paging over the index
 * `invoices_user_list_order`: a page costs the same however many invoices came before it.
 * Source: Spec 02 §2, §7; Spec 03 §2 ("the user's invoices"), §7; issue 11 item 2.
 *
 * @param input.query.limit - invoices per page, 1–200 (default 50, `invoicePageLimits`).
 * @param input.query.last - the cursor a previous page answered (`invoice-cursor.ts`).
 * @returns `{ invoices, last }`.
 * @throws ServiceError `validation` at `last` for a cursor this server did not give.
 */
export async function listInvoices(
  deps: InvoiceReadDeps,
  input: { userId: string; query: InvoiceListQuery },
): Promise<InvoiceList> {
  const { query } = input;
  const limit = query.limit ?? invoicePageLimits.default;
  const after = query.last === undefined ? undefined : decodeInvoiceCursor(query.last);
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, input.userId),
        after === undefined
          ? undefined
          : sql`(${invoices.fecha}, ${invoices.createdAt}, ${invoices.invoiceId}) < (${after.fecha}, ${after.createdAt}, ${after.invoiceId})`,
      ),
    )
    .orderBy(desc(invoices.fecha), desc(invoices.createdAt), desc(invoices.invoiceId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    invoices: page.map(toInvoice),
    last:
      rows.length > limit && lastRow
        ? encodeInvoiceCursor({
            fecha: lastRow.fecha,
            createdAt: lastRow.createdAt,
            invoiceId: lastRow.invoiceId,
          })
        : null,
  };
}
