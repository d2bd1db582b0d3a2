/**
 * Calls about invoice batches (mass invoicing from CSV).
 * Source: Spec 03 §7 ("Invoice batches").
 */
import {
  Batch,
  BatchCreate,
  BatchCreated,
  BatchId,
  BatchInvoicePage,
  BatchInvoicesQuery,
  BatchList,
  BatchListQuery,
  BatchRowsResult,
  BatchRowsUpload,
  BatchZipQuery,
  BatchZipStatus,
} from '@liqui/domain';
import { define, object } from 'superstruct';
import { MessageResponse } from './common';
import { defineEndpoint } from './define-endpoint';

/** The bytes of a batch's ZIP of PDFs: not JSON (see {@link downloadBatchZip}). */
export const BatchZipBytes = define<Uint8Array>(
  'BatchZipBytes',
  (value) => value instanceof Uint8Array || value instanceof ArrayBuffer,
);

/** Who runs mass invoicing: the admin (/facturador) and company admins (/load-invoices-batch). */
const batchRoles = ['admin', 'adminLite'] as const;

/**
 * `GET /root/batch/admin/{userId}?limit=&last=`: the batches of a company account (by its user
 * id), newest first, with counters counted from their invoices. Admin any company; a company
 * admin only its own (403 otherwise). Paged (Liqui): `limit` 1–500 (default 100), `last` the
 * previous page's last `batch_id`; the answer is the bare array, a page shorter than `limit` is
 * the last ({@link BatchListQuery}). Source: Spec 03 §7; paging Liqui (issue 15 item 3).
 */
export const listCompanyBatches = defineEndpoint({
  name: 'listCompanyBatches',
  method: 'GET',
  path: '/root/batch/admin/{userId}',
  query: BatchListQuery,
  response: BatchList,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Lista los lotes de una empresa.',
});

/**
 * `GET /root/batch?limit=&last=`: the caller's batches (a company admin's own; every batch for
 * the admin), newest first, paged as {@link listCompanyBatches}. Source: Spec 03 §7; paging Liqui
 * (issue 15 item 3).
 */
export const listBatches = defineEndpoint({
  name: 'listBatches',
  method: 'GET',
  path: '/root/batch',
  query: BatchListQuery,
  response: BatchList,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Lista los lotes visibles para el usuario de la sesión.',
});

/**
 * `POST /root/batch/admin/create`: creates a batch; answers its `batch_id`, under which the client
 * then stores the CSV in the file store. Source: Spec 03 §4 and §7.
 */
export const createBatch = defineEndpoint({
  name: 'createBatch',
  method: 'POST',
  path: '/root/batch/admin/create',
  body: BatchCreate,
  response: BatchCreated,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Crea un lote de facturación masiva.',
});

/**
 * `GET /root/batch/{batchId}/invoices`: a page of a batch's invoices (`limit` ≤ 200, cursor
 * `lastUserId` / `lastInvoiceId`, both null on the last page). Source: Spec 03 §7.
 */
export const listBatchInvoices = defineEndpoint({
  name: 'listBatchInvoices',
  method: 'GET',
  path: '/root/batch/{batchId}/invoices',
  params: object({ batchId: BatchId }),
  query: BatchInvoicesQuery,
  response: BatchInvoicePage,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Lista los comprobantes de un lote, paginado.',
});

/**
 * `GET /pdf` with query `batchId`: starts generating the batch's ZIP of PDFs, which appears in
 * the file store as `invoicesBatchZip/{batchId}.zip`. Decision: the answer is `{ message }` at
 * once (HTTP 200); the work runs as a job. Source: Spec 03 §4 ("ZIP flow") and §7.
 */
export const requestBatchZip = defineEndpoint({
  name: 'requestBatchZip',
  method: 'GET',
  path: '/pdf',
  query: BatchZipQuery,
  response: MessageResponse,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Inicia la generación del ZIP de PDFs de un lote.',
});

/**
 * `GET /root/batch/{batchId}` (Liqui): one batch with its counters counted from its invoices
 * (the batch view's header and progress bar poll it). 404 for an unknown batch or, for a company
 * admin, another company's. Source: Liqui (issue 15 items 3 and 4).
 */
export const getBatch = defineEndpoint({
  name: 'getBatch',
  method: 'GET',
  path: '/root/batch/{batchId}',
  params: object({ batchId: BatchId }),
  response: Batch,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Lee un lote con su avance.',
});

/**
 * `POST /root/batch/{batchId}/rows` (Liqui; Spec 03 §4 puts the CSV in the file store, the issue
 * asks the server to validate and store the rows): one part (up to 500 rows) of a batch's invoice
 * CSV ({@link BatchRowsUpload}). The server checks every row again (`validateBatchInvoiceRow`, the
 * issuer a collaborator of the batch's company) and, per valid row, creates the invoice in the
 * issuer's name with the company as receiver, PENDING_AFIP, its emission job queued in the same
 * transaction; the answer says per row what happened ({@link BatchRowsResult}); sending the same
 * row numbers again creates nothing twice. The rows are also kept as
 * `invoicesBatch/{batch_id}.csv`. 400 for a body outside the bounds; 404 unknown batch (or another
 * company's). Source: Liqui (issue 15 item 3).
 */
export const uploadBatchRows = defineEndpoint({
  name: 'uploadBatchRows',
  method: 'POST',
  path: '/root/batch/{batchId}/rows',
  params: object({ batchId: BatchId }),
  body: BatchRowsUpload,
  response: BatchRowsResult,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Carga las filas del CSV de un lote (por partes).',
});

/**
 * `GET /root/batch/{batchId}/zip` (Liqui): the state of the batch's ZIP of PDFs
 * ({@link BatchZipStatus}: none, running with done/total, ready, failed), which the page polls
 * after `GET /pdf?batchId=` to show a progress bar. 404 unknown batch (or another company's).
 * Source: Liqui (issue 15 item 5).
 */
export const getBatchZipStatus = defineEndpoint({
  name: 'getBatchZipStatus',
  method: 'GET',
  path: '/root/batch/{batchId}/zip',
  params: object({ batchId: BatchId }),
  response: BatchZipStatus,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Estado del ZIP de PDFs de un lote.',
});

/**
 * `GET /root/batch/{batchId}/zip/file` (Liqui; Spec 03 §4 "download"): the bytes of
 * `invoicesBatchZip/{batchId}.zip` (`Content-Type: application/zip`, `Content-Disposition:
 * attachment`, `Cache-Control: private, no-store`). 404 'Archivo .zip no encontrado' while it is
 * not ready, or for an unknown batch (or another company's). Source: Liqui (issue 15 item 5).
 */
export const downloadBatchZip = defineEndpoint({
  name: 'downloadBatchZip',
  method: 'GET',
  path: '/root/batch/{batchId}/zip/file',
  params: object({ batchId: BatchId }),
  response: BatchZipBytes,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Descarga el ZIP de PDFs de un lote.',
});

/** The batch calls, in the order the spec lists them, then Liqui's. */
export const batchEndpoints: readonly [
  typeof listCompanyBatches,
  typeof listBatches,
  typeof createBatch,
  typeof listBatchInvoices,
  typeof requestBatchZip,
  typeof getBatch,
  typeof uploadBatchRows,
  typeof getBatchZipStatus,
  typeof downloadBatchZip,
] = [
  listCompanyBatches,
  listBatches,
  createBatch,
  listBatchInvoices,
  requestBatchZip,
  getBatch,
  uploadBatchRows,
  getBatchZipStatus,
  downloadBatchZip,
];
