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
 * The taxpayer home is within its budget (about 181 KB): Amplify loads only to refresh an expired
 * id token or to sign in or out (the current token is read where Amplify stores it), and the kit's
 * table pager (select, popover, overlays) only when a table pages.
 *
 * `/login` is not within its budget yet: about 133 KB. What it loads: React and React DOM 67 KB
 * (half the budget on their own), react-aria's button, link, text field and form validation with
 * the kit's components around them about 30 KB, final-form and the app's form wrapper 10 KB, the
 * routes, session and identity code about 12 KB, the shell's message catalogue 2 KB and the CSS of
 * the components shown 4 KB. Already out of it: the rest of the message catalogue
 * (`shellMessages` in `@liqui/domain`), the toast region until a message shows, the kit's
 * full sprinkles (Stack and Inline use `flexLayout`) and the kit's CSS of components not shown
 * (the app builds the kit from its sources; see `apps/web/vite.config.ts`). Its budget test is
 * marked as failing until it is within it, and a ceiling just above today's figure catches any
 * growth meanwhile.
 */

/**
 * Today's `/login` figure plus a small margin: it may only shrink (bytes gzip, 1 KB = 1,000).
 * Lowered from 151,000 (149,700 measured before the changes listed above; 133,400 after).
 */
const loginCeilingBytes = 134_000;

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

  test('/login fetches no more JS and CSS than today (ceiling 134 KB gzip)', () => {
    expect(loads.login.landedOn).toBe('/login');
    expect(loads.login.gzipBytes, describeLoad(loads.login)).toBeLessThanOrEqual(loginCeilingBytes);
  });

  test('/login fetches at most 120 KB gzip of JS and CSS', () => {
    test.fail(true, 'issue 11 item 4: /login is at about 133 KB gzip, over its 120 KB budget');
    expect(loads.login.gzipBytes, describeLoad(loads.login)).toBeLessThanOrEqual(
      firstLoadBudgetBytes.login,
    );
  });

  test('neither loads the back office, the invoice screens, sign-up or Amplify; /login not the toast region', () => {
    const loginFiles = loads.login.assets.map((asset) => asset.path);
    for (const lazy of [
      'area-admin',
      'invoice-wizard',
      'invoice-list',
      'sign-up',
      'vendor-amplify',
      'ToastRegion',
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

  test('/login loads the texts of its own screens, not the whole message catalogue', async ({
    request,
  }) => {
    const scripts = loads.login.assets.filter((asset) => asset.kind === 'script');
    const bodies = await Promise.all(
      scripts.map(async (asset) => (await request.get(asset.path)).text()),
    );
    const loaded = bodies.join('\n');
    // The login form's own message (spec 01 §5) and the shell's come along…
    expect(loaded).toContain('Email válido requerido');
    expect(loaded).toContain('Sesion vencida, vuelve a loguearte por favor');
    // …but not the invoice wizard's nor the back office's (spec 02 §8, 03 §5).
    expect(loaded).not.toContain('La afip se encuentra fuera de servicio');
    expect(loaded).not.toContain('No se encuentran facturas dicho estado');
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
