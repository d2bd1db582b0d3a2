import { logIn } from '../support/log-in';
import { adminApi, apiAs, newTaxpayer, payerPassword } from '../support/payments';
import { expect, test } from '../support/test';

/**
 * No stale screens (issue 25 item 2): in one tab, with no reload, a screen shows what the server
 * holds now. (a) The back office activates a taxpayer whose home says 'Estamos trabajando en tu
 * alta': the open home changes by itself (it re-reads the record every few seconds while the alta
 * waits on the back office). (b) After a cash ticket, 'Ir al inicio' does not show the plan flow's
 * welcome as if nothing had been bought (the home decides from a fresh record). Each journey signs
 * up its own taxpayer, so the demo accounts other spec files read keep their data.
 */

test.describe('no stale screens (issue 25 item 2)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the open home changes by itself when the back office activates the taxpayer', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'sin-recargar');
    const taxpayer = await apiAs(baseURL!, email, payerPassword);
    await taxpayer.call('updateMyPlan', {
      body: { plan: 'Alta Monotributo', plan_id: 'alta-monotributo' },
    });
    const { user_id: userId } = await taxpayer.call('getMe');
    const admin = await adminApi(baseURL!);
    // Where the questionnaire leaves a taxpayer with its photos: the alta is the back office's.
    await admin.call('updateUser', {
      params: { userId },
      body: {
        foto_dni_fr: true,
        foto_dni_tr: true,
        foto_rostro: true,
        estado_clave_fiscal: 'PENDIENTE_REVISION',
        estado_monotributo: 'HACER_ALTA',
      },
    });

    await logIn(page, email, { password: payerPassword });
    await expect(page.getByText('Estamos trabajando en tu alta')).toBeVisible();

    await admin.call('updateUser', {
      params: { userId },
      body: { estado_usuario: 'ACTIVO', estado_monotributo: 'ACTIVO', punto_venta: 1 },
    });
    await expect(page.getByText('Estamos trabajando en tu alta')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Facturar' }).first()).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("after a cash ticket, 'Ir al inicio' goes on from the plan bought, not to the plan flow's welcome", async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'ticket-inicio');
    // The home first reads this user without a plan and sends it to the plan flow's welcome.
    await logIn(page, email, { password: payerPassword, landing: /\/initial-plan\/0$/ });
    await expect(page.getByRole('heading', { name: '¡Bienvenido a Liqui!' })).toBeVisible();
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await page.getByText('Efectivo (Rapipago o Pago Fácil)').click();
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(/\/medio-pago\/plus-otros-\d+$/);
    await page.getByRole('button', { name: 'Generar ticket de pago' }).click();
    await expect(page.getByRole('textbox', { name: 'Número de referencia' })).toHaveValue(/^\d+$/);

    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    // The plan is bought (its ticket waits to be paid) and the questionnaire is next: the home
    // sends the user on to it, never back to '¡Bienvenido a Liqui!'.
    await expect(page).toHaveURL(/\/steps-user\/1$/);
    await expect(page.getByRole('heading', { name: '¡Bienvenido a Liqui!' })).toHaveCount(0);
  });
});
