import { describe, expect, it } from 'vitest';
import type { Plan } from './entities/plan';
import {
  appWorkerUserFields,
  buildPlanCards,
  computeMonthlyPriceCents,
  hasSubplans,
  listPlanInclusions,
  listPlanOptions,
} from './plan-cards';

/** A catalogue shaped like the seeded one (apps/api/src/db/seed/plan-catalogue.ts), shuffled. */
const catalogue: Plan[] = [
  { planId: 'premium-mp-6', plan: 'Premium', costo: 188940, plazo: 6, medio: 'MercadoPago' },
  { planId: 'premium', plan: 'Premium', costo: 34990, plazo: 1, medio: 'MercadoPago' },
  {
    planId: 'alta-mono-iibb',
    plan: 'Alta Mono + IIBB',
    costo: 29990,
    plazo: 1,
    medio: 'MercadoPago',
  },
  { planId: 'plus-mp-6', plan: 'Plus', costo: 80940, plazo: 6, medio: 'MercadoPago' },
  { planId: 'plus', plan: 'Plus', costo: 14990, plazo: 1, medio: 'MercadoPago' },
  {
    planId: 'alta-monotributo',
    plan: 'Alta Monotributo',
    costo: 19990,
    plazo: 1,
    medio: 'MercadoPago',
  },
  { planId: 'plus-tarjeta-1', plan: 'Plus', costo: 14990, plazo: 1, medio: 'Tarjeta' },
  { planId: 'plus-otros-1', plan: 'Plus', costo: 14990, plazo: 1, medio: 'Otros' },
  { planId: 'plus-otros-3', plan: 'Plus', costo: 42720, plazo: 3, medio: 'Otros' },
  { planId: 'plus-otros-6', plan: 'Plus', costo: 80940, plazo: 6, medio: 'Otros' },
  {
    planId: 'aplicaciones-tarjeta-6',
    plan: 'Aplicaciones',
    costo: 53940,
    plazo: 6,
    medio: 'Tarjeta',
  },
  {
    planId: 'aplicaciones-tarjeta-1',
    plan: 'Aplicaciones',
    costo: 9990,
    plazo: 1,
    medio: 'Tarjeta',
  },
  { planId: 'aplicaciones-otros-3', plan: 'Aplicaciones', costo: 28470, plazo: 3, medio: 'Otros' },
  { planId: 'codigo', plan: 'Codigo', costo: 0, plazo: 1, medio: 'Otros' },
];

describe('computeMonthlyPriceCents', () => {
  it('divides the term price by the months, exactly in cents', () => {
    expect(computeMonthlyPriceCents({ costo: 80940, plazo: 6 })).toBe(1349000);
    expect(computeMonthlyPriceCents({ costo: 14990, plazo: 1 })).toBe(1499000);
    // 100.00 / 3 = 33.333… → 33.33; 0.05 / 2 = 0.025 → 0.03 (half-up).
    expect(computeMonthlyPriceCents({ costo: 100, plazo: 3 })).toBe(3333);
    expect(computeMonthlyPriceCents({ costo: 0.05, plazo: 2 })).toBe(3);
    // No binary-float drift: 42720 / 3 = 14240.00 exactly.
    expect(computeMonthlyPriceCents({ costo: 42720, plazo: 3 })).toBe(1424000);
  });

  it('refuses a term below one month', () => {
    expect(() => computeMonthlyPriceCents({ costo: 100, plazo: 0 })).toThrow(RangeError);
  });
});

