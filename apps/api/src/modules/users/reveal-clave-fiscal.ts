import { messages } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, notFound } from '../../service-error.js';
import { recordChange } from '../audit/audit.service.js';
import { type RecordDeps, secretRevealMarker } from './records.js';

/**
 * `POST /root/users/{userId}/clave-fiscal/reveal` (contract `revealClaveFiscal`; issue 25 item
 * 9): the admin's explicit reveal of a user's clave fiscal. In one transaction it reads the row
 * and writes an audit entry: table `clave_fiscal_reveals`, key the user id (whose key), actor the
 * caller (who), `at` the clock (when), values `{}` → `{ clave_fiscal: 'revealed' }` (never the
 * key). Read it with `GET /api/audit?table=clave_fiscal_reveals`.
 *
 * @returns `{ clave_fiscal }`: the key in clear, or `null` when none is stored (or a stored one
 *   does not open; the reveal is audited all the same).
 * @throws ServiceError `forbidden` (403) for anyone but an admin (the operador too; checked
 *   before looking, so the answer does not tell whether the user exists); `not_found` (404)
 *   'Usuario inexistente' for an unknown `userId`.
 */
export async function revealClaveFiscal(
  deps: RecordDeps & { now: () => Date },
  input: { principal: Principal; userId: string },
): Promise<{ clave_fiscal: string | null }> {
  const { db, box, now } = deps;
  const { principal, userId } = input;
  if (!hasAnyGroup(principal, ['admin'])) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: users.userId, claveFiscal: users.claveFiscal })
      .from(users)
      .where(eq(users.userId, userId))
      .limit(1);
    if (!row) throw notFound(messages['user.notFound']);
    await recordChange(tx, {
      actor: principal,
      at: now(),
      table: 'clave_fiscal_reveals',
      rowKey: userId,
      oldValues: {},
      newValues: { clave_fiscal: secretRevealMarker },
    });
    return {
      clave_fiscal: row.claveFiscal === null ? null : box.open(row.userId, row.claveFiscal),
    };
  });
}
