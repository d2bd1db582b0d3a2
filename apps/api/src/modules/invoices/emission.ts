import type { TipoResponsable } from '@liqui/domain';
import {
  condicionIvaReceptorId,
  messages,
  requiresAssociatedVoucher,
  requiresServiceDates,
} from '@liqui/domain';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { afipEmissionLeases, invoices } from '../../db/schema.js';
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
  systemLeaseClock,
  type VoucherSeries,
} from './emission-lease.js';
import {
  emissionPendingStatuses,
  emissionStates,
  emissionTransitions,
  fromAfipDate,
  type InvoiceRow,
  type StoredAfipResult,
  toAfipDate,
} from './invoice-row.js';

/**
 * The emission engine of a voucher series to ARCA (WSFEv1 FECAESolicitar), idempotent: run it any
 * number of times, concurrently or after a crash, and each invoice gets at most one voucher. It is
 * the handler of the `invoice-emission` job (`jobs/emission-worker.ts`): the job of invoice X runs
 * the engine of X's series, which emits every pending invoice of the series in batches of up to
 * RegXReq vouchers per request (issue 15 item 4: one taxpayer's 1,000 queued invoices took 271 s
 * one voucher per call). Source: ../shared/reference/arca/web-services.md §3.3–§3.9 (§3.4 "Lote
 * semantics", §3.8 "Numbering, duplicates and timeouts": ARCA has no idempotency, so numbers are
 * reserved in our database before ARCA is asked and a lost answer is recovered with
 * FECompConsultar), ARCHITECTURE.md "Rules the server owns", issues 5, 10 and 15. Every status
 * it writes is a transition of the domain's `invoiceStatusMachine` (`authorized`, `refused`,
 * `queued`; `emissionTransitions` of `invoice-row.ts`, issue 25 item 3).
 *
 * Algorithm for the job of invoice X of series S = (issuer CUIT, PtoVta, CbteTipo):
 * 1. X is not PENDING_AFIP/QUEUED (EMITTED, REJECTED, CANCELED, DRAFT, deleted) → nothing to do.
 * 2. Take the lease of S (`emission-lease.ts`, `EMISSION_LEASE_MS`). While another run holds it,
 *    X is watched every second (one read) up to `leaseWaitMs`: once that run settles X (it drains S, X
 *    included) the job ends with X's outcome, a no-op; still busy after the wait →
 *    {@link EmissionRetryError} `lease` (pg-boss retries). So thousands of queued jobs of one
 *    series do not spin with backoff: each waits while the holder emits its invoice and ends.
 *    No database transaction is ever open while ARCA is called: on PGlite the simulator answers
 *    from the same one-session database in the same process.
 * 3. Settle every reservation of S (`emission_state` REQUESTING with a number, left by a lost
 *    answer, a timeout or a crash): FECompUltimoAutorizado first; a reserved number above ARCA's
 *    last one was never authorized (nobody else asks ARCA for S while we hold the lease) and is
 *    freed; each one at or below it is asked with FECompConsultar (8 at a time): the voucher
 *    matches the invoice (DocTipo, DocNro, ImpTotal, CbteFch) → adopt its CAE and due date
 *    (EMITTED); it belongs to another voucher → free the number (that invoice numbers again).
 *    Before that, a reservation written less than `settleDelayMs` ago (twice AFIP_TIMEOUT_MS in
 *    the worker) ends the run with {@link EmissionRetryError} `in-flight`: the FECAESolicitar that
 *    reserved it may still be committed by ARCA after the client gave up on it, and freeing its
 *    number now would let the invoice get a second voucher (issue 15: 5 % faults on a slow
 *    PGlite showed exactly that).
 * 4. RegXReq from FECompTotXRequest (cached per process for an hour; 1 when ARCA cannot say).
 *    Batch: up to RegXReq pending invoices of S without a number, by voucher date, then oldest
 *    first (fecha, created_at, id): ARCA wants a series' CbteFch never to go back as the numbers
 *    go up (10016, web-services.md §3.6), and a batch's rows may carry different dates.
 *    N = the next number, known or asked: the first batch of a run that had no reservation to
 *    settle in 3 numbers optimistically from the last number Liqui knows for S (the highest
 *    `nro_de_comprobante` of S's EMITTED invoices, 0 when none) + 1 without asking ARCA (issue 15
 *    item 8: it halves the calls of a series with one pending invoice); after a batch ARCA
 *    approved whole, its last number + 1 without asking again; otherwise (3 settled reservations,
 *    a clash below, or the previous batch was not approved whole) FECompUltimoAutorizado + 1. A
 *    known number that is not the next one (vouchers issued outside Liqui) shows as 10016 in
 *    step 5, after which the next batch asks FECompUltimoAutorizado; that 10016 on a known number
 *    does not count as one of the invoice's {@link maxNumberingRounds}. Numbers N … N+k−1 are
 *    written on the batch, in its order, with
 *    `emission_state` REQUESTING in ONE statement before ARCA is asked (unique (user_cuit,
 *    punto_venta, tipo, nro) holds; a clash settles S again and re-reads, at most
 *    {@link maxNumberingRounds} times, then the batch is REJECTED). Only the gapless run from N is
 *    sent (an invoice that changed meanwhile leaves a gap: the numbers after it are freed).
 * 5. ONE FECAESolicitar with the k vouchers ({@link buildVoucherRequest}). ARCA processes them in
 *    order and the first rejection rejects all the following ones unseen (§3.4). Per voucher:
 *    A with a CAE → EMITTED (cae, fecha_vencimiento_cae `YYYY-MM-DD`, afip_result with its
 *    observations, emitted_at; one statement for the batch). The first R → with 10016 (its number
 *    or date "is not the next one") FECompConsultar(N) first: the voucher at N is X's (an earlier
 *    request committed after its run gave up on it) → adopt its CAE; another voucher holds N (or
 *    the request's numbering failed) → free the number, it goes in the next batch (at most
 *    {@link maxNumberingRounds} times per run, then REJECTED); otherwise REJECTED with ARCA's
 *    codes and texts (afip_result), its number freed. Every R after the first → number freed, sent
 *    again in the next batch. Header errors (not 10016) → every voucher REJECTED with them.
 *    A voucher without a usable answer keeps its reservation and S is settled (3) again.
 * 6. Back to 4 while S has pending invoices without a number (the run drains S), renewing the lease
 *    before every ARCA call; the job's outcome is X's.
 * 7. ARCA unreachable ({@link AfipTransportError}: timeout, network, HTTP 5xx, SOAP fault) or its
 *    infrastructure errors 500–502 → attempts + 1 (`intentosFallidos`) and last_error on every
 *    invoice of the batch being sent (X when none); the status stays PENDING_AFIP after the first
 *    failed attempt and is QUEUED from the second; reservations are kept (3 settles them next time)
 *    and {@link EmissionRetryError} `afip` is thrown so pg-boss retries with backoff (the other
 *    jobs of S go on draining it meanwhile). The lease is released in `finally`.
 *
 * Lease checks (issue 10). The lease is renewed before every ARCA call, and only while it is
 * unexpired (`renew()`); a lost lease stops the run before ARCA is asked ({@link
 * EmissionRetryError} `lease-lost`). `AFIP_TIMEOUT_MS` is bounded by the configuration so that
 * one ARCA call ends well before the lease it was renewed for (`config/emission.ts`). Every write
 * of the run to `invoices` — reserve numbers (4), free them (3, 4, 5), record EMITTED (3, 5),
 * REJECTED (5, 600/601) or failed attempts (7) — is ONE `UPDATE … RETURNING` (one per batch where
 * it writes a batch) whose WHERE holds,
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
 *   `conflict` naming the write for X; for another invoice (step 3, or a batch) it is logged and
 *   the run goes on.
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
    readonly reason: 'lease' | 'lease-lost' | 'afip' | 'in-flight',
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
  /**
   * How long a reservation must have rested (its row untouched: `updated_at`) before a new run
   * settles it, ms. A FECAESolicitar the client gave up on (timeout, lost answer) may still be
   * committed by ARCA after the client stopped waiting; settling its numbers meanwhile would free
   * a number ARCA is about to authorize, and the invoice would get a second voucher. The worker
   * passes twice `AFIP_TIMEOUT_MS` (`main.ts`). @default 0 (tests that drive a run by hand)
   */
  settleDelayMs?: number;
};

