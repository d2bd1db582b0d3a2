import type { ApiClient } from '@liqui/api-client';
import {
  argentineDateOf,
  computeAccumulationPeriod,
  computeBillingProgress,
  decideTaxpayerGating,
  formatArs,
  formatMonthName,
  type Invoice,
  toCents,
} from '@liqui/domain';
import type { Page } from '@playwright/test';
import { callIdentity, readCodeFromOutbox, signUpViaIdentity } from '../support/identity';
import { logInAsTaxpayer, taxpayerApi } from '../support/invoices';
import { logIn as logInThrough } from '../support/log-in';
import { expect, expectNoAxeViolations, test } from '../support/test';

/**
 * The taxpayer home and /impuestos (issue 12 items 2, 4, 5, 11): the demo taxpayer's billing
 * card, percent circle and 12-month chart agree with its EMITTED vouchers read from the invoices
 * API; the last 3 invoices; the debt label after 30 s (the page clock is fast-forwarded, nobody
 * waits); each alert demo taxpayer sees exactly its alert with the gated menu entries disabled;
 * axe at 1280 and 390 px; the chart's table reachable with Tab.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };

/** Every invoice of the demo taxpayer, paging through `GET /api/root/invoices` by cursor. */
async function allInvoices(api: ApiClient): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  let last: string | null = null;
  do {
    const page: { invoices: Invoice[]; last: string | null } = await api.call('listInvoices', {
      query: { limit: 200, ...(last ? { last } : {}) },
    });
    invoices.push(...page.invoices);
    last = page.last;
  } while (last !== null);
  return invoices;
}

/** Cents of a wire ARS amount. */
function cents(amount: number): number {
  const result = toCents(amount);
  if (!result.ok) throw new Error(`bad amount ${amount}`);
  return result.value;
}

/** Cents of a voucher for the billing figures: Facturas and Notas de Débito C add, Notas de Crédito C subtract. */
function signedCents(invoice: Invoice): number {
  const cents = toCents(invoice.importeTotal);
  if (!cents.ok) throw new Error(`bad amount ${invoice.importeTotal}`);
  const type = Number(invoice.tipoDeComprobante);
  if (type === 13) return -cents.value;
  if (type === 11 || type === 12) return cents.value;
  return 0;
}

function logIn(page: Page, email: string) {
  return logInThrough(page, email, { landing: /:\d+\/$/ });
}

