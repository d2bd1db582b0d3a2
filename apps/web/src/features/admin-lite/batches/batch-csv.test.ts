import type { BatchRowContext } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { batchRowUploadOf, readBatchCsvText, rowsToProcess } from './batch-csv';

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

describe('readBatchCsvText', () => {
  it('normalises headers, skips empty lines and checks each row with its number', () => {
    const text = [
      '\uFEFFCuit Emisor;Tipo-Factura;Concepto1;Monto1',
      '20-11111111-2;C;Repartos;150000,50',
      '',
      ';C;Repartos;100',
      '20111111112;C;Repartos;',
    ].join('\n');
    const outcome = readBatchCsvText(text, context);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.rows.map((row) => row.fila)).toEqual([1, 2, 3]);
    expect(outcome.rows[0]).toMatchObject({ errors: [], procesar: true, status: 'Sin procesar' });
    expect(outcome.rows[0]?.cells.cuit_emisor).toBe('20-11111111-2');
    expect(outcome.rows[1]?.errors).toEqual(['Fila 2: CUIT emisor invalido']);
    expect(outcome.rows[1]?.procesar).toBe(false);
    expect(outcome.rows[2]?.errors[0]).toMatch(/^Fila 3: /);
    expect(rowsToProcess(outcome.rows).map((row) => row.fila)).toEqual([1]);
  });

  it("answers 'Error en archivo CSV' for a file with none of the batch columns or no rows", () => {
    expect(readBatchCsvText('nombre,apellido\nAna,García', context)).toEqual({
      ok: false,
      message: 'Error en archivo CSV',
    });
    expect(readBatchCsvText('cuit_emisor,tipo_factura\n', context)).toEqual({
      ok: false,
      message: 'Error en archivo CSV',
    });
  });

  it('refuses more than 10,000 rows whole', () => {
    const line = '20111111112,C,Repartos,100';
    const text = ['cuit_emisor,tipo_factura,concepto1,monto1', ...Array(10_001).fill(line)].join(
      '\n',
    );
    const outcome = readBatchCsvText(text, context);
    expect(outcome).toEqual({ ok: false, message: 'El archivo CSV tiene más de 10000 filas' });
  });

  it('checks 10,000 valid rows, all marked to process', () => {
    const line = '20111111112,C,Repartos,100';
    const text = ['cuit_emisor,tipo_factura,concepto1,monto1', ...Array(10_000).fill(line)].join(
      '\n',
    );
    const outcome = readBatchCsvText(text, context);
    expect(outcome.ok && rowsToProcess(outcome.rows).length).toBe(10_000);
  });
});

describe('batchRowUploadOf', () => {
  it('sends the row number and the non-empty cells only', () => {
    const outcome = readBatchCsvText(
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