/** Whether `row` still waits for ARCA (PENDING_AFIP or QUEUED). */
export function isPending(row: InvoiceRow | undefined): boolean {
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
 * Runs the emission engine of `invoiceId`'s series under its lease and reports what happened to
 * `invoiceId` (see the module's TSDoc for the algorithm and the lease checks). Other invoices of
 * the series that were pending are emitted by the same run (their jobs end as no-ops).
 *
 * @returns what happened to `invoiceId` ({@link EmissionOutcome}).
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

  const lease = await takeLease(deps, first);
  if (!('holder' in lease)) return lease;
  const run: Run = {
    db,
    wsfe: deps.wsfe,
    lease,
    now,
    log,
    batch: [],
    settleDelayMs: deps.settleDelayMs ?? 0,
  };

  try {
    const hadReservations = await settleReservations(run, { waitForInFlight: true });
    const knownLast = hadReservations ? undefined : await lastEmittedNumber(run);
    return await drainSeries(run, invoiceId, knownLast);
  } catch (error) {
    const targets = run.batch.length > 0 ? run.batch : [invoiceId];
    if (error instanceof AfipServiceError && !isTransientAfipFailure(error)) {
      // ARCA refuses Liqui (600/601: not the taxpayer's representative, …). Without a reserved
      // number nothing can have been authorized: those invoices are rejected with ARCA's codes.
      // With one, an invoice stays pending until FECompConsultar can settle it.
      let own: EmissionOutcome | undefined;
      for (const targetId of targets) {
        const row = await loadInvoice(db, targetId);
        if (row && isPending(row) && row.nroDeComprobante === null) {
          const outcome = await rejectInvoice(run, targetId, null, {
            resultado: 'R',
            errors: error.errors,
            observaciones: [],
            events: [],
            source: 'FECAESolicitar',
          });
          if (targetId === invoiceId) own = outcome;
        }
      }
      if (own) return own;
      if (!targets.includes(invoiceId)) {
        throw new EmissionRetryError(`ARCA refused the series: ${errorText(error)}`, 'afip', {
          cause: error,
        });
      }
    }
    if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
      return await recordFailure(run, targets, invoiceId, error);
    }
    throw error;
  } finally {
    await lease.release();
  }
}

