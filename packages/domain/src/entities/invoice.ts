/**
 * Electronic invoices type C: the invoice record, its items, its code lists and the bodies of the
 * invoice calls. Source: Spec 02 §3, §4, §7; Spec 03 §3 and §7.
 */
import {
  array,
  assign,
  coerce,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  partial,
  pattern,
  refine,
  size,
  string,
  union,
} from 'superstruct';
import { type CatalogueEntry, concepts } from '../catalogues';
import {
  formasDePago,
  invoiceCurrencies,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  tiposResponsable,
} from '../enumerations';
import { invoiceStatuses } from '../statuses';
import {
  Ars,
  Base64,
  Cuit,
  fromQueryNumber,
  Id,
  IsoDate,
  NonEmptyString,
  nullish,
  PuntoVenta,
} from './scalars';

/** The ids of an enumeration, in its order, keeping their literal types for `enums`. */
function idsOf<Id extends number | string>(entries: readonly CatalogueEntry<Id>[]): Id[] {
  return entries.map((entry) => entry.id);
}

/**
 * An invoice status (`estado`), one of {@link invoiceStatuses}: DRAFT (Borrador), PENDING_AFIP
 * (waiting for ARCA), EMITTED (authorized, has a CAE), CANCELED, REJECTED (by ARCA), QUEUED
 * (emission job waiting), PRESENTED. Source: Spec 02 §4, Spec 03 §3.
 */
export const InvoiceStatus = enums(invoiceStatuses);
/** An invoice status such as `DRAFT` or `EMITTED`. */
export type InvoiceStatus = Infer<typeof InvoiceStatus>;

/**
 * A voucher type (`tipoDeComprobante`), an ARCA code of {@link invoiceVoucherTypes}: 11 Factura C,
 * 12 Nota de Débito C, 13 Nota de Crédito C, 15 Recibo C. Source: Spec 02 §3 ("Voucher types").
 */
export const VoucherType = enums(idsOf(invoiceVoucherTypes));
/** A type-C voucher code: 11, 12, 13 or 15. */
export type VoucherType = Infer<typeof VoucherType>;

/**
 * A receiver's IVA condition (`tipoResponsable`), a wire value of {@link tiposResponsable}:
 * consumidor-final, iva-responsable-inscripto, iva-sujeto-exento, monotributista-social,
 * responsable-monotributo. Source: Spec 02 §3 ("Taxpayer kinds (tipoResponsable)").
 */
export const TipoResponsable = enums(idsOf(tiposResponsable));
/** A receiver's IVA condition such as `consumidor-final`. */
export type TipoResponsable = Infer<typeof TipoResponsable>;

/**
 * A receiver document type (`tipoDocumento`), an ARCA code of {@link invoiceDocumentTypes}:
 * 80 CUIT, 96 DNI, 94 Pasaporte, 99 No informa (sent with number `"0"`).
 * Source: Spec 02 §3 and §5, Spec 03 §3.
 */
export const ReceiverDocumentType = enums(idsOf(invoiceDocumentTypes));
/** A receiver document type code: 80, 96, 94 or 99. */
export type ReceiverDocumentType = Infer<typeof ReceiverDocumentType>;

/**
 * A payment form (`formaDePago`), a wire value of {@link formasDePago}.
 * Source: Spec 02 §3 ("Payment forms").
 */
export const FormaDePago = enums(idsOf(formasDePago));
/** A payment form such as `cuenta-corriente`. */
export type FormaDePago = Infer<typeof FormaDePago>;

/**
 * A currency code (`moneda`) as ARCA writes it, one of {@link invoiceCurrencies}: PES (pesos,
 * default), DOL, 060 (euro), 012 (real) and the other codes the spec lists.
 * Source: Spec 02 §3 ("Currencies").
 */
export const Moneda = enums(idsOf(invoiceCurrencies));
/** A currency code such as `PES`. */
export type Moneda = Infer<typeof Moneda>;

/**
 * An invoice concept (`concepto`), an id of ARCA's {@link concepts}: 1 products, 2 services
 * (default), 3 products and services. Service periods (`desde`, `hasta`, `vencimientoPago`) are
 * required when the concept is not 1. The catalogue is read from JSON, whose ids are plain
 * numbers: the type names the three codes (the catalogue's test pins its ids to them).
 * Source: Spec 02 §3 and §5.
 */
