import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema.js';
import {
  createHeldWsfe,
  type EmissionBench,
  seriesOf,
  startEmissionBench,
} from '../../../test/afip-emission.js';
import { expireEmissionLease } from '../../../test/emission-lease.js';
import { emitInvoice } from './emit-invoice.js';
import { EmissionRetryError } from './outcome.js';
import type { EmissionDeps } from './run.js';

/**
 * The emission job against its lease, each race played step by step (issue 10, item 7): the runs
 * are `emitInvoice` calls of this test (no worker), ARCA is the real simulator over HTTP, and the
 * WSFEv1 client of a run can hold one call until the test releases it (`createHeldWsfe`). Time is
 * never waited for: the lease "runs out" when the test moves its `expires_at` into the past
 * (`expireEmissionLease`), while the held call is in flight. Every race must end with ONE voucher
 * in ARCA, ONE CAE and ONE number on the invoice, and a state that says what happened.
 */

const silent = pino({ level: 'silent' });

describe('invoice emission when the lease runs out mid-run', () => {
  let bench: EmissionBench;

  beforeAll(async () => {
    bench = await startEmissionBench({ withWorker: false });
  });
  afterEach(async () => {
    await bench.clearFaults();
  });
  afterAll(async () => {
    await bench?.close();
  });

  /** The dependencies of one run; `wsfe` defaults to the app's real client. */
  function runDeps(wsfe = bench.services.afip.wsfe): EmissionDeps {
    return { database: bench.database, wsfe, logger: silent };
  }

  /** The settled promise of a run: its outcome, or the error it threw. */
  function settle<T>(promise: Promise<T>) {
    return promise.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  }

  it('the ARCA answer arrives after the lease expired → one CAE, one voucher, and a visible state', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const held = createHeldWsfe(bench.services.afip.wsfe);
    const answer = held.hold('solicitarCae', 'answer');

    const first = settle(emitInvoice(runDeps(held.client), invoiceId));
    await answer.reached;
    // ARCA has authorized voucher 1; its answer is on the way when the lease runs out.
    const [voucher] = await bench.vouchersOf(taxpayer.cuit);
    expect(voucher).toMatchObject({ cbteNro: 1 });
    expect(await expireEmissionLease(bench.database.db, seriesOf(taxpayer))).toBe(true);
    answer.release();

    const late = await first;
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error).toBeInstanceOf(EmissionRetryError);
    expect(!late.ok && late.error).toMatchObject({ reason: 'lease-lost', write: 'markEmitted' });
    // Not written, and the invoice says why: still pending, its reservation kept for FECompConsultar.
    const pending = await bench.rowOf(invoiceId);
    expect(pending).toMatchObject({
      estado: 'PENDING_AFIP',
      cae: null,
      nroDeComprobante: 1,
      emissionState: 'REQUESTING',
      attempts: 0,
    });
    expect(pending?.lastError).toContain(`CAE ${voucher?.cae}`);
    expect(pending?.lastError).toContain('emission lease expired');
    expect(await bench.getInvoice(taxpayer, invoiceId)).toMatchObject({
      estado: 'PENDING_AFIP',
      cae: null,
      nroDeComprobante: null,
    });

    // The next holder settles it with FECompConsultar and adopts ARCA's CAE.
    expect(await emitInvoice(runDeps(), invoiceId)).toEqual({
      kind: 'emitted',
      invoiceId,
      cae: voucher?.cae,
      cbteNro: 1,
    });
    expect(await bench.getInvoice(taxpayer, invoiceId)).toMatchObject({
      estado: 'EMITTED',
      cae: voucher?.cae,
      nroDeComprobante: 1,
    });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('a late CAE never overwrites what the next holder recorded meanwhile', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const held = createHeldWsfe(bench.services.afip.wsfe);
    const answer = held.hold('solicitarCae', 'answer');

    const first = settle(emitInvoice(runDeps(held.client), invoiceId));
    await answer.reached;
    await expireEmissionLease(bench.database.db, seriesOf(taxpayer));
    // Another worker takes the expired lease and settles the reservation before the answer lands.
    const second = await emitInvoice(runDeps(), invoiceId);
    expect(second).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    const recorded = await bench.rowOf(invoiceId);
    answer.release();

    const late = await first;
    expect(!late.ok && late.error).toMatchObject({ reason: 'lease-lost', write: 'markEmitted' });
    // The row is exactly as the second run left it: no note, same CAE, same timestamps.
    expect(await bench.rowOf(invoiceId)).toEqual(recorded);
    expect(recorded).toMatchObject({ estado: 'EMITTED', nroDeComprobante: 1, lastError: null });
    const vouchers = await bench.vouchersOf(taxpayer.cuit);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]?.cae).toBe(recorded?.cae);
  });

  it('a request that reaches ARCA after its lease expired and its number was asked again → one voucher, adopted through 10016', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const slow = createHeldWsfe(bench.services.afip.wsfe);
    const slowRequest = slow.hold('solicitarCae', 'request');
    const next = createHeldWsfe(bench.services.afip.wsfe);
    const nextRequest = next.hold('solicitarCae', 'request');

    // Run A reserved number 1 and its request is stuck on the way to ARCA.
    const first = settle(emitInvoice(runDeps(slow.client), invoiceId));
    await slowRequest.reached;
    await expireEmissionLease(bench.database.db, seriesOf(taxpayer));
    // Run B takes the lease: ARCA does not have 1 yet (602), so B frees it, reserves 1 again and
    // is about to ask for it.
    const second = settle(emitInvoice(runDeps(next.client), invoiceId));
    await nextRequest.reached;
    // A's request lands first: ARCA authorizes 1 for this invoice. A cannot record it.
    slowRequest.release();
    const late = await first;
    expect(!late.ok && late.error).toMatchObject({ reason: 'lease-lost', write: 'markEmitted' });
    const [authorized] = await bench.vouchersOf(taxpayer.cuit);
    expect(authorized).toMatchObject({ cbteNro: 1 });
    // B's request for 1 is refused (10016); FECompConsultar shows 1 is this invoice's: adopted.
    nextRequest.release();
    const adopted = await second;
    expect(adopted).toEqual({
      ok: true,
      value: { kind: 'emitted', invoiceId, cae: authorized?.cae, cbteNro: 1 },
    });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
    expect(await bench.getInvoice(taxpayer, invoiceId)).toMatchObject({
      estado: 'EMITTED',
      cae: authorized?.cae,
      nroDeComprobante: 1,
    });
  });

  it('a lease lost before the number is written stops the run: nothing reserved, nothing asked', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const held = createHeldWsfe(bench.services.afip.wsfe);
    // RegXReq is the last ARCA answer before the numbers are reserved (Liqui knows the next one).
    const lastNumber = held.hold('compTotXRequest', 'answer');

    const first = settle(emitInvoice(runDeps(held.client), invoiceId));
    await lastNumber.reached;
    await expireEmissionLease(bench.database.db, seriesOf(taxpayer));
    lastNumber.release();
    const stopped = await first;
    expect(!stopped.ok && stopped.error).toMatchObject({
      reason: 'lease-lost',
      write: 'reserveNumber',
    });
    expect(await bench.rowOf(invoiceId)).toMatchObject({
      estado: 'PENDING_AFIP',
      nroDeComprobante: null,
      emissionState: null,
    });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(0);
    expect(await emitInvoice(runDeps(), invoiceId)).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('a rejection that arrives after the lease expired is not recorded; the next run settles the number', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const held = createHeldWsfe(bench.services.afip.wsfe);
    const lastNumber = held.hold('compTotXRequest', 'answer');
    const answer = held.hold('solicitarCae', 'answer');
    const first = settle(emitInvoice(runDeps(held.client), invoiceId));
    // Once RegXReq is read (the last question before the batch), ARCA answers FECAESolicitar
    // with 601 (not delegated): a rejection in its answer, not a failure.
    await lastNumber.reached;
    await bench.setFaults({ notDelegated: [taxpayer.cuit] });
    lastNumber.release();
    await answer.reached;
    await bench.clearFaults();
    await expireEmissionLease(bench.database.db, seriesOf(taxpayer));
    answer.release();

    const late = await first;
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error).toMatchObject({ reason: 'lease-lost', write: 'reject' });
    const pending = await bench.rowOf(invoiceId);
    expect(pending).toMatchObject({
      estado: 'PENDING_AFIP',
      nroDeComprobante: 1,
      emissionState: 'REQUESTING',
    });
    expect(pending?.lastError).toMatch(/^ARCA rejected voucher 1 \(.+\) but the emission lease/);
    // With the delegation in place, the next run finds 1 free in ARCA (602), frees it and emits.
    expect(await emitInvoice(runDeps(), invoiceId)).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('a failure that arrives after the lease expired is not counted as an attempt; it is noted', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    await bench.setFaults({
      rules: [{ service: 'wsfe', operation: 'FECAESolicitar', kind: 'http500', times: 1 }],
    });
    const held = createHeldWsfe(bench.services.afip.wsfe);
    const answer = held.hold('solicitarCae', 'answer');
    const first = settle(emitInvoice(runDeps(held.client), invoiceId));
    await answer.reached;
    await expireEmissionLease(bench.database.db, seriesOf(taxpayer));
    answer.release();

    const late = await first;
    expect(!late.ok && late.error).toMatchObject({
      reason: 'lease-lost',
      write: 'recordFailedAttempt',
    });
    const pending = await bench.rowOf(invoiceId);
    expect(pending).toMatchObject({ estado: 'PENDING_AFIP', attempts: 0, nroDeComprobante: 1 });
    expect(pending?.lastError).toContain(
      'the emission lease expired before this attempt was counted',
    );
    expect(await emitInvoice(runDeps(), invoiceId)).toMatchObject({ kind: 'emitted', cbteNro: 1 });
    expect(await bench.vouchersOf(taxpayer.cuit)).toHaveLength(1);
  });

  it('a write that matches nothing while the lease is held is reported as a conflict, never assumed', async () => {
    const taxpayer = await bench.newTaxpayer();
    const invoiceId = await bench.pendingInvoice(taxpayer);
    const held = createHeldWsfe(bench.services.afip.wsfe);
    const answer = held.hold('solicitarCae', 'answer');
    const first = emitInvoice(runDeps(held.client), invoiceId);
    await answer.reached;
    // The invoice leaves PENDING_AFIP under the run (the lease is still valid).
    await bench.database.db
      .update(invoices)
      .set({ estado: 'CANCELED' })
      .where(eq(invoices.invoiceId, invoiceId));
    answer.release();
    expect(await first).toEqual({
      kind: 'conflict',
      invoiceId,
      write: 'markEmitted',
      estado: 'CANCELED',
    });
    expect(await bench.rowOf(invoiceId)).toMatchObject({ estado: 'CANCELED', cae: null });
  });
});
