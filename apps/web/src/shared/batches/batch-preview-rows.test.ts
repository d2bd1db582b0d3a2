import type { BatchRowResult } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { confirmationText, previewFiguresText, previewRowsOf } from './batch-preview-rows';

const factura = {
  cuitEmisor: '20111111112',
  nombreEmisor: 'Ana García',
  tipoDeComprobante: 11 as const,
  puntoVenta: 1,
  nroDocumento: '30710916574',
  razonSocialCliente: 'Empresa Demo S.A.',
  fecha: '2026-11-27',
  vencimientoPago: '2026-11-27',
  conceptos: [{ concepto: 'Diseño gráfico', importeCents: 1_500_000 }],
  importeTotalCents: 1_500_000,
  observacion: null,
};

const accepted = (fila: number): BatchRowResult => ({
  fila,
  outcome: 'accepted',
  mensajes: [],
  factura,
  invoice_id: null,
});

const refused = (fila: number, message: string): BatchRowResult => ({
  fila,
  outcome: 'refused',
  mensajes: [message],
  factura: null,
  invoice_id: null,
});

describe('the batch preview (issue 24 item 2)', () => {
  it('lists the server’s accepted rows as invoices and its refused rows with their reasons, plus the file’s rows with errors, each in row order', () => {
    const rows = previewRowsOf(
      [
        accepted(3),
        refused(2, 'Fila 2: el CUIT emisor no es colaborador de la empresa'),
        accepted(1),
        accepted(1),
      ],
      [
        { fila: 4, errors: ['Fila 4: monto1 "1.234,567" no es un importe válido (ej.: 1.234,56)'] },
        { fila: 5, errors: [] },
        { fila: 2, errors: ['answered by the server instead'] },
      ],
    );
    expect(rows.invoices.map((row) => row.fila)).toEqual([1, 3]);
    expect(rows.invoices[0]?.factura).toBe(factura);
    expect(rows.refused).toEqual([
      {
        fila: 2,
        mensajes: ['Fila 2: el CUIT emisor no es colaborador de la empresa'],
        source: 'server',
      },
      {
        fila: 4,
        mensajes: ['Fila 4: monto1 "1.234,567" no es un importe válido (ej.: 1.234,56)'],
        source: 'file',
      },
    ]);
  });

  it('says the server’s count and total as es-AR money, and the refused rows when there are', () => {
    const summary = { facturas: 1_234, importeTotalCents: 1_850_000_050, rechazadas: 1 };
    expect(previewFiguresText(summary, 0)).toBe('1.234 facturas por $ 18.500.000,50');
    expect(previewFiguresText(summary, 1)).toBe(
      '1.234 facturas por $ 18.500.000,50 · 1 fila rechazada',
    );
    expect(previewFiguresText({ ...summary, facturas: 1 }, 3)).toBe(
      '1 factura por $ 18.500.000,50 · 3 filas rechazadas',
    );
  });

  it('asks to confirm with the figures and says it cannot be undone', () => {
    expect(confirmationText({ facturas: 2, importeTotalCents: 3_000_000, rechazadas: 0 })).toBe(
      'Se emitirán 2 facturas por $ 30.000,00. No se puede deshacer.',
    );
    expect(confirmationText({ facturas: 1, importeTotalCents: 1_500_000, rechazadas: 4 })).toBe(
      'Se emitirá 1 factura por $ 15.000,00. No se puede deshacer.',
    );
  });
});
