import type { Browser, Page } from '@playwright/test';
import {
  callIdentity,
  readCodeFromOutbox,
  signInForAccessToken,
  signUpViaIdentity,
} from '../support/identity';
import { tabTo } from '../support/keyboard';
import { logIn, submitLogin } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Staff users, the read-only OPERADOR, companies and the admin shell (issue 14 items 3, 5, 6):
 * the admin creates an OPERADOR at /new-user, the invitation with its temporary password is in
 * the outbox, the operador sets its own password, lands on /admin, sees /planes read-only and the
 * API refuses its write (403); the admin creates a company account, edits its activation code at
 * /edit-user-admin-lite/{id}, and a new taxpayer joins it with that code in the plan flow; every
 * entry of the admin menu opens its screen by keyboard; axe at 1280 and 390 px on the new screens.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Axe at 1280 px, then at 390 px (no sideways scroll), then back to 1280 px. */
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

function logInAsAdmin(page: Page) {
  return logIn(page, 'admin@liqui.test', { landing: /\/admin$/ });
}

type OutboxMessage = { id: string; to: string; subject: string; text: string };

/** The temporary password of the newest invitation e-mailed to `to` (waits for it). */
async function invitationPassword(baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const body = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as
      | OutboxMessage[]
      | { messages: OutboxMessage[] };
    const messages = Array.isArray(body) ? body : body.messages;
    const message = messages.find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    const password = message ? /contraseña temporal es (\S+)/.exec(message.text)?.[1] : undefined;
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mailed to ${to}`);
}

/** Picks `option` in the kit Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A page in a new browser context (another person, its own session). */
async function otherPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  return context.newPage();
}

test.describe('staff users and the read-only operador', () => {
  test('the admin creates an OPERADOR; it gets the invitation, sets its password, reads /planes without edit actions and the API refuses its write', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `operador-${Date.now()}@example.com`;
    await logInAsAdmin(page);
    await page.goto('/new-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo usuario' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Nombre de usuario requerido')).toBeVisible();
    await expect(page.getByText('Tipo de usuario requerido')).toBeVisible();
    await expectAxeAtBothWidths(page);

    await page.getByLabel(/Nombre de usuario/).fill(email);
    await choose(page, 'Tipo de usuario', 'OPERADOR (solo lectura)');
    await page.getByLabel('Nombre', { exact: true }).fill('Olga');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText(/Usuario creado/)).toBeVisible();

    // The same e-mail again: 409 in Spanish above the form.
    await page.getByLabel(/Nombre de usuario/).fill(email);
    await choose(page, 'Tipo de usuario', 'ADMIN (administra todo)');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Ya existe un usuario con ese email')).toBeVisible();

    const temporaryPassword = await invitationPassword(baseURL!, email);
    const outboxPage = await page.request.get('/dev/outbox');
    expect(await outboxPage.text()).toContain(email);

    const operador = await otherPage(browser, baseURL!);
    await submitLogin(operador, email, { password: temporaryPassword });
    await expect(operador).toHaveURL(/\/password-reset$/);
    const newPassword = 'Operador-Liqui-2026';
    await operador.getByLabel(/^(nueva )?contraseña/i).fill(newPassword);
    await operador.getByLabel(/confirm|repet/i).fill(newPassword);
    await operador.getByRole('button', { name: /cambiar|guardar|confirmar|restablecer/i }).click();
    await expect(operador).toHaveURL(/\/admin$/);

    await operador.goto('/planes');
    const plans = operador.getByRole('grid', { name: 'Planes' });
    await expect(plans).toBeVisible();
    await expect(plans.getByRole('rowheader').first()).toBeVisible();
    await expect(operador.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
    await expect(operador.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
    await operador.goto('/new-user');
    await expect(operador.getByText(/Tu usuario es de solo lectura/)).toBeVisible();
    await expect(operador.getByRole('button', { name: 'Crear usuario' })).toHaveCount(0);

    const token = await signInForAccessToken(baseURL!, email, newPassword);
    const write = await fetch(`${baseURL}/api/taxes/planes/plus`, {
      method: 'PUT',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ costo: 1, plazo: 1 }),
    });
    expect(write.status).toBe(403);
    const read = await fetch(`${baseURL}/api/taxes/planes`, { headers: { Authorization: token } });
    expect(read.status).toBe(200);
    await operador.context().close();
  });
});

test.describe('companies', () => {
  test('the admin creates a company account, edits its activation code, and a taxpayer joins with that code', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now().toString().slice(-6);
    const companyEmail = `empresa-${stamp}@example.com`;
    const displayName = `Empresa E2E ${stamp}`;
    const razonSocial = `${displayName} S.A.`;
    await logInAsAdmin(page);
    await page.goto('/admin-lites');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrar Admin Lite' }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Empresa Demo S.A.' })).toBeVisible();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    const form = page.getByRole('form', { name: 'Nueva empresa' });
    await form.getByLabel('CUIT').fill('30-71168316-6');
    await form.getByLabel('Email').fill(companyEmail);
    await form.getByLabel('Razón social').fill(razonSocial);
    await form.getByLabel('Nombre visible').fill(displayName);
    await form.getByLabel('Domicilio').fill('Bv. Oroño 1000');
    await form.getByLabel('Localidad').fill('Rosario');
    await choose(page, 'Provincia', 'SANTA FE');
    const codeOption = form.getByRole('checkbox', { name: 'Requiere código de activación' });
    await codeOption.focus();
    await page.keyboard.press('Space');
    await expect(codeOption).toBeChecked();
    await form.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(form.getByText('Codigo de activacion requerido')).toBeVisible();
    await form.getByRole('textbox', { name: 'Código de activación' }).fill(`PRIMERO${stamp}`);
    await form.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(page.getByText(/Empresa creada/)).toBeVisible();
    expect(await invitationPassword(baseURL!, companyEmail)).toBeTruthy();

    await page.getByRole('link', { name: `Editar ${razonSocial}` }).click();
    await expect(page).toHaveURL(/\/edit-user-admin-lite\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Código de activación' });
    await expect(code).toHaveValue(`PRIMERO${stamp}`);
    await expectAxeAtBothWidths(page);
    // Another company's code is refused.
    await code.fill('liqui2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El código de activación ya lo usa otra empresa')).toBeVisible();
    const newCode = `NUEVO${stamp}`;
    await code.fill(newCode);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Empresa actualizada')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Código de activación' })).toHaveValue(newCode);

    // A new taxpayer joins the company with the edited code in the plan flow.
    const taxpayerEmail = `codigo-${stamp}@example.com`;
    const password = 'Planes-Liqui-2026';
    await signUpViaIdentity(baseURL!, {
      email: taxpayerEmail,
      password,
      givenName: 'Tomás',
      familyName: 'Código',
    });
    const confirmation = await readCodeFromOutbox(baseURL!, taxpayerEmail);
    await callIdentity(baseURL!, 'ConfirmSignUp', {
      Username: taxpayerEmail,
      ConfirmationCode: confirmation.code,
    });
    const taxpayer = await otherPage(browser, baseURL!);
    await submitLogin(taxpayer, taxpayerEmail, { password });
    await expect(taxpayer).toHaveURL(/\/initial-plan\/0$/);
    await taxpayer.goto('/initial-plan/1');
    await taxpayer.getByText(displayName, { exact: true }).click();
    await taxpayer.getByRole('button', { name: 'Continuar' }).click();
    const dialog = taxpayer.getByRole('dialog', { name: `Código de ${displayName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Código de la empresa').fill(`PRIMERO${stamp}`);
    await taxpayer.keyboard.press('Enter');
    await expect(dialog.getByText('Codigo invalido')).toBeVisible();
    await dialog.getByLabel('Código de la empresa').fill(newCode.toLowerCase());
    await taxpayer.keyboard.press('Enter');
    await expect(taxpayer.getByText('Código validado con éxito')).toBeVisible();
    await taxpayer.context().close();
  });
});

