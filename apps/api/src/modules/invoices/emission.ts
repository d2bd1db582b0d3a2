import type { TipoResponsable } from '@liqui/domain';
import {
  condicionIvaReceptorId,
  messages,
  requiresAssociatedVoucher,
  requiresServiceDates,
} from '@liqui/domain';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import {
  AfipServiceError,
  AfipTransportError,
  type FECAESolicitarResult,
  type WsfeAuthorizedVoucher,
  type WsfeClient,
  type WsfeVoucherRequest,
} from '../../integrations/afip/types.js';
import type { Logger } from '../../logger.js';
import {
  acquireEmissionLease,
  type EmissionLease,
  type LeaseClock,
  type VoucherSeries,
} from './emission-lease.js';
import {
  emissionPendingStatuses,
  emissionStates,
  fromAfipDate,
  type InvoiceRow,
  type StoredAfipResult,
  storedResultOf,
  toAfipDate,
} from './invoice-row.js';

/**
 * The emission of one invoice to ARCA (WSFEv1 FECAESolicitar), idempotent: run it any number of
 * times, concurrently or after a crash, and the invoice gets at most one voucher. It is the
 * handler of the `invoice-emission` job (`jobs/emission-worker.ts`). Source:
 * ../shared/reference/arca/web-services.md §3.3–§3.9 (§3.8 "Numbering, duplicates and timeouts":
 * ARCA has no idempotency, so the number is reserved in our database before ARCA is asked and a
 * lost answer is recovered with FECompConsultar), ARCHITECTURE.md "Rules the server owns", issues
 * 5 and 10.
 *
 * Algorithm for invoice X of series S = (issuer CUIT, PtoVta, CbteTipo):
 * 1. X is not PENDING_AFIP/QUEUED (EMITTED, REJECTED, CANCELED, DRAFT, deleted) → nothing to do.
 * 2. Take the lease of S (`emission-lease.ts`, `EMISSION_LEASE_MS`, waiting a little); busy →
 *    {@link EmissionRetryError} `lease` (pg-boss retries). No database transaction is ever open
 *    while ARCA is called: on PGlite the simulator answers from the same one-session database in
 *    the same process.
 * 3. Settle every reservation of S (X's and any other invoice's: `emission_state` REQUESTING with
 *    a number) with FECompConsultar: the voucher exists and matches the invoice (DocTipo, DocNro,
 *    ImpTotal, CbteFch) → adopt its CAE and due date (EMITTED); it does not exist (602) or belongs
 *    to another voucher → free the number (that invoice numbers again). While we hold the lease
 *    nobody else is asking ARCA for S, so a number ARCA does not have is really free.
 * 4. Number N = FECompUltimoAutorizado + 1, written on X with `emission_state` REQUESTING before
 *    ARCA is asked (unique (user_cuit, punto_venta, tipo, nro) holds; a clash re-reads the last
 *    number), then FECAESolicitar with the one voucher ({@link buildVoucherRequest}).
 * 5. Resultado A → EMITTED (cae, fecha_vencimiento_cae `YYYY-MM-DD`, afip_result with the
 *    observations, emitted_at). Err 10016 (N is not the next number) → FECompConsultar(N) first:
 *    the voucher at N is X's (an earlier request of X that ARCA committed after its run gave up on
 *    it) → adopt its CAE (EMITTED); else a voucher was issued outside Liqui → free the number and
 *    go back to 4, at most {@link maxNumberingRounds} times. Any other R → REJECTED with ARCA's
 *    codes and texts (afip_result); its number is freed.
 * 6. ARCA unreachable ({@link AfipTransportError}: timeout, network, HTTP 5xx, SOAP fault) or its
 *    infrastructure errors 500–502 → attempts + 1 (`intentosFallidos`), last_error; the status
 *    stays PENDING_AFIP after the first failed attempt and is QUEUED from the second; a
 *    reservation is kept (step 3 settles it next time) and {@link EmissionRetryError} `afip` is
 *    thrown so pg-boss retries with backoff. The lease is released in `finally`.
 *
 * Lease checks (issue 10). The lease is renewed before every ARCA call, and only while it is
 * unexpired (`renew()`); a lost lease stops the run before ARCA is asked ({@link
 * EmissionRetryError} `lease-lost`). `AFIP_TIMEOUT_MS` is bounded by the configuration so that
 * one ARCA call ends well before the lease it was renewed for (`config/emission.ts`). Every write
 * of the run to `invoices` — reserve a number (4), free it (3, 5), record EMITTED (3, 5),
 * REJECTED (5, 600/601) or a failed attempt (6) — is ONE `UPDATE … RETURNING` whose WHERE holds,
 * besides the state the invoice must still be in (pending; for a number, that very reservation),
 * the lease condition `lease.isHeld()`: `exists (select 1 from afip_emission_leases where cuit,
 * pto_vta, cbte_tipo = S and holder = <this run> and expires_at > clock_timestamp() for share)`.
 * The check and the write are atomic, and the lease row stays locked until the write commits, so
 * a new holder's take waits for it. The rows written are counted; 0 is never assumed:
 * `lease.isValid()` tells why, the miss is logged, and
 * - the lease was lost → nothing more is written under it and {@link EmissionRetryError}
 *   `lease-lost` is thrown (pg-boss retries the job). If ARCA had answered (a CAE, a rejection,
 *   a failure), the answer is NOT recorded: the reservation stays as it was (REQUESTING, N), the
 *   invoice stays PENDING_AFIP/QUEUED, and the only write is a note in `last_error` saying so
 *   (guarded by that reservation still being in place rather than by the lease: it changes no
 *   status, number or CAE). The next holder of S settles it in step 3 with FECompConsultar and
 *   adopts the CAE ARCA gave: one CAE, one number. If that holder got there first, the late
 *   run's writes match nothing and its result stands.
 * - the invoice changed under the run (not pending any more, another reservation) → outcome
 *   `conflict` naming the write; in step 3 (another invoice) the settling goes on.
 *
 * ARCA's authorization errors 600/601 (Liqui is not the taxpayer's representative) end as
 * REJECTED with those codes: retrying cannot fix them, the taxpayer must delegate.
 */

