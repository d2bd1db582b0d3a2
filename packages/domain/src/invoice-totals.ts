/**
 * Exact invoice totals in integer cents (Spec 02 §3 "subtotal = quantity times price", §9;
 * ARCA's `ImpTotal` and rounding, web-services.md §3.3, §3.9). The arithmetic is `money.ts`'s.
 */
import type { InvoiceItem } from './entities/invoice';
import { centsFromBigint, multiplyCents, toCents } from './money';

/**
 * Exact totals of an invoice in integer cents: `subtotalsCents[i]` is item `i`'s
 * `cantidad × precio` rounded half-even to the cent, `totalCents` their sum.
 * Source: Spec 02 §3 ("subtotal = quantity times price"), web-services.md §3.9 (Round Half Even).
 */
export type InvoiceTotals = { subtotalsCents: number[]; totalCents: number };

/**
 * The largest total ARCA's `ImpTotal` holds, in cents: 13 integer digits and 2 decimals
 * (web-services.md §3.3). Package-internal.
 */
export const maxInvoiceTotalCents = 999_999_999_999_999;

/**
 * The subtotals and the total in `bigint` cents, unbounded (see {@link computeInvoiceTotals}).
 * Package-internal: the validation compares the total with {@link maxInvoiceTotalCents} before
 * it is turned into a number.
 *
 * @throws RangeError as {@link computeInvoiceTotals} does, except for the safe range.
 */
export function sumInvoiceItems(items: readonly Pick<InvoiceItem, 'cantidad' | 'precio'>[]): {
  subtotals: bigint[];
  total: bigint;
} {
  let total = 0n;
  const subtotals = items.map((item, index) => {
    const price = toCents(item.precio);
    if (!price.ok) throw new RangeError(`Invalid precio of item ${index}: ${item.precio}`);
    if (!Number.isFinite(item.cantidad)) throw new RangeError(`Invalid cantidad of item ${index}`);
    const subtotal = multiplyCents(price.value, item.cantidad);
    total += subtotal;
    return subtotal;
  });
  return { subtotals, total };
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
 *   `validateInvoiceItems`.
 */
export function computeInvoiceTotals(
  items: readonly Pick<InvoiceItem, 'cantidad' | 'precio'>[],
): InvoiceTotals {
  const exact = sumInvoiceItems(items);
  return {
    subtotalsCents: exact.subtotals.map(centsFromBigint),
    totalCents: centsFromBigint(exact.total),
  };
}
