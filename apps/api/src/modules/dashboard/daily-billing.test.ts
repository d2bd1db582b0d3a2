import { type DashboardResponse, toCents } from '@liqui/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, userDailyBilling } from '../../db/schema.js';
import {
  draftOf,
  type EmissionBench,
  startEmissionBench,
  type Taxpayer,
} from '../../test/afip-emission.js';

/**
 * The dashboard's billing totals follow the invoices as they are written (issue 26 item 7): the
 * table `user_daily_billing`, kept by the triggers of migration `0020_user_daily_billing`, which
 * `GET /api/root/dashboard` reads instead of summing the invoices. Emission runs for real: the
 * `invoice-emission` worker against the app's own ARCA simulator over HTTP
 * (`test/afip-emission.ts`).
 */

type Dashboard = DashboardResponse['dashboard'];

function centsOf(amount: number): number {
  const result = toCents(amount);
  if (!result.ok) throw new Error(`bad amount ${amount}`);
  return result.value;
}

describe('dashboard billing totals', () => {
  let bench: EmissionBench;

  const isFinal = (invoice: { estado: string }) =>
    invoice.estado === 'EMITTED' || invoice.estado === 'REJECTED';

  async function dashboardOf(taxpayer: Taxpayer): Promise<Dashboard> {
    const { status, body } = await bench.api(taxpayer, 'GET', '/root/dashboard');
    expect(status).toBe(200);
    return (body as unknown as DashboardResponse).dashboard;
  }

  /** Emits a draft through the API and the worker; the EMITTED invoice's id and number. */
  async function emit(
    taxpayer: Taxpayer,
    overrides: Parameters<EmissionBench['emitThroughApi']>[1],
  ) {
    const invoiceId = await bench.emitThroughApi(taxpayer, overrides);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice.estado).toBe('EMITTED');
    return { invoiceId, nro: invoice.nroDeComprobante as number };
  }

  /**
   * The user's totals per (fecha, tipo) as the triggers kept them, and as a sum over the
   * EMITTED invoices computes them now (the dashboard's former query); zero totals left out.
   */
  async function keptAndRecomputed(userId: string) {
    const { db } = bench.database;
    const kept = await db
      .select({
        fecha: userDailyBilling.fecha,
        tipo: userDailyBilling.tipoDeComprobante,
        cents: sql<string>`${userDailyBilling.totalCents}::text`,
      })
      .from(userDailyBilling)
      .where(sql`${userDailyBilling.userId} = ${userId} and ${userDailyBilling.totalCents} <> 0`)
      .orderBy(userDailyBilling.fecha, userDailyBilling.tipoDeComprobante);
    const recomputed = await db
      .select({
        fecha: invoices.fecha,
        tipo: invoices.tipoDeComprobante,
        cents: sql<string>`sum(case
          when ${invoices.moneda} <> 'PES' and (${invoices.afipResult} ->> 'monCotiz') ~ '^[0-9]+(\\.[0-9]+)?$'
            then round(${invoices.importeTotalCents} * ((${invoices.afipResult} ->> 'monCotiz')::numeric))
          else ${invoices.importeTotalCents} end)::text`,
      })
      .from(invoices)
      .where(sql`${invoices.userId} = ${userId} and ${invoices.estado} = 'EMITTED'`)
      .groupBy(invoices.fecha, invoices.tipoDeComprobante)
      .having(sql`sum(${invoices.importeTotalCents}) <> 0`)
      .orderBy(invoices.fecha, invoices.tipoDeComprobante);
    return { kept, recomputed };
  }

  beforeAll(async () => {
    bench = await startEmissionBench();
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('adds an emitted Factura C, subtracts a Nota de Crédito C and counts dollars at the rate sent to ARCA', async () => {
    const taxpayer = await bench.newTaxpayer();
    const before = await dashboardOf(taxpayer);
    expect(before.facturacion_acumulada).toBe(0);

    // A draft counts nothing.
    expect((await bench.api(taxpayer, 'POST', '/root/invoices', draftOf())).status).toBe(201);
    expect((await dashboardOf(taxpayer)).facturacion_acumulada).toBe(0);

    const factura = await emit(taxpayer, {});
    const afterFactura = await dashboardOf(taxpayer);
    expect(centsOf(afterFactura.facturacion_acumulada)).toBe(123_456);
    expect(centsOf(afterFactura.facturacion_hist.at(-1) as number)).toBe(123_456);

    await emit(taxpayer, {
      tipoDeComprobante: 13,
      tipoDeComprobanteAsoc: 11,
      puntoVentaAsoc: 1,
      cbteNroAsoc: factura.nro,
      items: [{ codigo: '1', concepto: 'Bonificación', unidad: 7, cantidad: 1, precio: 234.56 }],
    });
    const afterCredit = await dashboardOf(taxpayer);
    expect(centsOf(afterCredit.facturacion_acumulada)).toBe(123_456 - 23_456);

    const dollars = await emit(taxpayer, {
      moneda: 'DOL',
      items: [{ codigo: '1', concepto: 'Servicio', unidad: 7, cantidad: 1, precio: 10.01 }],
    });
    const row = await bench.rowOf(dollars.invoiceId);
    const rate = (row?.afipResult as { monCotiz?: string } | null)?.monCotiz;
    expect(rate).toMatch(/^\d+(\.\d+)?$/);
    // 1,001 cents of dollars at the rate, rounded half-up to the cent (exact decimal arithmetic).
    const [integer = '', fraction = ''] = (rate as string).split('.');
    const scale = 10n ** BigInt(fraction.length);
    const product = 1_001n * BigInt(integer + fraction);
    const dollarCents = Number((2n * product + scale) / (2n * scale));
    expect(dollarCents).toBeGreaterThan(1_001);
    const afterDollars = await dashboardOf(taxpayer);
    expect(centsOf(afterDollars.facturacion_acumulada)).toBe(100_000 + dollarCents);
    expect(centsOf(afterDollars.facturacion_hist.at(-1) as number)).toBe(100_000 + dollarCents);

    const { kept, recomputed } = await keptAndRecomputed(taxpayer.userId);
    expect(kept).toEqual(recomputed);
    expect(kept.map((total) => total.tipo).sort()).toEqual([11, 13]);
  });

  it('follows an EMITTED row that another writer changes, moves or deletes', async () => {
    const taxpayer = await bench.newTaxpayer();
    const { invoiceId } = await emit(taxpayer, {});
    const { db } = bench.database;
    const check = async () => {
      const { kept, recomputed } = await keptAndRecomputed(taxpayer.userId);
      expect(kept).toEqual(recomputed);
      return kept;
    };
    expect(await check()).toHaveLength(1);

    // A repair by SQL: the amount, then the date (to the 1st of the month), then the type.
    await db
      .update(invoices)
      .set({ importeTotalCents: 200_000 })
      .where(eq(invoices.invoiceId, invoiceId));
    const today = (await bench.rowOf(invoiceId))?.fecha as string;
    const firstOfMonth = `${today.slice(0, 8)}01`;
    await db.update(invoices).set({ fecha: firstOfMonth }).where(eq(invoices.invoiceId, invoiceId));
    await db
      .update(invoices)
      .set({ tipoDeComprobante: 12 })
      .where(eq(invoices.invoiceId, invoiceId));
    expect(await check()).toEqual([{ fecha: firstOfMonth, tipo: 12, cents: '200000' }]);
    expect(centsOf((await dashboardOf(taxpayer)).facturacion_acumulada)).toBe(200_000);

    // Leaving EMITTED takes it away; coming back adds it again; a delete takes it away.
    await db.update(invoices).set({ estado: 'CANCELED' }).where(eq(invoices.invoiceId, invoiceId));
    expect(await check()).toEqual([]);
    expect((await dashboardOf(taxpayer)).facturacion_acumulada).toBe(0);
    await db.update(invoices).set({ estado: 'EMITTED' }).where(eq(invoices.invoiceId, invoiceId));
    expect(await check()).toHaveLength(1);
    await db.delete(invoices).where(eq(invoices.invoiceId, invoiceId));
    expect(await check()).toEqual([]);
    expect((await dashboardOf(taxpayer)).facturacion_acumulada).toBe(0);
  });
});
