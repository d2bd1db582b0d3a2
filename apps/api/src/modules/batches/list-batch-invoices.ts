import {
  BATCH_INVOICES_PAGE_SIZE,
  type BatchInvoicePage,
  type BatchInvoicesQuery,
  formatMessage,
} from '@liqui/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { invalid } from '../../service-error.js';
import { toInvoice } from '../invoices/invoice-row.js';
import { visibleBatch } from './queries.js';

/**
 * `GET /root/batch/{batchId}/invoices?limit=&lastUserId=&lastInvoiceId=` (contract
 * `listBatchInvoices`; Spec 03 §7): a page of the batch's invoices (`Invoice` of
 * `@liqui/domain`) in (user id, invoice id) order, keyset over the index `invoices_batch`
 * (batch_id, user_id, invoice_id); the cursor is the page's last (user id, invoice id), both
 * `null` on the last page. `limit` 1–200, default 200.
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'; 400 a cursor with one half only
 *   ('Campo requerido' at the missing half).
 */
export async function listBatchInvoices(
  deps: { db: Db },
  input: { principal: Principal; batchId: string; query: BatchInvoicesQuery },
): Promise<BatchInvoicePage> {
  const { db } = deps;
  const { query } = input;
  const batch = await visibleBatch(db, input.principal, input.batchId);
  if ((query.lastUserId === undefined) !== (query.lastInvoiceId === undefined)) {
    const path = query.lastUserId === undefined ? 'lastUserId' : 'lastInvoiceId';
    throw invalid([{ path, message: formatMessage('field.required') }]);
  }
  const limit = query.limit ?? BATCH_INVOICES_PAGE_SIZE;
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.batchId, batch.batchId),
        query.lastUserId === undefined
          ? undefined
          : sql`(${invoices.userId}, ${invoices.invoiceId}) > (${query.lastUserId}, ${query.lastInvoiceId})`,
      ),
    )
    .orderBy(asc(invoices.userId), asc(invoices.invoiceId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const lastRow = rows.length > limit ? page.at(-1) : undefined;
  return {
    invoices: page.map(toInvoice),
    lastUserId: lastRow?.userId ?? null,
    lastInvoiceId: lastRow?.invoiceId ?? null,
  };
}
