import {
  type VerificationInput,
  verificationCellsOf,
  verificationResultsCsv,
  verificationRowErrors,
} from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { isCsvFile } from '../../../forms/read-csv-file';
import { readVerificationCsv, runBounded } from './verification-csv';

const voucher: VerificationInput = {
  cbte_modo: 'CAE',
  cuit_emisor: '20111111112',
  cbte_tipo: '11',
  pto_vta: '1',
  cbte_nro: '7',
  cbte_fch: '2026-11-26',
  imp_total: '15.000',
  cod_autorizacion: '76453201234567',
  doc_tipo_receptor: '80',
  doc_nro_receptor: '30-71091657-4',
};

describe('readVerificationCsv', () => {
  it('reads a Windows-1252 file with typed Spanish headers, `;`, CRLF and es-AR cells', async () => {
    const text =
      'Modalidad;CUIT emisor;Tipo de comprobante;Punto de venta;Número;Fecha;Importe total;CAE;Tipo de documento receptor;Documento receptor\r\n' +
      'CAE;20-11111111-2;11;1;7;26/11/2026;15.000;76453201234567;80;30-71091657-4\r\n';
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const outcome = await readVerificationCsv(new File([bytes], 'facturas.csv'));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.encoding).toBe('Windows-1252');
    expect(outcome.rows).toEqual([
      {
        fila: 1,
        input: { ...voucher, cuit_emisor: '20-11111111-2', cbte_fch: '26/11/2026' },
        errors: [],
      },
    ]);
  });

  it('loads the results file it downloads unchanged: the same rows, inputs and messages (issue 24 item 8)', async () => {
    const loaded = [voucher, { ...voucher, cbte_nro: '8', imp_total: '15,000.00' }];
    const rows = loaded.map((input, index) => ({
      input,
      status: index === 0 ? ('Correcta' as const) : ('Sin procesar' as const),
      observaciones: verificationRowErrors(index + 1, input),
    }));
    expect(rows[1]?.observaciones).toEqual([
      'Fila 2: imp_total "15,000.00" no es un importe válido (ej.: 1.234,56)',
    ]);
    const file = new File([verificationResultsCsv(rows)], 'verificacion-facturas-2026-11-27.csv', {
      type: 'text/csv',
    });
    const outcome = await readVerificationCsv(file);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.encoding).toBe('UTF-8 con BOM');
    expect(outcome.rows.map((row) => row.input)).toEqual(loaded.map(verificationCellsOf));
    expect(outcome.rows.map((row) => verificationRowErrors(row.fila, row.input))).toEqual(
      rows.map((row) => row.observaciones),
    );
    // And once more: the second file is the first.
    const again = verificationResultsCsv(
      outcome.rows.map((row, index) => ({ ...rows[index]!, input: row.input })),
    );
    expect(again).toBe(verificationResultsCsv(rows));
  });
});

describe('isCsvFile', () => {
  it('takes a .csv name or the text/csv type, and refuses others', () => {
    expect(isCsvFile({ name: 'facturas.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'facturas', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'facturas.xlsx', type: 'application/octet-stream' })).toBe(false);
  });
});

describe('runBounded', () => {
  it('runs every item, never more than the limit at once, in order of start', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, item % 2 === 0 ? 5 : 1));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await runBounded([], 3, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
