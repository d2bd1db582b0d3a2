/**
 * The invoice wizard's form model (Spec 02 §2 "Invoice wizard", §3 "Invoice", §5 "Invoice step 1
 * required", "Wizard defaults", "Items", "Total limit", "Final consumer"): the values as the form
 * holds them (select ids as text, amounts as numbers), the defaults, and the bridge to
 * @liqui/domain's rules and to the wire's `InvoiceDraft`. Pure: the clock comes in as `today`.
 * The rules themselves live in @liqui/domain (`validateInvoiceStep1`, `validateInvoiceItems`,
 * `validateInvoiceDraft`, `computeInvoiceTotals`, `requiresAssociatedVoucher`,
 * `requiresServiceDates`, `maximoConsFinalOf`, `argentineDateOf`); this module only adapts the form
 * to them.
 */
import {
  type Concepto,
  computeInvoiceTotals,
  type FormaDePago,
  type InvoiceDraft,
  type InvoiceItem,
  invoiceDocumentTypes,
  type Moneda,
  type ReceiverDocumentType,
  type Result,
  requiresAssociatedVoucher,
  requiresServiceDates,
  type TipoResponsable,
  toCents,
  type ValidationError,
  type VoucherType,
  validateInvoiceDraft,
  validateInvoiceItems,
  validateInvoiceStep1,
} from '@liqui/domain';

/**
 * One item row of the form (Spec 02 §3 "Invoice item"): `key` identifies the row while rows are
 * added and deleted; `codigo` and `concepto` as typed; `unidad` the unit code as the select's id
 * (`'7'` unidades by default); `cantidad` and `precio` (ARS) as numbers, `null` while empty.
 */
export type ItemFormValues = {
  readonly key: string;
  readonly codigo: string;
  readonly concepto: string;
  readonly unidad: string;
  readonly cantidad: number | null;
  readonly precio: number | null;
};

/**
 * The wizard's values. Selects hold their option id as text (`tipoDeComprobante` `'11'`,
 * `tipoDocumento` `'80'`, `concepto` `'2'`…); dates are `YYYY-MM-DD` (`''` when empty); receiver
 * texts as typed; the associated voucher's point of sale and number as typed digits.
 */
export type InvoiceFormValues = {
  readonly tipoDeComprobante: string;
  readonly tipoResponsable: string;
  readonly fecha: string;
  readonly tipoDocumento: string;
  readonly nroDocumento: string;
  readonly razonSocialCliente: string;
  readonly domicilioComercialCliente: string;
  readonly localidadCliente: string;
  readonly provinciaCliente: string;
  readonly emailCliente: string;
  readonly formaDePago: string;
  readonly moneda: string;
  readonly concepto: string;
  readonly desde: string;
  readonly hasta: string;
  readonly vencimientoPago: string;
  readonly tipoDeComprobanteAsoc: string;
  readonly puntoVentaAsoc: string;
  readonly cbteNroAsoc: string;
  readonly observacion: string;
  readonly items: readonly ItemFormValues[];
};

/** The wizard's steps, in order (Spec 02 §2): Datos, Detalle, Resumen. */
export const wizardSteps = ['Datos', 'Detalle', 'Resumen'] as const;

/** A step index: 0 Datos, 1 Detalle, 2 Resumen. */
export type WizardStep = 0 | 1 | 2;

/** The receiver kind whose document type the user may choose (Spec 02 §5 "Final consumer"). */
const FINAL_CONSUMER: TipoResponsable = 'consumidor-final';

/**
 * A new item row with the spec's defaults (Spec 02 §3: codigo `'1'`, unidad 7) and the given key.
 *
 * @param key - a key unique among the rows (e.g. a counter's next value).
 */
export function createItem(key: string): ItemFormValues {
  return { key, codigo: '1', concepto: '', unidad: '7', cantidad: null, precio: null };
}

