import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { afipEmissionLeases } from '../../db/schema.js';
import { createTestDatabase } from '../../test/database.js';
import { acquireEmissionLease, type VoucherSeries } from './emission-lease.js';

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

  it('expires by itself, and the old holder can no longer renew it', async () => {
    const series = newSeries();
    const stale = await acquireEmissionLease(database.db, series, { durationMs: 50 });
    expect(stale).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const fresh = await acquireEmissionLease(database.db, series);
    expect(fresh).not.toBeNull();
    expect(await stale?.renew()).toBe(false);
    expect(await fresh?.renew()).toBe(true);
    // The stale holder's release does not free the new holder's lease.
    await stale?.release();
    expect(await acquireEmissionLease(database.db, series)).toBeNull();
    const rows = await database.db.select().from(afipEmissionLeases);
    expect(rows.filter((row) => row.ptoVta === series.ptoVta)).toEqual([
      expect.objectContaining({ holder: fresh?.holder }),
    ]);
  });

  it('waits for a busy lease up to waitMs', async () => {
    const series = newSeries();
    const holder = await acquireEmissionLease(database.db, series);
    setTimeout(() => void holder?.release(), 150);
    const waiter = await acquireEmissionLease(database.db, series, { waitMs: 5_000, pollMs: 20 });
    expect(waiter).not.toBeNull();
  });
});
