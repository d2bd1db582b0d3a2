import { describe, expect, it } from 'vitest';
import {
  type VerificationInput,
  validateVerification,
  verificationColumns,
  verificationInputOf,
  verificationTemplateRow,
} from '../invoice-verification';
import {
  bulkUserColumns,
  bulkUserRowOf,
  bulkUserTemplateRow,
  validateBulkUserRow,
} from '../validate-bulk-user';
import {
  type BatchRowContext,
  batchInvoiceCellsOf,
  batchInvoiceColumns,
  batchInvoiceTemplateRow,
  validateBatchInvoiceRow,
} from '../validate-invoice-batch';
import { decodeCsvBytes } from './csv-encoding';
import { writeCsvTemplate } from './csv-template';
import { readCsvText } from './read-csv';

/** The template as the browser downloads it and an importer reads it back. */
function readBack(text: string, spec: Parameters<typeof readCsvText>[1]) {
  const decoded = decodeCsvBytes(new TextEncoder().encode(text));
  expect(decoded.encoding).toBe('UTF-8 con BOM');
  const reading = readCsvText(decoded.text, spec);
  if (!reading.ok) throw new Error(reading.message);
  expect(reading.delimiter).toBe(';');
  expect(reading.records).toHaveLength(1);
  expect(reading.records[0]?.errors).toEqual([]);
  return reading.records[0]!.cells;
}

describe('each importer accepts its own template unchanged (issue 24 item 9)', () => {
  it('the invoice batch template: the exact headers and a valid row', () => {
    const text = writeCsvTemplate(batchInvoiceColumns, batchInvoiceTemplateRow);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFcuit_emisor;tipo_factura;observaciones;forma_pago;concepto1;concepto2;concepto3;monto1;monto2;monto3;tipo_factura_asociada;punto_venta;factura_asociada;fecha_factura;servicio_fecha_vencimiento',
    );
    const context: BatchRowContext = {
      today: '2026-11-27',
      maximoConsFinal: 10_000_000,
      nroDocumento: '30710916574',
      tipoResponsable: 'iva-responsable-inscripto',
      razonSocialCliente: 'Empresa Demo S.A.',
      domicilioComercialCliente: 'Av. Corrientes 1234',
      fecha_inicio: '2026-11-01',
      fecha_fin: '2026-11-26',
    };
    const checked = validateBatchInvoiceRow(
      batchInvoiceCellsOf(readBack(text, batchInvoiceColumns)),
      1,
      context,
    );
    expect(checked.ok && checked.value.draft.importeTotal).toBe(15_000);
  });

  it('the bulk-user template', () => {
    const row = bulkUserRowOf(
      readBack(writeCsvTemplate(bulkUserColumns, bulkUserTemplateRow), bulkUserColumns),
    );
    expect(row.procesar).toBe(true);
    expect(validateBulkUserRow(row, 1).ok).toBe(true);
  });

  it('the verification template', () => {
    const input: VerificationInput = verificationInputOf(
      readBack(writeCsvTemplate(verificationColumns, verificationTemplateRow), verificationColumns),
    );
    expect(validateVerification(input)).toMatchObject({
      ok: true,
      value: { imp_total: 15_000, cbte_fch: '2026-11-02' },
    });
  });
});
