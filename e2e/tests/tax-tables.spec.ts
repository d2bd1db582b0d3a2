import type { Locator, Page, Request } from '@playwright/test';
import { logIn, submitLogin } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The admin's tax tables (spec 01 §2.11–2.13, §4.5, §5, §8; issue 4 item 6): editing a row,
 * saving with the spec's notice, cancelling after the confirmation, the '<column> requerido!'
 * rule, the role guard and axe on the three pages. The e2e server is fresh for the run and
 * seeded with the real ARCA figures.
 */

function logInAsAdmin(page: Page) {
  return logIn(page, 'admin@liqui.test', { landing: /\/admin$/ });
}

/** The row of `table` whose key cell reads `key`. */
function rowOf(table: Locator, key: string): Locator {
  const keyCell = table.page().getByRole('rowheader', { name: key, exact: true });
  return table.getByRole('row').filter({ has: keyCell });
}

/** Every PUT to the tax endpoints the page sends from now on. */
function recordTaxWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/taxes/')) writes.push(request);
  });
  return writes;
}

const amountColumn = 'Monto máximo de facturación';

/** The categories table of /monotributo, once loaded. */
async function openCategories(page: Page): Promise<Locator> {
  await page.goto('/monotributo');
  await expect(page.getByRole('heading', { level: 1, name: 'Monotributo' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Categorías' });
  await expect(table).toBeVisible();
  return table;
}

test.describe('the admin tax tables', () => {
  test('the admin edits a category amount, saves, reloads and sees it', async ({ page }) => {
    await logInAsAdmin(page);
    const row = rowOf(await openCategories(page), 'A');
    await row.getByRole('button', { name: 'Editar A' }).click();
    await row.getByRole('textbox', { name: `${amountColumn} A` }).fill('10277988,13');
    await row.getByRole('button', { name: 'Guardar A' }).click();
    await expect(page.getByText('Tabla de Monotributos actualizada')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Editar A' })).toBeVisible();
    await expect(row).toContainText(/\$\s10\.277\.988,13/);

    await page.reload();
    await expect(rowOf(await openCategories(page), 'A')).toContainText(/\$\s10\.277\.988,13/);
  });

  test('a cancelled edit, once confirmed, restores the old value', async ({ page }) => {
    await logInAsAdmin(page);
    const row = rowOf(await openCategories(page), 'B');
    const before = await row.getByRole('gridcell').first().textContent();
    const writes = recordTaxWrites(page);
    await row.getByRole('button', { name: 'Editar B' }).click();
    await row.getByRole('textbox', { name: `${amountColumn} B` }).fill('1');
    await row.getByRole('button', { name: 'Cancelar B' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Editar B' })).toBeVisible();
    await expect(row.getByRole('gridcell').first()).toHaveText(before!);
    expect(writes).toEqual([]);
  });

  test("an empty cell says '<column> requerido!' and nothing is sent", async ({ page }) => {
    await logInAsAdmin(page);
    const row = rowOf(await openCategories(page), 'C');
    const writes = recordTaxWrites(page);
    await row.getByRole('button', { name: 'Editar C' }).click();
    await row.getByRole('textbox', { name: `${amountColumn} C` }).fill('');
    await row.getByRole('button', { name: 'Guardar C' }).click();
    await expect(row.getByText(`${amountColumn} requerido!`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Guardar C' })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a failed save shows the failure notice and keeps the row in edit mode', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    const row = rowOf(await openCategories(page), 'E');
    await page.route('**/taxes/monotributos', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'internal', message: 'Error interno' }),
          })
        : route.continue(),
    );
    await row.getByRole('button', { name: 'Editar E' }).click();
    const amount = row.getByRole('textbox', { name: `${amountColumn} E` });
    await amount.fill('1234,5');
    await row.getByRole('button', { name: 'Guardar E' }).click();
    await expect(page.getByText('Hubo un error actualizando los datos')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Guardar E' })).toBeVisible();
    await expect(amount).toHaveValue('1.234,5');
  });

  test('a plan edits only costo and plazo', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/planes');
    const table = page.getByRole('grid', { name: 'Planes' });
    const planId = (await table.getByRole('rowheader').first().textContent())!;
    const row = rowOf(table, planId);
    await row.getByRole('button', { name: `Editar ${planId}` }).click();
    await expect(row.getByRole('textbox')).toHaveCount(2);
    await expect(row.getByRole('textbox', { name: `Costo ${planId}` })).toBeVisible();
    await expect(row.getByRole('textbox', { name: `Plazo (meses) ${planId}` })).toBeVisible();
  });

  for (const [path, heading] of [
    ['/monotributo', 'Monotributo'],
    ['/planes', 'Planes Liqui'],
    ['/iibb', 'IIBB'],
  ] as const) {
    test(`${path} is axe-clean`, async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('grid').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a taxpayer opening /monotributo lands on /', async ({ page, baseURL }) => {
    await submitLogin(page, 'contribuyente@liqui.test');
    await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
    await page.goto('/monotributo');
    await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
  });
});
