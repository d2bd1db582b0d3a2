import { buildPlanCards, listPlanOptions, type Plan } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseCard,
  goBack,
  initialPlanWizardState,
  parsePlanStep,
  pickPaymentOption,
  termLabel,
} from './plan-wizard';

const catalogue: Plan[] = [
  { planId: 'plus', plan: 'Plus', costo: 14990, plazo: 1, medio: 'MercadoPago' },
  {
    planId: 'alta-monotributo',
    plan: 'Alta Monotributo',
    costo: 19990,
    plazo: 1,
    medio: 'MercadoPago',
  },
  {
    planId: 'alta-mono-iibb',
    plan: 'Alta Mono + IIBB',
    costo: 29990,
    plazo: 1,
    medio: 'MercadoPago',
  },
  { planId: 'premium', plan: 'Premium', costo: 34990, plazo: 1, medio: 'MercadoPago' },
  { planId: 'plus-mp-6', plan: 'Plus', costo: 80940, plazo: 6, medio: 'MercadoPago' },
  { planId: 'plus-otros-1', plan: 'Plus', costo: 14990, plazo: 1, medio: 'Otros' },
  { planId: 'plus-otros-3', plan: 'Plus', costo: 42720, plazo: 3, medio: 'Otros' },
  { planId: 'plus-otros-6', plan: 'Plus', costo: 80940, plazo: 6, medio: 'Otros' },
];

describe('plan wizard moves', () => {
  it('reads the step from the address, 0 for anything but 0–3', () => {
    expect(['0', '1', '2', '3'].map(parsePlanStep)).toEqual([0, 1, 2, 3]);
    expect(['4', '-1', 'x', undefined, '1.5'].map(parsePlanStep)).toEqual([0, 0, 0, 0, 0]);
  });

  it('back from the plan step of the initial flow resets the work-in-app flag', () => {
    const state = { ...initialPlanWizardState, isAppWorker: true };
    expect(goBack('initial', 2, state)).toEqual({
      step: 1,
      state: { ...state, isAppWorker: false },
    });
    // The upgrade flow's step 2 is the term: the flag (the user record's) stays.
    expect(goBack('upgrade', 2, state)).toEqual({ step: 1, state });
  });

  it('back from the payment step resets the medium to card, in both flows', () => {
    const state = { ...initialPlanWizardState, medium: 'cash' as const };
    for (const flow of ['initial', 'upgrade'] as const) {
      expect(goBack(flow, 3, state)).toEqual({ step: 2, state: { ...state, medium: 'card' } });
    }
  });

  it('saves a card without multi-term subplans at once, and goes on with one that has them', () => {
    const [plus, alta] = buildPlanCards(catalogue);
    expect(alta && chooseCard(alta, initialPlanWizardState)).toEqual({
      action: 'save',
      option: expect.objectContaining({ planId: 'alta-monotributo' }),
    });
    expect(plus && chooseCard(plus, initialPlanWizardState)).toEqual({
      action: 'next',
      state: { ...initialPlanWizardState, planName: 'Plus', termPlanId: 'plus' },
    });
  });

  it('picks the card term for card, and the cash option of the same term for cash', () => {
    const cardTerms = listPlanOptions(catalogue, 'Plus', 'card');
    const cashTerms = listPlanOptions(catalogue, 'Plus', 'cash');
    const base = { cardTerms, cashTerms, termPlanId: 'plus-mp-6' };
    expect(pickPaymentOption({ ...base, medium: 'card' })?.planId).toBe('plus-mp-6');
    expect(pickPaymentOption({ ...base, medium: 'cash' })?.planId).toBe('plus-otros-6');
    expect(
      pickPaymentOption({ ...base, medium: 'cash', selectedPlanId: 'plus-otros-3' })?.planId,
    ).toBe('plus-otros-3');
    expect(pickPaymentOption({ ...base, medium: 'cash', cashTerms: [] })).toBeUndefined();
  });

  it('names the periods of Spec 02 §9', () => {
    expect([1, 3, 6, 12, 2].map(termLabel)).toEqual([
      'Mensual',
      'Trimestral',
      'Semestral',
      'Anual',
      '2 meses',
    ]);
  });
});
