import { readFile } from 'node:fs/promises';
import { addDays, argentineDateOf, monthNames } from '@liqui/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { chooseOption } from './invoices';

/**
 * The invoice batch screens as a company uses them (issue 15 item 3, Spec 03 §2 "Invoice
 * batches", §5 "Invoice batch form"): shared by the batch journeys of `invoice-batches.spec.ts`
 * and `admin-lite.spec.ts`.
 */

/** Types an ISO date into the kit's date field (segments day, month, year). */
export async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const field = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Clicks a download button and answers the download's file name and path. */
export async function download(page: Page, button: Locator) {
  const waiting = page.waitForEvent('download', { timeout: 120_000 });
  await button.click();
  const file = await waiting;
  return { name: file.suggestedFilename(), path: await file.path() };
}

/**
 * From the batch list: 'Nuevo lote', the period of this month, the service from six days ago to
 * today, the batch's name, then the CSV file (text as UTF-8, or its bytes). Leaves the form with
 * the rows read (the caller asserts them) and answers the 'Iniciar lote' button. The success
 * message is awaited unless `hasValidRow` is false (a file whose every row has errors gets a
 * caution instead).
 */
export async function fillNewBatch(
  page: Page,
  options: {
    name: string;
    csv: string | Buffer;
    /** Whether some row can be invoiced ('Archivo CSV cargado con exito!'). @default true */
    hasValidRow?: boolean;
  },
) {
  const today = argentineDateOf(new Date());
  await page.getByRole('button', { name: 'Nuevo lote' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nuevo lote' })).toBeFocused();
  await expect(page.getByText('Cuit valido!')).toBeVisible();
  await chooseOption(page, 'Mes', monthNames[Number(today.slice(5, 7)) - 1]!);
  await typeDate(page, 'Servicio desde', addDays(today, -6));
  await typeDate(page, 'Servicio hasta', today);
  await page.getByLabel('Nombre del lote').fill(options.name);
  await page.locator('input[data-invoice-batch-csv]').setInputFiles({
    name: 'lote.csv',
    mimeType: 'text/csv',
    buffer: typeof options.csv === 'string' ? Buffer.from(options.csv) : options.csv,
  });
  if (options.hasValidRow ?? true) {
    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
  }
  return page.getByRole('button', { name: 'Iniciar lote' });
}

/**
 * After 'Iniciar lote': the preview (issue 24 item 2) takes the focus and shows the server's
 * figures (`figures`, e.g. '3 facturas por $ 48.500,50 · 2 filas rechazadas'); answers the
 * preview's region and its 'Confirmar y emitir' button.
 */
export async function expectBatchPreview(page: Page, figures: string) {
  const preview = page.getByRole('region', { name: 'Vista previa del lote' });
  await expect(preview.getByRole('heading', { name: 'Vista previa del lote' })).toBeFocused({
    timeout: 60_000,
  });
  await expect(preview.getByText(figures, { exact: true })).toBeVisible();
  return { preview, confirm: preview.getByRole('button', { name: 'Confirmar y emitir' }) };
}

/**
 * 'Confirmar y emitir' with the mouse, then 'Emitir' in its dialog, whose message says
 * `confirmation` ('Se emitirán 3 facturas por $ 48.500,50. No se puede deshacer.'); lands on the
 * batch view of the confirmed batch.
 */
export async function confirmBatch(page: Page, confirmation: string) {
  await page.getByRole('button', { name: 'Confirmar y emitir' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Emitir las facturas?' });
  await expect(dialog).toContainText(confirmation);
  await dialog.getByRole('button', { name: 'Emitir' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lote', exact: true })).toBeFocused({
    timeout: 60_000,
  });
}

/** The entries of a ZIP file (name → bytes), read with yauzl. */
export async function zipEntries(path: string): Promise<Map<string, Buffer>> {
  const bytes = await readFile(path);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a ZIP'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
