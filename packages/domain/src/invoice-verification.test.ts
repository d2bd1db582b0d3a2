import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './csv/csv-encoding';
import { readCsvText } from './csv/read-csv';
import {
  readVerificationDate,
  readVerificationTotal,
  type VerificationInput,
  validateVerification,
  verificationCellsOf,
  verificationColumns,
  verificationFields,
  verificationInputOf,
  verificationOutcome,
  verificationResultColumns,
  verificationResultRecords,
  verificationResultsCsv,
  verificationResultsFileName,
  verificationRowErrors,
} from './invoice-verification';

const valid: VerificationInput = {
  cbte_modo: 'CAE',
  cuit_emisor: '20-26756539-3',
  cbte_tipo: '1',
  pto_vta: '5',
  cbte_nro: '2424',
  cbte_fch: '2019-08-13',
  imp_total: '1754.50',
  cod_autorizacion: '69333775104382',
  doc_tipo_receptor: '80',
  doc_nro_receptor: '20888888883',
};

describe('validateVerification', () => {
  it('builds the query of GET /root/invoices/afip/check from valid text', () => {
    expect(validateVerification(valid)).toEqual({
      ok: true,
      value: {
        cbte_modo: 'CAE',
        cuit_emisor: '20267565393',
        cbte_tipo: 1,
        pto_vta: 5,
        cbte_nro: 2424,
        cbte_fch: '2019-08-13',
        imp_total: 1754.5,
        cod_autorizacion: '69333775104382',
        doc_tipo_receptor: 80,
        doc_nro_receptor: '20888888883',
      },
    });
  });

  it('requires every field with its own message (Spec 03 §5)', () => {
    const result = validateVerification({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path, message }) => [path, message])).toEqual([
      ['cbte_modo', 'Modalidad requerida'],
      ['cuit_emisor', 'CUIT emisor requerido'],
      ['cbte_tipo', 'Tipo de comprobante requerido'],
      ['pto_vta', 'Punto de venta requerido'],
      ['cbte_nro', 'Número de comprobante requerido'],
      ['cbte_fch', 'Fecha de comprobante requerida'],
      ['imp_total', 'Importe total requerido'],
      ['cod_autorizacion', 'Código de autorización requerido'],
      ['doc_tipo_receptor', 'Tipo de documento del receptor requerido'],
      ['doc_nro_receptor', 'Número de documento del receptor requerido'],
    ]);
  });

  it.each([
    ['cuit_emisor', '2026756539', 'El cuit debe tener 11 numeros'],
    ['cuit_emisor', '20267565394', 'CUIT invalido'],
    ['cbte_modo', 'XYZ', 'Valor no permitido'],
    ['cbte_tipo', '1000', 'Debe ser un número entero'],
    ['pto_vta', '-1', 'Debe ser un número entero'],
    ['cbte_nro', '0', 'Debe ser un número entero'],
    ['cbte_fch', '31/02/2024', 'Fecha inválida'],
    ['imp_total', '12,345', 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales'],
    ['imp_total', '-5', 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales'],
    ['cod_autorizacion', '1234', 'El código de autorización debe tener 14 números'],
    ['doc_tipo_receptor', '81', 'Valor no permitido'],
    ['doc_nro_receptor', 'a/b', 'Formato inválido'],
  ])('refuses %s %j with %j', (field, value, message) => {
    const result = validateVerification({ ...valid, [field]: value });
    expect(result).toEqual({
      ok: false,
      errors: [expect.objectContaining({ path: field, message })],
    });
  });

  it('accepts lower-case modes, es-AR totals, ARCA and Argentine dates and document names', () => {
    const result = validateVerification({
      ...valid,
      cbte_modo: 'caea',
      imp_total: '$ 1.754,50',
      cbte_fch: '13/8/2019',
      doc_tipo_receptor: 'dni',
      doc_nro_receptor: '30.123.456',
    });
    expect(result.ok && result.value).toMatchObject({
      cbte_modo: 'CAEA',
      imp_total: 1754.5,
      cbte_fch: '2019-08-13',
      doc_tipo_receptor: 96,
      doc_nro_receptor: '30123456',
    });
  });
});

