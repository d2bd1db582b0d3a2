import { create, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { IdentificationType } from './identification-type';

describe('IdentificationType', () => {
  it('defaults the lengths to 7 and 8 when created', () => {
    expect(create({ id: 'DNI', name: 'DNI', type: 'number' }, IdentificationType)).toMatchObject({
      min_length: 7,
      max_length: 8,
    });
    expect(
      validate({ id: 'DNI', name: 'DNI', min_length: '7', max_length: 8 }, IdentificationType)[0]
        ?.path,
    ).toEqual(['min_length']);
  });
});
