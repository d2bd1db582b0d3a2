/**
 * The questionnaire screen's pure helpers: a step's form values from the saved user, the paths
 * of the steps, and the estimate shown at steps 8 and 21. Source: Spec 02 §2 ("Onboarding
 * questionnaire"), §4, §9; issue 13 item 1.
 */
import {
  type EstimateCategory,
  estimateCategory,
  estimateQuota,
  type MonotributoResponse,
  parseArsInput,
  type QuestionnaireAnswers,
  type QuestionnaireStep,
  type QuotaEstimate,
  type StepFormValues,
} from '@liqui/domain';

/** Which questionnaire route: /steps-user/{id} or /steps-user-mp/{id} (Spec 01 §2). */
export type QuestionnaireVariant = 'default' | 'mp';

/**
 * The query that says the user came from payment: `?desde=pago` (decision, issue 13: the plan
 * and payment screens link to `/steps-user/{id}?desde=pago`; the questionnaire keeps it from
 * step to step and then shows 'Volver' → /initial-plan/2, Spec 02 §2).
 */
export const fromPaymentQuery = 'desde=pago';

/** Whether the location's query (wouter's `useSearch()`, without `?`) carries {@link fromPaymentQuery}. */
export function cameFromPayment(search: string): boolean {
  return new URLSearchParams(search).get('desde') === 'pago';
}

/**
 * The paths the questionnaire links to, per variant: a step (keeping `?desde=pago`), the end
 * ('Finalizar' → `/`, or `/mp` on the mp variant: decision, the mp screens keep their home) and
 * 'Volver' (`/initial-plan/2` or `/initial-plan-mp/2`).
 */
export function questionnairePaths(variant: QuestionnaireVariant, fromPayment: boolean) {
  const mp = variant === 'mp' ? '-mp' : '';
  return {
    step: (step: number) => `/steps-user${mp}/${step}${fromPayment ? `?${fromPaymentQuery}` : ''}`,
    home: variant === 'mp' ? '/mp' : '/',
    back: `/initial-plan${mp}/2`,
  };
}

/**
 * A step's form values from the saved answers: yes/no as `'true'`/`'false'`, numbers and money
 * as text (money with a comma for decimals), empty when unanswered; the billing estimate is
 * always empty (the amount is not stored, only the category it gave).
 */
export function stepValuesOf(
  step: QuestionnaireStep,
  saved: QuestionnaireAnswers,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const answer of step.answers) {
    if (answer.field === 'facturacion_estimada') {
      values[answer.field] = '';
      continue;
    }
    const value = saved[answer.field];
    if (value === null || value === undefined) values[answer.field] = '';
    else if (typeof value === 'number' && answer.kind === 'money') {
      values[answer.field] = value.toFixed(2).replace('.', ',');
    } else values[answer.field] = String(value);
  }
  return values;
}

/** The scale in force as the estimate needs it, from `GET /taxes/monotributos`. */
export function scaleOf(
  response: MonotributoResponse | undefined,
): { categories: readonly EstimateCategory[]; aporteOs: number } | null {
  if (!response) return null;
  const aporteOs = response.otros.find((tax) => tax.nombre === 'aporte_OS')?.valor;
  if (aporteOs === undefined) return null;
  return { categories: response.monotributos, aporteOs };
}

/**
 * The estimate to show (Spec 02 §4: step 8 computes the quota, step 21 updates it): at step 8
 * from the form as it is being filled (activity type and billing estimate; the saved category
 * while no new estimate is typed), at 21 from the saved answers (with family and SIPA).
 *
 * @returns `null` until a category and an activity type are known, or without the scale.
 */
export function shownEstimate(
  saved: QuestionnaireAnswers,
  values: StepFormValues,
  scale: ReturnType<typeof scaleOf>,
): QuotaEstimate | null {
  if (!scale) return null;
  const typed = values.facturacion_estimada?.trim() ?? '';
  const cents = typed === '' ? null : parseArsInput(typed);
  const categoria =
    cents === null ? (saved.cat_estimada ?? null) : estimateCategory(cents, scale.categories);
  const tipo = values.tipo_actividad ?? saved.tipo_actividad ?? '';
  if (!categoria || tipo === '') return null;
  return estimateQuota(
    {
      ...saved,
      cat_estimada: categoria,
      tipo_actividad: tipo as QuestionnaireAnswers['tipo_actividad'],
    },
    scale,
  );
}
