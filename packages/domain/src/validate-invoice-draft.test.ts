import { describe, expect, it } from 'vitest';
import { context, draft, finalConsumer, item, on } from './invoice-rule-samples';
import { validateInvoiceDraft } from './validate-invoice-draft';

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
