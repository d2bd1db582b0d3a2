/// <reference lib="dom" />
/**
 * The invoice batch CSV read in the browser (issue 15 item 8): a 10,000-row CSV parsed and
 * validated by the batch screen's Web Worker. The built server serves the built app; Chromium
 * signs in as the demo company (`empresa@liqui.test`), opens /load-invoices-batch, 'Nuevo lote',
 * fills the period and service dates (so every row is checked as a valid one), sets the file, and
 * the page itself times the `change` of the file input → the summary '10.000 filas · …' on
 * screen (a MutationObserver in the page; no Playwright polling in the figure). It also reports
 * the longest main-thread task seen meanwhile (`longtask` entries over 50 ms, counted from the
 * input's `change`; the task that dispatches it also holds Playwright's putting the file in the
 * page), the measure of "the screen stays responsive". The batch endpoints are not called: the
 * read needs none.
 */
import { addDays, argentineDateOf, monthNames } from '@liqui/domain';
import { launchChromium } from '@liqui/e2e/first-load';
import { startServer } from '@liqui/e2e/server';
import { benchDemoPassword } from './liqui-session.js';

/** A Chromium page (Playwright's, through the e2e support). */
type Page = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>['newPage']>>;

/** The figures of one run. */
export type BatchCsvFigures = {
  readonly rows: number;
  /** File set → rows on screen, ms (the page's clock). */
  readonly readMs: number;
  /** The longest main-thread task meanwhile, ms (0: none over 50 ms). */
  readonly longestTaskMs: number;
  /** How many main-thread tasks over 50 ms meanwhile. */
  readonly longTasks: number;
};

/** `rows` valid rows for the demo taxpayer (a collaborator's shape: one concept, one amount). */
export function benchBatchCsv(rows: number): string {
  const lines = ['cuit_emisor,tipo_factura,observaciones,forma_pago,concepto1,monto1'];
  for (let index = 1; index <= rows; index += 1) {
    lines.push(
      `20111111112,C,Semana ${index},contado,Repartos ${index},"${(index % 900) + 100},50"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await page
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/**
 * Starts the built server (PGlite, demo accounts), runs the read of a `rows`-row CSV in Chromium
 * and stops everything.
 */
export async function measureBatchCsv(rows = 10_000): Promise<BatchCsvFigures> {
  const server = await startServer({
    env: { LOG_LEVEL: 'silent', LIQUI_DEMO_PASSWORD: benchDemoPassword },
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'es-AR' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(/e-?mail/i).fill('empresa@liqui.test');
    await page.getByLabel(/^contraseña/i).fill(benchDemoPassword);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await page.waitForURL(`${server.baseUrl}/admin-lite`);
    await page.goto(`${server.baseUrl}/load-invoices-batch`);
    await page.getByRole('button', { name: 'Nuevo lote' }).click();
    await page.getByText('Cuit valido!').waitFor();
    const today = argentineDateOf(new Date());
    await page.getByRole('button', { name: / Mes$/ }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: monthNames[Number(today.slice(5, 7)) - 1], exact: true })
      .click();
    await typeDate(page, 'Servicio desde', addDays(today, -6));
    await typeDate(page, 'Servicio hasta', today);

    const expected = `${new Intl.NumberFormat('es-AR').format(rows)} filas ·`;
    const timing = page.evaluate((summary) => {
      const input = document.querySelector<HTMLInputElement>('input[data-invoice-batch-csv]');
      if (input === null) throw new Error('no CSV input');
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      return new Promise<{ readMs: number; longTasks: number[] }>((resolve) => {
        input.addEventListener(
          'change',
          () => {
            const started = performance.now();
            // From the change on: Playwright's own work of putting the file in the page is not
            // the screen's.
            observer.observe({
              type: 'longtask' as PerformanceObserverInit['type'],
              buffered: false,
            });
            const watcher = new MutationObserver(() => {
              if (!document.body.innerText.includes(summary)) return;
              watcher.disconnect();
              const readMs = performance.now() - started;
              // Let the last long task be reported before reading them.
              setTimeout(() => {
                observer.disconnect();
                resolve({ readMs, longTasks });
              }, 100);
            });
            watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
          },
          { once: true, capture: true },
        );
      });
    }, expected);
    await page.locator('input[data-invoice-batch-csv]').setInputFiles({
      name: 'lote.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(benchBatchCsv(rows)),
    });
    const { readMs, longTasks } = await timing;
    await context.close();
    return {
      rows,
      readMs,
      longestTaskMs: longTasks.length === 0 ? 0 : Math.max(...longTasks),
      longTasks: longTasks.length,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The figures as one line. */
export function formatBatchCsv(figures: BatchCsvFigures): string {
  return `batch CSV in the browser's worker (${figures.rows.toLocaleString('en')} rows, parse + validate → rows on screen)  ${figures.readMs.toFixed(0)} ms   main-thread tasks > 50 ms: ${figures.longTasks} (longest ${figures.longestTaskMs.toFixed(0)} ms)`;
}
