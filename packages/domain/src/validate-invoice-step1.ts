/**
 * The invoice wizard's step 1, Datos (Spec 02 §5 "Invoice step 1 required", "CUIT", "Final
 * consumer", "Total limit"; §9 date picker; ARCA's date rules, web-services.md §3.6, §3.9).
 * Pure: `today` and the final-consumer limit come in through {@link InvoiceRuleContext}.
 */
import { formatDate, isIsoDate } from './argentine-date';
import { requiresAssociatedVoucher } from './associated-voucher';
import type { Concepto, InvoiceDraft, InvoiceItem } from './entities/invoice';
import { invoiceVoucherTypes, tiposResponsable } from './enumerations';
import { requiresFinalConsumerIdentification } from './final-consumer-limit';
import { earliestInvoiceDate, latestInvoiceDate } from './invoice-date-window';
import { InvoiceErrorList, isBlank, isOneOf } from './invoice-error-list';
import { maxInvoiceTotalCents, sumInvoiceItems } from './invoice-totals';
import { checkReceiverDocument, type NormalizedDocument } from './receiver-document';
import type { ValidationError } from './result';
import { requiresServiceDates } from './service-dates';
import { validateInvoiceItems } from './validate-invoice-items';

/**
 * What the invoice rules need from outside: `today`, the Argentine calendar date `YYYY-MM-DD` of
 * "today" (the caller's clock through `argentineDateOf`), and `maximoConsFinal`, the
 * final-consumer limit in ARS (`otros_impuestos.maximo_cons_final` through `maximoConsFinalOf`;
 * default 10000, Spec 02 §5, §9).
 */
export type InvoiceRuleContext = {
  today: string;
  maximoConsFinal: number /* ARS */;
  /**
   * The earliest invoice date accepted, `YYYY-MM-DD`; default the wizard's `today` − 3
   * (`earliestInvoiceDate`). Invoice batches pass ARCA's own window for services (N − 10,
   * web-services.md §3.6), inside the batch form's 15 days (Spec 03 §5).
   */
  earliestFecha?: string;
};

const voucherTypeIds = invoiceVoucherTypes.map((entry) => entry.id);
const tipoResponsableIds = tiposResponsable.map((entry) => entry.id);
const conceptoIds: readonly Concepto[] = [1, 2, 3];

const serviceDateCodes = [
  ['vencimientoPago', 'invoice.vencimientoPagoRequired'],
  ['desde', 'invoice.desdeRequired'],
  ['hasta', 'invoice.hastaRequired'],
] as const;

/**
 * The total in cents when every item has a positive quantity and price in ARS, else `null`; a
 * total beyond ARCA's `ImpTotal` is given as that maximum + 1 (enough for the limit checks).
 * Package-internal.
 */
export function totalOfValidItems(items: unknown): number | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  if (validateInvoiceItems(items as Partial<InvoiceItem>[]).length > 0) return null;
  const { total } = sumInvoiceItems(items as InvoiceItem[]);
  return total > BigInt(maxInvoiceTotalCents) ? maxInvoiceTotalCents + 1 : Number(total);
}

/**
 * The step-1 checks shared by {@link validateInvoiceStep1} and `validateInvoiceDraft`; errors go
 * to `list`. Package-internal.
 *
 * @param totalCents - the items' total (see {@link totalOfValidItems}), `null` when unknown.
 * @returns the normalized receiver document (when valid), so the draft can carry it.
 */
