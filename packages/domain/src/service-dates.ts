/**
 * Which invoices carry a service period and a payment due date (Spec 02 §5 "Vto., Desde and
 * Hasta when concept is not 1"; ARCA 10049: `FchServDesde`, `FchServHasta` and `FchVtoPago` for
 * concepts 2 and 3, web-services.md §3.6).
 */
import type { Concepto } from './entities/invoice';

/** Per concept, whether it carries service dates (a closed table: a new concept fails compilation here). */
const carriesServiceDates: Readonly<Record<Concepto, boolean>> = {
  1: false, // Productos
  2: true, // Servicios
  3: true, // Productos y Servicios
};

/** The invoice fields of the service dates, all `YYYY-MM-DD` (Spec 02 §3). */
export const serviceDateFields = Object.freeze(['vencimientoPago', 'desde', 'hasta'] as const);

/**
 * Whether an invoice of this concept needs the service period (`desde`, `hasta`) and the payment
 * due date (`vencimientoPago`): `true` for 2 (services) and 3 (products and services), `false`
 * for 1 (products), whose dates are not sent to ARCA (Spec 02 §5; ARCA 10049).
 *
 * @param concepto - the concept; a missing or unknown code (a form still being filled) answers
 *   `false`.
 * @returns whether the three dates are required (and sent to ARCA).
 */
export function requiresServiceDates(concepto: number | null | undefined): boolean {
  return concepto != null && carriesServiceDates[concepto as Concepto] === true;
}
