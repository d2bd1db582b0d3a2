import type { Company } from '@liqui/domain';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../principal.js';
import { readableCompany } from './queries.js';
import { toCompany } from './rows.js';

/**
 * `GET /root/admindashboard/{userId}` (contract `getCompany`; Spec 03 §5 "Company edit", §7): the
 * company whose account is `userId`, with its code. Admin and operador read any company; a
 * company admin (adminLite) only its own.
 *
 * @throws ServiceError `forbidden` for another company's admin; `not_found` for an unknown id.
 */
export async function getCompany(
  deps: { db: Db },
  input: { principal: Principal; userId: string },
): Promise<Company> {
  const row = await readableCompany(deps.db, input.principal, input.userId);
  return toCompany(row, { withCode: true });
}
