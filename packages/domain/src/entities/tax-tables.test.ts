import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DueDate, IibbRow, MonotributoCategory, MonotributoResponse, OtherTax } from './tax-tables';

const categoryA = {
  categoria: 'A',
  monto_facturacion_maximo: 12009410.45,
  impuesto_bienes: 5585.77,
  impuesto_servicios: 5585.77,
  aportes_sipa: 18246.86,
  porcentaje_os: 100,
};

describe('MonotributoCategory', () => {
  it('accepts a row of the ARCA scale (category A from 2026-08-01)', () => {
    expect(is(categoryA, MonotributoCategory)).toBe(true);
  });

  it('refuses an amount sent as text, naming the field', () => {
    const [error] = validate({ ...categoryA, impuesto_servicios: '5585,77' }, MonotributoCategory);
    expect(error?.path).toEqual(['impuesto_servicios']);
  });

  it('refuses a lower-case category key', () => {
    const [error] = validate({ ...categoryA, categoria: 'a' }, MonotributoCategory);
    expect(error?.path).toEqual(['categoria']);
  });
});

describe('DueDate', () => {
  it('accepts a month 1-12 with a YYYY-MM-DD date', () => {
    expect(is({ mes: 1, fecha: '2026-01-20' }, DueDate)).toBe(true);
  });

  it('refuses month 13 and a dd/mm/yyyy date', () => {
    expect(validate({ mes: 13, fecha: '2026-01-20' }, DueDate)[0]?.path).toEqual(['mes']);
    expect(validate({ mes: 1, fecha: '20/01/2026' }, DueDate)[0]?.path).toEqual(['fecha']);
  });
});

describe('OtherTax', () => {
  it('accepts the final-consumer limit in ARS', () => {
    expect(is({ nombre: 'maximo_cons_final', valor: 10000000 }, OtherTax)).toBe(true);
  });

  it('refuses a row without a value', () => {
    expect(validate({ nombre: 'aporte_OS' }, OtherTax)[0]?.path).toEqual(['valor']);
  });
});

describe('MonotributoResponse', () => {
  it('accepts the three lists and points into a bad row', () => {
    const response = {
      monotributos: [categoryA],
      vencimientos: [{ mes: 1, fecha: '2026-01-20' }],
      otros: [{ nombre: 'aporte_OS', valor: 25694.55 }],
    };
    expect(is(response, MonotributoResponse)).toBe(true);
    const [error] = validate(
      { ...response, vencimientos: [{ mes: 2, fecha: '2026-02-30' }] },
      MonotributoResponse,
    );
    expect(error?.path).toEqual(['vencimientos', 0, 'fecha']);
  });
});

describe('IibbRow', () => {
  it('accepts a CABA row and refuses a lower-case province', () => {
    const row = {
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      categoria: 'A',
      monto: 22485,
      vencimiento: '2026-08-20',
    };
    expect(is(row, IibbRow)).toBe(true);
    expect(validate({ ...row, provincia: 'caba' }, IibbRow)[0]?.path).toEqual(['provincia']);
  });
});
