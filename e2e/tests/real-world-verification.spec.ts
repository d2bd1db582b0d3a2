import { readFile } from 'node:fs/promises';
import {
  estadoPagoLabels,
  formatArs,
  formatCuit,
  formatDate,
  type Invoice,
  parseEsArAmount,
  toCents,
} from '@liqui/domain';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { download } from '../support/batches';
import { logInAs } from '../support/invoices';
import { logIn } from '../support/log-in';
import { findStoredText } from '../support/stored-text';
import { expect, expectAxeAtBothWidths, testWithStoredData as test } from '../support/test';
import { emittedVouchers } from '../support/verification';

// Its own worker, so its own server: the last test stops it (see `testWithStoredData`).
test.use({ storedDataOwner: 'real-world-verification' });

/**
 * Real-world files (issue 24) at /verificar-facturas and in the exports, through the real stack
 * on a server whose data directory is read at the end:
 *
 * - the admin loads a file as a Spanish Excel writes it with "CSV (delimitado por comas)": real
 *   Windows-1252 bytes, `;`, CRLF, typed Spanish headers, a `dd/mm/aaaa` date and a total with
 *   thousands dots (`123.400`) of a voucher the demo taxpayer really emitted; a row with an
 *   en-US total (`123,400.00`) and one with a month-first date are refused naming their row and
 *   column; the preview names the encoding; the real voucher is 'Correcta' at ARCA (the
 *   simulator tolerates 1 peso, so a total read as 123,40 would be 'Incorrecta'); the results
 *   CSV, parsed as an es-AR Excel reads it, holds exactly what the table shows, and loaded back
 *   unchanged gives the same rows; 'Descargar plantilla' gives a file the importer accepts;
 * - the admin dashboard's tab CSV and the demo batch's CSV, parsed the same way, hold what their
 *   screens show: `;`, BOM, CRLF, readable file names, `dd/mm/aaaa`, `1234,56`, 'Emitida';
 * - afterwards no stored text of the server holds U+FFFD.
 */

/** The header line as a person types it in the spreadsheet (issue 24 item 5). */
const typedHeaders =
  'Modalidad;CUIT emisor;Tipo de comprobante;Punto de venta;Número;Fecha;Importe total;CAE;Tipo de documento receptor;Documento receptor';

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

/** An amount in ARS as integer cents. */
function centsOf(amount: number): number {
  const cents = toCents(amount);
  if (!cents.ok) throw new Error(`not an amount: ${amount}`);
  return cents.value;
}

/** An amount as es-AR writes it with thousands dots, without `,00` (`123400` → `'123.400'`). */
function esArTotal(amount: number): string {
  return formatArs(centsOf(amount)).replace(/^\$\s/, '').replace(/,00$/, '');
}

/** The same amount as en-US writes it (`123,400.00`): ambiguous for es-AR, refused. */
function enUsTotal(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** One line of the file: the ten cells in {@link typedHeaders} order. */
function line(invoice: Invoice, cells: { fecha: string; total: string }): string {
  return [
    'CAE',
    formatCuit('20111111112'),
    String(invoice.tipoDeComprobante),
    String(invoice.puntoVenta ?? 1),
    String(invoice.nroDeComprobante),
    cells.fecha,
    cells.total,
    invoice.cae ?? '',
    String(invoice.tipoDocumento),
    invoice.nroDocumento,
  ].join(';');
}

/** A CSV file's text as an es-AR Excel opens it: BOM, `;`, CRLF; its header and records. */
async function readEsArExcelCsv(path: string) {
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark').toBe(true);
  expect(text.endsWith('\r\n'), 'CRLF').toBe(true);
  expect(text.replace(/\r\n/g, '').includes('\n'), 'no bare LF').toBe(false);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    delimiter: ';',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { text, fields: parsed.meta.fields ?? [], rows: parsed.data };
}

/** The text of every cell (`th` and `td`) of each body row of a table, in order. */
async function tableCells(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    result.push(
      (await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim()),
    );
  }
  return result;
}

/** The verifier's table as text: Fila, Número, CUIT, Comprobante, Fecha, Total, Estado cell. */
async function verificationTable(page: Page) {
  const cells = await tableCells(page.getByRole('table', { name: 'Facturas a verificar' }));
  return cells.map(
    ([
      ,
      fila = '',
      numero = '',
      cuit = '',
      comprobante = '',
      fecha = '',
      total = '',
      estado = '',
    ]) => ({
      fila,
      numero,
      cuit,
      comprobante,
      fecha,
      total,
      estado,
    }),
  );
}

