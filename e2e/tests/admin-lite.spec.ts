import { readFile } from 'node:fs/promises';
import { formatCuit, parseInvoiceQrUrl } from '@liqui/domain';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  confirmBatch,
  download,
  expectBatchPreview,
  fillNewBatch,
  zipEntries,
} from '../support/batches';
import { issuedCuit } from '../support/cuit';
import { demoPassword, signInForAccessToken } from '../support/identity';
import { readInvoicePdf } from '../support/invoice-pdf';
import { logIn } from '../support/log-in';
import { expect, expectAxeAtBothWidths, test } from '../support/test';

/**
 * The company (admin lite) tools of issue 15 items 1, 2 and 7 as the demo company
 * empresa@liqui.test uses them: a CSV of 20 collaborators (2 with errors shown by row, the 18
 * valid marked) uploaded with an answer per row, uploaded again without creating anything twice;
 * the dashboard lists them with text and status filters and writes usuarios.csv of the filtered
 * rows; another company's relationships are refused by the API; /personal-data edits and saves.
 * Axe clean at 1280 and 390 px on each screen.
 */

const companyEmail = 'empresa@liqui.test';
const companyCuit = '30710916574';
/** The demo app company (aplicaciones@liqui.test): another company's CUIT. */
const otherCompanyCuit = '30711067074';

/** A run-unique tag, so the collaborators of one run are told apart on a reused server. */
const run = `${Date.now().toString(36)}`;
const surname = (index: number) => `Colab${run}${String(index).padStart(2, '0')}`;

/** A run-unique CUIT ARCA could issue for collaborator `index` (20-…, digits from the clock). */
function cuitOf(index: number): string {
  return issuedCuit('20', runSeed * 100 + index);
}
const runSeed = Date.now() % 1_000_000;

/**
 * 20 collaborators in the CSV's own spelling (mixed-case headers, an empty line in the middle):
 * row 7 has no name, row 13 a phone without country code.
 */