/**
 * The wizard's starting values (Spec 02 §5 "Wizard defaults", §9): voucher type 11 (Factura C),
 * receiver iva-responsable-inscripto, payment form cuenta-corriente, document type 80 (CUIT),
 * currency PES, concept 2 (services), the invoice date, service period and payment due date all
 * `today`, associated voucher type 11, and one empty item.
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD`.
 */
export function createInvoiceFormDefaults(today: string): InvoiceFormValues {
  return {
    tipoDeComprobante: '11',
    tipoResponsable: 'iva-responsable-inscripto',
    fecha: today,
    tipoDocumento: '80',
    nroDocumento: '',
    razonSocialCliente: '',
    domicilioComercialCliente: '',
    localidadCliente: '',
    provinciaCliente: '',
    emailCliente: '',
    formaDePago: 'cuenta-corriente',
    moneda: 'PES',
    concepto: '2',
    desde: today,
    hasta: today,
    vencimientoPago: today,
    tipoDeComprobanteAsoc: '11',
    puntoVentaAsoc: '',
    cbteNroAsoc: '',
    observacion: '',
    items: [createItem('1')],
  };
}

/** Whether the receiver is a final consumer (the only kind that picks its document type). */
export function isFinalConsumer(values: Pick<InvoiceFormValues, 'tipoResponsable'>): boolean {
  return values.tipoResponsable === FINAL_CONSUMER;
}

/**
 * The document types offered for a receiver kind (Spec 02 §5 "Final consumer"): a final consumer
 * chooses among DNI, Pasaporte and No informa (the CUIT option excluded); any other receiver is
 * identified by CUIT only (the select is then shown disabled on CUIT).
 *
 * @param tipoResponsable - the receiver's IVA condition.
 * @returns the entries of @liqui/domain's `invoiceDocumentTypes` to offer, in its order.
 */
export function documentTypesFor(
  tipoResponsable: string,
): readonly (typeof invoiceDocumentTypes)[number][] {
  return tipoResponsable === FINAL_CONSUMER
    ? invoiceDocumentTypes.filter((entry) => entry.id !== 80)
    : invoiceDocumentTypes.filter((entry) => entry.id === 80);
}

/**
 * The fields that change with the receiver kind (Spec 02 §5 "Final consumer"): choosing a final
 * consumer sets the document type to 96 (DNI); leaving it sets 80 (CUIT). When the document type
 * changes, the number typed for the old type is cleared. Nothing changes when the kind keeps its
 * document type.
 *
 * @param values - the current values.
 * @param tipoResponsable - the newly chosen receiver kind.
 * @returns the fields to set (possibly none).
 */
export function changesForTipoResponsable(
  values: Pick<InvoiceFormValues, 'tipoDocumento'>,
  tipoResponsable: string,
): Partial<Pick<InvoiceFormValues, 'tipoDocumento' | 'nroDocumento'>> {
  const allowed = documentTypesFor(tipoResponsable).map((entry) => String(entry.id));
  if (allowed.includes(values.tipoDocumento)) return {};
  const tipoDocumento = tipoResponsable === FINAL_CONSUMER ? '96' : '80';
  return { tipoDocumento, nroDocumento: '' };
}

/**
 * The fields that follow a new invoice date (Spec 02 §9: "the service due date equals the invoice
 * date"): the payment due date moves with the invoice date while the user has not set it apart.
 *
 * @param values - the current values (before the change).
 * @param fecha - the new invoice date `YYYY-MM-DD`.
 */
export function changesForFecha(
  values: Pick<InvoiceFormValues, 'fecha' | 'vencimientoPago'>,
  fecha: string,
): Partial<Pick<InvoiceFormValues, 'vencimientoPago'>> {
  return values.vencimientoPago === values.fecha && fecha !== '' ? { vencimientoPago: fecha } : {};
}

