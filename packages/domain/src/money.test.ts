import { describe, expect, it } from 'vitest';
import {
  applyPercentage,
  divideCents,
  divideRounded,
  formatArs,
  formatArsAmount,
  formatDecimal,
  fromCents,
  multiplyCents,
  readDecimal,
  toCents,
  toDecimalString,
} from './money';

describe('toCents', () => {
  it('converts numbers and decimal strings exactly', () => {
    expect(toCents(12009410.45)).toEqual({ ok: true, value: 1200941045 });
    expect(toCents('12009410.45')).toEqual({ ok: true, value: 1200941045 });
    expect(toCents(0.1)).toEqual({ ok: true, value: 10 });
    expect(toCents(0.29)).toEqual({ ok: true, value: 29 }); // 0.29 * 100 = 28.999999999999996
    expect(toCents(1234.5)).toEqual({ ok: true, value: 123450 });
    expect(toCents(' 7 ')).toEqual({ ok: true, value: 700 });
    expect(toCents('1.230')).toEqual({ ok: true, value: 123 });
    expect(toCents(-3.05)).toEqual({ ok: true, value: -305 });
    expect(toCents(-0)).toEqual({ ok: true, value: 0 });
    expect(toCents(1e20)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 'money.invalid' })],
    });
  });

  it('rejects more than 2 decimals and non-numbers', () => {
    expect(toCents(1.005)).toEqual({
      ok: false,
      errors: [
        {
          path: 'monto',
          code: 'money.decimals',
          message: 'El monto debe tener como máximo 2 decimales',
        },
      ],
    });
    expect(toCents('0.001', { path: 'valor' })).toMatchObject({
      ok: false,
      errors: [{ path: 'valor', code: 'money.decimals' }],
    });
    expect(toCents(1e-7)).toMatchObject({ ok: false, errors: [{ code: 'money.decimals' }] });
    for (const bad of ['', 'abc', '1,5', '1e3', '1.', '.5', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toCents(bad), String(bad)).toMatchObject({
        ok: false,
        errors: [{ code: 'money.invalid' }],
      });
    }
  });
});

describe('fromCents and toDecimalString', () => {
  it('round-trips', () => {
    expect(fromCents(1200941045)).toBe(12009410.45);
    expect(fromCents(29)).toBe(0.29);
    expect(fromCents(-5)).toBe(-0.05);
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-123456)).toBe('-1234.56');
    for (const cents of [0, 1, 10, 99, 100, 4958718, 161444604]) {
      expect(toCents(fromCents(cents))).toEqual({ ok: true, value: cents });
    }
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('formatArs', () => {
  it('formats es-AR pesos', () => {
    expect(formatArs(1200941045)).toBe('$ 12.009.410,45');
    expect(formatArs(0)).toBe('$ 0,00');
    expect(formatArs(5)).toBe('$ 0,05');
    expect(formatArs(100000)).toBe('$ 1.000,00');
    expect(formatArs(99999)).toBe('$ 999,99');
    expect(formatArs(-150)).toBe('-$ 1,50');
  });
});

describe('applyPercentage', () => {
  it('rounds half-up to the cent, exactly', () => {
    expect(applyPercentage(2569455, 100)).toBe(2569455);
    expect(applyPercentage(2569455, 342.02903)).toBe(8788282);
    expect(applyPercentage(10001, 12.5)).toBe(1250); // 1250.125
    expect(applyPercentage(10004, '12.5')).toBe(1251); // 1250.5 → up
    expect(applyPercentage(-10004, 12.5)).toBe(-1251); // ties away from zero
    expect(applyPercentage(1, 50)).toBe(1); // 0.5 → 1
    expect(applyPercentage(1, 49.999999)).toBe(0);
    expect(() => applyPercentage(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('divideCents', () => {
  it('divides rounding half-up', () => {
    expect(divideCents(1200941045, 12)).toBe(100078420);
    expect(divideCents(18, 12)).toBe(2); // 1.5 → 2
    expect(divideCents(17, 12)).toBe(1);
    expect(() => divideCents(1, 0)).toThrow(RangeError);
  });
});

describe('multiplyCents (spec 02 §3, web-services.md §3.9)', () => {
  it('multiplies exactly and rounds once, half to even', () => {
    expect(multiplyCents(1001, 1.5)).toBe(1502n); // 1501.5 → 1502 (even)
    expect(multiplyCents(1003, 1.5)).toBe(1504n); // 1504.5 → 1504 (even)
    expect(multiplyCents(5, 0.5)).toBe(2n); // 2.5 → 2
    expect(multiplyCents(110, 1.1)).toBe(121n); // no float artefact
    expect(multiplyCents(300, 0.333)).toBe(100n); // 99.9 → 100
    expect(() => multiplyCents(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds ties away from zero (half-up) or to the even neighbour (half-even)', () => {
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n);
    expect(divideRounded(-5n, 2n, 'half-up')).toBe(-3n);
    expect(divideRounded(5n, 2n, 'half-even')).toBe(2n);
    expect(divideRounded(7n, 2n, 'half-even')).toBe(4n);
    expect(divideRounded(-7n, 2n, 'half-even')).toBe(-4n);
    expect(divideRounded(7n, 3n, 'half-even')).toBe(2n);
    expect(() => divideRounded(1n, 0n, 'half-up')).toThrow(RangeError);
  });
});

describe('readDecimal', () => {
  it('reads numbers through their shortest text and plain decimal strings', () => {
    expect(readDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(readDecimal('1.50')).toEqual({ units: 15n, scale: 1 });
    expect(readDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(readDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(readDecimal('1e3')).toBeNull();
    expect(readDecimal(Number.NaN)).toBeNull();
  });
});

describe('formatDecimal', () => {
  it('writes es-AR numbers exactly, with optional minimum and maximum decimals', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(1500, { minimumFractionDigits: 2 })).toBe('1.500,00');
    expect(formatDecimal(1.5, { minimumFractionDigits: 2 })).toBe('1,50');
    expect(formatDecimal(0.333, { minimumFractionDigits: 2 })).toBe('0,333');
    expect(formatDecimal(28.595242)).toBe('28,595242');
    expect(formatDecimal(0.1234565, { maximumFractionDigits: 6 })).toBe('0,123457');
    expect(formatDecimal(2.0000001, { maximumFractionDigits: 6 })).toBe('2');
    expect(formatDecimal(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(formatDecimal(-1234.56)).toBe('-1.234,56');
    expect(formatDecimal(Number.NaN)).toBe('NaN');
  });
});

describe('formatArsAmount', () => {
  it('formats an amount in pesos, or shows a value that is not one as it came', () => {
    expect(formatArsAmount(1234567.5)).toBe('$ 1.234.567,50');
    expect(formatArsAmount('12009410.45')).toBe('$ 12.009.410,45');
    expect(formatArsAmount(1.005)).toBe('1.005');
  });
});
