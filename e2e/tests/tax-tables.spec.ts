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

/** The open edit dialog of row `key` ('Editar A'). */
function editDialog(page: Page, key: string): Locator {
  return page.getByRole('dialog', { name: `Editar ${key}` });
}

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
    const dialog = editDialog(page, 'A');
    await dialog.getByRole('textbox', { name: amountColumn }).fill('10277988,13');
    await dialog.getByRole('button', { name: 'Guardar A' }).click();
    await expect(page.getByText('Tabla de Monotributos actualizada')).toBeVisible();
    await expect(dialog).toBeHidden();
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
    const edit = editDialog(page, 'B');
    await edit.getByRole('textbox', { name: amountColumn }).fill('1');
    await edit.getByRole('button', { name: 'Cancelar B' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('button', { name: 'Editar B' })).toBeFocused();
    await expect(row.getByRole('gridcell').first()).toHaveText(before!);
    expect(writes).toEqual([]);
  });

  test("an empty cell says '<column> requerido!' and nothing is sent", async ({ page }) => {
    await logInAsAdmin(page);
    const row = rowOf(await openCategories(page), 'C');
    const writes = recordTaxWrites(page);
    await row.getByRole('button', { name: 'Editar C' }).click();
    const dialog = editDialog(page, 'C');
    await dialog.getByRole('textbox', { name: amountColumn }).fill('');
    await dialog.getByRole('button', { name: 'Guardar C' }).click();
    await expect(dialog.getByText(`${amountColumn} requerido!`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar C' })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a failed save shows the failure notice and keeps the dialog open', async ({ page }) => {
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
    const dialog = editDialog(page, 'E');
    const amount = dialog.getByRole('textbox', { name: amountColumn });
    await amount.fill('1234,5');
    await dialog.getByRole('button', { name: 'Guardar E' }).click();
    await expect(page.getByText('Hubo un error actualizando los datos')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar E' })).toBeVisible();
    await expect(amount).toHaveValue('1.234,5');
  });

  test('a plan edits only costo and plazo', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/planes');
    const table = page.getByRole('grid', { name: 'Planes' });
    const planId = (await table.getByRole('rowheader').first().textContent())!;
    const row = rowOf(table, planId);
    await row.getByRole('button', { name: `Editar ${planId}` }).click();
    const dialog = editDialog(page, planId);
    await expect(dialog.getByRole('textbox')).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Costo' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Plazo (meses)' })).toBeVisible();
  });

  /**
   * Issue 25 item 10: in row-edit mode a table grew to 1,691 px inside a 940 px card, with
   * 'Guardar'/'Cancelar' off-screen and axe `target-size` violations. Now a row is edited in a
   * dialog: at 1280 px the table stays inside its card, the dialog's buttons are in the viewport
   * and axe finds nothing; at 390 px the dialog fits the phone and the save works.
   */
  for (const [path, tableName] of [
    ['/monotributo', 'Categorías'],
    ['/iibb', 'Ingresos Brutos por provincia'],
    ['/planes', 'Planes'],
  ] as const) {
    test(`${path} in edit mode fits at 1280 px and is axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await logInAsAdmin(page);
      await page.goto(path);
      const table = page.getByRole('grid', { name: tableName });
      await expect(table).toBeVisible();
      const tableBefore = (await table.boundingBox())!;
      const edit = table.getByRole('button', { name: /^Editar / }).first();
      const rowKey = (await edit.getAttribute('aria-label'))!.replace(/^Editar /, '');
      await edit.click();
      const dialog = editDialog(page, rowKey);
      await expect(dialog).toBeVisible();

      // The table keeps its width and stays inside its card; the page does not scroll sideways.
      expect((await table.boundingBox())!.width).toBe(tableBefore.width);
      const overflow = await table.evaluate((grid) => {
        const scroller = grid.parentElement!;
        return {
          scroller: scroller.scrollWidth - scroller.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(overflow).toEqual({ scroller: 0, page: 0 });
      for (const name of [`Guardar ${rowKey}`, `Cancelar ${rowKey}`]) {
        await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: `Cancelar ${rowKey}` }).click();
      await page
        .getByRole('alertdialog', { name: '¿Descartar los cambios?' })
        .getByRole('button', { name: 'Descartar' })
        .click();
      await expect(dialog).toBeHidden();
    });
  }

  test('at 390 px a category is edited and saved in a dialog that fits the phone', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const table = await openCategories(page);
    const row = rowOf(table, 'D');
    const amountBefore = (await row.getByRole('gridcell').first().textContent())!;
    await row.getByRole('button', { name: 'Editar D' }).click();
    const dialog = editDialog(page, 'D');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const amount = dialog.getByRole('textbox', { name: amountColumn });
    await expect(amount).toBeInViewport();
    const typed = amountBefore.replace(/[^\d,]/g, '');
    await amount.fill(typed);
    await expect(dialog.getByRole('button', { name: 'Guardar D' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Guardar D' }).click();
    await expect(page.getByText('Tabla de Monotributos actualizada')).toBeVisible();
    await expect(dialog).toBeHidden();
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
