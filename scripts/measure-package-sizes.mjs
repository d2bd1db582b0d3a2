#!/usr/bin/env node
/**
 * What a consumer pays for one import from a published package: bundles a one-line entry
 * (`import { validateCuit } from '@liqui/domain'`, ...) with esbuild from the packages' built
 * `dist` (run `npm run build` first), minified, and prints the raw and gzip sizes.
 *
 *   node scripts/measure-package-sizes.mjs [--json]
 *
 * React and react-aria-components are peers of @liqui/ui: the "kit only" rows leave them out, the
 * "with peers" rows bundle them too (what the app ships in total for that import).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const peers = ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'];

const cases = [
  {
    name: "validateCuit from '@liqui/domain'",
    code: "import { validateCuit } from '@liqui/domain'; console.log(validateCuit);",
  },
  {
    name: "formatMessage from '@liqui/domain'",
    code: "import { formatMessage } from '@liqui/domain'; console.log(formatMessage);",
  },
  {
    name: "provinces from '@liqui/domain'",
    code: "import { provinces } from '@liqui/domain'; console.log(provinces);",
  },
  {
    name: "Invoice struct from '@liqui/domain'",
    code: "import { Invoice } from '@liqui/domain'; console.log(Invoice);",
  },
  {
    name: "buildUrl from '@liqui/api-client'",
    code: "import { buildUrl } from '@liqui/api-client'; console.log(buildUrl);",
  },
  {
    name: "createApiClient from '@liqui/api-client'",
    code: "import { createApiClient } from '@liqui/api-client'; console.log(createApiClient);",
  },
  {
    name: "Button from '@liqui/ui' (kit only)",
    code: "import { Button } from '@liqui/ui'; console.log(Button);",
    external: peers,
  },
  {
    name: "Button from '@liqui/ui' (with peers)",
    code: "import { Button } from '@liqui/ui'; console.log(Button);",
  },
  {
    name: "whole '@liqui/ui' (kit only)",
    code: "import * as ui from '@liqui/ui'; console.log(ui);",
    external: peers,
  },
];

const rows = [];
for (const { name, code, external = [] } of cases) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const js = result.outputFiles.map((file) => file.contents).find(Boolean) ?? new Uint8Array();
  rows.push({ name, bytes: js.byteLength, gzip: gzipSync(js, { level: 9 }).byteLength });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { name, bytes, gzip } of rows) {
    console.log(`${name.padEnd(44)} ${kb(bytes).padStart(9)} min  ${kb(gzip).padStart(9)} gzip`);
  }
}
