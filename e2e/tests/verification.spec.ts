import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { chooseOption, logInAs, setArcaFaults } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';
import { alteredTotal, emittedVouchers, fieldsOf } from '../support/verification';

/**
 * Invoice verification against ARCA (issue 14 item 4; Spec 03 §2, §5, §7, §8) through the real
 * stack: the admin (`admin@liqui.test`) asks the server, whose WSCDC client asks the ARCA
 * simulator, about vouchers the demo taxpayer emitted (the simulator authorized them when the
 * demo history was seeded). Journeys: the manual form valid / apocryphal; a 50-row CSV of real and
 * altered vouchers processed 3 at a time with a progress bar, one ARCA failure (the simulator's
 * fault injection) sending its row back to Sin procesar; the results CSV; axe at 1280 and 390 px.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** No sideways scroll at the current width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Types an ISO date into the kit's date field (segments day, month, year). */
async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const field = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Fills the manual form with `fields`. */
async function fillManualForm(page: Page, fields: ReturnType<typeof fieldsOf>) {
  await chooseOption(page, 'Modalidad', 'CAE');
  await page.getByLabel('CUIT emisor').fill(fields.cuit_emisor);
  await chooseOption(page, 'Tipo de comprobante', `${fields.cbte_tipo} - Factura C`);
  await page.getByLabel('Punto de venta').fill(fields.pto_vta);
  await page.getByLabel('Número de comprobante').fill(fields.cbte_nro);
  await typeDate(page, 'Fecha de comprobante', fields.cbte_fch);
  await page.getByLabel('Importe total').fill(fields.imp_total);
  await page.getByLabel('Código de autorización').fill(fields.cod_autorizacion);
  const documentType = { '80': 'CUIT', '96': 'DNI', '94': 'Pasaporte', '99': 'No informa' }[
    fields.doc_tipo_receptor
  ];
  await chooseOption(page, 'Tipo de documento del receptor', documentType ?? 'CUIT');
  await page.getByLabel('Número de documento del receptor').fill(fields.doc_nro_receptor);
}

