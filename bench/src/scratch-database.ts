import pg from 'pg';

/**
 * Creates a scratch database on the PostgreSQL server of `adminUrl` (a database the user may
 * create others from) and returns its URL and a `drop()` that removes it, forcing out open
 * connections. Used by the cold-start and admin-users benchmarks.
 */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `liqui_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The PostgreSQL server the benchmarks use: `BENCH_DATABASE_URL`, else this machine's. */
export const benchAdminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
