import { randomUUID } from 'node:crypto';
import {
  argentineDateOf,
  BATCH_INVOICES_PAGE_SIZE,
  BATCH_LIST_DEFAULT_LIMIT,
  type Batch,
  type BatchCreate,
  type BatchCreated,
  type BatchInvoicePage,
  type BatchInvoicesQuery,
  type BatchList,
  type BatchListQuery,
  type BatchRowResult,
  type BatchRowsResult,
  type BatchRowsUpload,
  type BatchRowUpload,
  type BatchZipStatus,
  batchInvoiceCells,
  decideTaxpayerGating,
  formatMessage,
  INVOICES_BY_CUIT_MAX_LIMIT,
  type Invoice,
  type InvoicesByCuitQuery,
  maximoConsFinalOf,
  monthNames,
  neutralizeCsvCell,
  TIPO_USUARIO_LITE,
  validateBatchForm,
  validateBatchInvoiceRow,
} from '@liqui/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../db/client.js';
import {
  companies,
  invoiceBatches,
  invoiceBatchZips,
  invoices,
  otherTaxes,
  relationships,
  users,
} from '../../db/schema.js';
import type { FileStore, StoredFileStream } from '../../integrations/blob/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { forbidden, invalid, notFound } from '../../service-error.js';
import { toInvoice } from '../invoices/invoice-row.js';
import { columnsOf } from '../invoices/invoices.service.js';

/**
 * Invoice batches (mass invoicing from CSV; Spec 03 §2 "Invoice batches", §3, §4, §7; issue 15
 * items 3, 5 and 6): creation, the lists with counters counted from the invoices, the rows
 * upload (each valid row an invoice in its issuer's name to the company, queued for ARCA), the
 * batch's invoices, the company's invoices by CUIT, and the ZIP of the batch's PDFs.
 *
 * Who reaches which batch (decision, as the collaborators service): the admin every batch; a
 * company admin (adminLite) only its own company's (the batch's `company_user_id` is its user
 * id). Another company's batch is answered 404 'No se pudo leer el Lote' (a batch id is a
 * timestamp: a 403 would confirm that a batch was created at that second); a list or a CUIT of
 * another company is answered 403. The operador has no batch endpoint (the contract's roles).
 */

type BatchRow = typeof invoiceBatches.$inferSelect;
type IssuerRow = typeof users.$inferSelect;

/** The `estado_usuario` values that stop a LITE collaborator from invoicing in a batch. */
const closedLiteStatuses: readonly string[] = ['BAJA', 'BAJA_PROGRAMADA', 'BLOQUEADO'];

/** Staff that read any company's invoices by CUIT (the contract's roles besides adminLite). */
const staffGroups = ['admin', 'operador'] as const;

/** The file store key of a batch's uploaded rows (Spec 03 §7). */
export function batchCsvKey(batchId: string): string {
  return `invoicesBatch/${batchId}.csv`;
}

/** The file store key of a batch's ZIP of PDFs (Spec 03 §4 "ZIP flow"). */
export function batchZipKey(batchId: string): string {
  return `invoicesBatchZip/${batchId}.zip`;
}

function batchNotFound() {
  return notFound(formatMessage('batch.readError'));
}

/**
 * The month number of a `mes` label ('Agosto 2026' → `{ month: 8, year: 2026 }`; case and
 * accents ignored), or nulls when it is not a month name plus a year.
 */
function parseMes(mes: string): { month: number | null; year: number | null } {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const match = /^\s*(\S+)\s+(\d{4})\s*$/.exec(fold(mes));
  if (!match) return { month: null, year: null };
  const index = monthNames.findIndex((name) => fold(name) === match[1]);
  return { month: index < 0 ? null : index + 1, year: Number(match[2]) };
}

/** The counters of a batch, counted from its invoices (`processed` = approved + rejected). */
const counters = {
  total: sql<number>`count(${invoices.invoiceId})`.mapWith(Number),
  approved: sql<number>`count(*) filter (where ${invoices.estado} = 'EMITTED')`.mapWith(Number),
  rejected: sql<number>`count(*) filter (where ${invoices.estado} = 'REJECTED')`.mapWith(Number),
};

