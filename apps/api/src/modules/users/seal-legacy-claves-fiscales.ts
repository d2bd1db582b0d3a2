import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { claveFiscalSealPrefix } from './clave-fiscal-box.js';
import type { RecordDeps } from './records.js';

/**
 * Seals every clave fiscal still stored in clear (rows written before encryption at rest, or
 * by hand), so the database files stop holding it (issue 12 item 8). Idempotent and cheap when
 * there is none; `main.ts` runs it at every start, before listening (decision: at start rather
 * than on the next write, so an old row does not wait for its owner to come back). A row changed
 * meanwhile is left for the next start (the write is conditional on the value read).
 *
 * @returns how many rows it sealed.
 */
export async function sealLegacyClavesFiscales(deps: RecordDeps): Promise<number> {
  const { db, box } = deps;
  const rows = await db
    .select({ userId: users.userId, claveFiscal: users.claveFiscal })
    .from(users)
    .where(
      and(isNotNull(users.claveFiscal), not(like(users.claveFiscal, `${claveFiscalSealPrefix}%`))),
    );
  let sealed = 0;
  for (const row of rows) {
    if (row.claveFiscal === null || box.isSealed(row.claveFiscal)) continue;
    await db
      .update(users)
      .set({ claveFiscal: box.seal(row.userId, row.claveFiscal) })
      .where(and(eq(users.userId, row.userId), eq(users.claveFiscal, row.claveFiscal)));
    sealed += 1;
  }
  return sealed;
}
