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
 * today, the batch's name, then the CSV file. Leaves the form with the rows read (the caller
 * asserts them) and answers the 'Iniciar lote' button.
 */
export async function fillNewBatch(page: Page, options: { name: string; csv: string }) {
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
    buffer: Buffer.from(options.csv),
  });
  await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
  return page.getByRole('button', { name: 'Iniciar lote' });
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
