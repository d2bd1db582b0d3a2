import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  callIdentity,
  demoPassword,
  readCodeFromOutbox,
  signInForAccessToken,
  signUpViaIdentity,
} from '../support/identity';
import { logIn as logInThrough } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * My account (issue 12 items 6–8; spec 02 §2 "My account", §4 "Account", §5, §8): edit the
 * phone, upload the photos (type checked by content on the server, 5 MB limit), a second user
 * cannot read them, the cancel request with its confirmation, and the lite variant without it.
 * Each journey uses a user it signs up itself, so the demo taxpayer other journeys rely on keeps
 * its data and its statuses.
 */

const password = 'Clave-Segura-2026';

/** Signs up and confirms a new taxpayer; returns its e-mail. */
async function newTaxpayer(baseUrl: string, prefix: string): Promise<string> {
  const email = `${prefix}.${randomUUID()}@example.com`;
  await signUpViaIdentity(baseUrl, { email, password, givenName: 'Lucía', familyName: 'Gómez' });
  const { code } = await readCodeFromOutbox(baseUrl, email);
  await callIdentity(baseUrl, 'ConfirmSignUp', { Username: email, ConfirmationCode: code });
  return email;
}

function logIn(page: Page, email: string, secret = password): Promise<void> {
  return logInThrough(page, email, { password: secret });
}

async function openAccount(page: Page, path = '/micuenta'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByLabel('Teléfono')).toBeVisible();
}

/** A valid PNG of `width` × 1 grey pixels (built here: signature, IHDR, IDAT, IEND). */
function makePng(width = 1): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks `file` in the chooser that the photo button `name` opens. */
async function choosePhoto(
  page: Page,
  name: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name }).click();
  await (await chooser).setFiles(file);
}

test.describe('my account', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the phone is edited, saved and still there after a reload; axe at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'cuenta');
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, email);
    await openAccount(page);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Nombre')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Teléfono')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Teléfono').fill('');
    await page.getByLabel('CUIT').fill('20-11111111-3');
    await page.getByLabel('Clave fiscal', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Telefono requerido')).toBeVisible();
    await expect(page.getByText('CUIT invalido')).toBeVisible();
    await expect(
      page.getByText('La clave fiscal debe tener entre 6 y 20 caracteres'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Teléfono').fill('+5493515550000');
    await page.getByLabel('CUIT').fill('20-11111111-2');
    await page.getByLabel('Clave fiscal', { exact: true }).fill('MiClave2026');
    await expect(page.getByLabel('Clave fiscal', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await page.getByRole('button', { name: 'Mostrar clave fiscal' }).click();
    await expect(page.getByLabel('Clave fiscal', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Teléfono')).toHaveValue('+5493515550000');
    await expect(page.getByLabel('CUIT')).toHaveValue('20-11111111-2');
    await expect(page.getByLabel('Clave fiscal', { exact: true })).toHaveValue('MiClave2026');

    await page.setViewportSize({ width: 390, height: 844 });
    await openAccount(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('micuenta-390.png'), fullPage: true });
  });

  test('photos: a PNG is uploaded and its button disabled; the type is read from the content; 6 MB is refused; another user cannot read it', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'fotos');
    await logIn(page, email);
    await openAccount(page);

    await choosePhoto(page, 'Cargar Foto de tu rostro', {
      name: 'rostro.png',
      mimeType: 'image/png',
      buffer: makePng(4),
    });
    await expect(page.getByText('Foto Cargada con Exito')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Foto de tu rostro cargada' })).toBeDisabled();

    // A PNG renamed .jpg with a script appended: its content is an image, so it passes.
    await choosePhoto(page, 'Cargar DNI frente', {
      name: 'dni.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([makePng(2), Buffer.from('<script>alert(1)</script>')]),
    });
    await expect(page.getByRole('button', { name: 'DNI frente cargada' })).toBeDisabled();

    // A text file renamed .jpg: the server reads its content and refuses it.
    await choosePhoto(page, 'Cargar DNI dorso', {
      name: 'dorso.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<script>alert("no soy una imagen")</script>\n'.repeat(10)),
    });
    await expect(page.getByText('Solo puedes subir imágenes en formato JPG/PNG!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cargar DNI dorso' })).toBeEnabled();

    // A 6 MB image.
    await choosePhoto(page, 'Cargar DNI dorso', {
      name: 'dorso.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([makePng(1), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await expect(page.getByText('La imagen debe ser menor de 5MB!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cargar DNI dorso' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('micuenta-fotos.png'), fullPage: true });

    // The server refuses the 6 MB body too (a client that skips the browser's check).
    const ownerToken = await signInForAccessToken(baseURL!, email, password);
    const big = await fetch(`${baseURL}/api/root/users/me/photos/foto_dni_tr`, {
      method: 'PUT',
      headers: { Authorization: ownerToken, 'Content-Type': 'image/png' },
      body: Buffer.concat([makePng(1), Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: 'La imagen debe ser menor de 5MB!' });

    // The owner reads the photo; a second user cannot.
    const me = (await (
      await fetch(`${baseURL}/api/root/users/me`, { headers: { Authorization: ownerToken } })
    ).json()) as { user_id: string; foto_rostro: boolean };
    expect(me.foto_rostro).toBe(true);
    const photoUrl = `${baseURL}/api/root/users/${me.user_id}/photos/foto_rostro`;
    const own = await fetch(photoUrl, { headers: { Authorization: ownerToken } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    const otherEmail = await newTaxpayer(baseURL!, 'otro');
    const otherToken = await signInForAccessToken(baseURL!, otherEmail, password);
    const stolen = await fetch(photoUrl, { headers: { Authorization: otherToken } });
    expect(stolen.status).toBe(403);
    const anonymous = await fetch(photoUrl);
    expect(anonymous.status).toBe(401);
  });

  test('the cancel request asks first, then says "Solicitud de Baja enviada"', async ({
    page,
    baseURL,
  }) => {
    const email = await newTaxpayer(baseURL!, 'baja');
    await logIn(page, email);
    await openAccount(page);
    await page.getByRole('button', { name: 'Solicitar baja' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Solicitar la baja?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Solicitar baja' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Solicitar la baja?' })
      .getByRole('button', { name: 'Solicitar baja' })
      .click();
    await expect(page.getByText('Solicitud de Baja enviada')).toBeVisible();
    await expect(page.getByText('Ya pediste la baja del servicio')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar baja' })).toHaveCount(0);

    const token = await signInForAccessToken(baseURL!, email, password);
    const me = await (
      await fetch(`${baseURL}/api/root/users/me`, { headers: { Authorization: token } })
    ).json();
    expect(me).toMatchObject({
      baja: true,
      estado_usuario: 'BAJA_PROGRAMADA',
      estado_monotributo: 'HACER_BAJA',
    });
  });

  test('the lite user’s account has no cancel option, and the server refuses it; axe at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'lite@liqui.test', demoPassword);
    await expect(page).toHaveURL(/\/user-lite$/);
    await openAccount(page, '/micuenta-lite');
    await expect(page.getByRole('heading', { name: 'Fotos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar baja' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    const token = await signInForAccessToken(baseURL!, 'lite@liqui.test', demoPassword);
    const refused = await fetch(`${baseURL}/api/root/users/me`, {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ baja: true }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Los usuarios lite no pueden solicitar la baja del servicio',
    });
  });
});
