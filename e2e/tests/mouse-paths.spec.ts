import type { Locator, Page } from '@playwright/test';
import { logInAsTaxpayer } from '../support/invoices';
import { logIn } from '../support/log-in';
import { apiAs, newTaxpayer, payerPassword, testMastercard } from '../support/payments';
import { expect, expectAxeAtBothWidths, test } from '../support/test';

/** The message on screen in the kit's toast region. */
function visibleToast(page: Page): Locator {
  return page.getByRole('region', { name: 'Notificaciones' }).getByRole('alertdialog');
}

/**
 * Asserts that the toast on screen overlaps no visible control of the page (buttons, links,
 * fields, selects, checkboxes): the bounding box of the message against every other one.
 */
async function expectToastClearOfControls(page: Page): Promise<void> {
  const toast = visibleToast(page);
  await expect(toast).toBeVisible();
  const overlaps = await page.evaluate(() => {
    const message = document.querySelector(
      '[role="region"][aria-label="Notificaciones"] [role="alertdialog"]',
    );
    if (!message) return ['no toast'];
    const box = message.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, [role="button"], [role="combobox"], [role="checkbox"], [role="radio"], [role="link"]',
    );
    const found: string[] = [];
    for (const control of controls) {
      if (message.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.bottom <= 0 || rect.top >= innerHeight) continue;
      const apart =
        rect.right <= box.left ||
        rect.left >= box.right ||
        rect.bottom <= box.top ||
        rect.top >= box.bottom;
      if (!apart) found.push(`${control.tagName} ${control.textContent?.trim() ?? ''}`);
    }
    return found;
  });
  expect(overlaps).toEqual([]);
}

/**
 * Screens that work with a mouse (issue 25 item 7): the clicks a person makes, not only the
 * keyboard path. 'Editar' in Mi cuenta used to submit the form at once (the browser's click of
 * that press landed on the 'Guardar' submit button that replaced it under the pointer), so a
 * taxpayer could not change its phone or clave fiscal by mouse, and /micuenta-lite showed the
 * form's errors as soon as 'Editar' was clicked.
 */

