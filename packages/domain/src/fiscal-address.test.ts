import { describe, expect, it } from 'vitest';
import { normalizePostalCode, validateFiscalAddressField } from './fiscal-address';

describe('the fiscal address (issue 25 item 7)', () => {
  it('takes a postal code of 4 digits or a CPA, without spaces and in upper case', () => {
    expect(normalizePostalCode(' 1425 ')).toBe('1425');
    expect(normalizePostalCode('c1425abc')).toBe('C1425ABC');
    expect(normalizePostalCode('X5000 ABC')).toBe('X5000ABC');
    for (const code of ['', '0999', '142', '14250', 'C1425', 'C1425AB', 'O1425ABC', 'C1425A1C']) {
      expect(normalizePostalCode(code)).toBeNull();
    }
  });

  it('gives each part its own message when empty', () => {
    const messageOf = (result: ReturnType<typeof validateFiscalAddressField>) =>
      result.ok ? null : result.errors[0]?.message;
    expect(messageOf(validateFiscalAddressField('direccion', ' '))).toBe('Domicilio requerido');
    expect(messageOf(validateFiscalAddressField('ciudad', null))).toBe('Ciudad requerida');
    expect(messageOf(validateFiscalAddressField('provincia', undefined))).toBe(
      'Provincia requerida',
    );
    expect(messageOf(validateFiscalAddressField('cp', ''))).toBe('Código postal requerido');
    expect(validateFiscalAddressField('provincia', ' salta ')).toEqual({
      ok: true,
      value: 'SALTA',
    });
  });
});
