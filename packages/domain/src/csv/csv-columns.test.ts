import { describe, expect, it } from 'vitest';
import { type CsvColumns, csvHeaderKey, matchCsvHeaders } from './csv-columns';

const spec: CsvColumns = {
  columns: [
    { name: 'nombre', required: true },
    { name: 'telefono', synonyms: ['Celular'] },
    { name: 'email', synonyms: ['Correo electrónico'], required: true },
    { name: 'codigo' },
    { name: 'monto1' },
    { name: 'tipo_factura', synonyms: ['Tipo de factura', 'Tipo de comprobante'] },
  ],
  ignored: ['estado'],
};

describe('csvHeaderKey', () => {
  it.each([
    ['Teléfono', 'telefono'],
    ['E-mail', 'email'],
    ['Código', 'codigo'],
    [' Monto 1 ', 'monto1'],
    ['cuit_emisor', 'cuitemisor'],
    ['AÑO', 'ano'],
  ])('%j → %j', (header, key) => {
    expect(csvHeaderKey(header)).toBe(key);
  });
});

describe('matchCsvHeaders', () => {
  it('reads the headers a person types: accents, case, dashes, spaces and synonyms', () => {
    const match = matchCsvHeaders(
      ['Nombre', 'Teléfono', 'E-mail', 'Código', 'Monto 1', 'Tipo de factura', 'Estado', ''],
      spec,
    );
    expect(match).toEqual({
      ok: true,
      names: ['nombre', 'telefono', 'email', 'codigo', 'monto1', 'tipo_factura', null, null],
    });
  });

  it('stops at an unknown column, naming it and listing the expected ones', () => {
    expect(matchCsvHeaders(['nombre', 'email', 'Dirección'], spec)).toEqual({
      ok: false,
      message:
        'La columna "Dirección" no es una de las esperadas. Columnas esperadas: nombre, telefono, email, codigo, monto1, tipo_factura',
    });
  });

  it('stops at a missing required column', () => {
    const match = matchCsvHeaders(['nombre', 'telefono'], spec);
    expect(match.ok).toBe(false);
    expect(!match.ok && match.message).toMatch(/^Falta la columna "email"\. Columnas esperadas: /);
  });

  it('stops at two headers that name the same column', () => {
    const match = matchCsvHeaders(['nombre', 'email', 'Monto 1', 'monto1'], spec);
    expect(!match.ok && match.message).toMatch(/^La columna "monto1" está dos veces\./);
  });
});
