/**
 * How the invoice screens show an invoice (Spec 02 §2 "Issued invoices", "invoice detail", §3, §4):
 * voucher numbers, names of the code lists, the status tag's tone, which invoices the list shows
 * and which actions the detail offers. Pure functions over @liqui/domain's lists; dates and money
 * are written with @liqui/domain's `formatDate` and `formatArsAmount`.
 */
import {
  canDeleteInvoice,
  canProcessInvoice,
  concepts,
  formasDePago,
  formatCuit,
  type Invoice,
  type InvoiceStatus,
  invoiceCurrencies,
  invoiceDocumentTypes,
  invoiceStatusLabels,
  invoiceVoucherTypes,
  tiposResponsable,
  unitsOfMeasure,
} from '@liqui/domain';
import type { Tone } from '@liqui/ui';

/**
 * A voucher number as ARCA prints it, `PPPPP-NNNNNNNN`: the point of sale in 5 digits and the
 * number in 8 (`1`, `43` → `'00001-00000043'`).
 *
 * @param puntoVenta - the point of sale (1–99999), `null` when unknown.
 * @param numero - the voucher number (1–99999999), `null` until ARCA authorizes it.
 * @returns the text, or `null` when the invoice has no number yet.
 */
export function formatVoucherNumber(
  puntoVenta: number | null | undefined,
  numero: number | null | undefined,
): string | null {
  if (puntoVenta === null || puntoVenta === undefined) return null;
  if (numero === null || numero === undefined) return null;
  return `${String(puntoVenta).padStart(5, '0')}-${String(numero).padStart(8, '0')}`;
}

/** A code list entry's description, or the code itself when it is not in the list. */
function nameIn<Id extends number | string>(
  entries: readonly { readonly id: Id; readonly desc: string }[],
  id: Id | null | undefined,
): string {
  if (id === null || id === undefined) return '';
  return entries.find((entry) => entry.id === id)?.desc ?? String(id);
}

/** The voucher type's name (`11` → 'Factura C'), Spec 02 §3. */
export function voucherTypeName(tipo: number | null | undefined): string {
  return nameIn<number>(invoiceVoucherTypes, tipo);
}

/** The receiver's IVA condition as a name ('iva-responsable-inscripto' → 'IVA Responsable Inscripto'). */
export function tipoResponsableName(tipo: string | null | undefined): string {
  return nameIn<string>(tiposResponsable, tipo);
}

/** The payment form's name ('cuenta-corriente' → 'Cuenta corriente'). */
export function formaDePagoName(forma: string | null | undefined): string {
  return nameIn<string>(formasDePago, forma);
}

/** The currency's name ('PES' → 'Pesos Argentinos'). */
export function currencyName(moneda: string | null | undefined): string {
  return nameIn<string>(invoiceCurrencies, moneda);
}

/** The concept's name (2 → 'Servicios'). */
export function conceptName(concepto: number | null | undefined): string {
  return nameIn<number>(concepts, concepto);
}

/** The unit of measure's name (7 → 'unidades'). */
export function unitName(unidad: number | null | undefined): string {
  return nameIn<number>(unitsOfMeasure, unidad);
}

/**
 * The receiver's document as the list and the detail show it: 'CUIT 20-11111111-2',
 * 'DNI 12345678', 'Pasaporte AB123', and 'Consumidor final' for type 99 (no number, Spec 02 §5).
 *
 * @param tipoDocumento - 80, 96, 94 or 99.
 * @param nroDocumento - the number as stored (digits).
 */
export function formatReceiverDocument(tipoDocumento: number, nroDocumento: string): string {
  if (tipoDocumento === 99) return 'Consumidor final';
  const type = nameIn<number>(invoiceDocumentTypes, tipoDocumento);
  const number = tipoDocumento === 80 ? formatCuit(nroDocumento) : nroDocumento;
  return `${type} ${number}`;
}

/** The status's Spanish label (@liqui/domain's `invoiceStatusLabels`: DRAFT → 'Borrador'…). */
export function invoiceStatusLabel(estado: InvoiceStatus): string {
  return invoiceStatusLabels[estado];
}

/**
 * The status tag's tone: EMITTED positive, REJECTED critical, PENDING_AFIP and QUEUED caution
 * (waiting for ARCA), PRESENTED accent, DRAFT and CANCELED neutral. The label always says it too.
 */
export function invoiceStatusTone(estado: InvoiceStatus): Tone {
  switch (estado) {
    case 'EMITTED':
      return 'positive';
    case 'REJECTED':
      return 'critical';
    case 'PENDING_AFIP':
    case 'QUEUED':
      return 'caution';
    case 'PRESENTED':
      return 'accent';
    case 'DRAFT':
    case 'CANCELED':
      return 'neutral';
    default: {
      const unexpected: never = estado;
      throw new RangeError(`Unknown invoice status: ${String(unexpected)}`);
    }
  }
}

/**
 * The invoices the own-invoice list shows (Spec 02 §2 "Issued invoices"): not those of a batch
 * (`batchId` set) and not REJECTED ones; the server's order (newest first) is kept.
 *
 * @param invoices - `GET /root/invoices`'s `invoices`.
 */
export function listedInvoices<Row extends Pick<Invoice, 'batchId' | 'estado'>>(
  invoices: readonly Row[],
): Row[] {
  return invoices.filter(
    (invoice) =>
      (invoice.batchId === null || invoice.batchId === undefined || invoice.batchId === '') &&
      invoice.estado !== 'REJECTED',
  );
}

/** Which buttons of the invoice detail are enabled (Spec 02 §2, §4). */
export type InvoiceDetailActions = {
  /** 'Ver PDF': decision, only once EMITTED (a voucher with its CAE). */
  readonly canViewPdf: boolean;
  /** 'Procesar Factura': only DRAFT or PRESENTED (Spec 02 §4). */
  readonly canProcess: boolean;
  /** 'Eliminar Factura': only DRAFT (Spec 02 §4). */
  readonly canDelete: boolean;
};

/**
 * The detail's enabled buttons for a status: process and delete per @liqui/domain's
 * `canProcessInvoice` / `canDeleteInvoice` (Spec 02 §4); decision: the PDF once EMITTED.
 */
export function invoiceDetailActions(estado: InvoiceStatus): InvoiceDetailActions {
  return {
    canViewPdf: estado === 'EMITTED',
    canProcess: canProcessInvoice(estado),
    canDelete: canDeleteInvoice(estado),
  };
}

/**
 * The bytes of a base64 text (`GET /pdf/{invoiceId}`'s `pdf`), for a `Blob` to open.
 *
 * @param base64 - standard base64.
 * @throws DOMException when the text is not base64.
 */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