/** Text → number for a select id, `undefined` when empty (so the rule reports it missing). */
function idNumber(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

/**
 * Whether the chosen voucher type carries an associated voucher (@liqui/domain's
 * `requiresAssociatedVoucher`: 12 Nota de Débito C, 13 Nota de Crédito C; Spec 02 §5).
 */
export function hasAssociatedVoucher(
  values: Pick<InvoiceFormValues, 'tipoDeComprobante'>,
): boolean {
  return requiresAssociatedVoucher(idNumber(values.tipoDeComprobante));
}

/**
 * Whether the chosen concept carries a service period and payment due date (@liqui/domain's
 * `requiresServiceDates`: concepts 2 and 3; Spec 02 §5).
 */
export function hasServicePeriod(values: Pick<InvoiceFormValues, 'concepto'>): boolean {
  return requiresServiceDates(idNumber(values.concepto));
}

/** Typed digits → integer; anything else → `undefined` (the rule reports 'Dato requerido'). */
function digitsNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The form's item as the rules read it (numbers; missing values left out). */
function toItemCandidate(item: ItemFormValues): Partial<InvoiceItem> {
  return {
    key: item.key,
    codigo: item.codigo,
    concepto: item.concepto,
    unidad: idNumber(item.unidad),
    cantidad: item.cantidad ?? undefined,
    precio: item.precio ?? undefined,
  };
}

/** The form's values as the rules read them (see {@link toDraftCandidate}). */
export type DraftCandidate = Omit<Partial<InvoiceDraft>, 'items'> & {
  items: Partial<InvoiceItem>[];
};

/**
 * The form's values as @liqui/domain's rules read them: select ids as numbers, empty texts and
 * dates as `undefined`, the items as {@link InvoiceItem} candidates. Not yet a valid draft: see
 * {@link prepareInvoiceDraft}.
 *
 * @param values - the wizard's values.
 */
export function toDraftCandidate(values: InvoiceFormValues): DraftCandidate {
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    tipoDeComprobante: idNumber(values.tipoDeComprobante) as VoucherType | undefined,
    tipoResponsable: text(values.tipoResponsable) as TipoResponsable | undefined,
    fecha: text(values.fecha),
    tipoDocumento: idNumber(values.tipoDocumento) as ReceiverDocumentType | undefined,
    nroDocumento: values.nroDocumento,
    razonSocialCliente: text(values.razonSocialCliente),
    domicilioComercialCliente: text(values.domicilioComercialCliente),
    localidadCliente: text(values.localidadCliente),
    provinciaCliente: text(values.provinciaCliente),
    emailCliente: text(values.emailCliente),
    formaDePago: text(values.formaDePago) as FormaDePago | undefined,
    moneda: text(values.moneda) as Moneda | undefined,
    concepto: idNumber(values.concepto) as Concepto | undefined,
    desde: text(values.desde),
    hasta: text(values.hasta),
    vencimientoPago: text(values.vencimientoPago),
    tipoDeComprobanteAsoc: idNumber(values.tipoDeComprobanteAsoc) as VoucherType | undefined,
    puntoVentaAsoc: digitsNumber(values.puntoVentaAsoc),
    cbteNroAsoc: digitsNumber(values.cbteNroAsoc),
    observacion: text(values.observacion),
    items: values.items.map(toItemCandidate),
  };
}

/**
 * What the invoice rules need besides the values (@liqui/domain's `InvoiceRuleContext`): `today`
 * (`YYYY-MM-DD`, Argentina) and `maximoConsFinal`, the final-consumer limit in ARS.
 */
export type WizardRuleContext = { readonly today: string; readonly maximoConsFinal: number };

/**
 * The errors that keep the user on a step (Spec 02 §4 "Wizard flow", §5):
 * - 0 Datos: @liqui/domain's `validateInvoiceStep1` on the step's fields (the items are left out,
 *   so the final-consumer limit waits for the amounts… unless they were already entered: going
 *   back from Detalle, the limit error shows on the document number, where the DNI is typed);
 * - 1 Detalle: `validateInvoiceItems` (paths `items.{i}.{field}`) and the final-consumer limit
 *   ('Limite superado. Debes informar el DNI.', path `nroDocumento`);
 * - 2 Resumen: everything.
 *
 * @param step - the step being left.
 * @param values - the wizard's values.
 * @param context - {@link WizardRuleContext}.
 * @returns the errors, with the domain's paths and Spanish messages (empty when the step is valid).
 */
