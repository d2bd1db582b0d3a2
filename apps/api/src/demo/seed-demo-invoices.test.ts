import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@liqui/api-client';
import { createLedger, createSimulatorStore } from '@liqui/arca-simulator';
import { validateCuit } from '@liqui/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { locateSeedFolder } from '../db/assets.js';
import type { Database } from '../db/client.js';
import { invoices, meta } from '../db/schema.js';
import { type ArcaSimulator, demoArcaLedger, findPerson } from '../sandboxes/arca.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { demoTaxpayerCuit } from './demo-accounts.js';
import { seedDemoAccounts } from './seed-demo.js';
import {
  demoInvoicesSeedKey,
  demoInvoicesYearlyCapCents,
  planDemoInvoices,
  seedDemoInvoices,
} from './seed-demo-invoices.js';

/**
 * The demo taxpayer's invoice history (issue 5): twelve months of Facturas C authorized by the
 * ARCA simulator's ledger at their own dates and stored as EMITTED invoices, once.
 */

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase('seeded');
  opened.push(database);
  return database;
}

/** 20 November 2026, noon in Buenos Aires: the history runs from December 2025. */
const fixedNow = new Date('2026-11-20T12:00:00-03:00');
const fixedToday = '2026-11-20';

/**
 * One server start over `database` at `now`: builds the services (the mounted simulator over the
 * state file of `config`'s data folder) and runs the demo seed. Pass the `config` of an earlier
 * start to start again over the same data folder.
 */
async function start(
  database: Database,
  env: Record<string, string> = {},
  now = fixedNow,
  config: Config = createTestConfig(env),
) {
  const context = createTestContext({ database, config });
  const result = await seedDemoAccounts({
    config,
    database,
    identity: context.services.identity.service,
    users: context.services.users,
    logger: context.deps.logger,
    now: () => now,
    afipLedger: demoArcaLedger(config, context.services.afipSimulator),
  });
  return { ...context, config, result };
}

async function taxpayerInvoices(database: Database) {
  return database.db
    .select()
    .from(invoices)
    .where(eq(invoices.userCuit, demoTaxpayerCuit))
    .orderBy(asc(invoices.nroDeComprobante));
}

/** The demo taxpayer's vouchers in the simulator's own store, by number. */
function simulatorVouchers(simulator: ArcaSimulator | undefined) {
  if (!simulator) throw new Error('no ARCA simulator is mounted');
  return simulator.store
    .vouchers({ cuit: demoTaxpayerCuit })
    .sort((a, b) => a.cbteTipo - b.cbteTipo || a.cbteNro - b.cbteNro);
}

