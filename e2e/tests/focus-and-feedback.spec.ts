import {
  argentineDateOf,
  earliestInvoiceDate,
  formatArs,
  latestInvoiceDate,
  messages,
} from '@liqui/domain';
import type { Locator, Page } from '@playwright/test';
import { demoPassword } from '../support/identity';
import { chooseOption, logInAsTaxpayer, taxpayerApi, voucherNumber } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Issue 11 §7 and §9 through the real stack: the wizard's dates read DD/MM/AAAA and take typed
 * segments on an English browser, within the invoice date window (today − 3 days … today + 10
 * for services, Spec 02 §5, §9); focus moves to the new page's h1 and a polite live region
 * announces it after signing in and after navigating; 'Factura guardada como borrador' shows
 * only once the draft is saved, without covering the wizard's buttons; disabled detail actions
 * say why through `aria-describedby`; the admin's other taxes show labels, not wire keys.
 */

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
function toArgentine(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The date field labelled `label`: its group of day, month and year segments. */
function dateField(page: Page, label: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${label}`) });
}

/** What a date field shows, without the invisible direction marks around its segments. */
async function shownDate(field: Locator): Promise<string> {
  const text = (await field.textContent()) ?? '';
  return text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
}

/** Types `isoDate` into a date field segment by segment: day, month, year. */
async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** The app's polite live region (the kit's Announcer). */
function announcer(page: Page): Locator {
  return page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');
}

test.describe('on a browser in English (en-US)', () => {
  test.use({ locale: 'en-US' });

  test('the wizard shows its dates as DD/MM/AAAA and takes typed segments within the date window', async ({
    page,
  }) => {
    await logInAsTaxpayer(page);
    await page.goto('/facturar');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
    const today = argentineDateOf(new Date());
    const fecha = dateField(page, 'Fecha de comprobante');
    await expect.poll(() => shownDate(fecha)).toBe(toArgentine(today));
    // Services (the default concept) show the period and due date, DD/MM/AAAA too.
    for (const label of ['Período desde', 'Período hasta', 'Vencimiento del pago']) {
      await expect
        .poll(() => shownDate(dateField(page, label)))
        .toMatch(/^(\d{2}\/\d{2}\/\d{4}|dd\/mm\/aaaa)$/);
    }
    await expectNoAxeViolations(page);

    // The earliest day of the window, typed day, month, year: taken.
    const earliest = earliestInvoiceDate(today);
    await typeDate(page, fecha, earliest);
    await expect.poll(() => shownDate(fecha)).toBe(toArgentine(earliest));
    await expect(fecha.getByRole('spinbutton').first()).not.toHaveAttribute('aria-invalid', 'true');

    // A day before the window: refused with the spec's message once the field is left.
    const tooEarly = earliestInvoiceDate(earliest);
    await typeDate(page, fecha, tooEarly);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page.getByText(`La fecha no puede ser anterior a ${toArgentine(earliest)}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(page.getByLabel('Concepto ítem 1')).toHaveCount(0);

    // The last day of the window for services (today + 10) is taken; the calendar offers no later day.
    const latest = latestInvoiceDate(today, 2);
    await typeDate(page, fecha, latest);
    await expect.poll(() => shownDate(fecha)).toBe(toArgentine(latest));
    await fecha.getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    const [, , latestDay] = latest.split('-');
    await expect(
      calendar.getByRole('button', { name: new RegExp(`, ${Number(latestDay)} de `) }).first(),
    ).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The next day is unavailable: Enter picks nothing and the date stays.
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect.poll(() => shownDate(fecha)).toBe(toArgentine(latest));
  });
});

