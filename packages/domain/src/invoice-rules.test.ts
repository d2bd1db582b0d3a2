import { describe, expect, it } from 'vitest';
import type { InvoiceDraft, InvoiceItem } from './entities/invoice';
import {
  afipRejectionHint,
  computeInvoiceTotals,
  condicionIvaReceptorId,
  earliestInvoiceDate,
  type InvoiceRuleContext,
  isFinalConsumerOverLimit,
  latestInvoiceDate,
  validateInvoiceDraft,
  validateInvoiceItems,
  validateInvoiceStep1,
} from './invoice-rules';
import type { ValidationError } from './result';

const context: InvoiceRuleContext = { today: '2026-11-20', maximoConsFinal: 10000 };

const item: InvoiceItem = {
  codigo: '1',
  concepto: 'Honorarios',
  unidad: 7,
  cantidad: 1,
  precio: 1500,
};

/** A valid Factura C for services to an IVA-registered receiver (the wizard's defaults). */
const draft: InvoiceDraft = {
  tipoDeComprobante: 11,
  tipoResponsable: 'iva-responsable-inscripto',
  fecha: '2026-11-20',
  tipoDocumento: 80,
  nroDocumento: '20-11111111-2',
  razonSocialCliente: ' Cliente SA ',
  domicilioComercialCliente: 'Av. Siempre Viva 742',
  formaDePago: 'cuenta-corriente',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-11-01',
  hasta: '2026-11-30',
  vencimientoPago: '2026-11-20',
  items: [item],
  importeTotal: 1,
};

/** A final consumer without a document, as the wizard sends it with an empty DNI. */
const finalConsumer: InvoiceDraft = {
  ...draft,
  tipoResponsable: 'consumidor-final',
  tipoDocumento: 96,
  nroDocumento: '',
  razonSocialCliente: null,
  domicilioComercialCliente: null,
};

/** The errors of `errors` on one path, as `code: message`. */
function on(errors: readonly ValidationError[], path: string): string[] {
  return errors.filter((error) => error.path === path).map((e) => `${e.code}: ${e.message}`);
}

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
    expect(on(step1({ ...overLimit, items: [{ ...item, precio: 10000 }] }), 'nroDocumento')).toEqual(
      ['invoice.finalConsumerLimit: Limite superado. Debes informar el DNI.'],
    );
    expect(step1({ ...overLimit, items: [{ ...item, precio: 9999.99 }] })).toEqual([]);
    expect(step1({ ...overLimit, nroDocumento: '12345678' })).toEqual([]);
    // Items still being typed are not totalled.
    expect(step1({ ...overLimit, items: [{ ...item, precio: 20000, codigo: '' }] })).toEqual([]);
  });
});

describe('validateInvoiceItems (spec 02 §5 "Items")', () => {
  it('accepts complete items, fractional quantities included', () => {
    expect(validateInvoiceItems([item, { ...item, cantidad: 1.5, unidad: 1 }])).toEqual([]);
  });

  it('requires at least one item', () => {
    expect(on(validateInvoiceItems([]), 'items')).toEqual([
      'invoice.itemsRequired: Agregá al menos un ítem',
    ]);
  });

  it('requires code, description and unit with the spec’s messages, on `items.N.field`', () => {
    const errors = validateInvoiceItems([item, { cantidad: 1, precio: 1, codigo: ' ' }]);
    expect(on(errors, 'items.1.codigo')).toEqual(['item.codigoRequired: Código requerido']);
    expect(on(errors, 'items.1.concepto')).toEqual(['item.conceptoRequired: Concepto requerido']);
    expect(on(errors, 'items.1.unidad')).toEqual(['item.unidadRequired: Unidad requerida']);
    expect(errors).toHaveLength(3);
  });

  it('requires a positive quantity and price with "Numero positivo necesario"', () => {
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const errors = validateInvoiceItems([{ ...item, cantidad: bad, precio: bad }]);
      expect(on(errors, 'items.0.cantidad')).toEqual([
        'item.positiveNumber: Numero positivo necesario',
      ]);
      expect(on(errors, 'items.0.precio')).toEqual([
        'item.positiveNumber: Numero positivo necesario',
      ]);
    }
  });

  it('rejects a price with more than 2 decimals', () => {
    expect(on(validateInvoiceItems([{ ...item, precio: 1.005 }]), 'items.0.precio')).toEqual([
      'money.decimals: El monto debe tener como máximo 2 decimales',
    ]);
  });
});

