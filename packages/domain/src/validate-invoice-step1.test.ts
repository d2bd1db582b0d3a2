import { describe, expect, it } from 'vitest';
import type { InvoiceDraft } from './entities/invoice';
import { context, draft, finalConsumer, item, on } from './invoice-rule-samples';
import type { ValidationError } from './result';
import { validateInvoiceStep1 } from './validate-invoice-step1';

/** Step 1 of `values` with the sample context. */
function step1(values: Partial<InvoiceDraft>): readonly ValidationError[] {
  return validateInvoiceStep1(values, context);
}

describe('validateInvoiceStep1 (spec 02 §5 "Invoice step 1 required")', () => {
  it('accepts the wizard’s valid defaults', () => {
    expect(step1(draft)).toEqual([]);
  });

  it('requires the voucher type, the IVA condition and the document type with "Dato requerido"', () => {
    const errors = step1({
      ...draft,
      tipoDeComprobante: undefined,
      tipoResponsable: undefined,
      tipoDocumento: undefined,
    });
    expect(on(errors, 'tipoDeComprobante')).toEqual(['field.dataRequired: Dato requerido']);
    expect(on(errors, 'tipoResponsable')).toEqual(['field.dataRequired: Dato requerido']);
    expect(on(errors, 'tipoDocumento')).toEqual(['field.dataRequired: Dato requerido']);
  });

  it('requires the concept, the payment form and the currency', () => {
    const errors = step1({
      ...draft,
      concepto: undefined,
      formaDePago: undefined,
      moneda: undefined,
    });
    expect(on(errors, 'concepto')).toEqual(['field.dataRequired: Dato requerido']);
    expect(on(errors, 'formaDePago')).toEqual(['field.dataRequired: Dato requerido']);
    expect(on(errors, 'moneda')).toEqual(['field.dataRequired: Dato requerido']);
  });

  it('requires the date with "Fecha de comprobante requerida"', () => {
    expect(on(step1({ ...draft, fecha: undefined }), 'fecha')).toEqual([
      'invoice.dateRequired: Fecha de comprobante requerida',
    ]);
    expect(on(step1({ ...draft, fecha: '2026-02-30' }), 'fecha')).toEqual([
      'date.invalid: Fecha inválida',
    ]);
  });

  it('rejects a date earlier than today − 3 days and accepts today − 3', () => {
    expect(on(step1({ ...draft, fecha: '2026-11-16' }), 'fecha')).toEqual([
      'invoice.dateTooEarly: La fecha no puede ser anterior a 17/11/2026',
    ]);
    expect(on(step1({ ...draft, fecha: '2026-11-17' }), 'fecha')).toEqual([]);
  });

  it('rejects a date beyond ARCA’s window: +5 days for products, +10 for services', () => {
    const products = { ...draft, concepto: 1 as const };
    expect(on(step1({ ...products, fecha: '2026-11-25' }), 'fecha')).toEqual([]);
    expect(on(step1({ ...products, fecha: '2026-11-26' }), 'fecha')).toEqual([
      'invoice.dateTooLate: La fecha no puede ser posterior a 25/11/2026',
    ]);
    const services = { ...draft, vencimientoPago: '2026-12-31' };
    expect(on(step1({ ...services, fecha: '2026-11-30' }), 'fecha')).toEqual([]);
    expect(on(step1({ ...services, fecha: '2026-12-01' }), 'fecha')).toEqual([
      'invoice.dateTooLate: La fecha no puede ser posterior a 30/11/2026',
    ]);
  });

  it('requires Vto., Desde and Hasta when the concept is not 1, with the spec’s messages', () => {
    for (const concepto of [2, 3] as const) {
      const errors = step1({
        ...draft,
        concepto,
        vencimientoPago: null,
        desde: undefined,
        hasta: '',
      } as Partial<InvoiceDraft>);
      expect(on(errors, 'vencimientoPago')).toEqual([
        'invoice.vencimientoPagoRequired: Fecha Vencimiento requerida',
      ]);
      expect(on(errors, 'desde')).toEqual(['invoice.desdeRequired: Fecha desde requerida']);
      expect(on(errors, 'hasta')).toEqual(['invoice.hastaRequired: Fecha hasta requerida']);
    }
  });

  it('does not require the service dates for concept 1 (products)', () => {
    const errors = step1({
      ...draft,
      concepto: 1,
      vencimientoPago: null,
      desde: null,
      hasta: null,
    });
    expect(errors).toEqual([]);
  });

  it('rejects a period whose Hasta is before Desde (ARCA 10032)', () => {
    expect(on(step1({ ...draft, desde: '2026-11-10', hasta: '2026-11-09' }), 'hasta')).toEqual([
      'invoice.hastaBeforeDesde: La fecha hasta no puede ser anterior a la fecha desde',
    ]);
    expect(on(step1({ ...draft, desde: '2026-11-10', hasta: '2026-11-10' }), 'hasta')).toEqual([]);
  });

  it('rejects a payment due date before the invoice date (ARCA 10036)', () => {
    expect(on(step1({ ...draft, vencimientoPago: '2026-11-19' }), 'vencimientoPago')).toEqual([
      'invoice.vencimientoPagoBeforeFecha: La fecha de vencimiento no puede ser anterior a la fecha del comprobante',
    ]);
  });

  it('requires the associated voucher’s type, point of sale and number for types 12 and 13', () => {
    for (const tipoDeComprobante of [12, 13] as const) {
      const errors = step1({ ...draft, tipoDeComprobante });
      expect(on(errors, 'tipoDeComprobanteAsoc')).toEqual(['field.dataRequired: Dato requerido']);
      expect(on(errors, 'puntoVentaAsoc')).toEqual(['field.dataRequired: Dato requerido']);
      expect(on(errors, 'cbteNroAsoc')).toEqual(['field.dataRequired: Dato requerido']);
      const complete = step1({
        ...draft,
        tipoDeComprobante,
        tipoDeComprobanteAsoc: 11,
        puntoVentaAsoc: 1,
        cbteNroAsoc: 43,
      });
      expect(complete).toEqual([]);
    }
    expect(step1({ ...draft, tipoDeComprobante: 15 })).toEqual([]);
  });

  it('checks the document number as a CUIT for type 80, with the CUIT messages', () => {
    expect(on(step1({ ...draft, nroDocumento: '' }), 'nroDocumento')).toEqual([
      'cuit.required: CUIT requerido',
    ]);
    expect(on(step1({ ...draft, nroDocumento: '2011111111' }), 'nroDocumento')).toEqual([
      'cuit.length: El cuit debe tener 11 numeros',
    ]);
    expect(on(step1({ ...draft, nroDocumento: '20111111113' }), 'nroDocumento')).toEqual([
      'cuit.checkDigit: CUIT invalido',
    ]);
  });

  it('checks a DNI (type 96) for 7 to 9 digits with "DNI incorrecto"', () => {
    const dni = { ...finalConsumer, nroDocumento: '123456' };
    expect(on(step1(dni), 'nroDocumento')).toEqual(['dni.length: DNI incorrecto']);
    expect(on(step1({ ...dni, nroDocumento: '1234567890' }), 'nroDocumento')).toEqual([
      'dni.length: DNI incorrecto',
    ]);
    expect(step1({ ...dni, nroDocumento: '12.345.678' })).toEqual([]);
  });

  it('requires a passport number (type 94) with "Dato requerido"', () => {
    const passport = { ...finalConsumer, tipoDocumento: 94 as const };
    expect(on(step1(passport), 'nroDocumento')).toEqual(['field.dataRequired: Dato requerido']);
    expect(step1({ ...passport, nroDocumento: 'AAB123456' })).toEqual([]);
  });

  it('requires the business name and address of an identified receiver', () => {
    const errors = step1({ ...draft, razonSocialCliente: '  ', domicilioComercialCliente: null });
    expect(on(errors, 'razonSocialCliente')).toEqual([
      'invoice.razonSocialRequired: Razón Social requerida',
    ]);
    expect(on(errors, 'domicilioComercialCliente')).toEqual([
      'invoice.domicilioRequired: Domicilio requerido',
    ]);
  });

  it('does not require the business name and address for type 99 nor for a final consumer', () => {
    expect(step1({ ...finalConsumer, tipoDocumento: 99, nroDocumento: '0' })).toEqual([]);
    expect(step1({ ...finalConsumer, nroDocumento: '12345678' })).toEqual([]);
  });

  it('defaults a final consumer’s document type to DNI and allows it empty', () => {
    const noType = { ...finalConsumer, tipoDocumento: undefined, nroDocumento: undefined };
    expect(step1(noType)).toEqual([]);
    expect(on(step1({ ...noType, nroDocumento: '12' }), 'nroDocumento')).toEqual([
      'dni.length: DNI incorrecto',
    ]);
  });

  it('does not allow a CUIT for a final consumer', () => {
    const errors = step1({ ...finalConsumer, tipoDocumento: 80, nroDocumento: '20111111112' });
    expect(on(errors, 'tipoDocumento')).toEqual([
      'invoice.finalConsumerCuit: Para un consumidor final el documento no puede ser CUIT',
    ]);
  });

  it('identifies every receiver other than a final consumer by CUIT', () => {
    const errors = step1({
      ...draft,
      tipoResponsable: 'responsable-monotributo',
      tipoDocumento: 96,
    });
    expect(on(errors, 'tipoDocumento')).toEqual([
      'invoice.receiverCuitRequired: Para esta condición frente al IVA el documento debe ser CUIT',
    ]);
  });

  it('asks for the DNI when the items already reach the final-consumer limit', () => {
    const overLimit = { ...finalConsumer, items: [{ ...item, precio: 10000.01 }] };
    expect(on(step1(overLimit), 'nroDocumento')).toEqual([
      'invoice.finalConsumerLimit: Limite superado. Debes informar el DNI.',
    ]);
    // RG 5700: a total equal to the limit ("igual o superior") also needs the DNI.
    expect(
      on(step1({ ...overLimit, items: [{ ...item, precio: 10000 }] }), 'nroDocumento'),
    ).toEqual(['invoice.finalConsumerLimit: Limite superado. Debes informar el DNI.']);
    expect(step1({ ...overLimit, items: [{ ...item, precio: 9999.99 }] })).toEqual([]);
    expect(step1({ ...overLimit, nroDocumento: '12345678' })).toEqual([]);
    // Items still being typed are not totalled.
    expect(step1({ ...overLimit, items: [{ ...item, precio: 20000, codigo: '' }] })).toEqual([]);
  });
});
