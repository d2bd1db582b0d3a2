import type { TipoResponsable } from '@liqui/domain';
import {
  condicionIvaReceptorId,
  requiresAssociatedVoucher,
  requiresServiceDates,
} from '@liqui/domain';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
import { acquireEmissionLease, type EmissionLease, type VoucherSeries } from './emission-lease.js';
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
 * lost answer is recovered with FECompConsultar), ARCHITECTURE.md "Rules the server owns", issue 5.
 *
 * Algorithm for invoice X of series S = (issuer CUIT, PtoVta, CbteTipo):
 * 1. X is not PENDING_AFIP/QUEUED (EMITTED, REJECTED, CANCELED, DRAFT, deleted) → nothing to do.
 * 2. Take the lease of S (`emission-lease.ts`, waiting a little); busy → {@link EmissionRetryError}
 *    (pg-boss retries). No database transaction is ever open while ARCA is called: on PGlite
 *    the simulator answers from the same one-session database in the same process.
 * 3. Settle every reservation of S (X's and any other invoice's: `emission_state` REQUESTING with
 *    a number) with FECompConsultar: the voucher exists and matches the invoice (DocTipo, DocNro,
 *    ImpTotal, CbteFch) → adopt its CAE and due date (EMITTED); it does not exist (602) or belongs
 *    to another voucher → free the number (that invoice numbers again). While we hold the lease
 *    nobody else is asking ARCA for S, so a number ARCA does not have is really free.
 * 4. Number = FECompUltimoAutorizado + 1, written on X with `emission_state` REQUESTING before
 *    ARCA is asked (unique (user_cuit, punto_venta, tipo, nro) holds; a clash re-reads the last
 *    number), then FECAESolicitar with the one voucher ({@link buildVoucherRequest}).
 * 5. Resultado A → EMITTED (cae, fecha_vencimiento_cae `YYYY-MM-DD`, afip_result with the
 *    observations, emitted_at). Err 10016 (the number is not the next one: a voucher was issued
 *    outside Liqui) → free the number and go back to 4, at most {@link maxNumberingRounds}
 *    times. Any other R → REJECTED with ARCA's codes and texts (afip_result); its number is freed.
 * 6. ARCA unreachable ({@link AfipTransportError}: timeout, network, HTTP 5xx, SOAP fault) or its
 *    infrastructure errors 500–502 → attempts + 1 (`intentosFallidos`), last_error; the status
 *    stays PENDING_AFIP after the first failed attempt and is QUEUED from the second; a
 *    reservation is kept (step 3 settles it next time) and {@link EmissionRetryError} is thrown so
 *    pg-boss retries with backoff. The lease is released in `finally`.
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

/**
 * The answer kept on an invoice whose next ARCA number is already recorded on another invoice of
 * Liqui (ARCA's numbering went back, e.g. a homologation reset): code 0, not one of ARCA's.
 */
export const numberClashMessage =
  'El próximo número de ARCA ya figura en otra factura de Liqui; revisá la numeración del punto de venta.';

/** Unique violation of PostgreSQL. */
const uniqueViolation = '23505';

/**
 * Thrown when the emission must be tried again later (pg-boss retries the job with backoff): the
 * series' lease is busy, or ARCA could not be reached. The invoice is left consistent.
 */
