import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { batchZipQueue, createJobQueue, type JobQueue } from './queue.js';

/**
 * A batch ZIP whose process died mid-build (issue 15 item 5): its job carries a heartbeat (30 s,
 * `job-worker.ts`: a job stays active only while its worker touches it), so once the heartbeat is
 * older than that, pg-boss's supervisor fails it and it is retried, instead of staying active
 * until the 30 min expiry. The dead process is a fetch that is never completed nor touched; the
 * 30 s pass by moving the job's start back.
 */
describe('batch ZIP jobs of a dead process', () => {
  let database: Database;
  let jobs: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = createJobQueue({ database, logger: pino({ level: 'silent' }) });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('are failed by the supervisor after a missed heartbeat and queued again for a retry', async () => {
    const id = await jobs.enqueueBatchZip('batch-heartbeat-1');
    expect(id).not.toBeNull();
    const [claimed] = await jobs.boss.fetch(batchZipQueue);
    expect(claimed?.id).toBe(id);
    expect((await jobs.boss.getJobById(batchZipQueue, id!))?.state).toBe('active');

    await database.db.execute(
      sql`update pgboss.job set started_on = started_on - interval '31 seconds' where id = ${id}`,
    );
    await jobs.boss.expire();
    const retried = await jobs.boss.getJobById(batchZipQueue, id!);
    expect(retried?.state).toBe('retry');
    expect(JSON.stringify(retried?.output)).toContain('timeout');
  });
});
