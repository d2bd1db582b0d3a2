import type { AfipRespuesta, Invoice, InvoiceStatus } from '@liqui/domain';
import { fromCents, invoiceStatusMachine, statusAfter, statusesLeftBy } from '@liqui/domain';
import type { InvoiceEmissionState, invoices, StoredAfipResult } from '../../db/schema.js';
import type { AfipMessage, FECAESolicitarResult } from '../../integrations/afip/types.js';

/**
 * The invoice row and its wire shape (`Invoice` of `@liqui/domain`; Spec 02 §3 "Invoice"), shared
 * by the invoice service and the emission job. Storage: `db/schema/afip.ts` (`invoices`).
 */

/** One row of `invoices` as drizzle reads it. */
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The statuses in which the emission job still has work to do: PENDING_AFIP (sent, waiting for
 * ARCA) and QUEUED (ARCA failed twice or more; retried with backoff). Spec 02 §4. They are the
 * statuses the domain's `invoiceStatusMachine` leaves with ARCA's answer (`authorized`), read from
 * the table (issue 25 item 3).
 */
export const emissionPendingStatuses: readonly InvoiceStatus[] = statusesLeftBy(
  invoiceStatusMachine,
  'authorized',
);

/**
 * What the emission job writes, each a transition of the domain's `invoiceStatusMachine` (issue 25
 * item 3): the statuses the event leaves (every emission statement's `WHERE`) and the one it leads
 * to (its `SET`).
 *
 * - `authorized`: ARCA answered A with a CAE → EMITTED;
 * - `refused`: ARCA answered R → REJECTED;
 * - `queued`: ARCA out of service from the second attempt on → QUEUED.
 */
export const emissionTransitions = {
  authorized: {
    from: statusesLeftBy(invoiceStatusMachine, 'authorized'),
    to: statusAfter(invoiceStatusMachine, 'authorized'),
  },
  refused: {
    from: statusesLeftBy(invoiceStatusMachine, 'refused'),
    to: statusAfter(invoiceStatusMachine, 'refused'),
  },
  queued: {
    from: statusesLeftBy(invoiceStatusMachine, 'queued'),
    to: statusAfter(invoiceStatusMachine, 'queued'),
  },
} as const;

/**
 * Where the emission job is (`invoices.emission_state`): `REQUESTING` once a number is reserved
 * and ARCA asked or about to be (recovered with FECompConsultar, web-services.md §3.8), `DONE`
 * when ARCA's verdict is recorded. `null`: nothing reserved. The enum `invoice_emission_state`
 * (`db/schema/afip.ts`) holds exactly these.
 */
export const emissionStates = {
  requesting: 'REQUESTING',
  done: 'DONE',
} as const satisfies Record<string, InvoiceEmissionState>;

export type { StoredAfipResult } from '../../db/schema.js';

/** {@link StoredAfipResult} of one FECAESolicitar answer with one voucher. */
export function storedResultOf(
  result: FECAESolicitarResult,
  cbteNro: number,
  monCotiz?: string,
): StoredAfipResult {
  return {
    ...(monCotiz ? { monCotiz } : {}),
    resultado: result.resultado,
    errors: result.errors,
    observaciones: result.details[0]?.observaciones ?? [],
    events: result.events,
    source: 'FECAESolicitar',
    cbteNro,
  };
}

function toWireMessages(messages: readonly AfipMessage[] | undefined) {
  return (messages ?? []).map((message) => ({ codigo: message.code, mensaje: message.msg }));
}

/**
 * The wire `afipRespuesta` of a stored result: `resultado` A or R (a partial `P` cannot happen
 * with one voucher per request and reads as R), `errores` and `observaciones` as
 * `{ codigo, mensaje }`. `null` when ARCA has not answered.
 */
export function toAfipRespuesta(stored: Partial<StoredAfipResult> | null): AfipRespuesta | null {
  if (stored === null || typeof stored !== 'object') return null;
  const value = stored;
  const resultado = value.resultado === 'A' ? 'A' : value.resultado == null ? null : 'R';
  return {
    resultado,
    errores: toWireMessages(value.errors),
    observaciones: toWireMessages(value.observaciones),
  };
}

/**
 * The MonCotiz (decimal text) a stored ARCA answer (`afip_result`, jsonb) kept for a foreign
 * currency, printed in the PDF's QR; undefined when it holds none (PES, or ARCA not asked).
 */
export function monCotizOf(stored: unknown): string | undefined {
  if (typeof stored !== 'object' || stored === null || !('monCotiz' in stored)) return undefined;
  return typeof stored.monCotiz === 'string' ? stored.monCotiz : undefined;
}

/**
 * The wire invoice of a row. Money: `importeTotal` in ARS from `importe_total_cents`.
 * `nroDeComprobante` is shown only once ARCA authorized it (EMITTED or CANCELED): the number the
 * job reserved before asking ARCA is not the invoice's yet. `intentosFallidos` = failed attempts.
 */
export function toInvoice(row: InvoiceRow): Invoice {
  const hasVoucher = row.estado === 'EMITTED' || row.estado === 'CANCELED';
  return {
    invoiceId: row.invoiceId,
    invoice_id: row.invoiceId,
    userId: row.userId,
    userCuit: row.userCuit,
    batchId: row.batchId,
    estado: row.estado,
    fecha: row.fecha,
    tipoDeComprobante: row.tipoDeComprobante,
    puntoVenta: row.puntoVenta,
    nroDeComprobante: hasVoucher ? row.nroDeComprobante : null,
    tipoResponsable: row.tipoResponsable,
    tipoDocumento: row.tipoDocumento,
    nroDocumento: row.nroDocumento,
    razonSocialCliente: row.razonSocialCliente,
    domicilioComercialCliente: row.domicilioComercialCliente,
    localidadCliente: row.localidadCliente,
    provinciaCliente: row.provinciaCliente,
    emailCliente: row.emailCliente,
    formaDePago: row.formaDePago,
    moneda: row.moneda,
    concepto: row.concepto,
    desde: row.desde,
    hasta: row.hasta,
    vencimientoPago: row.vencimientoPago,
    items: row.items,
    observacion: row.observacion,
    tipoDeComprobanteAsoc: row.tipoDeComprobanteAsoc,
    puntoVentaAsoc: row.puntoVentaAsoc,
    cbteNroAsoc: row.cbteNroAsoc,
    importeTotal: fromCents(row.importeTotalCents),
    cae: row.cae,
    fechaVencimientoCae: row.fechaVencimientoCae,
    action: row.action,
    afipRespuesta: toAfipRespuesta(row.afipResult),
    intentosFallidos: row.attempts,
  };
}

/** `YYYY-MM-DD` → ARCA's `yyyymmdd`. */
export function toAfipDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** ARCA's `yyyymmdd` → `YYYY-MM-DD`. */
export function fromAfipDate(afipDate: string): string {
  return `${afipDate.slice(0, 4)}-${afipDate.slice(4, 6)}-${afipDate.slice(6, 8)}`;
}