describe('computeInvoiceTotals (spec 02 §3, §9)', () => {
  it('multiplies quantity by price exactly and sums the subtotals', () => {
    expect(
      computeInvoiceTotals([
        { cantidad: 3, precio: 1500 },
        { cantidad: 2, precio: 0.1 },
      ]),
    ).toEqual({ subtotalsCents: [450000, 20], totalCents: 450020 });
  });

  it('rounds fractional quantities half to even, once per line, with no float artefacts', () => {
    // 1.5 × 10.01 = 15.015 → 15.02 (1501.5 cents, to even); 0.5 × 0.05 = 0.025 → 0.02;
    // 0.1 × 0.15 = 0.015 → 0.02; 1.1 × 1.1 = 1.21 exactly (a float product gives 1.2100000000000002);
    // 0.333 × 3 = 0.999 → 1.00.
    expect(
      computeInvoiceTotals([
        { cantidad: 1.5, precio: 10.01 },
        { cantidad: 0.5, precio: 0.05 },
        { cantidad: 0.1, precio: 0.15 },
        { cantidad: 1.1, precio: 1.1 },
        { cantidad: 0.333, precio: 3 },
      ]),
    ).toEqual({ subtotalsCents: [1502, 2, 2, 121, 100], totalCents: 1727 });
  });

  it('gives a zero total for no items', () => {
    expect(computeInvoiceTotals([])).toEqual({ subtotalsCents: [], totalCents: 0 });
  });

  it('throws on a price it cannot read exactly (validate first)', () => {
    expect(() => computeInvoiceTotals([{ cantidad: 1, precio: 1.005 }])).toThrow(RangeError);
  });
});

describe('validateInvoiceDraft (spec 02 §5, web-services.md §3.3–§3.6)', () => {
  it('returns the normalized draft with the computed total, ignoring the client’s importeTotal', () => {
    const result = validateInvoiceDraft(
      { ...draft, items: [item, { ...item, cantidad: 1.5, precio: 10.01 }] },
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...draft,
        nroDocumento: '20111111112',
        razonSocialCliente: 'Cliente SA',
        localidadCliente: null,
        provinciaCliente: null,
        emailCliente: null,
        tipoDeComprobanteAsoc: null,
        puntoVentaAsoc: null,
        cbteNroAsoc: null,
        items: [item, { ...item, cantidad: 1.5, precio: 10.01 }],
        importeTotal: 1515.02,
        totals: { subtotalsCents: [150000, 1502], totalCents: 151502 },
      },
    });
  });

  it('normalizes a final consumer without a DNI to type 99 with number 0', () => {
    const result = validateInvoiceDraft(finalConsumer, context);
    expect(result.ok && [result.value.tipoDocumento, result.value.nroDocumento]).toEqual([99, '0']);
    const typed99 = validateInvoiceDraft(
      { ...finalConsumer, tipoDocumento: 99, nroDocumento: '5' },
      context,
    );
    expect(typed99.ok && [typed99.value.tipoDocumento, typed99.value.nroDocumento]).toEqual([
      99,
      '0',
    ]);
    const withDni = validateInvoiceDraft({ ...finalConsumer, nroDocumento: '12.345.678' }, context);
    expect(withDni.ok && [withDni.value.tipoDocumento, withDni.value.nroDocumento]).toEqual([
      96,
      '12345678',
    ]);
  });

  it('rejects an unidentified final consumer above maximoConsFinal with "Limite superado"', () => {
    const over = { ...finalConsumer, items: [{ ...item, cantidad: 2, precio: 5000.01 }] };
    const result = validateInvoiceDraft(over, context);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'nroDocumento',
          code: 'invoice.finalConsumerLimit',
          message: 'Limite superado. Debes informar el DNI.',
        },
      ],
    });
    expect(validateInvoiceDraft(over, { ...context, maximoConsFinal: 20000 }).ok).toBe(true);
    expect(validateInvoiceDraft({ ...over, nroDocumento: '12345678' }, context).ok).toBe(true);
  });

  it('drops the service dates of a concept-1 draft and keeps the associated voucher of a note', () => {
    const products = validateInvoiceDraft({ ...draft, concepto: 1 }, context);
    expect(
      products.ok && [products.value.desde, products.value.hasta, products.value.vencimientoPago],
    ).toEqual([null, null, null]);
    const note = validateInvoiceDraft(
      {
        ...draft,
        tipoDeComprobante: 13,
        tipoDeComprobanteAsoc: 11,
        puntoVentaAsoc: 1,
        cbteNroAsoc: 43,
      },
      context,
    );
    expect(
      note.ok && [
        note.value.tipoDeComprobanteAsoc,
        note.value.puntoVentaAsoc,
        note.value.cbteNroAsoc,
      ],
    ).toEqual([11, 1, 43]);
  });

  it('reports step-1 and item errors together', () => {
    const result = validateInvoiceDraft(
      { ...draft, fecha: '2026-11-01', items: [{ ...item, precio: 0 }] },
      context,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => error.path)).toEqual(['fecha', 'items.0.precio']);
  });

  it('rejects a total larger than ARCA’s ImpTotal (13 integer digits)', () => {
    const huge = { ...draft, items: [{ ...item, cantidad: 1000, precio: 99_999_999_999.99 }] };
    const result = validateInvoiceDraft(huge, context);
    expect(result.ok ? [] : on(result.errors, 'importeTotal')).toEqual([
      'invoice.totalTooLarge: El total supera el máximo que admite ARCA',
    ]);
  });
});