/** Pause between two looks at a busy lease while the job's invoice is still pending, ms. */
const leasePollMs = 1_000;

/**
 * Takes the lease of `row`'s series, waiting up to `leaseWaitMs` while another run holds it. While
 * waiting it watches the invoice: when the holder of the series settles it (EMITTED, REJECTED), the
 * wait ends with that outcome and the job ends as a no-op (module TSDoc, "Jobs").
 *
 * @throws {@link EmissionRetryError} `lease` when the lease is still busy after the wait and the
 *   invoice still pending.
 */
async function takeLease(
  deps: EmissionDeps,
  row: InvoiceRow,
): Promise<EmissionLease | EmissionOutcome> {
  const { db } = deps.database;
  const clock = deps.leaseClock ?? systemLeaseClock;
  const deadline = clock.now() + (deps.leaseWaitMs ?? 15_000);
  for (;;) {
    // Takes are writes on the lease row, which the holder's guarded writes lock FOR SHARE: while
    // the lease is busy, the waiting job only reads (the lease and its invoice, one statement).
    const look = await lookAtSeries(db, row);
    if (
      look.estado === null ||
      !(emissionPendingStatuses as readonly string[]).includes(look.estado)
    ) {
      return outcomeOfRow(row.invoiceId, await loadInvoice(db, row.invoiceId));
    }
    const lease = look.isBusy
      ? null
      : await acquireEmissionLease(db, seriesOf(row), {
          ...(deps.leaseMs !== undefined ? { durationMs: deps.leaseMs } : {}),
          clock,
          waitMs: 0,
        });
    if (lease) return lease;
    if (clock.now() >= deadline) {
      throw new EmissionRetryError('Another worker is emitting vouchers of this series', 'lease');
    }
    await clock.sleep(leasePollMs);
  }
}

/** The invoice's status and whether its series' lease is held by someone now, in one read. */
async function lookAtSeries(
  db: Db,
  row: InvoiceRow,
): Promise<{ estado: string | null; isBusy: boolean }> {
  const series = seriesOf(row);
  const [found] = await db
    .select({
      estado: sql<
        string | null
      >`(select ${invoices.estado}::text from ${invoices} where ${invoices.invoiceId} = ${row.invoiceId})`,
      isBusy: sql<boolean>`exists (select 1 from ${afipEmissionLeases} where ${and(
        eq(afipEmissionLeases.cuit, series.cuit),
        eq(afipEmissionLeases.ptoVta, series.ptoVta),
        eq(afipEmissionLeases.cbteTipo, series.cbteTipo),
      )} and ${afipEmissionLeases.expiresAt} > clock_timestamp())`,
    })
    .from(sql`(select 1) as one`);
  return { estado: found?.estado ?? null, isBusy: found?.isBusy === true };
}

