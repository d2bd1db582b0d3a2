import { readFileSync } from 'node:fs';
import { createCandidate } from '../support/document-control';
import { chooseOption } from '../support/invoices';
import { logIn } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Issue 27 "Acceptance": a licence photographed turned a quarter, on a busy surface, is uploaded
 * through the real stack as the demo's botRequired 'Licencia de conducir' (key words apellido,
 * nombre, expirationDate, categoria: the licence prints 'Clase'); the server's bot turns it
 * upright in the heavy-work pool, reads it, and the editor shows every field right; its
 * 'Historial' says the bot turned the image 90° before reading it. And a document type's key word
 * takes the labels its documents print as synonyms in 'Tipos Documento'. The corpus file is
 * `e2e/fixtures/document-control/licencia-w02-photo-rotated.jpg` (`scripts/generate-dc-corpus.mjs`:
 * photographed at 270°, so it reads upright turned 90°).
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const corpus = new URL('../fixtures/document-control/', import.meta.url);
const file = 'licencia-w02-photo-rotated.jpg';

const manifest = JSON.parse(readFileSync(new URL('manifest.json', corpus), 'utf8')) as {
  files: Array<{ file: string; expected: Record<string, string>; degrees?: number }>;
};
const entry = manifest.files.find((each) => each.file === file);
if (!entry) throw new Error(`${file} is not in the corpus`);
const expected = entry.expected;
/** The turn that reads the photo upright: it was taken at `degrees` clockwise. */
const correction = (360 - (entry.degrees ?? 0)) % 360;

test.describe('document extraction a desk can trust (issue 27)', () => {
  test('a licence photographed turned a quarter is read upright, its fields right, the turn in its history', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await logIn(page, 'dc@liqui.test', { path: '/login-dc', landing: /\/document-control$/ });
    const numberDoc = String(40_000_000 + (Date.now() % 9_000_000));
    await createCandidate(page, numberDoc);

    await page.goto('/upload-document');
    await chooseOption(page, 'Candidato', `${numberDoc} · Prueba`);
    await chooseOption(page, 'Tipo de documento', 'Licencia de conducir');
    await page.locator('[data-document-file]').setInputFiles(new URL(file, corpus).pathname);
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await expect(page.getByText('Documento subido (Recibido)')).toBeVisible();

    // The documents list, reloaded as a person would, until the bot has read it.
    const row = () =>
      page
        .getByRole('table', { name: 'Lista de documentos' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: numberDoc, exact: true }) })
        .first();
    await page.goto('/documents');
    await expect(async () => {
      await page.reload();
      await expect(row()).toContainText('Extraído', { timeout: 2_000 });
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
    await row()
      .getByRole('link', { name: /^Abrir documento/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Editar documento', level: 1 })).toBeVisible();

    await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue(expected.apellido ?? '');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(expected.nombre ?? '');
    await expect(page.getByLabel('Fecha de vencimiento', { exact: true })).toHaveValue(
      expected.fecha_vencimiento ?? '',
    );
    await expect(page.getByLabel('Categoría', { exact: true })).toHaveValue(
      expected.categoria ?? '',
    );

    const history = page.getByRole('list', { name: 'Historial del documento' });
    await expect(history).toContainText('Subido por dc@liqui.test');
    await expect(history).toContainText('El bot lo clasificó como «Licencia de conducir»');
    await expect(history).toContainText(`Imagen girada ${correction}°`);
    await expect(history).toContainText('El bot leyó todos los datos');

    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
  });

  test('a document type’s key word names the labels its documents print (issue 27 item 4)', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await logIn(page, 'dc@liqui.test', { path: '/login-dc', landing: /\/document-control$/ });
    const typeName = `Licencia profesional ${Date.now()}`;
    await page.goto('/document-types');
    await page.getByLabel('Nombre', { exact: true }).fill(typeName);
    const keyWord = page.getByLabel('Palabras clave');
    await keyWord.fill('categoria');
    await keyWord.press('Enter');
    const synonyms = page.getByLabel('Sinónimos de categoria');
    // The hint says which labels the bot already looks for: the licence prints 'Clase'.
    await expect(page.getByText(/El bot ya busca: .*CLASE/)).toBeVisible();
    await synonyms.fill('Cat. habilitada, Tipo');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tipo documento creado')).toBeVisible();
    await page.getByRole('button', { name: `Editar ${typeName}` }).click();
    await expect(page.getByLabel('Sinónimos de categoria')).toHaveValue('Cat. habilitada, Tipo');
  });
});
