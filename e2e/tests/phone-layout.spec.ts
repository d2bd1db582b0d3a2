import type { Locator, Page } from '@playwright/test';
import { demoPassword } from '../support/identity';
import { logInAsTaxpayer } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The phone layout (issue 11 item 8) at 390 × 844 CSS px, a common phone: the header keeps to
 * one line, the issued-invoices list shows every row's amount, status and 'Ver' without
 * scrolling sideways, the wizard's step 2 fields are on screen; and at 1280 px the admin's
 * categories table fits its card. The demo taxpayer already has twelve months of invoices.
 */

const phone = { width: 390, height: 844 };

// Each journey signs in, loads several screens and runs axe on them.
test.describe.configure({ timeout: 120_000 });

/** Fails unless the page does not scroll sideways (its content fits the viewport's width). */
async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'document scroll width').toBeLessThanOrEqual(phone.width);
}

/** Fails unless `element` lies horizontally inside the phone's viewport. */
async function expectInsideViewport(element: Locator, what: string) {
  const box = await element.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(phone.width);
}

/**
 * Fails unless the header is one line: every visible child's vertical range overlaps every
 * other's, and the header is no taller than its tallest child plus its own padding and border
 * (or its minimum height), i.e. one row.
 */
async function expectHeaderOnOneLine(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const layout = await header.evaluate((element) => {
    const style = getComputedStyle(element);
    const children = [...element.children]
      .filter((child) => child.getClientRects().length > 0)
      .map((child) => {
        const box = child.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, right: box.right, height: box.height };
      });
    return {
      height: element.getBoundingClientRect().height,
      minHeight: Number.parseFloat(style.minHeight) || 0,
      chrome:
        Number.parseFloat(style.paddingTop) +
        Number.parseFloat(style.paddingBottom) +
        Number.parseFloat(style.borderTopWidth) +
        Number.parseFloat(style.borderBottomWidth),
      children,
    };
  });
  expect(layout.children.length, 'visible header children').toBeGreaterThan(1);
  for (const a of layout.children) {
    for (const b of layout.children) {
      expect(a.top < b.bottom && b.top < a.bottom, 'header children share one line').toBe(true);
    }
    expect(a.right, 'header child inside the viewport').toBeLessThanOrEqual(phone.width);
  }
  const tallest = Math.max(...layout.children.map((child) => child.height));
  expect(layout.height, 'header height is one row').toBeLessThanOrEqual(
    Math.max(layout.minHeight, tallest + layout.chrome) + 0.5,
  );
}

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  test('the home and the invoice list keep the header on one line; each row shows its amount, status and Ver', async ({
    page,
  }) => {
    await logInAsTaxpayer(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderOnOneLine(page);
    // The header links moved into the menu; the menu button has its name.
    const menuButton = page.getByRole('button', { name: 'Menú' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' })).toBeHidden();
    await menuButton.click();
    await expect(
      page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', {
        name: 'Mi cuenta',
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/facturas-emitidas');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas emitidas' })).toBeVisible();
    await expectHeaderOnOneLine(page);
    const list = page.getByRole('list', { name: 'Facturas emitidas' });
    const cards = list.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count, 'invoices on the first page').toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expectInsideViewport(card.locator('dt:text-is("Importe") + dd'), `row ${index} amount`);
      await expectInsideViewport(card.locator('dt:text-is("Estado") + dd'), `row ${index} status`);
      await expectInsideViewport(card.getByRole('link', { name: 'Ver' }), `row ${index} Ver`);
    }
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("the wizard's step 2 fields are on screen", async ({ page }) => {
    await logInAsTaxpayer(page);
    await page.goto('/facturar');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
    await expectHeaderOnOneLine(page);
    const documento = page.getByLabel('Número de documento');
    await documento.fill('30710916574');
    await documento.press('Tab');
    await expect(page.getByText('Cuit verificado!')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

    const cantidad = page.getByLabel('Cantidad ítem 1');
    const precio = page.getByLabel('Precio unitario ítem 1');
    await expect(cantidad).toBeVisible();
    for (const [field, what] of [
      [page.getByLabel('Concepto ítem 1'), 'Concepto'],
      [cantidad, 'Cantidad'],
      [precio, 'Precio unitario'],
    ] as const) {
      await expectInsideViewport(field, what);
    }
    // The fields work at this width, by keyboard.
    await page.getByLabel('Concepto ítem 1').fill('Clases de guitarra');
    await cantidad.fill('2');
    await precio.fill('1500');
    await precio.press('Tab');
    await expect(page.getByText(/Total: \$\s3\.000,00/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the admin's categories table fits its card", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill('admin@liqui.test');
    await page.getByLabel(/^contraseña/i).fill(demoPassword);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/monotributo');
    const card = page.getByRole('region', { name: 'Categorías' });
    const table = card.getByRole('grid', { name: 'Categorías' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const tableBox = await table.boundingBox();
    const cardBox = await card.boundingBox();
    expect(tableBox!.width, 'table width').toBeLessThanOrEqual(cardBox!.width);
    expect(tableBox!.x + tableBox!.width, 'table right edge').toBeLessThanOrEqual(
      cardBox!.x + cardBox!.width,
    );
    await expectNoAxeViolations(page);
  });
});
