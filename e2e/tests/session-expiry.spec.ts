import { callIdentity } from '../support/identity';
import { logInAsTaxpayer } from '../support/invoices';
import { expect, test } from '../support/test';

/**
 * Spec 02 §6 and §8 "Session": a call answered 401 shows 'Sesion vencida, vuelve a loguearte por
 * favor', signs out and goes to /login. The session is ended behind the app's back (GlobalSignOut
 * with the tokens Amplify keeps), so the browser still holds tokens the API no longer accepts.
 */
test('an API call after the session was revoked says so and goes to /login', async ({
  page,
  baseURL,
}) => {
  await logInAsTaxpayer(page);
  // The home's own reads (dashboard, last invoices, insights) done first: a 401 on one of them
  // would end the session before the navigation below.
  await expect(
    page.getByRole('meter', { name: 'Facturación sobre el tope de tu categoría' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Últimas facturas' })
      .or(page.getByRole('region', { name: 'Todavía no facturaste' })),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu facturación a futuro' })).toBeVisible();
  const accessToken = await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.endsWith('.accessToken')) return window.localStorage.getItem(key);
    }
    return null;
  });
  expect(accessToken, 'Amplify keeps the access token in localStorage').toBeTruthy();
  await callIdentity(
    baseURL!,
    'GlobalSignOut',
    { AccessToken: accessToken },
    { withClientId: false },
  );

  // In-app navigation: the issued-invoices screen asks the API for the list.
  await page.getByRole('link', { name: 'Facturas emitidas' }).first().click();

  await expect(page.getByText('Sesion vencida, vuelve a loguearte por favor')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
