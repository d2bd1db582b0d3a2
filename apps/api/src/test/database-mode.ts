/**
 * Which engine the tests use: `postgres` when `LIQUI_TEST_DB=postgres` and `TEST_DATABASE_URL`
 * are both set (the `test:pg` script), otherwise `pglite`.
 *
 * @throws Error when `LIQUI_TEST_DB=postgres` but `TEST_DATABASE_URL` is missing.
 */
export function testDatabaseMode(): 'pglite' | 'postgres' {
  if (process.env.LIQUI_TEST_DB !== 'postgres') return 'pglite';
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'LIQUI_TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)',
    );
  }
  return 'postgres';
}
