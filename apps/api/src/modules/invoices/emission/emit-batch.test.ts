import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema.js';
import type { FECAESolicitarRequest, WsfeClient } from '../../../integrations/afip/types.js';
import {
  type EmissionBench,
  heldMs,
  startEmissionBench,
  type Taxpayer,
} from '../../../test/afip-emission.js';
import { emitInvoice } from './emit-invoice.js';
import { EmissionRetryError } from './outcome.js';
import type { EmissionDeps } from './run.js';

/**
 * The series engine (issue 15 item 4): the pending invoices of one series go to ARCA together,
 * up to RegXReq (250 in the simulator) vouchers per FECAESolicitar. The runs are `emitInvoice`
 * calls of this test (no worker); ARCA is the real simulator over HTTP, and its FECAESolicitar
 * calls are counted by wrapping the app's client (each call is still a real SOAP request).
 */

const silent = pino({ level: 'silent' });

describe('batched emission of a voucher series', () => {
  let bench: EmissionBench;

  beforeAll(async () => {
    // ARCA's answer to 250 vouchers takes the simulator over a second on PostgreSQL: the clients
    // wait up to 10 s (the faults below close the connection after `heldMs` anyway).
    bench = await startEmissionBench({ withWorker: false, afipTimeoutMs: 10_000 });
  });
  afterEach(async () => {
    await bench.clearFaults();
  });
  afterAll(async () => {
    await bench?.close();
  });

  /** The app's WSFEv1 client, recording the requests of every FECAESolicitar it sends. */
  function countingWsfe() {
    const real = bench.services.afip.wsfe;
    const requests: FECAESolicitarRequest[] = [];
    const client: WsfeClient = {
      ...real,
      solicitarCae(cuit, request) {
        requests.push(request);
        return real.solicitarCae(cuit, request);
      },
    };
    return { client, requests };
  }

  function runDeps(wsfe: WsfeClient): EmissionDeps {
    return { database: bench.database, wsfe, logger: silent };
  }

  /**
   * `count` pending invoices of the taxpayer (one created through the API, the others copies of
   * its row with new ids), created one millisecond apart in the returned order.
   */
  async function pendingInvoices(taxpayer: Taxpayer, count: number): Promise<string[]> {
    const firstId = await bench.pendingInvoice(taxpayer);
    const template = (await bench.rowOf(firstId))!;
    const base = template.createdAt.getTime();
    const ids = [firstId];
    const copies = Array.from({ length: count - 1 }, (_, index) => {
      const invoiceId = randomUUID();
      ids.push(invoiceId);
      const createdAt = new Date(base + index + 1);
      return { ...template, invoiceId, createdAt, updatedAt: createdAt };
    });
    for (let start = 0; start < copies.length; start += 500) {
      await bench.database.db.insert(invoices).values(copies.slice(start, start + 500));
    }
    return ids;
  }

  async function rowsOf(taxpayer: Taxpayer) {
    return bench.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userCuit, taxpayer.cuit))
      .orderBy(asc(invoices.createdAt));
  }

  it('sends the k pending invoices of a series in ONE FECAESolicitar, numbered 1..k oldest first', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 5);
    const { client, requests } = countingWsfe();

    const outcome = await emitInvoice(runDeps(client), ids[2]!);

    expect(outcome).toMatchObject({ kind: 'emitted', invoiceId: ids[2], cbteNro: 3 });
    expect(requests.map((request) => request.vouchers.length)).toEqual([5]);
    const rows = await rowsOf(taxpayer);
    expect(rows.map((row) => [row.invoiceId, row.estado, row.nroDeComprobante])).toEqual(
      ids.map((id, index) => [id, 'EMITTED', index + 1]),
    );
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(5);
    expect(new Set(rows.map((row) => row.cae)).size).toBe(5);
    for (const row of rows) {
      expect(vouchers.find((voucher) => voucher.cbteNro === row.nroDeComprobante)?.cae).toBe(
        row.cae,
      );
    }
    // The other invoices' jobs end as no-ops: their invoices are already emitted.
    expect(await emitInvoice(runDeps(client), ids[0]!)).toEqual({
      kind: 'skipped',
      invoiceId: ids[0],
      estado: 'EMITTED',
    });
    expect(requests).toHaveLength(1);
  });

  it('a partial answer: the approved keep their CAE, the rejected one keeps ARCA’s observation, the unseen ones go again with the next numbers', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 5);
    // The third receiver's CUIT has a wrong check digit: ARCA rejects it (Obs 10015).
    await bench.database.db
      .update(invoices)
      .set({ nroDocumento: '30710916575' })
      .where(eq(invoices.invoiceId, ids[2]!));
    const { client, requests } = countingWsfe();

    const outcome = await emitInvoice(runDeps(client), ids[2]!);

    expect(outcome).toMatchObject({ kind: 'rejected', invoiceId: ids[2] });
    expect(outcome.kind === 'rejected' && outcome.codes).toContain(10015);
    // ARCA stops at the first rejection: 4 and 5 were sent again in a second request.
    expect(requests.map((request) => request.vouchers.length)).toEqual([5, 2]);
    expect(requests[1]?.vouchers.map((voucher) => voucher.cbteNro)).toEqual([3, 4]);
    const rows = await rowsOf(taxpayer);
    expect(rows.map((row) => [row.estado, row.nroDeComprobante])).toEqual([
      ['EMITTED', 1],
      ['EMITTED', 2],
      ['REJECTED', null],
      ['EMITTED', 3],
      ['EMITTED', 4],
    ]);
    const rejected = await bench.getInvoice(taxpayer, ids[2]!);
    expect(rejected.afipRespuesta).toMatchObject({ resultado: 'R' });
    expect(rejected.afipRespuesta?.observaciones.map((item) => item.codigo)).toContain(10015);
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers.map((voucher) => voucher.cbteNro).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(vouchers.map((voucher) => voucher.cae)).size).toBe(4);
  });

  it('an answer lost after ARCA committed the batch: the next run adopts every CAE with FECompConsultar, no voucher twice', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 4);
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
    const { client, requests } = countingWsfe();

    await expect(emitInvoice(runDeps(client), ids[0]!)).rejects.toMatchObject({
      reason: 'afip',
    });
    const reserved = await rowsOf(taxpayer);
    expect(
      reserved.map((row) => [row.estado, row.nroDeComprobante, row.emissionState, row.attempts]),
    ).toEqual([1, 2, 3, 4].map((nro) => ['PENDING_AFIP', nro, 'REQUESTING', 1]));

    const outcome = await emitInvoice(runDeps(client), ids[0]!);
    expect(outcome).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    expect(requests).toHaveLength(1);
    const rows = await rowsOf(taxpayer);
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(4);
    expect(rows.map((row) => [row.estado, row.nroDeComprobante])).toEqual(
      [1, 2, 3, 4].map((nro) => ['EMITTED', nro]),
    );
    for (const row of rows) {
      expect(vouchers.find((voucher) => voucher.cbteNro === row.nroDeComprobante)?.cae).toBe(
        row.cae,
      );
    }
  });

  it('a reservation younger than settleDelayMs is left alone (the request may still be in flight at ARCA); once rested it is settled', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 2);
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
    const { client, requests } = countingWsfe();
    await expect(emitInvoice(runDeps(client), ids[0]!)).rejects.toMatchObject({ reason: 'afip' });
    const before = await rowsOf(taxpayer);

    await expect(
      emitInvoice({ ...runDeps(client), settleDelayMs: 60_000 }, ids[0]!),
    ).rejects.toMatchObject({ reason: 'in-flight' });
    const untouched = await rowsOf(taxpayer);
    expect(
      untouched.map((row) => [row.nroDeComprobante, row.emissionState, row.updatedAt]),
    ).toEqual(before.map((row) => [row.nroDeComprobante, row.emissionState, row.updatedAt]));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await emitInvoice({ ...runDeps(client), settleDelayMs: 10 }, ids[0]!)).toMatchObject({
      kind: 'emitted',
      cbteNro: 1,
    });
    expect(requests).toHaveLength(1);
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(2);
  });

  it('a batch that timed out before ARCA committed it is sent again with the same numbers: EMITTED once', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 3);
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
    const { client, requests } = countingWsfe();

    const first = await emitInvoice(runDeps(client), ids[1]!).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(EmissionRetryError);
    expect(await emitInvoice(runDeps(client), ids[1]!)).toMatchObject({
      kind: 'emitted',
      cbteNro: 2,
    });
    expect(requests.map((request) => request.vouchers.map((voucher) => voucher.cbteNro))).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    const rows = await rowsOf(taxpayer);
    expect(rows.map((row) => [row.estado, row.nroDeComprobante, row.attempts])).toEqual([
      ['EMITTED', 1, 1],
      ['EMITTED', 2, 1],
      ['EMITTED', 3, 1],
    ]);
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(3);
  });

  it('numbers a series by voucher date, so a later-dated invoice created first does not push an earlier date past it (ARCA 10016)', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 3);
    const first = (await bench.rowOf(ids[0]!))!;
    const dayBefore = new Date(`${first.fecha}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const earlier = dayBefore.toISOString().slice(0, 10);
    // The newest invoice carries the earliest date.
    await bench.database.db
      .update(invoices)
      .set({ fecha: earlier })
      .where(eq(invoices.invoiceId, ids[2]!));
    const { client, requests } = countingWsfe();

    expect(await emitInvoice(runDeps(client), ids[0]!)).toMatchObject({ kind: 'emitted' });
    expect(requests).toHaveLength(1);
    const rows = await rowsOf(taxpayer);
    const byId = new Map(rows.map((row) => [row.invoiceId, row]));
    expect(ids.map((id) => [byId.get(id)?.estado, byId.get(id)?.nroDeComprobante])).toEqual([
      ['EMITTED', 2],
      ['EMITTED', 3],
      ['EMITTED', 1],
    ]);
  });

  it('respects RegXReq: 260 pending invoices go in two requests of 250 and 10', async () => {
    const taxpayer = await bench.newTaxpayer();
    const ids = await pendingInvoices(taxpayer, 260);
    const { client, requests } = countingWsfe();

    expect(await emitInvoice(runDeps(client), ids[259]!)).toMatchObject({
      kind: 'emitted',
      cbteNro: 260,
    });

    expect(requests.map((request) => request.vouchers.length)).toEqual([250, 10]);
    const rows = await rowsOf(taxpayer);
    expect(rows.every((row) => row.estado === 'EMITTED')).toBe(true);
    expect(rows.map((row) => row.nroDeComprobante)).toEqual(
      Array.from({ length: 260 }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.cae)).size).toBe(260);
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(260);
  });
});