/**
 * The outcome of an invoice as its row shows it after a run: `emitted` (EMITTED with a CAE and a
 * number), `rejected` (REJECTED with ARCA's answer), else `skipped` with the status found (null:
 * no such invoice). Used for the jobs whose invoice another run of its series settled.
 */
export function outcomeOfRow(invoiceId: string, row: InvoiceRow | undefined): EmissionOutcome {
  if (row?.estado === 'EMITTED' && row.cae && row.nroDeComprobante !== null) {
    return { kind: 'emitted', invoiceId, cae: row.cae, cbteNro: row.nroDeComprobante };
  }
  if (row?.estado === 'REJECTED' && row.afipResult) {
    return {
      kind: 'rejected',
      invoiceId,
      codes: codesOf(row.afipResult as StoredAfipResult),
    };
  }
  return { kind: 'skipped', invoiceId, estado: row?.estado ?? null };
}

/** One run of {@link emitInvoice}: its database, ARCA client, lease, clock and log. */
type Run = {
  db: Db;
  wsfe: WsfeClient;
  lease: EmissionLease;
  now: () => Date;
  log: Logger;
  /** The ids of the batch being sent (reserved, or about to be): a failure is counted on them. */
  batch: string[];
  /** {@link EmissionDeps.settleDelayMs}. */
  settleDelayMs: number;
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

/** FECompConsultar calls sent at once while settling reservations (one lease renewal each group). */
const consultGroupSize = 8;

/**
 * Step 3: settles every reserved number of the lease's series. FECompUltimoAutorizado first: a
 * reserved number above ARCA's last one was never authorized (nobody else asks ARCA for the series
 * while we hold the lease) and is freed without asking; each one at or below it is asked with
 * FECompConsultar (in groups of {@link consultGroupSize}) and adopted when it is the invoice's,
 * freed otherwise.
 *
 * With `waitForInFlight` (the start of a run), a reservation written less than
 * {@link EmissionDeps.settleDelayMs} ago is not settled: the run ends with
 * {@link EmissionRetryError} `in-flight` and pg-boss retries it later (the request that reserved it
 * may still be committed by ARCA). Within a run, after an answer came back, it settles at once.
 *
 * @returns whether the series had reservations to settle (ARCA was asked).
 */
async function settleReservations(
  run: Run,
  options: { waitForInFlight?: boolean } = {},
): Promise<boolean> {
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
  if (reserved.length === 0) return false;
  if (options.waitForInFlight && run.settleDelayMs > 0) {
    const restedSince = now().getTime() - run.settleDelayMs;
    if (reserved.some((row) => row.updatedAt.getTime() > restedSince)) {
      throw new EmissionRetryError(
        'A reservation of the series may still be in flight at ARCA: settled later',
        'in-flight',
      );
    }
  }
  await guard(run);
  const last = await wsfe.ultimoAutorizado(series.cuit, series.ptoVta, series.cbteTipo);
  const above = reserved.filter((row) => row.nroDeComprobante! > last);
  if (above.length > 0) {
    const freed = await freeNumbers(run, above);
    if (
      freed.size < above.length &&
      (await explainMiss(run, 'freeNumber', { above: above.length })) === 'lease-lost'
    ) {
      throw new EmissionRetryError(
        'The emission lease was lost before freeNumber could be written',
        'lease-lost',
        { write: 'freeNumber' },
      );
    }
    log.info({ freed: freed.size, last }, 'Reserved numbers above ARCA’s last one: freed');
  }
  const asked = reserved.filter((row) => row.nroDeComprobante! <= last);
  for (let start = 0; start < asked.length; start += consultGroupSize) {
    const group = asked.slice(start, start + consultGroupSize);
    await guard(run);
    const answers = await Promise.all(
      group.map((row) =>
        wsfe.consultar(series.cuit, {
          cbteTipo: series.cbteTipo,
          ptoVta: series.ptoVta,
          cbteNro: row.nroDeComprobante!,
        }),
      ),
    );
    for (const [index, row] of group.entries()) {
      const cbteNro = row.nroDeComprobante!;
      const found = answers[index]!;
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
  return true;
}

/**
 * Step 4's optimistic start: the last number Liqui itself knows for the lease's series, the highest
 * `nro_de_comprobante` of its EMITTED invoices (0 when none). ARCA answers 10016 when vouchers
 * were issued outside Liqui since (step 5 then asks FECompUltimoAutorizado). Source: Liqui (issue
 * 15 item 8).
 */
async function lastEmittedNumber(run: Run): Promise<number> {
  const { series } = run.lease;
  const [found] = await run.db
    .select({ last: sql<number | null>`max(${invoices.nroDeComprobante})` })
    .from(invoices)
    .where(
      and(
        eq(invoices.userCuit, series.cuit),
        eq(invoices.puntoVenta, series.ptoVta),
        eq(invoices.tipoDeComprobante, series.cbteTipo),
        eq(invoices.estado, 'EMITTED'),
      ),
    );
  return found?.last == null ? 0 : Number(found.last);
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

/** How long the RegXReq ARCA answered is trusted by this process, ms (1 h). */
export const regXReqTtlMs = 3_600_000;

/** RegXReq per WSFEv1 client (one per process), with its expiry (`Date.now()` ms). */
const regXReqCache = new WeakMap<WsfeClient, { value: Promise<number>; expiresAt: number }>();

/**
 * RegXReq, the most vouchers one FECAESolicitar may carry (FECompTotXRequest; web-services.md
 * §3.2, 250 in homologation and in the simulator), cached per client for {@link regXReqTtlMs}.
 * When ARCA cannot answer it the run sends one voucher per request (always within the limit) and
 * the failure is not cached.
 */
async function regXReqOf(run: Run): Promise<number> {
  const cached = regXReqCache.get(run.wsfe);
  if (!cached || cached.expiresAt <= Date.now()) {
    // One question per process: concurrent runs share the answer on its way.
    const value = guard(run).then(() => run.wsfe.compTotXRequest(run.lease.series.cuit));
    regXReqCache.set(run.wsfe, { value, expiresAt: Date.now() + regXReqTtlMs });
    value.catch(() => regXReqCache.delete(run.wsfe));
  }
  try {
    const value = await regXReqCache.get(run.wsfe)!.value;
    return Number.isInteger(value) && value >= 1 ? Math.min(value, 9998) : 1;
  } catch (error) {
    run.log.warn({ err: error }, 'FECompTotXRequest failed: one voucher per request this time');
    return 1;
  }
}

/**
 * Steps 4–6: sends the series' pending invoices in batches of RegXReq, oldest first, until none is
 * left, and returns the outcome of the job's invoice `invoiceId`.
 */
async function drainSeries(
  run: Run,
  invoiceId: string,
  /** The last number Liqui knows for the series to start from (undefined: ask ARCA). */
  startLast: number | undefined,
): Promise<EmissionOutcome> {
  const regXReq = await regXReqOf(run);
  const numberingRounds = new Map<string, number>();
  let own: EmissionOutcome | undefined;
  let clashes = 0;
  /**
   * The last number known without asking ARCA: Liqui's own at the start of a run without
   * reservations, or ARCA's after a batch approved whole (undefined: ask ARCA).
   */
  let knownLast = startLast;
  for (;;) {
    const batch = await nextBatch(run, regXReq);
    if (batch.length === 0) break;
    run.batch = batch.map((row) => row.invoiceId);
    const sent = await emitBatch(run, batch, numberingRounds, knownLast);
    run.batch = [];
    if (sent === 'taken') {
      // Another invoice of Liqui holds a number above ARCA's last one: settle and read again.
      clashes += 1;
      run.log.warn({ clashes }, 'A reserved number of Liqui is in the way; settling again');
      if (clashes >= maxNumberingRounds) {
        for (const row of batch) {
          const outcome = await rejectInvoice(run, row.invoiceId, null, {
            resultado: 'R',
            errors: [{ code: 0, msg: messages['invoice.numberClash'] }],
            observaciones: [],
            events: [],
            source: 'FECAESolicitar',
          });
          if (row.invoiceId === invoiceId) own = outcome;
        }
        clashes = 0;
      }
      knownLast = undefined;
      await settleReservations(run);
      continue;
    }
    clashes = 0;
    knownLast = sent.lastAfter;
    own = sent.outcomes.get(invoiceId) ?? own;
    if (sent.isUnsettled) await settleReservations(run);
  }
  return own ?? outcomeOfRow(invoiceId, await loadInvoice(run.db, invoiceId));
}

/**
 * Up to `limit` pending invoices of the lease's series without a reserved number, by voucher date
 * then oldest first (numbers follow CbteFch, as ARCA requires).
 */
async function nextBatch(run: Run, limit: number): Promise<InvoiceRow[]> {
  const { series } = run.lease;
  return run.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userCuit, series.cuit),
        eq(invoices.puntoVenta, series.ptoVta),
        eq(invoices.tipoDeComprobante, series.cbteTipo),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        isNull(invoices.nroDeComprobante),
      ),
    )
    .orderBy(asc(invoices.fecha), asc(invoices.createdAt), asc(invoices.invoiceId))
    .limit(limit);
}

/** What {@link emitBatch} did: final outcomes by invoice id (freed ones are absent). */
type BatchResult = {
  /**
   * ARCA's last number after the batch when every voucher of it was approved (the next batch
   * numbers from it without asking FECompUltimoAutorizado again), else undefined.
   */
  lastAfter: number | undefined;
  outcomes: Map<string, EmissionOutcome>;
  /** Some reservation was left for FECompConsultar (an answer without a usable detail). */
  isUnsettled: boolean;
};

/** The stored result of detail `index` of a multi-voucher answer. */
function detailResult(
  result: FECAESolicitarResult,
  index: number,
  cbteNro: number,
  monCotiz: string,
): StoredAfipResult {
  const detail = result.details[index];
  return {
    ...(monCotiz !== '1' ? { monCotiz } : {}),
    resultado: detail?.resultado === 'A' ? 'A' : 'R',
    errors: result.errors,
    observaciones: detail?.observaciones ?? [],
    events: result.events,
    source: 'FECAESolicitar',
    cbteNro,
  };
}

/**
 * Steps 4 and 5 for one batch: numbers last + 1 … last + k reserved in one statement, ONE
 * FECAESolicitar with the k vouchers, and the answer applied per voucher.
 *
 * @returns the outcomes, or `'taken'` when a number of the range is held by another invoice.
 */
async function emitBatch(
  run: Run,
  batch: InvoiceRow[],
  numberingRounds: Map<string, number>,
  knownLast: number | undefined,
): Promise<BatchResult | 'taken'> {
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
    if ((await explainMiss(run, 'reserveNumber', { missed: missed.length })) === 'lease-lost') {
      throw new EmissionRetryError(
        'The emission lease was lost before reserveNumber could be written',
        'lease-lost',
        { write: 'reserveNumber' },
      );
    }
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
  const sorted = [...numbered].sort((a, b) => a.nroDeComprobante! - b.nroDeComprobante!);
  const sent: InvoiceRow[] = [];
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
    vouchers: sent.map((row) => buildVoucherRequest(row, row.nroDeComprobante!, monCotizOf(row))),
  });
  const transient = result.errors.filter((item) => transientAfipCodes.has(item.code));
  if (transient.length > 0) throw new AfipServiceError(transient);
  const headerErrors = result.errors.filter((item) => item.code !== numberingErrorCode);

  const emitted: { row: InvoiceRow; voucher: EmittedVoucher }[] = [];
  const toFree: InvoiceRow[] = [];
  let isUnsettled = false;
  let firstRejected = -1;
  for (const [index, row] of sent.entries()) {
    const detail = result.details[index];
    const cbteNro = row.nroDeComprobante!;
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
    } else if (firstRejected === -1 || headerErrors.length > 0) {
      if (firstRejected === -1) firstRejected = index;
      if (headerErrors.length > 0 || index === firstRejected) continue;
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
      await noteUnrecorded(
        run,
        row.invoiceId,
        voucher.cbteNro,
        `ARCA authorized voucher ${voucher.cbteNro} (CAE ${voucher.cae}) but the emission lease expired before it was recorded; the next run adopts it with FECompConsultar`,
      );
    }
    throw new EmissionRetryError(
      'The emission lease was lost before markEmitted could be written',
      'lease-lost',
      { write: 'markEmitted' },
    );
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
      throw new EmissionRetryError(
        'The emission lease was lost before freeNumber could be written',
        'lease-lost',
        { write: 'freeNumber' },
      );
    }
  }
  if (headerErrors.length > 0) {
    // The request as a whole was refused (header errors): every voucher is rejected with them.
    for (const [index, row] of sent.entries()) {
      if (result.details[index]?.resultado === 'A') continue;
      const cbteNro = row.nroDeComprobante!;
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
  } else if (firstRejected !== -1) {
    const row = sent[firstRejected]!;
    const outcome = await settleRejected(
      run,
      row,
      result,
      firstRejected,
      monCotizOf(row),
      numberingRounds,
      knownLast !== undefined,
    );
    if (outcome) outcomes.set(row.invoiceId, outcome);
  }
  log.info(
    { sent: sent.length, emitted: written.size, last, resultado: result.resultado },
    'Batch of vouchers answered by ARCA',
  );
  const isAllApproved = written.size === sent.length && missed.length === 0 && unsent.length === 0;
  return { outcomes, isUnsettled, lastAfter: isAllApproved ? last + sent.length : undefined };
}