export const Concepto = enums(idsOf(concepts) as (1 | 2 | 3)[]);
/** An invoice concept code: 1, 2 or 3. */
export type Concepto = Infer<typeof Concepto>;

/**
 * Invoice actions a client may request (`action`). Only `PROCESS` exists: send the invoice to
 * ARCA. Source: Spec 02 §4 and §7.
 */
export const invoiceActionValues = ['PROCESS'] as const;

/** An invoice action (see {@link invoiceActionValues}). Source: Spec 02 §4. */
export const InvoiceAction = enums(invoiceActionValues);
/** An invoice action: `PROCESS`. */
export type InvoiceAction = Infer<typeof InvoiceAction>;

/**
 * A receiver document number as digits in a string (CUIT, DNI, passport digits; `"0"` for
 * type 99). Decision: a string, like every identifier, so leading zeros and 11-digit CUITs
 * travel unchanged. A JSON number is accepted too when the request is coerced (the server's
 * validation does; issue 10 item 9): a whole number from 0 to 2^53 − 1 becomes its digits
 * (`20111111112` → `"20111111112"`); anything else stays as sent and fails. Source: Spec 02 §5.
 */
export const DocumentNumber = coerce(pattern(string(), /^[0-9A-Za-z]{1,20}$/), number(), (value) =>
  Number.isSafeInteger(value) && value >= 0 ? String(value) : value,
);
/** A receiver document number (see the {@link DocumentNumber} struct). */
export type DocumentNumber = Infer<typeof DocumentNumber>;

/** A voucher number (`nroDeComprobante`, `cbteNroAsoc`): an integer from 1 to 99999999. */
export const VoucherNumber = max(min(integer(), 1), 99_999_999);
/** A voucher number 1–99999999 (see the {@link VoucherNumber} struct). */
export type VoucherNumber = Infer<typeof VoucherNumber>;

/**
 * A unit-of-measure code (`unidad`), ARCA's table coded 0 to 99; default 7 (unidades).
 * Source: Spec 02 §3 ("About 45 measurement units coded 0 to 98 … Default unit 7").
 */
export const UnitCode = max(min(integer(), 0), 99);
/** A unit-of-measure code 0–99 (see the {@link UnitCode} struct). */
export type UnitCode = Infer<typeof UnitCode>;

/** A positive finite quantity (items may be fractional, e.g. 1.5 kg). Source: Spec 02 §5. */
export const Quantity = refine(
  number(),
  'Quantity',
  (value) =>
    (Number.isFinite(value) && value > 0) || `Expected a positive quantity, but received: ${value}`,
);
/** A positive quantity (see the {@link Quantity} struct). */
export type Quantity = Infer<typeof Quantity>;

/**
 * One invoice line.
 *
 * - `key`: the row key the item table uses (string or number; optional on the wire).
 * - `codigo`: product code, text (default `"1"`).
 * - `concepto`: description.
 * - `unidad`: unit-of-measure code (default 7).
 * - `cantidad`: quantity, positive.
 * - `precio`: unit price, ARS, positive.
 *
 * The subtotal (`cantidad × precio`) is computed, not sent. Source: Spec 02 §3 and §5.
 */
export const InvoiceItem = object({
  key: optional(union([string(), number()])),
  codigo: NonEmptyString,
  concepto: NonEmptyString,
  unidad: UnitCode,
  cantidad: Quantity,
  precio: refine(Ars, 'PositiveArs', (value) => value > 0 || 'Expected a price above 0'),
});
/** One invoice line (see the {@link InvoiceItem} struct). */
export type InvoiceItem = Infer<typeof InvoiceItem>;

