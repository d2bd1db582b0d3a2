import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  Batch,
  BatchCreate,
  BatchInvoiceCsvRow,
  BatchInvoicePage,
  BatchInvoicesQuery,
  BatchListQuery,
  BatchProcess,
  BatchRowResult,
  BatchRowsQuery,
  InvoiceExportRow,
} from './batch';
import { sampleInvoice } from './test-samples';

const batch = {
  batch_id: '1767225600',
  name: 'Agosto',
  fecha_creacion: '2026-09-01',
  mes: 'Agosto 2026',
  total: 10,
  processed: 10,
  approved: 9,
  fecha_inicio: '2026-08-01',
  fecha_fin: '2026-08-31',
  nroDocumento: '30500001735',
  razonSocialCliente: 'Rappi Argentina SAS',
};

describe('Batch', () => {
  it('accepts a processed batch', () => {
    expect(is(batch, Batch)).toBe(true);
  });

  it('refuses a batch id that is not Unix seconds as digits', () => {
    expect(validate({ ...batch, batch_id: 'lote-1' }, Batch)[0]?.path).toEqual(['batch_id']);
  });

  it('carries its status and the confirmed figures (null while loading), and only listed statuses', () => {
    expect(
      is(
        {
          ...batch,
          estado: 'CONFIRMADO',
          facturasConfirmadas: 10,
          importeConfirmadoCents: 1_500_000,
        },
        Batch,
      ),
    ).toBe(true);
    expect(
      is(
        { ...batch, estado: 'CARGANDO', facturasConfirmadas: null, importeConfirmadoCents: null },
        Batch,
      ),
    ).toBe(true);
    expect(validate({ ...batch, estado: 'EMITIDO' }, Batch)[0]?.path).toEqual(['estado']);
  });
});

describe('staged batch rows (issue 24 item 2)', () => {
  const accepted = {
    fila: 1,
    outcome: 'accepted',
    mensajes: [],
    factura: {
      cuitEmisor: '20111111112',
      nombreEmisor: 'Ana García',
      tipoDeComprobante: 11,
      puntoVenta: 1,
      nroDocumento: '30710916574',
      razonSocialCliente: 'Empresa Demo S.A.',
      fecha: '2026-11-27',
      vencimientoPago: '2026-11-27',
      conceptos: [{ concepto: 'Diseño gráfico', importeCents: 1_500_000 }],
      importeTotalCents: 1_500_000,
      observacion: null,
    },
    invoice_id: null,
  };

  it('an accepted row says the invoice it becomes, in cents; a refused one its messages and no invoice', () => {
    expect(is(accepted, BatchRowResult)).toBe(true);
    expect(
      is(
        {
          fila: 2,
          outcome: 'refused',
          mensajes: ['Fila 2: CUIT emisor inválido'],
          factura: null,
          invoice_id: null,
        },
        BatchRowResult,
      ),
    ).toBe(true);
    expect(validate({ ...accepted, outcome: 'queued' }, BatchRowResult)[0]?.path).toEqual([
      'outcome',
    ]);
    expect(
      validate({ ...accepted, factura: { ...accepted.factura, conceptos: [] } }, BatchRowResult)[0]
        ?.path,
    ).toEqual(['factura', 'conceptos']);
  });

  it('a confirmation names at least one invoice and a total in whole cents', () => {
    expect(is({ facturas: 1, importeTotalCents: 1_500_000 }, BatchProcess)).toBe(true);
    expect(validate({ facturas: 0, importeTotalCents: 0 }, BatchProcess)[0]?.path).toEqual([
      'facturas',
    ]);
    expect(validate({ facturas: 1, importeTotalCents: 15.5 }, BatchProcess)[0]?.path).toEqual([
      'importeTotalCents',
    ]);
  });

  it('the rows query reads its numbers from URL text', () => {
    expect(create({ limit: '500', after: '100', outcome: 'refused' }, BatchRowsQuery)).toEqual({
      limit: 500,
      after: 100,
      outcome: 'refused',
    });
    expect(validate({ limit: '501' }, BatchRowsQuery, { coerce: true })[0]?.path).toEqual([
      'limit',
    ]);
  });
});

