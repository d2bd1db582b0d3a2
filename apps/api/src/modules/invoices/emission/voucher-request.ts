import {
  Concepto,
  condicionIvaReceptorId,
  requiresAssociatedVoucher,
  requiresServiceDates,
  TipoResponsable,
} from '@liqui/domain';
import { is } from 'superstruct';
import type {
  WsfeAuthorizedVoucher,
  WsfeVoucherRequest,
} from '../../../integrations/afip/types.js';
import { type InvoiceRow, toAfipDate } from '../invoice-row.js';

/**
 * The mapping invoice row ↔ WSFEv1 voucher (pure): the FECAESolicitar voucher of an invoice, and
 * whether a voucher FECompConsultar found is that invoice's. Also used by the ARCA sandbox's
 * ledger (`sandboxes/arca.ts`). Source: web-services.md §3.3, §3.5, §3.7, §3.8.
 */

/**
 * A stored `concepto` as the domain's `Concepto`. Every write validates it
 * (`validateInvoiceDraft`), so the error is unreachable but for a database changed by hand.
 *
 * @throws Error when the stored value is not 1, 2 or 3.
 */
function conceptoOf(stored: number): Concepto {
  if (is(stored, Concepto)) return stored;
  throw new Error(`invoices.concepto holds ${stored}, not a concepto of the domain`);
}

/**
 * A stored `tipo_responsable` as the domain's `TipoResponsable` (validated on every write, like
 * {@link conceptoOf}).
 *
 * @throws RangeError when the stored value is not one (as `condicionIvaReceptorId` does).
 */
function tipoResponsableOf(stored: string): TipoResponsable {
  if (is(stored, TipoResponsable)) return stored;
  throw new RangeError(`Unknown tipoResponsable: ${stored}`);
}

/** Digits of a document number without leading zeros (`'0'` stays `'0'`). */
function canonicalDocNro(value: string): string {
  return value.replace(/^0+(?=\d)/, '');
}

/**
 * Whether the voucher FECompConsultar found is invoice `row`'s (web-services.md §3.8 step 2:
 * "compare amounts/receptor"): same DocTipo, DocNro, ImpTotal (cents) and CbteFch, approved.
 */
export function isSameVoucher(voucher: WsfeAuthorizedVoucher, row: InvoiceRow): boolean {
  return (
    voucher.resultado === 'A' &&
    voucher.docTipo === row.tipoDocumento &&
    canonicalDocNro(voucher.docNro) === canonicalDocNro(row.nroDocumento) &&
    voucher.impTotalCents === row.importeTotalCents &&
    voucher.cbteFch === toAfipDate(row.fecha)
  );
}

/**
 * The FECAESolicitar voucher of an invoice (web-services.md §3.3, §3.5 Factura C): concepto,
 * DocTipo/DocNro, CbteDesde = CbteHasta = `cbteNro`, CbteFch `yyyymmdd`, ImpTotal = ImpNeto = the
 * total in cents, ImpTrib 0, service dates for concepto 2 and 3 (`requiresServiceDates` of
 * `@liqui/domain`), MonId and MonCotiz (`'1'` for PES, else `monCotiz`), CondicionIVAReceptorId
 * from the receiver's `tipoResponsable` (RG 5616, §3.7), and for types 12/13
 * (`requiresAssociatedVoucher`) the associated voucher with the issuer's CUIT.
 *
 * @param row - the invoice as stored.
 * @param cbteNro - the number reserved for it.
 * @param monCotiz - the exchange rate of a foreign currency (decimal text). @default '1'
 * @throws RangeError for a stored `tipoResponsable` the domain does not know (unreachable: every
 *   write validates it).
 */
export function buildVoucherRequest(
  row: InvoiceRow,
  cbteNro: number,
  monCotiz = '1',
): WsfeVoucherRequest {
  const hasServiceDates = requiresServiceDates(row.concepto);
  const needsAssociated = requiresAssociatedVoucher(row.tipoDeComprobante);
  const associated =
    needsAssociated &&
    row.tipoDeComprobanteAsoc != null &&
    row.puntoVentaAsoc != null &&
    row.cbteNroAsoc != null
      ? [
          {
            tipo: row.tipoDeComprobanteAsoc,
            ptoVta: row.puntoVentaAsoc,
            nro: row.cbteNroAsoc,
            cuit: row.userCuit,
          },
        ]
      : undefined;
  return {
    concepto: conceptoOf(row.concepto),
    docTipo: row.tipoDocumento,
    docNro: row.nroDocumento,
    cbteNro,
    cbteFch: toAfipDate(row.fecha),
    impTotalCents: row.importeTotalCents,
    impNetoCents: row.importeTotalCents,
    impTribCents: 0,
    ...(hasServiceDates
      ? {
          fchServDesde: row.desde ? toAfipDate(row.desde) : undefined,
          fchServHasta: row.hasta ? toAfipDate(row.hasta) : undefined,
          fchVtoPago: row.vencimientoPago ? toAfipDate(row.vencimientoPago) : undefined,
        }
      : {}),
    monId: row.moneda,
    monCotiz: row.moneda === 'PES' ? '1' : monCotiz,
    condicionIvaReceptorId: condicionIvaReceptorId(tipoResponsableOf(row.tipoResponsable)),
    ...(associated ? { cbtesAsoc: associated } : {}),
  };
}
