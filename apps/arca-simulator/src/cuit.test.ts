import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, isValidCuit } from './cuit.js';

/**
 * The simulator's CUIT check against the published vectors: `fixtures/cuit-vectors.csv` is a copy
 * of Liqui's shared `../shared/data/cuit-vectors.csv` (sources in its SOURCES.md: ARCA's own
 * 33-69345023-9, banks, homologation test keys, "CUIT país" keys from WSFEX, python-stdnum's
 * examples), so the test reads no file of the product.
 */
const rows = readFileSync(new URL('./fixtures/cuit-vectors.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [cuit = '', expected = '', category = ''] = line.split(',');
    return { cuit, digits: cuit.replace(/-/g, ''), expected, category };
  });

describe('the simulator’s CUIT check', () => {
  it('reads the vectors of every kind', () => {
    const kinds = new Set(rows.map((row) => row.expected));
    expect([...kinds].sort()).toEqual(
      ['anomaly_official_but_bad_checksum', 'invalid', 'legacy_only', 'valid'].sort(),
    );
    expect(rows.length).toBeGreaterThanOrEqual(50);
  });

  it('accepts every valid vector (people, legal persons, ARCA itself, homologation keys, CUIT país)', () => {
    const valid = rows.filter((row) => row.expected === 'valid');
    expect(valid.length).toBeGreaterThan(25);
    for (const row of valid) expect(isValidCuit(row.digits), row.cuit).toBe(true);
  });

  it('refuses every invalid vector: a wrong digit, a wrong length, a letter, a prefix ARCA does not assign', () => {
    for (const row of rows.filter((row) => row.expected === 'invalid')) {
      expect(isValidCuit(row.digits), row.cuit).toBe(false);
    }
  });

  it('refuses the remainder-1 numbers ARCA never issues, which the legacy rule accepts with digit 9', () => {
    const legacy = rows.filter((row) => row.expected === 'legacy_only');
    expect(legacy.map((row) => row.cuit)).toEqual([
      '20-10000005-9',
      '27-10000002-9',
      '30-10000008-9',
    ]);
    for (const row of legacy) {
      expect(cuitCheckDigit(row.digits.slice(0, 10)), row.cuit).toBeNull();
      expect(isValidCuit(row.digits), row.cuit).toBe(false);
    }
  });

  it('refuses the published "CUIT país" keys whose digit fails the rule', () => {
    for (const row of rows.filter((row) => row.expected === 'anomaly_official_but_bad_checksum')) {
      expect(isValidCuit(row.digits), row.cuit).toBe(false);
    }
  });

  it('computes the digit with weights 5,4,3,2,7,6,5,4,3,2 modulo 11', () => {
    // 2·5 + 0·4 + 1·3 + 1·2 + 1·7 + 1·6 + 1·5 + 1·4 + 1·3 + 1·2 = 42; 42 mod 11 = 9; 11 − 9 = 2.
    expect(cuitCheckDigit('2011111111')).toBe(2);
    expect(cuitCheckDigit('3369345023')).toBe(9);
    expect(cuitCheckDigit('201111111')).toBeNull();
  });
});
