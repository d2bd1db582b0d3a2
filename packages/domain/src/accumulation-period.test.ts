import { describe, expect, it } from 'vitest';
import { computeAccumulationPeriod, computeBillingProgress } from './accumulation-period';

describe('computeAccumulationPeriod (Spec 02 §2)', () => {
  it.each([
    ['2026-06-30', '2025-07-01', '2026-06-30'],
    ['2026-07-01', '2026-01-01', '2026-12-31'],
    ['2026-12-31', '2026-01-01', '2026-12-31'],
    ['2027-01-01', '2026-07-01', '2027-06-30'],
    ['2028-02-29', '2027-07-01', '2028-06-30'],
  ])('%s → %s … %s', (today, start, end) => {
    const result = computeAccumulationPeriod(today);
    expect(result.ok && [result.value.start, result.value.end]).toEqual([start, end]);
  });

  it('gives the last 12 months for the chart, ending with today’s month', () => {
    const result = computeAccumulationPeriod('2027-01-01');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.chartMonths).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(result.value.chartStart).toBe('2026-02-01');
    expect(result.value.chartEnd).toBe('2027-01-31');
    const december = computeAccumulationPeriod('2026-12-31');
    expect(december.ok && [december.value.chartMonths[0], december.value.chartEnd]).toEqual([
      '2026-01',
      '2026-12-31',
    ]);
    const february = computeAccumulationPeriod('2028-02-10');
    expect(february.ok && february.value.chartEnd).toBe('2028-02-29');
  });

  it('rejects a day that is not real', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '26-01-01', '']) {
      expect(computeAccumulationPeriod(bad), bad).toMatchObject({
        ok: false,
        errors: [{ path: 'today', code: 'date.invalid', message: 'Fecha inválida' }],
      });
    }
  });
});

describe('computeBillingProgress (Spec 02 §2)', () => {
  it('computes percent (2 decimals, half-up) and available', () => {
    expect(computeBillingProgress({ accumulatedCents: 300000, maxCents: 1200000 })).toEqual({
      percent: 25,
      availableCents: 900000,
    });
    // 1 / 3 = 33.333… → 33.33; 2 / 3 = 66.666… → 66.67
    expect(computeBillingProgress({ accumulatedCents: 1, maxCents: 3 }).percent).toBe(33.33);
    expect(computeBillingProgress({ accumulatedCents: 2, maxCents: 3 }).percent).toBe(66.67);
  });

  it('caps percent at 100 and floors available at 0', () => {
    expect(computeBillingProgress({ accumulatedCents: 1200001, maxCents: 1200000 })).toEqual({
      percent: 100,
      availableCents: 0,
    });
    expect(computeBillingProgress({ accumulatedCents: 1200000, maxCents: 1200000 })).toEqual({
      percent: 100,
      availableCents: 0,
    });
    // just below the cap never shows 100 by rounding… unless it is within half a basis point
    expect(computeBillingProgress({ accumulatedCents: 1199000, maxCents: 1200000 }).percent).toBe(
      99.92,
    );
  });

  it('handles no maximum and negative billing', () => {
    expect(computeBillingProgress({ accumulatedCents: 0, maxCents: 0 })).toEqual({
      percent: 0,
      availableCents: 0,
    });
    expect(computeBillingProgress({ accumulatedCents: 10, maxCents: 0 })).toEqual({
      percent: 100,
      availableCents: 0,
    });
    expect(computeBillingProgress({ accumulatedCents: -500, maxCents: 1000 })).toEqual({
      percent: 0,
      availableCents: 1500,
    });
    expect(() => computeBillingProgress({ accumulatedCents: 0.5, maxCents: 1 })).toThrow(
      RangeError,
    );
  });
});