/** FECAESolicitar rounds after Err 10016 before the invoice is REJECTED (step 5). */
export const maxNumberingRounds = 3;

/** ARCA's infrastructure error codes (500 application, 501/502 database): worth retrying. */
const transientAfipCodes = new Set([500, 501, 502]);

/** "The number is not the next one" (web-services.md §3.8). */
const numberingErrorCode = 10016;

/** Unique violation of PostgreSQL. */
const uniqueViolation = '23505';

/** The writes of an emission run to `invoices`, each guarded by the lease (module TSDoc). */
export type EmissionWrite =
  | 'reserveNumber'
  | 'freeNumber'
  | 'markEmitted'
  | 'reject'
  | 'recordFailedAttempt';

/**
 * Thrown when the emission must be tried again later (pg-boss retries the job with backoff): the
 * series' lease is busy, it was lost during the run, or ARCA could not be reached. The invoice is
 * left consistent.
 */
export class EmissionRetryError extends Error {
  override readonly name = 'EmissionRetryError';
  constructor(
    message: string,
    /**
     * `lease`: another worker is emitting in the series; `lease-lost`: this run's lease expired
     * (nothing more was written; `write` names the write that found it out, absent when a renewal
     * before an ARCA call did); `afip`: ARCA failed (attempt counted).
     */
    readonly reason: 'lease' | 'lease-lost' | 'afip',
    options?: { cause?: unknown; write?: EmissionWrite },
  ) {
    super(message, options);
    this.write = options?.write;
  }
  /** For `lease-lost`: the write that matched nothing because the lease was gone. */
  readonly write: EmissionWrite | undefined;
}

