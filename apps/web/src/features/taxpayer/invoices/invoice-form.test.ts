import { describe, expect, it } from 'vitest';
import {
  changesForFecha,
  changesForTipoResponsable,
  computeItemAmounts,
  createInvoiceFormDefaults,
  createItem,
  documentTypesFor,
  hasAssociatedVoucher,
  hasServicePeriod,
  type InvoiceFormValues,
  prepareInvoiceDraft,
  stepOfPath,
  validateWizardStep,
} from './invoice-form';

const today = '2026-11-20';
const context = { today, maximoConsFinal: 10_000 };

/** A complete Factura C for services to a CUIT client. */
function filledValues(overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...createInvoiceFormDefaults(today),
    nroDocumento: '30-71234567-1',
    razonSocialCliente: 'Cliente SA',
    domicilioComercialCliente: 'Av. Siempre Viva 742',
    items: [{ ...createItem('1'), concepto: 'Diseño web', cantidad: 2, precio: 1500.5 }],
    ...overrides,
  };
}

describe('wizard defaults', () => {
  it('start as the spec says: Factura C, IVA RI, cuenta corriente, CUIT, pesos, services, today', () => {
    const values = createInvoiceFormDefaults(today);
    expect(values).toMatchObject({
      tipoDeComprobante: '11',
      tipoResponsable: 'iva-responsable-inscripto',
      formaDePago: 'cuenta-corriente',
      tipoDocumento: '80',
      moneda: 'PES',
      concepto: '2',
      fecha: today,
      desde: today,
      hasta: today,
      vencimientoPago: today,
      tipoDeComprobanteAsoc: '11',
    });
  });

  it('have one item with codigo 1 and unit 7, quantity and price empty', () => {
    expect(createInvoiceFormDefaults(today).items).toEqual([
      { key: '1', codigo: '1', concepto: '', unidad: '7', cantidad: null, precio: null },
    ]);
  });
});

describe('document type by receiver kind', () => {
  it('offers a final consumer DNI, Pasaporte and No informa, never CUIT', () => {
    expect(documentTypesFor('consumidor-final').map((entry) => entry.id)).toEqual([96, 94, 99]);
  });

  it('offers any other receiver only CUIT', () => {
    expect(documentTypesFor('responsable-monotributo').map((entry) => entry.id)).toEqual([80]);
  });

  it('switches to DNI and clears the number when the receiver becomes a final consumer', () => {
    expect(changesForTipoResponsable({ tipoDocumento: '80' }, 'consumidor-final')).toEqual({
      tipoDocumento: '96',
      nroDocumento: '',
    });
  });

  it('switches back to CUIT when the receiver stops being a final consumer', () => {
    expect(changesForTipoResponsable({ tipoDocumento: '99' }, 'iva-sujeto-exento')).toEqual({
      tipoDocumento: '80',
      nroDocumento: '',
    });
  });

  it('changes nothing when the document type still fits', () => {
    expect(changesForTipoResponsable({ tipoDocumento: '80' }, 'iva-sujeto-exento')).toEqual({});
    expect(changesForTipoResponsable({ tipoDocumento: '94' }, 'consumidor-final')).toEqual({});
  });
});

describe('payment due date following the invoice date', () => {
  it('moves with the invoice date while it equals it', () => {
    expect(changesForFecha({ fecha: today, vencimientoPago: today }, '2026-11-18')).toEqual({
      vencimientoPago: '2026-11-18',
    });
  });

  it('stays once the user set it apart', () => {
    expect(changesForFecha({ fecha: today, vencimientoPago: '2026-12-20' }, '2026-11-18')).toEqual(
      {},
    );
  });
});

