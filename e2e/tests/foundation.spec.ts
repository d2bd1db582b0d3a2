import { expect, expectNoAxeViolations, test } from '../support/test';

test.describe('a visitor without a session', () => {
  test('opening / is redirected to /login, and the login page is axe-clean', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    await expectNoAxeViolations(page);
  });

  test('opening /admin is redirected to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('opening /document-control is redirected to /login-dc', async ({ page }) => {
    await page.goto('/document-control');
    await expect(page).toHaveURL(/\/login-dc$/);
  });
});

test.describe('the HTTP API', () => {
  test('an unknown /api path answers a JSON 404, never the web app', async ({ request }) => {
    const response = await request.get('/api/x');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  test('liveness answers 200, and readiness with the database status', async ({ request }) => {
    const live = await request.get('/api/health');
    expect(live.status()).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