/** The note of a rejection the run could not record because its lease was lost. */
function lateRejectionOf(cbteNro: number, result: FECAESolicitarResult, index: number) {
  const codes = [...result.errors, ...(result.details[index]?.observaciones ?? [])].map(
    (item) => item.code,
  );
  return {
    reservation: cbteNro,
    note: `ARCA rejected voucher ${cbteNro} (${codes.join(', ')}) but the emission lease expired before it was recorded; the next run settles the number with FECompConsultar`,
  };
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
  row: InvoiceRow,
  result: FECAESolicitarResult,
  index: number,
  monCotiz: string,
  numberingRounds: Map<string, number>,
  isKnownNumber: boolean,
): Promise<EmissionOutcome | undefined> {
  const { series } = run.lease;
  const cbteNro = row.nroDeComprobante!;
  const stored = detailResult(result, index, cbteNro, monCotiz);
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
      (numberingRounds.get(row.invoiceId) ?? 0) + (isNumberingError && isKnownNumber ? 0 : 1);
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

/**
 * Reserves numbers `firstNumber`, `firstNumber + 1`, … on the batch's invoices in their order, in
 * ONE statement guarded by the lease (each invoice still pending and without a reservation).
 *
 * The batch writes ({@link reserveNumbers}, {@link freeNumbers}, {@link markEmittedMany}) pick
 * their rows by primary key (`invoice_id in (…)`) and read each row's values from one jsonb object
 * keyed by invoice id, never from a join with a VALUES list: right after a batch upload the
 * table's statistics still describe the empty table, and the planner then nested-looped 250 rows
 * against the 250 values (330 ms per reservation in the mass-emission bench; 15 ms now).
 *
 * @returns the reserved rows (with their number); `'taken'` when another invoice of the series
 *   holds one of the numbers (unique constraint; nothing was written).
 */
async function reserveNumbers(
  run: Run,
  batch: InvoiceRow[],
  firstNumber: number,
): Promise<InvoiceRow[] | 'taken'> {
  const at = run.now();
  const numbers = Object.fromEntries(
    batch.map((row, index) => [row.invoiceId, firstNumber + index]),
  );
  try {
    const answer = await run.db.execute(sql`
      update ${invoices} set
        nro_de_comprobante = (${JSON.stringify(numbers)}::jsonb ->> ${invoices.invoiceId})::integer,
        emission_state = ${emissionStates.requesting},
        updated_at = ${at.toISOString()}::timestamptz
      where ${inArray(
        invoices.invoiceId,
        batch.map((row) => row.invoiceId),
      )}
        and ${inArray(invoices.estado, [...emissionPendingStatuses])}
        and ${isNull(invoices.nroDeComprobante)}
        and ${run.lease.isHeld()}
      returning ${invoices.invoiceId} as id, ${invoices.nroDeComprobante} as nro`);
    const rows = (answer as unknown as { rows: { id: string; nro: number }[] }).rows;
    const numberOf = new Map(rows.map((item) => [item.id, Number(item.nro)]));
    return batch
      .filter((row) => numberOf.has(row.invoiceId))
      .map((row) => ({
        ...row,
        nroDeComprobante: numberOf.get(row.invoiceId)!,
        emissionState: emissionStates.requesting,
        updatedAt: at,
      }));
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Frees the reserved numbers of `rows` (each over its very reservation), in one statement guarded
 * by the lease.
 *
 * @returns the ids written.
 */
async function freeNumbers(run: Run, rows: InvoiceRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const reservations = Object.fromEntries(rows.map((row) => [row.invoiceId, row.nroDeComprobante]));
  const answer = await run.db.execute(sql`
    update ${invoices} set
      nro_de_comprobante = null,
      emission_state = null,
      updated_at = ${run.now().toISOString()}::timestamptz
    where ${inArray(
      invoices.invoiceId,
      rows.map((row) => row.invoiceId),
    )}
      and ${invoices.nroDeComprobante} = (${JSON.stringify(reservations)}::jsonb ->> ${invoices.invoiceId})::integer
      and ${eq(invoices.emissionState, emissionStates.requesting)}
      and ${inArray(invoices.estado, [...emissionPendingStatuses])}
      and ${run.lease.isHeld()}
    returning ${invoices.invoiceId} as id`);
  return new Set((answer as unknown as { rows: { id: string }[] }).rows.map((item) => item.id));
}

/**
 * Records the authorized vouchers of a batch (each over its very reservation) in one statement
 * guarded by the lease.
 *
 * @returns the ids written.
 */
async function markEmittedMany(
  run: Run,
  entries: { row: InvoiceRow; voucher: EmittedVoucher }[],
): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const vouchers = Object.fromEntries(
    entries.map(({ row, voucher }) => [
      row.invoiceId,
      {
        nro: voucher.cbteNro,
        cae: voucher.cae,
        vto: fromAfipDate(voucher.caeFchVto),
        result: voucher.result,
        at: voucher.at.toISOString(),
      },
    ]),
  );
  const v = sql`(${JSON.stringify(vouchers)}::jsonb -> ${invoices.invoiceId})`;
  const answer = await run.db.execute(sql`
    update ${invoices} set
      estado = ${emissionTransitions.authorized.to}::invoice_status,
      emission_state = ${emissionStates.done},
      cae = ${v} ->> 'cae',
      fecha_vencimiento_cae = ${v} ->> 'vto',
      afip_result = ${v} -> 'result',
      emitted_at = (${v} ->> 'at')::timestamptz,
      updated_at = (${v} ->> 'at')::timestamptz
    where ${inArray(
      invoices.invoiceId,
      entries.map(({ row }) => row.invoiceId),
    )}
      and ${invoices.nroDeComprobante} = (${v} ->> 'nro')::integer
      and ${eq(invoices.emissionState, emissionStates.requesting)}
      and ${inArray(invoices.estado, [...emissionTransitions.authorized.from])}
      and ${run.lease.isHeld()}
    returning ${invoices.invoiceId} as id`);
  return new Set((answer as unknown as { rows: { id: string }[] }).rows.map((item) => item.id));
}

/** Records an authorized voucher on the run's invoice (step 5, or adopted), or explains the miss. */
async function recordEmitted(
  run: Run,
  row: InvoiceRow,
  voucher: EmittedVoucher,
  /** false: the write was already tried (in a batch) and matched nothing; explain the miss. */
  tryWrite = true,
): Promise<EmissionOutcome> {
  if (tryWrite && (await markEmitted(run, row, voucher))) {
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
      estado: emissionTransitions.refused.to,
      emissionState: emissionStates.done,
      nroDeComprobante: null,
      afipResult: result,
      updatedAt: at,
    })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionTransitions.refused.from]),
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
      estado: emissionTransitions.authorized.to,
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
        inArray(invoices.estado, [...emissionTransitions.authorized.from]),
        reservationIs(voucher.cbteNro),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/**
 * Step 6: one more failed attempt on each pending invoice of `invoiceIds` (the batch being sent;
 * PENDING_AFIP stays for the first attempt, QUEUED from the second), in one statement guarded by
 * the lease; then {@link EmissionRetryError} `afip`. When the lease was lost, the attempt is not
 * counted: the failure is noted in `last_error` of the job's invoice and `lease-lost` is thrown.
 * When the job's invoice is no longer pending, outcome `conflict` (nothing left to retry).
 */
