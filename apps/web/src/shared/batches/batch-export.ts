/**
 * The invoice export of a batch (Spec 03 §3 "Invoice export row", §9 "up to 3 items"; issue 15
 * item 5) and of the download modal: invoices → export rows → CSV records written for an es-AR
 * Excel (issue 24 item 8: dates `dd/mm/aaaa`, amounts `1234,56`, statuses in Spanish; the writer,
 * `downloadCsv`, puts `;`, the byte-order mark and CRLF and neutralises every cell against
 * formula injection). Pure, but {@link fetchAllBatchInvoices}, which pages the API.
 */
import type { ApiClient } from '@liqui/api-client';
import {
  argentineDateOf,
  BATCH_INVOICES_PAGE_SIZE,
  type Batch,
  type BatchInvoicePage,
  csvDateCell,
  csvFileName,
  formatCuit,
  formatEsArCsvAmount,
  type Invoice,
  type InvoiceExportRow,
  type InvoiceStatus,
  invoiceStatusLabels,
  toCents,
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
 * `item1_codigo`, `item1_concepto`, `item1_precio` … `item3_precio`. Decision: the spec names
 * these fields, so the header line keeps its names (as the verification results keep theirs).
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

/** One column of the export; see {@link invoiceExportColumns}. */
export type InvoiceExportColumn = (typeof invoiceExportColumns)[number];

/** One record of the export CSV: every cell text, by column. */
export type InvoiceExportRecord = Record<InvoiceExportColumn, string>;

/** An amount in ARS as an es-AR Excel cell (`1234,56`); empty when there is none. */
function amountCell(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const cents = toCents(amount);
  return cents.ok ? formatEsArCsvAmount(cents.value) : String(amount);
}

/** A number or text as a cell; empty for null. */
function textCell(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The CSV records of export rows, one per row, each cell as an es-AR Excel reads it and as the
 * batch view shows it (issue 24 item 8):
 * - dates (`fecha`, `fechaVencimientoCae`, `servicio_*`) `dd/mm/aaaa` (`csvDateCell`);
 * - amounts (`itemN_precio`, `importeTotal`) `1234,56`: no thousands separator, a comma and 2
 *   decimals (`formatEsArCsvAmount` of the cents), which es-AR Excel reads as a number and
 *   `parseEsArAmount` reads back to the same cents;
 * - `userCuit` `20-11111111-2` (`formatCuit`; decision: what the batch view shows and a person
 *   types, and a spreadsheet keeps it as text);
 * - `estado` the Spanish label the screens show (`invoiceStatusLabels`: EMITTED → 'Emitida');
 * - numbers (`tipoDeComprobante`, `puntoVenta`, `nroDeComprobante`) and texts as they are, empty
 *   for null. Cells are neutralised by the writer (a concept typed `=HYPERLINK(…)` stays text).
 */
export function invoiceExportRecordsOf(rows: readonly InvoiceExportRow[]): InvoiceExportRecord[] {
  return rows.map((row) => {
    const item = (n: number) => row.items[n - 1];
    return {
      batchName: textCell(row.batchName),
      razon_social: textCell(row.razon_social),
      userCuit: row.userCuit ? formatCuit(row.userCuit) : '',
      tipoDeComprobante: textCell(row.tipoDeComprobante),
      puntoVenta: textCell(row.puntoVenta),
      nroDeComprobante: textCell(row.nroDeComprobante),
      cae: textCell(row.cae),
      fechaVencimientoCae: csvDateCell(row.fechaVencimientoCae),
      fecha: csvDateCell(row.fecha),
      servicio_desde: csvDateCell(row.servicio_desde),
      servicio_hasta: csvDateCell(row.servicio_hasta),
      servicio_fecha_vencimiento: csvDateCell(row.servicio_fecha_vencimiento),
      item1_codigo: textCell(item(1)?.codigo),
      item1_concepto: textCell(item(1)?.concepto),
      item1_precio: amountCell(item(1)?.precio),
      item2_codigo: textCell(item(2)?.codigo),
      item2_concepto: textCell(item(2)?.concepto),
      item2_precio: amountCell(item(2)?.precio),
      item3_codigo: textCell(item(3)?.codigo),
      item3_concepto: textCell(item(3)?.concepto),
      item3_precio: amountCell(item(3)?.precio),
      importeTotal: amountCell(row.importeTotal),
      observaciones: textCell(row.observaciones),
      estado: invoiceStatusLabels[row.estado as InvoiceStatus] ?? textCell(row.estado),
    };
  });
}

/**
 * The name of a batch's CSV: `lote-<nombre>-<aaaa-mm-dd>.csv` (issue 24 item 8; `csvFileName`:
 * accents dropped, lower case, dashes), the date the batch's (its `batch_id` is its creation in
 * Unix seconds, read as the Argentine day, as the list's 'Fecha' shows it). A batch without a name
 * is named by its period (`mes`, 'Noviembre 2026'), as the list's actions name it. Decision: a
 * name that already starts with the word 'Lote' ('Lote demo') is not prefixed again
 * (`lote-demo-…`, not `lote-lote-demo-…`).
 *
 * @example batchCsvFileName({ batch_id: '1795791600', name: 'Repartos Noviembre', mes: 'Noviembre 2026' })
 *   === 'lote-repartos-noviembre-2026-11-27.csv'
 */
export function batchCsvFileName(batch: Pick<Batch, 'batch_id' | 'name' | 'mes'>): string {
  const day = argentineDateOf(new Date(Number(batch.batch_id) * 1000));
  const name = batch.name?.trim() || batch.mes;
  return csvFileName(/^lote\b/i.test(name) ? [name, day] : ['lote', name, day]);
}

/**
 * The name of the download modal's CSV: `facturas-<desde>-al-<hasta>[-<estado>].csv`
 * (`csvFileName`), e.g. `facturas-2026-11-01-al-2026-11-20-emitida.csv`; without a state, every
 * state.
 *
 * @param filter.estado - the state chosen, `''` for every state.
 * @param filter.desde - the range's first day, `YYYY-MM-DD`.
 * @param filter.hasta - the range's last day, `YYYY-MM-DD`.
 */
export function invoicesCsvFileName(filter: {
  readonly estado: string;
  readonly desde: string;
  readonly hasta: string;
}): string {
  const label = invoiceStatusLabels[filter.estado as InvoiceStatus] as string | undefined;
  return csvFileName(['facturas', filter.desde, 'al', filter.hasta, label]);
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
