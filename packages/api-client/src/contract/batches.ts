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
  BatchProcess,
  BatchRowsPage,
  BatchRowsQuery,
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
 * CSV ({@link BatchRowsUpload}), STAGED: nothing is invoiced or queued until
 * {@link processBatch}. The server reads every row itself (`validateBatchInvoiceRow`: es-AR
 * amounts, `dd/mm/aaaa` dates; the issuer a collaborator of the batch's company able to invoice;
 * the row's date not before the latest voucher of the issuer's series, which ARCA would refuse
 * with 10016) and answers per row `accepted` with the invoice it will become, or `refused` with
 * its messages, plus the batch's figures so far ({@link BatchRowsResult}). A `fila` staged before
 * answers as it was staged (nothing changes); `isFirstPart: true` replaces every staged row. The
 * rows are also kept as `invoicesBatch/{batch_id}.csv`. 400 a body outside the bounds; 404 unknown
 * batch (or another company's); 409 'El lote ya fue confirmado: no admite más filas'.
 * Source: Liqui (issue 15 item 3; issue 24 items 2 and 7).
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
 * `GET /root/batch/{batchId}/rows?limit=&after=&outcome=` (Liqui): a page of the batch's staged
 * rows in `fila` order ({@link BatchRowsPage}: each row's outcome, messages, the invoice it
 * becomes and, once confirmed, that invoice's id; the next page's cursor; the batch's figures),
 * so the preview comes back after a reload and an integrator reads what was staged. `limit`
 * 1–500 (default 100), `after` the previous page's `nextAfter`, `outcome` accepted or refused
 * only. 404 unknown batch (or another company's). Source: Liqui (issue 24 item 2).
 */
export const listBatchRows = defineEndpoint({
  name: 'listBatchRows',
  method: 'GET',
  path: '/root/batch/{batchId}/rows',
  params: object({ batchId: BatchId }),
  query: BatchRowsQuery,
  response: BatchRowsPage,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Lista las filas cargadas de un lote, paginado.',
});

/**
 * `POST /root/batch/{batchId}/process` (Liqui): the user's confirmation of the preview, with the
 * figures it showed ({@link BatchProcess}: how many invoices and their total in cents). The server
 * checks the staged accepted rows again (the issuer still a collaborator able to invoice, the date
 * still within ARCA's window and not before its series' latest voucher: a row that fails now is
 * refused in the staging), sums them, and when its count or total differs from the body answers
 * 409 naming both figures and queues nothing. Otherwise, in ONE transaction, it creates one
 * invoice per accepted row (PENDING_AFIP, action PROCESS, `batch_id`, `batch_fila`) with its
 * emission job, stores the confirmed figures and moves the batch to `CONFIRMADO`. Calling it again
 * with the same figures answers the same batch and creates nothing (409 with other figures).
 * Answers the {@link Batch}. 404 unknown batch (or another company's); 409 no accepted row.
 * Source: Liqui (issue 24 item 2).
 */
export const processBatch = defineEndpoint({
  name: 'processBatch',
  method: 'POST',
  path: '/root/batch/{batchId}/process',
  params: object({ batchId: BatchId }),
  body: BatchProcess,
  response: Batch,
  sources: ['Liqui'],
  roles: batchRoles,
  summary: 'Confirma un lote y encola la emisión de sus facturas.',
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
  typeof listBatchRows,
  typeof processBatch,
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
  listBatchRows,
  processBatch,
  getBatchZipStatus,
  downloadBatchZip,
];
