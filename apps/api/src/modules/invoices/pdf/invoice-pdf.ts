import {
  buildInvoiceQrUrl,
  computeInvoiceTotals,
  formasDePago,
  formatArs,
  formatCuit,
  type Invoice,
  type InvoiceQrData,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  normalizeCuit,
  tiposResponsable,
  toCents,
  unitsOfMeasure,
} from '@liqui/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The printed Factura C (and Nota de Débito C, Nota de Crédito C, Recibo C) of an invoice, as a
 * PDF: the content ARCA requires on a printed electronic voucher (RG 1415 Anexo II, RG 4291,
 * RG 4892), following ../shared/reference/arca/qr-and-printing.md §4 item by item, and the RG 4892
 * QR of §2–§3 (built with `buildInvoiceQrUrl` of `@liqui/domain`).
 *
 * Rendering is kept fast (the bench measures PDFs per second): only PDFKit's standard Helvetica
 * (no font embedding) and the QR drawn as vector squares (no raster image).
 */

/**
 * The issuer of the voucher (the monotributista), from the user record (Spec 02 §3 "User (me)"):
 *
 * - `razonSocial`, or `nombre` and `apellido` when there is no razón social (the printed name is
 *   the razón social when present, else "nombre apellido");
 * - `cuit`: 11 digits (dashes allowed);
 * - `domicilio`: the domicilio comercial, one line;
 * - `condicionIva`: the IVA condition legend (RG 1415 Anexo II A.I.a.5), default
 *   'Responsable Monotributo';
 * - `iibb`: the Ingresos Brutos number or condition ('Exento', 'Convenio Multilateral ...'),
 *   printed as given; missing → '-';
 * - `inicioActividad`: "Inicio de actividades" date `YYYY-MM-DD`; missing → '-'.
 */
export type InvoicePdfIssuer = {
  razonSocial?: string | null;
  nombre?: string | null;
  apellido?: string | null;
  cuit: string;
  domicilio?: string | null;
  condicionIva?: string;
  iibb?: string | null;
  inicioActividad?: string | null;
};

/**
 * What {@link renderInvoicePdf} prints: the `invoice` (the `Invoice` of `@liqui/domain`: items,
 * amounts in ARS, receiver, dates `YYYY-MM-DD`, `nroDeComprobante`, `cae`, `fechaVencimientoCae`,
 * `tipoDeComprobante`, `puntoVenta`, associated voucher), its `issuer`
 * ({@link InvoicePdfIssuer}) and `cotizacion`, the exchange rate sent to ARCA as `MonCotiz`
 * (decimal text; default `'1'`, right for PES; pass the rate used for a foreign currency so the
 * QR carries it).
 */
export type InvoicePdfInput = {
  invoice: Invoice;
  issuer: InvoicePdfIssuer;
  cotizacion?: string;
};

// --- layout (points; A4 portrait 595.28 × 841.89) -----------------------------------------------

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 20;
const contentWidth = pageWidth - 2 * margin;
const footerHeight = 128;
const footerTop = pageHeight - margin - footerHeight;
const regular = 'Helvetica';
const bold = 'Helvetica-Bold';
const borderColor = '#333333';
const shadeColor = '#e6e6e6';
const draftColor = '#c00000';
const draftLegend = 'BORRADOR - SIN VALIDEZ FISCAL';

/** The items table: column titles, widths (sum = content width) and alignment. */
const columns = [
  { title: 'Código', width: 55, align: 'left' },
  { title: 'Producto / Servicio', width: 215, align: 'left' },
  { title: 'Cantidad', width: 55, align: 'right' },
  { title: 'U. Medida', width: 70, align: 'left' },
  { title: 'Precio Unit.', width: 80, align: 'right' },
  { title: 'Subtotal', width: contentWidth - 475, align: 'right' },
] as const;
const cellPadding = 3;
const rowFontSize = 8.5;
/** A description taller than this is cut with an ellipsis (one row never outgrows a page). */
const maxRowTextHeight = 300;

