import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { VerificationService } from './verification.service.js';

/**
 * `GET /api/root/invoices/afip/check?cbte_modo=&cbte_nro=&cbte_tipo=&cod_autorizacion=&cuit_emisor=&doc_nro_receptor=&doc_tipo_receptor=&cbte_fch=&imp_total=&pto_vta=`
 * (contract `checkInvoice`; Spec 03 §7): admin and the read-only operador (a check changes
 * nothing; 401 without a token, 403 for any other group). Answers `{ resultado, observaciones }`, or 400
 * `validation` with a Spanish message per field at fault (every field required; numbers, the
 * `YYYY-MM-DD` date, the ARS total, the CUIT rule of Spec 03 §5), or 502
 * `upstream_unavailable` 'Error de comunicacion con AFIP' (see `verification.service.ts`).
 * Registered before the invoice routes so that `/root/invoices/afip/check` is never read as
 * `/root/invoices/{userId}/{invoiceId}`.
 */
export function createVerificationRoutes({ verification }: { verification: VerificationService }) {
  return createRouter(route(endpoints.checkInvoice, ({ query }) => verification.check(query)));
}
