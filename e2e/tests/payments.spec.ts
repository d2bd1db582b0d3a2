import type { ApiClient } from '@liqui/api-client';
import type { Page } from '@playwright/test';
import {
  answerYesNo,
  atStep,
  continueWithKeyboard,
  pressButton,
  tabTo,
  typeInto,
} from '../support/keyboard';
import {
  adminApi,
  apiAs,
  logInWithKeyboard,
  newTaxpayer,
  payerPassword,
  payWithTestCard,
  sandboxPaymentControl,
} from '../support/payments';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The payment screens (issue 13 item 5 and its first two acceptance items; Spec 02 §2 "Payment",
 * §4 "Card payment result", §5 "Card form" / "Card token errors", §8, §9) through the real
 * server, its Mercado Pago sandbox (card tokens, payments by cardholder name, cash tickets, the
 * dev control, signed webhooks) and the ARCA simulator:
 *
 * - the acceptance journey, keyboard only: sign-up, questionnaire as a non-monotributista
 *   service provider (category and quota shown), Plus monthly in the initial plan wizard, the
 *   APRO test card, /checkout/success, / with estado_pago ACTIVO, and a Factura C. Decision on
 *   the Factura C: the questionnaire leaves the user in HACER_ALTA / INCOMPLETO without a point of
 *   sale (Liqui must first register it with ARCA, and the server refuses invoices without a
 *   point of sale), so between the payment and the invoice the back office does what it does
 *   after the registration (Spec 03: the admin's user form): estado_usuario ACTIVO,
 *   estado_monotributo ACTIVO and punto de venta 1, through the admin's API. The journey's CUIT
 *   is the ARCA homologation test CUIT 20-11111111-2 that the simulator knows;
 * - OTHE → /checkout/error with the rejection message; FUND → the no-funds message; CONT →
 *   /checkout/pending, the sandbox approves it (its signed webhook) → /checkout/success; a cash
 *   ticket → PAGO_EN_PROCESO → the sandbox pays it → ACTIVO;
 * - the card token errors on their fields, and axe at 1280 and 390 px on /medio-pago (card and
 *   cash) with no sideways scroll at 390 px.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Axe at 1280 px, then at 390 px (no horizontal scroll), then back to 1280 px. */
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

/** A new taxpayer with plan `planId` saved through the API, logged in on /medio-pago/{planId}. */
async function payerOn(
  page: Page,
  baseUrl: string,
  prefix: string,
  plan: { planId: string; plan: string },
): Promise<ApiClient> {
  const email = await newTaxpayer(baseUrl, prefix);
  const api = await apiAs(baseUrl, email, payerPassword);
  await api.call('updateMyPlan', { body: { plan_id: plan.planId, plan: plan.plan } });
  await logInWithKeyboard(page, email);
  await page.goto(`/medio-pago/${plan.planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Medio de pago' })).toBeVisible();
  return api;
}

const plusMonthly = { planId: 'plus', plan: 'Plus' };
const plusCash = { planId: 'plus-otros-1', plan: 'Plus' };

test.describe('card payments in the sandbox', () => {
  test('the plan summary, the card form messages and the card token errors; axe at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    await payerOn(page, baseURL!, 'pago-form', plusMonthly);
    const summary = page.getByRole('region', { name: 'Tu plan' });
    await expect(summary.getByText('Plus', { exact: true })).toBeVisible();
    await expect(summary.getByText('Mensual (1 mes)')).toBeVisible();
    await expect(summary.getByText('$ 14.990,00').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /DNI.*Tipo de documento/ })).toBeVisible();
    await expectAxeAtBothWidths(page);

    // Nothing typed: the spec's messages, focus on the first invalid field.
    await pressButton(page, 'Pagar $ 14.990,00');
    await expect(page.getByText('Por favor, ingresá tu nombre')).toBeVisible();
    await expect(page.getByText('Número de documento inválido')).toBeVisible();
    await expect(page.getByText('Número de tarjeta inválido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre del titular' })).toBeFocused();
    await expectAxeAtBothWidths(page);

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await typeInto(page, field('Número de documento'), '12a');
    await page.keyboard.press('Tab');
    await expect(page.getByText('DNI invalido')).toBeVisible();
    await field('Número de documento').fill('123456');
    await field('Número de documento').press('Tab');
    await expect(page.getByText('DNI incorrecto')).toBeVisible();

    // A name Mercado Pago refuses (digits): its token error 316 on the holder's field.
    await field('Nombre del titular').fill('APRO 2');
    await field('Número de documento').fill('12345678');
    await field('Número de tarjeta').fill('5031 7557 3453 0604');
    await expect(page.getByText('Tarjeta: Mastercard')).toBeVisible();
    await field('Mes de vencimiento').fill('11');
    await field('Año de vencimiento').fill('30');
    await field('Código de seguridad').fill('123');
    await pressButton(page, 'Pagar $ 14.990,00');
    await expect(page.getByText('Nombre inválido!')).toBeVisible();
    await expect(page).toHaveURL(/\/medio-pago\/plus$/);
  });

  test('APRO is approved: /checkout/success, then / with estado_pago ACTIVO', async ({
    page,
    baseURL,
  }) => {
    const api = await payerOn(page, baseURL!, 'pago-apro', plusMonthly);
    await payWithTestCard(page, 'APRO');
    await expect(page).toHaveURL(/\/checkout\/success\?payment_id=\d+$/);
    await expect(page.getByText('¡Listo! Tu pago fue aprobado.')).toBeVisible();
    expect(await api.call('getMe')).toMatchObject({ estado_pago: 'ACTIVO', plan_id: 'plus' });
  });

  test('OTHE is rejected with the rejection message; Reintentar comes back to the same plan', async ({
    page,
    baseURL,
  }) => {
    const api = await payerOn(page, baseURL!, 'pago-othe', plusMonthly);
    await payWithTestCard(page, 'OTHE');
    await expect(page).toHaveURL(
      /\/checkout\/error\?status_detail=cc_rejected_other_reason&plan_id=plus$/,
    );
    await expect(
      page.getByText('Mercado Pago rechazó el pago. Por favor intentá con otra tarjeta.'),
    ).toBeVisible();
    expect(await api.call('getMe')).toMatchObject({ estado_pago: 'INACTIVO' });
    await pressButton(page, 'Reintentar');
    await expect(page).toHaveURL(/\/medio-pago\/plus$/);
  });

  test('FUND says the card has no funds', async ({ page, baseURL }) => {
    await payerOn(page, baseURL!, 'pago-fund', plusMonthly);
    await payWithTestCard(page, 'FUND');
    await expect(page).toHaveURL(/status_detail=cc_rejected_insufficient_amount/);
    await expect(
      page.getByText('Tu tarjeta no tiene fondos suficientes. Por favor intentá con otra tarjeta.'),
    ).toBeVisible();
  });

  test('CONT waits on /checkout/pending until the sandbox approves it by webhook, then /checkout/success', async ({
    page,
    baseURL,
  }) => {
    const api = await payerOn(page, baseURL!, 'pago-cont', plusMonthly);
    await payWithTestCard(page, 'CONT');
    await expect(page).toHaveURL(/\/checkout\/pending\?payment_id=\d+&plan_id=plus$/);
    await expect(page.getByText('Estamos confirmando tu pago con Mercado Pago')).toBeVisible();
    const paymentId = new URL(page.url()).searchParams.get('payment_id')!;
    expect(await api.call('getMe')).toMatchObject({ estado_pago: 'INACTIVO' });
    await sandboxPaymentControl(baseURL!, paymentId, 'pay');
    await expect(page).toHaveURL(/\/checkout\/success\?payment_id=\d+$/, { timeout: 15_000 });
    expect(await api.call('getMe')).toMatchObject({ estado_pago: 'ACTIVO' });
  });
});

test.describe('cash payments in the sandbox', () => {
  test('a Rapipago ticket: reference and link, PAGO_EN_PROCESO; the sandbox pays it → ACTIVO; axe at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    const api = await payerOn(page, baseURL!, 'pago-efectivo', plusCash);
    await expect(page.getByRole('radio', { name: 'Rapipago' })).toBeChecked();
    await expectAxeAtBothWidths(page);

    await pressButton(page, 'Generar ticket de pago');
    const reference = page.getByRole('textbox', { name: 'Número de referencia' });
    await expect(reference).toHaveValue(/^\d+$/);
    const paymentId = await reference.inputValue();
    await expect(page.getByRole('link', { name: 'Ver e imprimir el ticket' })).toHaveAttribute(
      'href',
      new RegExp(`/tickets/${paymentId}$`),
    );
    await expectAxeAtBothWidths(page);
    expect(await api.call('getMe')).toMatchObject({ estado_pago: 'PAGO_EN_PROCESO' });

    await sandboxPaymentControl(baseURL!, paymentId, 'pay');
    await expect
      .poll(async () => (await api.call('getMe')).estado_pago, { timeout: 15_000 })
      .toBe('ACTIVO');
  });
});
