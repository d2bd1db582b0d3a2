import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import {
  batchZipQueue,
  createJobQueue,
  debtRefreshQueue,
  invoiceEmissionQueue,
  type JobQueue,
} from './queue.js';

/**
 * The job queue on pg-boss 10 (issue 26 item 6) keeps what the app relied on from pg-boss 12:
 * one job per key while queued, retrying or active; per-job results of a fetch; the heartbeat of
 * running jobs; the cap of the retry delay; jobs inserted inside the caller's transaction.
 */
describe('the job queue', () => {
  let database: Database;
  let jobs: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = createJobQueue({
      database,
      logger: pino({ level: 'silent' }),
      emissionRetry: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, retryLimit: 1_000 },
    });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('queues one job per key while it waits or runs, and a new one once it completed', async () => {
    const first = await jobs.enqueueDebtRefresh('user-once');
    expect(first).not.toBeNull();
    expect(await jobs.enqueueDebtRefresh('user-once')).toBeNull();

    const [claimed] = await jobs.boss.fetch(debtRefreshQueue);
    expect(claimed?.id).toBe(first);
    expect(await jobs.enqueueDebtRefresh('user-once')).toBeNull();

    await jobs.boss.complete(debtRefreshQueue, first!, {});
    const second = await jobs.enqueueDebtRefresh('user-once');
    expect(second).not.toBeNull();
    expect(
      (await jobs.findJobs(debtRefreshQueue, { key: 'user-once' })).map((j) => j.state),
    ).toEqual(['completed', 'created']);
  });

  it('inserts a job inside the caller transaction: none when it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueueEmissions(['inv-rolled-back'], { tx });
        await jobs.enqueueBatchZip('batch-rolled-back', { tx });
        tx.rollback();
      })
      .catch(() => {});
    expect(await jobs.findJobs(invoiceEmissionQueue, { key: 'inv-rolled-back' })).toEqual([]);
    expect(await jobs.findJobs(batchZipQueue, { key: 'batch-rolled-back' })).toEqual([]);

    await database.db.transaction(async (tx) => {
      await jobs.enqueueEmissions(['inv-committed', 'inv-committed-2'], { tx });
    });
    expect(await jobs.findJobs(invoiceEmissionQueue, { key: 'inv-committed' })).toHaveLength(1);
    expect(await jobs.enqueueEmission('inv-committed')).toBeNull();
  });

  it('settles each job of a fetch on its own, retries a failure within the capped delay, and touches running jobs', async () => {
    await jobs.enqueueEmissions(['inv-ok', 'inv-fails', 'inv-far']);
    // A retry pg-boss 10's uncapped backoff put an hour away.
    await database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() + interval '1 hour' where name = ${invoiceEmissionQueue} and singleton_key = 'inv-far'`,
    );
    const expireInWhileRunning: number[] = [];
    let done: () => void = () => {};
    const settled = new Promise<void>((resolve) => {
      done = resolve;
    });
    const worker = await jobs.work<{ invoiceId: string }>(
      invoiceEmissionQueue,
      { pollingIntervalSeconds: 0.5, batchSize: 8 },
      async (fetched) => {
        const result = await database.db.execute(
          sql`select extract(epoch from expire_in)::int as seconds from pgboss.job where name = ${invoiceEmissionQueue} and state = 'active'`,
        );
        for (const row of (result as unknown as { rows: { seconds: number }[] }).rows) {
          expireInWhileRunning.push(Number(row.seconds));
        }
        setTimeout(done, 200);
        return fetched.map((job) => ({
          id: job.id,
          status: job.data.invoiceId === 'inv-fails' ? ('failed' as const) : ('completed' as const),
          output: { invoiceId: job.data.invoiceId },
        }));
      },
    );
    await settled;
    await worker.stop();

    const [ok] = await jobs.findJobs(invoiceEmissionQueue, { key: 'inv-ok' });
    expect(ok).toMatchObject({ state: 'completed', output: { invoiceId: 'inv-ok' } });
    const [failed] = await jobs.findJobs(invoiceEmissionQueue, { key: 'inv-fails' });
    expect(failed?.state).toBe('retry');
    // The heartbeat: a running job is active for 30 s from its last touch.
    expect(expireInWhileRunning.length).toBeGreaterThan(0);
    expect(expireInWhileRunning.every((seconds) => seconds >= 29 && seconds <= 31)).toBe(true);

    // pg-boss 10 doubles the delay without a cap; after a failure the queue's cap (2 s) applies.
    const far = await database.db.execute(
      sql`select extract(epoch from start_after - now()) as seconds from pgboss.job where name = ${invoiceEmissionQueue} and singleton_key = 'inv-far'`,
    );
    expect(
      Number((far as unknown as { rows: { seconds: string }[] }).rows[0]?.seconds),
    ).toBeLessThanOrEqual(2);
  });
});
