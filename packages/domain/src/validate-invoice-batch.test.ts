import { describe, expect, it } from 'vitest';
import {
  type BatchRowContext,
  batchInvoiceCellsOf,
  batchPeriodLabel,
  parseBatchVoucherType,
  validateBatchForm,
  validateBatchInvoiceRow,
} from './validate-invoice-batch';

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

const row = {
  cuit_emisor: '20-11111111-2',
  tipo_factura: 'C',
  concepto1: 'Repartos',
  monto1: '150000,50',
};

describe('parseBatchVoucherType', () => {
  it('reads ARCA codes, names and short names', () => {
    expect(parseBatchVoucherType('11')).toBe(11);
    expect(parseBatchVoucherType('factura c')).toBe(11);
    expect(parseBatchVoucherType('Nota de Crédito C')).toBe(13);
    expect(parseBatchVoucherType('NC')).toBe(13);
    expect(parseBatchVoucherType('nd')).toBe(12);
    expect(parseBatchVoucherType('A')).toBeNull();
    expect(parseBatchVoucherType('6')).toBeNull();
  });
});

describe('validateBatchInvoiceRow', () => {
  it('turns a row into a services Factura C from the issuer to the company, dated today', () => {
    const result = validateBatchInvoiceRow(row, 1, context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cuitEmisor).toBe('20111111112');
    const { draft } = result.value;
    expect(draft).toMatchObject({
      tipoDeComprobante: 11,
      tipoDocumento: 80,
      nroDocumento: '30710916574',
      concepto: 2,
      fecha: '2026-11-20',
      desde: '2026-10-01',
      hasta: '2026-10-31',
      vencimientoPago: '2026-11-20',
      formaDePago: 'contado',
      importeTotal: 150000.5,
    });
    expect(draft.items).toEqual([
      { codigo: '1', concepto: 'Repartos', unidad: 7, cantidad: 1, precio: 150000.5 },
    ]);
  });

  it('takes the form’s invoice date when the row has none, and the row’s over it', () => {
    const withForm = { ...context, fecha_factura: '2026-11-10' };
    const a = validateBatchInvoiceRow(row, 1, withForm);
    const b = validateBatchInvoiceRow({ ...row, fecha_factura: '2026-11-15' }, 1, withForm);
    expect(a.ok && a.value.draft.fecha).toBe('2026-11-10');
    expect(b.ok && b.value.draft.fecha).toBe('2026-11-15');
  });

  it('names the row in every message and reports every broken cell', () => {
    const result = validateBatchInvoiceRow(
      {
        cuit_emisor: '20111111113',
        tipo_factura: 'A',
        concepto1: 'x',
        monto1: '-3',
        fecha_factura: '2026-12-01',
      },
      7,
      context,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.code)).toEqual([
      'invoiceBatchRow.cuitEmisor',
      'invoiceBatchRow.tipoFactura',
      'invoiceBatchRow.monto',
      'invoiceBatchRow.fecha',
    ]);
    for (const error of result.errors) expect(error.message).toMatch(/^Fila 7: /);
  });

  it('refuses a row without concepts, an invoice date older than 15 days, and one beyond ARCA’s 10 days for services', () => {
    const empty = validateBatchInvoiceRow(
      { cuit_emisor: '20111111112', tipo_factura: 'C' },
      2,
      context,
    );
    expect(!empty.ok && empty.errors.map((e) => e.code)).toEqual(['invoiceBatchRow.noItems']);
    const old = validateBatchInvoiceRow({ ...row, fecha_factura: '2026-11-04' }, 2, context);
    expect(!old.ok && old.errors.map((e) => e.code)).toEqual(['invoiceBatchRow.fecha']);
    const twelve = validateBatchInvoiceRow({ ...row, fecha_factura: '2026-11-08' }, 2, context);
    expect(!twelve.ok && twelve.errors.map((e) => e.code)).toEqual(['invoiceBatchRow.invoice']);
    const ten = validateBatchInvoiceRow({ ...row, fecha_factura: '2026-11-10' }, 2, context);
    expect(ten.ok).toBe(true);
  });

  it('asks a credit note for its associated invoice and reads PPPPP-NNNNNNNN', () => {
    const missing = validateBatchInvoiceRow({ ...row, tipo_factura: 'NC' }, 3, context);
    expect(!missing.ok && missing.errors.map((e) => e.code)).toEqual(['invoiceBatchRow.asociada']);
    const note = validateBatchInvoiceRow(
      { ...row, tipo_factura: 'NC', factura_asociada: '00002-00000015' },
      3,
      context,
    );
    expect(note.ok && note.value.draft).toMatchObject({
      tipoDeComprobante: 13,
      tipoDeComprobanteAsoc: 11,
      puntoVentaAsoc: 2,
      cbteNroAsoc: 15,
    });
  });

  it('passes the invoice rules’ own errors through with the row prefix', () => {
    const result = validateBatchInvoiceRow(row, 4, { ...context, fecha_fin: '2026-09-01' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.every((error) => error.code === 'invoiceBatchRow.invoice')).toBe(true);
    expect(result.errors[0]?.message).toMatch(/^Fila 4: ./);
  });

  it('reads normalised CSV records, ignoring unknown columns', () => {
    expect(batchInvoiceCellsOf({ cuit_emisor: ' 20111111112 ', otra: 'x', monto1: 5 })).toEqual({
      cuit_emisor: '20111111112',
      monto1: '5',
    });
  });
});

