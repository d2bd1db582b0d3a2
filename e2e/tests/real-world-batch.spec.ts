import { readFile } from 'node:fs/promises';
import { addDays, argentineDateOf, formatCuit, formatDate } from '@liqui/domain';
import type { Page } from '@playwright/test';
import { download, fillNewBatch } from '../support/batches';
import { issuedCuit } from '../support/cuit';
import { demoPassword } from '../support/identity';
import { logIn } from '../support/log-in';
import { apiAs } from '../support/payments';
import { findStoredText } from '../support/stored-text';
import { expect, expectAxeAtBothWidths, testWithStoredData as test } from '../support/test';

// Its own worker, so its own server: the last test stops it (see `testWithStoredData`).
test.use({ storedDataOwner: 'real-world-batch' });

/**
 * Real-world files (issue 24 items 1–5, 7 and 9) at /load-invoices-batch, the company's invoice
 * batch importer, through the real stack on a server whose data directory is read at the end:
 *
 * - the demo company (empresa@liqui.test) imports a file as a Spanish Excel writes it with "CSV
 *   (delimitado por comas)": real Windows-1252 bytes, `;`, CRLF, typed Spanish headers ('CUIT
 *   emisor', 'Tipo de factura', 'Concepto 1', 'Monto 1', 'Fecha de factura', 'Punto de venta'),
 *   the concept 'Diseño gráfico', the amount `15.000` (ARS 15,000) and yesterday as `dd/mm/aaaa`;
 * - 'Iniciar lote' stages the rows and shows the preview, the server's reading: 'Archivo leído
 *   como Windows-1252', the issuer with its CUIT, `$ 15.000,00`, the dates as `dd/mm/aaaa`, the
 *   count and the total; 'Volver' finds the form as it was; by keyboard the preview is confirmed
 *   ('Se emitirá 1 factura por $ 15.000,00. No se puede deshacer.');
 * - the invoice is emitted with a CAE, and through the API its total is 15000 and its concept
 *   'Diseño gráfico';
 * - a file with ambiguous amounts (`1.234,567`, `15,000.00`) is refused by row and column, with a
 *   caution instead of the success message; the importer's template downloads and reads back;
 * - afterwards no stored text of the server holds U+FFFD.
 *
 * Axe runs at 1280 and 390 px on the preview and on the confirmation dialog.
 */

const companyEmail = 'empresa@liqui.test';
const companyCuit = '30710916574';
const companyName = 'Empresa Demo S.A.';

/** A run-unique tag (a server is fresh per worker, but names must not collide on a rerun). */
const run = Date.now().toString(36);
const batchName = `Lote diseño ${run}`;

/** A run-unique CUIT of a person (27-…) that ARCA could issue, digits from the clock. */
function runCuit(): string {
  return issuedCuit('27', (Date.now() % 100_000) * 100 + 7);
}

/** The issuer: a new collaborator of the company, with no voucher yet. */
const issuer = {
  nombre: 'Begoña',
  apellido: 'Ibáñez',
  email: `begona.disenio.${run}@colab.test`,
  cuit: runCuit(),
};

const today = argentineDateOf(new Date());
const yesterday = addDays(today, -1);

/** The header line as a person types it in the spreadsheet (issue 24 item 5). */
const typedHeaders =
  'CUIT emisor;Tipo de factura;Concepto 1;Monto 1;Fecha de factura;Punto de venta';