/**
 * The fields a client writes on an invoice: the wizard's steps Datos and Detalle.
 *
 * Receiver: `tipoResponsable`, `tipoDocumento`, `nroDocumento`, `razonSocialCliente`,
 * `domicilioComercialCliente`, `localidadCliente`, `provinciaCliente`, `emailCliente` (the
 * receiver texts may be missing for document type 99). Voucher: `tipoDeComprobante`, `fecha`
 * (`YYYY-MM-DD`), `formaDePago`, `moneda`, `concepto`, service period `desde` / `hasta` and
 * `vencimientoPago` (`YYYY-MM-DD`, when concept is not 1), `items` (at least one),
 * `observacion`, associated voucher `tipoDeComprobanteAsoc` / `puntoVentaAsoc` / `cbteNroAsoc`
 * (for types 12 and 13), `importeTotal` (ARS) and `puntoVenta` (the server fills the user's
 * point of sale when it is missing).
 *
 * This is the body of `POST /root/invoices`. Source: Spec 02 §3, §5 and §7.
 */
export const InvoiceDraft = object({
  tipoDeComprobante: VoucherType,
  tipoResponsable: TipoResponsable,
  fecha: IsoDate,
  tipoDocumento: ReceiverDocumentType,
  nroDocumento: DocumentNumber,
  razonSocialCliente: nullish(string()),
  domicilioComercialCliente: nullish(string()),
  localidadCliente: nullish(string()),
  provinciaCliente: nullish(string()),
  emailCliente: nullish(string()),
  formaDePago: FormaDePago,
  moneda: Moneda,
  concepto: Concepto,
  desde: nullish(IsoDate),
  hasta: nullish(IsoDate),
  vencimientoPago: nullish(IsoDate),
  items: size(array(InvoiceItem), 1, 1000),
  observacion: nullish(string()),
  tipoDeComprobanteAsoc: nullish(VoucherType),
  puntoVentaAsoc: nullish(PuntoVenta),
  cbteNroAsoc: nullish(VoucherNumber),
  importeTotal: Ars,
  puntoVenta: nullish(PuntoVenta),
});
/** The client-written fields of an invoice (see the {@link InvoiceDraft} struct). */
export type InvoiceDraft = Infer<typeof InvoiceDraft>;

/**
 * One code and message of ARCA (an `Err` or `Obs` of WSFEv1), as kept on a sent invoice:
 * `codigo` (e.g. 10016, 10246) and `mensaje` (ARCA's text, Spanish, unchanged).
 * Source: ../shared/reference/arca/web-services.md §3.1 and §3.9.
 */
export const AfipMessage = object({
  codigo: integer(),
  mensaje: string(),
});
/** An ARCA code and message (see the {@link AfipMessage} struct). */
export type AfipMessage = Infer<typeof AfipMessage>;

/**
 * ARCA's answer to the last FECAESolicitar of an invoice (not in the spec; decision for the detail
 * screen, issue 5): `resultado` A (approved) or R (rejected), the header `errores` and the voucher's
 * `observaciones` (an approved voucher may carry non-excluding observations).
 * Source: web-services.md §3.4.
 */
export const AfipRespuesta = object({
  resultado: nullable(enums(['A', 'R'])),
  errores: array(AfipMessage),
  observaciones: array(AfipMessage),
});
/** ARCA's answer kept on an invoice (see the {@link AfipRespuesta} struct). */
export type AfipRespuesta = Infer<typeof AfipRespuesta>;

/**
 * An invoice as the server returns it: the {@link InvoiceDraft} fields plus the server's.
 *
 * - `invoiceId`: the id. `invoice_id`: the same value under the snake-case name some calls use
 *   (the spec writes "invoiceId / invoice_id"); the server sends both.
 * - `userId` / `userCuit`: the issuer.
 * - `batchId`: the invoice batch it belongs to, `null` for an invoice of the wizard.
 * - `estado`: the status.
 * - `nroDeComprobante`: the voucher number, `null` until ARCA authorizes it.
 * - `cae` / `fechaVencimientoCae`: ARCA's authorization code and its expiry (`YYYY-MM-DD`),
 *   `null` until EMITTED.
 * - `action`: the last action requested (`PROCESS`), when any.
 * - `afipRespuesta`: ARCA's answer to the last request ({@link AfipRespuesta}), `null` until
 *   ARCA answered; a REJECTED invoice keeps ARCA's codes and messages here.
 * - `intentosFallidos`: how many emission attempts failed because ARCA could not be reached
 *   (0 when none). The wizard tells "out of service" (PENDING_AFIP with failed attempts) from
 *   "still sending" (PENDING_AFIP without). Not in the spec: decision of issue 5.
 *
 * Source: Spec 02 §3 ("Invoice"), Spec 03 §3 ("Invoice export row" for cae).
 */
