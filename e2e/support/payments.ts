import { type ApiClient, createApiClient } from '@liqui/api-client';
import { expect, type Page } from '@playwright/test';
import {
  callIdentity,
  demoPassword,
  readCodeFromOutbox,
  signInForAccessToken,
  signUpViaIdentity,
} from './identity';
import { tabTo, typeInto } from './keyboard';

/**
 * Helpers of the payment journeys (issue 13 item 5): new taxpayers, their API session and the
 * admin's, the Mercado Pago sandbox's dev control, and the card form typed with the keyboard.
 */

/** The password of the taxpayers these journeys sign up. */
export const payerPassword = 'Pagos-Liqui-2026';

/**
 * Mercado Pago's Argentine test Mastercard (README "Paying a plan in the Mercado Pago sandbox";
 * `apps/mercadopago-sandbox/src/catalog.ts`): any DNI, expiry 11/30, CVV 123.
 * The cardholder name picks the outcome (APRO, OTHE, FUND, CONT…).
 */
export const testMastercard = {
  number: '5031755734530604',
  securityCode: '123',
  month: '11',
  year: '30',
  dni: '12345678',
} as const;

/** Signs a new taxpayer up and confirms it (as access.spec.ts does); returns its e-mail. */
export async function newTaxpayer(baseUrl: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUpViaIdentity(baseUrl, {
    email,
    password: payerPassword,
    givenName: 'Pablo',
    familyName: 'Pagos',
  });
  const { code } = await readCodeFromOutbox(baseUrl, email);
  await callIdentity(baseUrl, 'ConfirmSignUp', { Username: email, ConfirmationCode: code });
  return email;
}

/** The typed API client signed in as `email` (password `password`). */
export async function apiAs(baseUrl: string, email: string, password: string): Promise<ApiClient> {
  const token = await signInForAccessToken(baseUrl, email, password);
  return createApiClient({
    baseUrl: `${baseUrl}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      throw new Error('the e2e session expired');
    },
  });
}

/** The back office's API session (the demo admin `admin@liqui.test`). */
export function adminApi(baseUrl: string): Promise<ApiClient> {
  return apiAs(baseUrl, 'admin@liqui.test', demoPassword);
}

/**
 * A dev control of the Mercado Pago sandbox on a payment: `pay` (a CONT card or a cash ticket
 * approved), `expire`, `reject`; the sandbox then sends Liqui the signed webhook.
 *
 * @throws Error when the sandbox refuses.
 */
export async function sandboxPaymentControl(
  baseUrl: string,
  paymentId: string,
  action: 'pay' | 'expire' | 'reject',
): Promise<void> {
  const response = await fetch(
    `${baseUrl}/sandbox/mercadopago/control/payments/${encodeURIComponent(paymentId)}/${action}`,
    { method: 'POST' },
  );
  if (!response.ok) {
    throw new Error(`sandbox ${action}: HTTP ${response.status} ${await response.text()}`);
  }
}

/** Logs `email` in through /login with the keyboard and waits until the app left /login. */
export async function logInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await typeInto(page, page.getByLabel(/e-?mail/i), email);
  await typeInto(page, page.getByLabel(/^contraseña/i), payerPassword);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Types the test Mastercard into /medio-pago's card form with the keyboard, holder `holder`
 * (document type stays DNI), and presses 'Pagar …'.
 */
export async function payWithTestCard(page: Page, holder: string): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(page.getByRole('button', { name: /^Pagar \$/ })).toBeEnabled();
  await typeInto(page, field('Nombre del titular'), holder);
  await typeInto(page, field('Número de documento'), testMastercard.dni);
  await typeInto(page, field('Número de tarjeta'), testMastercard.number);
  await expect(page.getByText('Tarjeta: Mastercard')).toBeVisible();
  await typeInto(page, field('Mes de vencimiento'), testMastercard.month);
  await typeInto(page, field('Año de vencimiento'), testMastercard.year);
  await typeInto(page, field('Código de seguridad'), testMastercard.securityCode);
  await tabTo(page, page.getByRole('button', { name: /^Pagar \$/ }));
  await page.keyboard.press('Enter');
}
