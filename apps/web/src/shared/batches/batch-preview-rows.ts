/**
 * The invoice batch preview's rules (issue 24 item 2: "a preview before anything is queued …
 * with the total of the batch and the count of rows, and the user confirms"): what the preview
 * lists, how it counts, and what the confirmation says. Pure, but {@link fetchStagedRows}, which
 * pages the API. The figures are always the server's (`BatchStagingSummary`), never summed here.
 */
import type { ApiClient } from '@liqui/api-client';
import {
  BATCH_ROWS_PAGE_MAX_LIMIT,
  type BatchRowInvoice,
  type BatchRowResult,
  type BatchRowsPage,
  type BatchStagingSummary,
  formatArs,
  formatDecimal,
} from '@liqui/domain';

/** An accepted row of the preview: its number and the invoice it becomes (server's reading). */
export type PreviewInvoice = { readonly fila: number; readonly factura: BatchRowInvoice };

/**
 * A refused row of the preview: its number, why, and who refused it: `server` (staged refused) or
 * `file` (the browser found errors in it, so it was not sent; the server's rules are the same).
 */
export type PreviewRefusal = {
  readonly fila: number;
  readonly mensajes: readonly string[];
  readonly source: 'server' | 'file';
};

/** What the preview lists. */
export type PreviewRows = {
  readonly invoices: readonly PreviewInvoice[];
  readonly refused: readonly PreviewRefusal[];
};

/**
 * The preview's rows: the server's staged `results` split into the invoices to emit and the
 * refused rows, plus the file's rows with errors that were not sent (`fileErrors`, by `fila`;
 * a `fila` the server answered is the server's), each list in `fila` order.
 */
export function previewRowsOf(
  results: readonly BatchRowResult[],
  fileErrors: readonly { readonly fila: number; readonly errors: readonly string[] }[] = [],
): PreviewRows {
  const invoices: PreviewInvoice[] = [];
  const refused: PreviewRefusal[] = [];
  const answered = new Set<number>();
  for (const result of results) {
    if (answered.has(result.fila)) continue;
    answered.add(result.fila);
    if (result.outcome === 'accepted' && result.factura) {
      invoices.push({ fila: result.fila, factura: result.factura });
    } else {
      refused.push({ fila: result.fila, mensajes: result.mensajes, source: 'server' });
    }
  }
  for (const row of fileErrors) {
    if (row.errors.length > 0 && !answered.has(row.fila)) {
      refused.push({ fila: row.fila, mensajes: row.errors, source: 'file' });
    }
  }
  const byFila = (a: { fila: number }, b: { fila: number }) => a.fila - b.fila;
  return { invoices: invoices.sort(byFila), refused: refused.sort(byFila) };
}

/** '1 factura' / '1.234 facturas'. */
function facturasOf(count: number): string {
  return count === 1 ? '1 factura' : `${formatDecimal(count)} facturas`;
}

/**
 * The preview's figures line: 'N facturas por $ X · M filas rechazadas' (the rejected count
 * includes the file's rows not sent; omitted when none).
 */
export function previewFiguresText(summary: BatchStagingSummary, refusedCount: number): string {
  const figures = `${facturasOf(summary.facturas)} por ${formatArs(summary.importeTotalCents)}`;
  if (refusedCount === 0) return figures;
  return `${figures} · ${refusedCount === 1 ? '1 fila rechazada' : `${formatDecimal(refusedCount)} filas rechazadas`}`;
}

/**
 * What the confirmation asks: 'Se emitirán N facturas por $ X. No se puede deshacer.' ('Se
 * emitirá 1 factura …' for one).
 */
export function confirmationText(summary: BatchStagingSummary): string {
  const verb = summary.facturas === 1 ? 'Se emitirá' : 'Se emitirán';
  return `${verb} ${facturasOf(summary.facturas)} por ${formatArs(summary.importeTotalCents)}. No se puede deshacer.`;
}

/**
 * Every staged row of a batch and its figures (`GET /root/batch/{batchId}/rows`, pages of 500
 * until `nextAfter` is null): the preview of a batch read again (after a reload, or after a
 * confirmation the server refused because a row changed).
 *
 * @throws `ApiError` of `@liqui/api-client` when a page fails.
 */
export async function fetchStagedRows(
  api: ApiClient,
  batchId: string,
): Promise<{ rows: BatchRowResult[]; summary: BatchStagingSummary }> {
  const rows: BatchRowResult[] = [];
  let after: number | null = null;
  let summary: BatchStagingSummary = { facturas: 0, importeTotalCents: 0, rechazadas: 0 };
  do {
    const page: BatchRowsPage = await api.call('listBatchRows', {
      params: { batchId },
      query: { limit: BATCH_ROWS_PAGE_MAX_LIMIT, ...(after === null ? {} : { after }) },
    });
    rows.push(...page.rows);
    summary = page.summary;
    after = page.nextAfter;
  } while (after !== null);
  return { rows, summary };
}
