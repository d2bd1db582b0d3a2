import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createCandidate } from '../support/document-control';
import { chooseOption } from '../support/invoices';
import { logIn } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The extraction bot and the document editor (issue 16 items 3, 4, 5; Spec 03 §2 "Document
 * editor", §4 "Document editor behaviour", §5 "Document editor", §8) through the real stack:
 * dc@liqui.test creates a candidate and uploads a generated DNI image of the corpus
 * (`e2e/fixtures/document-control/`) as the demo's botRequired 'DNI frente'; the server's worker
 * reads it by OCR and the documents list shows it EXTRACTED within a minute; the editor shows the
 * number and names with the bot's confidence; saving with a required field emptied says
 * '{label} es requerido' and sends nothing; approving works (Aprobado after a reload), and the
 * candidate takes the names; a PDF with a text layer is extracted too; 'Volver' goes back to the
 * list. A candidate whose number is a CUIT shows its situation in the ARCA simulator's padrón, a
 * DNI says 'Sin CUIT'. The editor and the candidate page are axe-clean at 1280 and 390 px.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const corpus = new URL('../fixtures/document-control/', import.meta.url);

type ManifestFile = { file: string; expected: Record<string, string> };
const manifest = JSON.parse(readFileSync(new URL('manifest.json', corpus), 'utf8')) as {
  files: ManifestFile[];
};
const expectedOf = (file: string) => {
  const entry = manifest.files.find((each) => each.file === file);
  if (!entry) throw new Error(`${file} is not in the corpus`);
  return entry.expected;
};

function logInDc(page: Page, email: string) {
  return logIn(page, email, { path: '/login-dc', landing: /\/document-control$/ });
}

/** Uploads a corpus file for the candidate as 'DNI frente' (botRequired in the demo data). */
async function uploadDni(page: Page, candidateLabel: string, file: string) {
  await page.goto('/upload-document');
  await chooseOption(page, 'Candidato', candidateLabel);
  await chooseOption(page, 'Tipo de documento', 'DNI frente');
  await page.locator('[data-document-file]').setInputFiles(new URL(file, corpus).pathname);
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Documento subido (Recibido)')).toBeVisible();
}

/**
 * Polls /documents (reloading, as a person would) until the newest document of `numberDoc`
 * reaches 'Extraído', and opens it with 'Abrir'.
 */
async function openWhenExtracted(page: Page, numberDoc: string) {
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
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  await row()
    .getByRole('link', { name: /^Abrir documento/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Editar documento', level: 1 })).toBeVisible();
}

test.describe('the extraction bot and the document editor', () => {
  test('a DNI image is extracted, reviewed in the editor and approved; a text PDF too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    await logInDc(page, 'dc@liqui.test');

    const numberDoc = String(40_000_000 + (Date.now() % 9_000_000));
    await createCandidate(page, numberDoc);
    // A DNI is no CUIT: the padrón card says so.
    await expect(page.getByText('Sin CUIT')).toBeVisible();

    // The DNI image, read by the bot.
    const dni = expectedOf('dni-1-clean.png');
    await uploadDni(page, `${numberDoc} · Prueba`, 'dni-1-clean.png');
    await openWhenExtracted(page, numberDoc);
    await expect(page.getByRole('img', { name: 'DNI frente' })).toBeVisible();
    await expect(page.getByLabel('Número de documento', { exact: true })).toHaveValue(
      dni.numero_documento ?? '',
    );
    await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue(dni.apellido ?? '');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(dni.nombre ?? '');
    await expect(page.getByText(/^Leído por el bot · \d+ %/)).toHaveCount(3);

    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize(desktop);

    // An emptied required field: the first error only, and nothing is sent.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/cd/cddocument/')) {
        saves.push(request.url());
      }
    });
    await page.getByLabel('Número de documento', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Número de documento es requerido')).toBeVisible();
    expect(saves).toEqual([]);

    // Approve.
    await page.getByLabel('Número de documento', { exact: true }).fill(dni.numero_documento ?? '');
    await chooseOption(page, 'Estado', 'Aprobado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Documento actualizado')).toBeVisible();
    expect(saves).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Editar documento', level: 1 })).toBeVisible();
    // After the reload the form holds what the server stored.
    await expect(page.getByRole('button', { name: 'Aprobado Estado' })).toBeVisible();

    // The candidate took the names the document holds.
    await page.goto('/candidates');
    await page.getByLabel('Nro. Documento').fill(numberDoc);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const candidateRow = page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: numberDoc }),
    });
    await expect(candidateRow).toContainText(dni.apellido ?? '');
    await expect(candidateRow).toContainText(dni.nombre ?? '');

    // A PDF with a text layer: extracted, its page shown as an image.
    const pdf = expectedOf('dni-2-text.pdf');
    await uploadDni(page, `${numberDoc} · ${dni.apellido} · ${dni.nombre}`, 'dni-2-text.pdf');
    await openWhenExtracted(page, numberDoc);
    await expect(page.getByRole('img', { name: 'DNI frente, página 1' })).toBeVisible();
    await expect(page.getByLabel('Número de documento', { exact: true })).toHaveValue(
      pdf.numero_documento ?? '',
    );
    await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue(pdf.apellido ?? '');
    // 'Volver': back to the list it was opened from.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test('a candidate whose number is a CUIT shows its situation in ARCA’s padrón', async ({
    page,
  }) => {
    await logInDc(page, 'dc@liqui.test');
    // The simulator's demo company (IVA responsable inscripto).
    await createCandidate(page, '30710916574');
    const padron = page.getByRole('region', { name: 'Situación fiscal (ARCA)' });
    await expect(padron).toContainText('30-71091657-4');
    await expect(padron).toContainText('EMPRESA DEMO S.A.');
    await expect(padron).toContainText('Responsable inscripto');
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
  });
});