export class EmissionRetryError extends Error {
  override readonly name = 'EmissionRetryError';
  constructor(
    message: string,
    /** `lease`: another worker is emitting in the series; `afip`: ARCA failed (attempt counted). */
    readonly reason: 'lease' | 'afip',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What one run of {@link emitInvoice} did. */
export type EmissionOutcome =
  | { kind: 'emitted'; invoiceId: string; cae: string; cbteNro: number }
  | { kind: 'rejected'; invoiceId: string; codes: number[] }
  /** Nothing to do: missing, or not PENDING_AFIP/QUEUED (`estado` is the status found). */
  | { kind: 'skipped'; invoiceId: string; estado: string | null };

/** Dependencies of {@link emitInvoice}. */
export type EmissionDeps = {
  database: Database;
  /** The WSFEv1 client (`createAfipClients(...).wsfe`). */
  wsfe: WsfeClient;
  logger: Logger;
  /** The clock of the rows' timestamps. @default () => new Date() */
  now?: () => Date;
  /** Lease length, ms (renewed before each ARCA call). @default 120_000 */
  leaseMs?: number;
  /** How long to wait for a busy lease before giving up with a retry, ms. @default 15_000 */
  leaseWaitMs?: number;
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
 * Runs the emission of `invoiceId` once (see the module's TSDoc for the algorithm).
 *
 * @returns what happened ({@link EmissionOutcome}).
 * @throws {@link EmissionRetryError} when it must be retried later (lease busy, ARCA unreachable);
 *   any other error (database down) as is: the job is retried too.
 */
export async function emitInvoice(deps: EmissionDeps, invoiceId: string): Promise<EmissionOutcome> {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const log = deps.logger.child({ invoiceId });

  const load = async (id: string): Promise<InvoiceRow | undefined> => {
    const [row] = await db.select().from(invoices).where(eq(invoices.invoiceId, id)).limit(1);
    return row;
  };

  const first = await load(invoiceId);
  if (!first || !isPending(first)) {
    return { kind: 'skipped', invoiceId, estado: first?.estado ?? null };
  }

  const lease = await acquireEmissionLease(db, seriesOf(first), {
    ...(deps.leaseMs !== undefined ? { durationMs: deps.leaseMs } : {}),
    waitMs: deps.leaseWaitMs ?? 15_000,
  });
  if (!lease) {
    throw new EmissionRetryError('Another worker is emitting vouchers of this series', 'lease');
  }

  /** Renews the lease before an ARCA call; a lost lease stops the run before ARCA is asked. */
  const guard = async () => {
    if (!(await lease.renew())) {
      throw new EmissionRetryError('The emission lease was lost', 'lease');
    }
  };

  try {
    await settleReservations({ db, wsfe: deps.wsfe, lease, guard, now, log });
    const row = await load(invoiceId);
    if (!row || !isPending(row)) {
      return row?.estado === 'EMITTED' && row.cae && row.nroDeComprobante !== null
        ? { kind: 'emitted', invoiceId, cae: row.cae, cbteNro: row.nroDeComprobante }
        : { kind: 'skipped', invoiceId, estado: row?.estado ?? null };
    }
    return await requestCae({ db, wsfe: deps.wsfe, guard, now, log }, row);
  } catch (error) {
    if (error instanceof AfipServiceError && !isTransientAfipFailure(error)) {
      // ARCA refuses Liqui (600/601: not the taxpayer's representative, …). Without a reserved
      // number nothing can have been authorized: the invoice is rejected with ARCA's codes. With
      // one, it stays pending until FECompConsultar can settle it.
      const row = await load(invoiceId);
      if (row && isPending(row) && row.nroDeComprobante === null) {
        return reject({ db, wsfe: deps.wsfe, guard, now, log }, invoiceId, {
          resultado: 'R',
          errors: error.errors,
          observaciones: [],
          events: [],
          source: 'FECAESolicitar',
        });
      }
    }
    if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
      await recordFailedAttempt(db, invoiceId, error, now());
      log.warn({ err: error }, 'ARCA could not be reached; the emission will be retried');
      throw new EmissionRetryError(`ARCA could not be reached: ${errorText(error)}`, 'afip', {
        cause: error,
      });
    }
    throw error;
  } finally {
    await lease.release();
  }
}

type RunContext = {
  db: Db;
  wsfe: WsfeClient;
  guard: () => Promise<void>;
  now: () => Date;
  log: Logger;
};

/** Step 3: settles every reserved number of the lease's series with FECompConsultar. */
async function settleReservations(context: RunContext & { lease: EmissionLease }): Promise<void> {
  const { db, wsfe, lease, guard, now, log } = context;
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
    await guard();
    const found = await wsfe.consultar(series.cuit, {
      cbteTipo: series.cbteTipo,
      ptoVta: series.ptoVta,
      cbteNro,
    });
    if (found.found && isSameVoucher(found.voucher, row)) {
      await markEmitted(db, row, {
        cbteNro,
        cae: found.voucher.cae,
        caeFchVto: found.voucher.caeFchVto,
        result: {
          resultado: 'A',
          errors: [],
          observaciones: found.voucher.observaciones,
          events: [],
          source: 'FECompConsultar',
          cbteNro,
        },
        at: now(),
      });
      log.info(
        { settled: row.invoiceId, cbteNro },
        'A reserved voucher was authorized by ARCA: its CAE was adopted',
      );
    } else {
      await freeNumber(db, row.invoiceId, cbteNro, now());
      log.info(
        { settled: row.invoiceId, cbteNro, isTaken: found.found },
        'A reserved voucher number is not the invoice’s in ARCA: freed',
      );
    }
  }
}

/** Steps 4 and 5 for a pending invoice without a reservation. */
async function requestCae(context: RunContext, initial: InvoiceRow): Promise<EmissionOutcome> {
  const { db, wsfe, guard, now, log } = context;
  const series = seriesOf(initial);
  const invoiceId = initial.invoiceId;
  let monCotiz = '1';
  if (initial.moneda !== 'PES') {
    await guard();
    monCotiz = (await wsfe.cotizacion(series.cuit, initial.moneda)).monCotiz;
  }
  let lastResult: FECAESolicitarResult | undefined;
  let lastNumber = 0;
  for (let round = 0; round < maxNumberingRounds; round += 1) {
    await guard();
    const cbteNro = (await wsfe.ultimoAutorizado(series.cuit, series.ptoVta, series.cbteTipo)) + 1;
    const row = await reserveNumber(db, invoiceId, cbteNro, now());
    if (row === 'taken') {
      log.warn({ cbteNro }, 'Another invoice of Liqui holds the next number of ARCA; re-reading');
      continue;
    }
    if (row === 'gone') {
      const current = await db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
      return { kind: 'skipped', invoiceId, estado: current[0]?.estado ?? null };
    }
    await guard();
    const result = await wsfe.solicitarCae(series.cuit, {
      ptoVta: series.ptoVta,
      cbteTipo: series.cbteTipo,
      vouchers: [buildVoucherRequest(row, cbteNro, monCotiz)],
    });
    lastResult = result;
    lastNumber = cbteNro;
    const detail = result.details[0];
    if (result.resultado === 'A' && detail?.resultado === 'A' && detail.cae && detail.caeFchVto) {
      await markEmitted(db, row, {
        cbteNro,
        cae: detail.cae,
        caeFchVto: detail.caeFchVto,
        result: storedResultOf(result, cbteNro, monCotiz),
        at: now(),
      });
      log.info({ cbteNro, cae: detail.cae }, 'Invoice emitted');
      return { kind: 'emitted', invoiceId, cae: detail.cae, cbteNro };
    }
    const transient = result.errors.filter((item) => transientAfipCodes.has(item.code));
    if (transient.length > 0) throw new AfipServiceError(transient);
    // Not authorized: the number stays free in ARCA.
    await freeNumber(db, invoiceId, cbteNro, now());
    if (result.errors.some((item) => item.code === numberingErrorCode)) {
      log.warn({ cbteNro }, 'ARCA says the number is not the next one (10016): renumbering');
      continue;
    }
    return reject(context, invoiceId, storedResultOf(result, cbteNro, monCotiz));
  }
  const stored: StoredAfipResult = lastResult
    ? storedResultOf(lastResult, lastNumber)
    : {
        resultado: 'R',
        errors: [{ code: 0, msg: numberClashMessage }],
        observaciones: [],
        events: [],
        source: 'FECAESolicitar',
      };
  return reject(context, invoiceId, stored);
}

async function reject(
  context: RunContext,
  invoiceId: string,
  result: StoredAfipResult,
): Promise<EmissionOutcome> {
  const at = context.now();
  await context.db
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
      ),
    );
  const codes = codesOf(result);
  context.log.info({ codes }, 'Invoice rejected by ARCA');
  return { kind: 'rejected', invoiceId, codes };
}

