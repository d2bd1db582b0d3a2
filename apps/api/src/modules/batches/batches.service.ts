import { randomUUID } from 'node:crypto';
import {
  ARCA_SERVICES_DATE_WINDOW_DAYS,
  addDays,
  argentineDateOf,
  BATCH_INVOICES_PAGE_SIZE,
  BATCH_LIST_DEFAULT_LIMIT,
  BATCH_ROWS_PAGE_DEFAULT_LIMIT,
  type Batch,
  type BatchCreate,
  type BatchCreated,
  type BatchEvent,
  type BatchInvoicePage,
  type BatchInvoicesQuery,
  type BatchList,
  type BatchListQuery,
  type BatchProcess,
  type BatchRowContext,
  type BatchRowResult,
  type BatchRowsPage,
  type BatchRowsQuery,
  type BatchRowsResult,
  type BatchRowsUpload,
  type BatchRowUpload,
  type BatchStagingSummary,
  type BatchStatus,
  type BatchZipStatus,
  batchInvoiceCells,
  computeInvoiceTotals,
  decideTaxpayerGating,
  formatArs,
  formatDate,
  formatMessage,
  INVOICES_BY_CUIT_MAX_LIMIT,
  type Invoice,
  type InvoiceItem,
  type InvoicesByCuitQuery,
  initialBatchStatus,
  invoiceStatusMachine,
  maximoConsFinalOf,
  monthNames,
  neutralizeCsvCell,
  nextBatchStatus,
  type Result,
  statusAfter,
  TIPO_USUARIO_LITE,
  type ValidBatchInvoice,
  validateBatchForm,
  validateBatchInvoiceRow,
} from '@liqui/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database, Db } from '../../db/client.js';
import {
  companies,
  invoiceBatches,
  invoiceBatchRows,
  invoiceBatchZips,
  invoices,
  otherTaxes,
  relationships,
  type StagedInvoice,
  users,
} from '../../db/schema.js';
import type { FileStore, StoredFileStream } from '../../integrations/blob/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound } from '../../service-error.js';
import { emissionPendingStatuses, toInvoice } from '../invoices/invoice-row.js';
import { columnsOf } from '../invoices/invoices.service.js';

/**
 * Invoice batches (mass invoicing from CSV; Spec 03 §2 "Invoice batches", §3, §4, §7; issue 15
 * items 3, 5 and 6; issue 24 items 2 and 7): creation, the lists with counters counted from the
 * invoices, the rows upload (each row STAGED, accepted with the invoice it will become or refused
 * with its reasons; nothing queued), the staged rows, the confirmation (the user's figures checked
 * against the server's, then every accepted row an invoice in its issuer's name to the company,
 * queued for ARCA, in one transaction), the batch's invoices, the company's invoices by CUIT, and
 * the ZIP of the batch's PDFs. A batch's status follows `batchStatusMachine` of `@liqui/domain`
 * through `nextBatchStatus` (`CARGANDO` → `CONFIRMADO`); a confirmed row's invoice is created
 * already sent (`sent` of `invoiceStatusMachine`: PENDING_AFIP), issue 25 item 3.
 *
 * Who reaches which batch (decision, as the collaborators service): the admin every batch; a
 * company admin (adminLite) only its own company's (the batch's `company_user_id` is its user
 * id). Another company's batch is answered 404 'No se pudo leer el Lote' (a batch id is a
 * timestamp: a 403 would confirm that a batch was created at that second); a list or a CUIT of
 * another company is answered 403. The operador has no batch endpoint (the contract's roles).
 */

type BatchRow = typeof invoiceBatches.$inferSelect;
type IssuerRow = typeof users.$inferSelect;
type StagedRow = typeof invoiceBatchRows.$inferInsert & typeof invoiceBatchRows.$inferSelect;

/** What a confirmation's transaction decided (see `processBatch`). */
type ProcessDecision =
  | { kind: 'created' }
  | { kind: 'confirmed'; batch: BatchRow }
  | { kind: 'empty' }
  | { kind: 'mismatch'; facturas: number; importeTotalCents: number };