export const Invoice = assign(
  InvoiceDraft,
  object({
    invoiceId: Id,
    invoice_id: optional(Id),
    userId: Id,
    userCuit: nullish(Cuit),
    batchId: nullish(Id),
    estado: InvoiceStatus,
    nroDeComprobante: nullish(VoucherNumber),
    cae: nullish(pattern(string(), /^\d{14}$/)),
    fechaVencimientoCae: nullish(IsoDate),
    action: nullish(InvoiceAction),
    afipRespuesta: nullish(AfipRespuesta),
    intentosFallidos: optional(min(integer(), 0)),
  }),
);
/** An invoice as stored and returned (see the {@link Invoice} struct). */
export type Invoice = Infer<typeof Invoice>;

/**
 * The answer of `POST /root/invoices`: the new draft's id. The draft is saved with status DRAFT.
 * Source: Spec 02 §7 ("invoiceId").
 */
export const InvoiceCreated = object({ invoiceId: Id });
/** The id of a new draft (see the {@link InvoiceCreated} struct). */
export type InvoiceCreated = Infer<typeof InvoiceCreated>;

/**
 * The fields of an {@link Invoice} that only the server writes (ids, issuer, batch, number, CAE,
 * ARCA's answer, failed attempts). A `PUT` may send them back as the `GET` returned them: equal to
 * the stored value they are ignored, a different value is refused naming the field
 * (`checkReadOnlyFields`; issue 10 item 9). `estado` is not among them: the spec's wizard sends
 * it on purpose (see {@link InvoiceUpdate}).
 */
export const invoiceReadOnlyFields = [
  'invoiceId',
  'userId',
  'userCuit',
  'batchId',
  'nroDeComprobante',
  'cae',
  'fechaVencimientoCae',
  'action',
  'afipRespuesta',
  'intentosFallidos',
] as const;

/**
 * The body of `PUT /root/invoices` (wizard step 2 with an existing id): `invoice_id`, any
 * {@link InvoiceDraft} fields, `importeTotal` (ARS) and optionally `estado` (the spec's wizard
 * sends PENDING_AFIP; the server owns the status and ignores it). It also takes every other field
 * of the {@link Invoice} the matching `GET /root/invoices/{id}` returned, so a client may send
 * that object back with its changes: the read-only ones ({@link invoiceReadOnlyFields}) must
 * equal the stored values. Unknown keys are refused. Source: Spec 02 §4 ("Wizard flow") and §7.
 */
export const InvoiceUpdate = assign(
  partial(Invoice),
  object({
    invoice_id: Id,
    importeTotal: Ars,
  }),
);
/** A draft update (see the {@link InvoiceUpdate} struct). */
export type InvoiceUpdate = Infer<typeof InvoiceUpdate>;

/**
 * The answer of `PUT /root/invoices`: the updated invoice's id. Source: Spec 02 §7 ("invoice_id").
 */
export const InvoiceUpdated = object({ invoice_id: Id });
/** The id of an updated invoice (see the {@link InvoiceUpdated} struct). */
export type InvoiceUpdated = Infer<typeof InvoiceUpdated>;

/**
 * The body of `PUT /root/invoices/{invoiceId}` ("Procesar Factura" / "Generar Comprobante"):
 * any {@link InvoiceDraft} fields, `nroDeComprobante` (the client's guess, ignored: the number is
 * ARCA's), `action: 'PROCESS'` and `estado: 'PENDING_AFIP'`. Allowed only for DRAFT or
 * PRESENTED invoices; the server queues the idempotent emission job. Like {@link InvoiceUpdate}
 * it takes the other fields of the {@link Invoice} as the `GET` returned them (read-only ones
 * equal to the stored values). Source: Spec 02 §4 and §7.
 */
