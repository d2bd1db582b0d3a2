import { logInAs } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The checkout result screens (issue 13 item 5; Spec 02 §2 "Checkout results", §8 card
 * rejections) as the payment screen leaves the user on them: the rejection message chosen by the
 * provider's status_detail, the three ways out, and the success and pending screens opened
 * without a payment they can show (no approval, no rejection claimed: issue 25 item 7; the
 * success screen's return to / after 7 s is walked by the payment journeys). Axe-clean at 1280 and 390 px.
 */
test.describe('checkout results', () => {
  test('a no-funds rejection says so; Reintentar pays the same plan again; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logInAs(page, 'contribuyente@liqui.test');
    await page.goto('/checkout/error?status_detail=cc_rejected_insufficient_amount&plan_id=plus');
    await expect(page.getByRole('heading', { level: 1, name: 'Pago rechazado' })).toBeVisible();
    await expect(
      page.getByText('Tu tarjeta no tiene fondos suficientes. Por favor intentá con otra tarjeta.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/medio-pago\/plus$/);
  });

  test('wrong card data, a server error and an unknown reason each get the spec’s message; Continuar sin pagar goes home', async ({
    page,
  }) => {
    await logInAs(page, 'contribuyente@liqui.test');
    await page.goto('/checkout/error?status_detail=cc_rejected_bad_filled_security_code');
    await expect(
      page.getByText(
        'Hay un error en los datos ingresados, por favor asegurate de estar colocándolos bien.',
      ),
    ).toBeVisible();
    await page.goto(`/checkout/error?error_message=${encodeURIComponent('{"statusCode":500}')}`);
    await expect(
      page.getByText(
        'Ocurrio un error al procesar tu pago, por favor contactate con un administrador',
      ),
    ).toBeVisible();
    await page.goto('/checkout/error?status_detail=cc_rejected_duplicated_payment');
    await expect(
      page.getByText('Tu pago fue rechazado. Por favor intenta con otro medio de pago.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continuar sin pagar' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('the success screen of an unknown payment claims no approval; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logInAs(page, 'contribuyente@liqui.test');
    await page.goto('/checkout/success?payment_id=123');
    await expect(page.getByText('No hay un pago para mostrar')).toBeVisible();
    await expect(page.getByText('¡Listo! Tu pago fue aprobado.')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test('the pending screen without a payment to ask about says there is none, not a rejection; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logInAs(page, 'contribuyente@liqui.test');
    await page.goto('/checkout/pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado del pago' })).toBeVisible();
    await expect(page.getByText('No hay un pago para mostrar')).toBeVisible();
    await expect(page.getByText(/rechazado/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
