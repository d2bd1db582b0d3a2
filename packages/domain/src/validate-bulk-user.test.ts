import { describe, expect, it } from 'vitest';
import { readCsvText } from './csv/read-csv';
import { bulkUserColumns, bulkUserRowOf, validateBulkUserRow } from './validate-bulk-user';

describe('validateBulkUserRow (Spec 03 §5 "Bulk users CSV")', () => {
  it('accepts a full row and normalises the e-mail and CUIT', () => {
    const checked = validateBulkUserRow(
      {
        nombre: ' Ana ',
        apellido: 'García',
        email: ' Ana@Example.COM ',
        telefono: '+5491155551234',
        cuit: '20-11111111-2',
        ciudad: '',
        procesar: true,
      },
      1,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        nombre: 'Ana',
        apellido: 'García',
        email: 'ana@example.com',
        telefono: '+5491155551234',
        cuit: '20111111112',
        ciudad: null,
        codigo: null,
        empresa: null,
      },
    });
  });

  it('names the row in every message, in the spec’s words', () => {
    const checked = validateBulkUserRow({ telefono: '1155551234', procesar: true }, 7);
    expect(checked.ok ? [] : checked.errors.map((error) => error.message)).toEqual([
      'El nombre es requerido en fila 7',
      'El apellido es requerido en fila 7',
      'El email es requerido en fila 7',
      'El número de télefono debe tener código de pais (ej. +54) en fila 7',
    ]);
  });

  it('refuses an e-mail that is not an address and a bad CUIT', () => {
    const checked = validateBulkUserRow(
      { nombre: 'A', apellido: 'B', email: 'nope', cuit: '20111111113', procesar: true },
      3,
    );
    expect(checked.ok ? [] : checked.errors.map((error) => error.code)).toEqual([
      'usersBatch.emailInvalid',
      'usersBatch.cuitInvalid',
    ]);
  });
});

describe('bulkUserRowOf', () => {
  it('keeps the eight cells as trimmed text, marks the row unless procesar says no', () => {
    expect(bulkUserRowOf({ nombre: ' Ana ', otra: 'x', cuit: 20111111112, telefono: '' })).toEqual({
      procesar: true,
      nombre: 'Ana',
      cuit: '20111111112',
    });
    expect(bulkUserRowOf({ nombre: 'Ana', procesar: 'No' }).procesar).toBe(false);
    expect(bulkUserRowOf({ nombre: 'Ana', procesar: 'sí' }).procesar).toBe(true);
  });

  it('reads a file with the headers a person types (issue 24 item 5)', () => {
    const reading = readCsvText(
      'Nombre;Apellido;Teléfono;E-mail;CUIT;Ciudad;Código\r\nMaría;Núñez;+54 11 5555-0000;maria@example.com;27-22222222-8;Córdoba;A1\r\n',
      bulkUserColumns,
    );
    expect(reading.ok && bulkUserRowOf(reading.records[0]?.cells ?? {})).toEqual({
      procesar: true,
      nombre: 'María',
      apellido: 'Núñez',
      telefono: '+54 11 5555-0000',
      email: 'maria@example.com',
      cuit: '27-22222222-8',
      ciudad: 'Córdoba',
      codigo: 'A1',
    });
  });
});
