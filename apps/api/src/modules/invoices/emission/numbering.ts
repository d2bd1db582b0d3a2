import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema.js';
import type { WsfeClient } from '../../../integrations/afip/types.js';
import { emissionPendingStatuses, emissionStates, type InvoiceRow } from '../invoice-row.js';
import { consultedResult } from './afip-answer.js';
import type { EmissionWrite } from './outcome.js';
import { EmissionRetryError } from './outcome.js';
import { guard, type Run, stopIfLeaseLost } from './run.js';
import { isSameVoucher } from './voucher-request.js';
import { freeNumber, freeNumbers, isReserved, markEmitted } from './writes.js';

/**
 * Where a series' numbers come from (`README.md` of this folder, steps 3 and 4): the
 * reservations left by an earlier run settled with ARCA, the last number Liqui knows, RegXReq, and
 * the next batch of invoices to number.
 */

/** FECAESolicitar rounds after Err 10016 before the invoice is REJECTED (step 5). */
export const maxNumberingRounds = 3;

/** FECompConsultar calls sent at once while settling reservations (one lease renewal each group). */
const consultGroupSize = 8;

/** The lease's series as a drizzle condition on `invoices`. */
function inSeries(run: Run) {
  const { series } = run.lease;
  return and(
    eq(invoices.userCuit, series.cuit),
    eq(invoices.puntoVenta, series.ptoVta),
    eq(invoices.tipoDeComprobante, series.cbteTipo),
  );
}

/**
 * Step 3: settles every reserved number of the lease's series. FECompUltimoAutorizado first: a
 * reserved number above ARCA's last one was never authorized (nobody else asks ARCA for the series
 * while we hold the lease) and is freed without asking; each one at or below it is asked with
 * FECompConsultar (in groups of {@link consultGroupSize}) and adopted when it is the invoice's
 * (`isSameVoucher`), freed otherwise.
 *
 * With `waitForInFlight` (the start of a run), a reservation written less than
 * `settleDelayMs` ago is not settled: the run ends with {@link EmissionRetryError} `in-flight` and
 * pg-boss retries it later (the request that reserved it may still be committed by ARCA). Within a
 * run, after an answer came back, it settles at once.
 *
 * @returns whether the series had reservations to settle (ARCA was asked).
 * @throws {@link EmissionRetryError} `in-flight`, or `lease-lost` when a write found the lease
 *   gone (a renewal before an ARCA call, or a write that matched nothing).
 */
export async function settleReservations(
  run: Run,
  options: { waitForInFlight?: boolean } = {},
): Promise<boolean> {
  const { db, wsfe, lease, now, log } = run;
  const { series } = lease;
  const found = await db
    .select()
    .from(invoices)
    .where(
      and(
        inSeries(run),
        eq(invoices.emissionState, emissionStates.requesting),
        isNotNull(invoices.nroDeComprobante),
        inArray(invoices.estado, [...emissionPendingStatuses]),
      ),
    )
    .orderBy(asc(invoices.nroDeComprobante));
  const reserved = found.filter(isReserved);
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
  const above = reserved.filter((row) => row.nroDeComprobante > last);
  if (above.length > 0) {
    const freed = await freeNumbers(run, above);
    if (freed.size < above.length) {
      await stopIfLeaseLost(run, 'freeNumber', { above: above.length });
    }
    log.info({ freed: freed.size, last }, 'Reserved numbers above ARCA’s last one: freed');
  }
  const asked = reserved.filter((row) => row.nroDeComprobante <= last);
  for (let start = 0; start < asked.length; start += consultGroupSize) {
    const group = asked.slice(start, start + consultGroupSize);
    await guard(run);
    const answers = await Promise.all(
      group.map(async (row) => ({
        row,
        found: await wsfe.consultar(series.cuit, {
          cbteTipo: series.cbteTipo,
          ptoVta: series.ptoVta,
          cbteNro: row.nroDeComprobante,
        }),
      })),
    );
    for (const { row, found: answer } of answers) {
      const cbteNro = row.nroDeComprobante;
      const isSame = answer.found && isSameVoucher(answer.voucher, row);
      const written =
        answer.found && isSame
          ? await markEmitted(run, row, {
              cbteNro,
              cae: answer.voucher.cae,
              caeFchVto: answer.voucher.caeFchVto,
              result: consultedResult(answer.voucher, cbteNro),
              at: now(),
            })
          : await freeNumber(run, row.invoiceId, cbteNro);
      const write: EmissionWrite = isSame ? 'markEmitted' : 'freeNumber';
      if (written) {
        log.info(
          { settled: row.invoiceId, cbteNro, isTaken: answer.found },
          isSame
            ? 'A reserved voucher was authorized by ARCA: its CAE was adopted'
            : 'A reserved voucher number is not the invoice’s in ARCA: freed',
        );
      } else {
        await stopIfLeaseLost(run, write, { settled: row.invoiceId, cbteNro });
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
export async function lastEmittedNumber(run: Run): Promise<number> {
  const [found] = await run.db
    .select({ last: sql<number | null>`max(${invoices.nroDeComprobante})` })
    .from(invoices)
    .where(and(inSeries(run), eq(invoices.estado, 'EMITTED')));
  return found?.last == null ? 0 : Number(found.last);
}

/** How long the RegXReq ARCA answered is trusted by this process, ms (1 h). */
export const regXReqTtlMs = 3_600_000;

/** RegXReq per WSFEv1 client (one per process), with its expiry (`Date.now()` ms). */
const regXReqCache = new WeakMap<WsfeClient, { value: Promise<number>; expiresAt: number }>();

/**
 * RegXReq, the most vouchers one FECAESolicitar may carry (FECompTotXRequest; web-services.md
 * §3.2, 250 in homologation and in the simulator; at most 9,998), cached per client for
 * {@link regXReqTtlMs}. When ARCA cannot answer it the run sends one voucher per request (always
 * within the limit) and the failure is not cached.
 */
export async function regXReqOf(run: Run): Promise<number> {
  let cached = regXReqCache.get(run.wsfe);
  if (!cached || cached.expiresAt <= Date.now()) {
    // One question per process: concurrent runs share the answer on its way.
    const value = guard(run).then(() => run.wsfe.compTotXRequest(run.lease.series.cuit));
    cached = { value, expiresAt: Date.now() + regXReqTtlMs };
    regXReqCache.set(run.wsfe, cached);
    value.catch(() => regXReqCache.delete(run.wsfe));
  }
  try {
    const value = await cached.value;
    return Number.isInteger(value) && value >= 1 ? Math.min(value, 9998) : 1;
  } catch (error) {
    run.log.warn({ err: error }, 'FECompTotXRequest failed: one voucher per request this time');
    return 1;
  }
}

/**
 * Step 4: up to `limit` pending invoices of the lease's series without a reserved number, by
 * voucher date then oldest first (fecha, created_at, id: numbers follow CbteFch, as ARCA requires,
 * 10016 of web-services.md §3.6).
 */
export async function nextBatch(run: Run, limit: number): Promise<InvoiceRow[]> {
  return run.db
    .select()
    .from(invoices)
    .where(
      and(
        inSeries(run),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        isNull(invoices.nroDeComprobante),
      ),
    )
    .orderBy(asc(invoices.fecha), asc(invoices.createdAt), asc(invoices.invoiceId))
    .limit(limit);
}
