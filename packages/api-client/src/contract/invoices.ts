/**
 * Calls about invoices: the taxpayer's wizard and list, the PDF, the taxpayer lookup, the staff
 * reads and the verification against ARCA.
 * Source: Spec 02 §7, Spec 03 §7 ("Invoice batches", "Invoice verification").
 */
import {
  Contribuyente,
  ContribuyenteQuery,
  Cuit,
  Invoice,
  InvoiceCreated,
  InvoiceDraft,
  InvoiceList,
  InvoiceListQuery,
  InvoicePdf,
  InvoicePdfQuery,
  InvoiceProcessRequest,
  InvoicesByCuitQuery,
  InvoiceUpdate,
  InvoiceUpdated,
  VerificationQuery,
  VerificationResult,
} from '@liqui/domain';
import { array, object } from 'superstruct';
import { MessageResponse } from './common';
import { defineEndpoint } from './define-endpoint';

/**
 * `POST /root/invoices`: saves a new draft (status DRAFT) for the caller; answers 201 with its
 * `invoiceId`. Source: Spec 02 §7.
 */
export const createInvoice = defineEndpoint({
  name: 'createInvoice',
  method: 'POST',
  path: '/root/invoices',
  body: InvoiceDraft,
  response: InvoiceCreated,
  sources: ['Spec 02 §7'],
  status: 201,
  summary: 'Guarda un comprobante nuevo como borrador.',
});

/**
 * `PUT /root/invoices`: updates a draft named by `invoice_id` in the body; answers `invoice_id`.
 * Source: Spec 02 §4 and §7.
 */
export const updateInvoice = defineEndpoint({
  name: 'updateInvoice',
  method: 'PUT',
  path: '/root/invoices',
  body: InvoiceUpdate,
  response: InvoiceUpdated,
  sources: ['Spec 02 §7'],
  summary: 'Actualiza un borrador.',
});

/**
 * `PUT /root/invoices/{invoiceId}`: "Procesar Factura": saves the fields and queues the emission
 * (`action: 'PROCESS'`, status PENDING_AFIP); only for DRAFT or PRESENTED. Decision: the answer is
 * the invoice with its new status; the client then polls {@link getInvoice}. Source: Spec 02 §7.
 */
export const processInvoice = defineEndpoint({
  name: 'processInvoice',
  method: 'PUT',
  path: '/root/invoices/{invoiceId}',
  body: InvoiceProcessRequest,
  response: Invoice,
  sources: ['Spec 02 §7'],
  summary: 'Envía un comprobante a ARCA (acción PROCESS).',
});

/**
 * `GET /root/invoices?limit=&last=`: one page of the caller's invoices, newest first (each with
 * `batchId` and `estado`), and `last`, the cursor of the next page (`null` on the last one).
 * `limit` 1–200, default 50. Source: Spec 02 §7; paging: issue 11 item 2.
 */
export const listInvoices = defineEndpoint({
  name: 'listInvoices',
  method: 'GET',
  path: '/root/invoices',
  query: InvoiceListQuery,
  response: InvoiceList,
  sources: ['Spec 02 §7'],
  summary: 'Lista los comprobantes del usuario de la sesión.',
});

/**
 * `GET /root/invoices/{id}`: one of the caller's invoices with its items; polled for `estado`
 * every 2.5 s after processing. Source: Spec 02 §7.
 */
export const getInvoice = defineEndpoint({
  name: 'getInvoice',
  method: 'GET',
  path: '/root/invoices/{id}',
  response: Invoice,
  sources: ['Spec 02 §7'],
  summary: 'Lee un comprobante del usuario de la sesión.',
});

/**
 * `DELETE /root/invoices/{invoiceId}`: deletes a DRAFT invoice (any other status is refused).
 * Decision: the answer is `{ message }` ('Comprobante eliminado correctamente').
 * Source: Spec 02 §4 and §7.
 */
export const deleteInvoice = defineEndpoint({
  name: 'deleteInvoice',
  method: 'DELETE',
  path: '/root/invoices/{invoiceId}',
  response: MessageResponse,
  sources: ['Spec 02 §7'],
  summary: 'Elimina un borrador.',
});

/**
 * `GET /pdf/{invoiceId}` with query `userId`: the invoice PDF as base64 in `{ pdf, fileName }`.
 * A taxpayer reads its own; staff and the company admin of the batch read others'.
 * Source: Spec 02 §7, Spec 03 §7.
 */
