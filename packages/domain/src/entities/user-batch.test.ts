import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BulkUserRow } from './user-batch';

describe('BulkUserRow', () => {
  it('accepts text cells and needs the process flag', () => {
    expect(
      is(
        { nombre: 'Ana', apellido: 'García', email: 'ana@example.com', procesar: true },
        BulkUserRow,
      ),
    ).toBe(true);
    expect(validate({ nombre: 'Ana' }, BulkUserRow)[0]?.path).toEqual(['procesar']);
  });
});
