import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  DocumentNumber,
  Invoice,
  InvoiceDraft,
  InvoiceItem,
  InvoiceList,
  InvoicePdf,
  InvoiceProcessRequest,
  InvoicesByCuitQuery,
  InvoiceUpdate,
} from './invoice';
import { sampleDraft, sampleInvoice, sampleItem } from './test-samples';

describe('InvoiceItem', () => {
  it('accepts a line with a fractional quantity', () => {
    expect(is({ ...sampleItem, cantidad: 1.5 }, InvoiceItem)).toBe(true);
  });

  it('refuses a zero price and a negative quantity, naming the field', () => {
    expect(validate({ ...sampleItem, precio: 0 }, InvoiceItem)[0]?.path).toEqual(['precio']);
    expect(validate({ ...sampleItem, cantidad: -1 }, InvoiceItem)[0]?.path).toEqual(['cantidad']);
  });
});

describe('InvoiceDraft', () => {
  it('accepts the wizard draft and a final consumer without identification', () => {
    expect(is(sampleDraft, InvoiceDraft)).toBe(true);
    expect(
      is(
        {
          ...sampleDraft,
          tipoResponsable: 'consumidor-final',
          tipoDocumento: 99,
          nroDocumento: '0',
          razonSocialCliente: null,
          domicilioComercialCliente: null,
        },
        InvoiceDraft,
      ),
    ).toBe(true);
  });

  it('refuses a voucher type that is not C', () => {
    expect(validate({ ...sampleDraft, tipoDeComprobante: 1 }, InvoiceDraft)[0]?.path).toEqual([
      'tipoDeComprobante',
    ]);
  });

  it('refuses an invoice without items and points into a bad item', () => {
    expect(validate({ ...sampleDraft, items: [] }, InvoiceDraft)[0]?.path).toEqual(['items']);
    expect(
      validate({ ...sampleDraft, items: [{ ...sampleItem, unidad: 7.5 }] }, InvoiceDraft)[0]?.path,
    ).toEqual(['items', 0, 'unidad']);
  });
});

describe('Invoice', () => {
  it('accepts an emitted invoice and a draft without number or CAE', () => {
    expect(is(sampleInvoice, Invoice)).toBe(true);
    expect(
      is({ ...sampleInvoice, estado: 'DRAFT', nroDeComprobante: null, cae: null }, Invoice),
    ).toBe(true);
  });

  it('refuses an unknown status and a short CAE', () => {
    expect(validate({ ...sampleInvoice, estado: 'SENT' }, Invoice)[0]?.path).toEqual(['estado']);
    expect(validate({ ...sampleInvoice, cae: '123' }, Invoice)[0]?.path).toEqual(['cae']);
  });
});

describe('DocumentNumber', () => {
  it('takes digits as text, and a whole JSON number as its digits when coerced', () => {
    expect(create('00123', DocumentNumber)).toBe('00123');
    expect(create(20111111112, DocumentNumber)).toBe('20111111112');
    expect(is(20111111112, DocumentNumber)).toBe(false);
  });

  it('refuses a negative, fractional or unsafe number even when coerced', () => {
    for (const value of [-5, 1.5, 2 ** 60]) {
      expect(validate(value, DocumentNumber, { coerce: true })[0], String(value)).toBeDefined();
    }
  });
});

describe('invoice call bodies', () => {
  it('an update takes the invoice as GET returned it, and an unknown key is refused', () => {
    expect(is({ ...sampleInvoice, invoice_id: 'inv-1', importeTotal: 100 }, InvoiceUpdate)).toBe(
      true,
    );
    expect(
      validate({ invoice_id: 'inv-1', importeTotal: 100, descuento: 1 }, InvoiceUpdate)[0]?.path,
    ).toEqual(['descuento']);
  });

  it('an update needs invoice_id and importeTotal', () => {
    expect(is({ invoice_id: 'inv-1', importeTotal: 100, observacion: 'x' }, InvoiceUpdate)).toBe(
      true,
    );
    expect(validate({ importeTotal: 100 }, InvoiceUpdate)[0]?.path).toEqual(['invoice_id']);
  });

  it('a process request needs action PROCESS', () => {
    expect(
      is(
        { action: 'PROCESS', estado: 'PENDING_AFIP', nroDeComprobante: 43 },
        InvoiceProcessRequest,
      ),
    ).toBe(true);
    expect(validate({ action: 'SEND' }, InvoiceProcessRequest)[0]?.path).toEqual(['action']);
  });

  it('the list carries invoices and a null cursor', () => {
    expect(is({ invoices: [sampleInvoice], last: null }, InvoiceList)).toBe(true);
    expect(validate({ invoices: [sampleInvoice] }, InvoiceList)[0]?.path).toEqual(['last']);
  });

  it('the PDF is base64', () => {
    expect(is({ pdf: 'JVBERi0xLjQK', fileName: 'factura.pdf' }, InvoicePdf)).toBe(true);
    expect(validate({ pdf: '%PDF-1.4' }, InvoicePdf)[0]?.path).toEqual(['pdf']);
  });

  it('the company download needs both dates', () => {
    expect(
      is(
        { estado: 'EMITTED', fechaCbteDesde: '2026-08-01', fechaCbteHasta: '2026-08-31' },
        InvoicesByCuitQuery,
      ),
    ).toBe(true);
    expect(validate({ fechaCbteDesde: '2026-08-01' }, InvoicesByCuitQuery)[0]?.path).toEqual([
      'fechaCbteHasta',
    ]);
    const range = { fechaCbteDesde: '2026-08-01', fechaCbteHasta: '2026-08-31' };
    expect(create({ ...range, limit: '1000', last: 'abc' }, InvoicesByCuitQuery)).toMatchObject({
      limit: 1000,
      last: 'abc',
    });
    expect(
      validate({ ...range, limit: '1001' }, InvoicesByCuitQuery, { coerce: true })[0]?.path,
    ).toEqual(['limit']);
  });
});
