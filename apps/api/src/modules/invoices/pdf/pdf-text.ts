/**
 * How the printed voucher writes its values (qr-and-printing.md §4): dates, voucher numbers,
 * amounts, quantities and code-list names, through `@liqui/domain`'s formatters.
 */
import { formatArs, formatDate, formatDecimal, isIsoDate } from '@liqui/domain';
import type { InvoicePdfIssuer } from './pdf-input.js';

/** A `YYYY-MM-DD` date as printed, `DD/MM/YYYY` (`formatDate`); missing → '-'. */
export function printedDate(date: string | null | undefined): string {
  return isIsoDate(date) ? formatDate(date) : '-';
}

/** The point of sale as 5 digits and the number as 8: `00001-00000043` (`SIN NÚMERO` before ARCA's). */
export function voucherNumberText(
  puntoVenta: number | null | undefined,
  numero: number | null | undefined,
): string {
  const point = String(puntoVenta ?? 0).padStart(5, '0');
  return numero === null || numero === undefined
    ? `${point}-SIN NÚMERO`
    : `${point}-${String(numero).padStart(8, '0')}`;
}

/** An amount in cents as es-AR text without the currency sign: `150000` → `1.500,00`. */
export function amountText(cents: number): string {
  return formatArs(cents).replace('$ ', '');
}

/** An amount with its currency: `$ 1.500,00` for PES, `DOL 1.500,00` otherwise. */
export function moneyText(cents: number, moneda: string): string {
  return moneda === 'PES' ? formatArs(cents) : `${moneda} ${amountText(cents)}`;
}

/** A quantity in es-AR with at least 2 decimals: `1.5` → `1,50` (`formatDecimal`). */
export function quantityText(quantity: number): string {
  return formatDecimal(quantity, { minimumFractionDigits: 2 });
}

/** The name of a code in a code list (`{ id, desc }`), or the code itself when it is not listed. */
export function descriptionOf<Id>(entries: readonly { id: Id; desc: string }[], id: Id): string {
  return entries.find((entry) => entry.id === id)?.desc ?? String(id ?? '-');
}

/** The issuer's printed name: razón social, else "nombre apellido". */
export function issuerName(issuer: InvoicePdfIssuer): string {
  const razonSocial = issuer.razonSocial?.trim();
  if (razonSocial) return razonSocial;
  return [issuer.nombre, issuer.apellido].filter((part) => part?.trim()).join(' ') || '-';
}