/** Presses Tab until `name`'s button has the focus (at most 60 times). */
async function tabTo(page: Page, name: string) {
  const target = page.getByRole('button', { name });
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('the demo taxpayer home', () => {
  test('billing card, circle and 12-month chart equal the EMITTED vouchers per month; last 3 invoices; debt label after 30 s', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    const invoices = await allInvoices(api);
    const today = argentineDateOf(new Date());
    const period = computeAccumulationPeriod(today);
    if (!period.ok) throw new Error('period');
    const perMonth = new Map(period.value.chartMonths.map((month) => [month, 0]));
    let accumulated = 0;
    for (const invoice of invoices) {
      if (invoice.estado !== 'EMITTED') continue;
      const month = invoice.fecha.slice(0, 7);
      if (perMonth.has(month))
        perMonth.set(month, (perMonth.get(month) ?? 0) + signedCents(invoice));
      if (invoice.fecha >= period.value.start && invoice.fecha <= today) {
        accumulated += signedCents(invoice);
      }
    }
    expect(
      [...perMonth.values()].some((cents) => cents > 0),
      'the demo has billing',
    ).toBe(true);
    const { dashboard, user } = await api.call('getDashboard');
    const progress = computeBillingProgress({
      accumulatedCents: accumulated,
      maxCents: cents(dashboard.monotributo_maximo ?? 0),
    });

    await page.clock.install();
    await logInAsTaxpayer(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();

    // The debt label: 'Calculando' first.
    const debt = page.getByTestId('debt-label');
    await expect(debt).toHaveText('Calculando');

    // The billing card.
    const card = page.getByRole('region', { name: 'Facturación acumulada' });
    await expect(card.getByText(formatArs(accumulated), { exact: true })).toBeVisible();
    await expect(card.getByText(formatArs(progress.availableCents), { exact: true })).toBeVisible();
    const meter = card.getByRole('meter', { name: 'Facturación sobre el tope de tu categoría' });
    await expect(meter).toHaveAttribute('aria-valuenow', String(progress.percent));

    // The chart, then its table through the keyboard.
    const chart = page.getByRole('region', { name: 'Facturación de los últimos 12 meses' });
    await expect(
      chart.getByRole('img', { name: /Facturación de los últimos 12 meses/ }),
    ).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).click();
    await tabTo(page, 'Ver como tabla');
    await page.keyboard.press('Enter');
    const table = chart.getByRole('table', { name: 'Facturación por mes, últimos 12 meses' });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(13);
    const expected = [...perMonth.entries()].map(
      ([month, cents]) => `${formatMonthName(month)} ${formatArs(cents)}`,
    );
    const shown = await rows.evaluateAll((elements) =>
      elements
        .slice(1)
        .map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' '),
        ),
    );
    expect(shown).toEqual(expected);

    // The last 3 invoices, as the list shows them (no batch, no REJECTED), without actions.
    const latest = page.getByRole('table', { name: 'Últimas facturas' });
    const listed = invoices.filter((invoice) => !invoice.batchId && invoice.estado !== 'REJECTED');
    await expect(latest.getByRole('row')).toHaveCount(1 + Math.min(3, listed.length));
    await expect(latest.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
    const latestRows = latest.getByRole('row');
    for (const [index, invoice] of listed.slice(0, 3).entries()) {
      await expect(latestRows.nth(index + 1)).toContainText(formatArs(cents(invoice.importeTotal)));
      await expect(latestRows.nth(index + 1)).toContainText(invoice.razonSocialCliente ?? '');
    }

    await expectNoAxeViolations(page);

    // 30 s later: the label from the user record (deuda_afip 0 → 'No tenés deuda', null → 'Revisá tu Clave fiscal').
    await page.clock.fastForward('00:31');
    const expectedDebt =
      user.deuda_afip === null || user.deuda_afip === undefined
        ? 'Revisá tu Clave fiscal'
        : user.deuda_afip <= 0
          ? 'No tenés deuda'
          : formatArs(cents(user.deuda_afip));
    await expect(debt).toHaveText(expectedDebt);
  });

  test('the home at 390 px is axe-clean, shows the card and the chart, and does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await logInAsTaxpayer(page);
    await expect(page.getByRole('region', { name: 'Facturación acumulada' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Facturación de los últimos 12 meses/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect(
      page.getByRole('table', { name: 'Facturación por mes, últimos 12 meses' }),
    ).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(page);
  });

  test('a taxpayer who has not invoiced yet sees the empty state and its Facturar button; axe at 1280 and 390 px', async ({
    page,
  }) => {
    await logIn(page, 'primera@liqui.test');
    const empty = page.getByRole('region', { name: 'Todavía no facturaste' });
    await expect(empty).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facturación acumulada' })).toBeVisible();
    // No chart and no invoice table stand in for data that does not exist.
    await expect(
      page.getByRole('img', { name: /Facturación de los últimos 12 meses/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Últimas facturas' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
    await expect(empty).toBeVisible();
    await expectNoAxeViolations(page);
    await empty.getByRole('button', { name: 'Facturar' }).click();
    await expect(page).toHaveURL(/\/facturar$/);
  });

  test('/impuestos shows the Monotributo card with its total and the IIBB card, axe-clean at 1280 and 390 px', async ({
    page,
    baseURL,
  }) => {
    const api = await taxpayerApi(baseURL!);
    const { dashboard } = await api.call('getDashboard');
    const parts = [dashboard.cuota_actividad, dashboard.cuota_os, dashboard.cuota_sipa].map(
      (amount) => cents(amount ?? 0),
    );
    await logInAsTaxpayer(page);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mis impuestos' })
      .click();
    await expect(page).toHaveURL(/\/impuestos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis impuestos' })).toBeVisible();
    const mono = page.getByRole('region', { name: 'Monotributo' });
    await expect(
      mono.getByText(dashboard.monotributo_categoria ?? 'Sin categoría', { exact: true }),
    ).toBeVisible();
    await expect(
      mono.getByText(formatArs(parts.reduce((a, b) => a + b, 0)), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingresos Brutos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
    await expect(mono).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

const gatedEntries = ['Facturar', 'Facturas emitidas', 'Mis impuestos', 'Pagos'];
const alertTitles = [
  'Debés cargar tus fotos',
  'Tu Plan ha terminado',
  'Tu pago no se acreditó',
  'Estamos trabajando en tu alta',
  'Debes cargar tu clave fiscal',
  'Usuario Bloqueado',
];

test.describe('blocking alerts (Spec 02 §2 precedence)', () => {
  const accounts: ReadonlyArray<[string, string, { estado_pago: string; estado_usuario: string }]> =
    [
      [
        'fotos@liqui.test',
        'Debés cargar tus fotos',
        { estado_pago: 'ACTIVO', estado_usuario: 'ACTIVO' },
      ],
      [
        'vencido@liqui.test',
        'Tu Plan ha terminado',
        { estado_pago: 'VENCIDO', estado_usuario: 'ACTIVO' },
      ],
      [
        'pago@liqui.test',
        'Tu pago no se acreditó',
        { estado_pago: 'PAGO_EN_PROCESO', estado_usuario: 'ACTIVO' },
      ],
      [
        'alta@liqui.test',
        'Estamos trabajando en tu alta',
        { estado_pago: 'ACTIVO', estado_usuario: 'PENDIENTE_REVISION' },
      ],
      [
        'clave@liqui.test',
        'Debes cargar tu clave fiscal',
        { estado_pago: 'ACTIVO', estado_usuario: 'PENDIENTE_REVISION' },
      ],
      [
        'bloqueado@liqui.test',
        'Usuario Bloqueado',
        { estado_pago: 'ACTIVO', estado_usuario: 'BLOQUEADO' },
      ],
    ];
  for (const [email, title, statuses] of accounts) {
    test(`${email} sees exactly '${title}' and the gated menu entries as the rule says`, async ({
      page,
    }) => {
      await logIn(page, email);
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      for (const other of alertTitles.filter((text) => text !== title)) {
        await expect(page.getByText(other, { exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('region', { name: 'Facturación acumulada' })).toHaveCount(0);
      const menu = page.getByRole('navigation', { name: 'Menú principal' });
      const isGated = decideTaxpayerGating(statuses).isGated;
      for (const entry of gatedEntries) {
        const link = menu.getByRole('link', { name: entry, exact: true });
        if (isGated) await expect(link).toHaveAttribute('aria-disabled', 'true');
        else await expect(link).not.toHaveAttribute('aria-disabled', 'true');
      }
      await expect(menu.getByRole('link', { name: 'Inicio', exact: true })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('redirects after load (Spec 02 §2)', () => {
  test('a new INCOMPLETO taxpayer without a plan lands on the initial plan, also when it asks for /facturar; its gated entries are disabled', async ({
    page,
    baseURL,
  }) => {
    const email = `home-nuevo-${Date.now()}@example.com`;
    const password = 'Nuevo-Liqui-2026';
    await signUpViaIdentity(baseURL!, { email, password, givenName: 'Nora', familyName: 'Nueva' });
    const { code } = await readCodeFromOutbox(baseURL!, email);
    await callIdentity(baseURL!, 'ConfirmSignUp', { Username: email, ConfirmationCode: code });

    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/^contraseña/i).fill(password);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await expect(page).toHaveURL(/\/initial-plan\/0$/);

    // The route guard sends INCOMPLETO users from the gated pages to /, which sends them on.
    await page.goto('/facturar');
    await expect(page).toHaveURL(/\/initial-plan\/0$/);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const entry of gatedEntries) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  });
});