describe('step validation (rules from @liqui/domain)', () => {
  it('lets a complete step 1 pass', () => {
    expect(validateWizardStep(0, filledValues(), context)).toEqual([]);
  });

  it('asks for the receiver in step 1 with the spec messages', () => {
    const errors = validateWizardStep(
      0,
      filledValues({ nroDocumento: '', razonSocialCliente: '', domicilioComercialCliente: '' }),
      context,
    );
    expect(errors.map((error) => [error.path, error.message])).toEqual(
      expect.arrayContaining([
        ['nroDocumento', 'CUIT requerido'],
        ['razonSocialCliente', 'Razón Social requerida'],
        ['domicilioComercialCliente', 'Domicilio requerido'],
      ]),
    );
  });

  it('asks for the service period only when the concept is not products', () => {
    const services = filledValues({ desde: '', hasta: '', vencimientoPago: '' });
    expect(validateWizardStep(0, services, context).map((error) => error.message)).toEqual([
      'Fecha Vencimiento requerida',
      'Fecha desde requerida',
      'Fecha hasta requerida',
    ]);
    expect(validateWizardStep(0, { ...services, concepto: '1' }, context)).toEqual([]);
  });

  it('asks for the associated voucher of a credit note', () => {
    const errors = validateWizardStep(0, filledValues({ tipoDeComprobante: '13' }), context);
    expect(errors.map((error) => [error.path, error.message])).toEqual([
      ['puntoVentaAsoc', 'Dato requerido'],
      ['cbteNroAsoc', 'Dato requerido'],
    ]);
    const complete = filledValues({
      tipoDeComprobante: '13',
      puntoVentaAsoc: '1',
      cbteNroAsoc: '7',
    });
    expect(validateWizardStep(0, complete, context)).toEqual([]);
  });

  it('reports each item field in step 2 under items.{row}.{field}', () => {
    const values = filledValues({
      items: [
        { ...createItem('1'), concepto: 'Diseño', cantidad: 1, precio: 10 },
        { ...createItem('2'), codigo: '', cantidad: 0, precio: null },
      ],
    });
    expect(
      validateWizardStep(1, values, context).map((error) => [error.path, error.message]),
    ).toEqual([
      ['items.1.codigo', 'Código requerido'],
      ['items.1.concepto', 'Concepto requerido'],
      ['items.1.cantidad', 'Numero positivo necesario'],
      ['items.1.precio', 'Numero positivo necesario'],
    ]);
  });

  it('stops an unidentified final consumer above the limit in step 2', () => {
    const values = filledValues({
      tipoResponsable: 'consumidor-final',
      tipoDocumento: '96',
      nroDocumento: '',
      items: [{ ...createItem('1'), concepto: 'Servicio', cantidad: 1, precio: 10_000.01 }],
    });
    expect(validateWizardStep(1, values, context)).toEqual([
      expect.objectContaining({
        path: 'nroDocumento',
        message: 'Limite superado. Debes informar el DNI.',
      }),
    ]);
    expect(validateWizardStep(1, { ...values, nroDocumento: '12345678' }, context)).toEqual([]);
    expect(validateWizardStep(1, values, { ...context, maximoConsFinal: 20_000 })).toEqual([]);
  });
});

describe('the draft sent to the server', () => {
  it('is the normalized draft with the exact total in pesos', () => {
    const draft = prepareInvoiceDraft(filledValues(), context);
    expect(draft).toEqual({
      ok: true,
      value: expect.objectContaining({
        tipoDeComprobante: 11,
        tipoDocumento: 80,
        nroDocumento: '30712345671',
        concepto: 2,
        fecha: today,
        vencimientoPago: today,
        importeTotal: 3001,
        tipoDeComprobanteAsoc: null,
        emailCliente: null,
        items: [expect.objectContaining({ codigo: '1', unidad: 7, cantidad: 2, precio: 1500.5 })],
      }),
    });
    expect(draft.ok && 'totals' in draft.value).toBe(false);
  });

  it('sends a final consumer without DNI as document type 99 with number 0', () => {
    const draft = prepareInvoiceDraft(
      filledValues({
        tipoResponsable: 'consumidor-final',
        tipoDocumento: '96',
        nroDocumento: '',
        razonSocialCliente: '',
        domicilioComercialCliente: '',
      }),
      context,
    );
    expect(draft.ok && [draft.value.tipoDocumento, draft.value.nroDocumento]).toEqual([99, '0']);
  });

  it('returns the errors of every step instead of a draft', () => {
    const draft = prepareInvoiceDraft(filledValues({ fecha: '' }), context);
    expect(draft.ok).toBe(false);
    expect(!draft.ok && draft.errors.map((error) => error.message)).toContain(
      'Fecha de comprobante requerida',
    );
  });
});

describe('steps of error paths', () => {
  it('sends item errors to Detalle and receiver errors to Datos', () => {
    expect(stepOfPath('items.0.precio')).toBe(1);
    expect(stepOfPath('items')).toBe(1);
    expect(stepOfPath('observacion')).toBe(1);
    expect(stepOfPath('nroDocumento')).toBe(0);
    expect(stepOfPath('fecha')).toBe(0);
  });
});

describe('item amounts', () => {
  it('gives each complete row its exact subtotal and adds them', () => {
    const amounts = computeItemAmounts([
      { ...createItem('1'), cantidad: 1.5, precio: 10.01 },
      { ...createItem('2'), cantidad: 3, precio: 0.1 },
      { ...createItem('3'), cantidad: null, precio: 5 },
    ]);
    expect(amounts).toEqual({ subtotalsCents: [1502, 30, null], totalCents: 1532 });
  });

  it('leaves out a price with more than 2 decimals', () => {
    expect(computeItemAmounts([{ ...createItem('1'), cantidad: 1, precio: 1.005 }])).toEqual({
      subtotalsCents: [null],
      totalCents: 0,
    });
  });
});

describe('the rules of which fields show', () => {
  it('asks for the associated voucher of notes 12 and 13 only', () => {
    expect(hasAssociatedVoucher({ tipoDeComprobante: '12' })).toBe(true);
    expect(hasAssociatedVoucher({ tipoDeComprobante: '13' })).toBe(true);
    expect(hasAssociatedVoucher({ tipoDeComprobante: '11' })).toBe(false);
    expect(hasAssociatedVoucher({ tipoDeComprobante: '' })).toBe(false);
  });

  it('asks for the service period of concepts 2 and 3 only', () => {
    expect(hasServicePeriod({ concepto: '2' })).toBe(true);
    expect(hasServicePeriod({ concepto: '3' })).toBe(true);
    expect(hasServicePeriod({ concepto: '1' })).toBe(false);
    expect(hasServicePeriod({ concepto: '' })).toBe(false);
  });
});
