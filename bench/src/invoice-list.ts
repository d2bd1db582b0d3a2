/**
 * The invoice list as it grows (issue 11 item 2): the demo taxpayer gets `count` drafts (10,000 by
 * default) on the built server over PGlite, waits for the server's auto-analyze to refresh the
 * planner statistics (as a running server has them), then
 *
 * - one list page (`GET /api/root/invoices?limit=50`): the first page, and a deep one (the page
 *   reached after following `depth` cursors), each asked `samples` times;
 * - `GET /api/root/invoices/{id}` latency alone, and again while another client pages through the
 *   whole list without pause (the list must not starve the other requests).
 *
 * Figures only (p50, p95 in ms); nothing is asserted.
 */
import { startServer } from '@liqui/e2e/server';
import {
  benchDemoPassword,
  finalConsumerDraft,
  type LiquiSession,
  quantile,
  signInTaxpayer,
} from './liqui-session.js';

/** What {@link measureInvoiceList} found; times in ms. */
export type InvoiceListFigures = {
  invoices: number;
  firstPage: { p50: number; p95: number };
  deepPage: { depth: number; p50: number; p95: number };
  getAlone: { p50: number; p95: number };
  getWhilePaging: { p50: number; p95: number; pagesRead: number };
  /** Bytes of one page of 50 (uncompressed JSON). */
  pageBytes: number;
};

/** Long enough for the server's auto-analyze (every 15 s) to have seen the new rows, in ms. */
const autoAnalyzeWaitMs = 20_000;

/** Milliseconds `call` takes, `times` times one after the other. */
async function timeEach(times: number, call: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  return durations;
}

/** Creates `count` drafts, `parallel` at a time. */
async function createDrafts(session: LiquiSession, count: number, parallel = 8): Promise<string> {
  let next = 0;
  let someId = '';
  const worker = async () => {
    while (next < count) {
      next += 1;
      const created = await session.api.call('createInvoice', {
        body: finalConsumerDraft(100 + (next % 900)),
      });
      someId = created.invoiceId;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return someId;
}

/** See the module's TSDoc. */
export async function measureInvoiceList(
  options: { count?: number; samples?: number; depth?: number } = {},
): Promise<InvoiceListFigures> {
  const count = options.count ?? 10_000;
  const samples = options.samples ?? 100;
  const depth = options.depth ?? 100;
  const server = await startServer({
    env: { LOG_LEVEL: 'silent', LIQUI_DEMO_PASSWORD: benchDemoPassword },
  });
  try {
    const session = await signInTaxpayer(server.baseUrl);
    const someId = await createDrafts(session, count);
    // The server refreshes PGlite's planner statistics every 15 s (`db/auto-analyze.ts`; PGlite
    // has no autovacuum): measure the list as it runs once they are, not in the seconds after
    // 10,000 rows arrived at once.
    await new Promise((resolve) => setTimeout(resolve, autoAnalyzeWaitMs));
    const page = (last?: string) =>
      session.api.call('listInvoices', { query: { limit: 50, ...(last ? { last } : {}) } });

    const first = await timeEach(samples, () => page());
    let cursor: string | undefined;
    for (let i = 0; i < depth; i += 1) cursor = (await page(cursor)).last ?? undefined;
    const deep = await timeEach(samples, () => page(cursor));
    const pageBytes = (
      await (
        await fetch(`${server.baseUrl}/api/root/invoices?limit=50`, {
          headers: { Authorization: session.token },
        })
      ).arrayBuffer()
    ).byteLength;

    const getOne = () => session.api.call('getInvoice', { params: { id: someId } });
    const alone = await timeEach(samples, getOne);
    let paging = true;
    let pagesRead = 0;
    const pager = (async () => {
      while (paging) {
        let last: string | undefined;
        do {
          last = (await page(last)).last ?? undefined;
          pagesRead += 1;
        } while (paging && last !== undefined);
      }
    })();
    const during = await timeEach(samples, getOne);
    paging = false;
    await pager;

    const figuresOf = (values: number[]) => ({
      p50: quantile(values, 0.5),
      p95: quantile(values, 0.95),
    });
    return {
      invoices: count,
      firstPage: figuresOf(first),
      deepPage: { depth, ...figuresOf(deep) },
      getAlone: figuresOf(alone),
      getWhilePaging: { ...figuresOf(during), pagesRead },
      pageBytes,
    };
  } finally {
    await server.stop();
  }
}

/** The figures as printed lines. */
export function formatInvoiceList(figures: InvoiceListFigures): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `invoice list, ${figures.invoices} invoices of one taxpayer (PGlite), pages of 50 (${(figures.pageBytes / 1024).toFixed(1)} KiB):`,
    `  first page                p50 ${ms(figures.firstPage.p50)}   p95 ${ms(figures.firstPage.p95)}`,
    `  page ${figures.deepPage.depth + 1} (by cursor)       p50 ${ms(figures.deepPage.p50)}   p95 ${ms(figures.deepPage.p95)}`,
    `  GET one invoice alone     p50 ${ms(figures.getAlone.p50)}   p95 ${ms(figures.getAlone.p95)}`,
    `  GET one while paging      p50 ${ms(figures.getWhilePaging.p50)}   p95 ${ms(figures.getWhilePaging.p95)}   (${figures.getWhilePaging.pagesRead} pages read meanwhile)`,
  ].join('\n');
}
