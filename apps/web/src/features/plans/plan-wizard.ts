/**
 * The plan wizard's state and moves, apart from the screens so they are tested alone (Spec 02 §4
 * "Plan flow"). Two flows share it:
 *
 * - `initial` (/initial-plan/{step}, /initial-plan-mp/{step}): 0 intro, 1 company choice, 2 plan
 *   choice, 3 payment medium and period;
 * - `upgrade` (/mejorar-plan): 0 welcome, 1 plan, 2 term, 3 payment.
 *
 * Back from the plan step of the initial flow (2 → 1) resets the work-in-app flag; back from the
 * payment step (3 → 2) resets the medium to card. Decision: in the upgrade flow the work-in-app
 * flag is the user record's (`trabaja_aplicacion`), so going back from its term step keeps it.
 */
import type { PaymentMedium, PlanCard, PlanOption } from '@liqui/domain';

/** The period label of a term, shared with the payment screens (`shared/plan-term.ts`). */
export { termLabel } from '../../shared/plan-term';

/** Which wizard. */
export type PlanFlow = 'initial' | 'upgrade';

/** The choices made so far. */
export type PlanWizardState = {
  /** The user chose a company without a code: the Aplicaciones plans are shown. */
  readonly isAppWorker: boolean;
  /** The chosen card's plan name (`Plus`…), once a card is chosen. */
  readonly planName: string | null;
  /** The chosen term for card payment (`plan_id` of a card term). */
  readonly termPlanId: string | null;
  /** How the plan is paid; `card` until changed. */
  readonly medium: PaymentMedium;
};

/** The state a wizard starts with. */
export const initialPlanWizardState: PlanWizardState = {
  isAppWorker: false,
  planName: null,
  termPlanId: null,
  medium: 'card',
};

/** The last step of both flows. */
export const lastPlanStep = 3;

/** The plan-choice step of a flow: 2 in the initial flow, 1 in the upgrade flow. */
export function planStepOf(flow: PlanFlow): number {
  return flow === 'initial' ? 2 : 1;
}

/**
 * Reads a step from the route parameter: an integer 0–3, else 0 (a typo in the address starts
 * the wizard over rather than showing nothing).
 */
export function parsePlanStep(param: string | undefined): number {
  const step = Number(param);
  return Number.isInteger(step) && step >= 0 && step <= lastPlanStep ? step : 0;
}

/**
 * Going back one step, with the resets of Spec 02 §4.
 *
 * @returns the previous step (never below 0) and the state after the resets.
 */
export function goBack(
  flow: PlanFlow,
  step: number,
  state: PlanWizardState,
): { step: number; state: PlanWizardState } {
  const previous = Math.max(0, step - 1);
  if (step === lastPlanStep) return { step: previous, state: { ...state, medium: 'card' } };
  if (flow === 'initial' && step === planStepOf('initial')) {
    return { step: previous, state: { ...state, isAppWorker: false } };
  }
  return { step: previous, state };
}

/**
 * What choosing a card leads to: a card without multi-term subplans is saved at once (its only
 * term); otherwise the wizard goes on, with the monthly term preselected.
 */
export function chooseCard(
  card: PlanCard,
  state: PlanWizardState,
): { action: 'save'; option: PlanOption } | { action: 'next'; state: PlanWizardState } {
  if (!card.terms.some((term) => term.plazo > 1)) return { action: 'save', option: card.base };
  return {
    action: 'next',
    state: { ...state, planName: card.base.plan, termPlanId: card.base.planId, medium: 'card' },
  };
}

/**
 * The option a payment step saves: for card, the chosen card term; for cash, the cash option of
 * the same term if there is one, else the first cash option (`selectedCashPlanId` wins when
 * given).
 */
export function pickPaymentOption(options: {
  readonly medium: PaymentMedium;
  readonly cardTerms: readonly PlanOption[];
  readonly cashTerms: readonly PlanOption[];
  readonly termPlanId: string | null;
  readonly selectedPlanId?: string | null;
}): PlanOption | undefined {
  const pool = options.medium === 'card' ? options.cardTerms : options.cashTerms;
  const selected = pool.find((option) => option.planId === options.selectedPlanId);
  if (selected) return selected;
  const term = options.cardTerms.find((option) => option.planId === options.termPlanId);
  if (options.medium === 'card') return term ?? pool[0];
  return pool.find((option) => option.plazo === term?.plazo) ?? pool[0];
}
