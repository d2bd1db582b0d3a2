import { isApiError } from '@liqui/api-client';
import type { Page } from '@playwright/test';
import { createStaffUser, demoPassword, signInForAccessToken } from '../support/identity';
import { chooseOption, demoTaxpayer, logInAs, taxpayerApi } from '../support/invoices';
import { adminApi, apiAs, newTaxpayer, payerPassword } from '../support/payments';
import { expect, expectAxeAtBothWidths, expectNoAxeViolations, test } from '../support/test';

/**
 * The admin's edit of a user, /edit-user/{id} (issue 14 item 2; Spec 03 §2, §3, §4, §5, §7, §8)
 * through the real stack: the admin (`admin@liqui.test`) edits the demo taxpayer's phone and
 * category, saves, reloads and sees the change and its audit entry; an invalid CUIT shows 'CUIT
 * invalido' and saves nothing; an invoice is viewed in place and 'Volver' returns to the list;
 * 'Borrar fotos y avisar' with a reason deletes a fresh taxpayer's photos and e-mails it (the dev
 * outbox); axe at 1280 and 390 px. The read-only OPERADOR (an identity user created here in group
 * `operador`) sees the page without write actions and the API refuses its save with 403.
 * The demo taxpayer's values are put back at the end, so other journeys see it as seeded.
 */

test.describe.configure({ timeout: 150_000 });

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Subject of the photo-rejection mail (`apps/api/src/mail-templates/photo-rejected.ts`). */
const photoRejectionSubject = 'Tus fotos en Liqui: necesitamos que las cargues de nuevo';

async function demoTaxpayerRecord(baseUrl: string) {
  return (await taxpayerApi(baseUrl)).call('getMe');
}

