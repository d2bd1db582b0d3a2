import {
  BATCH_LIST_DEFAULT_LIMIT,
  type BatchList,
  type BatchListQuery,
  type BatchStagingSummary,
  formatMessage,
  maximoConsFinalOf,
} from '@liqui/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  invoiceBatches,
  invoiceBatchRows,
  invoices,
  otherTaxes,
  relationships,
  users,
} from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import { emissionPendingStatuses } from '../invoices/invoice-row.js';
import { type BatchRow, type IssuerRow, type StagedRow, toBatch } from './rows.js';
import { seesEveryBatch, seriesKey } from './rules.js';

/**
 * The reads several of the batches module's use cases share (Spec 03 §7; issue 15, issue 24
 * items 2 and 7). Each takes the database or a transaction (`Db`) to run in.
 */

/** Rows per insert statement (staged rows, invoices): far below PostgreSQL's 65,535 parameters. */
export const insertChunk = 500;

/** The counters of a batch, counted from its invoices (`processed` = approved + rejected). */
export const batchCounters = {
  total: sql<number>`count(${invoices.invoiceId})`.mapWith(Number),
  approved: sql<number>`count(*) filter (where ${invoices.estado} = 'EMITTED')`.mapWith(Number),
  rejected: sql<number>`count(*) filter (where ${invoices.estado} = 'REJECTED')`.mapWith(Number),
};

/**
 * The batch `batchId` if `principal` may see it: the admin every batch, a company admin its own
 * company's (the batch's `company_user_id` is its user id; see the module's `README.md`).
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's: a
 *   batch id is a timestamp, so a 403 would confirm that a batch was created at that second).
 */
