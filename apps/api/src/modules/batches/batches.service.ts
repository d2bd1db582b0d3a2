import type {
  Batch,
  BatchCreate,
  BatchCreated,
  BatchInvoicePage,
  BatchInvoicesQuery,
  BatchList,
  BatchListQuery,
  BatchProcess,
  BatchRowsPage,
  BatchRowsQuery,
  BatchRowsResult,
  BatchRowsUpload,
  BatchZipStatus,
  Invoice,
  InvoicesByCuitQuery,
} from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { FileStore, StoredFileStream } from '../../integrations/blob/index.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';
import { createBatch } from './create-batch.js';
import { getBatch } from './get-batch.js';
import { getZipStatus } from './get-zip-status.js';
import { listBatchInvoices } from './list-batch-invoices.js';
import { listBatches } from './list-batches.js';
import { listCompanyBatches } from './list-company-batches.js';
import { listInvoicesByCuit } from './list-invoices-by-cuit.js';
import { listRows } from './list-rows.js';
import { openZip } from './open-zip.js';
import { processBatch } from './process-batch.js';
import { requestZip } from './request-zip.js';
import { uploadRows } from './upload-rows.js';

/**
 * Invoice batches (mass invoicing from CSV; Spec 03 §2 "Invoice batches", §3, §4, §7; issue 15
 * items 3, 5 and 6; issue 24 items 2 and 7). One file per call (see `README.md`: who may do
 * what, the calls, the batch's states, the ZIP job, the tables); each method runs the use case
 * of the same name.
 */
export type BatchesService = {
  /** `POST /root/batch/admin/create` (`create-batch.ts`). */
  createBatch(principal: Principal, body: BatchCreate): Promise<BatchCreated>;
  /** `GET /root/batch` (`list-batches.ts`). */
  listBatches(principal: Principal, query?: BatchListQuery): Promise<BatchList>;
  /** `GET /root/batch/admin/{userId}` (`list-company-batches.ts`). */
  listCompanyBatches(
    principal: Principal,
    userId: string,
    query?: BatchListQuery,
  ): Promise<BatchList>;
  /** `GET /root/batch/{batchId}` (`get-batch.ts`). */
  getBatch(principal: Principal, batchId: string): Promise<Batch>;
  /** `POST /root/batch/{batchId}/rows` (`upload-rows.ts`). */
  uploadRows(
    principal: Principal,
    batchId: string,
    body: BatchRowsUpload,
  ): Promise<BatchRowsResult>;
  /** `GET /root/batch/{batchId}/rows` (`list-rows.ts`). */
  listRows(principal: Principal, batchId: string, query?: BatchRowsQuery): Promise<BatchRowsPage>;
  /** `POST /root/batch/{batchId}/process` (`process-batch.ts`). */
  processBatch(principal: Principal, batchId: string, body: BatchProcess): Promise<Batch>;
  /** `GET /root/batch/{batchId}/invoices` (`list-batch-invoices.ts`). */
  listBatchInvoices(
    principal: Principal,
    batchId: string,
    query?: BatchInvoicesQuery,
  ): Promise<BatchInvoicePage>;
  /** `GET /root/invoices/invoices/cuit/{cuit}` (`list-invoices-by-cuit.ts`). */
  listInvoicesByCuit(
    principal: Principal,
    cuit: string,
    query: InvoicesByCuitQuery,
  ): Promise<Invoice[]>;
  /** `GET /pdf?batchId=` (`request-zip.ts`). */
  requestZip(principal: Principal, batchId: string): Promise<{ message: string }>;
  /** `GET /root/batch/{batchId}/zip` (`get-zip-status.ts`). */
  getZipStatus(principal: Principal, batchId: string): Promise<BatchZipStatus>;
  /** `GET /root/batch/{batchId}/zip/file` (`open-zip.ts`). */
  openZip(principal: Principal, batchId: string): Promise<StoredFileStream>;
};

/**
 * The batches service.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.jobs - the job queue: the rows' emissions and the ZIP job are queued there.
 * @param deps.files - keeps `invoicesBatch/{batch_id}.csv` and serves the ZIP.
 * @param deps.now - the clock (batch ids, "today" in Argentina). @default () => new Date()
 */
export function createBatchesService(deps: {
  database: Database;
  jobs: JobQueuePort;
  files: FileStore;
  now?: () => Date;
}): BatchesService {
  const { db } = deps.database;
  const { jobs, files } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    createBatch: (principal, body) => createBatch({ db, now }, { principal, body }),
    listBatches: (principal, query = {}) => listBatches({ db }, { principal, query }),
    listCompanyBatches: (principal, userId, query = {}) =>
      listCompanyBatches({ db }, { principal, userId, query }),
    getBatch: (principal, batchId) => getBatch({ db }, { principal, batchId }),
    uploadRows: (principal, batchId, body) =>
      uploadRows({ db, files, now }, { principal, batchId, body }),
    listRows: (principal, batchId, query = {}) => listRows({ db }, { principal, batchId, query }),
    processBatch: (principal, batchId, body) =>
      processBatch({ db, jobs, now }, { principal, batchId, body }),
    listBatchInvoices: (principal, batchId, query = {}) =>
      listBatchInvoices({ db }, { principal, batchId, query }),
    listInvoicesByCuit: (principal, cuit, query) =>
      listInvoicesByCuit({ db }, { principal, cuit, query }),
    requestZip: (principal, batchId) =>
      requestZip({ db, files, jobs, now }, { principal, batchId }),
    getZipStatus: (principal, batchId) => getZipStatus({ db }, { principal, batchId }),
    openZip: (principal, batchId) => openZip({ db, files }, { principal, batchId }),
  };
}
