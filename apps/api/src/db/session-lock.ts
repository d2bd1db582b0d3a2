import type { Database } from './client.js';

/**
 * Runs `work` while this process holds the PostgreSQL session advisory lock `key`, on a connection
 * of its own, so processes sharing one database (replicas starting together) do it one after the
 * other: migrations, the first-start seeds, the identity key ring. On PGlite, one process owns the
 * database, so `work` just runs. The lock is released (and the connection returned) however
 * `work` ends.
 *
 * @param key - the lock's number (each use has its own).
 * @returns what `work` returns.
 */
export async function withSessionLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver.kind !== 'postgres') return work();
  const lock = await database.driver.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    lock.release();
  }
}
