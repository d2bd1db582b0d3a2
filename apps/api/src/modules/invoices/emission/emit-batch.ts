import { AfipServiceError, type FECAESolicitarResult } from '../../../integrations/afip/types.js';
import type { InvoiceRow } from '../invoice-row.js';
import {
  consultedResult,
  detailResult,
  numberingErrorCode,
  transientAfipCodes,
} from './afip-answer.js';
import { maxNumberingRounds } from './numbering.js';
import { type EmissionOutcome, leaseLostBefore } from './outcome.js';
import {
  afterMiss,
  guard,
  loadInvoice,
  type Run,
  recordEmitted,
  rejectInvoice,
  stopIfLeaseLost,
  type Unrecorded,
  unrecordedEmission,
} from './run.js';
import { buildVoucherRequest, isSameVoucher } from './voucher-request.js';
import {
  type EmittedVoucher,
  freeNumber,
  freeNumbers,
  markEmittedMany,
  noteUnrecorded,
  type ReservedInvoiceRow,
  reserveNumbers,
} from './writes.js';

/**
 * Steps 4 and 5 for one batch of a series (`README.md` of this folder): numbers reserved in one
 * statement, ONE FECAESolicitar with the batch's vouchers, and ARCA's answer applied per voucher.
 * Source: web-services.md §3.4 ("Lote semantics"), §3.8; issue 15 item 4.
 */

/** What {@link emitBatch} did: final outcomes by invoice id (freed ones are absent). */
export type BatchResult = {
  /**
   * ARCA's last number after the batch when every voucher of it was approved (the next batch
   * numbers from it without asking FECompUltimoAutorizado again), else undefined.
   */
  lastAfter: number | undefined;
  outcomes: Map<string, EmissionOutcome>;
  /** Some reservation was left for FECompConsultar (an answer without a usable detail). */
  isUnsettled: boolean;
};

/** What {@link emitBatch} needs besides the run and the batch. */
export type BatchInput = {
  /** Up to RegXReq pending invoices of the series without a number, in their order. */
  batch: readonly InvoiceRow[];
  /** Numbering rounds after 10016 per invoice in this run (updated here). */
  numberingRounds: Map<string, number>;
  /** The last number known without asking ARCA (undefined: FECompUltimoAutorizado is asked). */
  knownLast: number | undefined;
};

/** The note of a rejection the run could not record because its lease was lost. */
function lateRejectionOf(cbteNro: number, result: FECAESolicitarResult, index: number): Unrecorded {
  const codes = [...result.errors, ...(result.details[index]?.observaciones ?? [])].map(
    (item) => item.code,
  );
  return {
    reservation: cbteNro,
    note: `ARCA rejected voucher ${cbteNro} (${codes.join(', ')}) but the emission lease expired before it was recorded; the next run settles the number with FECompConsultar`,
  };
}

/**
 * Steps 4 and 5 for one batch: numbers last + 1 … last + k reserved in one statement
 * (`reserveNumbers`), only the gapless run from last + 1 sent, ONE FECAESolicitar with those
 * vouchers (`buildVoucherRequest`), and the answer applied per voucher: A with a CAE → EMITTED
 * (one statement); the first R → {@link settleRejected}; every R after it → number freed, sent
 * again in the next batch; header errors (not 10016) → every voucher REJECTED with them; a voucher
 * without a usable answer keeps its reservation (`isUnsettled`).
 *
 * @returns the outcomes, or `'taken'` when a number of the range is held by another invoice.
 * @throws AfipServiceError for ARCA's infrastructure errors 500–502 (the caller counts a failed
 *   attempt); AfipTransportError when ARCA cannot be reached; {@link EmissionRetryError}
 *   `lease-lost` when a write found the lease gone.
 */
