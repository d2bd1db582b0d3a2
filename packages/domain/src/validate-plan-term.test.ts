import { describe, expect, it } from 'vitest';
import { validatePlanTerm } from './validate-plan-term';

describe('validatePlanTerm (spec 02 §9)', () => {
  it('accepts the monthly and semiannual terms of Tarjeta and rejects a quarterly one', () => {
    expect(validatePlanTerm({ medio: 'Tarjeta', plazo: 1 })).toEqual({ ok: true, value: 1 });
    expect(validatePlanTerm({ medio: 'Tarjeta', plazo: 6 })).toEqual({ ok: true, value: 6 });
    expect(validatePlanTerm({ medio: 'Tarjeta', plazo: 3 })).toEqual({
      ok: false,
      errors: [
        {
          path: 'plazo',
          code: 'plan.term',
          message: 'Para medio Tarjeta el plazo debe ser de 1 o 6 meses',
        },
      ],
    });
  });

  it('accepts monthly, quarterly and semiannual for Otros and nothing else', () => {
    for (const plazo of [1, 3, 6])
      expect(validatePlanTerm({ medio: 'Otros', plazo }).ok).toBe(true);
    const twelve = validatePlanTerm({ medio: 'Otros', plazo: 12 });
    expect(twelve.ok).toBe(false);
    if (!twelve.ok)
      expect(twelve.errors[0]?.message).toBe(
        'Para medio Otros el plazo debe ser de 1, 3 o 6 meses',
      );
  });

  it('sets no term list for MercadoPago', () => {
    expect(validatePlanTerm({ medio: 'MercadoPago', plazo: 12 }).ok).toBe(true);
  });
});