describe('validateBatchForm', () => {
  const valid = {
    nroDocumento: '30-71091657-4',
    razonSocialCliente: 'Empresa Demo S.A.',
    mes: 10,
    anio: 2026,
    fecha_inicio: '2026-10-01',
    fecha_fin: '2026-10-31',
    tipoResponsable: 'iva-responsable-inscripto',
  };
  it('accepts a complete form', () => {
    expect(validateBatchForm(valid, '2026-11-20')).toEqual([]);
  });
  it('gives the spec’s messages for missing dates and a bad CUIT', () => {
    const errors = validateBatchForm(
      { ...valid, nroDocumento: '30710916575', fecha_inicio: '', fecha_fin: null },
      '2026-11-20',
    );
    expect(errors.map((error) => [error.path, error.message])).toEqual([
      ['nroDocumento', 'CUIT invalido'],
      ['fecha_inicio', 'Servicio desde requerido'],
      ['fecha_fin', 'Servicio hasta requerido'],
    ]);
  });
  it('refuses future dates, an end before the start, a year out of choice and an old invoice date', () => {
    const errors = validateBatchForm(
      {
        ...valid,
        fecha_inicio: '2026-11-21',
        fecha_fin: '2026-10-01',
        anio: 2024,
        fecha_factura: '2026-11-01',
      },
      '2026-11-20',
    );
    expect(errors.map((error) => error.code)).toEqual([
      'invoiceBatch.anioRequired',
      'invoiceBatch.futureDate',
      'invoiceBatch.endBeforeStart',
      'invoiceBatch.fechaFactura',
    ]);
  });
  it('labels the period with the Spanish month name', () => {
    expect(batchPeriodLabel(8, 2026)).toBe('Agosto 2026');
  });
});

describe('validateBatchInvoiceRow: a row as an es-AR office writes it (issue 24)', () => {
  it('invoices 15.000 as ARS 15,000 (it was emitted for ARS 15) and reads dd/mm/aaaa dates', () => {
    const checked = validateBatchInvoiceRow(
      {
        ...row,
        monto1: '15.000',
        monto2: '1.500',
        concepto2: 'Viáticos',
        fecha_factura: '18/11/2026',
        servicio_fecha_vencimiento: '5/12/2026',
      },
      1,
      context,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.draft.items.map((item) => item.precio)).toEqual([15_000, 1_500]);
    expect(checked.value.draft.importeTotal).toBe(16_500);
    expect(checked.value.draft.fecha).toBe('2026-11-18');
    expect(checked.value.draft.vencimientoPago).toBe('2026-12-05');
  });

  it.each([['1.234,567'], ['15,000.00'], ['abc'], ['15 000']])(
    'refuses the amount %j naming the row and the column',
    (monto1) => {
      const checked = validateBatchInvoiceRow({ ...row, monto1 }, 4, context);
      expect(checked.ok ? [] : checked.errors.map((error) => error.message)).toEqual([
        `Fila 4: monto1 "${monto1}" no es un importe válido (ej.: 1.234,56)`,
      ]);
    },
  );

  it('refuses a month-first date with its own message, and a date that is no day', () => {
    const monthFirst = validateBatchInvoiceRow({ ...row, fecha_factura: '11/18/2026' }, 2, context);
    expect(monthFirst.ok ? [] : monthFirst.errors.map((error) => error.message)).toEqual([
      'Fila 2: fecha_factura "11/18/2026" no es una fecha válida: se escribe día/mes/año (dd/mm/aaaa), no mes/día',
    ]);
    const noDay = validateBatchInvoiceRow(
      { ...row, servicio_fecha_vencimiento: '31/11/2026' },
      3,
      context,
    );
    expect(noDay.ok ? [] : noDay.errors.map((error) => error.message)).toEqual([
      'Fila 3: servicio_fecha_vencimiento "31/11/2026" no es una fecha válida (dd/mm/aaaa)',
    ]);
  });
});
