import type { Company } from '@liqui/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { companyReaderGroups } from './queries.js';
import { toCompany } from './rows.js';

/**
 * `GET /root/admindashboard/adminlites/` (contract `listCompanies`; Spec 02 §2 "Plan selection",
 * §7): the companies a taxpayer can choose in the plan flow, those with `active_signup`, by
 * business name then CUIT; codes left out (`code` null). An admin or an operador gets every
 * company with its code. Decision: not paged; the contract answers a list, and the companies
 * that onboard collaborators are few.
 */
export async function listCompanies(
  deps: { db: Db },
  input: { principal: Principal },
): Promise<Company[]> {
  const isStaff = hasAnyGroup(input.principal, companyReaderGroups);
  const rows = await deps.db
    .select()
    .from(companies)
    .where(isStaff ? undefined : eq(companies.activeSignup, true))
    .orderBy(asc(companies.razonSocial), asc(companies.cuit));
  return rows.map((row) => toCompany(row, { withCode: isStaff }));
}