export const getInvoicePdf = defineEndpoint({
  name: 'getInvoicePdf',
  method: 'GET',
  path: '/pdf/{invoiceId}',
  query: InvoicePdfQuery,
  response: InvoicePdf,
  sources: ['Spec 02 §7', 'Spec 03 §7'],
  summary: 'Genera el PDF de un comprobante (base64).',
});

/**
 * `GET /contribuyente` with query `cuit`: the taxpayer in ARCA's registry (`razonSocial`,
 * `Direccion`, `Localidad`, `Provincia`, `Codigo Postal`, `IVA`); 404 when it does not exist.
 * Source: Spec 02 §7, Spec 03 §7.
 */
export const getContribuyente = defineEndpoint({
  name: 'getContribuyente',
  method: 'GET',
  path: '/contribuyente',
  query: ContribuyenteQuery,
  response: Contribuyente,
  sources: ['Spec 02 §7', 'Spec 03 §7'],
  summary: 'Consulta un CUIT en el padrón de ARCA.',
});

/**
 * `GET /root/invoices/invoices/cuit/{cuit}` with query `estado`, `fechaCbteDesde`,
 * `fechaCbteHasta` (voucher dates, `YYYY-MM-DD`), `limit`, `last`: the invoices issued to a
 * company CUIT (receiver `nroDocumento`) in that range (for the CSV download). Decision: a bare
 * JSON array in invoice id order. Paged (Liqui, issue 15 item 3): `limit` 1–1,000 (default 1,000)
 * and `last` = the previous page's last `invoiceId`; page until a page has fewer than `limit`.
 * Admin and operador any CUIT; a company admin only its own (403 otherwise). Source: Spec 03 §7.
 */
export const listInvoicesByCuit = defineEndpoint({
  name: 'listInvoicesByCuit',
  method: 'GET',
  path: '/root/invoices/invoices/cuit/{cuit}',
  params: object({ cuit: Cuit }),
  query: InvoicesByCuitQuery,
  response: array(Invoice),
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador', 'adminLite'],
  summary: 'Lista los comprobantes de una empresa por estado y rango de fechas.',
});

/**
 * `GET /root/invoices/admin/{userId}?limit=&last=`: one page of a user's invoices, same shape
 * and paging as {@link listInvoices}. Admin and the read-only operador. Source: Spec 03 §7.
 */
export const listUserInvoices = defineEndpoint({
  name: 'listUserInvoices',
  method: 'GET',
  path: '/root/invoices/admin/{userId}',
  query: InvoiceListQuery,
  response: InvoiceList,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador'],
  summary: 'Lista los comprobantes de un usuario.',
});

/**
 * `GET /root/invoices/{userId}/{invoiceId}`: one invoice of a user. Admin and company admin (an
 * invoice of one of its batches). Source: Spec 03 §7.
 */
export const getUserInvoice = defineEndpoint({
  name: 'getUserInvoice',
  method: 'GET',
  path: '/root/invoices/{userId}/{invoiceId}',
  response: Invoice,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador', 'adminLite'],
  summary: 'Lee un comprobante de un usuario.',
});

/**
 * `GET /root/invoices/afip/check` with the ten verification fields: ARCA's verdict `resultado`
 * (A = valid) and `observaciones`. Admin and the read-only operador. Source: Spec 03 §7.
 */
export const checkInvoice = defineEndpoint({
  name: 'checkInvoice',
  method: 'GET',
  path: '/root/invoices/afip/check',
  query: VerificationQuery,
  response: VerificationResult,
  sources: ['Spec 03 §7'],
  roles: ['admin', 'operador'],
  summary: 'Verifica un comprobante contra ARCA (constatación).',
});

/** The invoice calls, in the order the spec lists them. */
export const invoiceEndpoints: readonly [
  typeof createInvoice,
  typeof updateInvoice,
  typeof processInvoice,
  typeof listInvoices,
  typeof getInvoice,
  typeof deleteInvoice,
  typeof getInvoicePdf,
  typeof getContribuyente,
  typeof listInvoicesByCuit,
  typeof listUserInvoices,
  typeof getUserInvoice,
  typeof checkInvoice,
] = [
  createInvoice,
  updateInvoice,
  processInvoice,
  listInvoices,
  getInvoice,
  deleteInvoice,
  getInvoicePdf,
  getContribuyente,
  listInvoicesByCuit,
  listUserInvoices,
  getUserInvoice,
  checkInvoice,
];
