import { describe, expect, it } from 'vitest';
import { item, on } from './invoice-rule-samples';
import { validateInvoiceItems } from './validate-invoice-items';

describe('validateInvoiceItems (spec 02 §5 "Items")', () => {
  it('accepts complete items, fractional quantities included', () => {
    expect(validateInvoiceItems([item, { ...item, cantidad: 1.5, unidad: 1 }])).toEqual([]);
  });

  it('requires at least one item', () => {
    expect(on(validateInvoiceItems([]), 'items')).toEqual([
      'invoice.itemsRequired: Agregá al menos un ítem',
    ]);
  });

  it('requires code, description and unit with the spec’s messages, on `items.N.field`', () => {
    const errors = validateInvoiceItems([item, { cantidad: 1, precio: 1, codigo: ' ' }]);
    expect(on(errors, 'items.1.codigo')).toEqual(['item.codigoRequired: Código requerido']);
    expect(on(errors, 'items.1.concepto')).toEqual(['item.conceptoRequired: Concepto requerido']);
    expect(on(errors, 'items.1.unidad')).toEqual(['item.unidadRequired: Unidad requerida']);
    expect(errors).toHaveLength(3);
  });

  it('requires a positive quantity and price with "Numero positivo necesario"', () => {
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const errors = validateInvoiceItems([{ ...item, cantidad: bad, precio: bad }]);
      expect(on(errors, 'items.0.cantidad')).toEqual([
        'item.positiveNumber: Numero positivo necesario',
      ]);
      expect(on(errors, 'items.0.precio')).toEqual([
        'item.positiveNumber: Numero positivo necesario',
      ]);
    }
  });

  it('rejects a price with more than 2 decimals', () => {
    expect(on(validateInvoiceItems([{ ...item, precio: 1.005 }]), 'items.0.precio')).toEqual([
      'money.decimals: El monto debe tener como máximo 2 decimales',
    ]);
  });
});
