import { randomUUID } from 'node:crypto';
import {
  addDays,
  argentineDateOf,
  estadoMonotributoLabels,
  estadoUsuarioLabels,
} from '@liqui/domain';
import type { Browser, Page } from '@playwright/test';
import { readCodeFromOutbox } from '../support/identity';
import { chooseOption, logInAs } from '../support/invoices';
import { logIn } from '../support/log-in';
import {
  adminApi,
  apiAs,
  newTaxpayer,
  payerPassword,
  payWithTestCard,
  sandboxPaymentControl,
} from '../support/payments';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The life a taxpayer lives (issue 25's acceptance): "An e2e journey from sign-up to an emitted
 * Factura C, with no reload anywhere, in which the back office activates the user while the
 * taxpayer's tab is open and the home changes by itself; every e-mail listed above is read from
 * the outbox and checked for its content."
 *
 * - The journey: sign-up in the browser, the code from the outbox, Plus paid by card (APRO), the
 *   questionnaire as a monotributista (each screen once, the address asked), the three photos;
 *   the back office (a second browser context, the admin's edit screen) rejects the photos, the
 *   taxpayer's open home asks for them again by itself, they go up again; the back office
 *   activates the user and the open home offers 'Facturar' by itself; a Factura C to a client
 *   with an e-mail. The taxpayer's tab loads the app once: a marker set in its window after the
 *   first load is still there at the end (any reload or full navigation would clear it).
 * - The cash path and the plan's notices: a Rapipago ticket, the sandbox pays it, then the plan's
 *   end date is moved near (POR_VENCER notice) and past (VENCIDO notice). This file's server runs
 *   the expiry pass every 2 s (`PLAN_EXPIRY_INTERVAL_SECONDS`), so the notices arrive while the
 *   test waits, as they would within the hour in production.
 *
 * Every e-mail is read from the dev outbox (`/dev/outbox.json`) and its text checked.
 */

test.use({ extraServerEnv: { PLAN_EXPIRY_INTERVAL_SECONDS: '2' } });
test.describe.configure({ timeout: 240_000 });

type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
};

/** Waits for the e-mail to `to` whose subject is `subject` and returns it. */
async function mailTo(baseUrl: string, to: string, subject: string | RegExp) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) =>
          typeof subject === 'string' ? message.subject === subject : subject.test(message.subject),
        );
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** Every subject e-mailed to `to`, oldest first. */
async function subjectsTo(baseUrl: string, to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.map((message) => message.subject).reverse();
}

/** A small valid PNG (1×1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one photo from Mi cuenta through its button and the file chooser. */
async function uploadPhoto(page: Page, button: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
}

/** Uploads the three photos from Mi cuenta. */
async function uploadThreePhotos(page: Page) {
  await uploadPhoto(page, 'Cargar DNI frente', 'dni-frente.png');
  await expect(page.getByRole('button', { name: 'DNI frente cargada' })).toBeDisabled();
  await uploadPhoto(page, 'Cargar DNI dorso', 'dni-dorso.png');
  await expect(page.getByRole('button', { name: 'DNI dorso cargada' })).toBeDisabled();
  await uploadPhoto(page, 'Cargar Foto de tu rostro', 'rostro.png');
  await expect(page.getByRole('button', { name: 'Foto de tu rostro cargada' })).toBeDisabled();
  await expect(page.getByText('Ya cargaste tus tres fotos.')).toBeVisible();
}