test.describe('mouse paths (issue 25 item 7)', () => {
  test("Mi cuenta: a click on 'Editar' opens the editing mode; the phone is changed and saved by mouse", async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'mi-cuenta-mouse');
    const api = await apiAs(baseURL!, email, payerPassword);
    await api.call('updateMe', {
      body: { telefono: '+5491155550000', cuit: '20111111112', clave_fiscal: 'MiClave2026' },
    });
    await logIn(page, email, { password: payerPassword });
    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();

    await page.getByRole('button', { name: 'Editar' }).click();
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeVisible();
    await expect(page.getByText('Usuario actualizado')).toHaveCount(0);
    const phone = page.getByRole('textbox', { name: 'Teléfono' });
    await expect(phone).toBeEditable();

    await phone.fill('+5491166660000');
    await save.click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    expect((await api.call('getMe')).telefono).toBe('+5491166660000');
  });

  test("/micuenta-lite: a click on 'Editar' shows no error before anything is saved", async ({
    page,
  }) => {
    await logIn(page, 'lite@liqui.test', { landing: /\/user-lite$/ });
    await page.goto('/micuenta-lite');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(page.getByText(/requerid|Error de actualización/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  });

  test('/facturar: the toast over the invoice summary sits in a corner that covers no control; the CUIT gives one message, at its field', async ({
    page,
  }) => {
    await logInAsTaxpayer(page);
    await page.getByRole('link', { name: 'Facturar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
    const documento = page.getByLabel('Número de documento');
    await documento.click();
    await documento.fill('30712417419');
    await page.getByLabel('Razón social').click();
    await expect(page.getByText('Cuit verificado!')).toBeVisible();
    await expect(page.getByText('Cuit valido!')).toHaveCount(0);
    await expect(visibleToast(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByLabel('Concepto ítem 1').click();
    await page.getByLabel('Concepto ítem 1').fill('Diseño de logo');
    await page.getByLabel('Cantidad ítem 1').fill('1');
    await page.getByLabel('Precio unitario ítem 1').fill('25000');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Generar Comprobante' })).toBeVisible();
    await expectToastClearOfControls(page);
    await expectAxeAtBothWidths(page);
  });

  test('a form page: the toast after saving Mi cuenta covers no control', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'toast-corner');
    const api = await apiAs(baseURL!, email, payerPassword);
    await api.call('updateMe', {
      body: { telefono: '+5491155550000', cuit: '20111111112', clave_fiscal: 'MiClave2026' },
    });
    await logIn(page, email, { password: payerPassword });
    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+5491177770000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expectToastClearOfControls(page);
  });

  test("'Reintentar' after a rejected card comes back with what was typed except the security code", async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'reintentar-mouse');
    const api = await apiAs(baseURL!, email, payerPassword);
    await api.call('updateMyPlan', { body: { plan_id: 'plus', plan: 'Plus' } });
    await logIn(page, email, { password: payerPassword });
    await page.goto('/medio-pago/plus');
    await expect(page.getByText('Cobro automático mensual')).toBeVisible();
    await expect(
      page.getByText(/te cobramos \$ [\d.]+,\d\d automáticamente cada mes/),
    ).toBeVisible();
    await expect(page.getByText(/El próximo cobro es el \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi cuenta' }).first()).toBeVisible();

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(page.getByRole('button', { name: /^Pagar \$/ })).toBeEnabled();
    await field('Nombre del titular').click();
    await field('Nombre del titular').fill('FUND Perez');
    await field('Número de documento').fill(testMastercard.dni);
    await field('Número de tarjeta').fill(testMastercard.number);
    await expect(page.getByText('Tarjeta: Mastercard')).toBeVisible();
    await field('Mes de vencimiento').fill(testMastercard.month);
    await field('Año de vencimiento').fill(testMastercard.year);
    await field('Código de seguridad').fill(testMastercard.securityCode);
    await page.getByRole('button', { name: /^Pagar \$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/error/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/medio-pago\/plus$/);
    await expect(field('Nombre del titular')).toHaveValue('FUND Perez');
    await expect(field('Número de documento')).toHaveValue(testMastercard.dni);
    await expect(field('Número de tarjeta')).toHaveValue(testMastercard.number);
    await expect(field('Mes de vencimiento')).toHaveValue(testMastercard.month);
    await expect(field('Año de vencimiento')).toHaveValue(testMastercard.year);
    await expect(field('Código de seguridad')).toHaveValue('');
    await expectAxeAtBothWidths(page);
  });

  test('checkout pages opened directly claim neither an approval nor a rejection', async ({
    page,
  }) => {
    await logIn(page, 'contribuyente@liqui.test');
    await page.goto('/checkout/success');
    await expect(page.getByText('No hay un pago para mostrar')).toBeVisible();
    await expect(page.getByText(/aprobado/i)).toHaveCount(0);
    await expectAxeAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/checkout/success?payment_id=123');
    await expect(page.getByText('No hay un pago para mostrar')).toBeVisible();
    await expect(page.getByText(/aprobado/i)).toHaveCount(0);

    await page.goto('/checkout/pending');
    await expect(page.getByText('No hay un pago para mostrar')).toBeVisible();
    await expect(page.getByText(/rechazado/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver mis pagos' }).click();
    await expect(page).toHaveURL(/\/pago-servicios$/);
  });

  test('plan cards say what each plan includes', async ({ page, baseURL }) => {
    const email = await newTaxpayer(baseURL!, 'plan-inclusions');
    await logIn(page, email, { password: payerPassword });
    await page.goto('/mejorar-plan');
    await page.getByRole('button', { name: 'Elegir un plan' }).click();
    const premium = page.getByRole('list', { name: 'Qué incluye Premium' });
    await expect(premium).toBeVisible();
    await expect(premium.getByRole('listitem').first()).toHaveText('Todo lo del plan Plus');
    await expect(
      page
        .getByRole('list', { name: 'Qué incluye Alta Mono + IIBB' })
        .getByText('Inscripción en Ingresos Brutos'),
    ).toBeVisible();
    await expectAxeAtBothWidths(page);
  });

  test('a company account on /user-lite or /micuenta-lite gets its own screens, no taxpayer Facturar', async ({
    page,
  }) => {
    await logIn(page, 'empresa@liqui.test', { landing: /\/admin-lite$/ });
    await page.goto('/user-lite');
    await expect(page).toHaveURL(/\/admin-lite$/);
    await expect(page.getByRole('link', { name: 'Facturar', exact: true })).toHaveCount(0);
    await page.goto('/micuenta-lite');
    await expect(page).toHaveURL(/\/micuenta-adminlite$/);
    await expect(page.getByRole('link', { name: 'Facturar', exact: true })).toHaveCount(0);
    await expectAxeAtBothWidths(page);
  });

  test('Mi cuenta says how the automatic charge is stopped, and stops it by mouse', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'stop-charge');
    const api = await apiAs(baseURL!, email, payerPassword);
    await api.call('updateMyPlan', { body: { plan_id: 'plus', plan: 'Plus' } });
    await logIn(page, email, { password: payerPassword });
    await page.goto('/medio-pago/plus');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(page.getByRole('button', { name: /^Pagar \$/ })).toBeEnabled();
    await field('Nombre del titular').fill('APRO Perez');
    await field('Número de documento').fill(testMastercard.dni);
    await field('Número de tarjeta').fill(testMastercard.number);
    await expect(page.getByText('Tarjeta: Mastercard')).toBeVisible();
    await field('Mes de vencimiento').fill(testMastercard.month);
    await field('Año de vencimiento').fill(testMastercard.year);
    await field('Código de seguridad').fill(testMastercard.securityCode);
    await page.getByRole('button', { name: /^Pagar \$/ }).click();
    await expect(page.getByText('¡Listo! Tu pago fue aprobado.')).toBeVisible();

    // A new account goes on to the questionnaire ('Pagos' opens once the alta is done: the
    // method's label is tested in the domain and the API); Mi cuenta is one click away.
    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByText(/a tu tarjeta terminada en 0604 cada mes/)).toBeVisible();
    await expectAxeAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Dejar de cobrar mi tarjeta' }).click();
    await page.getByRole('button', { name: 'Dejar de cobrar', exact: true }).click();
    await expect(page.getByText('Listo: no vamos a volver a cobrar tu tarjeta.')).toBeVisible();
    await expect(page.getByText(/No tenés cobro automático/)).toBeVisible();
    expect((await api.call('getMe')).mp_customer_card_id ?? null).toBeNull();
  });
});