describe('invoice dates (spec 02 §9, web-services.md §3.6)', () => {
  it('earliestInvoiceDate is today − 3 days, across month and year ends', () => {
    expect(earliestInvoiceDate('2026-11-20')).toBe('2026-11-17');
    expect(earliestInvoiceDate('2027-01-02')).toBe('2026-12-30');
    expect(earliestInvoiceDate('2028-03-01')).toBe('2028-02-27');
  });

  it('latestInvoiceDate is today + 5 days for products and + 10 for services', () => {
    expect(latestInvoiceDate('2026-11-20', 1)).toBe('2026-11-25');
    expect(latestInvoiceDate('2026-11-20', 2)).toBe('2026-11-30');
    expect(latestInvoiceDate('2026-12-28', 3)).toBe('2027-01-07');
  });

  it('throws on a today that is not a real day', () => {
    expect(() => earliestInvoiceDate('2026-13-01')).toThrow(RangeError);
  });
});

describe('condicionIvaReceptorId (RG 5616, web-services.md §3.7)', () => {
  it('maps each IVA condition to ARCA’s id', () => {
    expect(condicionIvaReceptorId('consumidor-final')).toBe(5);
    expect(condicionIvaReceptorId('iva-responsable-inscripto')).toBe(1);
    expect(condicionIvaReceptorId('iva-sujeto-exento')).toBe(4);
    expect(condicionIvaReceptorId('monotributista-social')).toBe(13);
    expect(condicionIvaReceptorId('responsable-monotributo')).toBe(6);
  });
});

describe('isFinalConsumerOverLimit (spec 02 §5 "Total limit")', () => {
  it('is true only for a final consumer at or above the limit (RG 5700 "igual o superior")', () => {
    expect(isFinalConsumerOverLimit('consumidor-final', 1_000_001, 10000)).toBe(true);
    expect(isFinalConsumerOverLimit('consumidor-final', 1_000_000, 10000)).toBe(true);
    expect(isFinalConsumerOverLimit('consumidor-final', 999_999, 10000)).toBe(false);
    expect(isFinalConsumerOverLimit('iva-responsable-inscripto', 99_000_000, 10000)).toBe(false);
    expect(isFinalConsumerOverLimit('consumidor-final', 1_000_001, 10000.02)).toBe(false);
  });
});

describe('afipRejectionHint (web-services.md §3.9)', () => {
  it('has a plain-Spanish hint for each common rejection code', () => {
    const codes = [
      10016, 10246, 10242, 10243, 10015, 10013, 10069, 10048, 10049, 10032, 10036, 600, 601, 10197,
      10198,
    ];
    for (const code of codes)
      expect(afipRejectionHint(code), String(code)).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    expect(afipRejectionHint(10016)).toContain('fecha');
    expect(afipRejectionHint(10246)).toContain('condición frente al IVA');
    expect(afipRejectionHint(10242)).toBe(afipRejectionHint(10243));
    expect(afipRejectionHint(600)).toContain('Liqui');
    expect(afipRejectionHint(10197)).toContain('comprobante asociado');
  });

  it('gives nothing for a code without a hint', () => {
    expect(afipRejectionHint(10217)).toBeUndefined();
  });
});
