import { describe, expect, it } from 'vitest';
import {
  currencies,
  documentTypes,
  findCatalogueEntry,
  ivaReceptorConditions,
  voucherTypes,
} from './catalogues';
import {
  breakpoints,
  defaultPhonePrefix,
  formasDePago,
  invoiceCurrencies,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  phonePrefixes,
  tiposResponsable,
} from './enumerations';

describe('invoiceVoucherTypes (02 §3)', () => {
  it('lists 11, 12, 13 and 15 with the descriptions of ARCA’s voucher table', () => {
    expect(invoiceVoucherTypes.map((type) => type.id)).toEqual([11, 12, 13, 15]);
    for (const type of invoiceVoucherTypes) {
      expect(findCatalogueEntry(voucherTypes, type.id)).toEqual(type);
    }
    expect(invoiceVoucherTypes[0]).toEqual({ id: 11, desc: 'Factura C' });
    expect(invoiceVoucherTypes[3]).toEqual({ id: 15, desc: 'Recibo C' });
  });
});

describe('invoiceDocumentTypes (02 §3)', () => {
  it('lists 80 CUIT, 96 DNI, 94 Pasaporte, 99 No informa, all ARCA ids', () => {
    expect(invoiceDocumentTypes).toEqual([
      { id: 80, desc: 'CUIT' },
      { id: 96, desc: 'DNI' },
      { id: 94, desc: 'Pasaporte' },
      { id: 99, desc: 'No informa' },
    ]);
    for (const type of invoiceDocumentTypes) {
      expect(findCatalogueEntry(documentTypes, type.id)).toBeDefined();
    }
  });
});

describe('invoiceCurrencies (02 §3)', () => {
  it('lists the spec’s 15 currency codes in order with ARCA’s descriptions', () => {
    expect(invoiceCurrencies.map((currency) => currency.id)).toEqual([
      'PES',
      'DOL',
      '060',
      '012',
      '031',
      '033',
      '032',
      '023',
      '035',
      '010',
      '011',
      '029',
      '046',
      '019',
      '064',
    ]);
    for (const currency of invoiceCurrencies) {
      expect(findCatalogueEntry(currencies, currency.id)).toEqual(currency);
    }
  });
});

describe('tiposResponsable (02 §3)', () => {
  it('lists the five wire values with es-AR labels', () => {
    expect(tiposResponsable.map((kind) => kind.id)).toEqual([
      'consumidor-final',
      'iva-responsable-inscripto',
      'iva-sujeto-exento',
      'monotributista-social',
      'responsable-monotributo',
    ]);
    expect(tiposResponsable[1]?.desc).toBe('IVA Responsable Inscripto');
  });

  it('maps each kind to the ARCA IVA-receptor condition of the same name', () => {
    for (const kind of tiposResponsable) {
      expect(findCatalogueEntry(ivaReceptorConditions, kind.ivaReceptorConditionId)?.desc).toBe(
        kind.desc,
      );
    }
  });
});

describe('formasDePago (02 §3)', () => {
  it('lists the twelve payment forms in the spec’s order with labels', () => {
    expect(formasDePago.map((form) => form.id)).toEqual([
      'contado',
      'cuenta-corriente',
      'tarjeta-credito',
      'tarjeta-debito',
      'transferencia-bancaria',
      '10-dias',
      '15-dias',
      '20-dias',
      '30-dias',
      '45-dias',
      '60-dias',
      '90-dias',
    ]);
    expect(formasDePago[0]).toEqual({ id: 'contado', desc: 'Contado' });
    expect(formasDePago[1]).toEqual({ id: 'cuenta-corriente', desc: 'Cuenta corriente' });
    expect(formasDePago[11]).toEqual({ id: '90-dias', desc: '90 días' });
  });
});

describe('phonePrefixes (01 §9)', () => {
  it('offers +54 Argentina (default), +55 Brasil, +598 Uruguay, +56 Chile, +595 Paraguay', () => {
    expect(phonePrefixes).toEqual([
      { id: '+54', desc: 'Argentina' },
      { id: '+55', desc: 'Brasil' },
      { id: '+598', desc: 'Uruguay' },
      { id: '+56', desc: 'Chile' },
      { id: '+595', desc: 'Paraguay' },
    ]);
    expect(defaultPhonePrefix).toBe('+54');
  });
});

describe('breakpoints (01 §9)', () => {
  it('are xs 480, sm 576, md 768, lg 992, xl 1200, xxl 1600, ascending', () => {
    expect(breakpoints).toEqual({ xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
    const widths = Object.values(breakpoints);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(Object.isFrozen(breakpoints)).toBe(true);
  });
});
