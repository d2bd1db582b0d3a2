import { readFile } from 'node:fs/promises';
import { type ApiClient, createApiClient } from '@liqui/api-client';
import {
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  formatDecimal,
  type User,
  type UserListIndex,
  userStatusLabel,
} from '@liqui/domain';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { callIdentity, demoPassword, signInForAccessToken } from '../support/identity';
import { logIn } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The admin dashboard /admin (Spec 03 §2, §4, §7, §8; issue 14 item 1) over the demo population
 * (300 seeded taxpayers in every status, one named `=1+1`): the count cards equal the tallies
 * of every user read through `GET /api/root/users` as the admin (the listing, not the counts
 * query), each tab's CSV holds exactly that tab's users with formulas neutralised, the search by
 * CUIT and by e-mail says 'Usuario encontrado', and axe is clean at 1280 and 390 px.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * The status tabs, their `GET /root/users` query and the list's id in the CSV file's name
 * (`usuarios-<id>-<aaaa-mm-dd>.csv`, as the page names it).
 */
const statusTabs: readonly { label: string; index: UserListIndex; value: string; file: string }[] =
  [
    {
      label: 'Pendientes de Alta',
      index: 'monotributo_status',
      value: 'HACER_ALTA,PENDIENTE_REVISION',
      file: 'pendientes-de-alta',
    },
    {
      label: 'Usuarios incompletos',
      index: 'list_incomplete_users_payment_active',
      value: 'INCOMPLETO',
      file: 'usuarios-incompletos',
    },
    {
      label: 'Pedidos de Baja',
      index: 'status_baja_mono_cancelado',
      value: 'BAJA,BAJA_PROGRAMADA',
      file: 'pedidos-de-baja',
    },
    {
      label: 'Pagos vencidos',
      index: 'payment_status',
      value: 'VENCIDO',
      file: 'pagos-vencidos',
    },
    {
      label: 'Pendientes adhesión',
      index: 'adherido_cbu',
      value: 'POR_ADHERIR',
      file: 'pendientes-adhesion',
    },
  ];

