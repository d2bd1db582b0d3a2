import { NumberParser } from '@internationalized/number';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatArs } from '../money';
import { ES_AR_AMOUNT_MAX_CENTS, formatEsArCsvAmount, parseEsArAmount } from './es-ar-amount';

describe('parseEsArAmount: the real-world cells of issue 24', () => {
  it.each([
    ['15.000', 1_500_000, 'a batch row that was emitted for ARS 15: fifteen thousand'],
    ['1.500', 150_000, 'one thousand five hundred, not 1.50'],
    ['1.234.567', 123_456_700, 'two groups'],
    ['1.234,56', 123_456, 'groups and decimals'],
    ['1234,56', 123_456, 'decimals without groups'],
    ['15000', 1_500_000, 'a plain whole number'],
    ['15000.50', 1_500_050, 'a plain decimal point with 2 decimals is unambiguous'],
    ['1.5', 150, 'a decimal point with 1 decimal cannot be a thousands group'],
    ['$ 15.000,00', 1_500_000, 'with the peso sign, as the preview shows it'],
    ['$15.000', 1_500_000, 'the peso sign without a space'],
    ['  2.500,5  ', 250_050, 'surrounding spaces'],
    ['0,01', 1, 'one cent'],
    ['-1.234,50', -123_450, 'a negative amount (the caller decides)'],
  ])('reads %j as %i cents (%s)', (text, cents) => {
    expect(parseEsArAmount(text)).toBe(cents);
  });

  it.each([
    ['1.234,567', 'three decimals'],
    ['15,000', 'three decimals after the comma: 15 in es-AR, 15000 in en-US'],
    ['15,000.00', 'en-US separators'],
    ['1,234,567', 'en-US groups'],
    ['abc', 'letters'],
    ['15 000', 'a space inside'],
    ['1.2.3', 'broken groups'],
    ['15000.500', 'a point with 3 decimals after 5 digits'],
    ['12.34.567', 'a short group'],
    ['1.234.56', 'a group of 2'],
    ['', 'an empty cell'],
    ['$', 'only the sign'],
    ['1e5', 'exponent notation'],
    ['0x10', 'hexadecimal'],
    ['Infinity', 'not finite'],
    [',50', 'no whole part'],
    ['1.000.000.000.000.000', 'above the largest amount'],
  ])('refuses %j (%s)', (text) => {
    expect(parseEsArAmount(text)).toBeNull();
  });
});

describe('parseEsArAmount: properties', () => {
  const cents = fc.integer({ min: 0, max: ES_AR_AMOUNT_MAX_CENTS });

  it('reads back every amount formatted as es-AR, with and without groups', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseEsArAmount(formatArs(value))).toBe(value);
        expect(parseEsArAmount(formatArs(value).slice(2))).toBe(value);
        expect(parseEsArAmount(formatEsArCsvAmount(value))).toBe(value);
      }),
    );
  });

  it('reads back every amount Intl formats for es-AR', () => {
    const intl = new Intl.NumberFormat('es-AR', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000_000_000_000 }), (value) => {
        expect(parseEsArAmount(intl.format(value / 100))).toBe(value);
      }),
    );
  });

  it('never reads a text to an amount other than its es-AR reading', () => {
    const esAr = new NumberParser('es-AR', { maximumFractionDigits: 20 });
    const text = fc.string({
      unit: fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', '$', '-'),
      maxLength: 14,
    });
    fc.assert(
      fc.property(text, (typed) => {
        const read = parseEsArAmount(typed);
        if (read === null) return;
        const plain = typed
          .trim()
          .replace(/^-\s*/, '')
          .replace(/^\$\s*/, '');
        const isPointDecimal = /^\d+\.\d{1,2}$/.test(plain);
        const bare = typed.replace(/[$\s]/g, '');
        // A point with 1–2 decimals is not es-AR at all (a group has 3 digits): the only other
        // reading accepted.
        const expected = Math.round((isPointDecimal ? Number(bare) : esAr.parse(bare)) * 100);
        expect(read).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('formatEsArCsvAmount', () => {
  it('writes cents as an es-AR Excel number: comma, 2 decimals, no groups', () => {
    expect(formatEsArCsvAmount(123_456)).toBe('1234,56');
    expect(formatEsArCsvAmount(1_500_000)).toBe('15000,00');
    expect(formatEsArCsvAmount(-150)).toBe('-1,50');
    expect(formatEsArCsvAmount(0)).toBe('0,00');
  });
});