/** The heading of the screen shown now. */
function screenHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Presses the form's 'Continuar' with the mouse. */
async function continueOn(page: Page) {
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** A second browser context signed in as the demo admin, on the user's edit screen. */
async function backOffice(browser: Browser, baseUrl: string, userId: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await logInAs(page, 'admin@liqui.test');
  await page.goto(`/edit-user/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar usuario' })).toBeVisible();
  return { page, close: () => context.close() };
}

test('from sign-up to a Factura C in one tab with no reload: the back office rejects photos and activates while the home is open, and every e-mail is in the outbox', async ({
  page,
  browser,
  baseURL,
}) => {
  const baseUrl = baseURL!;
  const email = `vida.${randomUUID()}@example.com`;
  const password = 'Clave-Segura-2026';
  const clientEmail = `cliente.${randomUUID()}@example.com`;

  // Sign-up in the browser; the code arrives by e-mail.
  await page.goto('/sign-up');
  await page.evaluate(() => {
    (window as unknown as { liquiJourney?: string }).liquiJourney = 'one-load';
  });
  await page.getByLabel(/^nombre/i).fill('Valeria');
  await page.getByLabel(/^apellido/i).fill('Ibáñez');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/teléfono/i).fill('1155551234');
  await page.getByLabel(/^contraseña/i).fill(password);
  await page.getByLabel(/confirm|repet/i).fill(password);
  await page.getByRole('checkbox', { name: /términos/i }).focus();
  await page.keyboard.press('Space');
  const robot = page.getByRole('checkbox', { name: 'No soy un robot' });
  await robot.focus();
  await page.keyboard.press('Space');
  await expect(robot).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: /registr/i }).click();
  await expect(page).toHaveURL(/\/confirm-email\?email=/);
  const { code } = await readCodeFromOutbox(baseUrl, email);
  await page.getByLabel(/código/i).fill(code);
  await page.getByRole('button', { name: /confirmar/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/^contraseña/i).fill(password);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();

  // The plan: Plus, monthly, by card; approved.
  await expect(page).toHaveURL(/\/initial-plan\/0$/);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Elegir Plus' }).click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/medio-pago\/plus$/);
  await payWithTestCard(page, 'APRO');
  await expect(page).toHaveURL(/\/checkout\/success\?payment_id=\d+$/);
  await page.getByRole('button', { name: 'Ir al inicio' }).click();

  // The questionnaire as a registered monotributista: every screen once, the address asked.
  await expect(page).toHaveURL(/\/steps-user\/1$/);
  const shown: string[] = [];
  const atScreen = async (heading: string | RegExp) => {
    await expect(screenHeading(page)).toHaveText(heading);
    shown.push((await screenHeading(page).textContent()) ?? '');
  };
  await atScreen('¿Ya estás inscripto en el monotributo?');
  await page.getByRole('radio', { name: 'Sí' }).check({ force: true });
  await continueOn(page);
  await atScreen('Ingresá tu CUIT y tu clave fiscal');
  await page.getByRole('textbox', { name: 'CUIT', exact: true }).fill('20-11111111-2');
  await page.getByLabel('Clave fiscal', { exact: true }).fill('MiClave2026');
  await continueOn(page);
  await atScreen('¿Qué actividad realizás?');
  await page.getByRole('radio', { name: 'Presto servicios' }).check({ force: true });
  await page.getByLabel('Describí tu actividad').fill('Diseño gráfico');
  await continueOn(page);
  await atScreen(/domicilio/i);
  await page.getByRole('textbox', { name: 'Calle y número' }).fill('Av. Corrientes 1234');
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Córdoba');
  await chooseOption(page, 'Provincia', 'CORDOBA');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('5000');
  await continueOn(page);
  await atScreen('¿Qué obra social elegís?');
  await continueOn(page);
  await atScreen('¡Listo! Ya tenemos tus respuestas');
  expect(new Set(shown).size, `each screen once: ${shown.join(' → ')}`).toBe(shown.length);
  await page.getByRole('button', { name: 'Cargar mis fotos' }).click();

  // Mi cuenta: the address the questionnaire asked, read-only; the three photos.
  await expect(page).toHaveURL(/\/micuenta$/);
  const street = page.getByRole('textbox', { name: 'Dirección' });
  await expect(street).toHaveValue('Av. Corrientes 1234');
  await expect(street).toHaveAttribute('readonly', '');
  await uploadThreePhotos(page);
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page.getByText('Estamos trabajando en tu alta')).toBeVisible();
  await expectNoAxeViolations(page);

  const taxpayer = await apiAs(baseUrl, email, password);
  const me = await taxpayer.call('getMe');
  expect(me).toMatchObject({
    estado_pago: 'ACTIVO',
    plan_id: 'plus',
    direccion: 'Av. Corrientes 1234',
    ciudad: 'Córdoba',
    provincia: 'CORDOBA',
    cp: '5000',
  });

  // The back office rejects the photos: the open home asks for them again by itself.
  const office = await backOffice(browser, baseUrl, me.user_id);
  try {
    await office.page.getByRole('button', { name: 'Borrar fotos y avisar' }).click();
    const dialog = office.page.getByRole('dialog', { name: 'Borrar fotos y avisar al usuario' });
    await dialog.getByLabel('Motivo').fill('La foto del DNI está borrosa');
    await dialog.getByRole('button', { name: 'Borrar y enviar' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Debés cargar tus fotos')).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('link', { name: /Mi cuenta|Cargar/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/micuenta$/);
    await uploadThreePhotos(page);
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page.getByText('Estamos trabajando en tu alta')).toBeVisible();

    // The back office activates the user on its own screen; the open home changes by itself.
    await office.page.reload();
    await office.page.getByRole('button', { name: 'Editar', exact: true }).click();
    await chooseOption(office.page, 'Estado del usuario', estadoUsuarioLabels.ACTIVO);
    await chooseOption(office.page, 'Estado del monotributo', estadoMonotributoLabels.ACTIVO);
    await office.page.getByLabel('Punto de venta').fill('1');
    await office.page.getByRole('button', { name: 'Guardar' }).click();
    await expect(office.page.getByText('Usuario actualizado')).toBeVisible();
  } finally {
    await office.close();
  }
  await expect(page.getByText('Estamos trabajando en tu alta')).toBeHidden({ timeout: 20_000 });
  const facturar = page.getByRole('link', { name: 'Facturar' }).first();
  await expect(facturar).toBeVisible();

  // A Factura C to a client with an e-mail, by mouse.
  await facturar.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
  await page.getByLabel('Número de documento').fill('30710916574');
  await page.getByLabel('Número de documento').blur();
  await expect(page.getByText('Cuit verificado!')).toBeVisible();
  await expect(page.getByLabel('Razón social')).toHaveValue(/EMPRESA DEMO/i);
  await page.getByLabel('Email', { exact: true }).fill(clientEmail);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Concepto ítem 1').fill('Diseño de logo');
  await page.getByLabel('Cantidad ítem 1').fill('1');
  await page.getByLabel('Precio unitario ítem 1').fill('50000');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Factura guardada como borrador')).toBeVisible();
  await page.getByRole('button', { name: 'Generar Comprobante' }).click();
  await expect(page.getByText('Factura emitida correctamente')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/facturas-emitidas$/);

  // One load of the app for the whole journey.
  expect(
    await page.evaluate(() => (window as unknown as { liquiJourney?: string }).liquiJourney),
    'the tab was never reloaded',
  ).toBe('one-load');

  // Every e-mail of the journey, read from the outbox.
  const codeMail = await mailTo(baseUrl, email, 'Tu código de verificación de Liqui');
  expect(`${codeMail.subject}\n${codeMail.text}`).toContain(code);
  const receipt = await mailTo(baseUrl, email, 'Recibimos tu pago del plan Plus');
  expect(receipt.text).toContain('Tarjeta Mastercard');
  expect(receipt.text).toContain('$ 14.990,00');
  const alta = await mailTo(baseUrl, email, 'Recibimos tus datos para el alta en Liqui');
  expect(alta.text).toContain('Valeria');
  const rejection = await mailTo(
    baseUrl,
    email,
    'Tus fotos en Liqui: necesitamos que las cargues de nuevo',
  );
  expect(rejection.text).toContain('La foto del DNI está borrosa');
  const activation = await mailTo(baseUrl, email, '¡Tu cuenta de Liqui está activa!');
  expect(activation.text).toContain('Valeria');
  expect(activation.text).toContain('20-11111111-2');
  const invoiceMail = await mailTo(baseUrl, clientEmail, /^Factura C 00001-\d{8} de /);
  expect(invoiceMail.text).toContain('$ 50.000,00');
  expect(invoiceMail.attachments).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', size: expect.any(Number) }),
  ]);
  expect(invoiceMail.attachments[0]!.size).toBeGreaterThan(1000);
  for (const mail of [receipt, alta, rejection, activation, invoiceMail]) {
    expect(mail.html, `${mail.subject} is HTML with its text part`).toContain('<html');
    expect(mail.text.length).toBeGreaterThan(40);
  }
  // The activation e-mail is the last one the taxpayer got (none before the activation).
  const subjects = await subjectsTo(baseUrl, email);
  expect(subjects.indexOf('¡Tu cuenta de Liqui está activa!')).toBe(subjects.length - 1);
});

test('the cash path and the plan notices: the ticket, its payment, then POR_VENCER and VENCIDO by e-mail', async ({
  page,
  baseURL,
}) => {
  const baseUrl = baseURL!;
  const email = await newTaxpayer(baseUrl, 'vida-efectivo');
  await logIn(page, email, { password: payerPassword, landing: /\/initial-plan\/0$/ });
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Elegir Plus' }).click();
  await page.getByText('Efectivo (Rapipago o Pago Fácil)').click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.getByRole('button', { name: 'Generar ticket de pago' }).click();
  const reference = page.getByRole('textbox', { name: 'Número de referencia' });
  await expect(reference).toHaveValue(/^\d+$/);
  const paymentId = await reference.inputValue();

  const ticket = await mailTo(baseUrl, email, 'Tu cupón de pago en Rapipago');
  expect(ticket.text).toContain(paymentId);
  expect(ticket.text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  expect(ticket.text).toContain('Plus');

  await sandboxPaymentControl(baseUrl, paymentId, 'pay');
  const receipt = await mailTo(baseUrl, email, 'Recibimos tu pago del plan Plus');
  expect(receipt.text).toContain('Efectivo en Rapipago');

  const taxpayer = await apiAs(baseUrl, email, payerPassword);
  const { user_id: userId } = await taxpayer.call('getMe');
  const admin = await adminApi(baseUrl);
  const today = argentineDateOf(new Date());
  const soon = addDays(today, 3);
  await admin.call('updateUser', { params: { userId }, body: { fecha_fin: soon } });
  const [year, month, day] = soon.split('-');
  const notice = await mailTo(baseUrl, email, `Tu plan de Liqui vence el ${day}/${month}/${year}`);
  expect(notice.text).toContain(`${day}/${month}/${year}`);
  expect((await taxpayer.call('getMe')).estado_pago).toBe('POR_VENCER');

  await admin.call('updateUser', { params: { userId }, body: { fecha_fin: addDays(today, -1) } });
  const ended = await mailTo(baseUrl, email, 'Tu plan de Liqui venció');
  expect(ended.text).toContain('Plus');
  expect((await taxpayer.call('getMe')).estado_pago).toBe('VENCIDO');
});