export function validateWizardStep(
  step: WizardStep,
  values: InvoiceFormValues,
  context: WizardRuleContext,
): ValidationError[] {
  const candidate = toDraftCandidate(values);
  // The rule reads items that may still be incomplete (it checks them before using them).
  const step1 = validateInvoiceStep1(candidate as Partial<InvoiceDraft>, context);
  switch (step) {
    case 0:
      return step1;
    case 1:
      return [
        ...validateInvoiceItems(candidate.items),
        ...step1.filter((error) => error.code === 'invoice.finalConsumerLimit'),
      ];
    case 2:
      return [...step1, ...validateInvoiceItems(candidate.items)];
    default: {
      const unexpected: never = step;
      throw new RangeError(`Unknown wizard step: ${String(unexpected)}`);
    }
  }
}

/** The form fields of step 2 (Detalle); every other path belongs to step 1 (Datos). */
const detailPaths = /^(items(\.|$)|observacion$|importeTotal$)/;

/**
 * The step a field belongs to, so an error the server reports on a saved draft sends the user to
 * the step where the field is: `items.0.precio` → 1 (Detalle); `nroDocumento` → 0 (Datos).
 * The final-consumer limit lives on `nroDocumento` (the DNI is typed in Datos).
 *
 * @param path - an error path such as `fecha` or `items.2.cantidad`.
 */
export function stepOfPath(path: string): WizardStep {
  return detailPaths.test(path) ? 1 : 0;
}

/**
 * The body of `POST /root/invoices` (and of the update and process calls) from the wizard's
 * values: @liqui/domain's `validateInvoiceDraft`, the server's own rules, applied here too, gives
 * the normalized draft (a final consumer without DNI becomes document type 99 with number `'0'`,
 * CUIT digits only, service dates only for concepts 2 and 3, the associated voucher only for
 * types 12 and 13, `importeTotal` the exact total in ARS). Its `totals` are left out of the body.
 *
 * @param values - the wizard's values.
 * @param context - {@link WizardRuleContext}.
 * @returns the draft, or the errors of every step (paths as in {@link validateWizardStep}).
 */
export function prepareInvoiceDraft(
  values: InvoiceFormValues,
  context: WizardRuleContext,
): Result<InvoiceDraft> {
  const errors = validateWizardStep(2, values, context);
  if (errors.length > 0) return { ok: false, errors };
  const validated = validateInvoiceDraft(toDraftCandidate(values) as InvoiceDraft, context);
  if (!validated.ok) return validated;
  const { totals: _totals, ...draft } = validated.value;
  return { ok: true, value: draft };
}

/**
 * Each row's subtotal and the total, in integer cents, through @liqui/domain's exact
 * `computeInvoiceTotals` (Spec 02 §3 "subtotal = quantity times price"). A row whose quantity or
 * price is missing, not positive or has more than 2 decimals of pesos has no subtotal yet
 * (`null`) and adds nothing to the total.
 *
 * @param items - the form's item rows.
 * @returns `subtotalsCents[i]` for row `i` (or `null`) and `totalCents`.
 */
export function computeItemAmounts(items: readonly ItemFormValues[]): {
  readonly subtotalsCents: readonly (number | null)[];
  readonly totalCents: number;
} {
  let totalCents = 0;
  const subtotalsCents = items.map((item) => {
    const { cantidad, precio } = item;
    if (cantidad === null || precio === null || !(cantidad > 0) || !(precio > 0)) return null;
    if (!Number.isFinite(cantidad) || !toCents(precio).ok) return null;
    const subtotal = computeInvoiceTotals([{ cantidad, precio }]).totalCents;
    totalCents += subtotal;
    return subtotal;
  });
  return { subtotalsCents, totalCents };
}
