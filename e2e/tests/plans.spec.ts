import type { ApiClient } from '@liqui/api-client';
import type { Page } from '@playwright/test';
import {
  callIdentity,
  demoPassword,
  readCodeFromOutbox,
  signUpViaIdentity,
} from '../support/identity';
import { logInAs } from '../support/invoices';
import { logIn } from '../support/log-in';
import { apiAs } from '../support/payments';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Plans and payment services (issue 13 items 2 and 6): the initial plan wizard of a new user up
 * to /medio-pago/{planId}; on the -mp flow a plan without subplans saved at once (Alta
 * Monotributo: ACTIVO_PRUEBA) and /medio-pago-mp/{planId}; the company code (joins the demo
 * company: plan Codigo, estado_pago ACTIVO, the relationship) and a wrong code ('Codigo
 * invalido'); a company without a code shows
 * the Aplicaciones plan, and going back resets it; /mejorar-plan; /pago-servicios with the CBU
 * messages and a VEP channel saved. Axe at 1280 and 390 px on each screen.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const password = 'Planes-Liqui-2026';

/** Signs a new taxpayer up and confirms it (as access.spec.ts does); returns its e-mail. */
async function newTaxpayer(baseUrl: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await signUpViaIdentity(baseUrl, { email, password, givenName: 'Paula', familyName: 'Planes' });
  const { code } = await readCodeFromOutbox(baseUrl, email);
  await callIdentity(baseUrl, 'ConfirmSignUp', { Username: email, ConfirmationCode: code });
  return email;
}

function logInNew(page: Page, email: string) {
  return logIn(page, email, { password, landing: /\/initial-plan\/0$/ });
}

function apiFor(baseUrl: string, email: string): Promise<ApiClient> {
  return apiAs(baseUrl, email, password);
}

/** Axe at 1280 px, then at 390 px, then back to 1280 px. */
async function expectAxeAtBothWidths(page: Page) {
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);
}

