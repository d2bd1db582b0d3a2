import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  formatReceiverDocument,
  formatVoucherNumber,
  invoiceDetailActions,
  invoiceStatusLabel,
  invoiceStatusTone,
  listedInvoices,
  tipoResponsableName,
  unitName,
  voucherTypeName,
} from './invoice-format';

describe('voucher numbers', () => {
  it('print as PPPPP-NNNNNNNN', () => {
    expect(formatVoucherNumber(1, 43)).toBe('00001-00000043');
    expect(formatVoucherNumber(12345, 99_999_999)).toBe('12345-99999999');
  });

  it('are missing until ARCA numbers the invoice', () => {
    expect(formatVoucherNumber(1, null)).toBeNull();
    expect(formatVoucherNumber(undefined, 3)).toBeNull();
  });
});

describe('names and amounts', () => {
  it('name the code lists in Spanish', () => {
    expect(voucherTypeName(13)).toBe('Nota de Crédito C');
    expect(tipoResponsableName('iva-responsable-inscripto')).toBe('IVA Responsable Inscripto');
    expect(unitName(7)).toBe('unidades');
  });

  it('show the receiver document by type', () => {
    expect(formatReceiverDocument(80, '30712345671')).toBe('CUIT 30-71234567-1');
    expect(formatReceiverDocument(96, '12345678')).toBe('DNI 12345678');
    expect(formatReceiverDocument(99, '0')).toBe('Consumidor final');
  });
});

describe('status tags', () => {
  it('use the domain labels', () => {
    expect(invoiceStatusLabel('DRAFT')).toBe('Borrador');
    expect(invoiceStatusLabel('EMITTED')).toBe('Emitida');
    expect(invoiceStatusLabel('QUEUED')).toBe('En cola');
  });

  it('color emitted green, rejected red and waiting ones as a warning', () => {
    expect(invoiceStatusTone('EMITTED')).toBe('positive');
    expect(invoiceStatusTone('REJECTED')).toBe('critical');
    expect(invoiceStatusTone('PENDING_AFIP')).toBe('caution');
    expect(invoiceStatusTone('QUEUED')).toBe('caution');
    expect(invoiceStatusTone('DRAFT')).toBe('neutral');
  });
});

describe('the own-invoice list', () => {
  it('hides batch invoices and rejected ones, keeping the order', () => {
    const invoices = [
      { invoiceId: 'a', batchId: null, estado: 'EMITTED' as const },
      { invoiceId: 'b', batchId: 'batch-1', estado: 'EMITTED' as const },
      { invoiceId: 'c', batchId: undefined, estado: 'REJECTED' as const },
      { invoiceId: 'd', estado: 'DRAFT' as const },
      { invoiceId: 'e', batchId: null, estado: 'PENDING_AFIP' as const },
    ];
    expect(listedInvoices(invoices).map((invoice) => invoice.invoiceId)).toEqual(['a', 'd', 'e']);
  });
});

describe('detail actions', () => {
  it('process only a draft or a presented invoice, delete only a draft', () => {
    expect(invoiceDetailActions('DRAFT')).toEqual({
      canViewPdf: false,
      canProcess: true,
      canDelete: true,
    });
    expect(invoiceDetailActions('PRESENTED')).toEqual({
      canViewPdf: false,
      canProcess: true,
      canDelete: false,
    });
  });

  it('offer the PDF only once emitted', () => {
    expect(invoiceDetailActions('EMITTED')).toEqual({
      canViewPdf: true,
      canProcess: false,
      canDelete: false,
    });
    for (const estado of ['PENDING_AFIP', 'QUEUED', 'REJECTED', 'CANCELED'] as const) {
      expect(invoiceDetailActions(estado)).toEqual({
        canViewPdf: false,
        canProcess: false,
        canDelete: false,
      });
    }
  });
});

describe('PDF bytes', () => {
  it('decode from base64', () => {
    expect(Array.from(decodeBase64('JVBERi0='))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });
});
