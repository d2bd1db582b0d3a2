import type {
  InvoiceDraft,
  InvoiceProcessRequest,
  InvoiceStatus,
  InvoiceUpdate,
  ValidInvoiceDraft,
} from '@liqui/domain';
import {
  argentineDateOf,
  checkReadOnlyFields,
  formatMessage,
  InvoiceDraft as InvoiceDraftStruct,
  invoiceReadOnlyFields,
  validateInvoiceDraft,
} from '@liqui/domain';
import { type FieldError, invalid } from '../../service-error.js';
import { type InvoiceRow, toInvoice } from './invoice-row.js';

/**
 * The draft rules the invoice writes share (Spec 02 §3, §4, §7; issue 5): a stored invoice's
 * draft, a body's changes merged into it, the body's read-only fields checked, the domain's
 * validation, and the columns a valid draft writes.
 */

/** A body that carries draft changes: the wizard's update, or PROCESS. */
type DraftBody = InvoiceUpdate | InvoiceProcessRequest;

/** Whether `name` is a field of the {@link InvoiceDraft} struct. */
function isDraftField(name: string): name is keyof InvoiceDraft {
  return Object.hasOwn(InvoiceDraftStruct.schema, name);
}

/**
 * The wire names of the draft fields a client may change: every {@link InvoiceDraft} field but
 * `importeTotal`, which the server computes from the items (the client's figure is ignored).
 */
const draftFieldNames = Object.keys(InvoiceDraftStruct.schema)
  .filter(isDraftField)
  .filter((name) => name !== 'importeTotal');

/** The draft fields of a stored invoice (the `InvoiceDraft` wire fields). */
function draftOf(row: InvoiceRow): InvoiceDraft {
  const invoice = toInvoice(row);
  return {
    tipoDeComprobante: invoice.tipoDeComprobante,
    tipoResponsable: invoice.tipoResponsable,
    fecha: invoice.fecha,
    tipoDocumento: invoice.tipoDocumento,
    nroDocumento: invoice.nroDocumento,
    razonSocialCliente: invoice.razonSocialCliente,
    domicilioComercialCliente: invoice.domicilioComercialCliente,
    localidadCliente: invoice.localidadCliente,
    provinciaCliente: invoice.provinciaCliente,
    emailCliente: invoice.emailCliente,
    formaDePago: invoice.formaDePago,
    moneda: invoice.moneda,
    concepto: invoice.concepto,
    desde: invoice.desde,
    hasta: invoice.hasta,
    vencimientoPago: invoice.vencimientoPago,
    items: invoice.items,
    observacion: invoice.observacion,
    tipoDeComprobanteAsoc: invoice.tipoDeComprobanteAsoc,
    puntoVentaAsoc: invoice.puntoVentaAsoc,
    cbteNroAsoc: invoice.cbteNroAsoc,
    importeTotal: invoice.importeTotal,
    puntoVenta: invoice.puntoVenta,
  };
}

/** Copies `source[name]` onto `target` when the body sent it (a `null` clears, a missing key keeps). */
function copySent<K extends keyof InvoiceDraft>(
  target: InvoiceDraft,
  source: Partial<Pick<InvoiceDraft, K>>,
  name: K,
): void {
  const value = source[name];
  if (value !== undefined) target[name] = value;
}

/**
 * The stored invoice's draft with the body's draft fields laid over it: the server-owned ones
 * (status, number, action, ids, CAE…) are not taken, after {@link checkEchoedFields} made sure
 * they were sent unchanged; `importeTotal` is the stored one (the server computes the total).
 */
export function mergeDraft(row: InvoiceRow, body: DraftBody): InvoiceDraft {
  const merged = draftOf(row);
  for (const name of draftFieldNames) copySent(merged, body, name);
  return merged;
}

/**
 * The `estado` values a body may send besides the stored one: PENDING_AFIP, the status the spec's
 * wizard sends with its update (Spec 02 §4 "Wizard flow": "an update if an id exists (which sets
 * PENDING_AFIP)") and PROCESS carries (the contract's `InvoiceProcessRequest`). Decision: the
 * server owns the status; that value is taken as the wizard's and the status does not change
 * (`update-invoice.ts`), while any other status (EMITTED, CANCELED…) different from the stored one
 * is refused (issue 28 item 8).
 */
