#!/usr/bin/env node
/**
 * Regenerates the migration that the working tree adds on top of the committed ones
 * (`npm run db:regenerate -w @liqui/api -- <name>`): removes the uncommitted migration files,
 * restores the committed journal, then runs `drizzle-kit generate --name <name>` so the schema's
 * current state becomes one new migration. Committed migrations are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:regenerate -w @liqui/api -- <snake_case_name>');
  process.exit(1);
}
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const drizzleDir = join(apiDir, 'drizzle');
const git = (...args) => execFileSync('git', args, { cwd: apiDir, encoding: 'utf8' });
const committed = new Set(git('ls-files', 'drizzle').split('\n').filter(Boolean));

for (const folder of [drizzleDir, join(drizzleDir, 'meta')]) {
  if (!existsSync(folder)) continue;
  for (const file of readdirSync(folder)) {
    const path = join(folder, file);
    const tracked = relative(apiDir, path);
    if (file.endsWith('.sql') || file.endsWith('_snapshot.json')) {
      if (!committed.has(tracked)) rmSync(path);
    }
  }
}
const journal = 'drizzle/meta/_journal.json';
if (committed.has(journal))
  writeFileSync(join(apiDir, journal), git('show', `HEAD:apps/api/${journal}`));

execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: apiDir, stdio: 'inherit' });