function toBatch(row: BatchRow, counted: { total: number; approved: number; rejected: number }) {
  const batch: Batch = {
    batch_id: row.batchId,
    batchId: row.batchId,
    name: row.name,
    fecha_creacion: row.fechaCreacion,
    mes: row.mes,
    total: counted.total,
    processed: counted.approved + counted.rejected,
    approved: counted.approved,
    rejected: counted.rejected,
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    nroDocumento: row.companyCuit,
    razonSocialCliente: row.razonSocialCliente,
  };
  return batch;
}

/**
 * The state of a batch's EMITTED invoices that its ZIP is built from: their count and latest
 * update (`count:epoch-ms`). Two equal fingerprints mean the ZIP would hold the same PDFs.
 */
export async function emittedFingerprint(
  database: Database,
  batchId: string,
): Promise<{ fingerprint: string; total: number }> {
  const [row] = await database.db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      latest: sql<string | null>`max(${invoices.updatedAt})::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.batchId, batchId), eq(invoices.estado, 'EMITTED')));
  const total = row?.total ?? 0;
  return { fingerprint: `${total}:${row?.latest ?? ''}`, total };
}

/** The batches service (see {@link createBatchesService}). */
export type BatchesService = ReturnType<typeof createBatchesService>;

/**
 * The batches service.
 *
 * @param deps.jobs - the job queue: the rows' emissions and the ZIP job are queued there.
 * @param deps.files - keeps `invoicesBatch/{batch_id}.csv` and serves the ZIP.
 * @param deps.now - the clock (batch ids, "today" in Argentina). @default () => new Date()
 */
export function createBatchesService(deps: {
  database: Database;
  jobs: JobQueue;
  files: FileStore;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  const isAdmin = (principal: Principal) => hasAnyGroup(principal, ['admin']);

  /**
   * The batch `batchId` if `principal` may see it (see the module's TSDoc).
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's).
   */
  async function visibleBatch(principal: Principal, batchId: string): Promise<BatchRow> {
    const [row] = await db
      .select()
      .from(invoiceBatches)
      .where(
        and(
          eq(invoiceBatches.batchId, batchId),
          isAdmin(principal) ? undefined : eq(invoiceBatches.companyUserId, principal.userId),
        ),
      )
      .limit(1);
    if (!row) throw batchNotFound();
    return row;
  }

  /**
   * `POST /root/batch/admin/create`: checks the body as the form does (`validateBatchForm` of
   * `@liqui/domain` on the CUIT, receiver name, `mes` read as 'Month YYYY', service dates, invoice
   * date and taxpayer kind, today in Argentina), then the receiver: `user_id` (and `userId`, when
   * sent, the same) must be a company account whose CUIT is `nroDocumento`. A company admin
   * creates batches for its own company only. The id is the current Unix second as digits; when
   * that second is taken (two batches in one second), the next free second (decision: ids stay
   * unique timestamps, as Spec 03 §3 says, a second later at most per clash).
   *
   * @returns `{ batch_id }` (HTTP 200, the contract's default status).
   * @throws ServiceError 400 `validation` with the form's messages; 400 'Cuit inexistente' at
   *   `nroDocumento` for a receiver that is not that company; 403 a company admin creating for
   *   another company.
   */
  async function createBatch(principal: Principal, body: BatchCreate): Promise<BatchCreated> {
    if (!isAdmin(principal) && body.user_id !== principal.userId) throw forbidden();
    const today = argentineDateOf(now());
    const { month, year } = parseMes(body.mes);
    const errors = validateBatchForm(
      {
        nroDocumento: body.nroDocumento,
        razonSocialCliente: body.razonSocialCliente,
        mes: month,
        anio: year,
        fecha_inicio: body.fecha_inicio,
        fecha_fin: body.fecha_fin,
        fecha_factura: body.fecha_factura ?? null,
        name: body.name ?? null,
        tipoResponsable: body.tipoResponsable,
      },
      today,
    );
    if (body.userId !== undefined && body.userId !== body.user_id) {
      errors.push({
        path: 'userId',
        code: 'batch.receiverUnknown',
        message: formatMessage('batch.receiverUnknown'),
      });
    }
    if (errors.length > 0) throw invalid(errors.map(({ path, message }) => ({ path, message })));
    const [company] = await db
      .select({ cuit: companies.cuit })
      .from(companies)
      .where(eq(companies.userId, body.user_id))
      .limit(1);
    if (!company || company.cuit !== body.nroDocumento) {
      throw invalid([{ path: 'nroDocumento', message: formatMessage('batch.receiverUnknown') }]);
    }
    const at = now();
    let seconds = Math.floor(at.getTime() / 1000);
    for (let attempt = 0; attempt < 10_000; attempt += 1, seconds += 1) {
      const [inserted] = await db
        .insert(invoiceBatches)
        .values({
          batchId: String(seconds),
          companyUserId: body.user_id,
          companyCuit: company.cuit,
          createdBy: principal.userId,
          name: body.name?.trim() || null,
          mes: body.mes.trim(),
          fechaCreacion: body.fecha_creacion,
          fechaInicio: body.fecha_inicio,
          fechaFin: body.fecha_fin,
          fechaFactura: body.fecha_factura ?? null,
          tipoResponsable: body.tipoResponsable,
          razonSocialCliente: body.razonSocialCliente,
          domicilioComercialCliente: body.domicilioComercialCliente ?? null,
          localidadCliente: body.localidadCliente ?? null,
          provinciaCliente: body.provinciaCliente ?? null,
          emailCliente: body.emailCliente ?? null,
          createdAt: at,
        })
        .onConflictDoNothing({ target: invoiceBatches.batchId })
        .returning({ batchId: invoiceBatches.batchId });
      if (inserted) return { batch_id: inserted.batchId };
    }
    throw new Error('No free batch id');
  }

  /**
   * One page of batches matching `where`, newest first, with their counters counted from their
   * invoices in the same query (left join, `count(*) filter`). Keyset on `batch_id` (decision:
   * ids are Unix seconds of 10 digits until the year 2286, so their text order is their time
   * order; `last` is the previous page's last id).
   */
  async function pageOf(where: SQL | undefined, query: BatchListQuery): Promise<BatchList> {
    const limit = query.limit ?? BATCH_LIST_DEFAULT_LIMIT;
    const rows = await db
      .select({ batch: invoiceBatches, ...counters })
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

  /**
   * `GET /root/batch?limit=&last=`: the admin's view is every batch; a company admin's its own
   * company's. Newest first, paged by `batch_id` ({@link pageOf}).
   */
  function listBatches(principal: Principal, query: BatchListQuery = {}): Promise<BatchList> {
    return pageOf(
      isAdmin(principal) ? undefined : eq(invoiceBatches.companyUserId, principal.userId),
      query,
    );
  }

  /**
   * `GET /root/batch/admin/{userId}?limit=&last=`: the batches of the company account `userId`
   * (an unknown account has none). The admin reads any; a company admin only its own.
   *
   * @throws ServiceError `forbidden` a company admin asking for another account.
   */
  function listCompanyBatches(
    principal: Principal,
    userId: string,
    query: BatchListQuery = {},
  ): Promise<BatchList> {
    if (!isAdmin(principal) && userId !== principal.userId) throw forbidden();
    return pageOf(eq(invoiceBatches.companyUserId, userId), query);
  }

  /**
   * `GET /root/batch/{batchId}`: one batch with its counters (polled by the batch view).
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
   */
  async function getBatch(principal: Principal, batchId: string): Promise<Batch> {
    const batch = await visibleBatch(principal, batchId);
    const [counted] = await db
      .select(counters)
      .from(invoices)
      .where(eq(invoices.batchId, batch.batchId));
    return toBatch(batch, counted ?? { total: 0, approved: 0, rejected: 0 });
  }

  /** `maximo_cons_final` of the other taxes (ARS), the domain's default when missing. */
  async function maximoConsFinal(): Promise<number> {
    const rows = await db
      .select({ nombre: otherTaxes.nombre, valor: otherTaxes.valor })
      .from(otherTaxes);
    return maximoConsFinalOf(rows.map((row) => ({ nombre: row.nombre, valor: Number(row.valor) })));
  }

  /**
   * The collaborators of `companyCuit` among `cuits`: users with one of those CUITs and an open
   * relationship with the company, by CUIT (the first by user id when two records share one).
   */
  async function collaboratorsByCuit(
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
      .where(inArray(users.cuit, [...cuits]))
      .orderBy(asc(users.userId));
    for (const { user } of rows) {
      if (user.cuit && !found.has(user.cuit)) found.set(user.cuit, user);
    }
    return found;
  }

  /**
   * Whether `issuer` may invoice in a batch, with `puntoVenta` the row's point of sale (`null`:
   * the issuer's own). Every issuer needs a CUIT and a point of sale ≥ 1 (the row's or its
   * profile's; `invoice.issuerIncomplete` in the wizard).
   * - A taxpayer who pays its own plan (any `tipo_usuario` but LITE) is gated as the wizard gates
   *   it (`decideTaxpayerGating`: `invoice.gated`).
   * - Decision (issue 15: the spec does not say): a LITE collaborator is an account the company
   *   provides (created by the bulk upload, INCOMPLETO until its user completes a profile it never
   *   needs): the company invoices in its name through batches, so only an account that was
   *   closed or blocked (`estado_usuario` BAJA, BAJA_PROGRAMADA, BLOQUEADO) is refused; payment
   *   statuses and INCOMPLETO do not apply (the company pays).
   */
  function isReadyToInvoice(issuer: IssuerRow, puntoVenta: number | null): boolean {
    if (!issuer.cuit) return false;
    const pointOfSale = puntoVenta ?? issuer.puntoVenta;
    if (!pointOfSale || pointOfSale < 1) return false;
    if (issuer.tipoUsuario === TIPO_USUARIO_LITE) {
      return !closedLiteStatuses.includes(issuer.estadoUsuario ?? '');
    }
    return !decideTaxpayerGating({
      estado_pago: issuer.estadoPago,
      estado_usuario: issuer.estadoUsuario,
    }).isGated;
  }

  /** Keeps the part's rows in `invoicesBatch/{batch_id}.csv`: new with the first part, else appended. */
  async function keepFile(batchId: string, body: BatchRowsUpload): Promise<void> {
    const key = batchCsvKey(batchId);
    const columns = ['fila', ...batchInvoiceCells];
    const records = body.rows.map((row) => {
      const record: Record<string, string> = { fila: String(row.fila) };
      for (const cell of batchInvoiceCells) record[cell] = neutralizeCsvCell(row[cell] ?? '');
      return record;
    });
    const previous = body.isFirstPart ? undefined : await deps.files.get(key);
    const text = previous
      ? `${new TextDecoder().decode(previous.body).trimEnd()}\r\n${Papa.unparse(records, { columns, header: false })}`
      : Papa.unparse(records, { columns });
    await deps.files.put(key, new TextEncoder().encode(`${text}\r\n`), 'text/csv');
  }

  /**
   * `POST /root/batch/{batchId}/rows`: one part (≤ 500 rows) of a batch's CSV. The rows are kept
   * in the file store first (`invoicesBatch/{batch_id}.csv`, formula cells neutralised), then
   * each row, in the order sent:
   *
   * - its `fila` already has an invoice in this batch (an earlier upload, or earlier in this
   *   part): `already_queued` with that invoice's id, nothing created;
   * - else `validateBatchInvoiceRow` with the batch's receiver and period, today in Argentina and
   *   the final-consumer limit of the tax tables; its messages refuse it;
   * - else the issuer (`cuit_emisor`) must be a user with an open relationship with the batch's
   *   company (`invoiceBatchRow.notCollaborator`) and able to invoice as a single invoice requires
   *   (`invoiceBatchRow.issuerNotReady`: CUIT, point of sale, not gated);
   * - else `queued`: an invoice in the issuer's name (its user id and CUIT, the row's point of
   *   sale or else the issuer's), PENDING_AFIP with action PROCESS, `batch_id` and `batch_fila`.
   *
   * The part's invoices and their emission jobs are written in ONE transaction (one insert of
   * invoices, one insert of jobs): a row is PENDING_AFIP if and only if its job exists. A
   * concurrent upload of the same rows loses the unique (batch_id, batch_fila) race quietly: its
   * rows answer `already_queued`.
   *
   * @returns one result per row, in the order sent.
   * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's).
   */
  async function uploadRows(
    principal: Principal,
    batchId: string,
    body: BatchRowsUpload,
  ): Promise<BatchRowsResult> {
    const batch = await visibleBatch(principal, batchId);
    await keepFile(batch.batchId, body);
    const today = argentineDateOf(now());
    const limit = await maximoConsFinal();
    const context = {
      today,
      maximoConsFinal: limit,
      nroDocumento: batch.companyCuit,
      tipoResponsable: batch.tipoResponsable as Invoice['tipoResponsable'],
      razonSocialCliente: batch.razonSocialCliente,
      domicilioComercialCliente: batch.domicilioComercialCliente,
      localidadCliente: batch.localidadCliente,
      provinciaCliente: batch.provinciaCliente,
      emailCliente: batch.emailCliente,
      fecha_inicio: batch.fechaInicio,
      fecha_fin: batch.fechaFin,
      fecha_factura: batch.fechaFactura,
    };
    const filas = [...new Set(body.rows.map((row) => row.fila))];
    const stored = new Map(
      (
        await db
          .select({ fila: invoices.batchFila, invoiceId: invoices.invoiceId })
          .from(invoices)
          .where(and(eq(invoices.batchId, batch.batchId), inArray(invoices.batchFila, filas)))
      ).map(({ fila, invoiceId }) => [fila as number, invoiceId]),
    );
    const checked = body.rows.map((row: BatchRowUpload) => ({
      row,
      result: stored.has(row.fila) ? null : validateBatchInvoiceRow(row, row.fila, context),
    }));
    const issuers = await collaboratorsByCuit(
      batch.companyCuit,
      checked.flatMap(({ result }) => (result?.ok ? [result.value.cuitEmisor] : [])),
    );

    const at = now();
    const results: BatchRowResult[] = [];
    const newRows: (typeof invoices.$inferInsert)[] = [];
    const claimed = new Map<number, string>(stored);
    for (const { row, result } of checked) {
      const fila = row.fila;
      const refuse = (mensajes: string[]) =>
        results.push({ fila, outcome: 'refused', mensajes, invoice_id: null });
      const earlier = claimed.get(fila);
      if (earlier !== undefined) {
        results.push({ fila, outcome: 'already_queued', mensajes: [], invoice_id: earlier });
        continue;
      }
      if (!result) continue;
      if (!result.ok) {
        refuse(result.errors.map(({ message }) => message));
        continue;
      }
      const issuer = issuers.get(result.value.cuitEmisor);
      if (!issuer) {
        refuse([formatMessage('invoiceBatchRow.notCollaborator', { row: fila })]);
        continue;
      }
      if (!isReadyToInvoice(issuer, result.value.draft.puntoVenta ?? null)) {
        refuse([formatMessage('invoiceBatchRow.issuerNotReady', { row: fila })]);
        continue;
      }
      const valid = result.value.draft;
      const invoiceId = randomUUID();
      claimed.set(fila, invoiceId);
      newRows.push({
        invoiceId,
        userId: issuer.userId,
        batchId: batch.batchId,
        batchFila: fila,
        estado: 'PENDING_AFIP',
        action: 'PROCESS',
        puntoVenta:
          valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : (issuer.puntoVenta ?? 1),
        userCuit: issuer.cuit ?? result.value.cuitEmisor,
        ...columnsOf(valid),
        createdAt: at,
        updatedAt: at,
      });
      results.push({ fila, outcome: 'queued', mensajes: [], invoice_id: invoiceId });
    }

    if (newRows.length > 0) {
      // Before the transaction: on PGlite a queue start inside it would wait for it forever.
      await deps.jobs.start();
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(invoices)
          .values(newRows)
          .onConflictDoNothing({ target: [invoices.batchId, invoices.batchFila] })
          .returning({ invoiceId: invoices.invoiceId });
        await deps.jobs.enqueueEmissions(
          rows.map(({ invoiceId }) => invoiceId),
          { tx },
        );
        return new Set(rows.map(({ invoiceId }) => invoiceId));
      });
      deps.jobs.notifyEmissionWorkers();
      const lost = newRows.filter((row) => !inserted.has(row.invoiceId));
      if (lost.length > 0) {
        // Another upload of the same rows won the race: answer its invoices.
        const winners = new Map(
          (
            await db
              .select({ fila: invoices.batchFila, invoiceId: invoices.invoiceId })
              .from(invoices)
              .where(
                and(
                  eq(invoices.batchId, batch.batchId),
                  inArray(
                    invoices.batchFila,
                    lost.map((row) => row.batchFila as number),
                  ),
                ),
              )
          ).map(({ fila, invoiceId }) => [fila as number, invoiceId]),
        );
        for (const result of results) {
          const lostRow = lost.find((row) => row.invoiceId === result.invoice_id);
          if (lostRow) {
            result.outcome = 'already_queued';
            result.invoice_id = winners.get(result.fila) ?? null;
          }
        }
      }
    }
    return { results };
  }

  /**
   * `GET /root/batch/{batchId}/invoices?limit=&lastUserId=&lastInvoiceId=`: a page of the batch's
   * invoices in (user id, invoice id) order, keyset over the index `invoices_batch` (batch_id,
   * user_id, invoice_id); the cursor is the page's last (user id, invoice id), both `null` on the
   * last page. `limit` 1–200, default 200. Source: Spec 03 §7.
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'; 400 a cursor with one half only.
   */
  async function listBatchInvoices(
    principal: Principal,
    batchId: string,
    query: BatchInvoicesQuery = {},
  ): Promise<BatchInvoicePage> {
    const batch = await visibleBatch(principal, batchId);
    if ((query.lastUserId === undefined) !== (query.lastInvoiceId === undefined)) {
      const path = query.lastUserId === undefined ? 'lastUserId' : 'lastInvoiceId';
      throw invalid([{ path, message: formatMessage('field.required') }]);
    }
    const limit = query.limit ?? BATCH_INVOICES_PAGE_SIZE;
    const rows = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.batchId, batch.batchId),
          query.lastUserId === undefined
            ? undefined
            : sql`(${invoices.userId}, ${invoices.invoiceId}) > (${query.lastUserId}, ${query.lastInvoiceId})`,
        ),
      )
      .orderBy(asc(invoices.userId), asc(invoices.invoiceId))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const lastRow = rows.length > limit ? page.at(-1) : undefined;
    return {
      invoices: page.map(toInvoice),
      lastUserId: lastRow?.userId ?? null,
      lastInvoiceId: lastRow?.invoiceId ?? null,
    };
  }

  /**
   * `GET /root/invoices/invoices/cuit/{cuit}?estado=&fechaCbteDesde=&fechaCbteHasta=&limit=&last=`:
   * the invoices whose receiver (`nroDocumento`) is `cuit`, of `estado` when given, voucher date
   * within the range (inclusive), in invoice id order after `last`, at most `limit` (1–1,000,
   * default 1,000): the client pages until a page has fewer than `limit` (index
   * `invoices_receiver`). Admin and operador any CUIT; a company admin only its company's.
   *
   * @throws ServiceError `forbidden` a company admin and another CUIT (or no company).
   */
  async function listInvoicesByCuit(
    principal: Principal,
    cuit: string,
    query: InvoicesByCuitQuery,
  ): Promise<Invoice[]> {
    if (!hasAnyGroup(principal, staffGroups)) {
      const [company] = await db
        .select({ cuit: companies.cuit })
        .from(companies)
        .where(eq(companies.userId, principal.userId))
        .limit(1);
      if (company?.cuit !== cuit) throw forbidden();
    }
    const rows = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.nroDocumento, cuit),
          query.estado === undefined ? undefined : eq(invoices.estado, query.estado),
          sql`${invoices.fecha} >= ${query.fechaCbteDesde}`,
          sql`${invoices.fecha} <= ${query.fechaCbteHasta}`,
          query.last === undefined ? undefined : gt(invoices.invoiceId, query.last),
        ),
      )
      .orderBy(asc(invoices.invoiceId))
      .limit(query.limit ?? INVOICES_BY_CUIT_MAX_LIMIT);
    return rows.map(toInvoice);
  }

  /**
   * `GET /pdf?batchId=`: starts building the batch's ZIP of the PDFs of its EMITTED invoices
   * (`jobs/batch-zip-worker.ts`), unless it is being built (`running`: nothing to do) or it is
   * `ready`, in the file store, and the batch's EMITTED invoices have not changed since (same
   * {@link emittedFingerprint}). Otherwise the state becomes `running` (0 of the EMITTED count)
   * and the job is queued in the same transaction. A conditional upsert decides, so two requests
   * together queue one build.
   *
   * @returns `{ message: 'Generando el archivo zip' }` (HTTP 200) whatever was decided; the page
   *   polls {@link getZipStatus}.
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
   */
  async function requestZip(principal: Principal, batchId: string): Promise<{ message: string }> {
    const batch = await visibleBatch(principal, batchId);
    const { fingerprint, total } = await emittedFingerprint(deps.database, batch.batchId);
    const isStored = await deps.files.exists(batchZipKey(batch.batchId));
    await deps.jobs.start();
    await db.transaction(async (tx) => {
      const [started] = await tx
        .insert(invoiceBatchZips)
        .values({
          batchId: batch.batchId,
          estado: 'running',
          done: 0,
          total,
          fingerprint,
          updatedAt: now(),
        })
        .onConflictDoUpdate({
          target: invoiceBatchZips.batchId,
          set: { estado: 'running', done: 0, total, fingerprint, updatedAt: now() },
          setWhere: isStored
            ? sql`${invoiceBatchZips.estado} <> 'running' and not (${invoiceBatchZips.estado} = 'ready' and ${invoiceBatchZips.fingerprint} = ${fingerprint})`
            : sql`${invoiceBatchZips.estado} <> 'running'`,
        })
        .returning({ batchId: invoiceBatchZips.batchId });
      if (started) await deps.jobs.enqueueBatchZip(batch.batchId, { tx });
    });
    return { message: formatMessage('zip.started') };
  }

  /**
   * `GET /root/batch/{batchId}/zip`: the ZIP's state; `none` (0 of 0) when never asked.
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
   */
  async function getZipStatus(principal: Principal, batchId: string): Promise<BatchZipStatus> {
    const batch = await visibleBatch(principal, batchId);
    const [row] = await db
      .select()
      .from(invoiceBatchZips)
      .where(eq(invoiceBatchZips.batchId, batch.batchId))
      .limit(1);
    if (!row) return { estado: 'none', done: 0, total: 0 };
    return { estado: row.estado, done: row.done, total: row.total };
  }

  /**
   * `GET /root/batch/{batchId}/zip/file`: the stored ZIP as a stream, once `ready`.
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'; `not_found` 'Archivo .zip no
   *   encontrado' while it is not ready or not in the file store.
   */
  async function openZip(principal: Principal, batchId: string): Promise<StoredFileStream> {
    const status = await getZipStatus(principal, batchId);
    const file =
      status.estado === 'ready' ? await deps.files.getStream(batchZipKey(batchId)) : undefined;
    if (!file) throw notFound(formatMessage('zip.notFound'));
    return file;
  }

  return {
    createBatch,
    listBatches,
    listCompanyBatches,
    getBatch,
    uploadRows,
    listBatchInvoices,
    listInvoicesByCuit,
    requestZip,
    getZipStatus,
    openZip,
  };
}
