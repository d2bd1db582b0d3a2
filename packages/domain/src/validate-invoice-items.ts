/**
 * The items of the invoice wizard, step 2 Detalle (Spec 02 §5 "Items").
 */
import type { InvoiceItem } from './entities/invoice';
import { InvoiceErrorList, isBlank } from './invoice-error-list';
import { toCents } from './money';
import type { ValidationError } from './result';

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
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
export function validateInvoiceItems(items: readonly Partial<InvoiceItem>[]): ValidationError[] {
  const list = new InvoiceErrorList();
  if (items.length === 0) list.add('items', 'invoice.itemsRequired');
  items.forEach((item, index) => {
    const path = `items.${index}`;
    if (isBlank(item.codigo)) list.add(`${path}.codigo`, 'item.codigoRequired');
    if (isBlank(item.concepto)) list.add(`${path}.concepto`, 'item.conceptoRequired');
    const { unidad, cantidad, precio } = item;
    if (!(Number.isInteger(unidad) && (unidad as number) >= 0 && (unidad as number) <= 99)) {
      list.add(`${path}.unidad`, 'item.unidadRequired');
    }
    if (!isPositiveNumber(cantidad)) list.add(`${path}.cantidad`, 'item.positiveNumber');
    if (!isPositiveNumber(precio)) list.add(`${path}.precio`, 'item.positiveNumber');
    else if (!toCents(precio).ok) list.add(`${path}.precio`, 'money.decimals');
  });
  return list.errors;
}
