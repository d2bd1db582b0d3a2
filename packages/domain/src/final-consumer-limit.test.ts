import { describe, expect, it } from 'vitest';
import {
  defaultMaximoConsFinal,
  maximoConsFinalOf,
  requiresFinalConsumerIdentification,
} from './final-consumer-limit';

describe('requiresFinalConsumerIdentification (spec 02 §5 "Total limit")', () => {
  it('is true only for a final consumer at or above the limit (RG 5700 "igual o superior")', () => {
    expect(requiresFinalConsumerIdentification('consumidor-final', 1_000_001, 10000)).toBe(true);
    expect(requiresFinalConsumerIdentification('consumidor-final', 1_000_000, 10000)).toBe(true);
    expect(requiresFinalConsumerIdentification('consumidor-final', 999_999, 10000)).toBe(false);
    expect(
      requiresFinalConsumerIdentification('iva-responsable-inscripto', 99_000_000, 10000),
    ).toBe(false);
    expect(requiresFinalConsumerIdentification('consumidor-final', 1_000_001, 10000.02)).toBe(
      false,
    );
  });
});

describe('maximoConsFinalOf (spec 02 §5, §9)', () => {
  it('reads maximo_cons_final from the other taxes', () => {
    expect(
      maximoConsFinalOf([
        { nombre: 'aporte_OS', valor: 25694.55 },
        { nombre: 'maximo_cons_final', valor: 10_000_000 },
      ]),
    ).toBe(10_000_000);
  });

  it('falls back to the spec’s default 10000 while the rows are unknown or lack it', () => {
    expect(defaultMaximoConsFinal).toBe(10_000);
    expect(maximoConsFinalOf(undefined)).toBe(defaultMaximoConsFinal);
    expect(maximoConsFinalOf([{ nombre: 'aporte_OS', valor: 1 }])).toBe(defaultMaximoConsFinal);
  });
});
