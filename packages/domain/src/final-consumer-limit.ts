/**
 * The final-consumer identification limit (Spec 02 §5 "Total limit", §9; RG 5700/2025): the one
 * place that knows its amounts and how a total is compared with it.
 */
import type { TipoResponsable } from './entities/invoice';
import { type Cents, toCents } from './money';

/**
 * The final-consumer limit in ARS while the server's `maximo_cons_final` is unknown or missing:
 * 10000 (Spec 02 §5 "Default limit 10000, replaced by the value received from the server", §9).
 * The web wizard uses it until `GET /taxes/otros` answers; the API when the other-taxes table
 * lacks the row.
 */
export const defaultMaximoConsFinal = 10_000;

/**
 * ARCA's identification threshold for final consumers in classes B and C, ARS 10,000,000: from
 * this total on ("igual o superior", RG 5700/2025; web-services.md §3.5) the receiver must be
 * identified, else ARCA rejects the voucher (code 10015). It is the value the reference data
 * seeds as `maximo_cons_final` (`db/seed/otros-impuestos.csv`) and the one the ARCA simulator
 * enforces.
 */
export const rg5700FinalConsumerLimit = 10_000_000;

/**
 * Whether an invoice to a final consumer reaches the identification limit (Spec 02 §5 "Total
 * limit", §9; RG 5700/2025: "igual o superior"): the receiver is `consumidor-final` and the total
 * is equal to or above `maximoConsFinal`. From it on the receiver must be identified by DNI
 * ('Limite superado. Debes informar el DNI.', `invoice.finalConsumerLimit`).
 *
 * @param tipoResponsable - the receiver's IVA condition.
 * @param totalCents - the invoice total in integer cents.
 * @param maximoConsFinal - the limit in ARS (at most 2 decimals; see {@link maximoConsFinalOf}).
 * @returns `true` only for a final consumer whose total is at or above the limit.
 * @throws RangeError when `maximoConsFinal` is not an amount in ARS (a programming error).
 */
export function requiresFinalConsumerIdentification(
  tipoResponsable: TipoResponsable,
  totalCents: Cents,
  maximoConsFinal: number,
): boolean {
  if (tipoResponsable !== 'consumidor-final') return false;
  const limit = toCents(maximoConsFinal);
  if (!limit.ok) throw new RangeError(`Invalid maximoConsFinal: ${maximoConsFinal}`);
  return totalCents >= limit.value;
}

/**
 * The final-consumer limit in force (Spec 02 §5, §9): the `valor` (ARS) of the other-tax row
 * `maximo_cons_final`, or {@link defaultMaximoConsFinal} while the rows are unknown or lack it.
 *
 * @param otherTaxes - the other-tax rows (`GET /taxes/otros`, or the `otros_impuestos` table)
 *   with `valor` in ARS; `undefined` while loading.
 * @returns the limit in ARS.
 */
export function maximoConsFinalOf(
  otherTaxes: readonly { readonly nombre: string; readonly valor: number }[] | undefined,
): number {
  return (
    otherTaxes?.find((row) => row.nombre === 'maximo_cons_final')?.valor ?? defaultMaximoConsFinal
  );
}