/** What one run of {@link emitInvoice} did. */
export type EmissionOutcome =
  | { kind: 'emitted'; invoiceId: string; cae: string; cbteNro: number }
  | { kind: 'rejected'; invoiceId: string; codes: number[] }
  /** Nothing to do: missing, or not PENDING_AFIP/QUEUED (`estado` is the status found). */
  | { kind: 'skipped'; invoiceId: string; estado: string | null }
  /**
   * A write of the run matched no row while the lease was still held: the invoice changed under
   * the run (`estado` is the status found afterwards). Nothing was written.
   */
  | { kind: 'conflict'; invoiceId: string; write: EmissionWrite; estado: string | null };

/** Dependencies of {@link emitInvoice}. */
export type EmissionDeps = {
  database: Database;
  /** The WSFEv1 client (`createAfipClients(...).wsfe`). */
  wsfe: WsfeClient;
  logger: Logger;
  /** The clock of the rows' timestamps. @default () => new Date() */
  now?: () => Date;
  /** Lease length, ms (`config.emissionLeaseMs`; renewed before each ARCA call). @default 120_000 */
  leaseMs?: number;
  /** How long to wait for a busy lease before giving up with a retry, ms. @default 15_000 */
  leaseWaitMs?: number;
  /** The clock of that wait (tests). @default the system's */
  leaseClock?: LeaseClock;
};

function isPending(row: InvoiceRow | undefined): boolean {
  return row !== undefined && (emissionPendingStatuses as readonly string[]).includes(row.estado);
}

function seriesOf(row: InvoiceRow): VoucherSeries {
  return { cuit: row.userCuit, ptoVta: row.puntoVenta, cbteTipo: row.tipoDeComprobante };
}

/** Whether `error` is a failure of ARCA to answer (or an infrastructure error): retry later. */
function isTransientAfipFailure(error: unknown): boolean {
  if (error instanceof AfipTransportError) return true;
  return (
    error instanceof AfipServiceError &&
    error.errors.some((item) => transientAfipCodes.has(item.code))
  );
}

function codesOf(result: Pick<StoredAfipResult, 'errors' | 'observaciones'>): number[] {
  return [...result.errors, ...result.observaciones].map((item) => item.code);
}

/** Digits of a document number without leading zeros (`'0'` stays `'0'`). */
function canonicalDocNro(value: string): string {
  return value.replace(/^0+(?=\d)/, '');
}

/**
 * Whether the voucher FECompConsultar found is invoice `row`'s (web-services.md §3.8 step 2:
 * "compare amounts/receptor"): same DocTipo, DocNro, ImpTotal (cents) and CbteFch, approved.
 */
export function isSameVoucher(voucher: WsfeAuthorizedVoucher, row: InvoiceRow): boolean {
  return (
    voucher.resultado === 'A' &&
    voucher.docTipo === row.tipoDocumento &&
    canonicalDocNro(voucher.docNro) === canonicalDocNro(row.nroDocumento) &&
    voucher.impTotalCents === row.importeTotalCents &&
    voucher.cbteFch === toAfipDate(row.fecha)
  );
}

/**
 * The FECAESolicitar voucher of an invoice (web-services.md §3.3, §3.5 Factura C): concepto,
 * DocTipo/DocNro, CbteDesde = CbteHasta = `cbteNro`, CbteFch `yyyymmdd`, ImpTotal = ImpNeto = the
 * total in cents, ImpTrib 0, service dates for concepto 2 and 3 (`requiresServiceDates` of
 * `@liqui/domain`), MonId and MonCotiz (`'1'` for PES, else `monCotiz`), CondicionIVAReceptorId
 * from the receiver's `tipoResponsable` (RG 5616, §3.7), and for types 12/13
 * (`requiresAssociatedVoucher`) the associated voucher with the issuer's CUIT.
 */
