import { endpoints } from '@liqui/api-client';
import type {
  InvoiceDraft,
  InvoicePdfQuery,
  InvoiceProcessRequest,
  InvoiceUpdate,
} from '@liqui/domain';
import { Hono } from 'hono';
import { allowEndpoint, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { renderInvoicePdfFor } from './invoice-pdf-source.js';
import type { InvoicesService } from './invoices.service.js';

/**
 * The taxpayer's invoice routes, mounted under `/api` (contract: `invoiceEndpoints` of
 * `@liqui/api-client`; Spec 02 §7). Every route needs a signed-in caller (the contract lists no
 * roles; ownership is the service's check). Bodies are validated with the contract's structs:
 * 400 `{ message: 'Datos inválidos', code: 'validation', errors: [{ path, message }] }` in
 * Spanish, nothing changed. The rules are in `invoices.service.ts`.
 *
 * - `POST /api/root/invoices` (body `InvoiceDraft`) → 201 `{ invoiceId }` of a new DRAFT.
 * - `PUT /api/root/invoices` (body `InvoiceUpdate` with `invoice_id`) → `{ invoice_id }`.
 * - `PUT /api/root/invoices/{invoiceId}` (body `InvoiceProcessRequest`, `action: 'PROCESS'`) →
 *   the invoice, now PENDING_AFIP, with its emission job queued.
 * - `GET /api/root/invoices` → `{ invoices, last: null }`, newest first.
 * - `GET /api/root/invoices/{id}` → the invoice.
 * - `DELETE /api/root/invoices/{invoiceId}` → `{ message: 'Comprobante eliminado correctamente' }`.
 * - `GET /api/pdf/{invoiceId}?userId=` → `{ pdf (base64), fileName }`; 403 for another user's id
 *   unless staff, 404 when missing, 500 'Error generando PDF' when rendering fails.
 *
 * Errors: 401 without a valid token; 404 'No se pudo leer la factura del usuario'; 409 with the
 * spec's texts for a status that forbids the action, and 'Tu cuenta no tiene CUIT o punto de
 * venta para facturar' for an issuer without them.
 */
export function createInvoicesRoutes({ invoices }: { invoices: InvoicesService }) {
  return new Hono<AppEnv>()
    .post(
      '/root/invoices',
      allowEndpoint(endpoints.createInvoice),
      validate('json', endpoints.createInvoice.body),
      async (c) => {
        const draft = c.req.valid('json') as InvoiceDraft;
        return c.json(await invoices.create(principalOf(c), draft), 201);
      },
    )
    .put(
      '/root/invoices',
      allowEndpoint(endpoints.updateInvoice),
      validate('json', endpoints.updateInvoice.body),
      async (c) => {
        const body = c.req.valid('json') as InvoiceUpdate;
        return c.json(await invoices.update(principalOf(c), body), 200);
      },
    )
    .put(
      '/root/invoices/:invoiceId',
      allowEndpoint(endpoints.processInvoice),
      validate('json', endpoints.processInvoice.body),
      async (c) => {
        const body = c.req.valid('json') as InvoiceProcessRequest;
        const invoiceId = c.req.param('invoiceId');
        return c.json(await invoices.process(principalOf(c), invoiceId, body), 200);
      },
    )
    .get('/root/invoices', allowEndpoint(endpoints.listInvoices), async (c) =>
      c.json(await invoices.list(principalOf(c)), 200),
    )
    .get('/root/invoices/:id', allowEndpoint(endpoints.getInvoice), async (c) =>
      c.json(await invoices.get(principalOf(c), c.req.param('id')), 200),
    )
    .delete('/root/invoices/:invoiceId', allowEndpoint(endpoints.deleteInvoice), async (c) =>
      c.json(await invoices.remove(principalOf(c), c.req.param('invoiceId')), 200),
    )
    .get(
      '/pdf/:invoiceId',
      allowEndpoint(endpoints.getInvoicePdf),
      validate('query', endpoints.getInvoicePdf.query!),
      async (c) => {
        const { userId } = c.req.valid('query') as InvoicePdfQuery;
        const source = await invoices.getPdfSource(
          principalOf(c),
          c.req.param('invoiceId'),
          userId,
        );
        return c.json(await renderInvoicePdfFor(source), 200);
      },
    );
}