test.describe('invoice verification', () => {
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(async ({ baseURL }) => {
    await setArcaFaults(baseURL ?? '', null);
  });

  test('the manual form: an emitted voucher is valid, the same with another total is apocryphal; axe at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    const [voucher] = await emittedVouchers(baseURL ?? '');
    const fields = fieldsOf(voucher!);
    await page.setViewportSize(desktop);
    await logInAs(page, 'admin@liqui.test');
    await page.goto('/verificar-factura');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificador manual' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Every field is required with its own message.
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByText('CUIT emisor requerido')).toBeVisible();
    await expect(page.getByText('Código de autorización requerido')).toBeVisible();
    await expectNoAxeViolations(page);

    await fillManualForm(page, fields);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByText('Factura fue validada correctamente')).toBeVisible();
    await expectNoAxeViolations(page);

    const other = alteredTotal(voucher!);
    // By keyboard: Enter in a field submits the form.
    await page.getByLabel('Importe total').fill(String(other));
    await page.getByLabel('Importe total').press('Enter');
    await expect(page.getByText('La factura es apocrifa')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Observaciones de ARCA' }).getByText(/ImpTotal/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize(phone);
    await expect(page.getByText('La factura es apocrifa')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('verificar-factura-390.png'),
      fullPage: true,
    });
  });

  test('a 50-row CSV is processed 3 at a time with a progress bar; an ARCA failure returns its row to Sin procesar; the results download', async ({
    page,
    baseURL,
  }) => {
    const vouchers = await emittedVouchers(baseURL ?? '');
    // 25 real vouchers and the same 25 with another total (repeating when fewer).
    const real = Array.from({ length: 25 }, (_, index) => vouchers[index % vouchers.length]!);
    const rows = [
      ...real.map((invoice) => fieldsOf(invoice)),
      ...real.map((invoice) => fieldsOf(invoice, alteredTotal(invoice))),
    ];
    // Headers as a spreadsheet might write them (normalised on import), and an empty line.
    const csv = Papa.unparse(rows, {
      columns: Object.keys(rows[0]!),
    })
      .replace('cbte_modo,cuit_emisor', 'Cbte Modo,CUIT-Emisor')
      .concat('\n\n');

    await page.setViewportSize(desktop);
    await logInAs(page, 'admin@liqui.test');
    await page.goto('/verificar-facturas');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificador CSV' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A file that is not a CSV is refused with a message.
    await page.locator('input[data-verification-csv]').setInputFiles({
      name: 'facturas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(page.getByText('El archivo no es un CSV')).toBeVisible();

    await page.locator('input[data-verification-csv]').setInputFiles({
      name: 'facturas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
    await expect(page.getByText('50 seleccionadas de 50')).toBeVisible();

    // A CSV lacking columns is refused and the 50 rows loaded stay.
    await page.locator('input[data-verification-csv]').setInputFiles({
      name: 'incompleto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('cbte_modo,cuit_emisor\nCAE,20111111112\n'),
    });
    await expect(
      page.getByText(/^Falta la columna "cbte_tipo"\. Columnas esperadas: /),
    ).toBeVisible();
    await expect(page.getByText('50 seleccionadas de 50')).toBeVisible();

    // Deselect and select back.
    await page.getByRole('button', { name: 'Deseleccionar todas' }).click();
    await expect(page.getByText('0 seleccionadas de 50')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verificar seleccionadas' })).toBeDisabled();
    await page.getByRole('button', { name: 'Seleccionar todas', exact: true }).click();
    await expect(page.getByText('50 seleccionadas de 50')).toBeVisible();
    await expectNoAxeViolations(page);

    // ARCA fails exactly one call of the run.
    await setArcaFaults(baseURL ?? '', [
      { service: 'wscdc', operation: 'ComprobanteConstatar', kind: 'http500', times: 1 },
    ]);
    await page.getByRole('button', { name: 'Verificar seleccionadas' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progreso de la verificación' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '50', { timeout: 60_000 });
    await expect(progress).toHaveAttribute('aria-valuetext', /^50 de 50 \(100\s?%\)$/);
    await expect(page.getByRole('button', { name: 'Verificar seleccionadas' })).toBeEnabled();

    const failed = page.getByRole('alert').filter({ hasText: 'Facturas sin procesar' });
    await expect(failed.getByText(/^Error procesando factura \d+$/)).toHaveCount(1);
    const summary = page.getByText(/Correctas: \d+ · Incorrectas: \d+ · Sin procesar: 1$/);
    await expect(summary).toBeVisible();
    const text = (await summary.textContent()) ?? '';
    const correct = Number(/Correctas: (\d+)/.exec(text)?.[1]);
    const incorrect = Number(/Incorrectas: (\d+)/.exec(text)?.[1]);
    expect(correct + incorrect).toBe(49);
    expect(correct).toBeGreaterThanOrEqual(24);
    expect(incorrect).toBeGreaterThanOrEqual(24);
    await expect(page.getByText('Sin procesar', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/110 - El campo ImpTotal/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The results CSV, written for an es-AR Excel: 50 rows with their status and observations.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar resultados' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^verificacion-facturas-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const file = await (await download).path();
    const resultsText = await readFile(file, 'utf8');
    expect(resultsText.startsWith('\uFEFF')).toBe(true);
    const results = Papa.parse<Record<string, string>>(resultsText.replace(/^\uFEFF/, ''), {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(results.data).toHaveLength(50);
    expect(results.meta.fields).toEqual([...Object.keys(rows[0]!), 'estado', 'observaciones']);
    expect(results.data.filter((row) => row.estado === 'Correcta')).toHaveLength(correct);
    expect(results.data.filter((row) => row.estado === 'Sin procesar')).toHaveLength(1);
    expect(results.data.find((row) => row.estado === 'Sin procesar')?.observaciones).toMatch(
      /^Error procesando factura \d+$/,
    );

    await page.setViewportSize(phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificador CSV' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('verificar-facturas-390.png') });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: test.info().outputPath('verificar-facturas-1280.png') });
  });
});
