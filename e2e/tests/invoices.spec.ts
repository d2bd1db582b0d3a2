import { formatArs, parseInvoiceQrUrl } from '@liqui/domain';
import type { Page } from '@playwright/test';
import { readInvoicePdf } from '../support/invoice-pdf';
import {
  chooseOption,
  demoTaxpayer,
  logInAsTaxpayer,
  nextCreatedInvoiceId,
  selectTrigger,
  setArcaFaults,
  taxpayerApi,
  voucherNumber,
  waitForInvoice,
} from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Electronic invoicing (spec 02 §2, §4, §5, §8; issue 5) through the real stack: the built
 * server, its ARCA simulator at /sandbox/afip (numbering, CAE, padrón), the emission job. The demo
 * taxpayer (CUIT 20-11111111-2, punto de venta 1) already has twelve months of emitted invoices.
 * Journeys: a Factura C to a CUIT client found by the lookup on blur, final consumers under and
 * over the identification limit, a Nota de Crédito C, a deleted draft, an ARCA outage that ends,
 * and the PDF's RG 4892 QR read back; axe on every step and page.
 */

/** The wizard's main button ('Siguiente' on steps 1–2, 'Generar Comprobante' on step 3). */
function nextButton(page: Page, name: 'Siguiente' | 'Generar Comprobante') {
  return page.getByRole('button', { name, exact: true });
}