/** A text as Windows-1252 bytes (what Excel's "CSV (delimitado por comas)" writes in Spanish). */
function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in cp1252: ${char}`);
      return code;
    }),
  );
}

/** The file: one invoice of ARS 15,000 for 'Diseño gráfico', dated yesterday. */
const typedFile = windows1252(
  [
    typedHeaders,
    `${formatCuit(issuer.cuit)};C;Diseño gráfico;15.000;${formatDate(yesterday)};3`,
    '',
  ].join('\r\n'),
);

/** The same file with amounts an es-AR reader cannot read one way only. */
const ambiguousFile = windows1252(
  [
    typedHeaders,
    `${formatCuit(issuer.cuit)};C;Diseño gráfico;1.234,567;${formatDate(yesterday)};3`,
    `${formatCuit(issuer.cuit)};C;Diseño gráfico;15,000.00;${formatDate(yesterday)};3`,
    '',
  ].join('\r\n'),
);

async function openBatches(page: Page) {
  await logIn(page, companyEmail, { landing: /\/admin-lite$/ });
  await page.getByRole('link', { name: 'Facturación masiva' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación masiva' })).toBeVisible();
}

test.describe('an invoice batch from a real-world file (issue 24)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async ({ baseURL }) => {
    // The issuer must be a collaborator of the company (Spec 03 §4): upload it.
    const api = await apiAs(baseURL!, companyEmail, demoPassword);
    const { results } = await api.call('uploadUsersBatch', {
      params: { cuit: companyCuit },
      body: {
        isFirstPart: true,
        rows: [{ fila: 1, ...issuer, procesar: true }],
      },
    });
    expect(results.map((result) => result.outcome)).toEqual(['created']);
  });

  test('a Windows-1252 file with typed headers, 15.000 and dd/mm/aaaa: the preview shows the server’s reading; back and forth keeps the form; confirmed by keyboard, the invoice is emitted for $ 15.000,00 with its accents', async ({
    page,
    baseURL,
  }) => {
    await openBatches(page);
    const start = await fillNewBatch(page, { name: batchName, csv: typedFile });
    await expect(page.getByText('Archivo leído como Windows-1252')).toBeVisible();
    const fileRows = page.getByRole('table', { name: 'Filas del lote' });
    await expect(fileRows.getByText('Diseño gráfico 15.000')).toBeVisible();
    await expect(page.getByText('1 filas · 1 para procesar · 0 con errores')).toBeVisible();

    await start.click();
    const preview = page.getByRole('region', { name: 'Vista previa del lote' });
    await expect(preview.getByRole('heading', { name: 'Vista previa del lote' })).toBeFocused({
      timeout: 60_000,
    });
    await expect(preview.getByText('Archivo leído como Windows-1252')).toBeVisible();
    await expect(preview.getByText('1 factura por $ 15.000,00', { exact: true })).toBeVisible();
    const invoice = page
      .getByRole('table', { name: 'Facturas a emitir' })
      .getByRole('row')
      .filter({ hasText: 'Diseño gráfico' });
    // The receiver as the form has it: the business name of ARCA's register, in capitals.
    await expect(invoice).toContainText(companyName, { ignoreCase: true });
    for (const text of [
      'Begoña Ibáñez',
      formatCuit(issuer.cuit),
      formatCuit(companyCuit),
      'Diseño gráfico',
      '$ 15.000,00',
      formatDate(yesterday),
    ]) {
      await expect(invoice).toContainText(text);
    }
    await expectAxeAtBothWidths(page);

    // 'Volver' (keyboard): the form as it was, the file's rows and the batch's name kept.
    await preview.getByRole('button', { name: 'Volver' }).focus();
    await page.keyboard.press('Enter');
    await expect(preview).toBeHidden();
    await expect(page.getByLabel('Nombre del lote')).toHaveValue(batchName);
    await expect(page.getByText('1 filas · 1 para procesar · 0 con errores')).toBeVisible();
    await expect(fileRows.getByText('Diseño gráfico 15.000')).toBeVisible();

    // 'Iniciar lote' again (keyboard): the same preview, then the confirmation by keyboard.
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('heading', { name: 'Vista previa del lote' })).toBeFocused({
      timeout: 60_000,
    });
    await expect(preview.getByText('1 factura por $ 15.000,00', { exact: true })).toBeVisible();
    await preview.getByRole('button', { name: 'Confirmar y emitir' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '¿Emitir las facturas?' });
    await expect(dialog).toContainText(
      'Se emitirá 1 factura por $ 15.000,00. No se puede deshacer.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAxeAtBothWidths(page);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Emitir' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The batch view: the invoice emitted with a CAE.
    await expect(page.getByRole('heading', { level: 2, name: 'Lote', exact: true })).toBeFocused({
      timeout: 60_000,
    });
    await expect(page.getByRole('progressbar', { name: 'Avance del lote' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 1 procesadas',
      { timeout: 120_000 },
    );
    const invoices = page.getByRole('table', { name: 'Facturas del lote' });
    await expect(invoices.getByText('Emitida', { exact: true })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(invoices.getByText(/^\d{14}$/)).toHaveCount(1);
    await expect(invoices).toContainText('$ 15.000,00');

    // Through the API: the stored invoice is ARS 15,000 for 'Diseño gráfico', dated yesterday.
    const api = await apiAs(baseURL!, companyEmail, demoPassword);
    const batch = (await api.call('listBatches', { query: {} })).find(
      (candidate) => candidate.name === batchName,
    );
    expect(batch).toMatchObject({
      estado: 'CONFIRMADO',
      facturasConfirmadas: 1,
      importeConfirmadoCents: 1_500_000,
      approved: 1,
    });
    const page1 = await api.call('listBatchInvoices', {
      params: { batchId: batch!.batch_id },
      query: {},
    });
    expect(page1.invoices).toHaveLength(1);
    expect(page1.invoices[0]).toMatchObject({
      estado: 'EMITTED',
      importeTotal: 15000,
      fecha: yesterday,
      userCuit: issuer.cuit,
      nroDocumento: companyCuit,
      items: [expect.objectContaining({ concepto: 'Diseño gráfico', precio: 15000 })],
    });
    const staged = await api.call('listBatchRows', {
      params: { batchId: batch!.batch_id },
      query: {},
    });
    expect(staged.rows.map((row) => [row.fila, row.outcome, row.invoice_id])).toEqual([
      [1, 'accepted', page1.invoices[0]?.invoice_id],
    ]);
  });

  test('ambiguous amounts are refused by row and column with a caution, not a success; the template downloads and reads back', async ({
    page,
  }) => {
    await openBatches(page);
    await fillNewBatch(page, {
      name: `Lote ambiguo ${run}`,
      csv: ambiguousFile,
      hasValidRow: false,
    });
    const rows = page.getByRole('table', { name: 'Filas del lote' });
    await expect(
      rows.getByText('Fila 1: monto1 "1.234,567" no es un importe válido (ej.: 1.234,56)'),
    ).toBeVisible();
    await expect(
      rows.getByText('Fila 2: monto1 "15,000.00" no es un importe válido (ej.: 1.234,56)'),
    ).toBeVisible();
    await expect(page.getByText('2 filas · 0 para procesar · 2 con errores')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ninguna fila del archivo se puede facturar' }),
    ).toBeVisible();
    await expect(page.getByText('Archivo CSV cargado con exito!')).toHaveCount(0);
    await expectAxeAtBothWidths(page);

    // 'Descargar plantilla': the importer's headers and an example row, read back unchanged.
    const template = await download(
      page,
      page.getByRole('button', { name: 'Descargar plantilla' }),
    );
    expect(template.name).toBe('plantilla-lote.csv');
    const bytes = await readFile(template.path);
    expect(new TextDecoder().decode(bytes)).toContain('15.000,00');
    await page.locator('input[data-invoice-batch-csv]').setInputFiles({
      name: 'plantilla-lote.csv',
      mimeType: 'text/csv',
      buffer: bytes,
    });
    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
    await expect(page.getByText('1 filas · 1 para procesar · 0 con errores')).toBeVisible();
  });

  test('no stored text holds U+FFFD', async ({ keptServer }) => {
    await keptServer.stop();
    expect(await findStoredText(keptServer.dataDir)).toEqual([]);
  });
});
