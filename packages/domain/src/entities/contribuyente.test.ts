import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Contribuyente } from './contribuyente';

describe('Contribuyente', () => {
  it('keeps the spec names, Codigo Postal with its space', () => {
    const found = {
      razonSocial: 'Ana García',
      Direccion: 'Calle 1',
      Localidad: 'Córdoba',
      Provincia: 'CORDOBA',
      'Codigo Postal': '5000',
      IVA: 'N',
    };
    expect(is(found, Contribuyente)).toBe(true);
    expect(validate({ ...found, IVA: 'NO' }, Contribuyente)[0]?.path).toEqual(['IVA']);
  });
});
