import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Plan, PlanChoice, PlanUpdate } from './plan';

const plus = { planId: 'plus-1', plan: 'Plus', costo: 9999.99, plazo: 1, medio: 'MercadoPago' };

describe('Plan', () => {
  it('accepts a plan with and without tipo_plan', () => {
    expect(is(plus, Plan)).toBe(true);
    expect(is({ ...plus, tipo_plan: null }, Plan)).toBe(true);
  });

  it('refuses an unknown payment medium, naming medio', () => {
    const [error] = validate({ ...plus, medio: 'Efectivo' }, Plan);
    expect(error?.path).toEqual(['medio']);
  });

  it('refuses a term of zero months', () => {
    expect(validate({ ...plus, plazo: 0 }, Plan)[0]?.path).toEqual(['plazo']);
  });

  it('takes terms up to 120 months and refuses longer ones (issue 26 item 3: 1e308, 2^31)', () => {
    expect(is({ ...plus, plazo: 120 }, Plan)).toBe(true);
    for (const plazo of [121, 2 ** 31, 2 ** 53, 1e308]) {
      expect(validate({ ...plus, plazo }, Plan)[0], String(plazo)).toMatchObject({
        path: ['plazo'],
        refinement: 'max',
      });
    }
  });
});

describe('PlanUpdate', () => {
  it('takes costo and plazo, and the plan’s other fields as GET returned them', () => {
    expect(is({ costo: 12000, plazo: 6 }, PlanUpdate)).toBe(true);
    const plan = { planId: 'plus', plan: 'Plus', medio: 'MercadoPago', tipo_plan: null };
    expect(is({ ...plan, costo: 12000, plazo: 6 }, PlanUpdate)).toBe(true);
    expect(validate({ costo: 12000, plazo: 6, medio: 'Cheque' }, PlanUpdate)[0]?.path).toEqual([
      'medio',
    ]);
  });

  it('refuses a key a plan does not have', () => {
    expect(validate({ costo: 12000, plazo: 6, descuento: 5 }, PlanUpdate)[0]?.path).toEqual([
      'descuento',
    ]);
  });
});

describe('PlanChoice', () => {
  it('accepts a plan choice with the app-worker flag', () => {
    expect(
      is({ plan_id: 'apps-1', plan: 'Aplicaciones', trabaja_aplicacion: true }, PlanChoice),
    ).toBe(true);
    expect(validate({ plan: 'Plus' }, PlanChoice)[0]?.path).toEqual(['plan_id']);
  });
});