const echoedStatuses: readonly InvoiceStatus[] = ['PENDING_AFIP'];

/**
 * Refuses a body that sends back a read-only field of the invoice with another value than the
 * stored one (issue 10 item 9, issue 28 item 8): the client may send the `GET` answer back with
 * its changes. The read-only fields are `invoiceReadOnlyFields` of `@liqui/domain` (ids, issuer,
 * batch, number, CAE and its due date, action, ARCA's answer, failed attempts; checked by
 * `checkReadOnlyFields`: the same value as stored is accepted and ignored, a different one
 * refused) and `estado` (the stored value or PENDING_AFIP accepted, see {@link echoedStatuses};
 * any other refused). `ignored` names fields left out: PROCESS leaves out `nroDeComprobante` and
 * `action`, whose body carries the request's verb (`action: 'PROCESS'`) and the client's guess of
 * the number per the spec (ignored: the number is ARCA's).
 *
 * @throws ServiceError `validation` (400 'Datos inválidos') with 'Este dato no se puede
 *   modificar' at each such field, in the order of `invoiceReadOnlyFields`, then `estado`.
 */
export function checkEchoedFields(
  body: DraftBody,
  row: InvoiceRow,
  ignored: readonly string[] = [],
): void {
  const fields = invoiceReadOnlyFields.filter((field) => !ignored.includes(field));
  const result = checkReadOnlyFields({ sent: body, stored: toInvoice(row), fields });
  const errors: FieldError[] = result.ok
    ? []
    : result.errors.map(({ path, message }) => ({ path, message }));
  const estado = body.estado;
  if (estado !== undefined && estado !== row.estado && !echoedStatuses.includes(estado)) {
    errors.push({ path: 'estado', message: formatMessage('field.readOnly') });
  }
  if (errors.length > 0) throw invalid(errors);
}

/**
 * Runs the domain's draft rules (`validateInvoiceDraft`; today = the Argentine date of `now`,
 * the final-consumer limit `maximoConsFinal` in ARS, Spec 02 §9).
 *
 * @throws ServiceError `validation` with one `{ path, message }` per broken rule (Spanish).
 */
export function validateOrThrow(
  draft: InvoiceDraft,
  context: { now: Date; maximoConsFinal: number },
): ValidInvoiceDraft {
  const result = validateInvoiceDraft(draft, {
    today: argentineDateOf(context.now),
    maximoConsFinal: context.maximoConsFinal,
  });
  if (result.ok) return result.value;
  throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/** The point of sale to store: the draft's when it is 1 or more, else `fallback` (the row's or the issuer's). */
export function puntoVentaOf(valid: ValidInvoiceDraft, fallback: number): number {
  return valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : fallback;
}

/**
 * The column values of a validated draft (everything the client may write), the total in integer
 * cents (`importe_total_cents`, computed by the domain); also the batch rows' invoices
 * (`modules/batches/`).
 */
export function columnsOf(valid: ValidInvoiceDraft) {
  return {
    fecha: valid.fecha,
    tipoDeComprobante: valid.tipoDeComprobante,
    tipoResponsable: valid.tipoResponsable,
    tipoDocumento: valid.tipoDocumento,
    nroDocumento: valid.nroDocumento,
    razonSocialCliente: valid.razonSocialCliente ?? null,
    domicilioComercialCliente: valid.domicilioComercialCliente ?? null,
    localidadCliente: valid.localidadCliente ?? null,
    provinciaCliente: valid.provinciaCliente ?? null,
    emailCliente: valid.emailCliente ?? null,
    formaDePago: valid.formaDePago,
    moneda: valid.moneda,
    concepto: valid.concepto,
    desde: valid.desde ?? null,
    hasta: valid.hasta ?? null,
    vencimientoPago: valid.vencimientoPago ?? null,
    items: valid.items,
    observacion: valid.observacion ?? null,
    tipoDeComprobanteAsoc: valid.tipoDeComprobanteAsoc ?? null,
    puntoVentaAsoc: valid.puntoVentaAsoc ?? null,
    cbteNroAsoc: valid.cbteNroAsoc ?? null,
    importeTotalCents: valid.totals.totalCents,
  };
}