/** The columns of an accepted stage that a refused one leaves empty. */
const emptyStage = {
  issuerUserId: null,
  issuerCuit: null,
  issuerName: null,
  puntoVenta: null,
  tipoDeComprobante: null,
  fecha: null,
  importeTotalCents: null,
  invoice: null,
  invoiceId: null,
} as const;

/** Rows per insert statement (staged rows, invoices): far below PostgreSQL's 65,535 parameters. */
const insertChunk = 500;

/**
 * The status of a confirmed row's invoice: a new invoice (the table's initial DRAFT) sent to ARCA
 * at once, `sent` of the domain's `invoiceStatusMachine` (PENDING_AFIP, its emission job queued in
 * the same transaction).
 */
const confirmedInvoiceStatus = statusAfter(invoiceStatusMachine, 'sent');

/** The key of a voucher series: issuer CUIT, point of sale, voucher type (`emission-lease.ts`). */
function seriesKey(cuit: string, puntoVenta: number, tipo: number): string {
  return `${cuit}|${puntoVenta}|${tipo}`;
}

/**
 * How the preview names an issuer: its business name, else its name and surname, else its
 * e-mail, else its CUIT.
 */
function issuerNameOf(issuer: IssuerRow): string {
  const person = [issuer.nombre, issuer.apellido]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return issuer.razonSocial?.trim() || person || issuer.email || issuer.cuit || '';
}

/**
 * The wire form of a staged row ({@link BatchRowResult}): for an accepted row the invoice it
 * becomes, read from the staged invoice (each concept's amount in cents as `computeInvoiceTotals`
 * gives it), and its invoice id once the batch `isConfirmed`.
 */