describe('buildPlanCards', () => {
  it('maps the monthly MercadoPago plans sorted by costo to Plus, Alta Monotributo, Alta Mono + IIBB and Premium', () => {
    const cards = buildPlanCards(catalogue);
    expect(cards.map((card) => [card.kind, card.title, card.base.planId])).toEqual([
      ['plus', 'Plus', 'plus'],
      ['altaMonotributo', 'Alta Monotributo', 'alta-monotributo'],
      ['altaMonoIibb', 'Alta Mono + IIBB', 'alta-mono-iibb'],
      ['premium', 'Premium', 'premium'],
    ]);
  });

  it('gives each card the discount of Spec 02 §9 and Alta Monotributo its 30 free days', () => {
    const cards = buildPlanCards(catalogue);
    expect(cards.map((card) => [card.discountPercent, card.freeDays])).toEqual([
      [40, 0],
      [40, 30],
      [20, 0],
      [10, 0],
    ]);
  });

  it('says what each plan includes: Alta only the registration, Premium everything of Plus', () => {
    const cards = buildPlanCards(catalogue);
    const byKind = Object.fromEntries(cards.map((card) => [card.kind, card.includes]));
    expect(byKind.altaMonotributo).toContain('Alta en el Monotributo ante ARCA');
    expect(byKind.altaMonotributo).not.toContain('Inscripción en Ingresos Brutos');
    expect(byKind.altaMonoIibb).toContain('Inscripción en Ingresos Brutos');
    expect(byKind.plus).toContain('Facturas electrónicas tipo C ilimitadas');
    expect(byKind.premium?.[0]).toBe('Todo lo del plan Plus');
    for (const card of cards) expect(card.includes.length).toBeGreaterThanOrEqual(3);
    expect(buildPlanCards(catalogue, { isAppWorker: true })[0]?.includes).toEqual(
      listPlanInclusions('Aplicaciones'),
    );
  });

  it('lists inclusions for every plan name of the spec, and none for an unknown one', () => {
    for (const name of [
      'Plus',
      'Alta Monotributo',
      'Alta Mono + IIBB',
      'Premium',
      'Aplicaciones',
      'Codigo',
    ]) {
      expect(listPlanInclusions(name).length).toBeGreaterThan(0);
    }
    expect(listPlanInclusions('Otro')).toEqual([]);
  });

  it('puts the subplans (plazo above 1) under their card, with the monthly price', () => {
    const [plus, alta] = buildPlanCards(catalogue);
    expect(plus?.terms.map((term) => [term.planId, term.plazo, term.monthlyCents])).toEqual([
      ['plus', 1, 1499000],
      ['plus-mp-6', 6, 1349000],
    ]);
    expect(plus && hasSubplans(plus)).toBe(true);
    expect(alta?.terms.map((term) => term.planId)).toEqual(['alta-monotributo']);
    expect(alta && hasSubplans(alta)).toBe(false);
  });

  it('gives fewer cards when the catalogue has fewer monthly MercadoPago plans', () => {
    const onlyTwo = catalogue.filter(
      (plan) => !['premium', 'alta-mono-iibb'].includes(plan.planId),
    );
    expect(buildPlanCards(onlyTwo).map((card) => card.kind)).toEqual(['plus', 'altaMonotributo']);
    expect(buildPlanCards([])).toEqual([]);
  });

  it('shows an app worker the Aplicaciones plan with its card terms', () => {
    const cards = buildPlanCards(catalogue, { isAppWorker: true });
    expect(cards).toHaveLength(1);
    expect(cards[0]?.kind).toBe('aplicaciones');
    expect(cards[0]?.terms.map((term) => term.planId)).toEqual([
      'aplicaciones-tarjeta-1',
      'aplicaciones-tarjeta-6',
    ]);
    expect(
      buildPlanCards(
        catalogue.filter((plan) => plan.plan !== 'Aplicaciones'),
        { isAppWorker: true },
      ),
    ).toEqual([]);
  });
});

describe('listPlanOptions', () => {
  it('offers the Otros rows for cash: monthly, quarterly and semiannual', () => {
    expect(listPlanOptions(catalogue, 'Plus', 'cash').map((option) => option.planId)).toEqual([
      'plus-otros-1',
      'plus-otros-3',
      'plus-otros-6',
    ]);
  });

  it('offers the MercadoPago rows for card, and nothing for a plan not sold that way', () => {
    expect(listPlanOptions(catalogue, 'Premium', 'card').map((option) => option.planId)).toEqual([
      'premium',
      'premium-mp-6',
    ]);
    expect(listPlanOptions(catalogue, 'Premium', 'cash')).toEqual([]);
  });
});

describe('appWorkerUserFields', () => {
  it("forces category A, 'Trabaja en Aplicación' and presta_servicios", () => {
    expect(appWorkerUserFields).toEqual({
      cat_estimada: 'A',
      actividad_preliminar: 'Trabaja en Aplicación',
      tipo_actividad: 'presta_servicios',
    });
  });
});
