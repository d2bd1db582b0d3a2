import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The e2e `test`: `baseURL` points at the server started by the global setup, so tests use
 * relative paths (`page.goto('/login')`).
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured fixtures argument
  baseURL: async ({}, use) => {
    const baseUrl = process.env.LIQUI_E2E_BASE_URL;
    if (!baseUrl) throw new Error('LIQUI_E2E_BASE_URL is not set: the global setup did not run');
    await use(baseUrl);
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