test.describe('focus and feedback', () => {
  test('after signing in and after each navigation, focus is on the new page h1 and its title is announced', async ({
    page,
  }) => {
    await logInAsTaxpayer(page);
    const home = page.getByRole('heading', { level: 1 });
    await expect(home).toBeFocused();
    await expect(announcer(page)).toHaveText((await home.textContent())!.trim());

    await page.getByRole('link', { name: 'Facturas emitidas' }).first().click();
    const list = page.getByRole('heading', { level: 1, name: 'Facturas emitidas' });
    await expect(list).toBeFocused();
    await expect(announcer(page)).toHaveText('Facturas emitidas');

    // The heading is a focus target, not a Tab stop.
    await expect(list).toHaveAttribute('tabindex', '-1');
  });

  test("'Factura guardada como borrador' shows once the draft is saved, not before, and does not cover the wizard's buttons", async ({
    page,
  }) => {
    await logInAsTaxpayer(page);
    await page.goto('/facturar');
    // A final consumer without a document: no receiver lookup needed.
    await chooseOption(page, 'Condición frente al IVA', 'Consumidor Final');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByLabel('Concepto ítem 1').fill('Clase de yoga');
    await page.getByLabel('Cantidad ítem 1').fill('1');
    await page.getByLabel('Precio unitario ítem 1').fill('15000');
    await page.getByLabel('Precio unitario ítem 1').press('Tab');
    await expect(page.getByText(`Total: ${formatArs(1_500_000)}`)).toBeVisible();

    // Hold the draft's POST until the page has been checked without it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/root/invoices', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/root/invoices',
    );
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await posted;
    const draftSaved = page.getByText(messages['invoice.draftSaved']);
    await expect(draftSaved).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generar Comprobante' })).toHaveCount(0);
    release();

    await expect(draftSaved).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generar Comprobante' });
    await expect(generate).toBeVisible();
    // Scrolled to the end of the page, the buttons sit above the toast, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toast = page.getByRole('alertdialog', { name: messages['invoice.draftSaved'] });
    const buttonBox = await generate.boundingBox();
    const toastBox = await toast.boundingBox();
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(toastBox!.y);
  });

  test('an emitted invoice says why it cannot be processed or deleted, as the buttons description', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    const { invoices } = await api.call('listInvoices');
    const invoice = invoices.find((candidate) => candidate.estado === 'EMITTED');
    expect(invoice, 'an emitted invoice (the demo history has them)').toBeDefined();
    const number = voucherNumber(invoice!.puntoVenta!, invoice!.nroDeComprobante!);

    await logInAsTaxpayer(page);
    await page.goto('/facturas-emitidas');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) })
      .getByRole('link', { name: 'Ver' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de la factura' }),
    ).toBeFocused();
    await expect(page.getByText(number)).toBeVisible();

    const processReason =
      'Solo se puede procesar un borrador o una factura presentada. Estado actual: Emitida.';
    const deleteReason = 'Solo se puede eliminar un borrador. Estado actual: Emitida.';
    const process = page.getByRole('button', { name: 'Procesar Factura' });
    const remove = page.getByRole('button', { name: 'Eliminar Factura' });
    await expect(process).toBeDisabled();
    await expect(process).toHaveAccessibleDescription(processReason);
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(deleteReason);
    await expect(page.getByText(processReason)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver PDF' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Ver PDF' })).toHaveAccessibleDescription('');
    await expectNoAxeViolations(page);
  });

  test("the admin's other taxes show their labels, not the wire keys", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill('admin@liqui.test');
    await page.getByLabel(/^contraseña/i).fill(demoPassword);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/monotributo');
    const table = page.getByRole('grid', { name: 'Otros impuestos' });
    await expect(
      table.getByRole('rowheader', { name: 'Aporte de obra social por persona' }),
    ).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: 'Máximo a consumidor final sin identificar' }),
    ).toBeVisible();
    await expect(table).not.toContainText('aporte_OS');
    await expect(table).not.toContainText('maximo_cons_final');
    await expect(
      table.getByRole('button', { name: 'Editar Aporte de obra social por persona' }),
    ).toBeVisible();
  });
});
