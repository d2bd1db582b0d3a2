import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeMonthlyBands, fallbackMonthlyBands, findMonthlyBand } from './monthly-bands';

const csv = readFileSync(
  new URL('./fixtures/monotributo-categorias-2026-08-01.csv', import.meta.url),
  'utf8',
);
const rows = csv
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(','))
  .map(([categoria = '', cap = '']) => ({ categoria, monto_facturacion_maximo: Number(cap) }));

describe('computeMonthlyBands (Spec 02 §9)', () => {
  it('divides each annual cap by 12, half-up to the cent, chained from 0', () => {
    const result = computeMonthlyBands(rows);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(11);
    expect(result.value[0]).toEqual({ categoria: 'A', minCents: 0, maxCents: 100078420 });
    expect(result.value[1]).toEqual({ categoria: 'B', minCents: 100078420, maxCents: 146626523 });
    // K: 126610838.75 / 12 = 10550903.229… → 10550903.23
    expect(result.value[10]).toEqual({
      categoria: 'K',
      minCents: 875104327,
      maxCents: 1055090323,
    });
    for (const [index, band] of result.value.entries()) {
      if (index > 0) expect(band.minCents).toBe(result.value[index - 1]?.maxCents);
    }
  });

  it('uses only keys of one or two letters, and sorts by cap', () => {
    const result = computeMonthlyBands([
      { categoria: 'B', monto_facturacion_maximo: '240' },
      { categoria: 'A_2019', monto_facturacion_maximo: 1 },
      { categoria: 'RI', monto_facturacion_maximo: 360 },
      { categoria: 'H1', monto_facturacion_maximo: 1 },
      { categoria: 'A', monto_facturacion_maximo: 120 },
      { categoria: 'EXE', monto_facturacion_maximo: 1 },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { categoria: 'A', minCents: 0, maxCents: 1000 },
        { categoria: 'B', minCents: 1000, maxCents: 2000 },
        { categoria: 'RI', minCents: 2000, maxCents: 3000 },
      ],
    });
  });

  it('reports bad caps with their row', () => {
    const result = computeMonthlyBands([
      { categoria: 'A', monto_facturacion_maximo: 1.001 },
      { categoria: 'B', monto_facturacion_maximo: -5 },
    ]);
    expect(result.ok || result.errors.map((error) => [error.path, error.code])).toEqual([
      ['categories[0].monto_facturacion_maximo', 'money.decimals'],
      ['categories[1].monto_facturacion_maximo', 'money.negative'],
    ]);
  });

  it('finds the band of a monthly amount', () => {
    const result = computeMonthlyBands(rows);
    if (!result.ok) throw new Error('bands');
    expect(findMonthlyBand(result.value, 0)?.categoria).toBe('A');
    expect(findMonthlyBand(result.value, 100078420)?.categoria).toBe('A');
    expect(findMonthlyBand(result.value, 100078421)?.categoria).toBe('B');
    expect(findMonthlyBand(result.value, 1055090324)).toBeNull();
  });
});

describe('fallbackMonthlyBands', () => {
  it('holds the spec’s A and H bounds and chains A to H', () => {
    expect(fallbackMonthlyBands.map((band) => band.categoria).join('')).toBe('ABCDEFGH');
    expect(fallbackMonthlyBands[0]).toEqual({ categoria: 'A', minCents: 0, maxCents: 1734500 });
    expect(fallbackMonthlyBands[7]).toEqual({
      categoria: 'H',
      minCents: 10436900,
      maxCents: 14495700,
    });
    for (const [index, band] of fallbackMonthlyBands.entries()) {
      expect(band.maxCents).toBeGreaterThan(band.minCents);
      if (index > 0) expect(band.minCents).toBe(fallbackMonthlyBands[index - 1]?.maxCents);
    }
  });
});
