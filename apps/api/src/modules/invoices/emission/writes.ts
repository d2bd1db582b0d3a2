import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { invoices } from '../../../db/schema.js';
import type { Logger } from '../../../logger.js';
import {
  emissionPendingStatuses,
  emissionStates,
  emissionTransitions,
  fromAfipDate,
  type InvoiceRow,
  type StoredAfipResult,
} from '../invoice-row.js';
import type { EmissionLease } from './lease.js';

/**
 * Every write of an emission run to `invoices`, each ONE `UPDATE … RETURNING` (one per batch
 * where it writes a batch) whose WHERE holds the state the invoice must still be in (pending; for
 * a number, that very reservation) and, but for {@link noteUnrecorded}, the lease condition
 * `lease.isHeld()` (`lease.ts`): the check and the write are atomic, and the lease row stays
 * locked until the write commits. Each answers what it wrote; a miss is explained by the caller
 * (`run.ts`, `explainMiss`). `README.md` of this folder, "Lease checks".
 *
 * The batch writes ({@link reserveNumbers}, {@link freeNumbers}, {@link markEmittedMany}) pick
 * their rows by primary key (`invoice_id in (…)`) and read each row's values from one jsonb object
 * keyed by invoice id, never from a join with a VALUES list: right after a batch upload the
 * table's statistics still describe the empty table, and the planner then nested-looped 250 rows
 * against the 250 values (330 ms per reservation in the mass-emission bench; 15 ms now).
 */

/** What the writes need of a run: its database, lease, clock and log. */
export type WriteScope = {
  db: Db;
  lease: EmissionLease;
  now: () => Date;
  log: Logger;
};

/** An invoice row whose voucher number is reserved (`emission_state` REQUESTING, step 4). */
export type ReservedInvoiceRow = InvoiceRow & { nroDeComprobante: number };

/** Whether `row` holds a number (a reservation, or an authorized voucher's number). */
export function isReserved(row: InvoiceRow): row is ReservedInvoiceRow {
  return row.nroDeComprobante !== null;
}

/** An authorized voucher to record on its invoice. */
export type EmittedVoucher = {
  cbteNro: number;
  cae: string;
  /** ARCA's CAEFchVto, `yyyymmdd`. */
  caeFchVto: string;
  result: StoredAfipResult;
  at: Date;
};

/** Unique violation of PostgreSQL. */
const uniqueViolation = '23505';

/** Whether `error`, or an error it was caused by, is a unique violation. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === uniqueViolation) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** The invoice's reserved number is `cbteNro` (`null`: it has none). */
function reservationIs(cbteNro: number | null): SQL[] {
  return cbteNro === null
    ? [isNull(invoices.nroDeComprobante)]
    : [
        eq(invoices.nroDeComprobante, cbteNro),
        eq(invoices.emissionState, emissionStates.requesting),
      ];
}

/**
 * Reserves numbers `firstNumber`, `firstNumber + 1`, … on the batch's invoices in their order, in
 * ONE statement guarded by the lease (each invoice still pending and without a reservation).
 *
 * @returns the reserved rows (with their number); `'taken'` when another invoice of the series
 *   holds one of the numbers (unique constraint; nothing was written).
 */