async function adminApi(baseUrl: string): Promise<ApiClient> {
  const token = await signInForAccessToken(baseUrl, 'admin@liqui.test', demoPassword);
  return createApiClient({
    baseUrl: `${baseUrl}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      throw new Error('the e2e session expired');
    },
  });
}

/** Every user of a listing, through the API in pages of 300. */
async function listAll(api: ApiClient, filter: { index?: UserListIndex; value?: string } = {}) {
  const all: User[] = [];
  let last: string | null = null;
  do {
    const page: { users: User[]; last: string | null } = await api.call('listUsers', {
      query: { ...filter, limit: 300, ...(last ? { last } : {}) },
    });
    all.push(...page.users);
    last = page.last;
  } while (last !== null);
  return all;
}

async function logInAsAdmin(page: Page) {
  await logIn(page, 'admin@liqui.test', { landing: /\/admin$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
}

/**
 * Clicks a download button and parses the CSV it downloads as an es-AR Excel reads it (a
 * byte-order mark, `;`; issue 24 item 8): its file name and rows.
 */
async function downloadCsv(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark').toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    delimiter: ';',
    skipEmptyLines: true,
  });
  return { name: file.suggestedFilename(), rows: parsed.data };
}

/** No sideways scroll at the current width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the admin dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the count cards equal the users read one by one; every tab downloads exactly its users', async ({
    page,
    baseURL,
  }) => {
    const api = await adminApi(baseURL!);
    const everyone = await listAll(api);
    expect(everyone.length).toBeGreaterThanOrEqual(300);
    await logInAsAdmin(page);

    const cards = {
      'Estado de usuario': ['estado_usuario', estadosUsuario],
      'Estado de monotributo': ['estado_monotributo', estadosMonotributo],
      'Estado de pago': ['estado_pago', estadosPago],
      'Estado de CBU': ['estado_cbu', estadosCbu],
    } as const;
    for (const [title, [field, values]] of Object.entries(cards)) {
      const card = page.getByRole('region', { name: title });
      await expect(card).toBeVisible();
      for (const value of values) {
        const tally = everyone.filter((user) => user[field] === value).length;
        const item = card.locator('dl > div', {
          // The Spanish label, never the stored code (issue 25 item 11).
          has: page.locator('dt').getByText(userStatusLabel(field, value), { exact: true }),
        });
        await expect(item.locator('dd'), `${title} ${value}`).toHaveText(formatDecimal(tally));
      }
    }

    const tabs = page.getByRole('tablist', { name: 'Listados de usuarios' });
    for (const tab of statusTabs) {
      await tabs.getByRole('tab', { name: tab.label }).click();
      const expected = await listAll(api, { index: tab.index, value: tab.value });
      expect(expected.length, tab.label).toBeGreaterThan(0);
      const table = page.getByRole('table', { name: tab.label });
      await expect(table).toBeVisible();
      // 5 rows per page by default (Spec 03 §2).
      await expect(table.getByRole('row')).toHaveCount(1 + Math.min(5, expected.length));
      const csv = await downloadCsv(
        page,
        page.getByRole('button', { name: `Descargar CSV de ${tab.label}` }),
      );
      expect(csv.name).toMatch(new RegExp(`^usuarios-${tab.file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(csv.rows.map((row) => row['ID de usuario']).sort()).toEqual(
        expected.map((user) => user.user_id).sort(),
      );
      // The rows on screen are users of the CSV.
      const shownEmails = await table.getByRole('row').locator('td:nth-child(3)').allTextContents();
      for (const email of shownEmails) {
        expect(csv.rows.some((row) => row['E-mail'] === email)).toBe(true);
      }
      if (tab.index === 'payment_status') {
        const formula = csv.rows.find((row) => row.Nombre?.includes('=1+1'));
        expect(formula?.Nombre).toBe("'=1+1");
      }
    }

    await tabs.getByRole('tab', { name: 'Todos' }).click();
    const allTable = page.getByRole('table', { name: 'Todos' });
    await expect(allTable.getByRole('row')).toHaveCount(1 + 10);
    const all = await downloadCsv(
      page,
      page.getByRole('button', { name: 'Descargar CSV de Todos' }),
    );
    expect(all.name).toMatch(/^usuarios-todos-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.rows).toHaveLength(everyone.length);
    expect(new Set(all.rows.map((row) => row['ID de usuario'])).size).toBe(everyone.length);
    expect(all.rows.filter((row) => /^'[=+\-@]/.test(row.Nombre ?? ''))).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('the read-only operador sees the same dashboard, its counts and its tabs', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `operador-${Date.now()}@liqui.test`;
    const password = 'Operador-Liqui-2026';
    const asAdmin = {
      accessToken: await signInForAccessToken(baseURL!, 'admin@liqui.test', demoPassword),
    };
    await callIdentity(
      baseURL!,
      'AdminCreateUser',
      {
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      },
      asAdmin,
    );
    await callIdentity(
      baseURL!,
      'AdminSetUserPassword',
      { Username: email, Password: password, Permanent: true },
      asAdmin,
    );
    await callIdentity(
      baseURL!,
      'AdminAddUserToGroup',
      { Username: email, GroupName: 'operador' },
      asAdmin,
    );

    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/^contraseña/i).fill(password);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Estado de pago' })).toBeVisible();
    await page.getByRole('tab', { name: 'Pagos vencidos' }).click();
    await expect(page.getByRole('table', { name: 'Pagos vencidos' }).getByRole('row')).toHaveCount(
      1 + 5,
    );
  });

  test('searches a user by CUIT, by e-mail and by the start of its name without accents: Usuario encontrado; axe clean at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    const api = await adminApi(baseURL!);
    const target = (await listAll(api)).find(
      (user) => user.cuit && user.email.endsWith('@poblacion.liqui.test'),
    )!;
    await logInAsAdmin(page);
    await page.getByRole('tab', { name: 'Buscar Usuario' }).click();

    const cuit = target.cuit!;
    await page
      .getByLabel('Valor')
      .fill(`${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('Usuario encontrado')).toBeVisible();
    const results = page.getByRole('table', { name: 'Resultado de la búsqueda' });
    await expect(results.getByRole('row').nth(1)).toContainText(target.email);
    await expect(
      results.getByRole('link', { name: `${target.apellido}, ${target.nombre}` }),
    ).toHaveAttribute('href', `/edit-user/${target.user_id}`);

    await page.getByRole('button', { name: /Buscar por/ }).click();
    await page.getByRole('option', { name: 'E-mail', exact: true }).click();
    await page.getByLabel('Valor').fill(` ${target.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(results.getByRole('row').nth(1)).toContainText(target.email);
    await expect(page.getByText('Usuario encontrado')).toBeVisible();

    await page.getByLabel('Valor').fill('nadie@liqui.test');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('No se encontró el usuario').first()).toBeVisible();

    // Issue 25 item 8: the start of the surname and the name, lower case and without accents.
    await page.getByRole('button', { name: /Buscar por/ }).click();
    await page.getByRole('option', { name: 'Nombre, e-mail o CUIT (comienzo)' }).click();
    const typed = `${target.apellido} ${target.nombre}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .slice(0, target.apellido!.length + 3);
    await page.getByLabel('Valor').fill(typed);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      results.getByRole('link', { name: `${target.apellido}, ${target.nombre}` }),
    ).toBeVisible();

    await page.setViewportSize(desktop);
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
    await page.getByRole('tab', { name: 'Pagos vencidos' }).click();
    await expect(page.getByRole('list', { name: 'Pagos vencidos' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Buscar Usuario' }).click();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
