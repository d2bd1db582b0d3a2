import type { BatchRowContext } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { batchRowUploadOf, readBatchCsvBytes, rowsToProcess } from './batch-csv';

const context: BatchRowContext = {
  today: '2026-11-20',
  maximoConsFinal: 10_000_000,
  nroDocumento: '30710916574',
  tipoResponsable: 'iva-responsable-inscripto',
  razonSocialCliente: 'Empresa Demo S.A.',
  domicilioComercialCliente: 'Av. Corrientes 1234',
  fecha_inicio: '2026-10-01',
  fecha_fin: '2026-10-31',
};

describe('readBatchCsvBytes', () => {
  it('normalises headers, skips empty lines and checks each row with its number', () => {
    const text = [
      '\uFEFFCuit Emisor;Tipo-Factura;Concepto1;Monto1',
      '20-11111111-2;C;Repartos;150000,50',
      '',
      ';C;Repartos;100',
      '20111111112;C;Repartos;',
    ].join('\n');
    const outcome = readBatchCsvBytes(text, context);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.rows.map((row) => row.fila)).toEqual([1, 2, 3]);
    expect(outcome.rows[0]).toMatchObject({ errors: [], procesar: true, status: 'Sin procesar' });
    expect(outcome.rows[0]?.cells.cuit_emisor).toBe('20-11111111-2');
    expect(outcome.rows[1]?.errors).toEqual(['Fila 2: CUIT emisor inválido']);
    expect(outcome.rows[1]?.procesar).toBe(false);
    expect(outcome.rows[2]?.errors[0]).toMatch(/^Fila 3: /);
    expect(rowsToProcess(outcome.rows).map((row) => row.fila)).toEqual([1]);
  });

  it('stops at an unknown column naming it, and at a file without rows', () => {
    const unknown = readBatchCsvBytes('nombre,apellido\nAna,García', context);
    expect(!unknown.ok && unknown.message).toMatch(
      /^La columna "nombre" no es una de las esperadas\. Columnas esperadas: cuit_emisor, /,
    );
    expect(readBatchCsvBytes('cuit_emisor,concepto1,monto1\n', context)).toEqual({
      ok: false,
      message: 'El archivo CSV no tiene filas',
    });
  });

  it('reads a Windows-1252 file from an es-AR Excel: ;, typed headers, 15.000, dd/mm/aaaa', () => {
    const text =
      'CUIT emisor;Tipo de factura;Concepto 1;Monto 1;Fecha de factura\r\n20-11111111-2;C;Diseño gráfico;15.000;18/11/2026\r\n';
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const outcome = readBatchCsvBytes(bytes, context);
    expect(outcome.ok && outcome.encoding).toBe('Windows-1252');
    expect(outcome.ok && outcome.rows[0]).toMatchObject({
      errors: [],
      cells: { concepto1: 'Diseño gráfico', monto1: '15.000', fecha_factura: '18/11/2026' },
    });
  });

  it('refuses more than 10,000 rows whole', () => {
    const line = '20111111112,C,Repartos,100';
    const text = ['cuit_emisor,tipo_factura,concepto1,monto1', ...Array(10_001).fill(line)].join(
      '\n',
    );
    const outcome = readBatchCsvBytes(text, context);
    expect(outcome).toEqual({ ok: false, message: 'El archivo CSV tiene más de 10000 filas' });
  });

  it('checks 10,000 valid rows, all marked to process', () => {
    const line = '20111111112,C,Repartos,100';
    const text = ['cuit_emisor,tipo_factura,concepto1,monto1', ...Array(10_000).fill(line)].join(
      '\n',
    );
    const outcome = readBatchCsvBytes(text, context);
    expect(outcome.ok && rowsToProcess(outcome.rows).length).toBe(10_000);
  });
});

describe('batchRowUploadOf', () => {
  it('sends the row number and the non-empty cells only', () => {
    const outcome = readBatchCsvBytes(
      'cuit_emisor,tipo_factura,observaciones,concepto1,monto1\n20111111112,C,,Repartos,100',
      context,
    );
    expect(outcome.ok && batchRowUploadOf(outcome.rows[0]!)).toEqual({
      fila: 1,
      cuit_emisor: '20111111112',
      tipo_factura: 'C',
      concepto1: 'Repartos',
      monto1: '100',
    });
  });
});
