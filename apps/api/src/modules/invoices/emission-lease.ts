import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afipEmissionLeases } from '../../db/schema.js';

/**
 * The lease that serializes voucher emission per (issuer CUIT, point of sale, voucher type)
 * across workers and processes (web-services.md §3.8 step 3: ARCA numbers vouchers last + 1, so
 * two workers must never ask for the same number at once). Table `afip_emission_leases`
 * (`db/schema/afip.ts`).
 *
 * A lease is taken with ONE statement (`insert … on conflict do update … where expires_at <
 * clock_timestamp() returning`), so there is no transaction to hold; it expires by itself when its
 * holder dies. Times are the database's clock (`clock_timestamp()`), the same for every process.
 */

/** A voucher series of ARCA: the numbering unit (web-services.md §3.8). */
export type VoucherSeries = {
  /** The issuer's CUIT, 11 digits. */
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
};

/** A lease held on one {@link VoucherSeries}. */
export type EmissionLease = {
  readonly series: VoucherSeries;
  /** Random id of this holder. */
  readonly holder: string;
  /**
   * Extends the lease to `durationMs` from now. Call it before every ARCA call.
   *
   * @returns `false` when the lease was lost (it expired and another holder took it): the caller
   *   must stop without calling ARCA.
   */
  renew(): Promise<boolean>;
  /** Gives the lease up (deletes it if still this holder's). Never throws. */
  release(): Promise<void>;
};

/** Options of {@link acquireEmissionLease}. */
export type LeaseOptions = {
  /** How long the lease lasts unless renewed, ms. @default 120_000 */
  durationMs?: number;
  /** How long to keep trying while another holder has it, ms (0: one try). @default 0 */
  waitMs?: number;
  /** Pause between tries, ms. @default 100 */
  pollMs?: number;
};

const seconds = (ms: number) => ms / 1000;

function seriesWhere(series: VoucherSeries) {
  return and(
    eq(afipEmissionLeases.cuit, series.cuit),
    eq(afipEmissionLeases.ptoVta, series.ptoVta),
    eq(afipEmissionLeases.cbteTipo, series.cbteTipo),
  );
}

/** One attempt to take the lease: free, expired, or never taken → ours. */
async function tryTake(
  db: Db,
  series: VoucherSeries,
  holder: string,
  durationMs: number,
): Promise<boolean> {
  const expiresAt = sql`clock_timestamp() + make_interval(secs => ${seconds(durationMs)})`;
  const rows = await db
    .insert(afipEmissionLeases)
    .values({ ...series, holder, expiresAt })
    .onConflictDoUpdate({
      target: [afipEmissionLeases.cuit, afipEmissionLeases.ptoVta, afipEmissionLeases.cbteTipo],
      set: { holder, expiresAt },
      setWhere: lt(afipEmissionLeases.expiresAt, sql`clock_timestamp()`),
    })
    .returning({ holder: afipEmissionLeases.holder });
  return rows[0]?.holder === holder;
}

/**
 * Takes the emission lease of `series`, waiting up to `options.waitMs` while another holder has
 * it.
 *
 * @returns the lease, or `null` when another holder still has it after the wait.
 */
export async function acquireEmissionLease(
  db: Db,
  series: VoucherSeries,
  options: LeaseOptions = {},
): Promise<EmissionLease | null> {
  const durationMs = options.durationMs ?? 120_000;
  const waitMs = options.waitMs ?? 0;
  const pollMs = options.pollMs ?? 100;
  const holder = randomUUID();
  const deadline = Date.now() + waitMs;
  while (!(await tryTake(db, series, holder, durationMs))) {
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    series,
    holder,
    async renew() {
      const rows = await db
        .update(afipEmissionLeases)
        .set({
          expiresAt: sql`clock_timestamp() + make_interval(secs => ${seconds(durationMs)})`,
        })
        .where(and(seriesWhere(series), eq(afipEmissionLeases.holder, holder)))
        .returning({ holder: afipEmissionLeases.holder });
      return rows.length === 1;
    },
    async release() {
      try {
        await db
          .delete(afipEmissionLeases)
          .where(and(seriesWhere(series), eq(afipEmissionLeases.holder, holder)));
      } catch {
        // The lease expires by itself.
      }
    },
  };
}
