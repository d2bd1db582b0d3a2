import type { Invoice } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { invoiceExportColumns, invoiceExportRecordsOf, invoiceExportRowOf } from './batch-export';

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
  it('flattens the items, writes amounts with 2 decimals and neutralises formulas', () => {
    const [record] = invoiceExportRecordsOf([invoiceExportRowOf(invoice, null)]);
    expect(Object.keys(record ?? {})).toEqual([...invoiceExportColumns]);
    expect(record?.item2_concepto).toBe('\'=HYPERLINK("http://x")');
    expect(record?.item1_precio).toBe('1000.50');
    expect(record?.importeTotal).toBe('4002');
    expect(record?.observaciones).toBe("'+54 observación | 10217: Obs");
    expect(record?.batchName).toBe('');
  });
});