export function buildVoucherRequest(
  row: InvoiceRow,
  cbteNro: number,
  monCotiz = '1',
): WsfeVoucherRequest {
  const hasServiceDates = requiresServiceDates(row.concepto);
  const needsAssociated = requiresAssociatedVoucher(row.tipoDeComprobante);
  const associated =
    needsAssociated &&
    row.tipoDeComprobanteAsoc != null &&
    row.puntoVentaAsoc != null &&
    row.cbteNroAsoc != null
      ? [
          {
            tipo: row.tipoDeComprobanteAsoc,
            ptoVta: row.puntoVentaAsoc,
            nro: row.cbteNroAsoc,
            cuit: row.userCuit,
          },
        ]
      : undefined;
  return {
    concepto: row.concepto as 1 | 2 | 3,
    docTipo: row.tipoDocumento,
    docNro: row.nroDocumento,
    cbteNro,
    cbteFch: toAfipDate(row.fecha),
    impTotalCents: row.importeTotalCents,
    impNetoCents: row.importeTotalCents,
    impTribCents: 0,
    ...(hasServiceDates
      ? {
          fchServDesde: row.desde ? toAfipDate(row.desde) : undefined,
          fchServHasta: row.hasta ? toAfipDate(row.hasta) : undefined,
          fchVtoPago: row.vencimientoPago ? toAfipDate(row.vencimientoPago) : undefined,
        }
      : {}),
    monId: row.moneda,
    monCotiz: row.moneda === 'PES' ? '1' : monCotiz,
    condicionIvaReceptorId: condicionIvaReceptorId(row.tipoResponsable as TipoResponsable),
    ...(associated ? { cbtesAsoc: associated } : {}),
  };
}

/**
 * Runs the emission of `invoiceId` once (see the module's TSDoc for the algorithm and the lease
 * checks).
 *
 * @returns what happened ({@link EmissionOutcome}).
 * @throws {@link EmissionRetryError} when it must be retried later (lease busy or lost, ARCA
 *   unreachable); any other error (database down) as is: the job is retried too.
 */
export async function emitInvoice(deps: EmissionDeps, invoiceId: string): Promise<EmissionOutcome> {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const log = deps.logger.child({ invoiceId });

  const first = await loadInvoice(db, invoiceId);
  if (!first || !isPending(first)) {
    return { kind: 'skipped', invoiceId, estado: first?.estado ?? null };
  }

  const lease = await acquireEmissionLease(db, seriesOf(first), {
    ...(deps.leaseMs !== undefined ? { durationMs: deps.leaseMs } : {}),
    ...(deps.leaseClock ? { clock: deps.leaseClock } : {}),
    waitMs: deps.leaseWaitMs ?? 15_000,
  });
  if (!lease) {
    throw new EmissionRetryError('Another worker is emitting vouchers of this series', 'lease');
  }
  const run: Run = { db, wsfe: deps.wsfe, lease, now, log };

  try {
    await settleReservations(run);
    const row = await loadInvoice(db, invoiceId);
    if (!row || !isPending(row)) {
      return row?.estado === 'EMITTED' && row.cae && row.nroDeComprobante !== null
        ? { kind: 'emitted', invoiceId, cae: row.cae, cbteNro: row.nroDeComprobante }
        : { kind: 'skipped', invoiceId, estado: row?.estado ?? null };
    }
    return await requestCae(run, row);
  } catch (error) {
    if (error instanceof AfipServiceError && !isTransientAfipFailure(error)) {
      // ARCA refuses Liqui (600/601: not the taxpayer's representative, …). Without a reserved
      // number nothing can have been authorized: the invoice is rejected with ARCA's codes. With
      // one, it stays pending until FECompConsultar can settle it.
      const row = await loadInvoice(db, invoiceId);
      if (row && isPending(row) && row.nroDeComprobante === null) {
        return await rejectInvoice(run, invoiceId, null, {
          resultado: 'R',
          errors: error.errors,
          observaciones: [],
          events: [],
          source: 'FECAESolicitar',
        });
      }
    }
    if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
      return await recordFailure(run, invoiceId, error);
    }
    throw error;
  } finally {
    await lease.release();
  }
}

