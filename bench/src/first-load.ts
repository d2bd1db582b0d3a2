/**
 * First-load weight (issue 11 item 4): the built app served by the built server, loaded in
 * Chromium with an empty cache, and the JS and CSS it fetched summed per page: `/login` signed
 * out and the taxpayer home `/` signed in as the demo taxpayer. Figures, with the budget verdict
 * (120 KB gzip for `/login`, 200 KB for the home); the e2e spec `first-load.spec.ts` asserts the
 * same budgets.
 */
import {
  type FirstLoad,
  firstLoadBudgetBytes,
  launchChromium,
  measureFirstLoads,
} from '@liqui/e2e/first-load';
import { startServer } from '@liqui/e2e/server';
import { benchDemoPassword } from './liqui-session.js';

/** The first loads and the budget each is held to, in gzip bytes. */
export type FirstLoadFigures = {
  readonly pages: readonly { readonly load: FirstLoad; readonly budgetBytes: number }[];
};

/**
 * Starts the built server on a fresh PGlite data directory, measures both first loads in
 * Debian's Chromium and stops everything.
 */
export async function measureFirstLoad(): Promise<FirstLoadFigures> {
  const server = await startServer({
    env: { LOG_LEVEL: 'silent', LIQUI_DEMO_PASSWORD: benchDemoPassword },
  });
  const browser = await launchChromium();
  try {
    const { login, taxpayerHome } = await measureFirstLoads(browser, {
      baseUrl: server.baseUrl,
      password: benchDemoPassword,
    });
    return {
      pages: [
        { load: login, budgetBytes: firstLoadBudgetBytes.login },
        { load: taxpayerHome, budgetBytes: firstLoadBudgetBytes.taxpayerHome },
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Bytes as kilobytes (1 KB = 1,000 bytes, as the budgets), one decimal. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The figures as a table (one row per page: gzip KB, KB over the wire as served, decoded KB,
 * requests, verdict) followed by each page's files, largest first.
 */
export function formatFirstLoad(figures: FirstLoadFigures): string {
  const header = [
    'first load (JS + CSS, empty cache)',
    'page'.padEnd(8),
    'gzip'.padStart(10),
    'wire'.padStart(10),
    'decoded'.padStart(10),
    'requests'.padStart(9),
    '  budget (gzip)',
  ];
  const lines = [header[0] ?? '', `  ${header.slice(1).join('')}`];
  for (const { load, budgetBytes } of figures.pages) {
    const verdict = load.gzipBytes <= budgetBytes ? 'within' : 'OVER';
    const uncompressed =
      load.uncompressed.length === 0
        ? ''
        : `   (${load.uncompressed.length} small files sent uncompressed: ${kb(
            load.uncompressed.reduce((sum, asset) => sum + asset.transferBytes, 0),
          )})`;
    lines.push(
      `  ${load.path.padEnd(8)}${kb(load.gzipBytes).padStart(10)}${kb(load.transferBytes).padStart(10)}${kb(
        load.decodedBytes,
      ).padStart(
        10,
      )}${String(load.requests).padStart(9)}  ${verdict} ${kb(budgetBytes)}${uncompressed}`,
    );
  }
  for (const { load } of figures.pages) {
    lines.push(
      `  files of ${load.path} (landed on ${load.landedOn}): gzip / wire (encoding) / decoded`,
    );
    for (const asset of [...load.assets].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      lines.push(
        `    ${kb(asset.gzipBytes).padStart(9)} ${kb(asset.transferBytes).padStart(9)} ${`(${
          asset.encoding ?? 'none'
        })`.padEnd(6)}${kb(asset.decodedBytes).padStart(10)}  ${asset.path}`,
      );
    }
  }
  return lines.join('\n');
}
