import { isIsoDate, messages } from '@liqui/domain';
import { invalid } from '../../service-error.js';

/**
 * The cursor of the invoice lists (`last` of `GET /root/invoices`; issue 11 item 2): the sort key
 * of a page's last invoice — issue date `YYYY-MM-DD`, creation instant, id — as base64url JSON.
 * The next page starts strictly after it in the list's order (`fecha` desc, `created_at` desc,
 * `invoice_id` desc), which the index `invoices_user_list_order` covers. Opaque to clients.
 */

/** The sort key of one invoice in the list's order. */
export type InvoiceCursor = { fecha: string; createdAt: Date; invoiceId: string };

/** The cursor text of `key`. */
export function encodeInvoiceCursor(key: InvoiceCursor): string {
  return Buffer.from(
    JSON.stringify([key.fecha, key.createdAt.toISOString(), key.invoiceId]),
  ).toString('base64url');
}

/**
 * Reads a cursor given by {@link encodeInvoiceCursor}.
 *
 * @throws ServiceError `validation` at path `last` ('El cursor de página no es válido') for any
 *   other text.
 */
export function decodeInvoiceCursor(text: string): InvoiceCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const fields: unknown[] = parsed;
    const [fecha, createdAt, invoiceId] = fields;
    const instant = typeof createdAt === 'string' ? new Date(createdAt) : undefined;
    if (
      typeof fecha === 'string' &&
      isIsoDate(fecha) &&
      instant !== undefined &&
      !Number.isNaN(instant.getTime()) &&
      typeof invoiceId === 'string' &&
      invoiceId.length > 0 &&
      invoiceId.length <= 200 &&
      !invoiceId.includes('\u0000')
    ) {
      return { fecha, createdAt: instant, invoiceId };
    }
  }
  throw invalid([{ path: 'last', message: messages['validation.cursor'] }]);
}
