/**
 * Calls about invoice batches (mass invoicing from CSV).
 * Source: Spec 03 §7 ("Invoice batches").
 */
import {
  BatchCreate,
  BatchCreated,
  BatchId,
  BatchInvoicePage,
  BatchInvoicesQuery,
  BatchList,
  BatchZipQuery,
} from '@liqui/domain';
import { object } from 'superstruct';
import { MessageResponse } from './common';
import { defineEndpoint } from './define-endpoint';

/** Who runs mass invoicing: the admin (/facturador) and company admins (/load-invoices-batch). */
const batchRoles = ['admin', 'adminLite'] as const;

/**
 * `GET /root/batch/admin/{userId}`: the batches of a company account (by its user id).
 * Source: Spec 03 §7.
 */
export const listCompanyBatches = defineEndpoint({
  name: 'listCompanyBatches',
  method: 'GET',
  path: '/root/batch/admin/{userId}',
  response: BatchList,
  sources: ['Spec 03 §7'],
  roles: batchRoles,
  summary: 'Lista los lotes de una empresa.',
});

/**
 * `GET /root/batch`: the caller's batches (a company admin's own; every batch for the admin).
 * Source: Spec 03 §7.
 */
export const listBatches = defineEndpoint({
  name: 'listBatches',
  method: 'GET',
  path: '/root/batch',
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

/** The batch calls, in the order the spec lists them. */
export const batchEndpoints: readonly [
  typeof listCompanyBatches,
  typeof listBatches,
  typeof createBatch,
  typeof listBatchInvoices,
  typeof requestBatchZip,
] = [listCompanyBatches, listBatches, createBatch, listBatchInvoices, requestBatchZip];
