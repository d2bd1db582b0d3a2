import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys through the real stack: the built server (`apps/api/dist/main.js`, which
 * also serves the built web app), one per worker on a fresh temporary data directory and a free
 * port (the `serverUrl` fixture of `support/test.ts`), driven in Debian's Chromium
 * (`CHROMIUM_PATH`, default `/usr/bin/chromium`; Playwright's own browser downloads are never
 * used). Two workers: spec files run two at a time, each against its own server, so they share
 * no state; the tests inside a file run in order.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The kit honours prefers-reduced-motion (`packages/ui/src/global.css.ts`: transitions and
    // animations end at once, the spinner turns once): pages settle without waiting for
    // transitions and Chromium stops repainting spinners on a runner with two cores.
    reducedMotion: 'reduce',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
