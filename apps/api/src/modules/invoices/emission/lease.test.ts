import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { afipEmissionLeases, meta } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/database.js';
import { createManualLeaseClock, expireEmissionLease } from '../../../test/emission-lease.js';
import { acquireEmissionLease, type VoucherSeries } from './lease.js';

/**
 * The emission lease with controlled time: expiry is moved in the database
 * (`expireEmissionLease`), the wait for a busy lease runs on a manual clock. Nothing sleeps.
 */
describe('emission lease', () => {
  let database: Database;
  let seriesCount = 0;
  const newSeries = (): VoucherSeries => {
    seriesCount += 1;
    return { cuit: '20111111112', ptoVta: seriesCount, cbteTipo: 11 };
  };

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('is held by one holder at a time per series; another series is independent', async () => {
    const series = newSeries();
    const first = await acquireEmissionLease(database.db, series);
    expect(first).not.toBeNull();
    expect(await acquireEmissionLease(database.db, series)).toBeNull();
    expect(await acquireEmissionLease(database.db, newSeries())).not.toBeNull();
    await first?.release();
    expect(await acquireEmissionLease(database.db, series)).not.toBeNull();
  });

  it('of concurrent takers exactly one wins', async () => {
    const series = newSeries();
    const leases = await Promise.all(
      Array.from({ length: 8 }, () => acquireEmissionLease(database.db, series)),
    );
    expect(leases.filter((lease) => lease !== null)).toHaveLength(1);
  });

  it('lasts durationMs on the database clock', async () => {
    const series = newSeries();
    const lease = await acquireEmissionLease(database.db, series, { durationMs: 90_000 });
    const left = async () => {
      const result = (await database.db.execute(
        sql`select extract(epoch from (expires_at - clock_timestamp())) * 1000 as ms from afip_emission_leases where cuit = ${series.cuit} and pto_vta = ${series.ptoVta} and cbte_tipo = ${series.cbteTipo}`,
      )) as unknown as { rows: { ms: string | number }[] };
      return Number(result.rows[0]?.ms);
    };
    expect(await left()).toBeGreaterThan(85_000);
    expect(await left()).toBeLessThanOrEqual(90_000);
    await expireEmissionLease(database.db, series);
    expect(await left()).toBeLessThan(0);
    expect(await lease?.renew()).toBe(false);
  });

  it('once expired is taken by another holder, and the old one can no longer renew or free it', async () => {
    const series = newSeries();
    const stale = await acquireEmissionLease(database.db, series);
    expect(stale).not.toBeNull();
    expect(await expireEmissionLease(database.db, series)).toBe(true);
    const fresh = await acquireEmissionLease(database.db, series);
    expect(fresh).not.toBeNull();
    expect(await stale?.renew()).toBe(false);
    expect(await stale?.isValid()).toBe(false);
    expect(await fresh?.renew()).toBe(true);
    expect(await fresh?.isValid()).toBe(true);
    // The stale holder's release does not free the new holder's lease.
    await stale?.release();
    expect(await acquireEmissionLease(database.db, series)).toBeNull();
    const rows = await database.db
      .select()
      .from(afipEmissionLeases)
      .where(eq(afipEmissionLeases.ptoVta, series.ptoVta));
    expect(rows).toEqual([expect.objectContaining({ holder: fresh?.holder })]);
  });

  it('once expired is lost even when nobody took it: renew fails and isValid says so', async () => {
    const series = newSeries();
    const lease = await acquireEmissionLease(database.db, series);
    expect(await lease?.renew()).toBe(true);
    await expireEmissionLease(database.db, series);
    expect(await lease?.isValid()).toBe(false);
    expect(await lease?.renew()).toBe(false);
  });

  it('guards a write in the same statement: it happens while the lease is valid, never after', async () => {
    const series = newSeries();
    const key = `lease-guard-${series.ptoVta}`;
    await database.db.insert(meta).values({ key, value: 'before' });
    const lease = await acquireEmissionLease(database.db, series);
    const guardedWrite = (value: string) =>
      database.db
        .update(meta)
        .set({ value })
        .where(and(eq(meta.key, key), lease!.isHeld()))
        .returning({ key: meta.key });
    expect(await guardedWrite('under the lease')).toHaveLength(1);
    await expireEmissionLease(database.db, series);
    expect(await guardedWrite('after it expired')).toHaveLength(0);
    const other = await acquireEmissionLease(database.db, series);
    expect(other).not.toBeNull();
    expect(await guardedWrite('under another holder')).toHaveLength(0);
    const [row] = await database.db.select().from(meta).where(eq(meta.key, key));
    expect(row?.value).toBe('under the lease');
  });

  it('waits for a busy lease: taken on the try after its holder releases it', async () => {
    const series = newSeries();
    const holder = await acquireEmissionLease(database.db, series);
    const manual = createManualLeaseClock(async (sleeps) => {
      if (sleeps === 2) await holder?.release();
    });
    const waiter = await acquireEmissionLease(database.db, series, {
      waitMs: 5_000,
      pollMs: 20,
      clock: manual.clock,
    });
    expect(waiter).not.toBeNull();
    expect(manual.sleeps()).toBe(2);
  });

  it('gives up on a busy lease after waitMs of its clock', async () => {
    const series = newSeries();
    await acquireEmissionLease(database.db, series);
    const manual = createManualLeaseClock();
    const waiter = await acquireEmissionLease(database.db, series, {
      waitMs: 1_000,
      pollMs: 100,
      clock: manual.clock,
    });
    expect(waiter).toBeNull();
    expect(manual.sleeps()).toBe(10);
  });
});
