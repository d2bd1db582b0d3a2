#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order, stopping at the first failing step.
 *
 *  1. Biome (format + lint) over the repository, then no import circle in any workspace, then no
 *     web feature area importing another (`check-feature-leaves.mjs`), then the house figures
 *     (`house-figures.mjs`: API casts and floors, files over 600 lines, docs/architecture.md paths)
 *  2. turbo: build, type-check and unit tests of every workspace (domain, api-client, web,
 *     api in-process on PGlite); the api suite on PostgreSQL runs in `npm run test:slow` (CI runs both)
 *  3. the UI kit's story tests in headless Chromium (Storybook + vitest browser mode)
 *  4. Playwright end-to-end journeys against the real built server in Chromium
 *
 * Each runner prints its own report; the counts are collected from them and the last line is
 * `Tests: N passed, N failed` (plus skipped), so a reader (or CI) sees how many ran.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'import circles', command: 'node', args: ['scripts/check-import-cycles.mjs'] },
  { name: 'feature areas as leaves', command: 'node', args: ['scripts/check-feature-leaves.mjs'] },
  { name: 'house figures', command: 'node', args: ['scripts/house-figures.mjs'] },
  {
    name: 'build, type-check, unit tests',
    command: 'npx',
    args: ['turbo', 'run', 'build', 'typecheck', 'test', '--output-logs=full', '--log-prefix=task'],
  },
  {
    name: 'story tests (Chromium)',
    command: 'npx',
    args: ['vitest', 'run', '--project=storybook'],
  },
  {
    name: 'end-to-end journeys (Chromium)',
    command: 'npx',
    args: ['turbo', 'run', 'test:e2e', '--output-logs=full', '--log-prefix=task'],
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };

// vitest: "      Tests  12 passed | 1 skipped (13)" or "Tests  1 failed | 11 passed (12)"
const vitestLine = /^\s*(?:\S+:\s*)?Tests\s+(.*)\(\d+\)\s*$/;
// Playwright list reporter: "  5 passed (3.1s)", "  42 passed (1.8m)", "  1 failed", "  2 skipped"
const playwrightLine =
  /^\s*(?:\S+:\s*)?(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/;

function collect(line) {
  const plain = stripVTControlCharacters(line);
  const v = vitestLine.exec(plain);
  if (v) {
    for (const part of v[1].split('|')) {
      const m = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
      if (m) totals[m[2] === 'todo' ? 'skipped' : m[2]] += Number(m[1]);
    }
    return;
  }
  const p = playwrightLine.exec(plain);
  if (p) totals[p[2] === 'flaky' ? 'passed' : p[2]] += Number(p[1]);
}

function run(step) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${step.name}`);
    const started = Date.now();
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        (stream === child.stdout ? process.stdout : process.stderr).write(text);
        buffered += text;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        lines.forEach(collect);
      });
      stream.on('end', () => buffered && collect(buffered));
    }
    child.on('close', (code) => {
      console.log(
        `◀ ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

let exitCode = 0;
for (const step of steps) {
  exitCode = await run(step);
  if (exitCode !== 0) break;
}
if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(exitCode);
