import { logIn } from '../support/log-in';
import { apiAs, newTaxpayer, payerPassword } from '../support/payments';
import { expect, test } from '../support/test';

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
});
