import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import {
  argentineDateOf,
  computeAccumulationPeriod,
  type DashboardResponse,
  type Invoice,
  type InvoiceDraft,
  toCents,
} from '@liqui/domain';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app.js';
import type { Database } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { seedDemoInvoices } from '../../demo/seed-demo-invoices.js';
import { draftOf } from '../../test/afip-emission.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The dashboard API (Spec 02 §2, §7; Spec 03 §7; issue 12 item 1) in-process over a seeded
 * database: a taxpayer with the demo history (twelve months of EMITTED Facturas C authorized by
 * the ARCA simulator's ledger, `seedDemoInvoices`), plus drafts created through the invoice
 * endpoint and moved to other statuses / types in the table (as `invoices.test.ts` does). The
 * figures must equal the invoices list (`GET /api/root/invoices`, every page) to the cent.
 */

type App = ReturnType<typeof createTestContext>['app'];
type Caller = { userId: string; token: string };

const today = argentineDateOf(new Date());

function centsOf(amount: number): number {
  const result = toCents(amount);
  if (!result.ok) throw new Error(`bad amount ${amount}`);
  return result.value;
}

describe('dashboard API', () => {
  let database: Database;
  let app: App;
  let services: AppServices;
  let taxpayer: Caller;
  let other: Caller;
  let admin: Caller;

  async function newCaller(fields: Record<string, unknown>, groups: string[] = []) {
    const userId = randomUUID();
    await services.users.createFromIdentity({
      sub: userId,
      username: `user-${userId}@liqui.test`,
      email: `user-${userId}@liqui.test`,
    });
    await services.users.updateFields(userId, fields);
    return {
      userId,
      token: await signTestToken(testSigningKeys, { sub: userId, groups }),
    };
  }

  function call(caller: Caller, method: string, path: string, body?: unknown) {
    return app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${caller.token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function dashboardOf(caller: Caller, path = '/api/root/dashboard') {
    const response = await call(caller, 'GET', path);
    expect(response.status).toBe(200);
    const body = (await response.json()) as DashboardResponse;
    assert(body, endpoints.getDashboard.response);
    return body;
  }

  /** Every invoice of the caller, read through the list endpoint page by page. */
  async function allInvoices(caller: Caller): Promise<Invoice[]> {
    const all: Invoice[] = [];
    let last: string | null = null;
    do {
      const query: string = last ? `&last=${encodeURIComponent(last)}` : '';
      const response = await call(caller, 'GET', `/api/root/invoices?limit=7${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { invoices: Invoice[]; last: string | null };
      all.push(...page.invoices);
      last = page.last;
    } while (last);
    return all;
  }

  async function createDraft(caller: Caller, overrides: Partial<InvoiceDraft> = {}) {
    const response = await call(caller, 'POST', '/api/root/invoices', draftOf(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { invoiceId: string }).invoiceId;
  }

  async function setRow(invoiceId: string, values: Partial<typeof invoices.$inferInsert>) {
    await database.db.update(invoices).set(values).where(eq(invoices.invoiceId, invoiceId));
  }

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    const context = createTestContext({ database });
    app = context.app;
    services = context.services;
    const fields = {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      cuit: '20111111112',
      punto_venta: 1,
      cat_monotributo: 'A',
      tipo_actividad: 'presta_servicios',
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
    };
    taxpayer = await newCaller(fields);
    other = await newCaller({ ...fields, cuit: '20000000516' });
    admin = await newCaller({}, ['admin']);
    const seeded = await seedDemoInvoices({
      config: { afip: { isSandbox: true } },
      database,
      ledger: services.afipSimulator!.ledger,
      logger: pino({ level: 'silent' }),
      taxpayer: { userId: taxpayer.userId, cuit: '20111111112', puntoVenta: 1 },
    });
    expect(seeded.status).toBe('created');

    // A Nota de Crédito C and a Nota de Débito C emitted this month, a draft, a rejected one.
    const credit = await createDraft(taxpayer);
    await setRow(credit, { estado: 'EMITTED', tipoDeComprobante: 13, nroDeComprobante: 1 });
    const debit = await createDraft(taxpayer, {
      items: [{ key: 1, codigo: '1', concepto: 'Interés', unidad: 7, cantidad: 1, precio: 10.01 }],
    });
    await setRow(debit, { estado: 'EMITTED', tipoDeComprobante: 12, nroDeComprobante: 1 });
    await createDraft(taxpayer);
    const rejected = await createDraft(taxpayer);
    await setRow(rejected, { estado: 'REJECTED' });
    // Another taxpayer's emitted invoice never counts.
    const foreign = await createDraft(other);
    await setRow(foreign, { estado: 'EMITTED', nroDeComprobante: 1 });
  });
  afterAll(async () => {
    await services.jobs.stop();
    await database.close();
  });

  it('equals the invoices list to the cent: accumulated billing and the 12 months', async () => {
    const { dashboard, user } = await dashboardOf(taxpayer);
    expect(user.user_id).toBe(taxpayer.userId);
    const period = computeAccumulationPeriod(today);
    if (!period.ok) throw new Error('bad today');
    const { start, chartMonths } = period.value;

    const list = await allInvoices(taxpayer);
    const byMonth = new Map<string, number>(chartMonths.map((month) => [month, 0]));
    let accumulated = 0;
    for (const invoice of list) {
      if (invoice.estado !== 'EMITTED') continue;
      const sign =
        invoice.tipoDeComprobante === 13
          ? -1
          : [11, 12].includes(invoice.tipoDeComprobante)
            ? 1
            : 0;
      const cents = sign * centsOf(invoice.importeTotal);
      const month = invoice.fecha.slice(0, 7);
      if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + cents);
      if (invoice.fecha >= start && invoice.fecha <= today) accumulated += cents;
    }
    expect(accumulated).toBeGreaterThan(0);
    expect(centsOf(dashboard.facturacion_acumulada)).toBe(accumulated);
    expect(dashboard.facturacion_hist.map(centsOf)).toEqual(chartMonths.map((m) => byMonth.get(m)));
    expect(dashboard.facturacion?.map((month) => month.periodo)).toEqual(chartMonths);
    // The demo history bills every month.
    expect(dashboard.facturacion_hist.every((monto) => monto > 0)).toBe(true);
  });

  it('gives the category cap, the quota and the IIBB of the seeded tables', async () => {
    const { dashboard } = await dashboardOf(taxpayer);
    expect(dashboard).toMatchObject({
      monotributo_categoria: 'A',
      monotributo_maximo: 12_009_410.45,
      iibb_categoria: 'A',
      iibb_monto: 22_485,
    });
    expect(dashboard.cuota_actividad).toBeGreaterThan(0);
    expect(dashboard.cuota_os).toBeGreaterThan(0);
    expect(dashboard.cuota_sipa).toBeGreaterThan(0);
    expect(dashboard.cuota_actividad_prox).toBe(dashboard.cuota_actividad);
    expect((dashboard.monotributo_vto ?? '9999-12-31') >= today).toBe(true);
  });

  it('adds the pre-Liqui billing staff recorded', async () => {
    const before = (await dashboardOf(taxpayer)).dashboard.facturacion_acumulada;
    await services.users.updateFields(taxpayer.userId, {
      fac_inicial_sem_actual: 1000.1,
      fac_inicial_sem_anterior: 0.02,
    });
    const after = (await dashboardOf(taxpayer)).dashboard.facturacion_acumulada;
    expect(centsOf(after) - centsOf(before)).toBe(100_012);
    await services.users.updateFields(taxpayer.userId, {
      fac_inicial_sem_actual: null,
      fac_inicial_sem_anterior: null,
    });
  });

  it('lets an admin read a user’s dashboard, and nobody else', async () => {
    const own = await dashboardOf(taxpayer);
    const read = await dashboardOf(admin, `/api/root/dashboard/${taxpayer.userId}`);
    expect(read).toEqual(own);

    const refused = await call(other, 'GET', `/api/root/dashboard/${taxpayer.userId}`);
    expect(refused.status).toBe(403);

    const missing = await call(admin, 'GET', `/api/root/dashboard/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Usuario inexistente' });

    const tooLong = await call(admin, 'GET', `/api/root/dashboard/${'x'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
  });

  it('gives an empty dashboard to a new user without invoices or category', async () => {
    const fresh = await newCaller({});
    const { dashboard } = await dashboardOf(fresh);
    expect(dashboard.facturacion_acumulada).toBe(0);
    expect(dashboard.facturacion_hist).toEqual(Array(12).fill(0));
    expect(dashboard.monotributo_maximo).toBeNull();
    expect(dashboard.cuota_actividad).toBeNull();
  });

  it('sums 10,000 invoices in SQL', async () => {
    const bulk = await newCaller({ cuit: '20000000516', punto_venta: 7, cat_monotributo: 'A' });
    const period = computeAccumulationPeriod(today);
    if (!period.ok) throw new Error('bad today');
    // 10,000 EMITTED Facturas C of 1.01 ARS, spread over the days of the current month so far.
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const days = Number(today.slice(8, 10));
    await database.db.execute(sql`
      insert into invoices (invoice_id, user_id, estado, fecha, tipo_de_comprobante, punto_venta,
        nro_de_comprobante, user_cuit, tipo_responsable, tipo_documento, nro_documento,
        forma_de_pago, moneda, concepto, items, importe_total_cents, created_at, updated_at)
      select 'bulk-' || n, ${bulk.userId}, 'EMITTED',
        to_char(${firstOfMonth}::date + (n % ${days}), 'YYYY-MM-DD'), 11, 7, n, '20000000516',
        'consumidor-final', 99, '0', 'contado', 'PES', 2, '[]'::jsonb, 101, now(), now()
      from generate_series(1, 10000) as n`);
    const { dashboard } = await dashboardOf(bulk);
    expect(dashboard.facturacion_hist.at(-1)).toBe(10_100);
    expect(dashboard.facturacion_acumulada).toBe(10_100);
  });
});