export const InvoiceProcessRequest = assign(
  partial(Invoice),
  object({
    nroDeComprobante: nullish(integer()),
    action: literal('PROCESS'),
    estado: optional(literal('PENDING_AFIP')),
  }),
);
/** A request to send an invoice to ARCA (see the {@link InvoiceProcessRequest} struct). */
export type InvoiceProcessRequest = Infer<typeof InvoiceProcessRequest>;

/**
 * How many invoices one page of `GET /root/invoices` (and `GET /root/invoices/admin/{userId}`)
 * holds: `limit` defaults to 50 and may be at most 200. Decision (issue 11 item 2: every list that
 * can grow is paged by cursor).
 */
export const invoicePageLimits = { default: 50, max: 200 } as const;

/**
 * The query of `GET /root/invoices` and `GET /root/invoices/admin/{userId}`: `limit` (1–200,
 * default 50; text in the URL) and `last`, the cursor the previous page answered (absent for the
 * first page). The cursor is opaque: a client passes back what it got. Source: Spec 02 §7 (`last`).
 */
export const InvoiceListQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), invoicePageLimits.max))),
  last: optional(size(string(), 1, 200)),
});
/** The query of an invoice list page (see the {@link InvoiceListQuery} struct). */
export type InvoiceListQuery = Infer<typeof InvoiceListQuery>;

/**
 * The answer of `GET /root/invoices` and `GET /root/invoices/admin/{userId}`: one page of
 * `invoices`, newest first (issue date, then creation), each with `batchId` and `estado` (the
 * own-invoice screen hides batch and REJECTED ones), and `last`: the cursor of the next page, or
 * `null` when this page is the last one. Source: Spec 02 §7, Spec 03 §7.
 */
export const InvoiceList = object({
  invoices: array(Invoice),
  last: nullable(string()),
});
/** A user's invoices (see the {@link InvoiceList} struct). */
export type InvoiceList = Infer<typeof InvoiceList>;

/**
 * The answer of `GET /pdf/{invoiceId}`: the invoice PDF as base64 (`pdf`) and a suggested file
 * name. Decision: a JSON object rather than a bare string, so errors keep the usual error body.
 * Source: Spec 02 §7 ("PDF as base64"), Spec 03 §7.
 */
export const InvoicePdf = object({
  pdf: Base64,
  fileName: optional(NonEmptyString),
});
/** An invoice PDF in base64 (see the {@link InvoicePdf} struct). */
export type InvoicePdf = Infer<typeof InvoicePdf>;

/**
 * The query of `GET /pdf/{invoiceId}`: the issuer's `userId` (a staff caller reads another
 * user's invoice; a taxpayer passes its own). Source: Spec 02 §7, Spec 03 §7.
 */
export const InvoicePdfQuery = object({ userId: Id });
/** The query of an invoice PDF (see the {@link InvoicePdfQuery} struct). */
export type InvoicePdfQuery = Infer<typeof InvoicePdfQuery>;

/** The largest (and default) page of `GET /root/invoices/invoices/cuit/{cuit}`. */
export const INVOICES_BY_CUIT_MAX_LIMIT = 1_000;

/**
 * The query of `GET /root/invoices/invoices/cuit/{cuit}` (download of a company's invoices by
 * state and date range): `estado` (decision: optional, all states when missing) and the voucher
 * date range `fechaCbteDesde` / `fechaCbteHasta` (`YYYY-MM-DD`, both required).
 * Paging (Liqui, issue 15 item 3: a company's invoices grow every month): optional `limit`
 * (1–1,000, default 1,000) and `last`, the `invoiceId` of the previous page's last invoice; the
 * answer stays a bare array in invoice id order: page until a page has fewer than `limit`.
 * Source: Spec 03 §5 ("Download invoices") and §7.
 */
export const InvoicesByCuitQuery = object({
  estado: optional(InvoiceStatus),
  fechaCbteDesde: IsoDate,
  fechaCbteHasta: IsoDate,
  limit: optional(fromQueryNumber(max(min(integer(), 1), INVOICES_BY_CUIT_MAX_LIMIT))),
  last: optional(Id),
});
/** The filter of a company invoice download (see the {@link InvoicesByCuitQuery} struct). */
export type InvoicesByCuitQuery = Infer<typeof InvoicesByCuitQuery>;