describe('BatchCreate', () => {
  const payload = {
    nroDocumento: '30500001735',
    user_id: 'company-user-1',
    tipoResponsable: 'iva-responsable-inscripto',
    razonSocialCliente: 'Rappi Argentina SAS',
    fecha_inicio: '2026-08-01',
    fecha_fin: '2026-08-31',
    fecha_creacion: '2026-09-01',
    mes: 'Agosto 2026',
    name: null,
    groupuser: 'admin',
  };

  it('accepts the creation payload', () => {
    expect(is(payload, BatchCreate)).toBe(true);
  });

  it('refuses another groupuser', () => {
    expect(validate({ ...payload, groupuser: 'adminLite' }, BatchCreate)[0]?.path).toEqual([
      'groupuser',
    ]);
  });
});

describe('BatchListQuery', () => {
  it('reads limit from the URL text within 1–500 and takes a batch id cursor', () => {
    expect(create({ limit: '50', last: '1767225600' }, BatchListQuery)).toEqual({
      limit: 50,
      last: '1767225600',
    });
    expect(is({}, BatchListQuery)).toBe(true);
    expect(validate({ limit: '501' }, BatchListQuery, { coerce: true })[0]?.path).toEqual([
      'limit',
    ]);
    expect(validate({ last: 'x' }, BatchListQuery)[0]?.path).toEqual(['last']);
  });
});

describe('batch invoices', () => {
  it('reads the page query from URL text and caps it at 200', () => {
    expect(
      create({ limit: '200', lastUserId: 'u', lastInvoiceId: 'i' }, BatchInvoicesQuery),
    ).toEqual({
      limit: 200,
      lastUserId: 'u',
      lastInvoiceId: 'i',
    });
    expect(is(create({}, BatchInvoicesQuery), BatchInvoicesQuery)).toBe(true);
    expect(validate({ limit: '500' }, BatchInvoicesQuery, { coerce: true })[0]?.path).toEqual([
      'limit',
    ]);
  });

  it('a page carries the cursor, null at the end', () => {
    expect(
      is({ invoices: [sampleInvoice], lastUserId: null, lastInvoiceId: null }, BatchInvoicePage),
    ).toBe(true);
    expect(
      validate({ invoices: [sampleInvoice], lastUserId: null }, BatchInvoicePage)[0]?.path,
    ).toEqual(['lastInvoiceId']);
  });
});

describe('CSV and export rows', () => {
  it('a CSV row keeps text cells and a status from the closed list', () => {
    const row = {
      cuit_emisor: '20123456786',
      tipo_factura: '11',
      monto1: '1000',
      procesar: true,
      status: 'Sin procesar',
    };
    expect(is(row, BatchInvoiceCsvRow)).toBe(true);
    expect(validate({ ...row, status: 'OK' }, BatchInvoiceCsvRow)[0]?.path).toEqual(['status']);
  });

  it('an export row has at most 3 items', () => {
    const item = { codigo: '1', concepto: 'Reparto', precio: 1000 };
    const row = {
      batchName: 'Agosto',
      razon_social: 'Ana García',
      userCuit: '27123456780',
      tipoDeComprobante: 11,
      puntoVenta: 2,
      nroDeComprobante: 42,
      cae: '76123456789012',
      fechaVencimientoCae: '2026-09-10',
      fecha: '2026-08-31',
      servicio_desde: '2026-08-01',
      servicio_hasta: '2026-08-31',
      servicio_fecha_vencimiento: '2026-08-31',
      items: [item],
      importeTotal: 1000,
      observaciones: null,
      estado: 'EMITTED',
    };
    expect(is(row, InvoiceExportRow)).toBe(true);
    expect(
      validate({ ...row, items: [item, item, item, item] }, InvoiceExportRow)[0]?.path,
    ).toEqual(['items']);
  });
});
