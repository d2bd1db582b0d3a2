import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { demoPassword } from './identity';
import { type RunningServer, startServer } from './server';

/**
 * The environment of the server each worker starts: the demo accounts (password
 * {@link demoPassword}), emission retries every 2–4 s (the outage journey waits for the invoice
 * sent during the outage) and ARCA's status badge following the simulator's faults within a
 * second.
 */
export const e2eServerEnv: Readonly<Record<string, string>> = {
  LIQUI_DEMO_PASSWORD: demoPassword,
  EMISSION_RETRY_DELAY_SECONDS: '2',
  EMISSION_RETRY_MAX_SECONDS: '4',
  AFIP_STATUS_CACHE_MS: '1000',
};

/** Worker-scoped fixtures of the e2e `test`. */
export type E2eWorkerFixtures = {
  /** The base URL (`http://127.0.0.1:{port}`) of this worker's own Liqui server. */
  serverUrl: string;
  /**
   * Variables added to {@link e2eServerEnv} for this file's server
   * (`test.use({ extraServerEnv: { PLAN_EXPIRY_INTERVAL_SECONDS: '2' } })`): a worker option, so
   * a file that sets it gets workers and servers of its own. @default {}
   */
  extraServerEnv: Readonly<Record<string, string>>;
};

/**
 * The e2e `test`. Each Playwright worker starts its own real server (`apps/api/dist/main.js`,
 * which also serves the built web app) on a fresh PGlite data directory, so the spec files that
 * run in parallel never see each other's changes to the demo accounts; `baseURL` points at it,
 * so tests use relative paths (`page.goto('/login')`). A worker restarted after a failure starts
 * a fresh server.
 */
export const test = base.extend<object, E2eWorkerFixtures>({
  extraServerEnv: [{}, { scope: 'worker', option: true }],
  serverUrl: [
    async ({ extraServerEnv }, use) => {
      const server = await startServer({ env: { ...e2eServerEnv, ...extraServerEnv } });
      try {
        await use(server.baseUrl);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ serverUrl }, use) => {
    await use(serverUrl);
  },
});

export { expect };

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the current page and fails with a readable list of
 * violations (rule id, impact, first offending selector and its markup).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // React Aria's own live log (`[data-live-announcer]`) keeps an announced entry for seven
  // seconds; a pending button's entry points (`aria-labelledby`) at the button, which is gone
  // once the page it was on is left. Screen readers read it when it was added; axe, looking
  // later, sees a dangling label. Our own live regions (the kit's Announcer, toasts) are checked.
  const results = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ') ?? ''} — ${v.help} — ${v.nodes[0]?.html.slice(0, 200) ?? ''}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The phone and desktop viewports the journeys check (Spec 03 §9 breakpoints; 390 px phones). */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Axe at 1280 px, then at 390 px (no horizontal scroll), then back to 1280 px. */
export async function expectAxeAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize(viewports.desktop);
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewports.phone);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize(viewports.desktop);
}

/** Worker-scoped fixtures of {@link testWithStoredData}. */
export type StoredDataWorkerFixtures = {
  /**
   * The spec file that owns the worker's kept server. Each file that uses
   * {@link testWithStoredData} sets its own (`test.use({ storedDataOwner: 'batch' })`): Playwright
   * gives different worker options different workers, so no file ever reuses a server another
   * file's last test stopped.
   */
  storedDataOwner: string;
  /**
   * This worker's server, on a data directory kept until the worker ends, so the file's last test
   * can stop it and read what it stored (`findStoredText` of `support/stored-text.ts`).
   */
  keptServer: RunningServer;
};

/**
 * The e2e `test` for journeys whose stored data is checked afterwards (issue 24: "no stored text
 * contains U+FFFD"): as {@link test}, but the worker's server runs on a data directory of its own
 * that outlives `keptServer.stop()`; the directory is removed when the worker ends. The last test
 * of such a file stops the server and inspects `keptServer.dataDir`.
 */
export const testWithStoredData = test.extend<object, StoredDataWorkerFixtures>({
  storedDataOwner: ['', { scope: 'worker', option: true }],
  keptServer: [
    async ({ storedDataOwner, extraServerEnv }, use) => {
      if (storedDataOwner === '') {
        throw new Error(
          "set test.use({ storedDataOwner: '<spec file>' }) in a testWithStoredData file",
        );
      }
      const dataDir = await mkdtemp(join(tmpdir(), 'liqui-e2e-kept-'));
      const server = await startServer({ env: { ...e2eServerEnv, ...extraServerEnv }, dataDir });
      try {
        await use(server);
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  serverUrl: [
    async ({ keptServer }, use) => {
      await use(keptServer.baseUrl);
    },
    { scope: 'worker' },
  ],
});
