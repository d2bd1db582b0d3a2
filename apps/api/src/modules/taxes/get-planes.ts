import type { Plan } from '@liqui/domain';
import type { TaxTablesDeps } from './tax-tables.js';

/**
 * `GET /taxes/planes` (contract `getPlanes`; Spec 01 §2.12, §7; Spec 02 §7, §9): every plan, in the catalogue's
 * order (`position`), from memory (`tax-tables.ts`); `costo` in ARS, `plazo` in months.
 */
export async function getPlanes(deps: TaxTablesDeps): Promise<Plan[]> {
  return (await deps.tables.current()).planes;
}