test.describe('the admin shell (Spec 01 §2.10)', () => {
  test('every admin menu entry opens its screen by keyboard', async ({ page }) => {
    await logInAsAdmin(page);
    const nav = page.getByRole('navigation').first();
    const entries: readonly (readonly [string, RegExp, string])[] = [
      ['Monotributo', /\/monotributo$/, 'Monotributo'],
      ['IIBB', /\/iibb$/, 'IIBB'],
      ['Planes Liqui', /\/planes$/, 'Planes Liqui'],
      ['Facturación masiva', /\/facturador$/, 'Facturación masiva'],
      ['Verificador CSV', /\/verificar-facturas$/, 'Verificador CSV'],
      ['Verificador manual', /\/verificar-factura$/, 'Verificador manual'],
      ['Administrar Admin Lite', /\/admin-lites$/, 'Administrar Admin Lite'],
      ['General', /\/admin$/, ''],
    ];
    for (const [label, url, heading] of entries) {
      let link = nav.getByRole('link', { name: label, exact: true });
      if ((await link.count()) === 0) {
        const group = nav.getByRole('button', { name: 'Verificar facturas' });
        await tabTo(page, group);
        await page.keyboard.press('Enter');
        link = nav.getByRole('link', { name: label, exact: true });
      }
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(heading === '' ? h1 : h1.filter({ hasText: heading })).toBeVisible();
    }
    // Mass invoicing (issue 15 item 3): the admin first picks a company.
    await page.goto('/facturador');
    await expect(page.getByRole('region', { name: 'Elegí una empresa' })).toBeVisible();
  });
});
