#!/usr/bin/env node
/**
 * `npm run check:cycles`: fails when a workspace's sources import each other in a circle
 * (issue 10 item 10, "Structure you can see"). Every import counts, type-only ones too: a circle
 * of types is still a circle a reader has to untangle. Uses dpdm (TypeScript's own module
 * resolution, so `./x.js` finds `./x.ts`), one workspace at a time so packages are read from
 * their sources, not from each other's `dist`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dpdm = join(dirname(require.resolve('dpdm/package.json')), 'lib', 'bin', 'dpdm.js');
const workspaces = [
  'packages/domain',
  'packages/api-client',
  'packages/ui',
  'apps/web',
  'apps/api',
  'apps/mercadopago-sandbox',
  'apps/arca-simulator',
];

let failed = false;
for (const workspace of workspaces) {
  const result = spawnSync(
    process.execPath,
    [
      dpdm,
      '--no-warning',
      '--no-tree',
      '--no-progress',
      '--exit-code',
      'circular:1',
      'src/**/*.ts',
      'src/**/*.tsx',
    ],
    { cwd: join(root, workspace), encoding: 'utf8' },
  );
  const circles = (result.stdout ?? '').split('\n').filter((line) => /^\s*\d+\)/.test(line));
  if (result.status === 0) {
    console.log(`${workspace}: no import circle`);
  } else {
    failed = true;
    console.error(`${workspace}: ${circles.length || 'some'} import circle(s)`);
    for (const line of circles) console.error(`  ${line.trim()}`);
    if (circles.length === 0) console.error(result.stdout, result.stderr);
  }
}
process.exit(failed ? 1 : 0);
