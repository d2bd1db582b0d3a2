import { createApiClient } from '@liqui/api-client';
import type { Page } from '@playwright/test';
import { demoPassword, signInForAccessToken } from '../support/identity';
import { chooseOption } from '../support/invoices';
import { logIn } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Document control (issue 16 items 1, 2, 7; Spec 03 §2 "Document control", §5, §7, §8) through
 * the real stack with the demo accounts: dc@liqui.test (adminDC) signs in at /login-dc, sees the
 * statistics, creates a document type, creates a candidate and uploads a PNG for it (RECEIVED),
 * and a text file renamed .png is refused with the spec's message; analista@liqui.test
 * (analistaDC) gets 403 creating a type through the API and the screen hides the form;
 * dclite@liqui.test (adminLiteDC of Moto Express) sees only its company's candidates. Every screen
 * is axe-clean at 1280 and 390 px without sideways scroll.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function logInDc(page: Page, email: string) {
  return logIn(page, email, { path: '/login-dc', landing: /\/document-control$/ });
}

async function apiAs(baseUrl: string, email: string) {
  const token = await signInForAccessToken(baseUrl, email, demoPassword);
  return createApiClient({
    baseUrl: `${baseUrl}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      throw new Error('the e2e session expired');
    },
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens `path` at each width and checks axe and the width. */
async function checkScreen(page: Page, path: string, ready: RegExp) {
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize(desktop);
}

test.describe('document control', () => {
  test('adminDC: statistics, a new document type, a new candidate and its PNG upload', async ({
    page,
  }) => {
    // The upload of a bot-read type also starts OCR in the same server: more than 30 s when busy.
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    await logInDc(page, 'dc@liqui.test');
    await expect(page.getByRole('heading', { name: 'Control de documentos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Precisión de extracción' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Candidatos por estado' })).toBeVisible();

    // A document type with two key words.
    const typeName = `Seguro ${Date.now()}`;
    await page.goto('/document-types');
    await page.getByLabel('Nombre', { exact: true }).fill(typeName);
    const keyWord = page.getByLabel('Palabras clave');
    await keyWord.fill('poliza');
    await keyWord.press('Enter');
    await keyWord.fill('vencimiento');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('button', { name: 'Quitar poliza' })).toBeVisible();
    await page.getByRole('radio', { name: 'Required', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tipo documento creado')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Lista de tipos de documento' }).getByText(typeName),
    ).toBeVisible();

    // A candidate.
    const numberDoc = String(40_000_000 + (Date.now() % 9_000_000));
    await page.goto('/candidates');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Nro. Documento es requerido')).toBeVisible();
    await expect(page.getByText('Teléfono es requerido')).toBeVisible();
    await page.getByLabel('Nro. Documento').fill(numberDoc);
    await page.getByLabel('Apellido').fill('Prueba');
    await page.getByLabel('Teléfono').fill('+5491155550123');
    await chooseOption(page, 'Empresa', 'Envíos Ya S.A.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Candidato actualizado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documentos del candidato' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByLabel('Nro. Documento').fill(numberDoc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('rowheader', { name: numberDoc })).toBeVisible();

    // Upload: a PNG is RECEIVED, a text file renamed .png is refused.
    await page.goto('/upload-document');
    await chooseOption(page, 'Candidato', `${numberDoc} · Prueba`);
    await chooseOption(page, 'Tipo de documento', typeName);
    await page.locator('[data-document-file]').setInputFiles({
      name: 'licencia.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await expect(page.getByText('Documento subido (Recibido)')).toBeVisible();
    await page.locator('[data-document-file]').setInputFiles({
      name: 'falso.png',
      mimeType: 'image/png',
      buffer: Buffer.from('esto no es una imagen'),
    });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await expect(
      page.getByText('Solo puedes subir documentos en formato JPG/PNG/PDF'),
    ).toBeVisible();

    await page.goto('/documents');
    await expect(page.getByRole('cell', { name: numberDoc }).first()).toBeVisible();
  });

  test('analistaDC: 403 creating a document type, and no type form on screen', async ({
    page,
    baseURL,
  }) => {
    const api = await apiAs(baseURL ?? '', 'analista@liqui.test');
    const refused = await api
      .call('saveDocumentType', {
        body: { name: 'X', key_words: '{"a":""}', botRequired: false, arnId: null },
      })
      .then(
        () => 0,
        (error: { status?: number }) => error.status ?? -1,
      );
    expect(refused).toBe(403);
    await logInDc(page, 'analista@liqui.test');
    await page.goto('/document-types');
    await expect(page.getByRole('heading', { name: 'Tipos Documento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alta Tipo Documento:' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  });

  test('adminLiteDC sees only its company’s candidates', async ({ page, baseURL }) => {
    const api = await apiAs(baseURL ?? '', 'dclite@liqui.test');
    const { candidates } = await api.call('listCandidates', { query: { limit: 100 } });
    expect(candidates.length).toBeGreaterThan(0);
    expect(new Set(candidates.map((candidate) => candidate.company_id))).toEqual(
      new Set(['moto-express']),
    );
    await logInDc(page, 'dclite@liqui.test');
    await page.goto('/candidates');
    await expect(page.getByRole('rowheader', { name: '30111222' })).toBeVisible();
    // Envíos Ya's demo candidate is not listed.
    await expect(page.getByRole('rowheader', { name: '31222333' })).toHaveCount(0);
  });

  for (const [path, heading] of [
    ['/document-control', /^Control de documentos$/],
    ['/candidates', /^Candidatos$/],
    ['/documents', /^Documentos$/],
    ['/document-types', /^Tipos de documento$/],
    ['/upload-document', /^Subir documento$/],
  ] as const) {
    test(`${path} is axe-clean at 1280 and 390 px, without sideways scroll`, async ({ page }) => {
      await logInDc(page, 'dc@liqui.test');
      await checkScreen(page, path, heading);
    });
  }
});
