/**
 * The whole invoice draft as the server validates it before saving or emitting (Spec 02 §5, §9;
 * web-services.md §3.3–§3.6).
 */
import { requiresAssociatedVoucher } from './associated-voucher';
import type { InvoiceDraft } from './entities/invoice';
import { InvoiceErrorList } from './invoice-error-list';
import { computeInvoiceTotals, type InvoiceTotals, maxInvoiceTotalCents } from './invoice-totals';
import { fromCents } from './money';
import { type Result, succeed } from './result';
import { requiresServiceDates } from './service-dates';
import { validateInvoiceItems } from './validate-invoice-items';
import {
  checkInvoiceStep1,
  type InvoiceRuleContext,
  totalOfValidItems,
} from './validate-invoice-step1';

/**
 * A draft that passed {@link validateInvoiceDraft}, normalized, with its {@link InvoiceTotals}.
 * `importeTotal` is the computed total in ARS (the client's value is ignored).
 */
export type ValidInvoiceDraft = InvoiceDraft & { totals: InvoiceTotals };

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Validates a whole draft the way the server does before saving or emitting it (Spec 02 §5, §9;
 * web-services.md §3.3–§3.6): every rule of `validateInvoiceStep1` and `validateInvoiceItems`,
 * the final-consumer limit on the computed total, and a total that fits ARCA's `ImpTotal` (13
 * integer digits → `invoice.totalTooLarge` on `importeTotal`).
 *
 * The value is the normalized draft:
 * - `nroDocumento`: CUIT or DNI digits only; a final consumer without a DNI (or type 99) becomes
 *   `tipoDocumento` 99 with `nroDocumento` `'0'`;
 * - `importeTotal`: the computed total in ARS (the client's value is ignored);
 * - `desde`, `hasta`, `vencimientoPago`: `null` unless `requiresServiceDates` (concept 1: ARCA
 *   takes service dates only for concepts 2 and 3);
 * - `tipoDeComprobanteAsoc`, `puntoVentaAsoc`, `cbteNroAsoc`: `null` unless
 *   `requiresAssociatedVoucher` (types 11 and 15, ARCA 10198);
 * - the receiver texts trimmed, blank ones `null`; the items kept as given;
 * - `totals`: {@link InvoiceTotals} in cents.
 *
 * @param draft - the draft as the client sent it (already checked against the `InvoiceDraft` struct).
 * @param context - `InvoiceRuleContext`: `today` and `maximoConsFinal` (ARS).
 * @returns the normalized {@link ValidInvoiceDraft}, or every error found.
 * @throws RangeError when `context.today` is not a real `YYYY-MM-DD` day.
 */
export function validateInvoiceDraft(
  draft: InvoiceDraft,
  context: InvoiceRuleContext,
): Result<ValidInvoiceDraft> {
  const list = new InvoiceErrorList();
  const itemErrors = validateInvoiceItems(draft.items ?? []);
  const totalCents = itemErrors.length === 0 ? totalOfValidItems(draft.items) : null;
  const document = checkInvoiceStep1(draft, context, totalCents, list);
  list.addAll(itemErrors);
  if (totalCents !== null && totalCents > maxInvoiceTotalCents) {
    list.add('importeTotal', 'invoice.totalTooLarge');
  }
  const totals = list.errors.length === 0 ? computeInvoiceTotals(draft.items) : null;
  if (list.errors.length > 0 || totals === null || document === null) {
    return { ok: false, errors: list.errors };
  }
  const hasServiceDates = requiresServiceDates(draft.concepto);
  const hasAssociated = requiresAssociatedVoucher(draft.tipoDeComprobante);
  return succeed({
    ...draft,
    tipoDocumento: document.tipoDocumento,
    nroDocumento: document.nroDocumento,
    razonSocialCliente: trimmedOrNull(draft.razonSocialCliente),
    domicilioComercialCliente: trimmedOrNull(draft.domicilioComercialCliente),
    localidadCliente: trimmedOrNull(draft.localidadCliente),
    provinciaCliente: trimmedOrNull(draft.provinciaCliente),
    emailCliente: trimmedOrNull(draft.emailCliente),
    desde: hasServiceDates ? draft.desde : null,
    hasta: hasServiceDates ? draft.hasta : null,
    vencimientoPago: hasServiceDates ? draft.vencimientoPago : null,
    tipoDeComprobanteAsoc: hasAssociated ? draft.tipoDeComprobanteAsoc : null,
    puntoVentaAsoc: hasAssociated ? draft.puntoVentaAsoc : null,
    cbteNroAsoc: hasAssociated ? draft.cbteNroAsoc : null,
    importeTotal: fromCents(totals.totalCents),
    totals,
  });
}
