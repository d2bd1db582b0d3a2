import { describe, expect, it } from 'vitest';
import {
  addDays,
  argentineDateOf,
  formatDate,
  formatDateTime,
  isIsoDate,
  parseDate,
} from './argentine-date';

describe('isIsoDate (spec 01 §3 "YYYY-MM-DD")', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-11-20')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('20/11/2026')).toBe(false);
    expect(isIsoDate(20261120)).toBe(false);
  });
});

describe('addDays', () => {
  it('adds and subtracts whole days across month and year ends', () => {
    expect(addDays('2026-11-20', -3)).toBe('2026-11-17');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('throws on a date that is not a real day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
  });
});

describe('formatDate (spec 02 §2 "DD/MM/YYYY")', () => {
  it('writes YYYY-MM-DD as DD/MM/YYYY, with no time-zone shift', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('returns other text as it came', () => {
    expect(formatDate('no es fecha')).toBe('no es fecha');
    expect(formatDate('')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads DD/MM/YYYY (one-digit day and month allowed) into YYYY-MM-DD', () => {
    expect(parseDate('09/03/2026')).toEqual({ ok: true, value: '2026-03-09' });
    expect(parseDate(' 9/3/2026 ')).toEqual({ ok: true, value: '2026-03-09' });
    expect(parseDate('29/02/2028')).toEqual({ ok: true, value: '2028-02-29' });
  });

  it('answers "Fecha inválida" for text that is not a real DD/MM/YYYY day', () => {
    for (const text of ['29/02/2026', '2026-03-09', '09-03-2026', '32/01/2026', '']) {
      expect(parseDate(text, { path: 'desde' })).toEqual({
        ok: false,
        errors: [{ path: 'desde', code: 'date.invalid', message: 'Fecha inválida' }],
      });
    }
  });
});

describe('argentineDateOf (America/Argentina/Buenos_Aires, UTC−3)', () => {
  it('reads the calendar day in Buenos Aires, whatever the runtime zone', () => {
    expect(argentineDateOf(new Date('2026-11-22T02:59:00Z'))).toBe('2026-11-21');
    expect(argentineDateOf(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
    expect(argentineDateOf(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });

  it('throws on an invalid instant', () => {
    expect(() => argentineDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('writes an instant as its Argentine date and 24-hour time', () => {
    expect(formatDateTime(new Date('2026-11-22T13:05:09Z'))).toBe('22/11/2026 10:05:09');
    expect(formatDateTime('2026-11-22T03:00:00.000Z')).toBe('22/11/2026 00:00:00');
    expect(formatDateTime('2026-11-22T02:59:59.999Z')).toBe('21/11/2026 23:59:59');
  });

  it('returns a value that is not an instant as it came', () => {
    expect(formatDateTime('ayer')).toBe('ayer');
  });
});
