import { describe, expect, it } from 'vitest';
import {
  applyPercentage,
  divideCents,
  formatArs,
  fromCents,
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