function collaboratorsCsv(): string {
  const lines = ['Nombre,Apellido,Email,Telefono,Ciudad,CUIT'];
  for (let index = 1; index <= 20; index += 1) {
    const nombre = index === 7 ? '' : `Nombre${index}`;
    const telefono = index === 13 ? '1155550013' : `+54911555500${String(index).padStart(2, '0')}`;
    lines.push(
      `${nombre},${surname(index)},colab${index}-${run}@liqui.test,${telefono},Rosario,${cuitOf(index)}`,
    );
    if (index === 10) lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

async function logInAsCompany(page: Page) {
  await logIn(page, companyEmail, { landing: /\/admin-lite$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
}

/** Clicks a download button and parses the CSV it downloads as an es-AR Excel reads it (`;`). */
async function downloadCsv(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: ';',
    skipEmptyLines: true,
  });
  return { name: file.suggestedFilename(), rows: parsed.data };
}

/**
 * Ticks a checkbox as a keyboard user does (focus, Space): the kit keeps the native input
 * visually hidden under its label, so Playwright's `check()` cannot click it.
 */
async function tick(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** 'Upload batch', confirmed in its dialog ('Subir usuarios'; issue 24 item 2). */
async function uploadBatch(page: Page) {
  await page.getByRole('button', { name: 'Upload batch' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Subir los usuarios?' });
  await dialog.getByRole('button', { name: 'Subir usuarios' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('status').filter({ hasText: 'Lote procesado' });
}

test.describe('the company tools', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('bulk collaborators: errors by row, only valid rows marked, an answer per row, nothing twice', async ({
    page,
  }) => {
    await logInAsCompany(page);
    await expectAxeAtBothWidths(page);
    await page.getByRole('link', { name: 'Gestión de usuarios' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestión de usuarios' }),
    ).toBeVisible();
    const uploadButton = page.getByRole('button', { name: 'Upload batch' });
    await expect(uploadButton).toBeDisabled();
    await expectAxeAtBothWidths(page);

    await page.locator('input[data-users-batch-csv]').setInputFiles({
      name: 'colaboradores.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(collaboratorsCsv()),
    });
    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
    const table = page.getByRole('table', { name: 'Usuarios a cargar' });
    await expect(table.getByText('El nombre es requerido en fila 7')).toBeVisible();
    await expect(
      table.getByText('El número de télefono debe tener código de pais (ej. +54) en fila 13'),
    ).toBeVisible();
    await expect(page.getByText('18 marcadas de 20 filas')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Procesar la fila 7' })).not.toBeChecked();
    await expect(table.getByRole('checkbox', { name: 'Procesar la fila 7' })).toBeDisabled();
    await expect(table.getByRole('checkbox', { name: 'Procesar la fila 13' })).not.toBeChecked();
    await expect(table.getByRole('checkbox', { name: 'Procesar la fila 12' })).toBeChecked();
    await expect(uploadButton).toBeEnabled();
    await expectAxeAtBothWidths(page);

    const summary = await uploadBatch(page);
    await expect(summary).toContainText(
      'Creados: 18 · Vinculados: 0 · Ya vinculados: 0 · Rechazados: 0',
      { timeout: 60_000 },
    );
    await expect(page.getByRole('progressbar', { name: 'Progreso de la carga' })).toHaveAttribute(
      'aria-valuetext',
      /18 de 18/,
    );
    await expect(table.getByText('Creado', { exact: true })).toHaveCount(18);
    await expectAxeAtBothWidths(page);

    const again = await uploadBatch(page);
    await expect(again).toContainText(
      'Creados: 0 · Vinculados: 0 · Ya vinculados: 18 · Rechazados: 0',
      { timeout: 60_000 },
    );
    await expect(table.getByText('Ya vinculado', { exact: true })).toHaveCount(18);
  });

  test('an invoice batch for them: the 2 bad rows refused by row, the 18 others EMITTED with a CAE, the CSV export and a ZIP whose PDFs’ QR codes are the vouchers', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await logInAsCompany(page);
    await page.getByRole('link', { name: 'Facturación masiva' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Facturación masiva' })).toBeVisible();
    // One invoice per collaborator that was uploaded (rows 7 and 13 were not), point of sale 2;
    // row 5 names a CUIT that is no collaborator, row 9 has no amount.
    const lines = ['cuit_emisor,tipo_factura,concepto1,monto1,punto_venta'];
    const uploaded = [...Array(20).keys()]
      .map((index) => index + 1)
      .filter((i) => i !== 7 && i !== 13);
    for (const [position, index] of uploaded.entries()) {
      lines.push(`${cuitOf(index)},C,Repartos ${surname(index)},${10_000 + position * 100},2`);
    }
    lines.splice(5, 0, `${cuitOf(99)},C,Fuera de la empresa,5000,2`);
    lines.splice(9, 0, `${cuitOf(1)},C,Sin monto,,2`);
    const name = `Lote colaboradores ${run}`;
    const start = await fillNewBatch(page, { name, csv: `${lines.join('\n')}\n` });
    const rows = page.getByRole('table', { name: 'Filas del lote' });
    await expect(rows.getByText(/^Fila 9: /)).toBeVisible();
    await expect(page.getByText('20 filas · 19 para procesar · 1 con errores')).toBeVisible();
    await expectAxeAtBothWidths(page);
    await start.click();

    // The preview (issue 24 item 2): the server refuses the non-collaborator by row; row 9 was
    // not sent; 18 invoices, confirmed; then the progress bar reaches 18 of 18.
    await expectBatchPreview(page, '18 facturas por $ 195.300,00 · 2 filas rechazadas');
    const refused = page.getByRole('table', { name: 'Filas rechazadas' });
    await expect(
      refused.getByText('Fila 5: el CUIT emisor no es colaborador de la empresa'),
    ).toBeVisible();
    await expect(refused.getByText(/^Fila 9: /)).toBeVisible();
    await expectAxeAtBothWidths(page);
    await confirmBatch(page, 'Se emitirán 18 facturas por $ 195.300,00. No se puede deshacer.');
    const progress = page.getByRole('progressbar', { name: 'Avance del lote' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', '18 de 18 procesadas', {
      timeout: 180_000,
    });
    await expect(page.getByText('Aprobadas 18 · Rechazadas 0')).toBeVisible();
    await expectAxeAtBothWidths(page);

    const csv = await download(page, page.getByRole('button', { name: 'Descargar CSV' }));
    // Written for an es-AR Excel (issue 24 item 8): `;`, CUIT with dashes, 'Emitida'.
    const text = (await readFile(csv.path!, 'utf8')).replace(/^\uFEFF/, '');
    const exported = Papa.parse<Record<string, string>>(text, {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    for (const row of exported) row.userCuit = (row.userCuit ?? '').replace(/-/g, '');
    expect(exported).toHaveLength(18);
    expect(new Set(exported.map((row) => row.userCuit))).toEqual(new Set(uploaded.map(cuitOf)));
    for (const row of exported) {
      expect(row).toMatchObject({ batchName: name, estado: 'Emitida', puntoVenta: '2' });
      expect(row.cae).toMatch(/^\d{14}$/);
    }
    await page.getByRole('button', { name: 'Volver a tabla de Lotes' }).click();

    const list = page.getByRole('table', { name: 'Lotes de facturación' });
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    const zip = await download(page, list.getByRole('button', { name: `ZIP del lote ${name}` }));
    const pdfs = [...(await zipEntries(zip.path!)).values()];
    expect(pdfs).toHaveLength(18);
    const byCae = new Map(exported.map((row) => [row.cae, row]));
    for (const pdf of pdfs) {
      const { qrText } = await readInvoicePdf(pdf);
      const qr = parseInvoiceQrUrl(qrText ?? '');
      const row = byCae.get(qr?.codAut ?? '');
      expect(row, `QR ${qrText}`).toBeDefined();
      expect(qr).toMatchObject({
        cuit: row!.userCuit,
        ptoVta: 2,
        tipoCmp: 11,
        nroCmp: Number(row!.nroDeComprobante),
        nroDocRec: companyCuit,
      });
      byCae.delete(qr!.codAut);
    }
    expect(byCae.size).toBe(0);
  });

  test('the dashboard lists them, filters by text and by status, and writes usuarios.csv of the filtered rows', async ({
    page,
  }) => {
    await logInAsCompany(page);
    const table = page.getByRole('table', { name: 'Usuarios de la empresa' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usuarios activos' })).toBeVisible();
    // Five rows per page by default (Spec 03 §2).
    await expect(table.getByRole('row')).toHaveCount(1 + 5);
    await expectAxeAtBothWidths(page);

    // Text filter: the run's surnames (18 uploaded).
    await page.getByRole('textbox', { name: 'Apellido' }).fill(`Colab${run}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('18 usuarios con estos filtros')).toBeVisible();
    await page.getByRole('textbox', { name: 'Apellido' }).fill(surname(12));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('1 usuario con estos filtros')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`colab12-${run}@liqui.test`);
    await expect(table).toContainText('Incompleto');
    const one = await downloadCsv(
      page,
      page.getByRole('button', { name: 'Descargar usuarios.csv' }),
    );
    expect(one.name).toBe('usuarios.csv');
    expect(one.rows).toHaveLength(1);
    expect(one.rows[0]).toMatchObject({
      CUIT: formatCuit(cuitOf(12)),
      Email: `colab12-${run}@liqui.test`,
      Apellido: surname(12),
      Nombre: 'Nombre12',
      Teléfono: "'+5491155550012",
      Estado: 'Incompleto',
    });

    // Status filter: the new collaborators are INCOMPLETO, none ACTIVO.
    await page.getByRole('textbox', { name: 'Apellido' }).fill(`Colab${run}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await tick(page, 'Activo');
    await expect(page.getByText('0 usuarios con estos filtros')).toBeVisible();
    await expect(table).toContainText('No hay usuarios con estos filtros.');
    await tick(page, 'Incompleto');
    await expect(page.getByText('18 usuarios con estos filtros')).toBeVisible();
    const filtered = await downloadCsv(
      page,
      page.getByRole('button', { name: 'Descargar usuarios.csv' }),
    );
    expect(filtered.rows.map((row) => row.Apellido).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1)
        .filter((index) => index !== 7 && index !== 13)
        .map(surname)
        .sort(),
    );
    expect(filtered.rows.every((row) => row.Estado === 'Incompleto')).toBe(true);
    // The Edit button stays disabled (Spec 03 §2).
    await expect(table.getByRole('button', { name: /^Editar / }).first()).toBeDisabled();
    await expectAxeAtBothWidths(page);
  });

  test('a company cannot read another company’s relationships (403)', async ({ baseURL }) => {
    const token = await signInForAccessToken(baseURL!, companyEmail, demoPassword);
    const read = (cuit: string, what = 'users') =>
      fetch(`${baseURL}/api/root/admindashboard/relationship/${what}/${cuit}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await read(companyCuit)).status).toBe(200);
    expect((await read(otherCompanyCuit)).status).toBe(403);
    expect((await read(otherCompanyCuit, 'stats')).status).toBe(403);
  });

  test('/personal-data edits and saves the company’s own data', async ({ page }) => {
    await logInAsCompany(page);
    await page.getByRole('link', { name: 'Datos personales' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    const city = page.getByRole('textbox', { name: 'Localidad' });
    await expect(city).not.toHaveValue('');
    await expectAxeAtBothWidths(page);
    const razonSocial = page.getByRole('textbox', { name: 'Razón social' });
    const previous = await razonSocial.inputValue();
    await razonSocial.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Razon social requerida')).toBeVisible();
    await razonSocial.fill(previous);
    await city.fill(`Rosario ${run}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Empresa actualizada')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Localidad' })).toHaveValue(`Rosario ${run}`);
    await expectAxeAtBothWidths(page);
  });
});
