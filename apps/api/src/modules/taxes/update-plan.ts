import type { Plan, PlanMedio, PlanUpdate } from '@liqui/domain';
import { checkReadOnlyFields, planReadOnlyFields, validatePlanTerm } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { invalid } from '../../service-error.js';
import { planMedioOf, toMoney, toPlan } from './rows.js';
import {
  type AuditedChangeDeps,
  notFoundMessages,
  saveAuditedChange,
} from './save-audited-change.js';

/**
 * The service's rule on a plan's term: a Tarjeta or Otros plan keeps a term its medio offers
 * (`validatePlanTerm` of @liqui/domain; Spec 02 §9).
 *
 * @throws ServiceError `validation` with `errors: [{ path: 'plazo', message }]` otherwise.
 */
export function checkPlanTerm(medio: PlanMedio, plazo: number): void {
  const result = validatePlanTerm({ medio, plazo });
  if (result.ok) return;
  throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/**
 * The service's rule on the plan fields `PUT /taxes/planes/{planId}` does not change: sent back
 * as the `GET` returned them they are ignored (`checkReadOnlyFields` of @liqui/domain; issue 10
 * item 9).
 *
 * @throws ServiceError `validation` with 'Este dato no se puede modificar' at each field whose
 *   value differs from the stored plan's.
 */
function checkEchoedPlanFields(update: PlanUpdate, stored: Plan): void {
  const result = checkReadOnlyFields({ sent: update, stored, fields: planReadOnlyFields });
  if (!result.ok) throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/**
 * `PUT /taxes/planes/{planId}` (contract `updatePlan`; Spec 01 §2.12, §7; Spec 02 §9; admin):
 * saves a plan's `costo` (ARS, at most 2 decimals) and `plazo` (months); `medio`, `plan`,
 * `tipo_plan` are read-only (sent back unchanged they are ignored). Audited
 * (`save-audited-change.ts`).
 *
 * @returns the saved plan.
 * @throws ServiceError `not_found` 'El plan no existe'; `validation` 'Este dato no se puede
 *   modificar' at a read-only field sent changed, or (path `plazo`) when a Tarjeta or Otros plan
 *   gets a term its medio does not offer ({@link checkPlanTerm}).
 */
export async function updatePlan(
  deps: AuditedChangeDeps,
  input: { actor: Principal; planId: string; update: PlanUpdate },
): Promise<Plan> {
  const { planId, update } = input;
  const where = eq(plans.planId, planId);
  const saved = await saveAuditedChange(deps, {
    actor: input.actor,
    table: 'plans',
    schemaTable: plans,
    rowKey: planId,
    notFoundMessage: notFoundMessages.planId,
    read: async (tx) => (await tx.select().from(plans).where(where).for('update'))[0],
    check: (current) => {
      checkEchoedPlanFields(update, toPlan(current));
      checkPlanTerm(planMedioOf(current.medio), update.plazo);
    },
    write: async (tx) =>
      (
        await tx
          .update(plans)
          .set({ costo: toMoney(update.costo), plazo: update.plazo })
          .where(where)
          .returning()
      )[0],
  });
  return toPlan(saved);
}
