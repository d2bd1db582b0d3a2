import { argentineDateOf } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema.js';
import type { WsfeClient } from '../../../integrations/afip/types.js';
import {
  type EmissionBench,
  heldMs,
  startEmissionBench,
  type Taxpayer,
} from '../../../test/afip-emission.js';
import { emitInvoice } from './emit-invoice.js';
import { buildVoucherRequest } from './voucher-request.js';

/**
 * The emission job end to end over REAL HTTP (`test/afip-emission.ts`): the app listens on a
 * free port, its ARCA clients point at its own simulator, faults are driven through
 * `PUT /sandbox/afip/control/faults`, and the `invoice-emission` worker runs with retries of
 * about 1 s; the tests wait for the worker's runs. Source: web-services.md §3.8, issue 5. The
 * lease races are in `races.test.ts`, the many-invoices chaos run in
 * `emit-invoice.slow.test.ts` (`npm run test:slow`).
 */

const silent = pino({ level: 'silent' });

describe('invoice emission against the ARCA simulator', () => {
  let bench: EmissionBench;

  const isFinal = (invoice: { estado: string }) =>
    invoice.estado === 'EMITTED' || invoice.estado === 'REJECTED';

  /** Outside voucher N of the taxpayer's series, issued by "another program" (consumidor final). */
  async function issueOutside(taxpayer: Taxpayer, invoiceId: string, cbteNro: number) {
    const [row] = await bench.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceId, invoiceId));
    const outside = await bench.services.afip.wsfe.solicitarCae(taxpayer.cuit, {
      ptoVta: 1,
      cbteTipo: 11,
      vouchers: [
        {
          ...buildVoucherRequest(row!, cbteNro),
          docTipo: 99,
          docNro: '0',
          condicionIvaReceptorId: 5,
        },
      ],
    });
    expect(outside.resultado).toBe('A');
  }

  beforeAll(async () => {
    bench = await startEmissionBench();
  });
  afterEach(async () => {
    await bench.clearFaults();
  });
  afterAll(async () => {
    await bench?.close();
  });

  it('emits an invoice: EMITTED with a 14-digit CAE, its number and the CAE due date', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.emitThroughApi(taxpayer);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 0 });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.fechaVencimientoCae).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.afipRespuesta).toMatchObject({ resultado: 'A', errores: [] });
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      cbteNro: 1,
      cae: invoice.cae,
      detail: { DocNro: '30710916574', ImpTotal: 1234.56 },
    });
  });

  it('adopts the CAE after a response lost once ARCA committed: one voucher only', async () => {
    const taxpayer = await bench.newTaxpayer();
    await bench.setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'lostResponse',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const invoiceId = await bench.emitThroughApi(taxpayer);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 1 });
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]?.cae).toBe(invoice.cae);
  });

  it('sends the same number again after a timeout before ARCA committed: EMITTED once', async () => {
    const taxpayer = await bench.newTaxpayer();
    await bench.setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'timeout',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const invoiceId = await bench.emitThroughApi(taxpayer);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, intentosFallidos: 1 });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('renumbers when a voucher issued outside Liqui takes the number (Err 10016)', async () => {
    const taxpayer = await bench.newTaxpayer();
    // Sent without a job: this test runs the job's handler itself, with ARCA's client wrapped so
    // that another program issues the next voucher right before Liqui's request reaches ARCA.
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const real = bench.services.afip.wsfe;
    let isOutsideIssued = false;
    const wsfe: WsfeClient = {
      ...real,
      async solicitarCae(cuit, request) {
        if (!isOutsideIssued) {
          isOutsideIssued = true;
          await issueOutside(taxpayer, invoiceId, request.vouchers[0]!.cbteNro);
        }
        return real.solicitarCae(cuit, request);
      },
    };
    const outcome = await emitInvoice(
      { database: bench.database, wsfe, logger: silent },
      invoiceId,
    );
    expect(outcome).toMatchObject({ kind: 'emitted', cbteNro: 2 });
    const invoice = await bench.getInvoice(taxpayer, invoiceId);
    expect(invoice).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 2 });
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers.map((voucher) => [voucher.cbteNro, voucher.detail.DocTipo])).toEqual(
      expect.arrayContaining([
        [1, 99],
        [2, 80],
      ]),
    );
    expect(vouchers).toHaveLength(2);
  });

  it('numbers from the last voucher Liqui knows without asking ARCA: one FECAESolicitar per run', async () => {
    const taxpayer = await bench.newTaxpayer();
    const real = bench.services.afip.wsfe;
    const calls: string[] = [];
    const wsfe: WsfeClient = {
      ...real,
      ultimoAutorizado(cuit, ptoVta, cbteTipo) {
        calls.push('FECompUltimoAutorizado');
        return real.ultimoAutorizado(cuit, ptoVta, cbteTipo);
      },
      solicitarCae(cuit, request) {
        calls.push('FECAESolicitar');
        return real.solicitarCae(cuit, request);
      },
    };
    const deps = { database: bench.database, wsfe, logger: silent };
    const first = await bench.pendingInvoice(taxpayer);
    expect(await emitInvoice(deps, first)).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    const second = await bench.pendingInvoice(taxpayer);
    expect(await emitInvoice(deps, second)).toMatchObject({ kind: 'emitted', cbteNro: 2 });
    expect(calls).toEqual(['FECAESolicitar', 'FECAESolicitar']);
    expect((await bench.vouchersOf(taxpayer.cuit)).map((voucher) => voucher.cbteNro)).toEqual(
      expect.arrayContaining([1, 2]),
    );
  });

  it('vouchers issued outside Liqui before its first emission: its invoices get the next numbers, no duplicates', async () => {
    const taxpayer = await bench.newTaxpayer();
    const template = await bench.pendingInvoice(taxpayer);
    // Another program issues vouchers 1 and 2 of the series before Liqui emits anything.
    await issueOutside(taxpayer, template, 1);
    await issueOutside(taxpayer, template, 2);
    const others = [await bench.pendingInvoice(taxpayer), await bench.pendingInvoice(taxpayer)];
    const deps = { database: bench.database, wsfe: bench.services.afip.wsfe, logger: silent };
    // Liqui knows no voucher of the series: it sends number 1, ARCA answers 10016, 1 is another
    // voucher, so the run asks ARCA's last number and drains the series from 3.
    expect(await emitInvoice(deps, template)).toMatchObject({ kind: 'emitted', cbteNro: 3 });
    const numbers = await Promise.all(
      [template, ...others].map(async (id) => (await bench.rowOf(id))?.nroDeComprobante),
    );
    expect(numbers).toEqual([3, 4, 5]);
    for (const id of others) {
      expect(await bench.rowOf(id)).toMatchObject({ estado: 'EMITTED', emissionState: 'DONE' });
    }
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers.map((voucher) => voucher.cbteNro).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(vouchers.filter((voucher) => voucher.detail.DocTipo === 80)).toHaveLength(3);
  });

  it('frees a reserved number that ARCA gave to another voucher meanwhile, and renumbers', async () => {
    const taxpayer = await bench.newTaxpayer();
    // The first request times out before ARCA commits: number 1 stays reserved.
    await bench.setFaults({
      rules: [
        {
          service: 'wsfe',
          operation: 'FECAESolicitar',
          kind: 'timeout',
          times: 1,
          delayMs: heldMs,
        },
      ],
    });
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const deps = { database: bench.database, wsfe: bench.services.afip.wsfe, logger: silent };
    await expect(emitInvoice(deps, invoiceId)).rejects.toMatchObject({
      name: 'EmissionRetryError',
      reason: 'afip',
    });
    expect(await bench.rowOf(invoiceId)).toMatchObject({
      nroDeComprobante: 1,
      emissionState: 'REQUESTING',
      attempts: 1,
    });
    // Another program issues voucher 1 before Liqui retries.
    await issueOutside(taxpayer, invoiceId, 1);
    const outcome = await emitInvoice(deps, invoiceId);
    expect(outcome).toMatchObject({ kind: 'emitted', cbteNro: 2 });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(2);
  });

  it('survives an outage: PENDING_AFIP after one failure, QUEUED from the second, EMITTED after it ends', async () => {
    const taxpayer = await bench.newTaxpayer();
    await bench.setFaults({ rules: [{ service: 'wsfe', kind: 'outage' }] });
    const invoiceId = await bench.emitThroughApi(taxpayer);
    const afterOne = await bench.waitForInvoice(
      taxpayer,
      invoiceId,
      (invoice) => (invoice.intentosFallidos ?? 0) >= 1,
    );
    expect(afterOne.estado).toBe(afterOne.intentosFallidos === 1 ? 'PENDING_AFIP' : 'QUEUED');
    const queued = await bench.waitForInvoice(
      taxpayer,
      invoiceId,
      (invoice) => (invoice.intentosFallidos ?? 0) >= 2,
    );
    expect(queued.estado).toBe('QUEUED');
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(0);
    await bench.clearFaults();
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice.estado).toBe('EMITTED');
    expect(invoice.intentosFallidos).toBeGreaterThanOrEqual(2);
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('records ARCA’s rejection: a date outside ARCA’s window sent straight to the job → REJECTED with codes', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const longAgo = argentineDateOf(new Date(Date.now() - 40 * 86_400_000));
    await bench.database.db
      .update(invoices)
      .set({ fecha: longAgo, desde: longAgo, hasta: longAgo })
      .where(eq(invoices.invoiceId, invoiceId));
    await bench.services.jobs.enqueueEmission(invoiceId);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice).toMatchObject({ estado: 'REJECTED', nroDeComprobante: null, cae: null });
    const codes = [
      ...(invoice.afipRespuesta?.errores ?? []),
      ...(invoice.afipRespuesta?.observaciones ?? []),
    ].map((message) => message.codigo);
    expect(invoice.afipRespuesta?.resultado).toBe('R');
    expect(codes).toContain(10016);
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(0);
    // Its number was not consumed: the next invoice of the series gets number 1.
    const next = await bench.emitThroughApi(taxpayer);
    expect(await bench.waitForInvoice(taxpayer, next, isFinal)).toMatchObject({
      estado: 'EMITTED',
      nroDeComprobante: 1,
    });
  });

  it('rejects with ARCA’s 601 when Liqui is not the taxpayer’s representative', async () => {
    const taxpayer = await bench.newTaxpayer();
    await bench.setFaults({ notDelegated: [taxpayer.cuit] });
    const invoiceId = await bench.emitThroughApi(taxpayer);
    const invoice = await bench.waitForInvoice(taxpayer, invoiceId, isFinal);
    expect(invoice.estado).toBe('REJECTED');
    expect(invoice.afipRespuesta?.errores.map((message) => message.codigo)).toContain(601);
  });
});