export async function reserveNumbers(
  scope: WriteScope,
  batch: readonly InvoiceRow[],
  firstNumber: number,
): Promise<ReservedInvoiceRow[] | 'taken'> {
  const at = scope.now();
  const numbers = Object.fromEntries(
    batch.map((row, index) => [row.invoiceId, firstNumber + index]),
  );
  try {
    const rows = await scope.db
      .update(invoices)
      .set({
        nroDeComprobante: sql`(${JSON.stringify(numbers)}::jsonb ->> ${invoices.invoiceId})::integer`,
        emissionState: emissionStates.requesting,
        updatedAt: at,
      })
      .where(
        and(
          inArray(
            invoices.invoiceId,
            batch.map((row) => row.invoiceId),
          ),
          inArray(invoices.estado, [...emissionPendingStatuses]),
          isNull(invoices.nroDeComprobante),
          scope.lease.isHeld(),
        ),
      )
      .returning({ id: invoices.invoiceId, nro: invoices.nroDeComprobante });
    const numberOf = new Map(rows.map((item) => [item.id, item.nro]));
    return batch.flatMap((row) => {
      const nro = numberOf.get(row.invoiceId);
      return nro == null
        ? []
        : [
            {
              ...row,
              nroDeComprobante: nro,
              emissionState: emissionStates.requesting,
              updatedAt: at,
            },
          ];
    });
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
export async function freeNumbers(
  scope: WriteScope,
  rows: readonly ReservedInvoiceRow[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const reservations = Object.fromEntries(rows.map((row) => [row.invoiceId, row.nroDeComprobante]));
  const written = await scope.db
    .update(invoices)
    .set({ nroDeComprobante: null, emissionState: null, updatedAt: scope.now() })
    .where(
      and(
        inArray(
          invoices.invoiceId,
          rows.map((row) => row.invoiceId),
        ),
        sql`${invoices.nroDeComprobante} = (${JSON.stringify(reservations)}::jsonb ->> ${invoices.invoiceId})::integer`,
        eq(invoices.emissionState, emissionStates.requesting),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        scope.lease.isHeld(),
      ),
    )
    .returning({ id: invoices.invoiceId });
  return new Set(written.map((item) => item.id));
}

/**
 * Frees a reserved number (no voucher with it is the invoice's), only over that very reservation
 * and while the lease is held.
 *
 * @returns whether a row was written.
 */
export async function freeNumber(
  scope: WriteScope,
  invoiceId: string,
  cbteNro: number,
): Promise<boolean> {
  const rows = await scope.db
    .update(invoices)
    .set({ nroDeComprobante: null, emissionState: null, updatedAt: scope.now() })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        ...reservationIs(cbteNro),
        scope.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/**
 * Records the authorized vouchers of a batch (each over its very reservation) in one statement
 * guarded by the lease: EMITTED, `emission_state` DONE, CAE, its due date `YYYY-MM-DD`, ARCA's
 * answer, `emitted_at`.
 *
 * @returns the ids written.
 */
export async function markEmittedMany(
  scope: WriteScope,
  entries: readonly { row: InvoiceRow; voucher: EmittedVoucher }[],
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
  const written = await scope.db
    .update(invoices)
    .set({
      estado: emissionTransitions.authorized.to,
      emissionState: emissionStates.done,
      cae: sql`${v} ->> 'cae'`,
      fechaVencimientoCae: sql`${v} ->> 'vto'`,
      afipResult: sql`${v} -> 'result'`,
      emittedAt: sql`(${v} ->> 'at')::timestamptz`,
      updatedAt: sql`(${v} ->> 'at')::timestamptz`,
    })
    .where(
      and(
        inArray(
          invoices.invoiceId,
          entries.map(({ row }) => row.invoiceId),
        ),
        sql`${invoices.nroDeComprobante} = (${v} ->> 'nro')::integer`,
        eq(invoices.emissionState, emissionStates.requesting),
        inArray(invoices.estado, [...emissionTransitions.authorized.from]),
        scope.lease.isHeld(),
      ),
    )
    .returning({ id: invoices.invoiceId });
  return new Set(written.map((item) => item.id));
}

/**
 * Records an authorized voucher on its invoice, only over the reservation it belongs to and while
 * the lease is held.
 *
 * @returns whether a row was written.
 */
export async function markEmitted(
  scope: WriteScope,
  row: InvoiceRow,
  voucher: EmittedVoucher,
): Promise<boolean> {
  const rows = await scope.db
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
        ...reservationIs(voucher.cbteNro),
        scope.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/**
 * REJECTED with ARCA's answer, freeing the reserved number `reservation` (`null`: the invoice has
 * none), while the lease is held.
 *
 * @returns whether a row was written.
 */
export async function markRejected(
  scope: WriteScope,
  invoiceId: string,
  reservation: number | null,
  result: StoredAfipResult,
): Promise<boolean> {
  const rows = await scope.db
    .update(invoices)
    .set({
      estado: emissionTransitions.refused.to,
      emissionState: emissionStates.done,
      nroDeComprobante: null,
      afipResult: result,
      updatedAt: scope.now(),
    })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionTransitions.refused.from]),
        ...reservationIs(reservation),
        scope.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.length === 1;
}

/**
 * One more failed attempt on each pending invoice of `invoiceIds` (step 7: PENDING_AFIP stays for
 * the first attempt, QUEUED from the second), `last_error` = `text` (first 1,000 characters), in
 * one statement guarded by the lease.
 *
 * @returns the ids written.
 */
export async function countFailedAttempt(
  scope: WriteScope,
  invoiceIds: readonly string[],
  text: string,
): Promise<string[]> {
  const rows = await scope.db
    .update(invoices)
    .set({
      attempts: sql`${invoices.attempts} + 1`,
      estado: sql`case when ${invoices.attempts} + 1 >= 2 and ${inArray(invoices.estado, [...emissionTransitions.queued.from])} then ${emissionTransitions.queued.to}::invoice_status else ${invoices.estado} end`,
      lastError: text.slice(0, 1000),
      updatedAt: scope.now(),
    })
    .where(
      and(
        inArray(invoices.invoiceId, [...invoiceIds]),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        scope.lease.isHeld(),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  return rows.map((row) => row.invoiceId);
}

/**
 * Notes in `last_error` an ARCA answer (or failure) the run could not record because its lease
 * was lost, so the invoice shows why it is still pending. Deliberately NOT guarded by the lease:
 * it changes no status, number or CAE, and it is written only while the invoice is still pending
 * with the same reservation (`reservation`: that number, `null` none, `undefined` any), so it never
 * lands on a result another holder recorded.
 */
export async function noteUnrecorded(
  scope: WriteScope,
  invoiceId: string,
  reservation: number | null | undefined,
  note: string,
): Promise<void> {
  const rows = await scope.db
    .update(invoices)
    .set({ lastError: note.slice(0, 1000), updatedAt: scope.now() })
    .where(
      and(
        eq(invoices.invoiceId, invoiceId),
        inArray(invoices.estado, [...emissionPendingStatuses]),
        ...(reservation === undefined ? [] : reservationIs(reservation)),
      ),
    )
    .returning({ invoiceId: invoices.invoiceId });
  scope.log.warn(
    { reservation, isNoted: rows.length === 1 },
    rows.length === 1
      ? 'An ARCA answer was left unrecorded (lease lost); noted in last_error'
      : 'An ARCA answer was left unrecorded (lease lost); the invoice was already settled',
  );
}
