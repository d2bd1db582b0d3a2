import { describe, expect, it } from 'vitest';
import type { CsvColumns } from './csv-columns';
import { detectCsvDelimiter, readCsvText } from './read-csv';

const spec: CsvColumns = {
  columns: [
    { name: 'concepto1', required: true },
    { name: 'monto1', required: true },
    { name: 'telefono', synonyms: ['Teléfono'] },
  ],
};

describe('detectCsvDelimiter', () => {
  it.each([
    ['concepto1;monto1', ';'],
    ['concepto1,monto1', ','],
    ['concepto1\tmonto1', '\t'],
    ['"a;b",c', ','],
    ['solo', ','],
  ])('%j → %j', (line, delimiter) => {
    expect(detectCsvDelimiter(line)).toBe(delimiter);
  });
});

describe('readCsvText', () => {
  it('reads an es-AR Excel file: ;, CRLF, quotes, blank lines, typed headers', () => {
    const text =
      'Concepto1;Monto 1;Teléfono\r\n"Diseño; gráfico";15.000;\'+54 11 5555-0000\r\n;;\r\n\r\nEdición;1.234,56;\r\n';
    const reading = readCsvText(text, spec);
    expect(reading).toEqual({
      ok: true,
      delimiter: ';',
      records: [
        {
          fila: 1,
          cells: { concepto1: 'Diseño; gráfico', monto1: '15.000', telefono: '+54 11 5555-0000' },
          errors: [],
        },
        { fila: 2, cells: { concepto1: 'Edición', monto1: '1.234,56', telefono: '' }, errors: [] },
      ],
    });
  });

  it('names the row and column of a cell with a replacement character', () => {
    const reading = readCsvText('concepto1,monto1\nDise\uFFFDo,100\n', spec);
    expect(reading.ok && reading.records[0]?.errors).toEqual([
      'Fila 1: concepto1 tiene caracteres inválidos (revisá la codificación del archivo)',
    ]);
  });

  it('refuses a value under a column without a header', () => {
    const reading = readCsvText('concepto1;monto1\nA;1;sobra\n', spec);
    expect(reading.ok && reading.records[0]?.errors).toEqual([
      'Fila 1: hay un valor en la columna 3, que no tiene encabezado',
    ]);
  });

  it('ignores empty trailing cells an Excel export adds', () => {
    const reading = readCsvText('concepto1;monto1;;\nA;1;;\n', spec);
    expect(reading.ok && reading.records[0]?.errors).toEqual([]);
  });

  it('refuses a file with only headers, or with an unknown column, as a whole', () => {
    expect(readCsvText('concepto1;monto1\r\n\r\n', spec)).toEqual({
      ok: false,
      message: 'El archivo CSV no tiene filas',
    });
    const unknown = readCsvText('concepto1;monto1;Dirección\nA;1;x\n', spec);
    expect(!unknown.ok && unknown.message).toMatch(/^La columna "Dirección" no es una/);
  });

  it('refuses more rows than the importer takes, whole', () => {
    expect(
      readCsvText('concepto1;monto1\na;1\nb;2\nc;3\n', spec, {
        maxRows: 2,
        tooManyRows: 'Demasiadas',
      }),
    ).toEqual({ ok: false, message: 'Demasiadas' });
  });

  it('refuses quotes that never close', () => {
    expect(readCsvText('concepto1;monto1\n"abierta;1\n', spec)).toEqual({
      ok: false,
      message: 'Error en archivo CSV',
    });
  });
});
