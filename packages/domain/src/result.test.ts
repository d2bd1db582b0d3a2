import { describe, expect, it } from 'vitest';
import { fail, succeed } from './result';

describe('succeed and fail', () => {
  it('wraps a value as { ok: true, value }', () => {
    expect(succeed('20111111112')).toEqual({ ok: true, value: '20111111112' });
  });

  it('builds one error with the catalogue’s message for the code', () => {
    expect(fail('cuit', 'cuit.required')).toEqual({
      ok: false,
      errors: [{ path: 'cuit', code: 'cuit.required', message: 'CUIT requerido' }],
    });
  });

  it('fills the placeholders of a template message', () => {
    expect(fail('rows.3.nombre', 'usersBatch.nombreRequired', { row: 3 })).toEqual({
      ok: false,
      errors: [
        {
          path: 'rows.3.nombre',
          code: 'usersBatch.nombreRequired',
          message: 'El nombre es requerido en fila 3',
        },
      ],
    });
  });
});
