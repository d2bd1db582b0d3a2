/**
 * PDF throughput: Facturas C rendered per second by `renderInvoicePdf`
 * (`apps/api/src/modules/invoices/pdf/invoice-pdf.ts`, pdfkit + the RG 4892 QR), one after the
 * other in this process, for a typical invoice (3 items, one page) and a long one (120 items).
 * Figures only.
 */
import type { Invoice, InvoiceItem } from '@liqui/domain';
import { renderInvoicePdf } from '../../apps/api/src/modules/invoices/pdf/invoice-pdf.js';

/** What {@link measurePdfThroughput} found for one kind of invoice. */
export type PdfFigures = {
  label: string;
  count: number;
  elapsedMs: number;
  /** Average size of one PDF, bytes. */
  averageBytes: number;
  /** Pages of one PDF. */
  pages: number;
};

/** An EMITTED Factura C of the demo taxpayer with `items` (every field the PDF prints). */
function emittedInvoice(items: InvoiceItem[]): Invoice {
  const total = items.reduce((sum, item) => sum + item.cantidad * item.precio, 0);
  return {
    invoiceId: 'bench-invoice',
    userId: 'bench-user',
    userCuit: '20111111112',
    batchId: null,
    estado: 'EMITTED',
    fecha: '2026-11-20',
    tipoDeComprobante: 11,
    puntoVenta: 1,
    nroDeComprobante: 43,
    tipoResponsable: 'iva-responsable-inscripto',
    tipoDocumento: 80,
    nroDocumento: '30710916574',
    razonSocialCliente: 'EMPRESA DEMO S.A.',
    domicilioComercialCliente: 'AV DEL LIBERTADOR 5200',
    localidadCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    emailCliente: 'proveedores@empresademo.com.ar',
    formaDePago: '30-dias',
    moneda: 'PES',
    concepto: 2,
    desde: '2026-11-01',
    hasta: '2026-11-20',
    vencimientoPago: '2026-12-20',
    items,
    observacion: null,
    importeTotal: Math.round(total * 100) / 100,
    cae: '71263951828318',
    fechaVencimientoCae: '2026-11-30',
    action: 'PROCESS',
    afipRespuesta: { resultado: 'A', errores: [], observaciones: [] },
    intentosFallidos: 0,
  };
}

function items(count: number): InvoiceItem[] {
  return Array.from({ length: count }, (_, index) => ({
    key: index + 1,
    codigo: String(index + 1),
    concepto: `Diseño de piezas para redes sociales, entrega ${index + 1}`,
    unidad: 7,
    cantidad: 1 + (index % 3),
    precio: 15_000 + index * 250.5,
  }));
}

const issuer = {
  nombre: 'María',
  apellido: 'González',
  cuit: '20111111112',
  domicilio: 'Av. Corrientes 1234, Buenos Aires, CIUDAD AUTONOMA BUENOS AIRES',
  condicionIva: 'Responsable Monotributo',
  iibb: null,
  inicioActividad: '2024-03-01',
};

/** The pages of a PDF file: its `/Type /Page` objects (pdfkit writes them uncompressed). */
function countPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  );
}

/** Renders `count` PDFs of `invoice` one after the other (after 3 warm-up renders). */
async function renderMany(label: string, invoice: Invoice, count: number): Promise<PdfFigures> {
  let pages = 0;
  for (let index = 0; index < 3; index += 1) {
    pages = countPages(await renderInvoicePdf({ invoice, issuer }));
  }
  let bytes = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    bytes += (await renderInvoicePdf({ invoice, issuer })).byteLength;
  }
  return {
    label,
    count,
    elapsedMs: performance.now() - started,
    averageBytes: bytes / count,
    pages,
  };
}

/** Measures a one-page and a three-page invoice. */
export async function measurePdfThroughput(
  options: { count?: number } = {},
): Promise<PdfFigures[]> {
  const count = options.count ?? 200;
  return [
    await renderMany('3 items', emittedInvoice(items(3)), count),
    await renderMany('120 items', emittedInvoice(items(120)), Math.ceil(count / 4)),
  ];
}

/** One line per kind for the report. */
export function formatPdfThroughput(figures: PdfFigures): string {
  const perSecond = figures.count / (figures.elapsedMs / 1000);
  return `invoice PDF (renderInvoicePdf, ${figures.label}, ${figures.pages} page${figures.pages === 1 ? '' : 's'})  ${perSecond.toFixed(1)} PDFs/s   ${(figures.elapsedMs / figures.count).toFixed(1)} ms each   ${(figures.averageBytes / 1024).toFixed(1)} KiB`;
}