async function openEditPage(page: Page, userId: string) {
  await page.goto(`/edit-user/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar usuario' })).toBeVisible();
  await expect(page.getByLabel('Teléfono')).toBeVisible();
}

test.describe('edit user (admin)', () => {
  test('edits phone and category, saves, reloads, sees them and their audit entries', async ({
    page,
    baseURL,
  }) => {
    const before = await demoTaxpayerRecord(baseURL!);
    const admin = await adminApi(baseURL!);
    const newPhone = `+54911${String(Date.now()).slice(-8)}`;
    const newCategory = before.cat_monotributo === 'C' ? 'D' : 'C';
    try {
      await logInAs(page, 'admin@liqui.test');
      await openEditPage(page, before.user_id);
      await expect(page.getByLabel('Teléfono')).toHaveAttribute('readonly', '');
      // Dates read DD/MM/AAAA whatever the browser's language (the kit's DateField).
      const [year, month, day] = (before.fecha_inicio ?? '').split('-');
      expect(year, 'the demo taxpayer has a plan start date').toBeTruthy();
      const fechaInicio = page.getByRole('group', { name: /^Fecha de inicio/ });
      await expect
        .poll(async () =>
          ((await fechaInicio.textContent()) ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, ''),
        )
        .toContain(`${day}/${month}/${year}`);
      await expectAxeAtBothWidths(page);

      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      await page.getByLabel('Teléfono').fill(newPhone);
      await chooseOption(page, 'Categoría de monotributo', newCategory);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Usuario actualizado')).toBeVisible();

      // Saving without typing a new clave fiscal keeps the stored one (issue 25 item 9).
      expect((await demoTaxpayerRecord(baseURL!)).clave_fiscal).toBe(before.clave_fiscal);

      await page.reload();
      await expect(page.getByLabel('Teléfono')).toHaveValue(newPhone);
      const history = page
        .getByRole('grid', { name: 'Historial de cambios' })
        .or(page.getByRole('table', { name: 'Historial de cambios' }));
      await expect(history.getByText(`${before.telefono ?? '—'} → ${newPhone}`)).toBeVisible();
      await expect(
        history.getByText(`${before.cat_monotributo ?? '—'} → ${newCategory}`),
      ).toBeVisible();
      // Fields by the form's words, never the wire names (issue 25 item 11).
      await expect(history.getByText('Teléfono', { exact: true }).first()).toBeVisible();
      await expect(
        history.getByText('Categoría de monotributo', { exact: true }).first(),
      ).toBeVisible();
      await expect(history.getByText(/^(telefono|cat_monotributo)$/)).toHaveCount(0);
      await expect(history.getByText('admin@liqui.test').first()).toBeVisible();
      await expect(history.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();

      // An invalid CUIT: the spec's message, nothing saved.
      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      await page.getByLabel('CUIT', { exact: true }).fill('20-11111111-3');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('CUIT invalido')).toBeVisible();
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(before.cuit ?? '');
      expect((await demoTaxpayerRecord(baseURL!)).cuit).toBe(demoTaxpayer.cuit);

      // An invoice viewed in place, and back.
      const invoices = page
        .getByRole('grid', { name: 'Facturas del usuario' })
        .or(page.getByRole('table', { name: 'Facturas del usuario' }));
      await invoices.getByRole('button', { name: 'Ver' }).first().click();
      await expect(page.getByRole('button', { name: 'Descargar factura' })).toBeVisible();
      await expect(page.getByText('Receptor')).toBeVisible();
      await expectAxeAtBothWidths(page);
      await page.getByRole('button', { name: 'Volver' }).click();
      await expect(invoices.getByRole('button', { name: 'Ver' }).first()).toBeVisible();
    } finally {
      await admin.call('updateUser', {
        params: { userId: before.user_id },
        body: {
          telefono: before.telefono ?? null,
          cat_monotributo: before.cat_monotributo ?? null,
        },
      });
    }
  });

  test('deletes photos with a reason: the flags clear and the user is e-mailed', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'fotos');
    const user = await (await apiAs(baseURL!, email, payerPassword)).call('getMe');
    const adminToken = await signInForAccessToken(baseURL!, 'admin@liqui.test', demoPassword);
    for (const field of ['foto_dni_fr', 'foto_rostro']) {
      const response = await fetch(`${baseURL}/api/root/users/${user.user_id}/photos/${field}`, {
        method: 'PUT',
        headers: { Authorization: adminToken, 'Content-Type': 'image/png' },
        body: png,
      });
      expect(response.status).toBe(200);
    }

    await logInAs(page, 'admin@liqui.test');
    await openEditPage(page, user.user_id);
    await expect(page.getByRole('button', { name: 'Cargar DNI frente' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ver DNI dorso' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Borrar Rostro' })).toBeEnabled();

    await page.getByRole('button', { name: 'Borrar fotos y avisar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Borrar fotos y avisar al usuario' });
    await dialog.getByRole('button', { name: 'Borrar y enviar' }).click();
    await expect(dialog.getByText('Motivo requerido').first()).toBeVisible();
    const reason = 'La foto del DNI está borrosa';
    await dialog.getByLabel('Motivo').fill(reason);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Borrar y enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cargar DNI frente' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cargar Rostro' })).toBeEnabled();

    const record = await (await apiAs(baseURL!, email, payerPassword)).call('getMe');
    expect(record).toMatchObject({ foto_dni_fr: false, foto_rostro: false });
    const outbox = (await (await fetch(`${baseURL}/dev/outbox.json`)).json()) as
      | { to: string; subject: string; text: string }[]
      | { messages: { to: string; subject: string; text: string }[] };
    const messages = Array.isArray(outbox) ? outbox : outbox.messages;
    const mail = messages.find(
      (message) => message.to.includes(email) && message.subject === photoRejectionSubject,
    );
    expect(mail?.text).toContain(reason);
  });
});

test.describe('the clave fiscal on the edit screen (issue 25 item 9)', () => {
  test('the admin sees it masked and reveals it with an explicit, announced action', async ({
    page,
    baseURL,
  }) => {
    const taxpayer = await demoTaxpayerRecord(baseURL!);
    const key = taxpayer.clave_fiscal;
    expect(key, 'the demo taxpayer has a clave fiscal').toBeTruthy();
    await logInAs(page, 'admin@liqui.test');
    await openEditPage(page, taxpayer.user_id);
    const stored = page.getByRole('textbox', { name: 'Clave fiscal', exact: true });
    await expect(stored).toHaveValue('••••••••');
    await expect(page.locator('body')).not.toContainText(key!);
    expect(await page.content()).not.toContain(key!);

    // By keyboard: focus the button and press Enter.
    const show = page.getByRole('button', { name: 'Mostrar clave fiscal' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(stored).toHaveValue(key!);
    await expect(page.getByRole('status').filter({ hasText: 'Clave fiscal visible' })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ocultar clave fiscal' }).click();
    await expect(stored).toHaveValue('••••••••');
    await expect(page.getByRole('status').filter({ hasText: 'Clave fiscal oculta' })).toHaveCount(
      1,
    );

    // Edit mode: a separate, empty 'Nueva clave fiscal'; the revealed key never enters the form.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(page.getByLabel('Nueva clave fiscal')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });
});

test.describe('edit user (operador)', () => {
  test('sees the page read-only and the API refuses its save with 403', async ({
    page,
    baseURL,
  }) => {
    const email = `operador-${Date.now()}@example.com`;
    const password = 'Operador-Liqui-2026';
    await createStaffUser(baseURL!, { email, password, group: 'operador' });
    const taxpayer = await demoTaxpayerRecord(baseURL!);

    const operador = await apiAs(baseURL!, email, password);
    const refused = await operador
      .call('updateUser', {
        params: { userId: taxpayer.user_id },
        body: { telefono: '+541100000000' },
      })
      .then(
        () => 200,
        (error: unknown) => (isApiError(error) ? error.status : 0),
      );
    expect(refused).toBe(403);
    const reveal = await operador
      .call('revealClaveFiscal', { params: { userId: taxpayer.user_id } })
      .then(
        () => 200,
        (error: unknown) => (isApiError(error) ? error.status : 0),
      );
    expect(reveal).toBe(403);
    const seen = await operador.call('getUserDashboard', { params: { userId: taxpayer.user_id } });
    expect(seen.user.clave_fiscal).toBeNull();

    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/^contraseña/i).fill(password);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await openEditPage(page, taxpayer.user_id);
    await expect(page.getByText('Solo lectura.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Borrar fotos y avisar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cargar / })).toHaveCount(0);
    await expect(page.getByLabel('Teléfono')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Clave fiscal', exact: true })).toHaveValue(
      '••••••••',
    );
    await expect(page.getByRole('button', { name: 'Mostrar clave fiscal' })).toHaveCount(0);
    await expectAxeAtBothWidths(page);
  });
});