async function recordFailure(
  run: Run,
  invoiceIds: string[],
  invoiceId: string,
  error: unknown,
): Promise<EmissionOutcome> {
  const text = errorText(error);
  const rows = await run.db
    .update(invoices)
    .set({
      attempts: sql`${invoices.attempts} + 1`,
      estado: sql`case when ${invoices.attempts} + 1 >= 2 and ${inArray(invoices.estado, [...emissionTransitions.queued.from])} then ${emissionTransitions.queued.to}::invoice_status else ${invoices.estado} end`,
      lastError: text.slice(0, 1000),
      updatedAt: run.now(),
    })
    .where(
      and(
        inArray(invoices.invoiceId, invoiceIds),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        run.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  const isOwnWritten = rows.some((row) => row.invoiceId === invoiceId);
  if (isOwnWritten || (rows.length > 0 && !invoiceIds.includes(invoiceId))) {
    run.log.warn(
      { err: error, invoices: rows.length },
      'ARCA could not be reached; the emission will be retried',
    );
    throw new EmissionRetryError(`ARCA could not be reached: ${text}`, 'afip', { cause: error });
  }
  if (!invoiceIds.includes(invoiceId)) {
    if (
      (await explainMiss(run, 'recordFailedAttempt', { invoices: invoiceIds.length })) ===
      'lease-lost'
    ) {
      throw new EmissionRetryError(
        'The emission lease was lost before recordFailedAttempt could be written',
        'lease-lost',
        { write: 'recordFailedAttempt' },
      );
    }
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