export async function emitBatch(run: Run, input: BatchInput): Promise<BatchResult | 'taken'> {
  const { batch, numberingRounds, knownLast } = input;
  const { wsfe, now, log } = run;
  const { series } = run.lease;
  const outcomes = new Map<string, EmissionOutcome>();
  const cotizaciones = new Map<string, string>();
  for (const moneda of new Set(batch.map((row) => row.moneda))) {
    if (moneda === 'PES') continue;
    await guard(run);
    cotizaciones.set(moneda, (await wsfe.cotizacion(series.cuit, moneda)).monCotiz);
  }
  const monCotizOf = (row: InvoiceRow) => cotizaciones.get(row.moneda) ?? '1';

  let last = knownLast;
  if (last === undefined) {
    await guard(run);
    last = await wsfe.ultimoAutorizado(series.cuit, series.ptoVta, series.cbteTipo);
  }
  const numbered = await reserveNumbers(run, batch, last + 1);
  if (numbered === 'taken') return 'taken';
  const missed = batch.filter((row) => !numbered.some((item) => item.invoiceId === row.invoiceId));
  if (missed.length > 0) {
    await stopIfLeaseLost(run, 'reserveNumber', { missed: missed.length });
    for (const row of missed) {
      const current = await loadInvoice(run.db, row.invoiceId);
      outcomes.set(row.invoiceId, {
        kind: 'conflict',
        invoiceId: row.invoiceId,
        write: 'reserveNumber',
        estado: current?.estado ?? null,
      });
    }
  }
  // ARCA numbers consecutively: only the run without a gap from last + 1 is sent.
  const sorted = [...numbered].sort((a, b) => a.nroDeComprobante - b.nroDeComprobante);
  const sent: ReservedInvoiceRow[] = [];
  for (const row of sorted) {
    if (row.nroDeComprobante !== last + 1 + sent.length) break;
    sent.push(row);
  }
  const unsent = sorted.slice(sent.length);
  if (unsent.length > 0) await freeNumbers(run, unsent);
  if (sent.length === 0) return { outcomes, isUnsettled: false, lastAfter: undefined };
  await guard(run);
  const result = await wsfe.solicitarCae(series.cuit, {
    ptoVta: series.ptoVta,
    cbteTipo: series.cbteTipo,
    vouchers: sent.map((row) => buildVoucherRequest(row, row.nroDeComprobante, monCotizOf(row))),
  });
  const transient = result.errors.filter((item) => transientAfipCodes.has(item.code));
  if (transient.length > 0) throw new AfipServiceError(transient);
  const headerErrors = result.errors.filter((item) => item.code !== numberingErrorCode);

  const emitted: { row: InvoiceRow; voucher: EmittedVoucher }[] = [];
  const toFree: ReservedInvoiceRow[] = [];
  let isUnsettled = false;
  let firstRejected: ReservedInvoiceRow | undefined;
  let firstRejectedIndex = -1;
  for (const [index, row] of sent.entries()) {
    const detail = result.details[index];
    const cbteNro = row.nroDeComprobante;
    if (detail?.resultado === 'A' && detail.cae && detail.caeFchVto) {
      emitted.push({
        row,
        voucher: {
          cbteNro,
          cae: detail.cae,
          caeFchVto: detail.caeFchVto,
          result: detailResult(result, index, cbteNro, monCotizOf(row)),
          at: now(),
        },
      });
    } else if (!detail || detail.resultado === 'A') {
      // No usable answer for this voucher: the reservation stays for FECompConsultar.
      isUnsettled = true;
    } else if (firstRejected === undefined || headerErrors.length > 0) {
      if (firstRejected === undefined) {
        firstRejected = row;
        firstRejectedIndex = index;
      }
    } else {
      // Processed in order, the first rejection rejects the following ones without looking at
      // them (web-services.md §3.4): they are sent again in the next batch.
      toFree.push(row);
    }
  }
  const written = await markEmittedMany(run, emitted);
  if (written.size < emitted.length && !(await run.lease.isValid())) {
    // Authorized by ARCA but not recordable: each one says so, the next holder adopts them.
    for (const { row, voucher } of emitted) {
      if (written.has(row.invoiceId)) continue;
      const { reservation, note } = unrecordedEmission(voucher);
      await noteUnrecorded(run, row.invoiceId, reservation, note);
    }
    throw leaseLostBefore('markEmitted');
  }
  for (const { row, voucher } of emitted) {
    if (written.has(row.invoiceId)) {
      outcomes.set(row.invoiceId, {
        kind: 'emitted',
        invoiceId: row.invoiceId,
        cae: voucher.cae,
        cbteNro: voucher.cbteNro,
      });
    } else {
      outcomes.set(row.invoiceId, await recordEmitted(run, row, voucher, false));
    }
  }
  if (toFree.length > 0) {
    const freed = await freeNumbers(run, toFree);
    if (freed.size < toFree.length && !(await run.lease.isValid())) {
      throw leaseLostBefore('freeNumber');
    }
  }
  if (headerErrors.length > 0) {
    // The request as a whole was refused (header errors): every voucher is rejected with them.
    for (const [index, row] of sent.entries()) {
      if (result.details[index]?.resultado === 'A') continue;
      const cbteNro = row.nroDeComprobante;
      outcomes.set(
        row.invoiceId,
        await rejectInvoice(
          run,
          row.invoiceId,
          cbteNro,
          detailResult(result, index, cbteNro, monCotizOf(row)),
          lateRejectionOf(cbteNro, result, index),
        ),
      );
    }
  } else if (firstRejected !== undefined) {
    const outcome = await settleRejected(run, {
      row: firstRejected,
      result,
      index: firstRejectedIndex,
      monCotiz: monCotizOf(firstRejected),
      numberingRounds,
      isKnownNumber: knownLast !== undefined,
    });
    if (outcome) outcomes.set(firstRejected.invoiceId, outcome);
  }
  log.info(
    { sent: sent.length, emitted: written.size, last, resultado: result.resultado },
    'Batch of vouchers answered by ARCA',
  );
  const isAllApproved = written.size === sent.length && missed.length === 0 && unsent.length === 0;
  return { outcomes, isUnsettled, lastAfter: isAllApproved ? last + sent.length : undefined };
}

