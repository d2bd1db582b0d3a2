import type { Invoice, InvoicePdf } from '@liqui/domain';
import { formatMessage, iibbLegend } from '@liqui/domain';
import { internal } from '../../service-error.js';
import type { InvoiceIssuer } from './issuer.js';
import { type InvoicePdfIssuer, invoicePdfFileName, renderInvoicePdf } from './pdf/invoice-pdf.js';

/**
 * The answer of `GET /pdf/{invoiceId}` (Spec 02 §7 "PDF as base64"): the invoice's Factura C PDF
 * (`pdf/invoice-pdf.ts`) as base64 and its suggested file name.
 */

/**
 * The PDF's issuer block from the user record: name, CUIT, address (street, city, province), IVA
 * condition, and the Ingresos Brutos legend of `iibbLegend` (number, 'Exento' or the CUIT).
 */
export function toPdfIssuer(issuer: InvoiceIssuer): InvoicePdfIssuer {
  const domicilio = [issuer.direccion, issuer.ciudad, issuer.provincia]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return {
    razonSocial: issuer.razonSocial,
    nombre: issuer.nombre,
    apellido: issuer.apellido,
    cuit: issuer.cuit,
    domicilio: domicilio === '' ? null : domicilio,
    condicionIva: issuer.tipoResponsable ?? 'Responsable Monotributo',
    iibb: iibbLegend({ cuit: issuer.cuit, iibb: issuer.iibb, iibbNumero: issuer.iibbNumero }),
    inicioActividad: issuer.inicioActividad,
  };
}

/**
 * Renders the PDF of `source.invoice`.
 *
 * @param source.cotizacion - the MonCotiz sent to ARCA (decimal text), for a foreign currency.
 * @returns `{ pdf: base64, fileName }` (e.g. `factura-c-00003-00000012.pdf`).
 * @throws ServiceError `internal` 'Error generando PDF' (Spec 02 §8) when rendering fails.
 */
export async function renderInvoicePdfFor(source: {
  invoice: Invoice;
  issuer: InvoiceIssuer;
  cotizacion?: string | undefined;
}): Promise<InvoicePdf> {
  let bytes: Uint8Array;
  try {
    bytes = await renderInvoicePdf({
      invoice: source.invoice,
      issuer: toPdfIssuer(source.issuer),
      ...(source.cotizacion ? { cotizacion: source.cotizacion } : {}),
    });
  } catch (error) {
    throw internal(formatMessage('pdf.error'), { cause: error });
  }
  return {
    pdf: Buffer.from(bytes).toString('base64'),
    fileName: invoicePdfFileName(source.invoice),
  };
}
