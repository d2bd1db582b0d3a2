import { gzipSync } from 'node:zlib';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Response,
} from '@playwright/test';
import { demoPassword } from './identity';

/**
 * First-load weight of the built web app (issue 11 item 4): what Chromium fetches, with an empty
 * cache, to show a page and settle (network idle). Shared by the bench (`first-load`, which
 * prints the figures) and the e2e budget spec (which asserts them).
 */

/**
 * The budgets of issue 11 item 4: bytes of gzip-compressed JS and CSS a first load may fetch
 * (120 KB for `/login`, 200 KB for the taxpayer home; 1 KB = 1,000 bytes).
 */
export const firstLoadBudgetBytes = { login: 120_000, taxpayerHome: 200_000 } as const;

/** One JS or CSS file the page fetched. */
export type FetchedAsset = {
  /** Path and query of the URL (`/assets/index-3f2a.js`). */
  readonly path: string;
  readonly kind: 'script' | 'stylesheet';
  /** Body bytes over the wire, as encoded (compressed when `encoding` is set); headers excluded. */
  readonly transferBytes: number;
  /** Body bytes after decoding (what the browser parses). */
  readonly decodedBytes: number;
  /**
   * Body bytes gzip-compressed at level 9: what a browser that takes gzip only gets (the build's
   * `.gz` twin is made the same way). The budgets are in these bytes.
   */
  readonly gzipBytes: number;
  /** The response's `Content-Encoding` (`br`, `gzip`), or null when sent uncompressed. */
  readonly encoding: string | null;
};

/** What one page load fetched. */
export type FirstLoad = {
  /** The page's path (`/login`, `/`). */
  readonly path: string;
  /** The URL path the page ended on (a guard may redirect). */
  readonly landedOn: string;
  /** Every JS and CSS response, in the order they finished. */
  readonly assets: readonly FetchedAsset[];
  /** Sum of {@link FetchedAsset.transferBytes}. */
  readonly transferBytes: number;
  /** Sum of {@link FetchedAsset.decodedBytes}. */
  readonly decodedBytes: number;
  /** Sum of {@link FetchedAsset.gzipBytes}. */
  readonly gzipBytes: number;
  /** Number of JS and CSS requests. */
  readonly requests: number;
  /**
   * The JS and CSS files that came without `Content-Encoding`: the build compresses files over
   * 1 KiB only (`apps/web/vite.config.ts`), so these should all be small.
   */
  readonly uncompressed: readonly FetchedAsset[];
};

/**
 * The kind of a response we weigh, from its resource type and `Content-Type`; null for documents,
 * JSON, images and the rest.
 */
function assetKind(response: Response): FetchedAsset['kind'] | null {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'script';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'stylesheet';
  return null;
}

/** Reads the sizes of one finished response; null when it is not JS or CSS. */
async function weigh(response: Response): Promise<FetchedAsset | null> {
  const kind = assetKind(response);
  if (kind === null) return null;
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
  const url = new URL(response.url());
  return {
    path: url.pathname + url.search,
    kind,
    transferBytes: sizes.responseBodySize,
    decodedBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 9 }).byteLength,
    encoding: response.headers()['content-encoding'] ?? null,
  };
}

/**
 * Opens `path` in a page of `context` (which must have an empty HTTP cache: a fresh context),
 * waits until the network is idle and `ready` (when given) resolves, and weighs every JS and CSS
 * response.
 */
export async function measurePageLoad(
  context: BrowserContext,
  options: {
    /** Absolute URL of the server (`http://127.0.0.1:<port>`). */
    readonly baseUrl: string;
    readonly path: string;
    /** Resolves once the page is usable (a form field visible, a heading shown). */
    readonly ready?: (page: Page) => Promise<void>;
  },
): Promise<FirstLoad> {
  const page = await context.newPage();
  const weighed: Promise<FetchedAsset | null>[] = [];
  page.on('response', (response) => {
    weighed.push(response.finished().then(() => weigh(response)));
  });
  await page.goto(`${options.baseUrl}${options.path}`, { waitUntil: 'networkidle' });
  await options.ready?.(page);
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(weighed)).filter((asset) => asset !== null);
  const landedOn = new URL(page.url()).pathname;
  await page.close();
  return {
    path: options.path,
    landedOn,
    assets,
    transferBytes: assets.reduce((sum, asset) => sum + asset.transferBytes, 0),
    decodedBytes: assets.reduce((sum, asset) => sum + asset.decodedBytes, 0),
    gzipBytes: assets.reduce((sum, asset) => sum + asset.gzipBytes, 0),
    requests: assets.length,
    uncompressed: assets.filter((asset) => asset.encoding === null),
  };
}

/** The demo taxpayer (`apps/api/src/demo/demo-accounts.ts`). */
const demoTaxpayerEmail = 'contribuyente@liqui.test';

/**
 * Signs the demo taxpayer in through the login form in a throwaway context and returns that
 * context's storage (localStorage: Amplify's tokens and the app's session), so a fresh context
 * with an empty cache opens the taxpayer home already signed in.
 *
 * @param password - the demo accounts' password the server was started with
 *   (`LIQUI_DEMO_PASSWORD`).
 */
export async function signInTaxpayerStorage(
  browser: Browser,
  options: { readonly baseUrl: string; readonly password?: string },
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ locale: 'es-AR' });
  try {
    const page = await context.newPage();
    await page.goto(`${options.baseUrl}/login`);
    await page.getByLabel(/e-?mail/i).fill(demoTaxpayerEmail);
    await page.getByLabel(/^contraseña/i).fill(options.password ?? demoPassword);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await page.waitForURL(`${options.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The two first loads of the budget: `/login` signed out and the taxpayer home `/` signed in. */
export type FirstLoads = { readonly login: FirstLoad; readonly taxpayerHome: FirstLoad };

/**
 * Measures `/login` (signed out) and the taxpayer home `/` (signed in as the demo taxpayer), each
 * in a fresh browser context, so each starts with an empty HTTP cache.
 */
export async function measureFirstLoads(
  browser: Browser,
  options: { readonly baseUrl: string; readonly password?: string },
): Promise<FirstLoads> {
  const { baseUrl } = options;
  const signedOut = await browser.newContext({ locale: 'es-AR' });
  const login = await measurePageLoad(signedOut, {
    baseUrl,
    path: '/login',
    ready: (page) => page.getByLabel(/^contraseña/i).waitFor(),
  }).finally(() => signedOut.close());

  const storageState = await signInTaxpayerStorage(browser, options);
  const signedIn = await browser.newContext({ locale: 'es-AR', storageState });
  const taxpayerHome = await measurePageLoad(signedIn, {
    baseUrl,
    path: '/',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  }).finally(() => signedIn.close());
  return { login, taxpayerHome };
}

/** Launches Debian's Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`) headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}