/** One run of {@link emitInvoice}: its database, ARCA client, lease, clock and log. */
type Run = {
  db: Db;
  wsfe: WsfeClient;
  lease: EmissionLease;
  now: () => Date;
  log: Logger;
};

async function loadInvoice(db: Db, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).limit(1);
  return row;
}

/** Renews the lease before an ARCA call; a lost lease stops the run before ARCA is asked. */
async function guard(run: Run): Promise<void> {
  if (!(await run.lease.renew())) {
    run.log.warn('The emission lease was lost before calling ARCA: stopping');
    throw new EmissionRetryError('The emission lease was lost', 'lease-lost');
  }
}

/**
 * Explains a guarded write that matched no row (module TSDoc, "Lease checks") and logs it:
 * `lease-lost` when this run's lease is no longer valid, else `changed` (the invoice is not in the
 * state the write expects any more).
 */
async function explainMiss(
  run: Run,
  write: EmissionWrite,
  details: Record<string, unknown>,
): Promise<'lease-lost' | 'changed'> {
  if (!(await run.lease.isValid())) {
    run.log.warn(
      { write, ...details },
      `${write} matched no invoice: the emission lease is lost, nothing was written`,
    );
    return 'lease-lost';
  }
  run.log.warn(
    { write, ...details },
    `${write} matched no invoice: it changed under the emission run, nothing was written`,
  );
  return 'changed';
}

/**
 * What a run does when one of its writes on its own invoice matched no row: a lost lease → the
 * unrecorded ARCA answer, if any, is noted in `last_error` ({@link noteUnrecorded}) and
 * {@link EmissionRetryError} `lease-lost` is thrown; a changed invoice → outcome `conflict`.
 */
async function afterMiss(
  run: Run,
  write: EmissionWrite,
  invoiceId: string,
  details: { cbteNro?: number | null; cae?: string },
  unrecorded?: { reservation: number | null | undefined; note: string },
): Promise<EmissionOutcome> {
  const why = await explainMiss(run, write, { invoiceId, ...details });
  if (why === 'lease-lost') {
    if (unrecorded) await noteUnrecorded(run, invoiceId, unrecorded.reservation, unrecorded.note);
    throw new EmissionRetryError(
      `The emission lease was lost before ${write} could be written`,
      'lease-lost',
      { write },
    );
  }
  const current = await loadInvoice(run.db, invoiceId);
  return { kind: 'conflict', invoiceId, write, estado: current?.estado ?? null };
}

/** Step 3: settles every reserved number of the lease's series with FECompConsultar. */
async function settleReservations(run: Run): Promise<void> {
  const { db, wsfe, lease, now, log } = run;
  const { series } = lease;
  const reserved = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userCuit, series.cuit),
        eq(invoices.puntoVenta, series.ptoVta),
        eq(invoices.tipoDeComprobante, series.cbteTipo),
        eq(invoices.emissionState, emissionStates.requesting),
        isNotNull(invoices.nroDeComprobante),
        inArray(invoices.estado, [...emissionPendingStatuses]),
      ),
    )
    .orderBy(asc(invoices.nroDeComprobante));
  for (const row of reserved) {
    const cbteNro = row.nroDeComprobante!;
    await guard(run);
    const found = await wsfe.consultar(series.cuit, {
      cbteTipo: series.cbteTipo,
      ptoVta: series.ptoVta,
      cbteNro,
    });
    const isSame = found.found && isSameVoucher(found.voucher, row);
    const written =
      found.found && isSame
        ? await markEmitted(run, row, {
            cbteNro,
            cae: found.voucher.cae,
            caeFchVto: found.voucher.caeFchVto,
            result: consultedResult(found.voucher, cbteNro),
            at: now(),
          })
        : await freeNumber(run, row.invoiceId, cbteNro);
    const write: EmissionWrite = isSame ? 'markEmitted' : 'freeNumber';
    if (written) {
      log.info(
        { settled: row.invoiceId, cbteNro, isTaken: found.found },
        isSame
          ? 'A reserved voucher was authorized by ARCA: its CAE was adopted'
          : 'A reserved voucher number is not the invoice’s in ARCA: freed',
      );
    } else if (
      (await explainMiss(run, write, { settled: row.invoiceId, cbteNro })) === 'lease-lost'
    ) {
      throw new EmissionRetryError(
        `The emission lease was lost before ${write} could be written`,
        'lease-lost',
        { write },
      );
    }
  }
}

