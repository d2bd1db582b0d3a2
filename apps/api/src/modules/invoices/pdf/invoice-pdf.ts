import {
  buildInvoiceQrUrl,
  computeInvoiceTotals,
  type Invoice,
  invoiceVoucherTypes,
  toCents,
} from '@liqui/domain';
import PDFDocument from 'pdfkit';
import { drawDraftWatermark, isAuthorized, qrDataOf } from './draw-authorization.js';
import { drawHeader } from './draw-header.js';
import { drawItemRows, drawItemsHead } from './draw-items-table.js';
import { drawParties } from './draw-parties.js';
import { drawTotals } from './draw-totals.js';
import { numberPages } from './number-pages.js';
import type { InvoicePdfInput } from './pdf-input.js';
import { descriptionOf, issuerName, voucherNumberText } from './pdf-text.js';

export type { InvoicePdfInput, InvoicePdfIssuer } from './pdf-input.js';

/**
 * The printed Factura C (and Nota de Débito C, Nota de Crédito C, Recibo C) of an invoice, as a
 * PDF: the content ARCA requires on a printed electronic voucher (RG 1415 Anexo II, RG 4291,
 * RG 4892), following ../shared/reference/arca/qr-and-printing.md §4 item by item, and the RG 4892
 * QR of §2–§3 (built with `buildInvoiceQrUrl` of `@liqui/domain`).
 *
 * Rendering is kept fast (the bench measures PDFs per second): only PDFKit's standard Helvetica
 * (no font embedding) and the QR drawn as vector squares (no raster image).
 *
 * The layout is drawn by one file per section: `draw-header.ts` (ORIGINAL strip, letter box,
 * issuer and voucher boxes), `draw-parties.ts` (service period, receiver, associated voucher),
 * `draw-items-table.ts` (items), `draw-totals.ts` (totals and observations),
 * `draw-authorization.ts` (CAE and QR, or the draft legend) and `number-pages.ts` (footers and
 * page numbers), over `pdf-layout.ts` (geometry and text primitives) and `pdf-text.ts` (how values
 * are written).
 */

/**
 * The suggested file name of an invoice's PDF: the voucher type's name in kebab case, the point of
 * sale (5 digits) and the number (8 digits), e.g. `factura-c-00001-00000043.pdf`,
 * `nota-de-credito-c-00001-00000007.pdf`; a voucher without a number yet gives
 * `factura-c-00001-borrador.pdf`.
 *
 * @param invoice - the invoice (`tipoDeComprobante`, `puntoVenta`, `nroDeComprobante`).
 * @returns the file name, ASCII only.
 */
export function invoicePdfFileName(
  invoice: Pick<Invoice, 'tipoDeComprobante' | 'puntoVenta' | 'nroDeComprobante'>,
): string {
  const type = descriptionOf(invoiceVoucherTypes, invoice.tipoDeComprobante)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const point = String(invoice.puntoVenta ?? 0).padStart(5, '0');
  const number =
    invoice.nroDeComprobante === null || invoice.nroDeComprobante === undefined
      ? 'borrador'
      : String(invoice.nroDeComprobante).padStart(8, '0');
  return `${type}-${point}-${number}.pdf`;
}

/**
 * Renders the printed voucher of an invoice as a PDF (A4), following
 * ../shared/reference/arca/qr-and-printing.md §4 entirely:
 *
 * - every page: "ORIGINAL"; the letter box "C" with "COD. 011" (012 ND, 013 NC, 015 Recibo C);
 *   the voucher name (FACTURA, NOTA DE DÉBITO, NOTA DE CRÉDITO, RECIBO) and number
 *   `PPPPP-NNNNNNNN`; the issue date `DD/MM/YYYY`; the issuer (name, razón social, domicilio
 *   comercial, IVA condition, CUIT, Ingresos Brutos, inicio de actividades) (`draw-header.ts`);
 *   for concepts 2 and 3 "Período Facturado Desde … Hasta …" and "Fecha de Vto. para el pago";
 *   the receiver (document, name, IVA condition, address; "Consumidor Final" for document type
 *   99), the condición de venta (`formaDePago` in words) and, for types 12 and 13, the
 *   associated voucher (`draw-parties.ts`); the items table head (`draw-items-table.ts`);
 * - the items (código, descripción, cantidad, unidad, precio unitario, subtotal; es-AR numbers),
 *   over as many pages as needed, then the subtotal and total (and `observacion`)
 *   (`draw-totals.ts`);
 * - the last page's footer: for an EMITTED invoice with a CAE, the RG 4892 QR
 *   (`buildInvoiceQrUrl`), "Comprobante Autorizado", "CAE N°: …" and "Fecha de Vto. de CAE: …";
 *   otherwise "BORRADOR - SIN VALIDEZ FISCAL" on every page (`draw-authorization.ts`);
 * - "Pág. n/N" at the bottom of each page when there are several (`number-pages.ts`).
 *
 * Factura C does not discriminate IVA: there is no IVA column. Subtotals are computed exactly
 * (`computeInvoiceTotals`); the printed total and the QR's `importe` of an authorized voucher
 * are the invoice's `importeTotal` (ARCA's `ImpTotal`), a draft prints its items' total.
 *
 * @param input - {@link InvoicePdfInput}.
 * @returns the PDF bytes.
 * @throws RangeError when the invoice's amounts cannot be read exactly (a stored invoice always
 *   can: its items passed `validateInvoiceDraft`).
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { invoice } = input;
  const totals = computeInvoiceTotals(invoice.items);
  // An authorized voucher prints ARCA's ImpTotal; a draft its items' total.
  const authorized = isAuthorized(invoice);
  const total = toCents(invoice.importeTotal);
  const totalCents = authorized && total.ok ? total.value : totals.totalCents;
  const qrUrl = authorized ? buildInvoiceQrUrl(qrDataOf(input, totalCents)) : null;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: 'es-AR',
    displayTitle: true,
    info: {
      Title: `${descriptionOf(invoiceVoucherTypes, invoice.tipoDeComprobante)} ${voucherNumberText(invoice.puntoVenta, invoice.nroDeComprobante)}`,
      Author: issuerName(input.issuer),
      Creator: 'Liqui',
      CreationDate: new Date(`${invoice.fecha}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /** Draws what every page repeats and returns the y of its first item row. */
  const startPage = () => {
    const y = drawItemsHead(doc, drawParties(doc, input, drawHeader(doc, input)));
    if (qrUrl === null) drawDraftWatermark(doc);
    return y;
  };
  const newPage = () => {
    doc.addPage();
    return startPage();
  };

  const itemsEnd = drawItemRows(doc, { items: invoice.items, totals, y: startPage(), newPage });
  drawTotals(doc, { pdf: input, totals, totalCents, y: itemsEnd, newPage });
  numberPages(doc, input, qrUrl);
  doc.end();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
