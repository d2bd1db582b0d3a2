import { describe, expect, it } from 'vitest';
import { candidateCuitOf } from './candidate-cuit';

describe('candidateCuitOf (issue 16 item 5)', () => {
  it('takes a document number that is a valid CUIT, with or without separators', () => {
    expect(candidateCuitOf('20111111112')).toBe('20111111112');
    expect(candidateCuitOf('20-11111111-2')).toBe('20111111112');
    expect(candidateCuitOf('20.111.111.112')).toBe('20111111112');
  });

  it('finds no CUIT in a DNI, a wrong check digit or nothing', () => {
    expect(candidateCuitOf('24128827')).toBeNull();
    expect(candidateCuitOf('20111111113')).toBeNull();
    expect(candidateCuitOf('')).toBeNull();
    expect(candidateCuitOf(null)).toBeNull();
  });
});
