import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDateCell, csvFileName, neutralizeCsvCell, writeEsArCsv } from './write-csv';

describe('writeEsArCsv', () => {
  it('writes what es-AR Excel opens: BOM, ;, CRLF, quotes where needed', () => {
    const text = writeEsArCsv(
      [
        { concepto: 'Diseño; gráfico', monto: '15000,00', fecha: csvDateCell('2026-11-27') },
        { concepto: '=HYPERLINK("x")', monto: '-1,50', fecha: csvDateCell(null) },
      ],
      ['concepto', 'monto', 'fecha'],
    );
    expect(text).toBe(
      '\uFEFFconcepto;monto;fecha\r\n"Diseño; gráfico";15000,00;27/11/2026\r\n"\'=HYPERLINK(""x"")";-1,50;\r\n',
    );
  });

  it('gives back the same cells to a parser configured as es-AR Excel', () => {
    const records = [{ a: 'Ñandú', b: '1234,56' }];
    const parsed = Papa.parse<Record<string, string>>(writeEsArCsv(records, ['a', 'b']).slice(1), {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual(records);
  });
});

describe('neutralizeCsvCell', () => {
  it('prefixes formula starts, keeps numbers and other text', () => {
    expect(neutralizeCsvCell('+54 11')).toBe("'+54 11");
    expect(neutralizeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeCsvCell('-2+3')).toBe("'-2+3");
    expect(neutralizeCsvCell('-1,50')).toBe('-1,50');
    expect(neutralizeCsvCell('Emitida')).toBe('Emitida');
  });
});

describe('csvFileName', () => {
  it('folds the parts to a readable name', () => {
    expect(csvFileName(['lote', 'Octubre: Repartidores Ñ', '2026-11-27'])).toBe(
      'lote-octubre-repartidores-n-2026-11-27.csv',
    );
    expect(csvFileName(['lote', null, '2026-11-27'])).toBe('lote-2026-11-27.csv');
  });
});
