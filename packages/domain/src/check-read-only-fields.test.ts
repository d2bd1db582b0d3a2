import { describe, expect, it } from 'vitest';
import { checkReadOnlyFields } from './check-read-only-fields';

const stored = {
  invoiceId: 'a1',
  estado: 'DRAFT',
  cae: null,
  afipRespuesta: { resultado: 'A', errores: [], observaciones: [{ codigo: 10217, mensaje: 'x' }] },
  fecha: '2026-11-25',
};
const fields = ['invoiceId', 'cae', 'afipRespuesta'];

describe('checkReadOnlyFields', () => {
  it('accepts a body that carries the read-only fields unchanged, nested objects in any key order', () => {
    const sent = {
      invoiceId: 'a1',
      cae: null,
      afipRespuesta: {
        observaciones: [{ mensaje: 'x', codigo: 10217 }],
        errores: [],
        resultado: 'A',
      },
      fecha: '2026-12-01',
    };
    expect(checkReadOnlyFields({ sent, stored, fields })).toEqual({ ok: true, value: undefined });
  });

  it('accepts a body that leaves the read-only fields out', () => {
    expect(checkReadOnlyFields({ sent: { fecha: '2026-12-01' }, stored, fields }).ok).toBe(true);
  });

  it('names each read-only field whose value differs, and only those', () => {
    const sent = {
      invoiceId: 'b2',
      cae: '12345678901234',
      afipRespuesta: { ...stored.afipRespuesta, errores: [{ codigo: 1, mensaje: 'y' }] },
    };
    expect(checkReadOnlyFields({ sent, stored, fields })).toEqual({
      ok: false,
      errors: ['invoiceId', 'cae', 'afipRespuesta'].map((path) => ({
        path,
        code: 'field.readOnly',
        message: 'Este dato no se puede modificar',
      })),
    });
  });

  it('does not look at fields outside the list', () => {
    expect(checkReadOnlyFields({ sent: { estado: 'EMITTED' }, stored, fields }).ok).toBe(true);
  });

  it('tells a stored null from a missing stored value', () => {
    const result = checkReadOnlyFields({ sent: { cae: null }, stored: {}, fields: ['cae'] });
    expect(result.ok).toBe(false);
  });
});
