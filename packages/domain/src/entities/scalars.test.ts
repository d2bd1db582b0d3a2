import { create, is, object, StructError, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  Ars,
  Base64,
  Cbu,
  Cuit,
  fromQueryNumber,
  IsoDate,
  IsoMonth,
  Percentage,
  Provincia,
  SignedArs,
  UnixTime,
} from './scalars';

describe('Ars', () => {
  it('accepts peso amounts with up to two decimals', () => {
    for (const amount of [0, 1, 1234.5, 1234.56, 10_000_000, 0.1 + 0.2 - 0.3 + 0.01]) {
      expect(is(amount, Ars)).toBe(true);
    }
  });

  it('refuses more than two decimals, negatives, NaN and numeric text', () => {
    for (const amount of [1234.567, -1, Number.NaN, Number.POSITIVE_INFINITY, '1234.56']) {
      expect(is(amount, Ars)).toBe(false);
    }
  });

  it('reports the path of a bad amount inside an object', () => {
    const [error] = validate({ costo: 10.001 }, object({ costo: Ars }));
    expect(error).toBeInstanceOf(StructError);
    expect(error?.path).toEqual(['costo']);
    expect(error?.message).toContain('at most 2 decimals');
  });
});

describe('SignedArs', () => {
  it('accepts a negative balance with two decimals and refuses three', () => {
    expect(is(-1500.25, SignedArs)).toBe(true);
    expect(is(-1500.255, SignedArs)).toBe(false);
  });
});

describe('Percentage', () => {
  it('accepts non-negative values with up to 6 decimals, above 100 too (ARCA category K: 342.02903)', () => {
    expect(is(0, Percentage)).toBe(true);
    expect(is(100, Percentage)).toBe(true);
    expect(is(342.02903, Percentage)).toBe(true);
    expect(is(144.927543, Percentage)).toBe(true);
    expect(is(-0.5, Percentage)).toBe(false);
    expect(is(1.1234567, Percentage)).toBe(false);
    expect(is(Number.NaN, Percentage)).toBe(false);
  });

  it('refuses more than 10,000 % (2^53 overflowed the stored numeric(12, 6): issue 26 item 3)', () => {
    expect(is(10_000, Percentage)).toBe(true);
    expect(validate(2 ** 53, Percentage)[0]?.refinement).toBe('max');
    expect(is(10_000.000001, Percentage)).toBe(false);
    expect(is(Number.POSITIVE_INFINITY, Percentage)).toBe(false);
  });
});

describe('UnixTime', () => {
  it('takes a whole number from 0 to 2^53 − 1 (issue 26 item 3: 1e308 overflowed the bigint)', () => {
    expect(is(0, UnixTime)).toBe(true);
    expect(is(1_767_225_600_000, UnixTime)).toBe(true);
    expect(is(Number.MAX_SAFE_INTEGER, UnixTime)).toBe(true);
    for (const value of [-1, 0.5, 2 ** 53, 1e20, 1e308, Number.POSITIVE_INFINITY]) {
      expect(is(value, UnixTime), String(value)).toBe(false);
    }
  });

  it('refuses a 20-digit query number as too large', () => {
    const Query = object({ last: fromQueryNumber(UnixTime) });
    expect(validate({ last: '99999999999999999999' }, Query, { coerce: true })[0]).toMatchObject({
      path: ['last'],
      refinement: 'max',
    });
  });
});

describe('IsoDate', () => {
  it('accepts real YYYY-MM-DD calendar days, leap days included', () => {
    for (const date of ['2026-01-20', '2028-02-29', '2000-02-29', '2026-12-31']) {
      expect(is(date, IsoDate)).toBe(true);
    }
  });

  it('refuses impossible days, other formats and instants', () => {
    for (const date of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '20/01/2026',
      '2026-01-20T00:00:00Z',
      20260120,
    ]) {
      expect(is(date, IsoDate)).toBe(false);
    }
  });

  it('names the field of a bad date', () => {
    const [error] = validate({ fecha: '2026-02-30' }, object({ fecha: IsoDate }));
    expect(error?.path).toEqual(['fecha']);
    expect(error?.refinement).toBe('IsoDate');
  });
});

describe('IsoMonth', () => {
  it('accepts YYYY-MM with a month 01-12', () => {
    expect(is('2026-08', IsoMonth)).toBe(true);
    expect(is('2026-00', IsoMonth)).toBe(false);
    expect(is('2026-8', IsoMonth)).toBe(false);
  });
});

describe('identifiers', () => {
  it('takes a CUIT as 11 digits without dashes', () => {
    expect(is('20123456786', Cuit)).toBe(true);
    expect(is('20-12345678-6', Cuit)).toBe(false);
    expect(is(20123456786, Cuit)).toBe(false);
  });

  it('takes a CBU as 22 digits', () => {
    expect(is('0'.repeat(22), Cbu)).toBe(true);
    expect(is('0'.repeat(21), Cbu)).toBe(false);
  });

  it('takes provinces in upper case only', () => {
    expect(is('CIUDAD AUTONOMA BUENOS AIRES', Provincia)).toBe(true);
    expect(is('Cordoba', Provincia)).toBe(false);
    expect(is('  ', Provincia)).toBe(false);
  });

  it('takes base64 text', () => {
    expect(is('JVBERi0xLjQK', Base64)).toBe(true);
    expect(is('not base64!', Base64)).toBe(false);
  });
});

describe('fromQueryNumber', () => {
  const Query = object({ limit: fromQueryNumber(Ars) });

  it('turns the decimal text of a URL into a number when created', () => {
    expect(create({ limit: '300' }, Query)).toEqual({ limit: 300 });
    expect(create({ limit: 12.5 }, Query)).toEqual({ limit: 12.5 });
  });

  it('leaves other text alone so it fails with the field path', () => {
    const [error] = validate({ limit: '3e2' }, Query, { coerce: true });
    expect(error?.path).toEqual(['limit']);
  });
});
