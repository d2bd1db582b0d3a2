/**
 * The invoice wizard's rules (Spec 02 §5, §9) and the ARCA constraints behind them
 * (../shared/reference/arca/web-services.md §3.3–§3.9): step 1 (Datos), the items (Detalle), exact
 * totals in cents, the final-consumer normalization and limit, ARCA's date window, the RG 5616 IVA
 * condition of the receiver and plain-Spanish hints for ARCA's rejection codes.
 *
 * Pure: `today` and the final-consumer limit come in through {@link InvoiceRuleContext}.
 */
import type {
  Concepto,
  InvoiceDraft,
  InvoiceItem,
  ReceiverDocumentType,
  TipoResponsable,
} from './entities/invoice';
import { invoiceDocumentTypes, invoiceVoucherTypes, tiposResponsable } from './enumerations';
import { formatMessage, type MessageArgs, type MessageCode } from './messages';
import { type Cents, fromCents, toCents } from './money';
import { fail, type Result, succeed, type ValidationError } from './result';
import { validateCuit, validateDni } from './validate-cuit';

/**
 * What the invoice rules need from outside: `today`, the Argentine calendar date `YYYY-MM-DD` of
 * "today" (the caller's clock, Argentina time), and `maximoConsFinal`, the server's final-consumer
 * limit in ARS (`otros_impuestos.maximo_cons_final`; default 10000, Spec 02 §5, §9).
 */
export type InvoiceRuleContext = { today: string; maximoConsFinal: number /* ARS */ };

/**
 * Exact totals of an invoice in integer cents: `subtotalsCents[i]` is item `i`'s
 * `cantidad × precio` rounded half-even to the cent, `totalCents` their sum.
 * Source: Spec 02 §3 ("subtotal = quantity times price"), web-services.md §3.9 (Round Half Even).
 */
export type InvoiceTotals = { subtotalsCents: number[]; totalCents: number };

/**
 * A draft that passed {@link validateInvoiceDraft}, normalized, with its {@link InvoiceTotals}.
 * `importeTotal` is the computed total in ARS (the client's value is ignored).
 */
export type ValidInvoiceDraft = InvoiceDraft & { totals: InvoiceTotals };

/** ARCA's `ImpTotal` holds 13 integer digits and 2 decimals (web-services.md §3.3). */
const maxTotalCents = 999_999_999_999_999;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a real `YYYY-MM-DD` day to its UTC midnight epoch milliseconds, else `null`. */
function parseIsoDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return time;
}