export async function visibleBatch(
  db: Db,
  principal: Principal,
  batchId: string,
): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(invoiceBatches)
    .where(
      and(
        eq(invoiceBatches.batchId, batchId),
        seesEveryBatch(principal) ? undefined : eq(invoiceBatches.companyUserId, principal.userId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(formatMessage('batch.readError'));
  return row;
}

/**
 * One page of batches matching `where`, newest first, with their counters counted from their
 * invoices in the same query (left join, `count(*) filter`). Keyset on `batch_id` (decision:
 * ids are Unix seconds of 10 digits until the year 2286, so their text order is their time
 * order; `last` is the previous page's last id); `limit` 1–100, default
 * `BATCH_LIST_DEFAULT_LIMIT`.
 */
export async function batchPage(
  db: Db,
  where: SQL | undefined,
  query: BatchListQuery,
): Promise<BatchList> {
  const limit = query.limit ?? BATCH_LIST_DEFAULT_LIMIT;
  const rows = await db
    .select({ batch: invoiceBatches, ...batchCounters })
    .from(invoiceBatches)
    .leftJoin(invoices, eq(invoices.batchId, invoiceBatches.batchId))
    .where(
      and(where, query.last === undefined ? undefined : lt(invoiceBatches.batchId, query.last)),
    )
    .groupBy(invoiceBatches.batchId)
    .orderBy(desc(invoiceBatches.batchId))
    .limit(limit);
  return rows.map(({ batch, ...counted }) => toBatch(batch, counted));
}

/** `maximo_cons_final` of the other taxes (ARS), the domain's default when missing. */
export async function maximoConsFinal(db: Db): Promise<number> {
  const rows = await db
    .select({ nombre: otherTaxes.nombre, valor: otherTaxes.valor })
    .from(otherTaxes);
  return maximoConsFinalOf(rows.map((row) => ({ nombre: row.nombre, valor: Number(row.valor) })));
}

/**
 * The collaborators of `companyCuit` among `cuits`: users with one of those CUITs and an open
 * relationship with the company, by CUIT (the first by user id when two records share one).
 */
export async function collaboratorsByCuit(
  db: Db,
  companyCuit: string,
  cuits: readonly string[],
): Promise<Map<string, IssuerRow>> {
  const found = new Map<string, IssuerRow>();
  if (cuits.length === 0) return found;
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(
      relationships,
      and(
        eq(relationships.userId, users.userId),
        eq(relationships.adminCuit, companyCuit),
        isNull(relationships.fechaHasta),
      ),
    )
    .where(inArray(users.cuit, [...new Set(cuits)]))
    .orderBy(asc(users.userId));
  for (const { user } of rows) {
    if (user.cuit && !found.has(user.cuit)) found.set(user.cuit, user);
  }
  return found;
}

/**
 * The latest invoice date of each voucher series among `cuits` whose vouchers have or will get
 * a number (issue 24 item 7): per (issuer CUIT, point of sale, voucher type), the greatest
 * `fecha` of its invoices that hold a number (EMITTED, CANCELED after emission, a reservation
 * being asked) or are queued for one (PENDING_AFIP, QUEUED). ARCA refuses a voucher dated before
 * its series' last one (10016, web-services.md §3.6), so a row dated earlier would be rejected.
 *
 * @returns `cuit|puntoVenta|tipo` ({@link seriesKey}) → `YYYY-MM-DD`; series without such
 *   invoices are absent.
 */
export async function seriesFloors(db: Db, cuits: readonly string[]): Promise<Map<string, string>> {
  const floors = new Map<string, string>();
  if (cuits.length === 0) return floors;
  const rows = await db
    .select({
      cuit: invoices.userCuit,
      puntoVenta: invoices.puntoVenta,
      tipo: invoices.tipoDeComprobante,
      fecha: sql<string>`max(${invoices.fecha})`,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.userCuit, [...new Set(cuits)]),
        or(
          isNotNull(invoices.nroDeComprobante),
          inArray(invoices.estado, [...emissionPendingStatuses]),
        ),
      ),
    )
    .groupBy(invoices.userCuit, invoices.puntoVenta, invoices.tipoDeComprobante);
  for (const row of rows) floors.set(seriesKey(row.cuit, row.puntoVenta, row.tipo), row.fecha);
  return floors;
}

/** The staged rows of `batchId` among `filas`, by `fila`. */
export async function stagedRowsByFila(
  db: Db,
  batchId: string,
  filas: readonly number[],
): Promise<Map<number, StagedRow>> {
  if (filas.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoiceBatchRows)
    .where(and(eq(invoiceBatchRows.batchId, batchId), inArray(invoiceBatchRows.fila, [...filas])));
  return new Map(rows.map((row) => [row.fila, row]));
}

/** The batch's staged figures: accepted rows, their total in integer cents, refused rows. */
export async function stagingSummary(db: Db, batchId: string): Promise<BatchStagingSummary> {
  const [row] = await db
    .select({
      facturas:
        sql<number>`count(*) filter (where ${invoiceBatchRows.outcome} = 'accepted')`.mapWith(
          Number,
        ),
      importeTotalCents:
        sql<number>`coalesce(sum(${invoiceBatchRows.importeTotalCents}) filter (where ${invoiceBatchRows.outcome} = 'accepted'), 0)`.mapWith(
          Number,
        ),
      rechazadas:
        sql<number>`count(*) filter (where ${invoiceBatchRows.outcome} = 'refused')`.mapWith(
          Number,
        ),
    })
    .from(invoiceBatchRows)
    .where(eq(invoiceBatchRows.batchId, batchId));
  return row ?? { facturas: 0, importeTotalCents: 0, rechazadas: 0 };
}

/**
 * The state of a batch's EMITTED invoices that its ZIP is built from: their count and latest
 * update (`{count}:{latest updated_at as PostgreSQL's text}`). Two equal fingerprints mean the ZIP would hold the same PDFs
 * (`request-zip.ts`, `jobs/batch-zip-worker.ts`).
 */
export async function emittedFingerprint(
  db: Db,
  batchId: string,
): Promise<{ fingerprint: string; total: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      latest: sql<string | null>`max(${invoices.updatedAt})::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.batchId, batchId), eq(invoices.estado, 'EMITTED')));
  const total = row?.total ?? 0;
  return { fingerprint: `${total}:${row?.latest ?? ''}`, total };
}