/** The stored result of a voucher FECompConsultar found (adopted). */
function consultedResult(voucher: WsfeAuthorizedVoucher, cbteNro: number): StoredAfipResult {
  return {
    resultado: 'A',
    errors: [],
    observaciones: voucher.observaciones,
    events: [],
    source: 'FECompConsultar',
    cbteNro,
  };
}

/** Steps 4 and 5 for a pending invoice without a reservation. */
async function requestCae(run: Run, initial: InvoiceRow): Promise<EmissionOutcome> {
  const { wsfe, now, log } = run;
  const series = seriesOf(initial);
  const invoiceId = initial.invoiceId;
  let monCotiz = '1';
  if (initial.moneda !== 'PES') {
    await guard(run);
    monCotiz = (await wsfe.cotizacion(series.cuit, initial.moneda)).monCotiz;
  }
  let lastResult: FECAESolicitarResult | undefined;
  let lastNumber = 0;
  for (let round = 0; round < maxNumberingRounds; round += 1) {
    await guard(run);
    const cbteNro = (await wsfe.ultimoAutorizado(series.cuit, series.ptoVta, series.cbteTipo)) + 1;
    const row = await reserveNumber(run, invoiceId, cbteNro);
    if (row === 'taken') {
      log.warn({ cbteNro }, 'Another invoice of Liqui holds the next number of ARCA; re-reading');
      continue;
    }
    if (row === 'missed') return afterMiss(run, 'reserveNumber', invoiceId, { cbteNro });
    await guard(run);
    const result = await wsfe.solicitarCae(series.cuit, {
      ptoVta: series.ptoVta,
      cbteTipo: series.cbteTipo,
      vouchers: [buildVoucherRequest(row, cbteNro, monCotiz)],
    });
    lastResult = result;
    lastNumber = cbteNro;
    const detail = result.details[0];
    if (result.resultado === 'A' && detail?.resultado === 'A' && detail.cae && detail.caeFchVto) {
      return recordEmitted(run, row, {
        cbteNro,
        cae: detail.cae,
        caeFchVto: detail.caeFchVto,
        result: storedResultOf(result, cbteNro, monCotiz),
        at: now(),
      });
    }
    const transient = result.errors.filter((item) => transientAfipCodes.has(item.code));
    if (transient.length > 0) throw new AfipServiceError(transient);
    const codes = codesOf(storedResultOf(result, cbteNro));
    const lateRejection = {
      reservation: cbteNro,
      note: `ARCA rejected voucher ${cbteNro} (${codes.join(', ')}) but the emission lease expired before it was recorded; the next run settles the number with FECompConsultar`,
    };
    if (result.errors.some((item) => item.code === numberingErrorCode)) {
      // The number is taken in ARCA: by X itself when an earlier request of X was committed after
      // its run gave up on it (step 5), else by a voucher issued outside Liqui.
      await guard(run);
      const found = await wsfe.consultar(series.cuit, {
        cbteTipo: series.cbteTipo,
        ptoVta: series.ptoVta,
        cbteNro,
      });
      if (found.found && isSameVoucher(found.voucher, row)) {
        log.warn(
          { cbteNro, cae: found.voucher.cae },
          'ARCA already holds this invoice’s voucher under the number it refused (10016): adopting its CAE',
        );
        return recordEmitted(run, row, {
          cbteNro,
          cae: found.voucher.cae,
          caeFchVto: found.voucher.caeFchVto,
          result: consultedResult(found.voucher, cbteNro),
          at: now(),
        });
      }
      if (!(await freeNumber(run, invoiceId, cbteNro))) {
        return afterMiss(run, 'freeNumber', invoiceId, { cbteNro }, lateRejection);
      }
      log.warn({ cbteNro }, 'ARCA says the number is not the next one (10016): renumbering');
      continue;
    }
    // Not authorized: the number stays free in ARCA; the rejection frees it here too.
    return rejectInvoice(
      run,
      invoiceId,
      cbteNro,
      storedResultOf(result, cbteNro, monCotiz),
      lateRejection,
    );
  }
  const stored: StoredAfipResult = lastResult
    ? storedResultOf(lastResult, lastNumber)
    : {
        resultado: 'R',
        errors: [{ code: 0, msg: messages['invoice.numberClash'] }],
        observaciones: [],
        events: [],
        source: 'FECAESolicitar',
      };
  return rejectInvoice(run, invoiceId, null, stored);
}