test.describe('real-world files: invoice verification and the exports (issue 24)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('a Windows-1252 es-AR file is read as meant, the results CSV holds what the table shows and loads back unchanged', async ({
    page,
    baseURL,
  }) => {
    const vouchers = await emittedVouchers(baseURL!);
    // Totals of $ 1.000 or more: written with thousands separators in both locales.
    const large = vouchers.filter((invoice) => invoice.importeTotal >= 1000);
    const voucher = large[0];
    expect(voucher, 'an emitted voucher of at least $ 1.000').toBeDefined();
    const other = large[1] ?? voucher!;
    const total = esArTotal(voucher!.importeTotal);
    expect(total).toMatch(/^\d{1,3}(\.\d{3})+(,\d{2})?$/);
    const ambiguous = enUsTotal(other.importeTotal);
    expect(ambiguous).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    const csv = `${[
      typedHeaders,
      line(voucher!, { fecha: formatDate(voucher!.fecha), total }),
      line(other, { fecha: formatDate(other.fecha), total: ambiguous }),
      line(other, { fecha: '11/27/2026', total: esArTotal(other.importeTotal) }),
    ].join('\r\n')}\r\n`;
    const bytes = windows1252(csv);
    expect(bytes.includes(0xfa), 'the ú of Número as one cp1252 byte').toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAs(page, 'admin@liqui.test');
    await page.goto('/verificar-facturas');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificador CSV' })).toBeVisible();

    // A column the verifier does not know stops the file at once, naming it: no success toast.
    await page.locator('input[data-verification-csv]').setInputFiles({
      name: 'otra.csv',
      mimeType: 'text/csv',
      buffer: windows1252(`${typedHeaders};Dirección\r\n${csv.split('\r\n')[1]};Calle 1\r\n`),
    });
    await expect(
      page.getByText(/^La columna "Dirección" no es una de las esperadas\. Columnas esperadas: /),
    ).toBeVisible();
    await expect(page.getByText('Archivo CSV cargado con exito!')).toHaveCount(0);

    await page
      .locator('input[data-verification-csv]')
      .setInputFiles({ name: 'facturas.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
    await expect(page.getByText('Archivo leído como Windows-1252')).toBeVisible();
    await expect(page.getByText(/^1 seleccionadas de 3 · /)).toBeVisible();

    // The preview: the real row as meant (15.000 is fifteen thousand), the two others refused.
    const table = page.getByRole('table', { name: 'Facturas a verificar' });
    const loaded = await verificationTable(page);
    expect(loaded[0]).toEqual({
      fila: '1',
      numero: String(voucher!.nroDeComprobante),
      cuit: '20-11111111-2',
      comprobante: `CAE · tipo ${voucher!.tipoDeComprobante} · PV ${voucher!.puntoVenta ?? 1}`,
      fecha: formatDate(voucher!.fecha),
      total: formatArs(centsOf(voucher!.importeTotal)),
      estado: 'Sin procesar',
    });
    await expect(
      table.getByText(`Fila 2: imp_total "${ambiguous}" no es un importe válido (ej.: 1.234,56)`),
    ).toBeVisible();
    await expect(
      table.getByText(
        'Fila 3: cbte_fch "11/27/2026" no es una fecha válida: se escribe día/mes/año (dd/mm/aaaa), no mes/día',
      ),
    ).toBeVisible();
    await expect(table.getByRole('checkbox').nth(1)).toBeDisabled();
    await expect(table.getByRole('checkbox').nth(2)).toBeDisabled();
    await expectAxeAtBothWidths(page);

    await page.getByRole('button', { name: 'Verificar seleccionadas' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progreso de la verificación' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Verificar seleccionadas' })).toBeEnabled();
    const shown = await verificationTable(page);
    expect(shown[0]?.estado).toBe('Correcta');
    expect(shown.slice(1).map((row) => row.estado.startsWith('Sin procesar'))).toEqual([
      true,
      true,
    ]);

    // The results as an es-AR Excel reads them: the same rows and values as the table.
    const results = await download(
      page,
      page.getByRole('button', { name: 'Descargar resultados' }),
    );
    expect(results.name).toMatch(/^verificacion-facturas-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readEsArExcelCsv(results.path!);
    expect(file.fields).toEqual([
      'cbte_modo',
      'cuit_emisor',
      'cbte_tipo',
      'pto_vta',
      'cbte_nro',
      'cbte_fch',
      'imp_total',
      'cod_autorizacion',
      'doc_tipo_receptor',
      'doc_nro_receptor',
      'estado',
      'observaciones',
    ]);
    expect(file.rows).toHaveLength(shown.length);
    file.rows.forEach((row, index) => {
      const onScreen = shown[index]!;
      const cents = parseEsArAmount(row.imp_total);
      expect({
        numero: row.cbte_nro,
        cuit: row.cuit_emisor,
        comprobante: `${row.cbte_modo} · tipo ${row.cbte_tipo} · PV ${row.pto_vta}`,
        fecha: row.cbte_fch,
        total: cents === null ? row.imp_total : formatArs(cents),
        estado: `${row.estado}${(row.observaciones ?? '').split(' | ').join('')}`,
      }).toEqual({
        numero: onScreen.numero,
        cuit: onScreen.cuit,
        comprobante: onScreen.comprobante,
        fecha: onScreen.fecha,
        total: onScreen.total,
        estado: onScreen.estado,
      });
    });
    expect(file.rows[0]).toMatchObject({
      cuit_emisor: '20-11111111-2',
      cbte_fch: formatDate(voucher!.fecha),
      imp_total: formatArs(centsOf(voucher!.importeTotal)).replace(/^\$\s/, '').replace(/\./g, ''),
      estado: 'Correcta',
      observaciones: '',
    });
    expect(file.rows[0]?.imp_total).toMatch(/^\d+,\d{2}$/);
    expect(file.rows[1]).toMatchObject({ imp_total: ambiguous, estado: 'Sin procesar' });

    // Loaded back unchanged: the same rows (statuses start over).
    await page
      .locator('input[data-verification-csv]')
      .setInputFiles({ name: results.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
    await expect(page.getByText('Archivo leído como UTF-8 con BOM')).toBeVisible();
    await expect(page.getByText(/^1 seleccionadas de 3 · /)).toBeVisible();
    const reloaded = await verificationTable(page);
    expect(reloaded).toEqual(
      shown.map((row, index) => (index === 0 ? { ...row, estado: 'Sin procesar' } : row)),
    );
    await expectAxeAtBothWidths(page);

    // 'Descargar plantilla': the exact headers and an example row the importer accepts unchanged.
    const template = await download(
      page,
      page.getByRole('button', { name: 'Descargar plantilla' }),
    );
    expect(template.name).toBe('plantilla-verificacion.csv');
    const templateFile = await readEsArExcelCsv(template.path!);
    expect(templateFile.rows).toHaveLength(1);
    await page.locator('input[data-verification-csv]').setInputFiles({
      name: template.name,
      mimeType: 'text/csv',
      buffer: Buffer.from(templateFile.text),
    });
    await expect(page.getByText(/^1 seleccionadas de 1 · /)).toBeVisible();
    expect((await verificationTable(page))[0]).toMatchObject({
      fecha: templateFile.rows[0]!.cbte_fch,
      total: formatArs(parseEsArAmount(templateFile.rows[0]!.imp_total)!),
      estado: 'Sin procesar',
    });
  });

  test('the admin dashboard tab CSV: es-AR Excel, a readable name, the values the table shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'admin@liqui.test', { landing: /\/admin$/ });
    const label = 'Pagos vencidos';
    await page
      .getByRole('tablist', { name: 'Listados de usuarios' })
      .getByRole('tab', { name: label })
      .click();
    const table = page.getByRole('table', { name: label });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const csv = await download(
      page,
      page.getByRole('button', { name: `Descargar CSV de ${label}` }),
    );
    expect(csv.name).toMatch(/^usuarios-pagos-vencidos-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readEsArExcelCsv(csv.path!);
    expect(file.fields).toEqual([
      'ID de usuario',
      'Nombre',
      'Apellido',
      'CUIT',
      'E-mail',
      'Teléfono',
      'Estado de usuario',
      'Estado de monotributo',
      'Estado de pago',
      'Estado de CBU',
      'Plan',
      'Fecha inicio',
    ]);
    expect(file.rows.length).toBeGreaterThan(0);
    for (const row of file.rows) {
      expect(row['Estado de pago']).toBe(estadoPagoLabels.VENCIDO);
      expect(row['Fecha inicio']).toMatch(/^(\d{2}\/\d{2}\/\d{4}|Sin fecha)$/);
      expect(row.CUIT).toMatch(/^(\d{2}-\d{8}-\d|)$/);
    }
    // A formula typed as a name stays text.
    expect(file.text).toContain(";'=1+1;");

    // Every row on screen is in the file with the same values.
    const dash = (value: string | undefined) => (value === undefined || value === '' ? '—' : value);
    const shown = await tableCells(table);
    expect(shown.length).toBeGreaterThan(0);
    for (const [usuario, cuit, email, estado, monotributo, pago, cbu, plan, fecha] of shown) {
      const row = file.rows.find((candidate) => candidate['E-mail'] === email);
      expect(row, email).toBeDefined();
      const unquote = (value: string | undefined) => (value ?? '').replace(/^'(?=[=+\-@])/, '');
      const name = [unquote(row!.Apellido), unquote(row!.Nombre)]
        .filter((part) => part.trim() !== '')
        .join(', ');
      expect({
        usuario: name === '' ? row!['E-mail'] : name,
        cuit: dash(row!.CUIT),
        estado: dash(row!['Estado de usuario']),
        monotributo: dash(row!['Estado de monotributo']),
        pago: dash(row!['Estado de pago']),
        cbu: dash(row!['Estado de CBU']),
        plan: dash(row!.Plan),
        fecha: row!['Fecha inicio'],
      }).toEqual({ usuario, cuit, estado, monotributo, pago, cbu, plan, fecha });
    }
  });

  test('the demo batch CSV: es-AR Excel, lote-<nombre>-<aaaa-mm-dd>.csv, the values the batch view shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'empresa@liqui.test', { landing: /\/admin-lite$/ });
    await page.getByRole('link', { name: 'Facturación masiva' }).first().click();
    const list = page.getByRole('table', { name: 'Lotes de facturación' });
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lote demo');
    await expect(list.getByText('Lote demo')).toBeVisible();

    const csv = await download(page, list.getByRole('button', { name: 'CSV del lote Lote demo' }));
    expect(csv.name).toMatch(/^lote-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(`Se descargó ${csv.name}.`)).toBeVisible();
    const file = await readEsArExcelCsv(csv.path!);
    expect(file.fields.slice(0, 3)).toEqual(['batchName', 'razon_social', 'userCuit']);
    expect(file.rows).toHaveLength(5);
    for (const row of file.rows) {
      expect(row).toMatchObject({ batchName: 'Lote demo', estado: 'Emitida' });
      expect(row.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row.servicio_desde).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row.importeTotal).toMatch(/^\d+,\d{2}$/);
      expect(row.item1_precio).toMatch(/^\d+,\d{2}$/);
      expect(row.userCuit).toMatch(/^\d{2}-\d{8}-\d$/);
    }

    // The batch view shows the same invoices with the same values.
    await page.getByRole('button', { name: 'Volver a tabla de Lotes' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lote demo');
    await list.getByRole('button', { name: 'Ver el lote Lote demo' }).click();
    const invoices = page.getByRole('table', { name: 'Facturas del lote' });
    await expect(invoices.getByText('Emitida', { exact: true })).toHaveCount(5);
    const shown = await tableCells(invoices);
    const pad = (value: string, size: number) => value.padStart(size, '0');
    const fromFile = file.rows.map((row) => ({
      emisor: row.userCuit,
      numero: `${pad(row.puntoVenta!, 5)}-${pad(row.nroDeComprobante!, 8)}`,
      fecha: row.fecha,
      total: formatArs(parseEsArAmount(row.importeTotal)!),
      estado: row.estado,
      cae: row.cae,
    }));
    const onScreen = shown.map(([emisor, numero, fecha, total, estado, cae]) => ({
      emisor,
      numero,
      fecha,
      total,
      estado,
      cae,
    }));
    const byCae = (a: { cae?: string }, b: { cae?: string }) =>
      (a.cae ?? '').localeCompare(b.cae ?? '');
    expect([...fromFile].sort(byCae)).toEqual([...onScreen].sort(byCae));
  });

  test('no stored text holds U+FFFD after these journeys', async ({ keptServer }) => {
    await keptServer.stop();
    expect(await findStoredText(keptServer.dataDir)).toEqual([]);
  });
});
