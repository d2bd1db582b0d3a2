#!/usr/bin/env node
/**
 * The published packages as another team gets them: builds @liqui/domain, @liqui/api-client and
 * @liqui/ui, packs them (`npm pack`), installs the tarballs into a temporary copy of
 * `fixtures/consumer/` (a Vite + React app and two Node scripts, outside the workspaces) and
 * checks, failing with a non-zero exit on the first problem:
 *
 * 1. each tarball holds only `package.json`, `README.md`, `LICENSE` and `dist/`;
 * 2. @liqui/ui takes react, react-dom and react-aria-components as peers, and the install has
 *    one copy of each, of react-aria (where the RouterProvider's context lives) and of
 *    @liqui/domain;
 * 3. the declarations import only public entry points (no `superstruct/dist/...`);
 * 4. the fixture type-checks with `skipLibCheck: false` under `moduleResolution` Bundler and
 *    NodeNext (the Node scripts too: `import` sees `.d.ts`, `require` sees `.d.cts`);
 * 5. `vite build` succeeds, the bundle has the kit's CSS and `validateCuit`, and leaves out what
 *    the app does not import (the ARCA catalogues, the EditableTable);
 * 6. `node node/esm.mjs` and `node node/cjs.cjs` load the ESM and CJS builds and pass their checks
 *    (a CUIT, a typed API call, server-rendered components whose Link follows the app's
 *    RouterProvider), printing one known line each.
 *
 * Usage: `node scripts/consumer-fixture.mjs [--keep]` from the repo root (`npm run test:consumer`).
 * `--keep` leaves the temporary folder for inspection (it is always kept after a failure). The
 * fixture's own dependencies are the repo's pinned versions, installed with `--prefer-offline`
 * so npm's cache serves them.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(repoRoot, 'fixtures', 'consumer');
const packages = ['@liqui/domain', '@liqui/api-client', '@liqui/ui'];
const keep = process.argv.includes('--keep');

const workDir = mkdtempSync(path.join(tmpdir(), 'liqui-consumer-'));
const packDir = path.join(workDir, 'packs');
const appDir = path.join(workDir, 'app');
const startedAt = Date.now();

/** npm variables of a parent `npm run` that would point a nested npm at the repo. */
const childEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_(config_local_prefix|package_|lifecycle_)/i.test(key) && key !== 'INIT_CWD',
  ),
);

class FixtureError extends Error {}

