import { randomUUID } from 'node:crypto';
import type { VoucherType } from '@liqui/domain';
import { and, eq, exists, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { afipEmissionLeases } from '../../../db/schema.js';

/**
 * The lease that serializes voucher emission per (issuer CUIT, point of sale, voucher type)
 * across workers and processes (web-services.md §3.8 step 3: ARCA numbers vouchers last + 1, so
 * two workers must never ask for the same number at once). Table `afip_emission_leases`
 * (`db/schema/afip.ts`).
 *
 * A lease is taken with ONE statement (`insert … on conflict do update … where expires_at <
 * clock_timestamp() returning`), so there is no transaction to hold; it expires by itself when its
 * holder dies. Expiry is the database's clock (`clock_timestamp()`), the same for every process:
 * a lease is valid while `expires_at > clock_timestamp()`, and from then on it is lost for good
 * (its holder can no longer renew it, even when nobody has taken it yet).
 *
 * Writes made under the lease put {@link EmissionLease.isHeld} in their own WHERE: one statement
 * checks that the lease is still this holder's and unexpired, and locks the lease row `FOR SHARE`
 * while it writes, so a new holder's take (an update of that row) waits until the write is
 * committed, and no write of the old holder lands after the lease changed hands.
 */

/** A voucher series of ARCA: the numbering unit (web-services.md §3.8). */
export type VoucherSeries = {
  /** The issuer's CUIT, 11 digits. */
  cuit: string;
  ptoVta: number;
  cbteTipo: VoucherType;
};

/** A lease held on one {@link VoucherSeries}. */
export type EmissionLease = {
  readonly series: VoucherSeries;
  /** Random id of this holder. */
  readonly holder: string;
  /**
   * Extends the lease to `durationMs` from now (the database's clock). Call it before every ARCA
   * call.
   *
   * @returns `false` when the lease is lost (it expired, whether or not another holder took it
   *   since): the caller must stop without calling ARCA.
   */
  renew(): Promise<boolean>;
  /**
   * The SQL condition "this holder's lease is unexpired" (`exists (select 1 from
   * afip_emission_leases where <series> and holder = <holder> and expires_at > clock_timestamp()
   * for share)`), for the WHERE of a write that must happen only under the lease: the check and
   * the write are one statement.
   */
  isHeld(): SQL;
  /** Whether the lease is still this holder's and unexpired now (a read, to explain a write that matched nothing). */
  isValid(): Promise<boolean>;
  /** Gives the lease up (deletes it if still this holder's). Never throws. */
  release(): Promise<void>;
};

/**
 * The clock of the wait for a busy lease (not of the lease's expiry, which is the database's):
 * tests pass one they move.
 */
export type LeaseClock = {
  /** Milliseconds on a monotonic-enough scale (only differences matter). */
  now(): number;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
};

/** The process's clock: `Date.now()` and `setTimeout`. */
export const systemLeaseClock: LeaseClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Options of {@link acquireEmissionLease}. */
export type LeaseOptions = {
  /** How long the lease lasts unless renewed, ms (`config.emissionLeaseMs`). @default 120_000 */
  durationMs?: number;
  /** How long to keep trying while another holder has it, ms (0: one try). @default 0 */
  waitMs?: number;
  /** Pause between tries, ms. @default 100 */
  pollMs?: number;
  /** The clock of `waitMs` and `pollMs`. @default {@link systemLeaseClock} */
  clock?: LeaseClock;
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
  const clock = options.clock ?? systemLeaseClock;
  const holder = randomUUID();
  const deadline = clock.now() + waitMs;
  while (!(await tryTake(db, series, holder, durationMs))) {
    if (clock.now() >= deadline) return null;
    await clock.sleep(pollMs);
  }
  /** This holder's unexpired lease row. */
  const ownValid = () =>
    and(
      seriesWhere(series),
      eq(afipEmissionLeases.holder, holder),
      gt(afipEmissionLeases.expiresAt, sql`clock_timestamp()`),
    );
  return {
    series,
    holder,
    async renew() {
      const rows = await db
        .update(afipEmissionLeases)
        .set({
          expiresAt: sql`clock_timestamp() + make_interval(secs => ${seconds(durationMs)})`,
        })
        .where(ownValid())
        .returning({ holder: afipEmissionLeases.holder });
      return rows.length === 1;
    },
    isHeld() {
      return exists(
        db.select({ one: sql`1` }).from(afipEmissionLeases).where(ownValid()).for('share'),
      );
    },
    async isValid() {
      const rows = await db
        .select({ holder: afipEmissionLeases.holder })
        .from(afipEmissionLeases)
        .where(ownValid());
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
