import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals } from './invoice-totals';

describe('computeInvoiceTotals (spec 02 §3, §9)', () => {
  it('multiplies quantity by price exactly and sums the subtotals', () => {
    expect(
      computeInvoiceTotals([
        { cantidad: 3, precio: 1500 },
        { cantidad: 2, precio: 0.1 },
      ]),
    ).toEqual({ subtotalsCents: [450000, 20], totalCents: 450020 });
  });

  it('rounds fractional quantities half to even, once per line, with no float artefacts', () => {
    // 1.5 × 10.01 = 15.015 → 15.02 (1501.5 cents, to even); 0.5 × 0.05 = 0.025 → 0.02;
    // 0.1 × 0.15 = 0.015 → 0.02; 1.1 × 1.1 = 1.21 exactly (a float product gives 1.2100000000000002);
    // 0.333 × 3 = 0.999 → 1.00.
    expect(
      computeInvoiceTotals([
        { cantidad: 1.5, precio: 10.01 },
        { cantidad: 0.5, precio: 0.05 },
        { cantidad: 0.1, precio: 0.15 },
        { cantidad: 1.1, precio: 1.1 },
        { cantidad: 0.333, precio: 3 },
      ]),
    ).toEqual({ subtotalsCents: [1502, 2, 2, 121, 100], totalCents: 1727 });
  });

  it('gives a zero total for no items', () => {
    expect(computeInvoiceTotals([])).toEqual({ subtotalsCents: [], totalCents: 0 });
  });

  it('throws on a price it cannot read exactly (validate first)', () => {
    expect(() => computeInvoiceTotals([{ cantidad: 1, precio: 1.005 }])).toThrow(RangeError);
  });
});
