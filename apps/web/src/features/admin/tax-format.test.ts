import { describe, expect, it } from 'vitest';
import { formatArs, formatIsoDate, formatMonth, formatPercent } from './tax-format';

describe('admin tax-table formats (issue 4 item 5)', () => {
  it('money as es-AR pesos', () => {
    expect(formatArs(12009410.45)).toBe('$ 12.009.410,45');
    expect(formatArs(0)).toBe('$ 0,00');
    expect(formatArs(25694.5)).toBe('$ 25.694,50');
    expect(formatArs(0.1)).toBe('$ 0,10');
  });

  it('dates as DD/MM/YYYY, without a time-zone shift', () => {
    expect(formatIsoDate('2026-01-01')).toBe('01/01/2026');
    expect(formatIsoDate('2026-12-31')).toBe('31/12/2026');
    expect(formatIsoDate('no es fecha')).toBe('no es fecha');
  });

  it('percentages with es-AR decimals', () => {
    expect(formatPercent(33.33)).toBe('33,33%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(28.595242)).toBe('28,595242%');
    expect(formatPercent(5.5)).toBe('5,5%');
  });

  it('months by their Spanish name', () => {
    expect(formatMonth(1)).toBe('Enero');
    expect(formatMonth(12)).toBe('Diciembre');
    expect(formatMonth(13)).toBe('13');
  });
});
