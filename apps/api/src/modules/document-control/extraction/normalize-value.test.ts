import { describe, expect, it } from 'vitest';
import {
  normalizeCode,
  normalizeDate,
  normalizeDocumentNumber,
  normalizeName,
  normalizePlate,
} from './normalize-value.js';

describe('normalizeDate (issue 16 item 4: dates as YYYY-MM-DD)', () => {
  it.each([
    ['07/11/2030', '2030-11-07'],
    ['7/1/2030', '2030-01-07'],
    ['07-11-2030', '2030-11-07'],
    ['07.11.2030', '2030-11-07'],
    ['22-09-26', '2026-09-22'],
    ['15/04/85', '1985-04-15'],
    ['2030-11-07', '2030-11-07'],
    ['12 ENE 2030', '2030-01-12'],
    ['12 ENE/ JAN 2030', '2030-01-12'],
    ['05 AGO/ AUG 1990', '1990-08-05'],
    ['12-ENE-2030', '2030-01-12'],
    ['12 de enero de 2030', '2030-01-12'],
    ['1 de septiembre de 2029', '2029-09-01'],
    ['Vencimiento: 3l/12/2O3O', '2030-12-31'],
  ])('reads %s as %s', (text, expected) => {
    expect(normalizeDate(text)).toBe(expected);
  });

  it('gives null for impossible or missing dates', () => {
    expect(normalizeDate('31/02/2030')).toBeNull();
    expect(normalizeDate('13 XYZ 2030')).toBeNull();
    expect(normalizeDate('sin fecha')).toBeNull();
  });
});

describe('normalizeDocumentNumber (DNI numbers without dots)', () => {
  it.each([
    ['35.123.456', '35123456'],
    ['DNI: 7.654.321', '7654321'],
    ['35 123 456', '35123456'],
    ['35123456', '35123456'],
    ['N de licencia: 3S.l23.456', '35123456'],
  ])('reads %s as %s', (text, expected) => {
    expect(normalizeDocumentNumber(text)).toBe(expected);
  });

  it('ignores numbers that are not a DNI (too short or a longer run of digits)', () => {
    expect(normalizeDocumentNumber('Tramite 00512345678')).toBeNull();
    expect(normalizeDocumentNumber('Clase B.2')).toBeNull();
  });
});

describe('normalizeName, normalizePlate, normalizeCode', () => {
  it('upper-cases and trims names, keeping accents', () => {
    expect(normalizeName('  maría   belén ')).toBe('MARÍA BELÉN');
    expect(normalizeName("D'Angelo-Pérez;")).toBe("D'ANGELO-PÉREZ");
    expect(normalizeName('7')).toBeNull();
  });

  it('reads Mercosur and old plates without spaces, fixing digits read for letters', () => {
    expect(normalizePlate('Dominio: AB 123 CD')).toBe('AB123CD');
    expect(normalizePlate('ab-123-cd')).toBe('AB123CD');
    expect(normalizePlate('Dominio: ABC 123')).toBe('ABC123');
    expect(normalizePlate('Dominio: 10X 004')).toBe('IOX004');
    expect(normalizePlate('123 456')).toBeNull();
  });

  it('reads codes as printed, upper-case', () => {
    expect(normalizeCode(': 4512-889231')).toBe('4512-889231');
    expect(normalizeCode('Clase a.2.1')).toBe('A.2.1');
    expect(normalizeCode('sin codigo')).toBeNull();
  });
});