/** Adds whole days to a `YYYY-MM-DD` date; throws on a date that is not a real day. */
function addDays(date: string, days: number): string {
  const time = parseIsoDate(date);
  if (time === null) throw new RangeError(`Expected a date YYYY-MM-DD, but received: ${date}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`, the way dates are shown to the user. */
function displayDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/**
 * The earliest invoice date the wizard accepts: `today` − 3 days ("The date picker blocks dates
 * earlier than 3 days ago", Spec 02 §5, §9). Stricter than ARCA's own window (N − 5 / N − 10).
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD`.
 * @returns the earliest date `YYYY-MM-DD` (e.g. `'2026-11-17'` for `'2026-11-20'`).
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` day (a programming error).
 */
export function earliestInvoiceDate(today: string): string {
  return addDays(today, -3);
}

/**
 * The latest invoice date ARCA accepts (`CbteFch`, web-services.md §3.6, code 10016): `today` + 5
 * days for concept 1 (products), + 10 days for concepts 2 and 3 (services).
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD` (ARCA's N, the sending date).
 * @param concepto - 1, 2 or 3.
 * @returns the latest date `YYYY-MM-DD` (e.g. `'2026-11-25'` for `'2026-11-20'` and concept 1).
 * @throws RangeError when `today` is not a real `YYYY-MM-DD` day (a programming error).
 */
export function latestInvoiceDate(today: string, concepto: Concepto): string {
  switch (concepto) {
    case 1:
      return addDays(today, 5);
    case 2:
    case 3:
      return addDays(today, 10);
    default: {
      const unexpected: never = concepto;
      throw new RangeError(`Unknown concepto: ${String(unexpected)}`);
    }
  }
}

/**
 * The ARCA `CondicionIVAReceptorId` of a receiver's IVA condition (RG 5616/2024, web-services.md
 * §3.7): consumidor-final 5, iva-responsable-inscripto 1, iva-sujeto-exento 4,
 * monotributista-social 13, responsable-monotributo 6. Every one is valid for class C vouchers.
 * Read from {@link tiposResponsable}, the single list of these values.
 *
 * @param tipoResponsable - the receiver's IVA condition (Spec 02 §3).
 * @returns the RG 5616 id.
 * @throws RangeError for a value outside the list (only reachable by casting).
 */
export function condicionIvaReceptorId(tipoResponsable: TipoResponsable): number {
  const entry = tiposResponsable.find((candidate) => candidate.id === tipoResponsable);
  if (entry === undefined) throw new RangeError(`Unknown tipoResponsable: ${tipoResponsable}`);
  return entry.ivaReceptorConditionId;
}

/**
 * Whether an invoice to a final consumer reaches the identification limit (Spec 02 §5 "Total
 * limit", §9; RG 5700/2025: "igual o superior"): the receiver is `consumidor-final` and the total
 * is equal to or above `maximoConsFinal`. From it on the receiver must be identified by DNI
 * ('Limite superado. Debes informar el DNI.').
 *
 * @param tipoResponsable - the receiver's IVA condition.
 * @param totalCents - the invoice total in integer cents.
 * @param maximoConsFinal - the limit in ARS (at most 2 decimals; default 10000).
 * @returns `true` only for a final consumer whose total is at or above the limit.
 * @throws RangeError when `maximoConsFinal` is not an amount in ARS (a programming error).
 */
export function isFinalConsumerOverLimit(
  tipoResponsable: TipoResponsable,
  totalCents: Cents,
  maximoConsFinal: number,
): boolean {
  if (tipoResponsable !== 'consumidor-final') return false;
  const limit = toCents(maximoConsFinal);
  if (!limit.ok) throw new RangeError(`Invalid maximoConsFinal: ${maximoConsFinal}`);
  return totalCents >= limit.value;
}

// --- exact totals ----------------------------------------------------------------------------

/** A positive decimal as `units / 10^scale`, read exactly from a number's shortest text. */
function exactDecimal(value: number): { units: bigint; scale: number } | null {
  if (!Number.isFinite(value)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(value));
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** `numerator / denominator` (denominator > 0) rounded half to even. */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let quotient = n / denominator;
  const twice = 2n * (n % denominator);
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * Computes an invoice's totals exactly (Spec 02 §3 "subtotal = quantity times price", §9): each
 * subtotal is `cantidad × precio` in integer arithmetic on the exact decimals (no float product),
 * rounded once to the cent half to even (ARCA's rounding, web-services.md §3.9); the total is the
 * sum of the subtotals. `cantidad` may have decimals (`1.5` kg × `$ 10,01` → `1502` cents, since
 * 1501.5 rounds to the even 1502; `0.5 × 0.05` → 2 cents).
 *
 * @param items - the lines' `cantidad` (a positive number) and `precio` (ARS, at most 2 decimals).
 * @returns `{ subtotalsCents, totalCents }` in integer cents; `{ subtotalsCents: [], totalCents: 0 }`
 *   for no items.
 * @throws RangeError when a quantity is not a finite number, a price is not an amount in ARS with
 *   at most 2 decimals, or a result leaves the safe-integer range: validate first with
 *   {@link validateInvoiceItems}.
 */
export function computeInvoiceTotals(
  items: Pick<InvoiceItem, 'cantidad' | 'precio'>[],
): InvoiceTotals {
  const exact = exactTotals(items);
  return {
    subtotalsCents: exact.subtotals.map(toSafeNumber),
    totalCents: toSafeNumber(exact.total),
  };
}

/** The subtotals and total in `bigint` cents (see {@link computeInvoiceTotals}). */
function exactTotals(items: Pick<InvoiceItem, 'cantidad' | 'precio'>[]): {
  subtotals: bigint[];
  total: bigint;
} {
  let total = 0n;
  const subtotals = items.map((item, index) => {
    const price = toCents(item.precio);
    const quantity = exactDecimal(item.cantidad);
    if (!price.ok) throw new RangeError(`Invalid precio of item ${index}: ${item.precio}`);
    if (quantity === null) throw new RangeError(`Invalid cantidad of item ${index}`);
    const subtotal = divideHalfEven(
      BigInt(price.value) * quantity.units,
      10n ** BigInt(quantity.scale),
    );
    total += subtotal;
    return subtotal;
  });
  return { subtotals, total };
}

function toSafeNumber(cents: bigint): number {
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe range: ${cents} cents`);
  }
  return Number(cents);
}

// --- validation ------------------------------------------------------------------------------

/** Collects errors with their catalogue messages. */
class ErrorList {
  readonly errors: ValidationError[] = [];

  add<C extends MessageCode>(path: string, code: C, ...args: MessageArgs<C>): void {
    this.errors.push({ path, code, message: formatMessage(code, ...args) });
  }

  addAll(errors: readonly ValidationError[]): void {
    this.errors.push(...errors);
  }

  has(path: string): boolean {
    return this.errors.some((error) => error.path === path);
  }
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function isOneOf<T extends number | string>(value: unknown, ids: readonly T[]): value is T {
  return ids.includes(value as T);
}

const voucherTypeIds = invoiceVoucherTypes.map((entry) => entry.id);
const documentTypeIds = invoiceDocumentTypes.map((entry) => entry.id);
const tipoResponsableIds = tiposResponsable.map((entry) => entry.id);
const conceptoIds: readonly Concepto[] = [1, 2, 3];

/** Voucher types that carry an associated voucher: 12 Nota de Débito C, 13 Nota de Crédito C. */
function needsAssociatedVoucher(tipoDeComprobante: unknown): boolean {
  return tipoDeComprobante === 12 || tipoDeComprobante === 13;
}

/** The receiver's document after the final-consumer normalization, or `null` when invalid. */
type NormalizedDocument = { tipoDocumento: ReceiverDocumentType; nroDocumento: string };

/**
 * Step 1 checks shared by {@link validateInvoiceStep1} and {@link validateInvoiceDraft}; returns
 * the normalized document (when valid) so the draft can carry it.
 */
function checkStep1(
  values: Partial<InvoiceDraft>,
  context: InvoiceRuleContext,
  totalCents: number | null,
  list: ErrorList,
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
  } else if (parseIsoDate(values.fecha) === null) {
    list.add('fecha', 'date.invalid');
  } else {
    const fecha = values.fecha as string;
    const earliest = earliestInvoiceDate(context.today);
    if (fecha < earliest) {
      list.add('fecha', 'invoice.dateTooEarly', { fecha: displayDate(earliest) });
    } else if (concepto !== null) {
      const latest = latestInvoiceDate(context.today, concepto);
      if (fecha > latest) list.add('fecha', 'invoice.dateTooLate', { fecha: displayDate(latest) });
    }
  }

  // Service period and payment due date when the concept is not 1 (ARCA 10049, 10032, 10036).
  if (concepto !== null && concepto !== 1) {
    const dates = [
      ['vencimientoPago', 'invoice.vencimientoPagoRequired'],
      ['desde', 'invoice.desdeRequired'],
      ['hasta', 'invoice.hastaRequired'],
    ] as const;
    for (const [field, code] of dates) {
      if (isBlank(values[field])) list.add(field, code);
      else if (parseIsoDate(values[field]) === null) list.add(field, 'date.invalid');
    }
    const { desde, hasta, vencimientoPago, fecha } = values;
    if (!list.has('desde') && !list.has('hasta') && (hasta as string) < (desde as string)) {
      list.add('hasta', 'invoice.hastaBeforeDesde');
    }
    if (
      !list.has('vencimientoPago') &&
      parseIsoDate(fecha) !== null &&
      (vencimientoPago as string) < (fecha as string)
    ) {
      list.add('vencimientoPago', 'invoice.vencimientoPagoBeforeFecha');
    }
  }

  // Associated voucher of a debit or credit note (Spec 02 §5, ARCA 10197).
  if (needsAssociatedVoucher(values.tipoDeComprobante)) {
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

  const document = checkDocument(values, tipoResponsable, list);

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
    isFinalConsumerOverLimit(tipoResponsable, totalCents, context.maximoConsFinal)
  ) {
    list.add('nroDocumento', 'invoice.finalConsumerLimit');
  }
  return document;
}

/** The document rules of step 1 (Spec 02 §5 "CUIT", "Final consumer"). */
function checkDocument(
  values: Partial<InvoiceDraft>,
  tipoResponsable: TipoResponsable | null,
  list: ErrorList,
): NormalizedDocument | null {
  const isFinalConsumer = tipoResponsable === 'consumidor-final';
  // A final consumer's document type defaults to 96 (DNI).
  const tipoDocumento =
    values.tipoDocumento === undefined || values.tipoDocumento === null
      ? isFinalConsumer
        ? 96
        : null
      : values.tipoDocumento;
  if (!isOneOf(tipoDocumento, documentTypeIds)) {
    list.add('tipoDocumento', 'field.dataRequired');
    return null;
  }
  if (isFinalConsumer && tipoDocumento === 80) {
    list.add('tipoDocumento', 'invoice.finalConsumerCuit');
    return null;
  }
  if (tipoResponsable !== null && !isFinalConsumer && tipoDocumento !== 80) {
    list.add('tipoDocumento', 'invoice.receiverCuitRequired');
    return null;
  }
  const raw = values.nroDocumento ?? '';
  // Type 99, or a final consumer's empty DNI: "consumidor final sin identificar", number '0'.
  if (tipoDocumento === 99 || (isFinalConsumer && tipoDocumento === 96 && isBlank(raw))) {
    return { tipoDocumento: 99, nroDocumento: '0' };
  }
  let checked: Result<string>;
  switch (tipoDocumento) {
    case 80:
      checked = validateCuit(raw, { path: 'nroDocumento' });
      break;
    case 96:
      checked = validateDni(raw, { path: 'nroDocumento' });
      break;
    case 94: {
      const passport = raw.replace(/[\s.-]/g, '');
      checked = passport === '' ? fail('nroDocumento', 'field.dataRequired') : succeed(passport);
      break;
    }
    default: {
      const unexpected: never = tipoDocumento;
      throw new RangeError(`Unknown tipoDocumento: ${String(unexpected)}`);
    }
  }
  if (!checked.ok) {
    list.addAll(checked.errors);
    return null;
  }
  return { tipoDocumento, nroDocumento: checked.value };
}

/**
 * The total in cents when every item has a positive quantity and price in ARS, else `null`; a
 * total beyond ARCA's `ImpTotal` is given as that maximum + 1 (enough for the limit check).
 */
function totalOfValidItems(items: unknown): number | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  if (validateInvoiceItems(items as Partial<InvoiceItem>[]).length > 0) return null;
  const { total } = exactTotals(items as InvoiceItem[]);
  return total > BigInt(maxTotalCents) ? maxTotalCents + 1 : Number(total);
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
 * - Concept 2 or 3: `vencimientoPago` → `invoice.vencimientoPagoRequired` 'Fecha Vencimiento
 *   requerida', `desde` → `invoice.desdeRequired` 'Fecha desde requerida', `hasta` →
 *   `invoice.hastaRequired` 'Fecha hasta requerida'; `hasta` < `desde` →
 *   `invoice.hastaBeforeDesde` (ARCA 10032); `vencimientoPago` < `fecha` →
 *   `invoice.vencimientoPagoBeforeFecha` (ARCA 10036).
 * - Voucher types 12 and 13: `tipoDeComprobanteAsoc`, `puntoVentaAsoc` (≥ 1), `cbteNroAsoc`
 *   (≥ 1) → `field.dataRequired` 'Dato requerido'.
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
 * - When `values.items` are all valid (see {@link validateInvoiceItems}), the final-consumer
 *   limit: an unidentified final consumer whose total is equal to or above `maximoConsFinal` →
 *   `invoice.finalConsumerLimit` 'Limite superado. Debes informar el DNI.' on `nroDocumento`.
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
  const list = new ErrorList();
  checkStep1(values, context, totalOfValidItems(values.items), list);
  return list.errors;
}

/**
 * Validates the wizard's items, step 2 Detalle (Spec 02 §5 "Items").
 *
 * Per item `i` (path `items.{i}.{field}`): `codigo` blank → `item.codigoRequired` 'Código
 * requerido'; `concepto` blank → `item.conceptoRequired` 'Concepto requerido'; `unidad` not a unit
 * code 0–99 → `item.unidadRequired` 'Unidad requerida'; `cantidad` and `precio` missing, not a
 * finite number or not above 0 → `item.positiveNumber` 'Numero positivo necesario'; `precio` with
 * more than 2 decimals → `money.decimals`. No items at all → `invoice.itemsRequired` 'Agregá al
 * menos un ítem' on `items`.
 *
 * @param items - the item rows (fields may be missing while the user types).
 * @returns every error found (empty when the items are valid).
 */
export function validateInvoiceItems(items: Partial<InvoiceItem>[]): ValidationError[] {
  const list = new ErrorList();
  if (items.length === 0) list.add('items', 'invoice.itemsRequired');
  items.forEach((item, index) => {
    const path = `items.${index}`;
    if (isBlank(item.codigo)) list.add(`${path}.codigo`, 'item.codigoRequired');
    if (isBlank(item.concepto)) list.add(`${path}.concepto`, 'item.conceptoRequired');
    const { unidad, cantidad, precio } = item;
    if (!(Number.isInteger(unidad) && (unidad as number) >= 0 && (unidad as number) <= 99)) {
      list.add(`${path}.unidad`, 'item.unidadRequired');
    }
    if (!isPositiveNumber(cantidad) || exactDecimal(cantidad) === null) {
      list.add(`${path}.cantidad`, 'item.positiveNumber');
    }
    if (!isPositiveNumber(precio)) list.add(`${path}.precio`, 'item.positiveNumber');
    else if (!toCents(precio).ok) list.add(`${path}.precio`, 'money.decimals');
  });
  return list.errors;
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Validates a whole draft the way the server does before saving or emitting it (Spec 02 §5, §9;
 * web-services.md §3.3–§3.6): every rule of {@link validateInvoiceStep1} and
 * {@link validateInvoiceItems}, the final-consumer limit on the computed total, and a total that
 * fits ARCA's `ImpTotal` (13 integer digits → `invoice.totalTooLarge` on `importeTotal`).
 *
 * The value is the normalized draft:
 * - `nroDocumento`: CUIT or DNI digits only; a final consumer without a DNI (or type 99) becomes
 *   `tipoDocumento` 99 with `nroDocumento` `'0'`;
 * - `importeTotal`: the computed total in ARS (the client's value is ignored);
 * - `desde`, `hasta`, `vencimientoPago`: `null` for concept 1 (ARCA takes service dates only for
 *   concepts 2 and 3);
 * - `tipoDeComprobanteAsoc`, `puntoVentaAsoc`, `cbteNroAsoc`: `null` for types 11 and 15 (ARCA
 *   10198);
 * - the receiver texts trimmed, blank ones `null`; the items kept as given;
 * - `totals`: {@link InvoiceTotals} in cents.
 *
 * @param draft - the draft as the client sent it (already checked against the `InvoiceDraft` struct).
 * @param context - {@link InvoiceRuleContext}: `today` and `maximoConsFinal` (ARS).
 * @returns the normalized {@link ValidInvoiceDraft}, or every error found.
 * @throws RangeError when `context.today` is not a real `YYYY-MM-DD` day.
 */
export function validateInvoiceDraft(
  draft: InvoiceDraft,
  context: InvoiceRuleContext,
): Result<ValidInvoiceDraft> {
  const list = new ErrorList();
  const itemErrors = validateInvoiceItems(draft.items ?? []);
  const totalCents = itemErrors.length === 0 ? totalOfValidItems(draft.items) : null;
  const document = checkStep1(draft, context, totalCents, list);
  list.addAll(itemErrors);
  if (totalCents !== null && totalCents > maxTotalCents) {
    list.add('importeTotal', 'invoice.totalTooLarge');
  }
  const totals = list.errors.length === 0 ? computeInvoiceTotals(draft.items) : null;
  if (list.errors.length > 0 || totals === null || document === null) {
    return { ok: false, errors: list.errors };
  }
  const hasServiceDates = draft.concepto !== 1;
  const hasAssociated = needsAssociatedVoucher(draft.tipoDeComprobante);
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

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

// --- ARCA rejection hints --------------------------------------------------------------------

/** The catalogue codes of the ARCA hints (`afipHint.*`, texts without placeholders). */
type AfipHintCode = Extract<MessageCode, `afipHint.${string}`>;

const rejectionHints: Readonly<Partial<Record<number, AfipHintCode>>> = {
  10016: 'afipHint.10016',
  10246: 'afipHint.10246',
  10242: 'afipHint.ivaCondition',
  10243: 'afipHint.ivaCondition',
  10015: 'afipHint.10015',
  10013: 'afipHint.10013',
  10069: 'afipHint.10069',
  10048: 'afipHint.10048',
  10049: 'afipHint.10049',
  10032: 'afipHint.10032',
  10036: 'afipHint.10036',
  600: 'afipHint.600',
  601: 'afipHint.601',
  10197: 'afipHint.10197',
  10198: 'afipHint.10198',
};

/**
 * A plain-Spanish hint for an ARCA error or observation code, shown next to ARCA's own text on a
 * rejected invoice (web-services.md §3.1, §3.7, §3.9). Known codes: 10016 (numbering / date
 * window), 10246 (IVA condition of the receiver missing, RG 5616), 10242 / 10243 (that condition
 * not valid), 10015, 10013, 10069 (receiver document), 10048 (totals), 10049 / 10032 / 10036
 * (service and payment dates), 600 / 601 (Liqui's authorization as representative),
 * 10197 / 10198 (associated voucher). The texts are the `afipHint.*` codes of the catalogue
 * (not in the spec; ours).
 *
 * @param codigo - ARCA's `Code` of an `Err` or `Obs`.
 * @returns the hint, or `undefined` for a code without one.
 */
export function afipRejectionHint(codigo: number): string | undefined {
  const code = rejectionHints[codigo];
  return code === undefined ? undefined : formatMessage(code);
}
