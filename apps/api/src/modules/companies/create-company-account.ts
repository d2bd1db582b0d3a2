import {
  type Company,
  messages,
  type NewCompanyAccount,
  validateNewCompanyAccount,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import type { IdentityService } from '../../ports/identity.js';
import type { Principal } from '../../principal.js';
import { conflict, invalid } from '../../service-error.js';
import { recordChange } from '../audit/audit.service.js';
import { inviteAccount } from '../staff/staff.service.js';
import type { UsersService } from '../users/users.service.js';
import { assertCodeFree, isUniqueViolation } from './company-code.js';
import { auditValues, editedColumns, toCompany } from './rows.js';

/** What {@link createCompanyAccount} needs. */
export type CreateCompanyAccountDeps = {
  db: Db;
  users: Pick<UsersService, 'findByUsername' | 'updateFields'>;
  /** Creates the company's sign-in account. */
  identity: Pick<IdentityService, 'adminCreateUser'>;
  now: () => Date;
};

/**
 * `POST /root/admindashboard/companies` (contract `createCompanyAccount`; issue 14 item 5; admin):
 * creates a company account in one flow — checks the form (`validateNewCompanyAccount`), that no
 * company has the CUIT and no other company the code; creates the identity user (the e-mail is
 * the sign-in name) in group `adminLite` with a temporary password e-mailed in an invitation
 * (`inviteAccount`); writes the user record's `cuit` and `razon_social`; inserts the company row
 * and its audit row (table `companies`, key the CUIT).
 *
 * Decision: the company is inserted after the identity user exists (the row's key is its user
 * id). A company row that then fails (another admin took the CUIT or the code at the same
 * moment) leaves an account without a company: it is answered 409 and an admin can give the
 * account a company later; the checks before creating the account make this a race only.
 *
 * @returns the new company (with its code), 201.
 * @throws ServiceError `validation` (fields at fault); `conflict` 'Ya existe una empresa con
 *   ese CUIT', 'Ya existe un usuario con ese email' (a sign-in account or a user record has the
 *   e-mail; checked before anything is created; issue 26 item 3), 'El código de activación ya lo
 *   usa otra empresa'.
 */
export async function createCompanyAccount(
  deps: CreateCompanyAccountDeps,
  input: { principal: Principal; body: NewCompanyAccount },
): Promise<Company> {
  const { db } = deps;
  const checked = validateNewCompanyAccount(input.body);
  if (!checked.ok) throw invalid(checked.errors);
  const company = checked.value;
  const [sameCuit] = await db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.cuit, company.cuit))
    .limit(1);
  if (sameCuit) throw conflict(messages['company.cuitTaken']);
  await assertCodeFree(db, company.code);
  // A user record may hold the e-mail without a sign-in account (its account was removed):
  // the new account would get no record and the company row no user (issue 26 item 3: a 500).
  if (await deps.users.findByUsername(company.email)) {
    throw conflict(messages['staffUser.emailTaken']);
  }
  const account = await inviteAccount(deps.identity, {
    email: company.email,
    group: 'adminLite',
  });
  await deps.users.updateFields(account.sub, {
    cuit: company.cuit,
    razon_social: company.razon_social,
  });
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ userId: account.sub, cuit: company.cuit, ...editedColumns(company) })
        .returning();
      if (!row) throw new Error('company insert returned no row');
      await recordChange(tx, {
        actor: input.principal,
        at: deps.now(),
        table: 'companies',
        rowKey: row.cuit,
        oldValues: {},
        newValues: auditValues(row),
      });
      return row;
    });
    return toCompany(created, { withCode: true });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [byCuit] = await db
        .select({ userId: companies.userId })
        .from(companies)
        .where(eq(companies.cuit, company.cuit))
        .limit(1);
      throw conflict(messages[byCuit ? 'company.cuitTaken' : 'company.codeTaken']);
    }
    throw error;
  }
}
