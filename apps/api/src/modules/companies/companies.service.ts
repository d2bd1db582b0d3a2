import type { Company, CompanyUpdate, NewCompanyAccount, Relationship } from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { IdentityService } from '../../ports/identity.js';
import type { Principal } from '../../principal.js';
import type { UsersService } from '../users/users.service.js';
import { createCompanyAccount } from './create-company-account.js';
import { createRelationship } from './create-relationship.js';
import { findCompanyByCode } from './find-company-by-code.js';
import { getCompany } from './get-company.js';
import { hasOpenRelationship } from './has-open-relationship.js';
import { linkUser, type UserLink } from './link-user.js';
import { listCompanies } from './list-companies.js';
import type { RelationshipRow } from './rows.js';
import { updateCompany } from './update-company.js';

/**
 * Companies (admin lite) as taxpayers meet them in the plan flow, the admin's company screens,
 * and the work relationship a company code creates (Spec 02 §2 "Plan selection", §4 "Plan flow",
 * §7; Spec 03 §3, §5, §7 "Companies and relationships"). One file per call (see `README.md`);
 * each method runs the use case of the same file.
 */
export type CompaniesService = {
  /** `GET /root/admindashboard/adminlites/` (`list-companies.ts`). */
  listCompanies(principal: Principal): Promise<Company[]>;
  /** `GET /root/admindashboard/code/{code}` (`find-company-by-code.ts`). */
  findByCode(principal: Principal, code: string): Promise<Company[]>;
  /** `POST /root/admindashboard/relationship/user/create` (`create-relationship.ts`). */
  createRelationship(principal: Principal, body: Relationship): Promise<Relationship>;
  /**
   * Relates a user to a company with plan Codigo (`link-user.ts`): the work of
   * {@link CompaniesService.createRelationship} once its checks passed, and of the bulk-user
   * upload.
   */
  linkUser(link: UserLink): Promise<{ relationship: RelationshipRow; isNew: boolean }>;
  /** Whether the user has an open relationship with a company (`has-open-relationship.ts`). */
  hasOpenRelationship(userId: string): Promise<boolean>;
  /** `GET /root/admindashboard/{userId}` (`get-company.ts`). */
  getCompany(principal: Principal, userId: string): Promise<Company>;
  /** `PUT /root/admindashboard/` (`update-company.ts`). */
  updateCompany(principal: Principal, body: CompanyUpdate): Promise<Company>;
  /** `POST /root/admindashboard/companies` (`create-company-account.ts`). */
  createCompanyAccount(principal: Principal, body: NewCompanyAccount): Promise<Company>;
};

/**
 * The companies service over `database`.
 *
 * @param deps.users - reads the caller's record and writes the plan and payment status a valid
 *   code gives.
 * @param deps.identity - creates company accounts (`createCompanyAccount`); optional for callers
 *   that never do (the call then throws).
 * @param deps.now - the clock (code passes, `fecha_desde`, `fecha_inicio`, audit rows).
 *   @default () => new Date()
 */
export function createCompaniesService(deps: {
  database: Database;
  users: Pick<UsersService, 'getOwnRecord' | 'findByUserId' | 'findByUsername' | 'updateFields'>;
  identity?: Pick<IdentityService, 'adminCreateUser'>;
  now?: () => Date;
}): CompaniesService {
  const { db } = deps.database;
  const { users, identity } = deps;
  const now = deps.now ?? (() => new Date());
  const base = { db, users, now };
  return {
    listCompanies: (principal) => listCompanies(base, { principal }),
    findByCode: (principal, code) => findCompanyByCode(base, { principal, code }),
    createRelationship: (principal, body) => createRelationship(base, { principal, body }),
    linkUser: (link) => linkUser(base, link),
    hasOpenRelationship: (userId) => hasOpenRelationship(base, { userId }),
    getCompany: (principal, userId) => getCompany(base, { principal, userId }),
    updateCompany: (principal, body) => updateCompany(base, { principal, body }),
    createCompanyAccount: async (principal, body) => {
      if (!identity) throw new Error('createCompanyAccount needs deps.identity');
      return createCompanyAccount({ ...base, identity }, { principal, body });
    },
  };
}
