import type { Page } from '@playwright/test';
import { logInAsTaxpayer, setArcaFaults } from '../support/invoices';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * Issue 12 item 3 through the real stack: the invoice wizard shows ARCA's service status from
 * the server's FEDummy probe on the ARCA simulator (cached 1 s in the e2e server,
 * `AFIP_STATUS_CACHE_MS`): nothing while ARCA is fine, 'ARCA está fuera de servicio…' while
 * FEDummy reports its servers down, and nothing again once ARCA is back.
 */
const downNotice = 'ARCA está fuera de servicio: tus facturas se emitirán cuando vuelva';

/**
 * The next `/api/arca/status` answer the page could read, as its `status` ('ok' or 'down'). A
 * status call of a page the test navigated away from (the landing page after sign-in, or the
 * page before a reload) has no body any more: it is skipped, not failed on.
 */
async function nextArcaStatus(page: Page): Promise<string | undefined> {
  let status: string | undefined;
  await page.waitForResponse(async (response) => {
    if (!response.url().endsWith('/api/arca/status')) return false;
    try {
      status = ((await response.json()) as { status?: string }).status;
      return true;
    } catch {
      return false;
    }
  });
  return status;
}

test.describe('ARCA status notice', () => {
  // A sign-in and several reloads on a busy machine: more than a test's 30 s.
  test.describe.configure({ timeout: 90_000 });

  test.afterEach(async ({ baseURL }) => {
    await setArcaFaults(baseURL!, null);
  });

  test('the wizard says when ARCA is out of service, and stops saying it when it is back', async ({
    page,
    baseURL,
  }) => {
    await logInAsTaxpayer(page);
    const firstStatus = nextArcaStatus(page);
    await page.goto('/facturar');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturar' })).toBeVisible();
    expect(await firstStatus).toBe('ok');
    await expect(page.getByText(downNotice)).toHaveCount(0);

    // Reloads until the server's status cache (1 s here) has aged and the notice shows.
    await setArcaFaults(baseURL!, [{ service: 'wsfe', operation: 'FEDummy', kind: 'dummyDown' }]);
    const notice = page.getByRole('status').filter({ hasText: downNotice });
    await expect(async () => {
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 45_000 });
    await expectNoAxeViolations(page);

    await setArcaFaults(baseURL!, null);
    await expect(async () => {
      const answer = nextArcaStatus(page);
      await page.reload();
      expect(await answer).toBe('ok');
    }).toPass({ timeout: 45_000 });
    await expect(page.getByText(downNotice)).toHaveCount(0);
  });
});
