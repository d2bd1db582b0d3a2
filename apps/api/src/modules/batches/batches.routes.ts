import { Readable } from 'node:stream';
import { endpoints } from '@liqui/api-client';
import { Hono } from 'hono';
import { allowEndpoint, honoPathOf, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, paramsOf, route } from '../../http/route.js';
import { validate } from '../../http/validate.js';
import type { BatchesService } from './batches.service.js';

/**
 * Invoice batch routes, mounted under `/api` (contract: `batchEndpoints` and `listInvoicesByCuit`
 * of `@liqui/api-client`; Spec 03 §7; issue 15 items 3, 5 and 6). Roles: admin and adminLite
 * (the operador only for the invoices by CUIT); a company admin reaches its own company only. The
 * rules are in `batches.service.ts` (issue 24 item 2: rows are staged, then confirmed).
 *
 * - `POST /api/root/batch/admin/create` (body `BatchCreate`) → 200 `{ batch_id }`; 400 the form's
 *   rules or 'Cuit inexistente'; 403 another company.
 * - `GET /api/root/batch?limit=&last=` → the caller's batches, newest first, counters counted
 *   from the invoices; `GET /api/root/batch/admin/{userId}?limit=&last=` → a company's (403 for a
 *   company admin and another account).
 * - `GET /api/root/batch/{batchId}` → one batch; 404 'No se pudo leer el Lote'.
 * - `POST /api/root/batch/{batchId}/rows` (body `BatchRowsUpload`) → 200 one staged result per
 *   row and the batch's figures; 409 once the batch is confirmed (issue 24 item 2).
 * - `GET /api/root/batch/{batchId}/rows?limit=&after=&outcome=` → a page of the staged rows.
 * - `POST /api/root/batch/{batchId}/process` (body `BatchProcess`) → 200 the confirmed batch;
 *   409 when the figures differ from the staged rows' (nothing queued) or none is accepted.
 * - `GET /api/root/batch/{batchId}/invoices?limit=&lastUserId=&lastInvoiceId=` → a page.
 * - `GET /api/pdf?batchId=` → 200 `{ message }`, the ZIP job queued when needed. Registered as a
 *   distinct path from `GET /api/pdf/{invoiceId}` (the single PDF), beside it in the app.
 * - `GET /api/root/batch/{batchId}/zip` → `{ estado, done, total }`.
 * - `GET /api/root/batch/{batchId}/zip/file` → the ZIP's bytes, streamed
 *   (`application/zip`, attachment `lote-{batchId}.zip`); 404 'Archivo .zip no encontrado'.
 * - `GET /api/root/invoices/invoices/cuit/{cuit}?estado=&fechaCbteDesde=&fechaCbteHasta=&limit=&last=`
 *   → the invoices issued to that CUIT (403 for a company admin and another CUIT).
 *
 * Order: the static `/root/batch/admin/create` and `/root/batch/admin/{userId}` before
 * `/root/batch/{batchId}` (a batch id is digits only, so neither is ever read as one).
 */
export function createBatchesRoutes({ batches }: { batches: BatchesService }) {
  const download = endpoints.downloadBatchZip;
  const router = new Hono<AppEnv>().get(
    honoPathOf(download.path),
    allowEndpoint(download),
    validate('param', paramsOf(download)),
    async (c) => {
      const batchId = c.req.valid('param').batchId;
      const file = await batches.openZip(principalOf(c), batchId);
      // Cast: Node's web stream and the DOM's `ReadableStream` Hono types are the same at run time.
      return c.body(Readable.toWeb(file.stream) as ReadableStream, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `attachment; filename="lote-${batchId}.zip"`,
      });
    },
  );
  router.route(
    '/',
    createRouter(
      route(endpoints.createBatch, ({ principal, body }) => batches.createBatch(principal, body)),
      route(endpoints.listBatches, ({ principal, query }) =>
        batches.listBatches(principal, query ?? {}),
      ),
      route(endpoints.listCompanyBatches, ({ principal, params, query }) =>
        batches.listCompanyBatches(principal, params.userId, query ?? {}),
      ),
      route(endpoints.getBatch, ({ principal, params }) =>
        batches.getBatch(principal, params.batchId),
      ),
      route(endpoints.uploadBatchRows, ({ principal, params, body }) =>
        batches.uploadRows(principal, params.batchId, body),
      ),
      route(endpoints.listBatchRows, ({ principal, params, query }) =>
        batches.listRows(principal, params.batchId, query ?? {}),
      ),
      route(endpoints.processBatch, ({ principal, params, body }) =>
        batches.processBatch(principal, params.batchId, body),
      ),
      route(endpoints.listBatchInvoices, ({ principal, params, query }) =>
        batches.listBatchInvoices(principal, params.batchId, query ?? {}),
      ),
      route(endpoints.requestBatchZip, ({ principal, query }) =>
        batches.requestZip(principal, query.batchId),
      ),
      route(endpoints.getBatchZipStatus, ({ principal, params }) =>
        batches.getZipStatus(principal, params.batchId),
      ),
      route(endpoints.listInvoicesByCuit, ({ principal, params, query }) =>
        batches.listInvoicesByCuit(principal, params.cuit, query),
      ),
    ),
  );
  return router;
}
