import { describe, expect, it } from 'vitest';
import { judgeDateOrder, judgeValue } from './judge-value.js';

const today = { today: '2026-11-26' };

describe('judgeValue (issue 27 item 1: a value is trusted only when it passes its field’s rule)', () => {
  it('refuses names holding label words of any document type, even with one OCR slip', () => {
    expect(judgeValue('apellido', 'VIAL CONDUCIR', today)).toBe('labelWord');
    expect(judgeValue('nombre', 'S F NACIMIENTO', today)).toBe('labelWord');
    expect(judgeValue('last_name', 'OTORGADA', today)).toBe('labelWord');
    expect(judgeValue('nombre', 'NACIMlENTO', today)).toBe('labelWord');
    expect(judgeValue('apellido', 'CLASE', today)).toBe('labelWord');
  });

  it('takes real names, particles and Ñ included, and refuses one-letter words and long runs', () => {
    for (const name of ['PÉREZ', 'MUÑOZ', 'MARIA DEL VALLE', "D'ANGELO", 'DE LA FUENTE Y SOSA'])
      expect(judgeValue('apellido', name, today), name).toBeNull();
    expect(judgeValue('nombre', 'S F', today)).toBe('nameShape');
    expect(judgeValue('nombre', 'ANA MARIA LUISA PAULA SOFIA JUANA', today)).toBe('nameShape');
  });

  it('takes a document number of 7 or 8 digits only', () => {
    expect(judgeValue('numero_documento', '35123456', today)).toBeNull();
    expect(judgeValue('dni', '7654321', today)).toBeNull();
    expect(judgeValue('numero_documento', '701', today)).toBe('numberLength');
    expect(judgeValue('numero_documento', '351234567', today)).toBe('numberLength');
    expect(judgeValue('numero_documento', '01234567', today)).toBe('numberLength');
  });

  it('takes dates in their plausible range: a birth 16 to 100 years ago, an issue not ahead, an expiry within 20 years', () => {
    expect(judgeValue('fecha_nacimiento', '1990-03-05', today)).toBeNull();
    expect(judgeValue('fecha_nacimiento', '2024-01-10', today)).toBe('dateRange');
    expect(judgeValue('fecha_nacimiento', '1901-01-10', today)).toBe('dateRange');
    expect(judgeValue('fecha_emision', '2027-01-10', today)).toBe('dateRange');
    expect(judgeValue('expirationDate', '2035-06-03', today)).toBeNull();
    expect(judgeValue('fecha_vencimiento', '2019-01-10', today)).toBeNull();
    expect(judgeValue('fecha_vencimiento', '2099-01-10', today)).toBe('dateRange');
  });

  it('checks a CUIT’s check digit, a plate’s shape, a licence class and codes', () => {
    expect(judgeValue('cuit', '20111111112', today)).toBeNull();
    expect(judgeValue('cuil', '20111111113', today)).toBe('checkDigit');
    expect(judgeValue('dominio', 'AB123CD', today)).toBeNull();
    expect(judgeValue('patente', 'AB12CD', today)).toBe('codeShape');
    expect(judgeValue('categoria', 'B.1', today)).toBeNull();
    expect(judgeValue('clase', 'B', today)).toBe('codeShape');
    expect(judgeValue('poliza', '4512-889231', today)).toBeNull();
    expect(judgeValue('codigo_verificacion', 'VENCIMIENTO 2', today)).toBe('labelWord');
    expect(judgeValue('folio', 'AB', today)).toBe('codeShape');
  });

  it('lets a missing value and a key word of no known kind pass', () => {
    expect(judgeValue('apellido', null, today)).toBeNull();
    expect(judgeValue('motor_numero', 'ZX-991', today)).toBeNull();
  });
});

describe('judgeDateOrder (issue 27 item 1: birth in the past, expiry after issue)', () => {
  it('names both dates of a broken pair, and none when they are in order', () => {
    expect(
      judgeDateOrder({
        fecha_nacimiento: '1990-01-12',
        fecha_emision: '2024-01-10',
        fecha_vencimiento: '2029-01-10',
      }),
    ).toEqual(new Set());
    expect(
      judgeDateOrder({ fecha_emision: '2024-01-10', fecha_vencimiento: '2023-01-10' }),
    ).toEqual(new Set(['fecha_emision', 'fecha_vencimiento']));
    expect(judgeDateOrder({ fecha_nacimiento: '2030-01-01', fecha_vencimiento: null })).toEqual(
      new Set(),
    );
  });
});