/**
 * The first rejected voucher of a batch (step 5): with 10016 (its number, or its date, "is not the
 * next one") FECompConsultar(N) decides: the voucher at N is the invoice's → adopted; another
 * voucher holds N → the number is freed and the invoice goes in the next batch (at most
 * {@link maxNumberingRounds} times in a run, then REJECTED; a 10016 of the request on a number
 * known without asking ARCA, `isKnownNumber`, is not counted: the next batch asks ARCA); nobody
 * holds N and the 10016 was not a numbering error of the request → REJECTED. Any other rejection →
 * REJECTED with ARCA's codes.
 *
 * @returns the invoice's outcome, or undefined when it was freed to go again.
 */
async function settleRejected(
  run: Run,
  input: {
    row: ReservedInvoiceRow;
    result: FECAESolicitarResult;
    /** The voucher's index in the request. */
    index: number;
    monCotiz: string;
    numberingRounds: Map<string, number>;
    isKnownNumber: boolean;
  },
): Promise<EmissionOutcome | undefined> {
  const { row, result, index, numberingRounds } = input;
  const { series } = run.lease;
  const cbteNro = row.nroDeComprobante;
  const stored = detailResult(result, index, cbteNro, input.monCotiz);
  const late = lateRejectionOf(cbteNro, result, index);
  const isNumberingError =
    index === 0 && result.errors.some((item) => item.code === numberingErrorCode);
  if (isNumberingError || stored.observaciones.some((item) => item.code === numberingErrorCode)) {
    await guard(run);
    const found = await run.wsfe.consultar(series.cuit, {
      cbteTipo: series.cbteTipo,
      ptoVta: series.ptoVta,
      cbteNro,
    });
    if (found.found && isSameVoucher(found.voucher, row)) {
      run.log.warn(
        { cbteNro, cae: found.voucher.cae },
        'ARCA already holds this invoice’s voucher under the number it refused (10016): adopting its CAE',
      );
      return recordEmitted(run, row, {
        cbteNro,
        cae: found.voucher.cae,
        caeFchVto: found.voucher.caeFchVto,
        result: consultedResult(found.voucher, cbteNro),
        at: run.now(),
      });
    }
    const rounds =
      (numberingRounds.get(row.invoiceId) ?? 0) + (isNumberingError && input.isKnownNumber ? 0 : 1);
    numberingRounds.set(row.invoiceId, rounds);
    if ((found.found || isNumberingError) && rounds < maxNumberingRounds) {
      if (!(await freeNumber(run, row.invoiceId, cbteNro))) {
        return afterMiss(run, 'freeNumber', row.invoiceId, { cbteNro }, late);
      }
      run.log.warn({ cbteNro }, 'ARCA says the number is not the next one (10016): renumbering');
      return undefined;
    }
  }
  // Not authorized: the number stays free in ARCA; the rejection frees it here too.
  return rejectInvoice(run, row.invoiceId, cbteNro, stored, late);
}
