import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound } from '../../service-error.js';
import type { CompanyRow } from './rows.js';

/**
 * The staff who read any company and its collaborators: admin and the read-only operador. A
 * company admin (adminLite) reads only its own.
 */
export const companyReaderGroups = ['admin', 'operador'] as const;

/**
 * The company whose account is `userId`, for `principal` (`GET` / `PUT /root/admindashboard/…`):
 * staff in {@link companyReaderGroups} any, a company admin only its own.
 *
 * @throws ServiceError `forbidden` for another company's admin; `not_found` for an unknown id.
 */
export async function readableCompany(
  db: Db,
  principal: Principal,
  userId: string,
): Promise<CompanyRow> {
  if (!hasAnyGroup(principal, companyReaderGroups) && principal.userId !== userId) {
    throw forbidden();
  }
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The company of `cuit` for `principal` (the collaborators' calls): staff in
 * {@link companyReaderGroups} any, a company admin only the company whose account it is.
 * Decision: another CUIT is answered 403, not 404 (the company list already tells any signed-in
 * user which CUITs exist, so hiding them gains nothing and a 403 tells the company what is wrong).
 *
 * @throws ServiceError `forbidden` for a company admin and another CUIT (or a caller of no
 *   company); `not_found` for a CUIT of no company (staff).
 */
export async function companyOfCuit(
  db: Db,
  principal: Principal,
  cuit: string,
): Promise<CompanyRow> {
  const isStaff = hasAnyGroup(principal, companyReaderGroups);
  const [row] = await db
    .select()
    .from(companies)
    .where(isStaff ? eq(companies.cuit, cuit) : eq(companies.userId, principal.userId))
    .limit(1);
  if (!isStaff && row?.cuit !== cuit) throw forbidden();
  if (!row) throw notFound();
  return row;
}
