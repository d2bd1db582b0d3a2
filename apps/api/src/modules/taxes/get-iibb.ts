import type { IibbRow } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import type { TaxTablesDeps } from './tax-tables.js';

/**
 * The staff groups that read every IIBB row (a taxpayer reads only its own province's): admin
 * and the read-only operador (issue 14 item 3).
 */
export const iibbReaderGroups = ['admin', 'operador'] as const;

/** What {@link getIibb} needs: the tables, and the database for the caller's province. */
export type GetIibbDeps = TaxTablesDeps & { db: Db };

/**
 * `GET /taxes/iibb` (contract `getIibb`; Spec 01 §2.13, §7): every row for staff in
 * {@link iibbReaderGroups}; for anyone else only the rows of the province of its user record
 * (`users.provincia`), none when it has no record or no province. Ordered by province, then
 * category; `monto` in ARS.
 */
export async function getIibb(
  deps: GetIibbDeps,
  input: { principal: Principal },
): Promise<IibbRow[]> {
  const { iibb } = await deps.tables.current();
  if (hasAnyGroup(input.principal, iibbReaderGroups)) return iibb;
  const [record] = await deps.db
    .select({ provincia: users.provincia })
    .from(users)
    .where(eq(users.userId, input.principal.userId))
    .limit(1);
  if (!record?.provincia) return [];
  return iibb.filter((row) => row.provincia === record.provincia);
}