/** Records an authorized voucher on the run's invoice (step 5, or adopted), or explains the miss. */
async function recordEmitted(
  run: Run,
  row: InvoiceRow,
  voucher: EmittedVoucher,
): Promise<EmissionOutcome> {
  if (await markEmitted(run, row, voucher)) {
    run.log.info({ cbteNro: voucher.cbteNro, cae: voucher.cae }, 'Invoice emitted');
    return {
      kind: 'emitted',
      invoiceId: row.invoiceId,
      cae: voucher.cae,
      cbteNro: voucher.cbteNro,
    };
  }
  return afterMiss(
    run,
    'markEmitted',
    row.invoiceId,
    { cbteNro: voucher.cbteNro, cae: voucher.cae },
    {
      reservation: voucher.cbteNro,
      note: `ARCA authorized voucher ${voucher.cbteNro} (CAE ${voucher.cae}) but the emission lease expired before it was recorded; the next run adopts it with FECompConsultar`,
    },
  );
}

/**
 * REJECTED with ARCA's answer, freeing the reserved number `reservation` (`null`: the invoice has
 * none). Guarded by the lease.
 */
async function rejectInvoice(
  run: Run,
  invoiceId: string,
  reservation: number | null,
  result: StoredAfipResult,
  unrecorded?: { reservation: number | null; note: string },
): Promise<EmissionOutcome> {
  const at = run.now();
  const rows = await run.db
    .update(invoices)
    .set({
      estado: 'REJECTED',
      emissionState: emissionStates.done,
      nroDeComprobante: null,
      afipResult: result,
      updatedAt: at,
    })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        reservationIs(reservation),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  const codes = codesOf(result);
  if (rows.length === 0) {
    return afterMiss(run, 'reject', invoiceId, { cbteNro: reservation }, unrecorded);
  }
  run.log.info({ codes }, 'Invoice rejected by ARCA');
  return { kind: 'rejected', invoiceId, codes };
}

/** The invoice's reserved number is `cbteNro` (`null`: it has none). */
function reservationIs(cbteNro: number | null): SQL {
  return cbteNro === null
    ? isNull(invoices.nroDeComprobante)
    : and(
        eq(invoices.nroDeComprobante, cbteNro),
        eq(invoices.emissionState, emissionStates.requesting),
      )!;
}

/**
 * Writes the number about to be requested on the invoice (step 4), only while it is pending, has
 * no reservation, and the lease is held.
 *
 * @returns the updated row; `'taken'` when another invoice of the same series holds the number
 *   (unique constraint); `'missed'` when no row matched (see `afterMiss`).
 */
