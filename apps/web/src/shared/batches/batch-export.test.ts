import { type Invoice, parseEsArAmount, readCsvText, writeEsArCsv } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import {
  batchCsvFileName,
  invoiceExportColumns,
  invoiceExportRecordsOf,
  invoiceExportRowOf,
  invoicesCsvFileName,
} from './batch-export';

const invoice: Invoice = {
  tipoDeComprobante: 11,
  tipoResponsable: 'iva-responsable-inscripto',
  fecha: '2026-11-18',
  tipoDocumento: 80,
  nroDocumento: '30710916574',
  razonSocialCliente: 'Empresa Demo S.A.',
  formaDePago: 'contado',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-10-01',
  hasta: '2026-10-31',
  vencimientoPago: '2026-11-30',
  items: [1, 2, 3, 4].map((n) => ({
    codigo: String(n),
    concepto: n === 2 ? '=HYPERLINK("http://x")' : `Reparto ${n}`,
    unidad: 7,
    cantidad: 1,
    precio: 1000.5,
  })),
  observacion: '+54 observación',
  importeTotal: 4002,
  puntoVenta: 2,
  invoiceId: 'inv-1',
  userId: 'user-1',
  userCuit: '20111111112',
  batchId: '1767225600',
  estado: 'EMITTED',
  nroDeComprobante: 42,
  cae: '76123456789012',
  fechaVencimientoCae: '2026-11-28',
  afipRespuesta: {
    resultado: 'A',
    errores: [],
    observaciones: [{ codigo: 10217, mensaje: 'Obs' }],
  },
} as Invoice;

describe('invoiceExportRowOf', () => {
  it('builds the export row of Spec 03 §3 with at most 3 items', () => {
    const row = invoiceExportRowOf(invoice, 'Octubre');
    expect(row).toMatchObject({
      batchName: 'Octubre',
      userCuit: '20111111112',
      nroDeComprobante: 42,
      cae: '76123456789012',
      servicio_desde: '2026-10-01',
      servicio_hasta: '2026-10-31',
      servicio_fecha_vencimiento: '2026-11-30',
      importeTotal: 4002,
      estado: 'EMITTED',
      observaciones: '+54 observación | 10217: Obs',
    });
    expect(row.items.map((item) => item.codigo)).toEqual(['1', '2', '3']);
  });
});

describe('invoiceExportRecordsOf', () => {
  it('writes each cell for an es-AR Excel: dd/mm/aaaa, 1234,56, CUIT with dashes, Emitida', () => {
    const [record] = invoiceExportRecordsOf([invoiceExportRowOf(invoice, 'Octubre')]);
    expect(Object.keys(record ?? {})).toEqual([...invoiceExportColumns]);
    expect(record).toEqual({
      batchName: 'Octubre',
      razon_social: 'Empresa Demo S.A.',
      userCuit: '20-11111111-2',
      tipoDeComprobante: '11',
      puntoVenta: '2',
      nroDeComprobante: '42',
      cae: '76123456789012',
      fechaVencimientoCae: '28/11/2026',
      fecha: '18/11/2026',
      servicio_desde: '01/10/2026',
      servicio_hasta: '31/10/2026',
      servicio_fecha_vencimiento: '30/11/2026',
      item1_codigo: '1',
      item1_concepto: 'Reparto 1',
      item1_precio: '1000,50',
      item2_codigo: '2',
      item2_concepto: '=HYPERLINK("http://x")',
      item2_precio: '1000,50',
      item3_codigo: '3',
      item3_concepto: 'Reparto 3',
      item3_precio: '1000,50',
      importeTotal: '4002,00',
      observaciones: '+54 observación | 10217: Obs',
      estado: 'Emitida',
    });
  });

  it('leaves missing values empty and names every state in Spanish', () => {
    const [record] = invoiceExportRecordsOf([
      invoiceExportRowOf(
        {
          ...invoice,
          estado: 'REJECTED',
          cae: null,
          fechaVencimientoCae: null,
          nroDeComprobante: null,
          items: invoice.items.slice(0, 1),
        } as Invoice,
        null,
      ),
    ]);
    expect(record).toMatchObject({
      batchName: '',
      cae: '',
      fechaVencimientoCae: '',
      nroDeComprobante: '',
      item2_precio: '',
      item3_concepto: '',
      estado: 'Rechazada',
    });
  });

  it('writes a file an es-AR Excel opens: BOM, `;`, CRLF, formulas neutralised, amounts read back exactly', () => {
    const text = writeEsArCsv(
      invoiceExportRecordsOf([invoiceExportRowOf({ ...invoice, importeTotal: 1234567.89 }, null)]),
      invoiceExportColumns,
    );
    expect(text.startsWith(`\uFEFF${invoiceExportColumns.join(';')}\r\n`)).toBe(true);
    expect(text).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(text).toContain(";'+54 observación | 10217: Obs;Emitida\r\n");
    const reading = readCsvText(text, {
      columns: invoiceExportColumns.map((name) => ({ name })),
    });
    if (!reading.ok) throw new Error(reading.message);
    const [cells] = reading.records.map((record) => record.cells);
    expect(cells?.importeTotal).toBe('1234567,89');
    expect(parseEsArAmount(cells?.importeTotal)).toBe(123_456_789);
    expect(parseEsArAmount(cells?.item1_precio)).toBe(100_050);
    expect(cells?.item2_concepto).toBe('=HYPERLINK("http://x")');
  });
});

describe('file names', () => {
  it('names a batch CSV lote-<nombre>-<aaaa-mm-dd>.csv, by its period when it has no name', () => {
    // 1795791600: 27/11/2026 12:00 in Buenos Aires.
    const batch = { batch_id: '1795791600', name: 'Repartos Ñandú', mes: 'Noviembre 2026' };
    expect(batchCsvFileName(batch)).toBe('lote-repartos-nandu-2026-11-27.csv');
    expect(batchCsvFileName({ ...batch, name: '' })).toBe('lote-noviembre-2026-2026-11-27.csv');
    expect(batchCsvFileName({ ...batch, name: null })).toBe('lote-noviembre-2026-2026-11-27.csv');
  });

  it('does not say lote twice for a name that starts with it', () => {
    const batch = { batch_id: '1795791600', mes: 'Noviembre 2026' };
    expect(batchCsvFileName({ ...batch, name: 'Lote demo' })).toBe('lote-demo-2026-11-27.csv');
    expect(batchCsvFileName({ ...batch, name: 'Lotería' })).toBe('lote-loteria-2026-11-27.csv');
  });

  it('uses the Argentine day of the batch, not UTC', () => {
    // 1795824000: 28/11/2026 00:00 UTC, still 27/11/2026 21:00 in Buenos Aires.
    expect(batchCsvFileName({ batch_id: '1795824000', name: 'Octubre', mes: 'x' })).toBe(
      'lote-octubre-2026-11-27.csv',
    );
  });

  it("names the download modal's CSV by its range and state", () => {
    expect(invoicesCsvFileName({ estado: '', desde: '2026-11-01', hasta: '2026-11-20' })).toBe(
      'facturas-2026-11-01-al-2026-11-20.csv',
    );
    expect(
      invoicesCsvFileName({ estado: 'EMITTED', desde: '2026-11-01', hasta: '2026-11-20' }),
    ).toBe('facturas-2026-11-01-al-2026-11-20-emitida.csv');
  });
});
