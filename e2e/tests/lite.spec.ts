import { logInAs } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Issue 12 item 10 through the real stack: the demo lite user (a company's collaborator,
 * `lite@liqui.test`) lands on /user-lite, which shows its billing against its category cap and
 * the invoices issued in its name; taxpayer pages send it back to /user-lite, and the lite pages
 * send a taxpayer to /. Axe-clean at 1280 and 390 px.
 */
test.describe('the lite area', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a lite user lands on /user-lite with its billing and its invoices', async ({ page }) => {
    await logInAs(page, 'lite@liqui.test');
    await expect(page).toHaveURL(/\/user-lite$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facturación acumulada' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Facturación de los últimos 12 meses' }),
    ).toBeVisible();
    await expect(page.getByText('Todavía no hay facturas emitidas a tu nombre.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Facturación acumulada' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A taxpayer page sends the lite user back to its home.
    await page.goto('/facturar');
    await expect(page).toHaveURL(/\/user-lite$/);
  });

  test('a taxpayer asking for /user-lite is sent to /', async ({ page }) => {
    await logInAs(page, 'contribuyente@liqui.test');
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/user-lite');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