/** The printed name of each voucher type (qr-and-printing.md §4 item 6). */
const voucherNames: Readonly<Record<number, string>> = {
  11: 'FACTURA',
  12: 'NOTA DE DÉBITO',
  13: 'NOTA DE CRÉDITO',
  15: 'RECIBO',
};

// --- text helpers ---------------------------------------------------------------------------------

/** `YYYY-MM-DD` → `DD/MM/YYYY`; missing → '-'. */
function displayDate(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '-';
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** The point of sale as 5 digits and the number as 8: `00001-00000043`. */
function voucherNumberText(
  puntoVenta: number | null | undefined,
  numero: number | null | undefined,
) {
  const point = String(puntoVenta ?? 0).padStart(5, '0');
  return numero === null || numero === undefined
    ? `${point}-SIN NÚMERO`
    : `${point}-${String(numero).padStart(8, '0')}`;
}

/** An amount in ARS as es-AR text without the currency sign: `1500` → `1.500,00`. */
function amountText(cents: number): string {
  return formatArs(cents).replace('$ ', '');
}

/** An amount with its currency: `$ 1.500,00` for PES, `DOL 1.500,00` otherwise. */
function moneyText(cents: number, moneda: string): string {
  return moneda === 'PES' ? formatArs(cents) : `${moneda} ${amountText(cents)}`;
}

/** A quantity in es-AR: dots between thousands, decimal comma, at least 2 decimals. */
function quantityText(quantity: number): string {
  const plain = /e/i.test(String(quantity))
    ? quantity.toFixed(10).replace(/0+$/, '')
    : String(quantity);
  const [whole = '0', fraction = ''] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${fraction.padEnd(2, '0')}`;
}

function descriptionOf<Id>(entries: readonly { id: Id; desc: string }[], id: Id): string {
  return entries.find((entry) => entry.id === id)?.desc ?? String(id ?? '-');
}

/** The issuer's printed name: razón social, else "nombre apellido". */
function issuerName(issuer: InvoicePdfIssuer): string {
  const razonSocial = issuer.razonSocial?.trim();
  if (razonSocial) return razonSocial;
  return [issuer.nombre, issuer.apellido].filter((part) => part?.trim()).join(' ') || '-';
}

/** Whether the invoice is an authorized voucher: EMITTED, with a CAE and a number. */
function isAuthorized(invoice: Invoice): boolean {
  return (
    invoice.estado === 'EMITTED' &&
    typeof invoice.cae === 'string' &&
    /^\d{14}$/.test(invoice.cae) &&
    invoice.nroDeComprobante !== null &&
    invoice.nroDeComprobante !== undefined
  );
}

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

/** The RG 4892 data of an authorized invoice (qr-and-printing.md §3). */
function qrDataOf(input: InvoicePdfInput, totalCents: number): InvoiceQrData {
  const { invoice, issuer } = input;
  const data: InvoiceQrData = {
    fecha: invoice.fecha,
    cuit: normalizeCuit(issuer.cuit),
    ptoVta: invoice.puntoVenta ?? 0,
    tipoCmp: invoice.tipoDeComprobante,
    nroCmp: invoice.nroDeComprobante ?? 0,
    importeCents: totalCents,
    moneda: invoice.moneda,
    ctz: input.cotizacion ?? '1',
    codAut: invoice.cae ?? '',
  };
  const documentNumber = invoice.tipoDocumento === 99 ? '0' : invoice.nroDocumento;
  if (/^\d{1,20}$/.test(documentNumber)) {
    data.tipoDocRec = invoice.tipoDocumento;
    data.nroDocRec = documentNumber;
  }
  return data;
}

// --- drawing ----------------------------------------------------------------------------------

type Doc = PDFKit.PDFDocument;

/** One line of text clipped to `width` with an ellipsis. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: {
    font?: string;
    size?: number;
    align?: 'left' | 'center' | 'right';
    color?: string;
  } = {},
): void {
  doc
    .font(options.font ?? regular)
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? '#000000');
  doc.text(text, x, y, {
    width,
    height: doc.currentLineHeight(true),
    ellipsis: true,
    lineBreak: false,
    align: options.align ?? 'left',
  });
}

/** A bold label followed by its value on one line: "CUIT: 20-11111111-2". */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number): void {
  doc.font(bold).fontSize(9);
  const labelWidth = doc.widthOfString(`${label}: `);
  line(doc, `${label}: `, x, y, labelWidth + 1, { font: bold });
  line(doc, value, x + labelWidth, y, Math.max(width - labelWidth, 10));
}

/** Everything a page repeats: the header, the service period, the receiver and the table head. */
function drawPageHeader(doc: Doc, input: InvoicePdfInput): number {
  const { invoice, issuer } = input;
  // "ORIGINAL" strip (item 8).
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, margin, contentWidth, 18).stroke();
  line(doc, 'ORIGINAL', margin, margin + 5, contentWidth, {
    font: bold,
    size: 10,
    align: 'center',
  });

  // Header box with the letter box in the middle (items 1–8).
  const top = margin + 18;
  const height = 112;
  doc.rect(margin, top, contentWidth, height).stroke();
  const boxSize = 44;
  const boxX = pageWidth / 2 - boxSize / 2;
  doc.rect(boxX, top, boxSize, boxSize).fillAndStroke('#ffffff', borderColor).fillColor('#000000');
  line(doc, 'C', boxX, top + 4, boxSize, { font: bold, size: 26, align: 'center' });
  const code = `COD. ${String(invoice.tipoDeComprobante).padStart(3, '0')}`;
  line(doc, code, boxX, top + 32, boxSize, { font: bold, size: 7, align: 'center' });
  doc
    .moveTo(pageWidth / 2, top + boxSize)
    .lineTo(pageWidth / 2, top + height)
    .stroke();

  // Issuer (left half).
  const leftX = margin + 8;
  const leftWidth = pageWidth / 2 - boxSize / 2 - leftX - 6;
  line(doc, issuerName(issuer), leftX, top + 10, leftWidth, { font: bold, size: 14 });
  const leftFieldWidth = pageWidth / 2 - leftX - 8;
  field(doc, 'Razón Social', issuerName(issuer), leftX, top + 50, leftFieldWidth);
  field(
    doc,
    'Domicilio Comercial',
    issuer.domicilio?.trim() || '-',
    leftX,
    top + 66,
    leftFieldWidth,
  );
  field(
    doc,
    'Condición frente al IVA',
    issuer.condicionIva ?? 'Responsable Monotributo',
    leftX,
    top + 82,
    leftFieldWidth,
  );

  // Voucher (right half).
  const rightX = pageWidth / 2 + boxSize / 2 + 8;
  const rightWidth = pageWidth - margin - rightX - 8;
  line(doc, voucherNames[invoice.tipoDeComprobante] ?? 'COMPROBANTE', rightX, top + 8, rightWidth, {
    font: bold,
    size: 16,
  });
  const fieldX = pageWidth / 2 + 8;
  const fieldWidth = pageWidth - margin - fieldX - 8;
  const numero = voucherNumberText(invoice.puntoVenta, invoice.nroDeComprobante);
  field(doc, 'N°', numero, rightX, top + 30, rightWidth);
  field(doc, 'Fecha de Emisión', displayDate(invoice.fecha), fieldX, top + 50, fieldWidth);
  field(doc, 'CUIT', formatCuit(issuer.cuit), fieldX, top + 63, fieldWidth);
  field(doc, 'Ingresos Brutos', issuer.iibb?.trim() || '-', fieldX, top + 76, fieldWidth);
  field(
    doc,
    'Fecha de Inicio de Actividades',
    displayDate(issuer.inicioActividad),
    fieldX,
    top + 89,
    fieldWidth,
  );
  let y = top + height;

  // Service period and payment due date (item 12).
  if (invoice.concepto !== 1) {
    doc.rect(margin, y, contentWidth, 18).stroke();
    const third = contentWidth / 3;
    field(doc, 'Período Facturado Desde', displayDate(invoice.desde), margin + 8, y + 5, third);
    field(doc, 'Hasta', displayDate(invoice.hasta), margin + 8 + third, y + 5, third - 8);
    field(
      doc,
      'Fecha de Vto. para el pago',
      displayDate(invoice.vencimientoPago),
      margin + 2 * third - 20,
      y + 5,
      third + 12,
    );
    y += 18;
  }

  // Receiver (items 9, 10, 13).
  const hasAssociated =
    (invoice.tipoDeComprobante === 12 || invoice.tipoDeComprobante === 13) &&
    invoice.cbteNroAsoc !== null &&
    invoice.cbteNroAsoc !== undefined;
  const receiverHeight = hasAssociated ? 62 : 50;
  doc.rect(margin, y, contentWidth, receiverHeight).stroke();
  const half = contentWidth / 2;
  const isAnonymous = invoice.tipoDocumento === 99;
  const documentLabel = descriptionOf(invoiceDocumentTypes, invoice.tipoDocumento);
  const documentValue =
    invoice.tipoDocumento === 80 ? formatCuit(invoice.nroDocumento) : invoice.nroDocumento;
  if (isAnonymous) line(doc, 'Consumidor Final', margin + 8, y + 6, half - 16, { font: bold });
  else field(doc, documentLabel, documentValue, margin + 8, y + 6, half - 16);
  const receiverName = isAnonymous ? 'Consumidor Final' : invoice.razonSocialCliente?.trim() || '-';
  field(doc, 'Apellido y Nombre / Razón Social', receiverName, margin + half, y + 6, half - 8);
  field(
    doc,
    'Condición frente al IVA',
    descriptionOf(tiposResponsable, invoice.tipoResponsable),
    margin + 8,
    y + 20,
    half - 16,
  );
  const address = [
    invoice.domicilioComercialCliente,
    invoice.localidadCliente,
    invoice.provinciaCliente,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  field(doc, 'Domicilio', address || '-', margin + half, y + 20, half - 8);
  field(
    doc,
    'Condición de venta',
    descriptionOf(formasDePago, invoice.formaDePago),
    margin + 8,
    y + 34,
    half - 16,
  );
  if (hasAssociated) {
    const type = descriptionOf(invoiceVoucherTypes, invoice.tipoDeComprobanteAsoc ?? 11);
    const associated = `${type} N° ${voucherNumberText(invoice.puntoVentaAsoc, invoice.cbteNroAsoc)}`;
    field(doc, 'Comprobante asociado', associated, margin + 8, y + 47, contentWidth - 16);
  }
  y += receiverHeight + 6;

  // Items table head (item 11).
  doc.rect(margin, y, contentWidth, 16).fillAndStroke(shadeColor, borderColor).fillColor('#000000');
  let x = margin;
  for (const column of columns) {
    line(doc, column.title, x + cellPadding, y + 4, column.width - 2 * cellPadding, {
      font: bold,
      size: 8.5,
      align: column.align,
    });
    x += column.width;
  }
  return y + 16;
}

/** The bottom of a page: the draft legend, or the CAE, the QR and "Comprobante Autorizado". */
function drawFooter(doc: Doc, input: InvoicePdfInput, qrUrl: string | null): void {
  const { invoice } = input;
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc
    .moveTo(margin, footerTop)
    .lineTo(pageWidth - margin, footerTop)
    .stroke();
  if (qrUrl === null) {
    line(doc, draftLegend, margin, footerTop + 40, contentWidth, {
      font: bold,
      size: 20,
      align: 'center',
      color: draftColor,
    });
    return;
  }
  // QR (item 15): modules drawn as vector squares, with a 2-module quiet zone inside the area.
  const qrSize = 104;
  const qrX = margin;
  const qrY = footerTop + 6;
  const modules = QRCode.create(qrUrl, { errorCorrectionLevel: 'M' }).modules;
  const cell = qrSize / (modules.size + 4);
  // One rectangle per horizontal run of dark modules keeps the path (and the render) short.
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(qrX + (start + 2) * cell, qrY + (row + 2) * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
  // "Comprobante Autorizado" (item 16) and the CAE with its due date (item 14).
  const textX = qrX + qrSize + 12;
  line(doc, 'Comprobante Autorizado', textX, footerTop + 30, 200, { font: bold, size: 12 });
  line(doc, 'Escaneá el código QR para verificarlo en ARCA.', textX, footerTop + 48, 220, {
    size: 7,
  });
  const caeX = pageWidth - margin - 200;
  field(doc, 'CAE N°', invoice.cae ?? '-', caeX, footerTop + 30, 200);
  field(
    doc,
    'Fecha de Vto. de CAE',
    displayDate(invoice.fechaVencimientoCae),
    caeX,
    footerTop + 44,
    200,
  );
}

/**
 * Renders the printed voucher of an invoice as a PDF (A4), following
 * ../shared/reference/arca/qr-and-printing.md §4 entirely:
 *
 * - every page: "ORIGINAL"; the letter box "C" with "COD. 011" (012 ND, 013 NC, 015 Recibo C);
 *   the voucher name (FACTURA, NOTA DE DÉBITO, NOTA DE CRÉDITO, RECIBO) and number
 *   `PPPPP-NNNNNNNN`; the issue date `DD/MM/YYYY`; the issuer (name, razón social, domicilio
 *   comercial, IVA condition, CUIT, Ingresos Brutos, inicio de actividades); for concepts 2 and 3
 *   "Período Facturado Desde … Hasta …" and "Fecha de Vto. para el pago"; the receiver (document,
 *   name, IVA condition, address; "Consumidor Final" for document type 99), the condición de
 *   venta (`formaDePago` in words) and, for types 12 and 13, the associated voucher; the items
 *   table head;
 * - the items (código, descripción, cantidad, unidad, precio unitario, subtotal; es-AR numbers),
 *   over as many pages as needed, then the subtotal and total (and `observacion`);
 * - the last page's footer: for an EMITTED invoice with a CAE, the RG 4892 QR
 *   (`buildInvoiceQrUrl`), "Comprobante Autorizado", "CAE N°: …" and "Fecha de Vto. de CAE: …";
 *   otherwise "BORRADOR - SIN VALIDEZ FISCAL" on every page;
 * - "Pág. n/N" at the bottom of each page when there are several.
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

  const startPage = () => {
    const y = drawPageHeader(doc, input);
    if (qrUrl === null) drawDraftWatermark(doc);
    return y;
  };
  let y = startPage();

  // Items.
  invoice.items.forEach((item, index) => {
    doc.font(regular).fontSize(rowFontSize);
    const descriptionWidth = (columns[1]?.width ?? 0) - 2 * cellPadding;
    const textHeight = Math.min(
      doc.heightOfString(item.concepto, { width: descriptionWidth }),
      maxRowTextHeight,
    );
    const rowHeight = Math.max(textHeight, doc.currentLineHeight(true)) + 6;
    if (y + rowHeight > footerTop - 4) {
      doc.addPage();
      y = startPage();
    }
    const price = toCents(item.precio);
    const cells = [
      item.codigo,
      item.concepto,
      quantityText(item.cantidad),
      descriptionOf(unitsOfMeasure, item.unidad) || String(item.unidad),
      amountText(price.ok ? price.value : 0),
      amountText(totals.subtotalsCents[index] ?? 0),
    ];
    let x = margin;
    columns.forEach((column, columnIndex) => {
      const text = cells[columnIndex] ?? '';
      const width = column.width - 2 * cellPadding;
      doc.font(regular).fontSize(rowFontSize);
      if (columnIndex === 1) {
        doc.text(text, x + cellPadding, y + 3, { width, height: textHeight + 1, ellipsis: true });
      } else {
        line(doc, text, x + cellPadding, y + 3, width, { size: rowFontSize, align: column.align });
      }
      x += column.width;
    });
    doc.lineWidth(0.3).strokeColor('#999999');
    doc
      .moveTo(margin, y + rowHeight)
      .lineTo(pageWidth - margin, y + rowHeight)
      .stroke();
    y += rowHeight;
  });

  // Totals (item 11) and observations.
  doc.font(regular).fontSize(8.5);
  const observation = invoice.observacion?.trim() ?? '';
  const observationHeight = observation
    ? Math.min(doc.heightOfString(observation, { width: contentWidth - 16 }), 200) + 14
    : 0;
  const currencyLine = invoice.moneda === 'PES' ? 0 : 14;
  const totalsHeight = 52 + currencyLine + observationHeight;
  if (y + 8 + totalsHeight > footerTop - 4) {
    doc.addPage();
    y = startPage();
  }
  y += 8;
  doc.lineWidth(0.8).strokeColor(borderColor);
  doc.rect(margin, y, contentWidth, totalsHeight).stroke();
  const labelX = pageWidth - margin - 260;
  let rowY = y + 8;
  if (currencyLine) {
    const currency = `${invoice.moneda} (cotización ${input.cotizacion ?? '1'})`;
    field(doc, 'Moneda', currency, labelX, rowY, 250);
    rowY += currencyLine;
  }
  line(doc, 'Subtotal:', labelX, rowY, 140, { font: bold, align: 'right' });
  line(doc, moneyText(totals.totalCents, invoice.moneda), labelX + 140, rowY, 110, {
    align: 'right',
  });
  line(doc, 'Importe Otros Tributos:', labelX, rowY + 14, 140, { font: bold, align: 'right' });
  line(doc, moneyText(0, invoice.moneda), labelX + 140, rowY + 14, 110, { align: 'right' });
  line(doc, 'Importe Total:', labelX, rowY + 28, 140, { font: bold, size: 10, align: 'right' });
  line(doc, moneyText(totalCents, invoice.moneda), labelX + 140, rowY + 28, 110, {
    font: bold,
    size: 10,
    align: 'right',
  });
  if (observation) {
    const obsY = y + totalsHeight - observationHeight + 2;
    line(doc, 'Observaciones:', margin + 8, obsY, 200, { font: bold, size: 8.5 });
    doc.font(regular).fontSize(8.5);
    doc.text(observation, margin + 8, obsY + 11, {
      width: contentWidth - 16,
      height: observationHeight - 14,
      ellipsis: true,
    });
  }

  // Footers and page numbers (items 14–17).
  const range = doc.bufferedPageRange();
  const pageCount = range.count;
  for (let index = 0; index < pageCount; index++) {
    doc.switchToPage(range.start + index);
    const isLast = index === pageCount - 1;
    if (qrUrl === null || isLast) drawFooter(doc, input, qrUrl);
    else {
      line(doc, 'Continúa en la página siguiente', margin, footerTop + 40, contentWidth, {
        size: 9,
        align: 'center',
      });
    }
    if (pageCount > 1) {
      line(doc, `Pág. ${index + 1}/${pageCount}`, margin, pageHeight - margin - 10, contentWidth, {
        size: 8,
        align: 'center',
      });
    }
  }
  doc.end();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A light diagonal "BORRADOR - SIN VALIDEZ FISCAL" across a draft's page. */
function drawDraftWatermark(doc: Doc): void {
  doc.save();
  doc.rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] });
  doc.fillColor(draftColor).fillOpacity(0.12).font(bold).fontSize(40);
  const x = (pageWidth - doc.widthOfString(draftLegend)) / 2;
  doc.text(draftLegend, x, pageHeight / 2 - 20, { lineBreak: false });
  doc.restore();
  doc.fillColor('#000000').fillOpacity(1);
}