export function checkInvoiceStep1(
  values: Partial<InvoiceDraft>,
  context: InvoiceRuleContext,
  totalCents: number | null,
  list: InvoiceErrorList,
): NormalizedDocument | null {
  if (!isOneOf(values.tipoDeComprobante, voucherTypeIds)) {
    list.add('tipoDeComprobante', 'field.dataRequired');
  }
  const tipoResponsable = isOneOf(values.tipoResponsable, tipoResponsableIds)
    ? values.tipoResponsable
    : null;
  if (tipoResponsable === null) list.add('tipoResponsable', 'field.dataRequired');
  const concepto = isOneOf(values.concepto, conceptoIds) ? values.concepto : null;
  if (concepto === null) list.add('concepto', 'field.dataRequired');
  if (isBlank(values.formaDePago)) list.add('formaDePago', 'field.dataRequired');
  if (isBlank(values.moneda)) list.add('moneda', 'field.dataRequired');

  // Date: required, a real day, within [today − 3, ARCA's N + 5 / N + 10].
  if (isBlank(values.fecha)) {
    list.add('fecha', 'invoice.dateRequired');
  } else if (!isIsoDate(values.fecha)) {
    list.add('fecha', 'date.invalid');
  } else {
    const { fecha } = values;
    const earliest = context.earliestFecha ?? earliestInvoiceDate(context.today);
    if (fecha < earliest) {
      list.add('fecha', 'invoice.dateTooEarly', { fecha: formatDate(earliest) });
    } else if (concepto !== null) {
      const latest = latestInvoiceDate(context.today, concepto);
      if (fecha > latest) list.add('fecha', 'invoice.dateTooLate', { fecha: formatDate(latest) });
    }
  }

  // Service period and payment due date for concepts 2 and 3 (ARCA 10049, 10032, 10036).
  if (requiresServiceDates(concepto)) {
    for (const [field, code] of serviceDateCodes) {
      if (isBlank(values[field])) list.add(field, code);
      else if (!isIsoDate(values[field])) list.add(field, 'date.invalid');
    }
    const { desde, hasta, vencimientoPago, fecha } = values;
    if (!list.has('desde') && !list.has('hasta') && (hasta as string) < (desde as string)) {
      list.add('hasta', 'invoice.hastaBeforeDesde');
    }
    if (!list.has('vencimientoPago') && isIsoDate(fecha) && (vencimientoPago as string) < fecha) {
      list.add('vencimientoPago', 'invoice.vencimientoPagoBeforeFecha');
    }
  }

  // Associated voucher of a debit or credit note (Spec 02 §5, ARCA 10197).
  if (requiresAssociatedVoucher(values.tipoDeComprobante)) {
    if (!isOneOf(values.tipoDeComprobanteAsoc, voucherTypeIds)) {
      list.add('tipoDeComprobanteAsoc', 'field.dataRequired');
    }
    const { puntoVentaAsoc, cbteNroAsoc } = values;
    if (!(Number.isInteger(puntoVentaAsoc) && (puntoVentaAsoc as number) >= 1)) {
      list.add('puntoVentaAsoc', 'field.dataRequired');
    }
    if (!(Number.isInteger(cbteNroAsoc) && (cbteNroAsoc as number) >= 1)) {
      list.add('cbteNroAsoc', 'field.dataRequired');
    }
  }

  const document = checkReceiverDocument(values, tipoResponsable, list);

  // Receiver texts: not for an unidentified receiver (99) nor for a final consumer.
  const isAnonymous = document?.tipoDocumento === 99 || values.tipoDocumento === 99;
  if (!isAnonymous && tipoResponsable !== 'consumidor-final') {
    if (isBlank(values.razonSocialCliente)) {
      list.add('razonSocialCliente', 'invoice.razonSocialRequired');
    }
    if (isBlank(values.domicilioComercialCliente)) {
      list.add('domicilioComercialCliente', 'invoice.domicilioRequired');
    }
  }

  // Final-consumer limit: from maximoConsFinal on (RG 5700, "igual o superior") a DNI is needed.
  if (
    tipoResponsable !== null &&
    totalCents !== null &&
    document?.tipoDocumento === 99 &&
    requiresFinalConsumerIdentification(tipoResponsable, totalCents, context.maximoConsFinal)
  ) {
    list.add('nroDocumento', 'invoice.finalConsumerLimit');
  }
  return document;
}

