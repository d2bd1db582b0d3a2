import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import { renderInvoicePdfFor } from './invoice-pdf-source.js';
import type { InvoicesService } from './invoices.service.js';

/**
 * The taxpayer's invoice routes, mounted under `/api` (contract: `invoiceEndpoints` of
 * `@liqui/api-client`; Spec 02 §7). Every route needs a signed-in caller (the contract lists no
 * roles; ownership is the service's check). Bodies are validated with the contract's structs:
 * 400 `{ code: 'validation', message: 'Datos inválidos', errors: [{ path, message }] }` in
 * Spanish, nothing changed. The rules are in `README.md` and the use-case files it lists.
 *
 * - `POST /api/root/invoices` (body `InvoiceDraft`) → 201 `{ invoiceId }` of a new DRAFT.
 * - `PUT /api/root/invoices` (body `InvoiceUpdate` with `invoice_id`) → `{ invoice_id }`; a
 *   read-only field (ids, number, CAE, `estado` but PENDING_AFIP) sent with another value than
 *   the stored one → 400 naming it.
 * - `PUT /api/root/invoices/{invoiceId}` (body `InvoiceProcessRequest`, `action: 'PROCESS'`) →
 *   the invoice, now PENDING_AFIP, with its emission job queued.
 * - `GET /api/root/invoices?limit=&last=` → one page `{ invoices, last }`, newest first; `last`
 *   is the next page's cursor (`null` on the last page); `limit` 1–200, default 50.
 * - `GET /api/root/invoices/{id}` → the invoice.
 * - `DELETE /api/root/invoices/{invoiceId}` → `{ message: 'Comprobante eliminado correctamente' }`.
 * - `GET /api/pdf/{invoiceId}?userId=` → `{ pdf (base64), fileName }`; 403 for another user's id
 *   unless staff, 404 when missing, 500 'Error generando PDF' when rendering fails.
 *
 * - `GET /api/root/invoices/admin/{userId}?limit=&last=` (admin, operador) → one page of that
 *   user's invoices, as `GET /api/root/invoices`.
 * - `GET /api/root/invoices/{userId}/{invoiceId}` (admin, operador; adminLite for an invoice
 *   issued to its own company's CUIT) → the invoice, else 404. `/root/invoices/afip/check` is
 *   registered before this router (`verification.routes.ts`), so it is never read as a user's
 *   invoice; likewise `admin/{userId}` is registered before `{userId}/{invoiceId}` (user ids are
 *   the provider's subjects, never `admin` or `afip`).
 *
 * Errors: 401 without a valid token; 404 'No se pudo leer la factura del usuario'; 409 with the
 * spec's texts for a status that forbids the action, and 'Tu cuenta no tiene CUIT o punto de
 * venta para facturar' for an issuer without them.
 */
export function createInvoicesRoutes({ invoices }: { invoices: InvoicesService }) {
  return createRouter(
    route(endpoints.createInvoice, ({ principal, body }) => invoices.create(principal, body)),
    route(endpoints.updateInvoice, ({ principal, body }) => invoices.update(principal, body)),
    route(endpoints.processInvoice, ({ principal, params, body }) =>
      invoices.process(principal, params.invoiceId, body),
    ),
    route(endpoints.listInvoices, ({ principal, query }) => invoices.list(principal, query)),
    route(endpoints.getInvoice, ({ principal, params }) => invoices.get(principal, params.id)),
    route(endpoints.deleteInvoice, ({ principal, params }) =>
      invoices.remove(principal, params.invoiceId),
    ),
    route(endpoints.getInvoicePdf, async ({ principal, params, query }) =>
      renderInvoicePdfFor(await invoices.getPdfSource(principal, params.invoiceId, query.userId)),
    ),
    route(endpoints.listUserInvoices, ({ params, query }) =>
      invoices.listForUser(params.userId, query),
    ),
    route(endpoints.getUserInvoice, ({ principal, params }) =>
      invoices.getForUser(principal, params.userId, params.invoiceId),
    ),
  );
}
