import { messages, type Relationship } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyCodePasses } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound, ServiceError } from '../../service-error.js';
import type { UsersService } from '../users/users.service.js';
import { codePassTtlMs, normalizeCompanyCode } from './company-code.js';
import { type LinkUserDeps, linkUser } from './link-user.js';
import { type CompanyRow, toRelationship } from './rows.js';

/** The staff who may join any user to a company, without a code: admin. */
const companyStaffGroups = ['admin'] as const;

/** What {@link createRelationship} needs. */
export type CreateRelationshipDeps = LinkUserDeps & {
  users: Pick<UsersService, 'getOwnRecord' | 'findByUserId' | 'updateFields'>;
};

/** Whether `userId` validated the company's current code within {@link codePassTtlMs}. */
async function hasFreshPass(
  deps: { db: Db; now: () => Date },
  userId: string,
  company: CompanyRow,
): Promise<boolean> {
  const [pass] = await deps.db
    .select()
    .from(companyCodePasses)
    .where(and(eq(companyCodePasses.userId, userId), eq(companyCodePasses.adminCuit, company.cuit)))
    .limit(1);
  if (!pass || pass.code !== normalizeCompanyCode(company.code)) return false;
  return deps.now().getTime() - new Date(pass.passedAt).getTime() <= codePassTtlMs;
}

/**
 * `POST /root/admindashboard/relationship/user/create` (contract `createRelationship`; Spec 02
 * §4 "Plan flow", §7): joins a user to a company with its code.
 *
 * How a code is checked (decision: the spec's relationship body carries no code, and the server
 * never trusts the browser's word that the code was right): `find-company-by-code.ts` records,
 * for the caller, that it validated that company's current code (`company_code_passes`); this
 * call joins a company that has an active code only when the caller holds such a pass, made
 * within {@link codePassTtlMs}, for the code the company has now. A company without an active
 * code cannot be joined by a taxpayer: in the plan flow it makes the user an app worker instead
 * (Spec 02 §4).
 *
 * Rules (the server's, whatever the body says): `userId` is the caller's own (an admin may join
 * any user, with no code); the relationship and the user's plan are written by `link-user.ts`
 * (its copies of the company's and the user record's data; `tipoResponsable` is the body's, the
 * company's IVA condition, not stored elsewhere). Idempotent: with an open relationship to that
 * company already, nothing new is stored and the open one is answered (the plan is set again if
 * it had changed).
 *
 * @returns the stored relationship.
 * @throws ServiceError `forbidden` for another user's `userId`; `not_found` 'Recurso no
 *   encontrado' for an unknown company CUIT, 'Usuario inexistente' for an unknown user;
 *   `forbidden` 'Codigo invalido' without a fresh pass for the company's code; `conflict` 'Codigo
 *   invalido' for a company without an active code (it has no code to be valid).
 */
export async function createRelationship(
  deps: CreateRelationshipDeps,
  input: { principal: Principal; body: Relationship },
): Promise<Relationship> {
  const { principal, body } = input;
  const isStaff = hasAnyGroup(principal, companyStaffGroups);
  if (body.userId !== principal.userId && !isStaff) throw forbidden();
  const [company] = await deps.db
    .select()
    .from(companies)
    .where(eq(companies.cuit, body.adminCuit))
    .limit(1);
  if (!company) throw notFound();
  const user =
    body.userId === principal.userId
      ? await deps.users.getOwnRecord(principal)
      : await deps.users.findByUserId(body.userId);
  if (!user) throw notFound(messages['user.notFound']);
  if (!isStaff) {
    if (!company.isCodeActive) {
      throw new ServiceError('conflict', messages['company.codeInvalid']);
    }
    if (!(await hasFreshPass(deps, user.user_id, company))) {
      throw forbidden(messages['company.codeInvalid']);
    }
  }
  const { relationship } = await linkUser(deps, {
    company,
    user,
    tipoResponsable: body.tipoResponsable,
    fallback: body,
  });
  return toRelationship(relationship);
}
