import { type Company, NO_COMPANY_CODE } from '@liqui/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyCodeAttempts, companyCodePasses } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import type { UsersService } from '../users/users.service.js';
import { codeAttemptWindowMs, maxWrongCompanyCodes, normalizeCompanyCode } from './company-code.js';
import { toCompany } from './rows.js';

/** What {@link findCompanyByCode} needs. */
export type FindCompanyByCodeDeps = {
  db: Db;
  /** Makes sure the caller has a user record (the pass refers to it). */
  users: Pick<UsersService, 'getOwnRecord'>;
  now: () => Date;
};

/**
 * `GET /root/admindashboard/code/{code}` (contract `getCompaniesByCode`; Spec 02 §4 "Plan flow",
 * §7): the company whose active code is `code` (compared trimmed and case-insensitively), as a
 * one-element list (without its code), and records the caller's pass for it
 * (`company_code_passes`, read by `create-relationship.ts`); an empty list when no company has
 * that active code (the screen says 'Codigo invalido'). `NONE` is never a code (Spec 03 §5).
 * After {@link maxWrongCompanyCodes} wrong codes within {@link codeAttemptWindowMs}
 * (`company_code_attempts`) every code is answered with the empty list until the window ends (no
 * pass is recorded then).
 */
export async function findCompanyByCode(
  deps: FindCompanyByCodeDeps,
  input: { principal: Principal; code: string },
): Promise<Company[]> {
  const { db } = deps;
  const { principal } = input;
  await deps.users.getOwnRecord(principal);
  const at = deps.now();
  const [attempts] = await db
    .select()
    .from(companyCodeAttempts)
    .where(eq(companyCodeAttempts.userId, principal.userId))
    .limit(1);
  const isWindowOpen =
    attempts !== undefined &&
    at.getTime() - new Date(attempts.windowStart).getTime() < codeAttemptWindowMs;
  if (isWindowOpen && attempts.failures >= maxWrongCompanyCodes) return [];

  const normalized = normalizeCompanyCode(input.code);
  const [row] =
    normalized === '' || normalized === NO_COMPANY_CODE
      ? []
      : await db
          .select()
          .from(companies)
          .where(
            and(eq(companies.isCodeActive, true), sql`upper(${companies.code}) = ${normalized}`),
          )
          .limit(1);
  if (!row) {
    const failures = isWindowOpen ? attempts.failures + 1 : 1;
    const windowStart = isWindowOpen ? attempts.windowStart : at.toISOString();
    await db
      .insert(companyCodeAttempts)
      .values({ userId: principal.userId, windowStart, failures })
      .onConflictDoUpdate({ target: companyCodeAttempts.userId, set: { windowStart, failures } });
    return [];
  }
  const pass = {
    userId: principal.userId,
    adminCuit: row.cuit,
    code: normalized,
    passedAt: at.toISOString(),
  };
  await db
    .insert(companyCodePasses)
    .values(pass)
    .onConflictDoUpdate({
      target: [companyCodePasses.userId, companyCodePasses.adminCuit],
      set: { code: pass.code, passedAt: pass.passedAt },
    });
  return [toCompany(row, { withCode: false })];
}