/**
 * Writes the number about to be requested on the invoice (step 4), only while it is pending and
 * has no reservation.
 *
 * @returns the updated row; `'taken'` when another invoice of the same series holds the number
 *   (unique constraint); `'gone'` when the invoice is no longer pending.
 */
async function reserveNumber(
  db: Db,
  invoiceId: string,
  cbteNro: number,
  at: Date,
): Promise<InvoiceRow | 'taken' | 'gone'> {
  try {
    const [row] = await db
      .update(invoices)
      .set({
        nroDeComprobante: cbteNro,
        emissionState: emissionStates.requesting,
        updatedAt: at,
      })
      .where(
        and(
          eq(invoices.invoiceId, invoiceId),
          inArray(invoices.estado, [...emissionPendingStatuses]),
          isNull(invoices.nroDeComprobante),
        ),
      )
      .returning();
    return row ?? 'gone';
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

/** Frees a reserved number (no voucher with it is the invoice's). */
async function freeNumber(db: Db, invoiceId: string, cbteNro: number, at: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ nroDeComprobante: null, emissionState: null, updatedAt: at })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        eq(invoices.nroDeComprobante, cbteNro),
        inArray(invoices.estado, [...emissionPendingStatuses]),
      ),
    );
}

/** Records an authorized voucher on its invoice (only over the reservation it belongs to). */
async function markEmitted(
  db: Db,
  row: InvoiceRow,
  voucher: { cbteNro: number; cae: string; caeFchVto: string; result: StoredAfipResult; at: Date },
): Promise<void> {
  await db
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
        eq(invoices.nroDeComprobante, voucher.cbteNro),
        inArray(invoices.estado, [...emissionPendingStatuses]),
      ),
    );
}

/**
 * Step 6: one more failed attempt; PENDING_AFIP stays for the first, QUEUED from the second.
 */
async function recordFailedAttempt(
  db: Db,
  invoiceId: string,
  error: unknown,
  at: Date,
): Promise<void> {
  await db
    .update(invoices)
    .set({
      attempts: sql`${invoices.attempts} + 1`,
      estado: sql`case when ${invoices.attempts} + 1 >= 2 then 'QUEUED' else ${invoices.estado} end`,
      lastError: errorText(error).slice(0, 1000),
      updatedAt: at,
    })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
      ),
    );
}

function errorText(error: unknown): string {
  if (error instanceof AfipTransportError) {
    return `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
