import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { afipEmissionLeases } from '../db/schema.js';
import type { LeaseClock, VoucherSeries } from '../modules/invoices/emission/lease.js';

/**
 * Expires the emission lease of `series` now, whoever holds it, by moving its `expires_at` to
 * just before the database's clock: the deterministic stand-in for "the lease's time ran out"
 * (no sleeping until it does).
 *
 * @returns whether a lease row was there to expire.
 */
export async function expireEmissionLease(db: Db, series: VoucherSeries): Promise<boolean> {
  const rows = await db
    .update(afipEmissionLeases)
    .set({ expiresAt: sql`clock_timestamp() - interval '1 millisecond'` })
    .where(
      and(
        eq(afipEmissionLeases.cuit, series.cuit),
        eq(afipEmissionLeases.ptoVta, series.ptoVta),
        eq(afipEmissionLeases.cbteTipo, series.cbteTipo),
      ),
    )
    .returning({ holder: afipEmissionLeases.holder });
  return rows.length === 1;
}

/**
 * A {@link LeaseClock} that never waits: `sleep(ms)` moves `now()` forward by `ms` and resolves
 * at once, after running `onSleep` (where a test makes something happen "meanwhile").
 */
export function createManualLeaseClock(
  onSleep: (sleeps: number) => void | Promise<void> = () => {},
) {
  let current = 0;
  let sleeps = 0;
  const clock: LeaseClock = {
    now: () => current,
    async sleep(ms) {
      current += ms;
      sleeps += 1;
      await onSleep(sleeps);
    },
  };
  return {
    clock,
    /** How many pauses were taken. */
    sleeps: () => sleeps,
  };
}
