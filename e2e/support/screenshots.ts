/**
 * Refreshes the README's screenshots (`npm run screenshots -w @liqui/e2e`): starts the built
 * server on a fresh data directory and photographs the listed pages in Debian's Chromium at
 * 1280×800 into `docs/screenshots/`. Run it again whenever a screen in the README changes.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from './server';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** Pages to photograph: file name (without `.png`) → path. */
const shots: Record<string, string> = { login: '/login', 'sign-up': '/sign-up' };

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-AR' });
  for (const [name, path] of Object.entries(shots)) {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: resolve(outDir, `${name}.png`) });
    console.log(`docs/screenshots/${name}.png ← ${path}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