/**
 * Validates the wizard's step 1, Datos (Spec 02 §5 "Invoice step 1 required", "CUIT", "Final
 * consumer", "Total limit"; §9 date picker; ARCA's date rules, web-services.md §3.6, §3.9).
 *
 * Rules (path → code, message):
 * - `tipoDeComprobante`, `tipoResponsable`, `tipoDocumento`, `concepto`, `formaDePago`, `moneda`
 *   missing or outside their lists → `field.dataRequired` 'Dato requerido' (the spec quotes no
 *   text for these selects; the wizard's own generic one is used).
 * - `fecha` missing → `invoice.dateRequired` 'Fecha de comprobante requerida'; not a real day →
 *   `date.invalid`; before `today` − 3 days → `invoice.dateTooEarly` 'La fecha no puede ser
 *   anterior a DD/MM/YYYY'; after ARCA's window (+5 days concept 1, +10 concepts 2/3) →
 *   `invoice.dateTooLate` 'La fecha no puede ser posterior a DD/MM/YYYY'.
 * - Concept 2 or 3 (`requiresServiceDates`): `vencimientoPago` →
 *   `invoice.vencimientoPagoRequired` 'Fecha Vencimiento requerida', `desde` →
 *   `invoice.desdeRequired` 'Fecha desde requerida', `hasta` → `invoice.hastaRequired` 'Fecha
 *   hasta requerida'; `hasta` < `desde` → `invoice.hastaBeforeDesde` (ARCA 10032);
 *   `vencimientoPago` < `fecha` → `invoice.vencimientoPagoBeforeFecha` (ARCA 10036).
 * - Voucher types 12 and 13 (`requiresAssociatedVoucher`): `tipoDeComprobanteAsoc`,
 *   `puntoVentaAsoc` (≥ 1), `cbteNroAsoc` (≥ 1) → `field.dataRequired` 'Dato requerido'.
 * - Document: type 80 → `validateCuit` ('CUIT requerido', 'El cuit debe tener 11 numeros',
 *   'CUIT invalido'); type 96 → `validateDni` ('Dato requerido', 'DNI incorrecto', 7–9 digits);
 *   type 94 → 'Dato requerido' when empty; type 99 → no number. Errors on `nroDocumento`.
 * - Final consumer (decision for Spec 02 §5): the document type defaults to 96 (DNI); an empty
 *   DNI (or type 99) means "consumidor final sin identificar" (type 99, number '0', not an
 *   error); CUIT is not allowed → `invoice.finalConsumerCuit` on `tipoDocumento`. Any other
 *   receiver is identified by CUIT (the spec's document type is editable only for a final
 *   consumer, default 80) → `invoice.receiverCuitRequired` on `tipoDocumento` otherwise.
 * - `razonSocialCliente` → `invoice.razonSocialRequired` 'Razón Social requerida' and
 *   `domicilioComercialCliente` → `invoice.domicilioRequired` 'Domicilio requerido', except for
 *   document type 99 and (decision) for a final consumer, who usually has no razón social.
 * - When `values.items` are all valid (see `validateInvoiceItems`), the final-consumer limit
 *   (`requiresFinalConsumerIdentification`): an unidentified final consumer whose total is equal
 *   to or above `maximoConsFinal` → `invoice.finalConsumerLimit` 'Limite superado. Debes informar
 *   el DNI.' on `nroDocumento`.
 *
 * @param values - the form's values so far (any {@link InvoiceDraft} field may be missing).
 * @param context - {@link InvoiceRuleContext}: `today` and `maximoConsFinal` (ARS).
 * @returns every error found (empty when step 1 is valid).
 * @throws RangeError when `context.today` is not a real `YYYY-MM-DD` day.
 */
export function validateInvoiceStep1(
  values: Partial<InvoiceDraft>,
  context: InvoiceRuleContext,
): ValidationError[] {
  const list = new InvoiceErrorList();
  checkInvoiceStep1(values, context, totalOfValidItems(values.items), list);
  return list.errors;
}