/** Opens /facturar, checks its heading and axe. */
async function openWizard(page: Page) {
  await page.goto('/facturar');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Step 1 (Datos), CUIT client: types the CUIT and leaves the field; the lookup fills the rest. */
async function fillCuitReceiver(page: Page, cuit: string) {
  const documento = page.getByLabel('Número de documento');
  await documento.fill(cuit);
  await documento.press('Tab');
  await expect(page.getByText('Cuit verificado!')).toBeVisible();
  await expect(page.getByLabel('Razón social')).not.toHaveValue('');
  await expect(page.getByLabel('Domicilio')).not.toHaveValue('');
}

/** Step 2 (Detalle): the first item's concept, quantity and unit price (ARS, whole pesos). */
async function fillFirstItem(
  page: Page,
  item: { concepto: string; cantidad: string; precio: string },
) {
  await page.getByLabel('Concepto ítem 1').fill(item.concepto);
  await page.getByLabel('Cantidad ítem 1').fill(item.cantidad);
  await page.getByLabel('Precio unitario ítem 1').fill(item.precio);
  await page.getByLabel('Precio unitario ítem 1').press('Tab');
}

/**
 * Steps 2 → 3: 'Siguiente' saves the draft ('Factura guardada como borrador'); returns its id.
 * Axe on step 2 before leaving it and on step 3.
 */
async function saveDraft(page: Page): Promise<string> {
  await expectNoAxeViolations(page);
  const created = nextCreatedInvoiceId(page);
  await nextButton(page, 'Siguiente').click();
  const invoiceId = await created;
  await expect(page.getByText('Factura guardada como borrador')).toBeVisible();
  await expect(nextButton(page, 'Generar Comprobante')).toBeVisible();
  await expectNoAxeViolations(page);
  return invoiceId;
}

/** Step 3: 'Generar Comprobante', the outcome's message, then the list of issued invoices. */
async function generate(page: Page, outcome: string) {
  await nextButton(page, 'Generar Comprobante').click();
  await expect(page.getByText(outcome)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/facturas-emitidas$/);
}

/** The row of the issued-invoices table whose number reads `number`. */
function listRow(page: Page, number: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
}

test.describe('electronic invoicing', () => {
  // Each journey walks the three-step wizard with axe on every step and waits for ARCA's
  // simulator: 20-30 s on this machine, more on a loaded runner.
  test.describe.configure({ timeout: 90_000 });

  test.afterEach(async ({ baseURL }) => {
    await setArcaFaults(baseURL!, null);
  });

  test('a Factura C for services to a CUIT client is emitted and listed with its number', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    await logInAsTaxpayer(page);
    await openWizard(page);
    // Defaults of spec 02 §5: Factura C, IVA Responsable Inscripto, CUIT, services.
    await expect(selectTrigger(page, 'Tipo de comprobante')).toContainText('Factura C');
    await expect(selectTrigger(page, 'Concepto')).toContainText('Servicios');
    await fillCuitReceiver(page, '30710916574');
    await expect(page.getByLabel('Razón social')).toHaveValue(/EMPRESA DEMO/i);
    await expectNoAxeViolations(page);
    await nextButton(page, 'Siguiente').click();

    await fillFirstItem(page, {
      concepto: 'Diseño de identidad visual',
      cantidad: '2',
      precio: '75000',
    });
    await expect(page.getByText(`Total: ${formatArs(15_000_000)}`)).toBeVisible();
    const invoiceId = await saveDraft(page);
    await generate(page, 'Factura emitida correctamente');

    const invoice = await api.call('getInvoice', { params: { id: invoiceId } });
    expect(invoice).toMatchObject({
      estado: 'EMITTED',
      importeTotal: 150_000,
      tipoDeComprobante: 11,
    });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    const number = voucherNumber(demoTaxpayer.puntoVenta, invoice.nroDeComprobante!);
    const row = listRow(page, number);
    await expect(row).toContainText('Emitida');
    await expect(row).toContainText('Factura C');
    await expect(row).toContainText(/EMPRESA DEMO/i);
    await expectNoAxeViolations(page);
  });

  test('a final consumer under the limit is emitted; over it the DNI is required', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    await logInAsTaxpayer(page);

    // Over ARS 10,000,000 (maximo_cons_final) without a DNI: not allowed past step 2.
    await openWizard(page);
    await chooseOption(page, 'Condición frente al IVA', 'Consumidor Final');
    await expect(selectTrigger(page, 'Tipo de documento')).toContainText('DNI');
    await nextButton(page, 'Siguiente').click();
    await fillFirstItem(page, { concepto: 'Diseño de stand', cantidad: '1', precio: '10000001' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/root/invoices')) {
        posts.push(request.url());
      }
    });
    await nextButton(page, 'Siguiente').click();
    await expect(page.getByText('Limite superado. Debes informar el DNI.').first()).toBeVisible();
    await expect(nextButton(page, 'Generar Comprobante')).toBeHidden();
    expect(posts).toEqual([]);

    // Under the limit: emitted to an unidentified final consumer (document 99, number 0).
    await openWizard(page);
    await chooseOption(page, 'Condición frente al IVA', 'Consumidor Final');
    await expectNoAxeViolations(page);
    await nextButton(page, 'Siguiente').click();
    await fillFirstItem(page, {
      concepto: 'Diseño de invitaciones',
      cantidad: '1',
      precio: '45000',
    });
    const invoiceId = await saveDraft(page);
    await generate(page, 'Factura emitida correctamente');
    const invoice = await api.call('getInvoice', { params: { id: invoiceId } });
    expect(invoice).toMatchObject({
      estado: 'EMITTED',
      tipoResponsable: 'consumidor-final',
      tipoDocumento: 99,
      nroDocumento: '0',
      importeTotal: 45_000,
    });
    await expect(
      listRow(page, voucherNumber(demoTaxpayer.puntoVenta, invoice.nroDeComprobante!)),
    ).toContainText('Emitida');
  });

  test('a Nota de Crédito C referencing an earlier Factura C is emitted', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    const { invoices } = await api.call('listInvoices');
    const factura = invoices.find(
      (invoice) =>
        invoice.estado === 'EMITTED' &&
        invoice.tipoDeComprobante === 11 &&
        invoice.tipoDocumento === 80,
    );
    expect(factura, 'an emitted Factura C to a CUIT (the demo history has them)').toBeDefined();

    await logInAsTaxpayer(page);
    await openWizard(page);
    await chooseOption(page, 'Tipo de comprobante', 'Nota de Crédito C');
    await expect(selectTrigger(page, 'Tipo de comprobante asociado')).toContainText('Factura C');
    await page.getByLabel('Punto de venta asociado').fill(String(factura!.puntoVenta));
    await page.getByLabel('Número de comprobante asociado').fill(String(factura!.nroDeComprobante));
    await chooseOption(page, 'Condición frente al IVA', 'IVA Responsable Inscripto');
    await fillCuitReceiver(page, factura!.nroDocumento);
    await expectNoAxeViolations(page);
    await nextButton(page, 'Siguiente').click();
    await fillFirstItem(page, {
      concepto: 'Bonificación por pronto pago',
      cantidad: '1',
      precio: '5000',
    });
    const invoiceId = await saveDraft(page);
    await generate(page, 'Factura emitida correctamente');

    const nota = await api.call('getInvoice', { params: { id: invoiceId } });
    expect(nota).toMatchObject({
      estado: 'EMITTED',
      tipoDeComprobante: 13,
      tipoDeComprobanteAsoc: 11,
      puntoVentaAsoc: factura!.puntoVenta,
      cbteNroAsoc: factura!.nroDeComprobante,
    });
    const row = listRow(page, voucherNumber(demoTaxpayer.puntoVenta, nota.nroDeComprobante!));
    await expect(row).toContainText('Nota de Crédito C');
    await expect(row).toContainText('Emitida');
  });

  test('a draft is deleted from its detail page', async ({ page, baseURL }) => {
    const api = await taxpayerApi(baseURL!);
    await logInAsTaxpayer(page);
    await openWizard(page);
    await fillCuitReceiver(page, '30712417419');
    await nextButton(page, 'Siguiente').click();
    await fillFirstItem(page, {
      concepto: 'Diseño de presentación',
      cantidad: '1',
      precio: '30000',
    });

    // Going back and forth between the steps unmounts and mounts their fields: what the user
    // typed stays (the form layer never puts a field back to its initial value).
    await page.getByRole('button', { name: 'Anterior', exact: true }).click();
    await expect(page.getByLabel('Número de documento')).toHaveValue('30712417419');
    await expect(page.getByLabel('Razón social')).not.toHaveValue('');
    await nextButton(page, 'Siguiente').click();
    await expect(page.getByLabel('Concepto ítem 1')).toHaveValue('Diseño de presentación');
    await expect(page.getByLabel('Precio unitario ítem 1')).not.toHaveValue('');
    await expect(page.getByText(`Total: ${formatArs(3_000_000)}`)).toBeVisible();
    const invoiceId = await saveDraft(page);

    await page.goto(`/visualizar-factura/${invoiceId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalle de la factura' }),
    ).toBeVisible();
    await expect(page.getByText('Borrador').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver PDF' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Procesar Factura' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Eliminar Factura' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar la factura?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Comprobante eliminado correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/facturas-emitidas$/);

    await expect(api.call('getInvoice', { params: { id: invoiceId } })).rejects.toMatchObject({
      status: 404,
    });
  });

  test('during an ARCA outage the invoice waits, and is emitted once ARCA is back', async ({
    page,
    baseURL,
  }) => {
    // The emission job retries ARCA with production's backoff (30–60 s for the first retry).
    test.setTimeout(150_000);
    const api = await taxpayerApi(baseURL!);
    await logInAsTaxpayer(page);
    await openWizard(page);
    await fillCuitReceiver(page, '30714468088');
    await nextButton(page, 'Siguiente').click();
    await fillFirstItem(page, { concepto: 'Diseño de newsletter', cantidad: '1', precio: '28000' });
    const invoiceId = await saveDraft(page);

    await setArcaFaults(baseURL!, [{ service: 'wsfe', kind: 'outage' }]);
    await generate(
      page,
      'La afip se encuentra fuera de servicio, procesaremos tu factura mas tarde.',
    );
    const waiting = await api.call('getInvoice', { params: { id: invoiceId } });
    expect(['PENDING_AFIP', 'QUEUED']).toContain(waiting.estado);
    expect(waiting.intentosFallidos).toBeGreaterThan(0);
    expect(waiting.nroDeComprobante ?? null).toBeNull();

    await setArcaFaults(baseURL!, null);
    await page.goto(`/visualizar-factura/${invoiceId}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Emitida', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
    const emitted = await waitForInvoice(api, invoiceId, (invoice) => invoice.estado === 'EMITTED');
    await expect(
      page.getByText(voucherNumber(demoTaxpayer.puntoVenta, emitted.nroDeComprobante!)),
    ).toBeVisible();
    await expect(page.getByText(emitted.cae!)).toBeVisible();
  });

  test("the PDF's QR carries the voucher's CUIT, number, amount and CAE", async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    const { invoices } = await api.call('listInvoices');
    const invoice = invoices.find((candidate) => candidate.estado === 'EMITTED');
    expect(invoice, 'an emitted invoice (the demo history has them)').toBeDefined();
    const number = voucherNumber(invoice!.puntoVenta!, invoice!.nroDeComprobante!);

    await logInAsTaxpayer(page);
    await page.goto('/facturas-emitidas');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas emitidas' })).toBeVisible();
    await expect(listRow(page, number)).toContainText('Emitida');
    await expectNoAxeViolations(page);
    await listRow(page, number).getByRole('link', { name: 'Ver' }).click();
    await expect(page).toHaveURL(new RegExp(`/visualizar-factura/${invoice!.invoiceId}$`));
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByText(invoice!.cae!)).toBeVisible();
    await expectNoAxeViolations(page);

    // 'Ver PDF' opens a new tab with the PDF that GET /api/pdf/{id}?userId= answered.
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`/api/pdf/${invoice!.invoiceId}`),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver PDF' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('userId')).toBe(invoice!.userId);
    await popup;
    const { pdf } = (await response.json()) as { pdf: string };
    const read = await readInvoicePdf(new Uint8Array(Buffer.from(pdf, 'base64')));

    expect(read.text).toContain(number);
    expect(read.text).toContain(invoice!.cae!);
    expect(read.qrText).toMatch(/^https:\/\/www\.(afip|arca)\.gob\.ar\/fe\/qr\/\?p=/);
    const qr = parseInvoiceQrUrl(read.qrText!);
    expect(qr).toMatchObject({
      cuit: demoTaxpayer.cuit,
      ptoVta: invoice!.puntoVenta,
      tipoCmp: invoice!.tipoDeComprobante,
      nroCmp: invoice!.nroDeComprobante,
      importeCents: Math.round(invoice!.importeTotal * 100),
      codAut: invoice!.cae,
      fecha: invoice!.fecha,
      moneda: 'PES',
    });
  });
});