function rowResultOf(row: StagedRow, isConfirmed: boolean): BatchRowResult {
  const invoice = row.invoice;
  if (row.outcome !== 'accepted' || !invoice) {
    return {
      fila: row.fila,
      outcome: 'refused',
      mensajes: [...row.mensajes],
      factura: null,
      invoice_id: null,
    };
  }
  const items = invoice.items as InvoiceItem[];
  const { subtotalsCents } = computeInvoiceTotals(items);
  return {
    fila: row.fila,
    outcome: 'accepted',
    mensajes: [],
    factura: {
      cuitEmisor: invoice.userCuit,
      nombreEmisor: row.issuerName ?? '',
      tipoDeComprobante: invoice.tipoDeComprobante as Invoice['tipoDeComprobante'],
      puntoVenta: invoice.puntoVenta,
      nroDocumento: invoice.nroDocumento,
      razonSocialCliente: invoice.razonSocialCliente ?? '',
      fecha: invoice.fecha,
      vencimientoPago: invoice.vencimientoPago,
      conceptos: items.map((item, index) => ({
        concepto: item.concepto,
        importeCents: subtotalsCents[index] ?? 0,
      })),
      importeTotalCents: invoice.importeTotalCents,
      observacion: invoice.observacion,
    },
    invoice_id: isConfirmed ? (row.invoiceId ?? null) : null,
  };
}

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
    estado: row.estado,
    facturasConfirmadas: row.facturasConfirmadas,
    importeConfirmadoCents: row.importeConfirmadoCents,
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
          estado: initialBatchStatus,
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
    executor: Db,
    companyCuit: string,
    cuits: readonly string[],
  ): Promise<Map<string, IssuerRow>> {
    const found = new Map<string, IssuerRow>();
    if (cuits.length === 0) return found;
    const rows = await executor
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
   * Refuses `event` on a batch in `estado` as the batch status machine says (`nextBatchStatus`
   * of `@liqui/domain`, over its `batchStatusMachine`).
   *
   * @throws ServiceError `conflict` with the machine's refusal ('El lote ya fue confirmado: no
   *   admite más filas').
   */
  function assertTransition(estado: BatchStatus, event: BatchEvent): BatchStatus {
    const next = nextBatchStatus(estado, event);
    if (!next.ok) throw conflict(next.errors[0]?.message ?? formatMessage('batch.confirmed'));
    return next.value;
  }

  /**
   * The latest invoice date of each voucher series among `cuits` whose vouchers have or will get
   * a number (issue 24 item 7): per (issuer CUIT, point of sale, voucher type), the greatest
   * `fecha` of its invoices that hold a number (EMITTED, CANCELED after emission, a reservation
   * being asked) or are queued for one (PENDING_AFIP, QUEUED). ARCA refuses a voucher dated before
   * its series' last one (10016, web-services.md §3.6), so a row dated earlier would be rejected.
   *
   * @returns `cuit|puntoVenta|tipo` → `YYYY-MM-DD`; series without such invoices are absent.
   */
  async function seriesFloors(
    executor: Db,
    cuits: readonly string[],
  ): Promise<Map<string, string>> {
    const floors = new Map<string, string>();
    if (cuits.length === 0) return floors;
    const rows = await executor
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

  /**
   * The message refusing a row dated `fecha` in a series whose latest voucher is of `floor`
   * ('Fila N: la fecha 18/11/2026 es anterior a la del último comprobante del emisor
   * (20/11/2026)'), or `null` when `fecha` is not before it (the same day is fine).
   */
  function seriesRefusal(fila: number, fecha: string, floor: string | undefined): string | null {
    if (floor === undefined || fecha >= floor) return null;
    return formatMessage('invoiceBatchRow.beforeSeries', {
      row: fila,
      fecha: formatDate(fecha),
      ultima: formatDate(floor),
    });
  }

  /** The batch-level data every row is checked with (`validateBatchInvoiceRow`). */
  async function rowContextOf(batch: BatchRow, today: string): Promise<BatchRowContext> {
    return {
      today,
      maximoConsFinal: await maximoConsFinal(),
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
  }

  /** The batch's staged figures: accepted rows, their total in cents, refused rows. */
  async function stagingSummary(executor: Db, batchId: string): Promise<BatchStagingSummary> {
    const [row] = await executor
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
   * `POST /root/batch/{batchId}/rows`: one part (≤ 500 rows) of a batch's CSV, STAGED (issue 24
   * item 2): nothing is invoiced or queued here (see {@link processBatch}). Only while the batch
   * is `CARGANDO` (`nextBatchStatus(…, 'uploadRows')`). The rows are kept in the file store
   * (`invoicesBatch/{batch_id}.csv`, formula cells neutralised; started again by a first part),
   * then each row, in the order sent:
   *
   * - its `fila` is staged already (an earlier part, or earlier in this one): answered as it was
   *   staged, nothing changes (decision: the first reading of a `fila` stands; a user who fixed
   *   the file sends it again with `isFirstPart`);
   * - else `validateBatchInvoiceRow` with the batch's receiver and period, today in Argentina and
   *   the final-consumer limit of the tax tables: es-AR amounts (`15.000` is ARS 15,000),
   *   `dd/mm/aaaa` dates; its messages refuse it;
   * - else the issuer (`cuit_emisor`) must be a user with an open relationship with the batch's
   *   company (`invoiceBatchRow.notCollaborator`) and able to invoice as a single invoice requires
   *   (`invoiceBatchRow.issuerNotReady`: CUIT, point of sale, not gated);
   * - else its voucher series (issuer CUIT, point of sale: the row's or else the issuer's, voucher
   *   type) must have no voucher dated after it ({@link seriesFloors}; issue 24 item 7:
   *   `invoiceBatchRow.beforeSeries`, 'Fila N: la fecha 18/11/2026 es anterior a la del último
   *   comprobante del emisor (20/11/2026)');
   * - else `accepted`: the invoice it will become (in the issuer's name, to the company) is staged
   *   with a new invoice id.
   *
   * Decision (rows of one series within a batch, item 7): they are accepted whatever their dates'
   * order. The emission worker emits a series' pending invoices by date (`fecha`, then creation,
   * then id: `emission.ts` step 4), and a batch's invoices are all queued in the one transaction
   * of its confirmation, so their dates never go backwards as their numbers go up.
   * Decision (ARCA's own last voucher): a voucher issued outside Liqui after the latest one Liqui
   * knows is not seen here (no ARCA call at staging); the emission recovers such a 10016 (step 5).
   *
   * A first part (`isFirstPart`) replaces every row staged so far, in the same transaction that
   * stages the part; the transaction locks the batch row, so a confirmation running at once
   * either comes first (this part answers 409) or after. A concurrent upload of the same rows
   * loses the (batch_id, fila) race quietly and answers the winner's staging.
   *
   * @returns one {@link BatchRowResult} per row sent, in the order sent, and the batch's
   *   {@link BatchStagingSummary} after the part.
   * @throws ServiceError `not_found` 'No se pudo leer el Lote' (unknown or another company's);
   *   `conflict` 'El lote ya fue confirmado: no admite más filas'.
   */
  async function uploadRows(
    principal: Principal,
    batchId: string,
    body: BatchRowsUpload,
  ): Promise<BatchRowsResult> {
    const batch = await visibleBatch(principal, batchId);
    assertTransition(batch.estado, 'uploadRows');
    await keepFile(batch.batchId, body);
    const context = await rowContextOf(batch, argentineDateOf(now()));
    const filas = [...new Set(body.rows.map((row) => row.fila))];
    const stored = body.isFirstPart
      ? new Map<number, StagedRow>()
      : await stagedRowsByFila(db, batch.batchId, filas);
    const checked = body.rows.map((row: BatchRowUpload) => ({
      row,
      result: stored.has(row.fila) ? null : validateBatchInvoiceRow(row, row.fila, context),
    }));
    const issuers = await collaboratorsByCuit(
      db,
      batch.companyCuit,
      checked.flatMap(({ result }) => (result?.ok ? [result.value.cuitEmisor] : [])),
    );
    const floors = await seriesFloors(
      db,
      [...issuers.values()].flatMap((issuer) => (issuer.cuit ? [issuer.cuit] : [])),
    );

    const at = now();
    const staged = new Map<number, StagedRow>(stored);
    const newRows: StagedRow[] = [];
    for (const { row, result } of checked) {
      if (staged.has(row.fila) || !result) continue;
      const stage = stageRow({ batch, row, result, issuers, floors, at });
      staged.set(row.fila, stage);
      newRows.push(stage);
    }

    const summary = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ estado: invoiceBatches.estado })
        .from(invoiceBatches)
        .where(eq(invoiceBatches.batchId, batch.batchId))
        .for('update');
      assertTransition(locked?.estado ?? batch.estado, 'uploadRows');
      if (body.isFirstPart) {
        await tx.delete(invoiceBatchRows).where(eq(invoiceBatchRows.batchId, batch.batchId));
      }
      for (let start = 0; start < newRows.length; start += insertChunk) {
        const inserted = await tx
          .insert(invoiceBatchRows)
          .values(newRows.slice(start, start + insertChunk))
          .onConflictDoNothing({ target: [invoiceBatchRows.batchId, invoiceBatchRows.fila] })
          .returning({ fila: invoiceBatchRows.fila });
        const won = new Set(inserted.map(({ fila }) => fila));
        const lost = newRows
          .slice(start, start + insertChunk)
          .filter((row) => !won.has(row.fila))
          .map((row) => row.fila);
        // Another upload of the same rows staged them first: answer its staging.
        if (lost.length > 0) {
          for (const [fila, row] of await stagedRowsByFila(tx, batch.batchId, lost)) {
            staged.set(fila, row);
          }
        }
      }
      return stagingSummary(tx, batch.batchId);
    });
    const results = body.rows.map((row) => {
      const stage = staged.get(row.fila);
      if (!stage) throw new Error(`Row ${row.fila} of batch ${batch.batchId} was not staged`);
      return rowResultOf(stage, false);
    });
    return { results, summary };
  }

  /**
   * The staged row a checked upload row becomes (see {@link uploadRows} for the rules, in order).
   */
  function stageRow(input: {
    batch: BatchRow;
    row: BatchRowUpload;
    result: Result<ValidBatchInvoice>;
    issuers: ReadonlyMap<string, IssuerRow>;
    floors: ReadonlyMap<string, string>;
    at: Date;
  }): StagedRow {
    const { batch, row, result, at } = input;
    const fila = row.fila;
    const cells: Record<string, string> = {};
    for (const name of batchInvoiceCells) {
      const value = row[name];
      if (value !== undefined) cells[name] = value;
    }
    const refused = (mensajes: string[]): StagedRow => ({
      ...emptyStage,
      batchId: batch.batchId,
      fila,
      cells,
      outcome: 'refused',
      mensajes,
      createdAt: at,
    });
    if (!result.ok) return refused(result.errors.map(({ message }) => message));
    const issuer = input.issuers.get(result.value.cuitEmisor);
    if (!issuer) return refused([formatMessage('invoiceBatchRow.notCollaborator', { row: fila })]);
    const valid = result.value.draft;
    if (!isReadyToInvoice(issuer, valid.puntoVenta ?? null)) {
      return refused([formatMessage('invoiceBatchRow.issuerNotReady', { row: fila })]);
    }
    const puntoVenta =
      valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : (issuer.puntoVenta ?? 1);
    const userCuit = issuer.cuit ?? result.value.cuitEmisor;
    const beforeSeries = seriesRefusal(
      fila,
      valid.fecha,
      input.floors.get(seriesKey(userCuit, puntoVenta, valid.tipoDeComprobante)),
    );
    if (beforeSeries) return refused([beforeSeries]);
    const invoice: StagedInvoice = {
      userId: issuer.userId,
      userCuit,
      puntoVenta,
      ...columnsOf(valid),
    };
    return {
      batchId: batch.batchId,
      fila,
      cells,
      outcome: 'accepted',
      mensajes: [],
      issuerUserId: issuer.userId,
      issuerCuit: userCuit,
      issuerName: issuerNameOf(issuer),
      puntoVenta,
      tipoDeComprobante: valid.tipoDeComprobante,
      fecha: valid.fecha,
      importeTotalCents: invoice.importeTotalCents,
      invoice,
      invoiceId: randomUUID(),
      createdAt: at,
    };
  }

  /**
   * The staged rows of `batchId` among `filas`, by `fila`.
   */
  async function stagedRowsByFila(
    executor: Db,
    batchId: string,
    filas: readonly number[],
  ): Promise<Map<number, StagedRow>> {
    if (filas.length === 0) return new Map();
    const rows = await executor
      .select()
      .from(invoiceBatchRows)
      .where(
        and(eq(invoiceBatchRows.batchId, batchId), inArray(invoiceBatchRows.fila, [...filas])),
      );
    return new Map(rows.map((row) => [row.fila, row]));
  }

  /**
   * `GET /root/batch/{batchId}/rows?limit=&after=&outcome=`: a page of the batch's staged rows in
   * `fila` order (keyset on the primary key (batch_id, fila): rows after `after`), `limit` 1–500
   * (default 100), only `outcome` when given; each row as {@link rowResultOf} (the invoice id
   * once the batch is `CONFIRMADO`). `nextAfter` is the page's last `fila` when more may follow,
   * `null` on the last page. The summary counts every staged row, whatever the filter.
   *
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'.
   */
  async function listRows(
    principal: Principal,
    batchId: string,
    query: BatchRowsQuery = {},
  ): Promise<BatchRowsPage> {
    const batch = await visibleBatch(principal, batchId);
    const limit = query.limit ?? BATCH_ROWS_PAGE_DEFAULT_LIMIT;
    const rows = await db
      .select()
      .from(invoiceBatchRows)
      .where(
        and(
          eq(invoiceBatchRows.batchId, batch.batchId),
          query.after === undefined ? undefined : gt(invoiceBatchRows.fila, query.after),
          query.outcome === undefined ? undefined : eq(invoiceBatchRows.outcome, query.outcome),
        ),
      )
      .orderBy(asc(invoiceBatchRows.fila))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const isConfirmed = batch.estado === 'CONFIRMADO';
    return {
      rows: page.map((row) => rowResultOf(row, isConfirmed)),
      nextAfter: rows.length > limit ? (page.at(-1)?.fila ?? null) : null,
      summary: await stagingSummary(db, batch.batchId),
    };
  }

  /**
   * Checks the staged accepted `rows` again at the confirmation (issue 24 item 7: what can have
   * changed since the preview): the issuer still a collaborator of the company able to invoice,
   * the invoice date still within ARCA's services window (today − 10 days, `dateExpired`), and
   * not before the latest voucher of its series (an invoice emitted or queued meanwhile).
   *
   * @returns the refusal messages by `fila` of the rows that fail now.
   */
  async function recheckAccepted(
    executor: Db,
    batch: BatchRow,
    rows: readonly StagedRow[],
    today: string,
  ): Promise<Map<number, string>> {
    const issuers = await collaboratorsByCuit(
      executor,
      batch.companyCuit,
      rows.flatMap((row) => (row.issuerCuit ? [row.issuerCuit] : [])),
    );
    const floors = await seriesFloors(
      executor,
      rows.flatMap((row) => (row.issuerCuit ? [row.issuerCuit] : [])),
    );
    const earliest = addDays(today, -ARCA_SERVICES_DATE_WINDOW_DAYS);
    const refusals = new Map<number, string>();
    for (const row of rows) {
      const { fila } = row;
      const fecha = row.fecha ?? '';
      const issuer = row.issuerCuit ? issuers.get(row.issuerCuit) : undefined;
      if (!issuer || issuer.userId !== row.issuerUserId) {
        refusals.set(fila, formatMessage('invoiceBatchRow.notCollaborator', { row: fila }));
      } else if (!isReadyToInvoice(issuer, row.puntoVenta)) {
        refusals.set(fila, formatMessage('invoiceBatchRow.issuerNotReady', { row: fila }));
      } else if (fecha < earliest) {
        refusals.set(
          fila,
          formatMessage('invoiceBatchRow.dateExpired', { row: fila, fecha: formatDate(fecha) }),
        );
      } else {
        const key = seriesKey(
          row.issuerCuit ?? '',
          row.puntoVenta ?? 0,
          row.tipoDeComprobante ?? 0,
        );
        const refusal = seriesRefusal(fila, fecha, floors.get(key));
        if (refusal) refusals.set(fila, refusal);
      }
    }
    return refusals;
  }

  /**
   * `POST /root/batch/{batchId}/process`: the confirmation of the preview (issue 24 item 2), with
   * the figures the user saw (`facturas`, `importeTotalCents`). In ONE transaction that locks the
   * batch row (so two confirmations, or a confirmation and an upload, run one after the other):
   *
   * 1. a batch already `CONFIRMADO` answers as it is when the figures are its confirmed ones
   *    (nothing created twice), else 409 `batch.confirmedOtherFigures`;
   * 2. the staged accepted rows are checked again ({@link recheckAccepted}); a row that fails
   *    now is refused in the staging with its message (kept even when the answer is 409, so the
   *    preview read again shows it);
   * 3. the server's own figures are the count and the sum of the accepted rows' totals; none →
   *    409 `batch.nothingToConfirm`; different from the body → 409 `batch.figuresMismatch`
   *    naming both ('Confirmaste 3 facturas por $ 45.000,00, pero el lote tiene 2 por
   *    $ 30.000,00…'), nothing created;
   * 4. otherwise one invoice per accepted row, with the id chosen at staging (PENDING_AFIP, action
   *    PROCESS, `batch_id`, `batch_fila`), inserted 500 at a time, their emission jobs queued in
   *    the same transaction (so an invoice is PENDING_AFIP if and only if its job exists), and the
   *    batch `CONFIRMADO` with `facturas_confirmadas`, `importe_confirmado_cents` and
   *    `confirmado_at`. The job queue is started before the transaction (on PGlite a start inside
   *    it would wait for it forever); the emission workers are woken after it commits.
   *
   * @returns the batch ({@link getBatch}).
   * @throws ServiceError `not_found` 'No se pudo leer el Lote'; `conflict` as above.
   */
  async function processBatch(
    principal: Principal,
    batchId: string,
    body: BatchProcess,
  ): Promise<Batch> {
    const batch = await visibleBatch(principal, batchId);
    await deps.jobs.start();
    const today = argentineDateOf(now());
    const decision = await db.transaction(async (tx): Promise<ProcessDecision> => {
      const [locked] = await tx
        .select()
        .from(invoiceBatches)
        .where(eq(invoiceBatches.batchId, batch.batchId))
        .for('update');
      const current = locked ?? batch;
      const next = assertTransition(current.estado, 'confirm');
      // The table's repeat (`confirm` in CONFIRMADO stays): the same answer, nothing created twice.
      if (next === current.estado) return { kind: 'confirmed', batch: current };
      const accepted = await tx
        .select()
        .from(invoiceBatchRows)
        .where(
          and(
            eq(invoiceBatchRows.batchId, current.batchId),
            eq(invoiceBatchRows.outcome, 'accepted'),
          ),
        )
        .orderBy(asc(invoiceBatchRows.fila));
      const refusals = await recheckAccepted(tx, current, accepted, today);
      for (const [fila, message] of refusals) {
        await tx
          .update(invoiceBatchRows)
          .set({ ...emptyStage, outcome: 'refused', mensajes: [message] })
          .where(
            and(eq(invoiceBatchRows.batchId, current.batchId), eq(invoiceBatchRows.fila, fila)),
          );
      }
      const rows = accepted.filter((row) => !refusals.has(row.fila));
      const facturas = rows.length;
      const importeTotalCents = rows.reduce((sum, row) => sum + (row.importeTotalCents ?? 0), 0);
      if (facturas === 0) return { kind: 'empty' };
      if (facturas !== body.facturas || importeTotalCents !== body.importeTotalCents) {
        return { kind: 'mismatch', facturas, importeTotalCents };
      }
      const at = now();
      for (let start = 0; start < rows.length; start += insertChunk) {
        const chunk = rows.slice(start, start + insertChunk);
        await tx.insert(invoices).values(
          chunk.map((row) => ({
            ...(row.invoice as StagedInvoice),
            invoiceId: row.invoiceId as string,
            batchId: current.batchId,
            batchFila: row.fila,
            estado: confirmedInvoiceStatus,
            action: 'PROCESS',
            createdAt: at,
            updatedAt: at,
          })),
        );
        await deps.jobs.enqueueEmissions(
          chunk.map((row) => row.invoiceId as string),
          { tx },
        );
      }
      await tx
        .update(invoiceBatches)
        .set({
          estado: next,
          facturasConfirmadas: facturas,
          importeConfirmadoCents: importeTotalCents,
          confirmadoAt: at,
        })
        .where(eq(invoiceBatches.batchId, current.batchId));
      return { kind: 'created' };
    });
    switch (decision.kind) {
      case 'created':
        deps.jobs.notifyEmissionWorkers();
        break;
      case 'confirmed':
        if (
          decision.batch.facturasConfirmadas !== body.facturas ||
          decision.batch.importeConfirmadoCents !== body.importeTotalCents
        ) {
          throw conflict(
            formatMessage('batch.confirmedOtherFigures', {
              facturas: decision.batch.facturasConfirmadas ?? 0,
              importe: formatArs(decision.batch.importeConfirmadoCents ?? 0),
            }),
          );
        }
        break;
      case 'empty':
        throw conflict(formatMessage('batch.nothingToConfirm'));
      case 'mismatch':
        throw conflict(
          formatMessage('batch.figuresMismatch', {
            confirmadas: body.facturas,
            importeConfirmado: formatArs(body.importeTotalCents),
            facturas: decision.facturas,
            importe: formatArs(decision.importeTotalCents),
          }),
        );
      default: {
        const unknown: never = decision;
        throw new Error(`Unknown decision ${JSON.stringify(unknown)}`);
      }
    }
    return getBatch(principal, batch.batchId);
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
    listRows,
    processBatch,
    listBatchInvoices,
    listInvoicesByCuit,
    requestZip,
    getZipStatus,
    openZip,
  };
}
