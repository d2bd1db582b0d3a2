import { describe, expect, it } from 'vitest';
import { afipRejectionHint } from './afip-rejection-hint';

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