describe('readers', () => {
  it('reads totals exactly in cents', () => {
    expect(readVerificationTotal('1234.56')).toBe(123_456);
    expect(readVerificationTotal('1.234,56')).toBe(123_456);
    expect(readVerificationTotal('0,1')).toBe(10);
    expect(readVerificationTotal('1.005')).toBe(100_500);
    expect(readVerificationTotal('1,005')).toBeNull();
    expect(readVerificationTotal('-5')).toBeNull();
    expect(readVerificationTotal('mil')).toBeNull();
  });

  it('reads YYYY-MM-DD, YYYYMMDD and DD/MM/YYYY dates', () => {
    expect(readVerificationDate('2026-11-26')).toBe('2026-11-26');
    expect(readVerificationDate('20261126')).toBe('2026-11-26');
    expect(readVerificationDate('26/11/2026')).toBe('2026-11-26');
    expect(readVerificationDate('2026-13-01')).toBeNull();
  });
});

describe('CSV import', () => {
  it('reads the headers people and ARCA write, and a results export back (issue 24)', () => {
    const text =
      'Modalidad;CUIT emisor;Tipo de comprobante;Punto de venta;Número;Fecha;Importe total;CAE;Tipo de documento receptor;Documento receptor;Estado;Observaciones\r\n' +
      'CAE;20-11111111-2;11;1;7;26/11/2026;15.000;12345678901234;80;30710916574;Correcta;\r\n';
    const reading = readCsvText(text, verificationColumns);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const input = verificationInputOf(reading.records[0]?.cells ?? {});
    const checked = validateVerification(input);
    expect(checked.ok && checked.value).toMatchObject({
      cbte_fch: '2026-11-26',
      imp_total: 15_000,
      cuit_emisor: '20111111112',
    });
  });

  it('reads a record’s ten fields, trimmed, ignoring other columns', () => {
    const input = verificationInputOf({ cbte_modo: ' CAE ', otra: 'x', cbte_nro: 7 });
    expect(input.cbte_modo).toBe('CAE');
    expect(input.cbte_nro).toBe('7');
    expect(input.cuit_emisor).toBe('');
    expect(Object.keys(input)).toEqual([...verificationFields]);
  });
});

