import type { OtherTax } from '@liqui/domain';
import type { TaxTablesDeps } from './tax-tables.js';

/**
 * `GET /taxes/otros` (contract `getOtros`; Spec 01 §2.11, §7): the other-tax rows
 * `{ nombre, valor }` by name, from memory (`tax-tables.ts`); `valor` in ARS.
 */
export async function getOtros(deps: TaxTablesDeps): Promise<OtherTax[]> {
  return (await deps.tables.current()).otros;
}
