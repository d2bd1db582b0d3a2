import type {
  Invoice,
  InvoiceCreated,
  InvoiceDraft,
  InvoiceList,
  InvoiceListQuery,
  InvoiceProcessRequest,
  InvoiceUpdate,
  InvoiceUpdated,
} from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';
import { createInvoice } from './create-invoice.js';
import { deleteInvoice } from './delete-invoice.js';
import { getInvoice } from './get-invoice.js';
import { getInvoicePdfSource, type InvoicePdfSource } from './get-invoice-pdf-source.js';
import { getUserInvoice } from './get-user-invoice.js';
import { listInvoices } from './list-invoices.js';
import { processInvoice } from './process-invoice.js';
import { updateInvoice } from './update-invoice.js';

// The batch rows' invoices write the same columns (`modules/batches/`).
export { columnsOf } from './draft.js';

/** Dependencies of {@link createInvoicesService}. */
export type InvoicesServiceDeps = {
  /** The open, migrated database. */
  database: Database;
  /** The job queue; PROCESS queues the emission there (`jobs/queue.ts`). */
  jobs: JobQueuePort;
  /** The clock ("today" in Argentina, the rows' timestamps). @default () => new Date() */
  now?: () => Date;
};

/**
 * The taxpayer's invoices (Spec 02 §3, §4, §5, §7; Spec 03 §7; issue 5): drafts, the wizard's
 * update, "Procesar Factura" (queues the emission job, `emission/`), the list, one invoice, the
 * delete, the data of the PDF, and the staff's reads. One file per call; the rules the server
 * owns are in `README.md`; each method runs the use case of the file it names.
 */
export type InvoicesService = {
  /** `POST /root/invoices` (`create-invoice.ts`). */
  create(principal: Principal, draft: InvoiceDraft): Promise<InvoiceCreated>;
  /** `PUT /root/invoices` (`update-invoice.ts`). */
  update(principal: Principal, body: InvoiceUpdate): Promise<InvoiceUpdated>;
  /** `PUT /root/invoices/{invoiceId}`, action PROCESS (`process-invoice.ts`). */
  process(principal: Principal, invoiceId: string, body: InvoiceProcessRequest): Promise<Invoice>;
  /** `GET /root/invoices` (`list-invoices.ts`, the caller's). */
  list(principal: Principal, query?: InvoiceListQuery): Promise<InvoiceList>;
  /** `GET /root/invoices/{id}` (`get-invoice.ts`). */
  get(principal: Principal, invoiceId: string): Promise<Invoice>;
  /** `DELETE /root/invoices/{invoiceId}` (`delete-invoice.ts`). */
  remove(principal: Principal, invoiceId: string): Promise<{ message: string }>;
  /** What `GET /pdf/{invoiceId}?userId=` prints (`get-invoice-pdf-source.ts`). */
  getPdfSource(principal: Principal, invoiceId: string, userId: string): Promise<InvoicePdfSource>;
  /** `GET /root/invoices/admin/{userId}` (`list-invoices.ts`, staff). */
  listForUser(userId: string, query?: InvoiceListQuery): Promise<InvoiceList>;
  /** `GET /root/invoices/{userId}/{invoiceId}` (`get-user-invoice.ts`). */
  getForUser(principal: Principal, userId: string, invoiceId: string): Promise<Invoice>;
};

/** Creates the invoices service: the use cases over one database, clock and job queue. */
export function createInvoicesService(deps: InvoicesServiceDeps): InvoicesService {
  const context = { db: deps.database.db, now: deps.now ?? (() => new Date()), jobs: deps.jobs };
  return {
    create: (principal, draft) => createInvoice(context, { principal, draft }),
    update: (principal, body) => updateInvoice(context, { principal, body }),
    process: (principal, invoiceId, body) =>
      processInvoice(context, { principal, invoiceId, body }),
    list: (principal, query = {}) => listInvoices(context, { userId: principal.userId, query }),
    get: (principal, invoiceId) => getInvoice(context, { principal, invoiceId }),
    remove: (principal, invoiceId) => deleteInvoice(context, { principal, invoiceId }),
    getPdfSource: (principal, invoiceId, userId) =>
      getInvoicePdfSource(context, { principal, invoiceId, userId }),
    listForUser: (userId, query = {}) => listInvoices(context, { userId, query }),
    getForUser: (principal, userId, invoiceId) =>
      getUserInvoice(context, { principal, userId, invoiceId }),
  };
}
