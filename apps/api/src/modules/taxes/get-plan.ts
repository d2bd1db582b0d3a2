import type { Plan } from '@liqui/domain';
import { notFound } from '../../service-error.js';
import { notFoundMessages } from './save-audited-change.js';
import type { TaxTablesDeps } from './tax-tables.js';

/**
 * `GET /taxes/planes/{planId}` (contract `getPlan`; Spec 02 §7): one plan, from memory
 * (`tax-tables.ts`).
 *
 * @throws ServiceError `not_found` 'El plan no existe'.
 */
export async function getPlan(deps: TaxTablesDeps, input: { planId: string }): Promise<Plan> {
  const plan = (await deps.tables.current()).planes.find((row) => row.planId === input.planId);
  if (!plan) throw notFound(notFoundMessages.planId);
  return plan;
}
