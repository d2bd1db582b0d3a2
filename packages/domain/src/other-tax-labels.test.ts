import { describe, expect, it } from 'vitest';
import { otherTaxNames } from './entities/tax-tables';
import { otherTaxLabel, otherTaxLabels } from './other-tax-labels';

describe('otherTaxLabel', () => {
  it('labels the known other taxes in Spanish instead of their wire names', () => {
    expect(otherTaxLabel('aporte_OS')).toBe('Aporte de obra social por persona');
    expect(otherTaxLabel('maximo_cons_final')).toBe('Máximo a consumidor final sin identificar');
  });

  it('has a label for every known name, none of them a wire key', () => {
    for (const name of otherTaxNames) {
      expect(otherTaxLabels[name]).not.toMatch(/_/);
    }
  });

  it('shows an unknown name as it is', () => {
    expect(otherTaxLabel('tasa_nueva')).toBe('tasa_nueva');
    expect(otherTaxLabel('toString')).toBe('toString');
  });
});
