/**
 * The invoice export of a batch (Spec 03 §3 "Invoice export row", §9 "up to 3 items"; issue 15
 * item 5) and of the download modal: invoices → export rows → CSV records with every cell
 * neutralised against formula injection. Pure, but {@link fetchAllBatchInvoices}, which pages
 * the API.
 */
import type { ApiClient } from '@liqui/api-client';
import {
  BATCH_INVOICES_PAGE_SIZE,
  type BatchInvoicePage,
  type Invoice,
  type InvoiceExportRow,
  neutralizeCsvCell,
} from '@liqui/domain';

/** The most items an export row carries (Spec 03 §9). */
export const EXPORT_MAX_ITEMS = 3;

/**
 * The export row of one invoice: its voucher, number, CAE and dates, the batch's name, the first
 * three items (`codigo`, `concepto`, `precio` in ARS), the total (ARS) and the state.
 * Decisions (the spec names the fields only): `razon_social` is the receiver's business name
 * (the invoice carries no issuer name; the issuer is `userCuit`); `servicio_fecha_vencimiento`
 * is the invoice's payment due date (`vencimientoPago`, which the batch row's
 * `servicio_fecha_vencimiento` sets); `observaciones` is the invoice's observation followed by
 * ARCA's errors and observations, joined with ' | '.
 *
 * @param invoice - an invoice of the batch (or of the company, for the download modal).
 * @param batchName - the batch's name (`null` outside a batch or without a name).
 */
export function invoiceExportRowOf(invoice: Invoice, batchName: string | null): InvoiceExportRow {
  const arca = invoice.afipRespuesta;
  const notes = [
    invoice.observacion ?? '',
    ...(arca?.errores ?? []).map((error) => `${error.codigo}: ${error.mensaje}`),
    ...(arca?.observaciones ?? []).map((note) => `${note.codigo}: ${note.mensaje}`),
  ].filter((note) => note !== '');
  return {
    batchName,
    razon_social: invoice.razonSocialCliente ?? null,
    userCuit: invoice.userCuit ?? null,
    tipoDeComprobante: invoice.tipoDeComprobante,
    puntoVenta: invoice.puntoVenta ?? null,
    nroDeComprobante: invoice.nroDeComprobante ?? null,
    cae: invoice.cae ?? null,
    fechaVencimientoCae: invoice.fechaVencimientoCae ?? null,
    fecha: invoice.fecha,
    servicio_desde: invoice.desde ?? null,
    servicio_hasta: invoice.hasta ?? null,
    servicio_fecha_vencimiento: invoice.vencimientoPago ?? null,
    items: invoice.items
      .slice(0, EXPORT_MAX_ITEMS)
      .map(({ codigo, concepto, precio }) => ({ codigo, concepto, precio })),
    importeTotal: invoice.importeTotal,
    observaciones: notes.length === 0 ? null : notes.join(' | '),
    estado: invoice.estado,
  };
}

/**
 * The CSV columns of the export, in order: the fields of Spec 03 §3 with `items` flattened as
 * `item1_codigo`, `item1_concepto`, `item1_precio` … `item3_precio`.
 */
export const invoiceExportColumns = [
  'batchName',
  'razon_social',
  'userCuit',
  'tipoDeComprobante',
  'puntoVenta',
  'nroDeComprobante',
  'cae',
  'fechaVencimientoCae',
  'fecha',
  'servicio_desde',
  'servicio_hasta',
  'servicio_fecha_vencimiento',
  ...[1, 2, 3].flatMap((n) => [`item${n}_codigo`, `item${n}_concepto`, `item${n}_precio`]),
  'importeTotal',
  'observaciones',
  'estado',
] as const;

/** One record of the export CSV: every cell text. */
export type InvoiceExportRecord = Record<string, string>;

/** A cell as text: dates stay `YYYY-MM-DD`, amounts `1234.56` (a spreadsheet reads them as numbers). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

/**
 * The CSV records of export rows: one per row, in {@link invoiceExportColumns} order, every cell
 * text neutralised with `neutralizeCsvCell` (a concept typed as `=HYPERLINK(…)` stays text).
 * Decision: amounts as `1234.56` (machine-readable, like the export's other numbers), not es-AR.
 */
export function invoiceExportRecordsOf(rows: readonly InvoiceExportRow[]): InvoiceExportRecord[] {
  return rows.map((row) => {
    const record: InvoiceExportRecord = {};
    const flat: Record<string, unknown> = { ...row };
    delete flat.items;
    for (const n of [1, 2, 3]) {
      const item = row.items[n - 1];
      flat[`item${n}_codigo`] = item?.codigo;
      flat[`item${n}_concepto`] = item?.concepto;
      flat[`item${n}_precio`] = item?.precio;
    }
    for (const column of invoiceExportColumns)
      record[column] = neutralizeCsvCell(cellText(flat[column]));
    return record;
  });
}

/**
 * Every invoice of a batch: `GET /root/batch/{batchId}/invoices` pages of 200 (Spec 03 §7, §9),
 * following `lastUserId` / `lastInvoiceId` until `lastUserId` is null.
 *
 * @param onPage - told how many invoices have been read so far, after each page.
 * @throws the call's `ApiError` when a page fails.
 */
export async function fetchAllBatchInvoices(
  api: ApiClient,
  batchId: string,
  onPage?: (read: number) => void,
): Promise<Invoice[]> {
  const all: Invoice[] = [];
  let cursor: { lastUserId: string; lastInvoiceId: string } | null = null;
  do {
    const page: BatchInvoicePage = await api.call('listBatchInvoices', {
      params: { batchId },
      query: { limit: BATCH_INVOICES_PAGE_SIZE, ...(cursor ?? {}) },
    });
    all.push(...page.invoices);
    onPage?.(all.length);
    cursor =
      page.lastUserId === null || page.lastInvoiceId === null
        ? null
        : { lastUserId: page.lastUserId, lastInvoiceId: page.lastInvoiceId };
  } while (cursor !== null);
  return all;
}
