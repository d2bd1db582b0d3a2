import type { MonotributoResponse } from '@liqui/domain';
import type { TaxTablesDeps } from './tax-tables.js';

/**
 * `GET /taxes/monotributos` (contract `getMonotributos`; Spec 01 §2.11, §7): the monotributo
 * categories by letter, the due dates by month and the other taxes by name, from memory
 * (`tax-tables.ts`). Amounts in ARS, `porcentaje_os` a percentage.
 *
 * @returns `{ monotributos, vencimientos, otros }`.
 */
export async function getMonotributos(deps: TaxTablesDeps): Promise<MonotributoResponse> {
  const { monotributos, vencimientos, otros } = await deps.tables.current();
  return { monotributos, vencimientos, otros };
}
