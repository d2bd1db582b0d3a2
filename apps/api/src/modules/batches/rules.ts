import {
  type BatchEvent,
  type BatchStatus,
  decideTaxpayerGating,
  formatDate,
  formatMessage,
  nextBatchStatus,
  TIPO_USUARIO_LITE,
} from '@liqui/domain';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict } from '../../service-error.js';
import type { Issuer } from './rows.js';

/**
 * The rules several of the batches module's use cases share: who sees every batch, the batch's
 * status machine, whether an issuer may invoice, and a series' date floor (Spec 03 §7; issue 15;
 * issue 24 items 2 and 7). No I/O.
 */

/** Whether `principal` sees every batch (the admin); a company admin sees its own company's. */
export function seesEveryBatch(principal: Principal): boolean {
  return hasAnyGroup(principal, ['admin']);
}

/**
 * Refuses `event` on a batch in `estado` as the batch status machine says (`nextBatchStatus`
 * of `@liqui/domain`, over its `batchStatusMachine`).
 *
 * @returns the status after the event.
 * @throws ServiceError `conflict` with the machine's refusal ('El lote ya fue confirmado: no
 *   admite más filas').
 */
export function assertTransition(estado: BatchStatus, event: BatchEvent): BatchStatus {
  const next = nextBatchStatus(estado, event);
  if (!next.ok) throw conflict(next.errors[0]?.message ?? formatMessage('batch.confirmed'));
  return next.value;
}

/** The key of a voucher series: issuer CUIT, point of sale, voucher type (as the emission's). */
export function seriesKey(cuit: string, puntoVenta: number, tipo: number): string {
  return `${cuit}|${puntoVenta}|${tipo}`;
}

/** The `estado_usuario` values that stop a LITE collaborator from invoicing in a batch. */
const closedLiteStatuses: readonly string[] = ['BAJA', 'BAJA_PROGRAMADA', 'BLOQUEADO'];

/**
 * Whether `issuer` may invoice in a batch, with `puntoVenta` the row's point of sale (`null`:
 * the issuer's own). Every issuer needs a CUIT and a point of sale ≥ 1 (the row's or its
 * profile's; `invoice.issuerIncomplete` in the wizard).
 * - A taxpayer who pays its own plan (any `tipo_usuario` but LITE) is gated as the wizard gates
 *   it (`decideTaxpayerGating`: `invoice.gated`).
 * - Decision (issue 15: the spec does not say): a LITE collaborator is an account the company
 *   provides (created by the bulk upload, INCOMPLETO until its user completes a profile it never
 *   needs): the company invoices in its name through batches, so only an account that was
 *   closed or blocked (`estado_usuario` BAJA, BAJA_PROGRAMADA, BLOQUEADO) is refused; payment
 *   statuses and INCOMPLETO do not apply (the company pays).
 */
export function isReadyToInvoice(issuer: Issuer, puntoVenta: number | null): boolean {
  if (!issuer.cuit) return false;
  const pointOfSale = puntoVenta ?? issuer.puntoVenta;
  if (!pointOfSale || pointOfSale < 1) return false;
  if (issuer.tipoUsuario === TIPO_USUARIO_LITE) {
    return !closedLiteStatuses.includes(issuer.estadoUsuario ?? '');
  }
  return !decideTaxpayerGating({
    estado_pago: issuer.estadoPago,
    estado_usuario: issuer.estadoUsuario,
  }).isGated;
}

/**
 * The message refusing a row dated `fecha` (`YYYY-MM-DD`) in a series whose latest voucher is of
 * `floor` ('Fila N: la fecha 18/11/2026 es anterior a la del último comprobante del emisor
 * (20/11/2026)'; issue 24 item 7), or `null` when `fecha` is not before it (the same day is fine).
 */
export function seriesRefusal(
  fila: number,
  fecha: string,
  floor: string | undefined,
): string | null {
  if (floor === undefined || fecha >= floor) return null;
  return formatMessage('invoiceBatchRow.beforeSeries', {
    row: fila,
    fecha: formatDate(fecha),
    ultima: formatDate(floor),
  });
}