/** Runs a command; on failure prints its output and stops the fixture. */
function run(command, args, { cwd, label }) {
  const result = spawnSync(command, args, {
    cwd,
    env: childEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new FixtureError(`${label} failed (${command} ${args.join(' ')}, exit ${result.status})`);
  }
  return result.stdout;
}

function check(condition, message) {
  if (!condition) throw new FixtureError(message);
}

async function step(label, action) {
  const stepStart = Date.now();
  await action();
  console.log(`✓ ${label} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

/** Every `node_modules/<name>` folder under `dir`, nested ones included. */
function findInstalled(dir, name, found = []) {
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) return found;
  if (existsSync(path.join(modules, name, 'package.json'))) found.push(path.join(modules, name));
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const scoped = entry.name.startsWith('@')
      ? readdirSync(path.join(modules, entry.name)).map((inner) => path.join(entry.name, inner))
      : [entry.name];
    for (const pkg of scoped) findInstalled(path.join(modules, pkg), name, found);
  }
  return found;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);

try {
  console.log(`Consumer fixture in ${workDir}`);

  await step('built the packages (turbo)', () => {
    const filters = packages.map((name) => `--filter=${name}`);
    run(bin(repoRoot, 'turbo'), ['run', 'build', ...filters, '--output-logs=errors-only'], {
      cwd: repoRoot,
      label: 'turbo build',
    });
  });

  const tarballs = {};
  await step('packed the tarballs: only package.json, README.md, LICENSE and dist/', () => {
    mkdirSync(packDir);
    // The build ran above (turbo, cached), so the packages' `prepack` build is skipped here.
    const workspaces = packages.flatMap((name) => ['-w', name]);
    const output = run(
      'npm',
      ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir, ...workspaces],
      { cwd: repoRoot, label: 'npm pack' },
    );
    for (const packed of JSON.parse(output)) {
      tarballs[packed.name] = path.join(packDir, packed.filename);
      for (const { path: file } of packed.files) {
        check(
          ['package.json', 'README.md', 'LICENSE'].includes(file) ||
            (file.startsWith('dist/') && !file.startsWith('dist/_modules/')),
          `${packed.name} packs an unexpected file: ${file}`,
        );
      }
      for (const file of ['package.json', 'README.md', 'LICENSE', 'dist/index.js']) {
        check(
          packed.files.some((entry) => entry.path === file),
          `${packed.name} does not pack ${file}`,
        );
      }
    }
    check(
      packages.every((name) => tarballs[name]),
      `npm pack did not pack all of ${packages.join(', ')}`,
    );
  });

  await step('installed the tarballs into a copy of fixtures/consumer', () => {
    cpSync(fixtureDir, appDir, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    const manifestPath = path.join(appDir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const name of packages) manifest.dependencies[name] = `file:${tarballs[name]}`;
    // @liqui/api-client depends on @liqui/domain by version: take it from the tarball, never
    // from a registry.
    manifest.overrides = { '@liqui/domain': '$@liqui/domain' };
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: appDir,
      label: 'npm install',
    });
  });

  await step('one copy of react, react-dom, react-aria(-components) and @liqui/domain', () => {
    // The kit must take them from the app (peers); its own copy would hide the app's
    // RouterProvider from the kit's Link.
    const uiManifest = JSON.parse(
      readFileSync(path.join(appDir, 'node_modules', '@liqui', 'ui', 'package.json'), 'utf8'),
    );
    for (const name of ['react', 'react-dom', 'react-aria-components']) {
      check(
        uiManifest.peerDependencies?.[name] && !uiManifest.dependencies?.[name],
        `@liqui/ui must list ${name} as a peer dependency only`,
      );
    }
    // react-aria holds the RouterProvider's context; react-aria-components pins its version.
    for (const name of [
      'react',
      'react-dom',
      'react-aria-components',
      'react-aria',
      '@liqui/domain',
    ]) {
      const copies = findInstalled(appDir, name);
      check(
        copies.length === 1,
        `${name} is installed ${copies.length} times: ${copies.join(', ') || 'none'}`,
      );
    }
  });

  await step('declarations import public entry points only', () => {
    for (const name of packages) {
      const dist = path.join(appDir, 'node_modules', name, 'dist');
      for (const file of filesUnder(dist).filter((file) => /\.d\.c?ts$/.test(file))) {
        const text = readFileSync(file, 'utf8');
        check(
          !/from ['"]superstruct\/|import\(['"]superstruct\//.test(text),
          `${path.relative(appDir, file)} imports a superstruct internal path`,
        );
      }
    }
  });

  await step('type-checked, skipLibCheck false, moduleResolution Bundler', () => {
    run(bin(appDir, 'tsc'), ['-p', 'tsconfig.bundler.json'], { cwd: appDir, label: 'tsc Bundler' });
  });

  await step('type-checked, skipLibCheck false, moduleResolution NodeNext', () => {
    run(bin(appDir, 'tsc'), ['-p', 'tsconfig.nodenext.json'], {
      cwd: appDir,
      label: 'tsc NodeNext',
    });
  });

  await step(
    'built the Vite app: kit CSS and validateCuit in, catalogues and EditableTable out',
    () => {
      run(bin(appDir, 'vite'), ['build', '--logLevel', 'warn'], {
        cwd: appDir,
        label: 'vite build',
      });
      const assets = filesUnder(path.join(appDir, 'dist', 'assets'));
      const read = (extension) =>
        assets
          .filter((file) => file.endsWith(extension))
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n');
      const js = read('.js');
      const css = read('.css');
      // Probes taken from the installed packages themselves (their CJS builds), not copied here.
      const requireFromApp = createRequire(path.join(appDir, 'package.json'));
      const domain = requireFromApp('@liqui/domain');
      const ui = requireFromApp('@liqui/ui');
      check(css.includes(`.${ui.lightTheme}`), 'the app CSS lacks the kit theme class');
      check(js.includes(domain.messages['cuit.checkDigit']), 'the app bundle lacks validateCuit');
      const catalogueTexts = domain.currencies
        .map((entry) => entry.desc)
        .filter((desc) => desc.length > 15);
      const unusedKitTexts = Object.values(ui.defaultEditableTableTexts).filter(
        (text) => typeof text === 'string' && text.length > 15,
      );
      check(catalogueTexts.length > 0 && unusedKitTexts.length > 0, 'no tree-shaking probes');
      for (const text of [...catalogueTexts, ...unusedKitTexts]) {
        check(!js.includes(text), `the app bundle holds code it does not import: '${text}'`);
      }
    },
  );

  await step('ran the Node ESM and CJS scripts', () => {
    const esm = run('node', ['node/esm.mjs'], { cwd: appDir, label: 'node node/esm.mjs' });
    check(
      esm.trim() === 'esm: @liqui/domain, @liqui/api-client, @liqui/ui ok',
      `node/esm.mjs printed: ${esm}`,
    );
    const cjs = run('node', ['node/cjs.cjs'], { cwd: appDir, label: 'node node/cjs.cjs' });
    check(
      cjs.trim() === 'cjs: @liqui/domain, @liqui/api-client, @liqui/ui ok',
      `node/cjs.cjs printed: ${cjs}`,
    );
  });

  if (keep) console.log(`Kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  console.log(`Consumer fixture passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`✗ ${error instanceof FixtureError ? error.message : error}`);
  console.error(`Consumer fixture failed; its files are in ${workDir}`);
  process.exitCode = 1;
}