test.describe('the initial plan (Spec 02 §4 "Plan flow")', () => {
  test('a new user picks Plus monthly by keyboard and reaches /medio-pago/plus; back from the payment step resets the medium to card', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'plan-plus');
    await logInNew(page, email);
    await expect(page.getByRole('heading', { name: '¡Bienvenido a Liqui!' })).toBeVisible();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Comenzar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/initial-plan\/1$/);
    await expect(page.getByRole('radio', { name: 'Empresa Demo' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No trabajo con ninguna empresa' })).toBeChecked();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Continuar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/initial-plan\/2$/);
    for (const card of ['Plus', 'Alta Monotributo', 'Alta Mono + IIBB', 'Premium']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByText('$ 14.990,00 por mes')).toBeVisible();
    await expect(page.getByText('40% de descuento').first()).toBeVisible();
    await expect(page.getByText('30 días gratis')).toBeVisible();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Elegir Plus' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/initial-plan\/3$/);
    await expect(page.getByRole('radio', { name: /Tarjeta/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Mensual: $ 14.990,00 por mes' })).toBeChecked();
    await expect(
      page.getByRole('radio', { name: 'Semestral: $ 13.490,00 por mes (total $ 80.940,00)' }),
    ).toBeVisible();
    await expectAxeAtBothWidths(page);

    // Cash, then back: the medium is card again.
    await page.getByText('Efectivo (Rapipago o Pago Fácil)').click();
    await expect(
      page.getByRole('radio', { name: 'Trimestral: $ 14.240,00 por mes (total $ 42.720,00)' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/initial-plan\/2$/);
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await expect(page.getByRole('radio', { name: /Tarjeta/ })).toBeChecked();

    await page.getByRole('button', { name: 'Continuar al pago' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/medio-pago\/plus$/);
    await expect(page.getByText('Plan actualizado correctamente')).toBeVisible();

    const me = await (await apiFor(baseURL!, email)).call('getMe');
    expect(me).toMatchObject({ plan: 'Plus', plan_id: 'plus', estado_pago: 'INACTIVO' });
  });

  test('on /initial-plan-mp a plan without multi-term subplans is saved at once: Alta Monotributo starts its 30 free days and goes to /medio-pago-mp', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'plan-alta');
    await logInNew(page, email);
    await page.goto('/initial-plan-mp/2');
    await page.getByRole('button', { name: 'Elegir Alta Monotributo' }).click();
    await expect(page).toHaveURL(/\/medio-pago-mp\/alta-monotributo$/);
    const me = await (await apiFor(baseURL!, email)).call('getMe');
    expect(me).toMatchObject({
      plan: 'Alta Monotributo',
      plan_id: 'alta-monotributo',
      estado_pago: 'ACTIVO_PRUEBA',
    });
  });

  test('a company code joins the user (plan Codigo, ACTIVO, relationship); a wrong code says Codigo invalido', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'plan-codigo');
    await logInNew(page, email);
    await page.goto('/initial-plan/1');
    await page.getByText('Empresa Demo', { exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de Empresa Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Código de la empresa')).toBeFocused();
    await page.keyboard.type('NOVALE');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Codigo invalido')).toBeVisible();
    await expectAxeAtBothWidths(page);

    await dialog.getByLabel('Código de la empresa').fill('liqui2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Código validado con éxito')).toBeVisible();
    await expect(page).not.toHaveURL(/\/initial-plan\//);

    const api = await apiFor(baseURL!, email);
    const me = await api.call('getMe');
    expect(me).toMatchObject({ plan: 'Codigo', plan_id: 'codigo', estado_pago: 'ACTIVO' });
    // The relationship exists: creating it again answers the stored one (idempotent).
    const relationship = await api.call('createRelationship', {
      body: {
        adminCuit: '30710916574',
        userId: me.user_id,
        razonSocial: 'Empresa Demo S.A.',
        domicilio: null,
        tipoResponsable: 'iva-responsable-inscripto',
        nombreUsuario: 'Paula',
        apellidoUsuario: 'Planes',
        emailUsuario: email,
        telefonoUsuario: null,
        cuitUsuario: null,
        fecha_desde: '2026-01-01',
        fecha_hasta: null,
      },
    });
    expect(relationship).toMatchObject({
      adminCuit: '30710916574',
      userId: me.user_id,
      razonSocial: 'Empresa Demo S.A.',
      emailUsuario: email,
      fecha_hasta: null,
    });
    // …and the company sees it in its collaborators list (Spec 03 §7, the /admin-lite table).
    const company = await apiAs(baseURL!, 'empresa@liqui.test', demoPassword);
    const listed = await company.call('listCompanyRelationships', {
      params: { cuit: '30710916574' },
      query: { emailUsuario: email },
    });
    expect(listed.relationships).toEqual([
      expect.objectContaining({ emailUsuario: email, user_id: me.user_id }),
    ]);
  });

  test('a company without a code shows the Aplicaciones plan; back from the plan step resets it', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'plan-apps');
    await logInNew(page, email);
    await page.goto('/initial-plan/1');
    await page.getByText('Reparto Ya', { exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/initial-plan\/2$/);
    await expect(page.getByRole('button', { name: 'Elegir Aplicaciones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir Plus' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/initial-plan\/1$/);
    await page.getByText('No trabajo con ninguna empresa').click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Elegir Plus' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir Aplicaciones' })).toHaveCount(0);
  });
});

test.describe('Mi Plan and Pagos', () => {
  test('/mejorar-plan shows the current plan and the cards; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logInAs(page, 'fotos@liqui.test');
    await page.goto('/mejorar-plan');
    await expect(page.getByText('Tu plan actual es Plus.')).toBeVisible();
    await expectAxeAtBothWidths(page);
    await page.getByRole('button', { name: 'Elegir un plan' }).click();
    await expect(page.getByText('Tu plan actual', { exact: true })).toBeVisible();
    await expectAxeAtBothWidths(page);
    await page.getByRole('button', { name: 'Elegir Premium' }).click();
    await expect(page.getByRole('radio', { name: 'Mensual: $ 34.990,00 por mes' })).toBeChecked();
    await expectAxeAtBothWidths(page);
  });

  test('/pago-servicios: plan box, CBU messages, a valid CBU and a VEP channel saved; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logInAs(page, 'fotos@liqui.test');
    await page.goto('/pago-servicios');
    await expect(page.getByRole('heading', { name: 'Tu plan' })).toBeVisible();
    // The method of the last approved plan payment (issue 25 item 6): the demo account has none.
    await expect(page.getByText('Sin pagos aprobados')).toBeVisible();
    await expect(page.getByText('$ 14.990,00')).toBeVisible();
    await expectAxeAtBothWidths(page);

    const cbu = page.getByRole('textbox', { name: 'CBU' });
    await cbu.fill('123');
    await page.getByRole('button', { name: 'Guardar CBU' }).click();
    await expect(page.getByText('El CBU debe contener 22 numeros')).toBeVisible();
    await cbu.fill('1940099324001313220028');
    await cbu.press('Enter');
    await expect(page.getByText('El CBU no es válido')).toBeVisible();

    await cbu.fill('0110012920000091344977');
    await cbu.press('Enter');
    await expect(page.getByText('Medio de Pago actualizado')).toBeVisible();
    await expect(page.getByText('Débito automático (CBU terminado en 4977)')).toBeVisible();
    await expect(
      page.getByText('Tu CBU está pendiente de adhesión al débito automático.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Elegir Pago Mis Cuentas' }).click();
    await expect(page.getByText('VEP con Pago Mis Cuentas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pago Mis Cuentas elegido' })).toBeVisible();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Cambiar plan' }).click();
    await expect(page).toHaveURL(/\/mejorar-plan$/);
  });
});
