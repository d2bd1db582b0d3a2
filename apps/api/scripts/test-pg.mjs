#!/usr/bin/env node
/**
 * `npm run test:pg -w @liqui/api`: runs the API's test suite against PostgreSQL instead of PGlite.
 * Needs TEST_DATABASE_URL (a server where the user may CREATE DATABASE; each test file creates and
 * drops its own `liqui_test_<random>` database). Without it, prints a notice and exits 0 so a
 * machine without PostgreSQL still passes. Extra arguments go to `vitest run`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL not set: skipping the PostgreSQL run');
  process.exit(0);
}

const require = createRequire(import.meta.url);
const vitestBin = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const result = spawnSync(process.execPath, [vitestBin, 'run', ...process.argv.slice(2)], {
  cwd: join(dirname(fileURLToPath(import.meta.url)), '..'),
  stdio: 'inherit',
  env: { ...process.env, LIQUI_TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