describe('results', () => {
  it('maps A to Correcta and anything else to Incorrecta with the observations', () => {
    expect(verificationOutcome({ resultado: 'A', observaciones: [] })).toEqual({
      status: 'Correcta',
      message: 'Factura fue validada correctamente',
      observaciones: [],
    });
    expect(
      verificationOutcome({
        resultado: 'R',
        observaciones: [{ code: 110, msg: 'El campo ImpTotal no se corresponde' }, { msg: 'Otra' }],
      }),
    ).toEqual({
      status: 'Incorrecta',
      message: 'La factura es apocrifa',
      observaciones: ['110 - El campo ImpTotal no se corresponde', 'Otra'],
    });
  });

  it('writes each row as the table shows it: CUIT with dashes, dd/mm/aaaa, 1234,56, Spanish status', () => {
    const [record] = verificationResultRecords([
      {
        input: { ...valid, cuit_emisor: '20267565393', imp_total: '15.000' },
        status: 'Incorrecta',
        observaciones: ['110 - a', '112 - b'],
      },
    ]);
    expect(Object.keys(record!)).toEqual([...verificationResultColumns]);
    expect(record).toEqual({
      ...valid,
      cuit_emisor: '20-26756539-3',
      cbte_fch: '13/08/2019',
      imp_total: '15000,00',
      estado: 'Incorrecta',
      observaciones: '110 - a | 112 - b',
    });
  });

  it('keeps a field that cannot be read as it was loaded, so its message still matches it', () => {
    const input = { ...valid, cuit_emisor: '2026', cbte_fch: '11/27/2026', imp_total: '15,000.00' };
    expect(verificationCellsOf(input)).toEqual(input);
  });

  it('writes the file for an es-AR Excel: BOM, `;`, CRLF, formulas neutralised', () => {
    const text = verificationResultsCsv([
      {
        input: { ...valid, doc_nro_receptor: '=cmd' },
        status: 'Correcta',
        observaciones: [],
      },
    ]);
    expect(text).toBe(
      '\uFEFFcbte_modo;cuit_emisor;cbte_tipo;pto_vta;cbte_nro;cbte_fch;imp_total;cod_autorizacion;doc_tipo_receptor;doc_nro_receptor;estado;observaciones\r\n' +
        "CAE;20-26756539-3;1;5;2424;13/08/2019;1754,50;69333775104382;80;'=cmd;Correcta;\r\n",
    );
    expect(verificationResultsFileName('2026-11-27')).toBe('verificacion-facturas-2026-11-27.csv');
  });

  it('loads its own results file back unchanged: the same inputs, queries and messages (issue 24 item 8)', () => {
    const loaded: VerificationInput[] = [
      { ...valid, cuit_emisor: '20-26756539-3', cbte_fch: '13/08/2019', imp_total: '1754,50' },
      { ...valid, cbte_nro: '2425', imp_total: '15,000.00' },
      { ...valid, cbte_nro: '2426', cbte_fch: '11/27/2026', cuit_emisor: '20-26756539-4' },
      { ...valid, cbte_nro: '2427', doc_nro_receptor: '+5491155551234', imp_total: '1.234.567,8' },
    ];
    const rows = loaded.map((input, index) => ({
      input,
      status: index === 0 ? ('Correcta' as const) : ('Sin procesar' as const),
      observaciones: verificationRowErrors(index + 1, input),
    }));
    const text = verificationResultsCsv(rows);
    const decoded = decodeCsvBytes(new TextEncoder().encode(text));
    const reading = readCsvText(decoded.text, verificationColumns);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.delimiter).toBe(';');
    const again = reading.records.map((record) => verificationInputOf(record.cells));
    expect(again).toEqual(loaded.map(verificationCellsOf));
    expect(again[0]).toEqual(loaded[0]);
    expect(again.map((input) => validateVerification(input))).toEqual(
      loaded.map((input) => validateVerification(input)),
    );
    expect(again.map((input, index) => verificationRowErrors(index + 1, input))).toEqual(
      rows.map((row) => row.observaciones),
    );
    // Written again, the file is the same: nothing drifts on each round.
    const rewritten = verificationResultsCsv(
      again.map((input, index) => ({ ...rows[index]!, input })),
    );
    expect(rewritten).toBe(text);
  });
});

describe('verificationRowErrors', () => {
  it('names the row and the column of an amount that is not es-AR (issue 24 item 1)', () => {
    expect(verificationRowErrors(3, { ...valid, imp_total: '15,000.00' })).toEqual([
      'Fila 3: imp_total "15,000.00" no es un importe válido (ej.: 1.234,56)',
    ]);
    expect(verificationRowErrors(4, { ...valid, imp_total: '1.234,567' })).toEqual([
      'Fila 4: imp_total "1.234,567" no es un importe válido (ej.: 1.234,56)',
    ]);
  });

  it('reads 15.000 as ARS 15,000: no message', () => {
    expect(verificationRowErrors(1, { ...valid, imp_total: '15.000' })).toEqual([]);
    expect(validateVerification({ ...valid, imp_total: '15.000' })).toMatchObject({
      ok: true,
      value: { imp_total: 15_000 },
    });
  });

  it('refuses a month-first date with its own message, and other bad dates as dd/mm/aaaa', () => {
    expect(verificationRowErrors(2, { ...valid, cbte_fch: '11/27/2026' })).toEqual([
      'Fila 2: cbte_fch "11/27/2026" no es una fecha válida: se escribe día/mes/año (dd/mm/aaaa), no mes/día',
    ]);
    expect(verificationRowErrors(2, { ...valid, cbte_fch: '31/02/2026' })).toEqual([
      'Fila 2: cbte_fch "31/02/2026" no es una fecha válida (dd/mm/aaaa)',
    ]);
  });

  it('names the row and the column of every other rule, missing fields first', () => {
    expect(
      verificationRowErrors(5, {
        ...valid,
        cuit_emisor: '20267565394',
        cbte_nro: '',
        pto_vta: 'x',
      }),
    ).toEqual([
      'Fila 5: cbte_nro: Número de comprobante requerido',
      'Fila 5: cuit_emisor: CUIT invalido',
      'Fila 5: pto_vta: Debe ser un número entero',
    ]);
  });
});