/** `YYYY-MM-DD` plus `days`. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The twelve `YYYY-MM` months ending with the month of `today`, oldest first. */
function lastTwelveMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const monthIndex = year * 12 + month - 1 - (11 - index);
    return `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;
  });
}

describe('demo invoice history', { timeout: 90_000 }, () => {
  it('the yearly cap is category A of the 2026-08 scale in the reference tables', () => {
    const csv = readFileSync(
      join(locateSeedFolder(), 'monotributo-categorias-2026-08-01.csv'),
      'utf8',
    );
    const rowA = csv.split('\n').find((line) => line.startsWith('A,'));
    const capArs = rowA?.split(',')[1];
    expect(capArs).toBe('12009410.45');
    expect(demoInvoicesYearlyCapCents).toBe(Math.round(Number(capArs) * 100));
  });

  it('plans 3 to 5 invoices in each of the last twelve months, dated up to today, under the cap, for any day of the year', () => {
    for (let day = 0; day < 730; day += 9) {
      const today = addDays('2026-01-01', day);
      const planned = planDemoInvoices(today);
      const months = lastTwelveMonths(today);
      for (const month of months) {
        const count = planned.filter((invoice) => invoice.fecha.startsWith(month)).length;
        expect(count, `${today}: ${month}`).toBeGreaterThanOrEqual(3);
        expect(count, `${today}: ${month}`).toBeLessThanOrEqual(5);
      }
      expect(planned.every((invoice) => months.includes(invoice.fecha.slice(0, 7)))).toBe(true);
      const dates = planned.map((invoice) => invoice.fecha);
      expect(dates).toEqual([...dates].sort());
      expect(dates.at(-1)! <= today).toBe(true);
      const total = planned.reduce((sum, invoice) => sum + invoice.totalCents, 0);
      expect(total, today).toBeLessThan(demoInvoicesYearlyCapCents);
      expect(new Set(planned.map((invoice) => invoice.invoiceId)).size).toBe(planned.length);
    }
  });

  it('planning the same day twice gives the same history', () => {
    expect(planDemoInvoices('2026-11-20')).toEqual(planDemoInvoices('2026-11-20'));
  });

  it('the first start in the sandbox stores twelve months of EMITTED Facturas C that the simulator authorized at their dates', async () => {
    const database = await freshDatabase();
    const { app, services } = await start(database);
    const rows = await taxpayerInvoices(database);
    const taxpayer = await services.users.findByUsername('contribuyente@liqui.test');

    for (const month of lastTwelveMonths(fixedToday)) {
      const count = rows.filter((row) => row.fecha.startsWith(month)).length;
      expect(count, month).toBeGreaterThanOrEqual(3);
      expect(count, month).toBeLessThanOrEqual(5);
    }
    expect(rows.every((row) => row.fecha >= '2025-12-01' && row.fecha <= fixedToday)).toBe(true);

    // ARCA's numbering: 1, 2, 3… in date order, with their own CAE (14 digits, unique).
    expect(rows.map((row) => row.nroDeComprobante)).toEqual(rows.map((_, index) => index + 1));
    const dates = rows.map((row) => row.fecha);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(rows.map((row) => row.cae)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        userId: taxpayer?.user_id,
        estado: 'EMITTED',
        tipoDeComprobante: 11,
        puntoVenta: 1,
        concepto: 2,
        moneda: 'PES',
        batchId: null,
        emissionState: 'DONE',
      });
      expect(row.cae).toMatch(/^\d{14}$/);
      expect(row.fechaVencimientoCae).toBe(addDays(row.fecha, 10));
      expect(row.desde! <= row.hasta!).toBe(true);
      expect(row.vencimientoPago! >= row.fecha).toBe(true);
      expect(row.importeTotalCents).toBeGreaterThan(0);
    }
    const total = rows.reduce((sum, row) => sum + row.importeTotalCents, 0);
    expect(total).toBeLessThan(demoInvoicesYearlyCapCents);

    // The simulator's ledger holds exactly these vouchers, with the same CAE, date and amount.
    const vouchers = simulatorVouchers(services.afipSimulator);
    expect(vouchers).toHaveLength(rows.length);
    for (const [index, voucher] of vouchers.entries()) {
      const row = rows[index]!;
      expect({
        nro: voucher.cbteNro,
        cae: voucher.cae,
        fecha: voucher.detail.CbteFch,
        total: voucher.detail.ImpTotal,
        docTipo: voucher.detail.DocTipo,
        docNro: voucher.detail.DocNro,
        caeFchVto: voucher.caeFchVto,
      }).toEqual({
        nro: row.nroDeComprobante,
        cae: row.cae,
        fecha: row.fecha.replaceAll('-', ''),
        total: row.importeTotalCents / 100,
        docTipo: row.tipoDocumento,
        docNro: row.nroDocumento,
        caeFchVto: row.fechaVencimientoCae!.replaceAll('-', ''),
      });
    }

    // Clients: companies of the padrón (valid CUITs, their names) and final consumers.
    const companies = rows.filter((row) => row.tipoDocumento === 80);
    expect(companies.length).toBeGreaterThan(rows.length / 2);
    for (const row of companies) {
      expect(validateCuit(row.nroDocumento).ok).toBe(true);
      const person = findPerson(row.nroDocumento);
      expect(person?.estadoClave).toBe('ACTIVO');
      expect(row.razonSocialCliente).toBe(
        person?.razonSocial ?? `${person?.apellido} ${person?.nombre}`,
      );
    }
    expect(rows.some((row) => row.tipoResponsable === 'consumidor-final')).toBe(true);
    expect(rows.some((row) => row.tipoDocumento === 99 && row.nroDocumento === '0')).toBe(true);

    // The taxpayer sees them through the invoice API, in the contract's shape.
    const token = await signTestToken(testSigningKeys, {
      sub: taxpayer?.user_id ?? '',
      email: 'contribuyente@liqui.test',
    });
    const response = await app.request('/api/root/invoices', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const list = await response.json();
    assert(list, endpoints.listInvoices.response);
    expect(list.invoices).toHaveLength(rows.length);
    const last = rows.at(-1)!;
    expect(list.invoices.find((invoice) => invoice.invoiceId === last.invoiceId)).toMatchObject({
      estado: 'EMITTED',
      nroDeComprobante: last.nroDeComprobante,
      cae: last.cae,
      importeTotal: last.importeTotalCents / 100,
      afipRespuesta: { resultado: 'A', errores: [] },
    });
  });

  it('a second start adds nothing', async () => {
    const database = await freshDatabase();
    const first = await start(database);
    const before = {
      rows: await taxpayerInvoices(database),
      vouchers: simulatorVouchers(first.services.afipSimulator),
    };
    expect(before.rows.length).toBeGreaterThanOrEqual(36);

    const second = await start(database, {}, new Date('2027-01-15T12:00:00-03:00'), first.config);
    expect(second.result.status).toBe('existing');
    // The second start's simulator read the first's vouchers back from the state file.
    expect({
      rows: await taxpayerInvoices(database),
      vouchers: simulatorVouchers(second.services.afipSimulator),
    }).toEqual(before);
  });

  it('a first start interrupted between an authorization and its row is completed after it', async () => {
    const database = await freshDatabase();
    const { services, deps } = await start(database);
    const taxpayer = await services.users.findByUsername('contribuyente@liqui.test');
    const rows = await taxpayerInvoices(database);
    const count = rows.length;
    // Stopped after ARCA authorized voucher count − 2 and before its row was written: the last
    // three rows and the last two vouchers never existed.
    const lost = rows.slice(-3);
    await database.db.delete(invoices).where(
      inArray(
        invoices.invoiceId,
        lost.map((row) => row.invoiceId),
      ),
    );
    // "ARCA" as it was then: every voucher of the start but the taxpayer's last two.
    const store = createSimulatorStore();
    store.record(
      services
        .afipSimulator!.store.vouchers()
        .filter(
          (voucher) =>
            voucher.cuit !== demoTaxpayerCuit ||
            voucher.cbteTipo !== 11 ||
            voucher.cbteNro < count - 1,
        ),
    );
    const ledger = createLedger({ store, now: () => fixedNow });
    await database.db.delete(meta).where(eq(meta.key, demoInvoicesSeedKey));
    const kept = await taxpayerInvoices(database);

    const result = await seedDemoInvoices({
      config: { afip: { isSandbox: true } },
      database,
      ledger,
      logger: deps.logger,
      taxpayer: { userId: taxpayer!.user_id, cuit: demoTaxpayerCuit, puntoVenta: 1 },
      now: () => fixedNow,
    });
    expect(result).toMatchObject({ status: 'created', created: 3, planned: count });

    const after = await taxpayerInvoices(database);
    expect(after.slice(0, kept.length)).toEqual(kept);
    // ARCA keeps the orphan voucher (issued outside Liqui, as far as it knows): numbering goes on.
    expect(after.slice(kept.length).map((row) => row.nroDeComprobante)).toEqual([
      count - 1,
      count,
      count + 1,
    ]);
    expect(after.slice(kept.length).map((row) => row.fecha)).toEqual(lost.map((row) => row.fecha));
    expect(store.vouchers({ cuit: demoTaxpayerCuit })).toHaveLength(count + 1);

    // Seeded now: a later call does nothing.
    expect(
      await seedDemoInvoices({
        config: { afip: { isSandbox: true } },
        database,
        ledger,
        logger: deps.logger,
        taxpayer: { userId: taxpayer!.user_id, cuit: demoTaxpayerCuit, puntoVenta: 1 },
        now: () => fixedNow,
      }),
    ).toEqual({ status: 'skipped', reason: 'already-seeded' });
  });

  it('outside the sandbox, or without demo accounts, no invoice is created', async () => {
    const database = await freshDatabase();
    const { result, services } = await start(database, {
      AFIP_ENV: 'homologacion',
      AFIP_CUIT: '30711067074',
      AFIP_CERT: '/nonexistent/cert.pem',
      AFIP_KEY: '/nonexistent/key.pem',
    });
    expect(result.status).toBe('created');
    expect(await taxpayerInvoices(database)).toEqual([]);
    expect(services.afipSimulator).toBeUndefined();

    const other = await freshDatabase();
    await start(other, { LIQUI_DEMO: '0' });
    expect(await other.db.select().from(invoices)).toEqual([]);
    const [key] = await other.db.select().from(meta).where(eq(meta.key, demoInvoicesSeedKey));
    expect(key).toBeUndefined();
  });

  it('the newest demo invoice is the last voucher ARCA numbered for the taxpayer', async () => {
    const database = await freshDatabase();
    const { services } = await start(database);
    const [newest] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userCuit, demoTaxpayerCuit), eq(invoices.tipoDeComprobante, 11)))
      .orderBy(desc(invoices.fecha), desc(invoices.nroDeComprobante))
      .limit(1);
    const ledger = services.afipSimulator!.ledger;
    expect(await ledger.lastNumber({ cuit: demoTaxpayerCuit, ptoVta: 1, cbteTipo: 11 })).toBe(
      newest?.nroDeComprobante,
    );
  });
});