async function reserveNumber(
  run: Run,
  invoiceId: string,
  cbteNro: number,
): Promise<InvoiceRow | 'taken' | 'missed'> {
  try {
    const [row] = await run.db
      .update(invoices)
      .set({
        nroDeComprobante: cbteNro,
        emissionState: emissionStates.requesting,
        updatedAt: run.now(),
      })
      .where(
        and(
          eq(invoices.invoiceId, invoiceId),
          inArray(invoices.estado, [...emissionPendingStatuses]),
          isNull(invoices.nroDeComprobante),
          run.lease.isHeld(),
        ),
      )
      .returning();
    return row ?? 'missed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

/**
 * Frees a reserved number (no voucher with it is the invoice's), only over that very reservation
 * and while the lease is held.
 *
 * @returns whether a row was written.
 */
async function freeNumber(run: Run, invoiceId: string, cbteNro: number): Promise<boolean> {
  const rows = await run.db
    .update(invoices)
    .set({ nroDeComprobante: null, emissionState: null, updatedAt: run.now() })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        reservationIs(cbteNro),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/** An authorized voucher to record on its invoice. */
type EmittedVoucher = {
  cbteNro: number;
  cae: string;
  caeFchVto: string;
  result: StoredAfipResult;
  at: Date;
};

/**
 * Records an authorized voucher on its invoice, only over the reservation it belongs to and while
 * the lease is held.
 *
 * @returns whether a row was written.
 */
async function markEmitted(run: Run, row: InvoiceRow, voucher: EmittedVoucher): Promise<boolean> {
  const rows = await run.db
    .update(invoices)
    .set({
      estado: 'EMITTED',
      emissionState: emissionStates.done,
      cae: voucher.cae,
      fechaVencimientoCae: fromAfipDate(voucher.caeFchVto),
      afipResult: voucher.result,
      emittedAt: voucher.at,
      updatedAt: voucher.at,
    })
    .where(
      and(
        eq(invoices.invoiceId, row.invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        reservationIs(voucher.cbteNro),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/**
 * Step 6: one more failed attempt (PENDING_AFIP stays for the first, QUEUED from the second),
 * while the lease is held; then {@link EmissionRetryError} `afip`. When the lease was lost, the
 * attempt is not counted: the failure is noted in `last_error` and `lease-lost` is thrown. When
 * the invoice is no longer pending, outcome `conflict` (nothing left to retry).
 */
async function recordFailure(
  run: Run,
  invoiceId: string,
  error: unknown,
): Promise<EmissionOutcome> {
  const text = errorText(error);
  const rows = await run.db
    .update(invoices)
    .set({
      attempts: sql`${invoices.attempts} + 1`,
      estado: sql`case when ${invoices.attempts} + 1 >= 2 then 'QUEUED'::invoice_status else ${invoices.estado} end`,
      lastError: text.slice(0, 1000),
      updatedAt: run.now(),
    })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  if (rows.length === 1) {
    run.log.warn({ err: error }, 'ARCA could not be reached; the emission will be retried');
    throw new EmissionRetryError(`ARCA could not be reached: ${text}`, 'afip', { cause: error });
  }
  const outcome = await afterMiss(
    run,
    'recordFailedAttempt',
    invoiceId,
    {},
    {
      reservation: undefined,
      note: `${text} (the emission lease expired before this attempt was counted)`,
    },
  );
  // The invoice is no longer pending (afterMiss threw otherwise): nothing is left to retry.
  return outcome;
}

/**
 * Notes in `last_error` an ARCA answer (or failure) the run could not record because its lease
 * was lost, so the invoice shows why it is still pending. Deliberately NOT guarded by the lease:
 * it changes no status, number or CAE, and it is written only while the invoice is still pending
 * with the same reservation (`reservation`: that number, `null` none, `undefined` any), so it never
 * lands on a result another holder recorded.
 */
async function noteUnrecorded(
  run: Run,
  invoiceId: string,
  reservation: number | null | undefined,
  note: string,
): Promise<void> {
  const rows = await run.db
    .update(invoices)
    .set({ lastError: note.slice(0, 1000), updatedAt: run.now() })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        ...(reservation === undefined ? [] : [reservationIs(reservation)]),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  run.log.warn(
    { reservation, isNoted: rows.length === 1 },
    rows.length === 1
      ? 'An ARCA answer was left unrecorded (lease lost); noted in last_error'
      : 'An ARCA answer was left unrecorded (lease lost); the invoice was already settled',
  );
}

function errorText(error: unknown): string {
  if (error instanceof AfipTransportError) {
    return `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
