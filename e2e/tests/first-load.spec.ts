import {
  type FirstLoad,
  type FirstLoads,
  firstLoadBudgetBytes,
  measureFirstLoads,
} from '../support/first-load';
import { demoPassword } from '../support/identity';
import { expect, test } from '../support/test';

/**
 * First-load weight (issue 11 item 4), in bytes, never in time: what Chromium fetches with an
 * empty cache to show `/login` (signed out) and the taxpayer home `/` (signed in), JS and CSS
 * gzip-compressed, against the budgets (`firstLoadBudgetBytes`: 120 KB and 200 KB). The
 * bench `first-load` prints the same figures file by file.
 *
 * The taxpayer home is within its budget (about 182 KB): Amplify loads only to refresh an expired
 * id token or to sign in or out (the current token is read where Amplify stores it), and the kit's
 * table pager (select, popover, overlays) only when a table pages.
 *
 * `/login` is not within its budget yet (about 150 KB: React alone is 67 KB, the kit's one CSS
 * file 10 KB, final-form 8 KB, the message catalogue 6 KB, the kit's layout primitives and the
 * route focus about 6 KB); its budget test is marked as failing
 * until it is, and a ceiling just above today's figure catches any growth meanwhile.
 */

/**
 * Today's `/login` figure plus a small margin: it may only shrink (bytes gzip, 1 KB = 1,000).
 * Raised from 150,000 by issue 13 (150,400 measured with the questionnaire, plan, payment and
 * checkout screens): the route table's lazy entries for their chunks (with their preload lists),
 * a few texts of the shared message catalogue, and the bundler splitting two react-aria modules
 * that the new screens share with the login form into chunks of their own are in every page's
 * first load. What would take it down: a per-area message catalogue (about 5 KB) and the kit's
 * CSS per component; see the budget test below.
 */
const loginCeilingBytes = 151_000;

/** Bytes as kilobytes, one decimal (as the bench prints them). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The files of a load, largest first, for a failure message. */
function describeLoad(load: FirstLoad): string {
  const files = [...load.assets]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((asset) => `${kb(asset.gzipBytes).padStart(9)}  ${asset.path}`);
  return [`${load.path}: ${kb(load.gzipBytes)} gzip in ${load.requests} files`, ...files].join(
    '\n',
  );
}

test.describe('first load', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let loads: FirstLoads;

  test.beforeAll(async ({ browser, serverUrl }) => {
    // Two cold page loads and a sign-in on a busy machine: more than a test's 30 s.
    test.setTimeout(120_000);
    loads = await measureFirstLoads(browser, { baseUrl: serverUrl, password: demoPassword });
  });

  test('the taxpayer home fetches at most 200 KB gzip of JS and CSS', () => {
    expect(loads.taxpayerHome.landedOn).toBe('/');
    expect(loads.taxpayerHome.gzipBytes, describeLoad(loads.taxpayerHome)).toBeLessThanOrEqual(
      firstLoadBudgetBytes.taxpayerHome,
    );
  });

  test('/login fetches no more JS and CSS than today (ceiling 151 KB gzip)', () => {
    expect(loads.login.landedOn).toBe('/login');
    expect(loads.login.gzipBytes, describeLoad(loads.login)).toBeLessThanOrEqual(loginCeilingBytes);
  });

  test('/login fetches at most 120 KB gzip of JS and CSS', () => {
    test.fail(true, 'issue 11 item 4: /login is at about 150 KB gzip, over its 120 KB budget');
    expect(loads.login.gzipBytes, describeLoad(loads.login)).toBeLessThanOrEqual(
      firstLoadBudgetBytes.login,
    );
  });

  test('neither loads the back office, the invoice screens, sign-up or Amplify (/login, /)', () => {
    const loginFiles = loads.login.assets.map((asset) => asset.path);
    for (const lazy of [
      'area-admin',
      'invoice-wizard',
      'invoice-list',
      'sign-up',
      'vendor-amplify',
    ]) {
      expect(
        loginFiles.filter((path) => path.includes(lazy)),
        `/login fetched ${lazy}`,
      ).toEqual([]);
    }
    const homeFiles = loads.taxpayerHome.assets.map((asset) => asset.path);
    // Amplify too: a signed-in load reads the stored, unexpired id token without it.
    for (const lazy of [
      'area-admin',
      'invoice-wizard',
      'invoice-list',
      'invoice-detail',
      'vendor-amplify',
    ]) {
      expect(
        homeFiles.filter((path) => path.includes(lazy)),
        `the home fetched ${lazy}`,
      ).toEqual([]);
    }
  });

  test('JS and CSS over 1 KiB come compressed, hashed files cached for good', async ({
    request,
  }) => {
    for (const load of [loads.login, loads.taxpayerHome]) {
      const large = load.assets.filter((asset) => asset.decodedBytes > 1024);
      expect(large.length).toBeGreaterThan(0);
      expect(
        large.filter((asset) => asset.encoding === null).map((asset) => asset.path),
        `${load.path}: sent uncompressed`,
      ).toEqual([]);
    }
    const hashed = loads.login.assets[0]?.path;
    expect(hashed).toMatch(/^\/assets\//);
    const response = await request.get(hashed ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
