import { messages } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { JobQueuePort } from '../../ports/job-queue.js';
import type { Principal } from '../../principal.js';

/**
 * The tax-agency debt refresh (`GET /bot/debt/`, Spec 01 §2.6 and §7, 02 §7; issue 12 item 9):
 * the app calls it after every login and ignores the answer; the figure lands in the user
 * record's `deuda_afip` when the `debt-refresh` job has read it (`jobs/debt-worker.ts`, the
 * sources in `integrations/afip/debt-source.ts`).
 */

/** The acknowledgement of a refresh request (catalogue `debt.refreshing`). */
export const debtRefreshAccepted = {
  message: messages['debt.refreshing'],
} as const;

/** The bot service (see {@link createBotService}). */
export type BotService = ReturnType<typeof createBotService>;

/**
 * The bot service over `database` and the job queue.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.jobs - the job queue (`enqueueDebtRefresh`).
 */
export function createBotService(deps: { database: Database; jobs: JobQueuePort }) {
  const { db } = deps.database;

  /**
   * Accepts a debt refresh for the caller and answers at once (HTTP 202): in one transaction the
   * caller's record is locked and the `debt-refresh` job is queued (once: a refresh already
   * waiting or running for the user makes this one add nothing), so the job exists only for a
   * user with a record. A caller without a record (it has not read `/root/users/me` yet) gets the
   * same answer and nothing is queued.
   *
   * @param principal - the signed-in caller whose debt is refreshed.
   * @returns `{ message: 'Estamos actualizando tu deuda con ARCA' }` (catalogue `debt.refreshing`).
   */
  async function requestDebtRefresh(principal: Principal): Promise<typeof debtRefreshAccepted> {
    // Before the transaction: on PGlite a queue start inside it would wait for it forever.
    await deps.jobs.start();
    await db.transaction(async (tx) => {
      const [record] = await tx
        .select({ userId: users.userId })
        .from(users)
        .where(eq(users.userId, principal.userId))
        .limit(1)
        .for('update');
      if (record) await deps.jobs.enqueueDebtRefresh(principal.userId, { tx });
    });
    return debtRefreshAccepted;
  }

  return { requestDebtRefresh };
}
