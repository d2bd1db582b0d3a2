import { randomUUID } from 'node:crypto';
import type {
  Invoice,
  InvoiceCreated,
  InvoiceDraft,
  InvoiceList,
  InvoiceListQuery,
  InvoiceProcessRequest,
  InvoiceUpdate,
  InvoiceUpdated,
  ValidInvoiceDraft,
} from '@liqui/domain';
import {
  argentineDateOf,
  canProcessInvoice,
  checkReadOnlyFields,
  decideTaxpayerGating,
  deletableInvoiceStatus,
  formatMessage,
  InvoiceDraft as InvoiceDraftStruct,
  invoicePageLimits,
  invoiceReadOnlyFields,
  invoiceStatusMachine,
  maximoConsFinalOf,
  nextStatus,
  validateInvoiceDraft,
} from '@liqui/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { companies, invoices, otherTaxes, users } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/queue.js';
import { hasAnyGroup, type Principal } from '../../principal.js';
import { conflict, forbidden, invalid, notFound } from '../../service-error.js';
import { decodeInvoiceCursor, encodeInvoiceCursor } from './invoice-cursor.js';
import { type InvoiceRow, type StoredAfipResult, toInvoice } from './invoice-row.js';

/**
 * The taxpayer's invoices (Spec 02 §3, §4, §5, §7; issue 5): drafts, the wizard's update, "Procesar
 * Factura" (queues the emission job), the list, one invoice, the delete, and the data of the PDF.
 *
 * Rules the server owns:
 * - Ownership: a taxpayer reaches only its own invoices; another user's id answers 404 like a
 *   missing one ('No se pudo leer la factura del usuario').
 * - The issuer is the caller's user record: without a CUIT or a point of sale (`punto_venta` ≥ 1)
 *   nothing can be invoiced → 409 `invoice.issuerIncomplete` (the catalogue's text).
 * - Every save validates the whole draft with `validateInvoiceDraft` of `@liqui/domain` (today =
 *   the Argentine date of the service clock; the final-consumer limit = `maximo_cons_final` of
 *   the other taxes through `maximoConsFinalOf`, its default when missing, Spec 02 §9) → 400
 *   `validation` with
 *   `errors: [{ path, message }]`, nothing written.
 * - Money: the total is computed by the server (`importe_total_cents`, integer cents); the
 *   client's `importeTotal` is ignored.
 * - Status: the server owns it. Decision (the spec's client sends `estado: 'PENDING_AFIP'` with
 *   the wizard's update, Spec 02 §4): an update keeps the invoice in its status (DRAFT or
 *   PRESENTED) so the wizard's 'Generar Comprobante' still works; only PROCESS sends it
 *   (PENDING_AFIP, event `sent` of the domain's `invoiceStatusMachine`, asked of the locked row;
 *   a new draft is the table's initial DRAFT; issue 25 item 3); once sent it can no longer be
 *   edited, processed again or deleted.
 * - Gating (Spec 02 §2 "User shell menu", issue 12 item 4): the writes (create, update, process,
 *   delete) refuse a caller whose own user record is gated by `decideTaxpayerGating` of
 *   `@liqui/domain` (estado_pago PAGO_EN_PROCESO, VENCIDO or INACTIVO; estado_usuario BAJA,
 *   BAJA_PROGRAMADA, BLOQUEADO, INCOMPLETO, PENDIENTE_REVISION or INACTIVO) with 403 `forbidden`
 *   and `invoice.gated`, before anything is read or written; the invoice's owner is always the
 *   caller, so an admin invoicing for itself is judged by its own record. Reads (list, one
 *   invoice, PDF) stay open. A caller without a record is not gated here (the issuer check
 *   answers it).
 */

/**
 * Staff groups that read any user's invoices and their PDFs (Spec 03 §2, §7): the admin and the
 * read-only operador (issue 14: it sees everything an admin sees).
 */
export const invoiceStaffGroups = ['admin', 'operador'] as const;

/** Staff groups that read any user's invoice PDF (Spec 03 §7): {@link invoiceStaffGroups}. */
export const pdfReaderGroups = invoiceStaffGroups;

/** The invoice's issuer as the PDF prints it (the caller's user record; Spec 02 §3 "User"). */
export type InvoiceIssuer = {
  userId: string;
  /** 11 digits. */
  cuit: string;
  razonSocial: string | null;
  nombre: string | null;
  apellido: string | null;
  /** Street address, city and province as the user record has them. */
  direccion: string | null;
  ciudad: string | null;
  provincia: string | null;
  cp: string | null;
  /** Whether the taxpayer is registered for IIBB, and its number. */
  iibb: boolean | null;
  iibbNumero: string | null;
  /** `YYYY-MM-DD`. */
  inicioActividad: string | null;
  /** `Responsable Monotributo` or `Monotributista Social` (null: not set). */
  tipoResponsable: string | null;
  puntoVenta: number | null;
};

/** The invoices service (see {@link createInvoicesService}). */
export type InvoicesService = ReturnType<typeof createInvoicesService>;

type IssuerRow = typeof users.$inferSelect;

function invoiceNotFound() {
  return notFound(formatMessage('load.invoice'));
}

/** The draft fields of a stored invoice (the `InvoiceDraft` wire fields). */
function draftOf(row: InvoiceRow): InvoiceDraft {
  const invoice = toInvoice(row);
  return {
    tipoDeComprobante: invoice.tipoDeComprobante,
    tipoResponsable: invoice.tipoResponsable,
    fecha: invoice.fecha,
    tipoDocumento: invoice.tipoDocumento,
    nroDocumento: invoice.nroDocumento,
    razonSocialCliente: invoice.razonSocialCliente,
    domicilioComercialCliente: invoice.domicilioComercialCliente,
    localidadCliente: invoice.localidadCliente,
    provinciaCliente: invoice.provinciaCliente,
    emailCliente: invoice.emailCliente,
    formaDePago: invoice.formaDePago,
    moneda: invoice.moneda,
    concepto: invoice.concepto,
    desde: invoice.desde,
    hasta: invoice.hasta,
    vencimientoPago: invoice.vencimientoPago,
    items: invoice.items,
    observacion: invoice.observacion,
    tipoDeComprobanteAsoc: invoice.tipoDeComprobanteAsoc,
    puntoVentaAsoc: invoice.puntoVentaAsoc,
    cbteNroAsoc: invoice.cbteNroAsoc,
    importeTotal: invoice.importeTotal,
    puntoVenta: invoice.puntoVenta,
  };
}

/** `draft` with the keys of `changes` that are present (a `null` clears, a missing key keeps). */
function mergeDraft(draft: InvoiceDraft, changes: Partial<InvoiceDraft>): InvoiceDraft {
  const merged: Record<string, unknown> = { ...draft };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged as InvoiceDraft;
}

/**
 * The column values of a validated draft (everything the client may write); also the batch rows'
 * invoices (`modules/batches/`).
 */
export function columnsOf(valid: ValidInvoiceDraft) {
  return {
    fecha: valid.fecha,
    tipoDeComprobante: valid.tipoDeComprobante,
    tipoResponsable: valid.tipoResponsable,
    tipoDocumento: valid.tipoDocumento,
    nroDocumento: valid.nroDocumento,
    razonSocialCliente: valid.razonSocialCliente ?? null,
    domicilioComercialCliente: valid.domicilioComercialCliente ?? null,
    localidadCliente: valid.localidadCliente ?? null,
    provinciaCliente: valid.provinciaCliente ?? null,
    emailCliente: valid.emailCliente ?? null,
    formaDePago: valid.formaDePago,
    moneda: valid.moneda,
    concepto: valid.concepto,
    desde: valid.desde ?? null,
    hasta: valid.hasta ?? null,
    vencimientoPago: valid.vencimientoPago ?? null,
    items: valid.items,
    observacion: valid.observacion ?? null,
    tipoDeComprobanteAsoc: valid.tipoDeComprobanteAsoc ?? null,
    puntoVentaAsoc: valid.puntoVentaAsoc ?? null,
    cbteNroAsoc: valid.cbteNroAsoc ?? null,
    importeTotalCents: valid.totals.totalCents,
  };
}

/**
 * The wire names of the draft fields a client may change: every {@link InvoiceDraft} field but
 * `importeTotal`, which the server computes from the items (the client's figure is ignored).
 */
const draftFieldNames = (Object.keys(InvoiceDraftStruct.schema) as (keyof InvoiceDraft)[]).filter(
  (name) => name !== 'importeTotal',
);

/**
 * The draft fields of an update or process body: the server-owned ones (status, number, action,
 * ids, CAE…) are dropped, after {@link checkEchoedFields} made sure they were sent unchanged.
 */
function draftChangesOf(body: InvoiceUpdate | InvoiceProcessRequest): Partial<InvoiceDraft> {
  const changes: Partial<Record<keyof InvoiceDraft, unknown>> = {};
  for (const name of draftFieldNames) {
    if (body[name] !== undefined) changes[name] = body[name];
  }
  return changes as Partial<InvoiceDraft>;
}

/**
 * Refuses a body that sends back a read-only field of the invoice with another value than the
 * stored one (`checkReadOnlyFields` of @liqui/domain; issue 10 item 9): the client may send the
 * `GET` answer back with its changes. `nroDeComprobante` and `action` are left out for PROCESS,
 * whose body carries the request's verb (`action: 'PROCESS'`) and the client's guess of the
 * number per the spec (ignored: the number is ARCA's).
 *
 * @throws ServiceError `validation` with 'Este dato no se puede modificar' at each such field.
 */
function checkEchoedFields(
  body: InvoiceUpdate | InvoiceProcessRequest,
  row: InvoiceRow,
  ignored: readonly string[] = [],
): void {
  const fields = invoiceReadOnlyFields.filter((field) => !ignored.includes(field));
  const result = checkReadOnlyFields({ sent: body, stored: toInvoice(row), fields });
  if (!result.ok) throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
}

/** The PDF's issuer of a user record (also the batch ZIP's, `jobs/batch-zip-worker.ts`). */
export function toIssuer(row: IssuerRow): InvoiceIssuer {
  return {
    userId: row.userId,
    cuit: row.cuit ?? '',
    razonSocial: row.razonSocial,
    nombre: row.nombre,
    apellido: row.apellido,
    direccion: row.direccion,
    ciudad: row.ciudad,
    provincia: row.provincia,
    cp: row.cp,
    iibb: row.iibb,
    iibbNumero: row.iibbNumero,
    inicioActividad: row.inicioActividad,
    tipoResponsable: row.tipoResponsable,
    puntoVenta: row.puntoVenta,
  };
}

/** The PDF's issuer of an invoice whose user record is gone: its id only. */
export function emptyIssuer(userId: string): InvoiceIssuer {
  return {
    userId,
    cuit: '',
    razonSocial: null,
    nombre: null,
    apellido: null,
    direccion: null,
    ciudad: null,
    provincia: null,
    cp: null,
    iibb: null,
    iibbNumero: null,
    inicioActividad: null,
    tipoResponsable: null,
    puntoVenta: null,
  };
}

/**
 * The invoices service over `database`.
 *
 * @param deps.database - the open, migrated database.
 * @param deps.jobs - the job queue; PROCESS queues the emission there (`jobs/queue.ts`).
 * @param deps.now - the clock ("today" in Argentina, the rows' timestamps). @default () => new Date()
 */
export function createInvoicesService(deps: {
  database: Database;
  jobs: JobQueue;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  /**
   * The caller's user record as the issuer.
   *
   * @throws ServiceError `conflict` without a record, a CUIT or a point of sale.
   */
  async function issuerOf(
    userId: string,
  ): Promise<IssuerRow & { cuit: string; puntoVenta: number }> {
    const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
    if (!row?.cuit || !row.puntoVenta || row.puntoVenta < 1) {
      throw conflict(formatMessage('invoice.issuerIncomplete'));
    }
    return row as IssuerRow & { cuit: string; puntoVenta: number };
  }

  /**
   * Refuses an invoice write for a caller whose statuses disable Facturar (see the module's
   * TSDoc, "Gating").
   *
   * @throws ServiceError `forbidden` with `invoice.gated`.
   */
  async function assertMayInvoice(userId: string): Promise<void> {
    const [row] = await db
      .select({ estado_pago: users.estadoPago, estado_usuario: users.estadoUsuario })
      .from(users)
      .where(eq(users.userId, userId))
      .limit(1);
    if (row && decideTaxpayerGating(row).isGated) {
      throw forbidden(formatMessage('invoice.gated'));
    }
  }

  /** `maximo_cons_final` of the other taxes (ARS), `@liqui/domain`'s default when missing. */
  async function maximoConsFinal(): Promise<number> {
    const rows = await db
      .select({ nombre: otherTaxes.nombre, valor: otherTaxes.valor })
      .from(otherTaxes);
    return maximoConsFinalOf(rows.map((row) => ({ nombre: row.nombre, valor: Number(row.valor) })));
  }

  /**
   * Runs the domain's draft rules.
   *
   * @throws ServiceError `validation` with one `{ path, message }` per broken rule.
   */
  async function validateDraft(draft: InvoiceDraft): Promise<ValidInvoiceDraft> {
    return validateOrThrow(draft, await maximoConsFinal());
  }

  /** The caller's invoice `invoiceId` locked for update inside `tx`, or 404. */
  async function lockOwn(tx: Db, userId: string, invoiceId: string): Promise<InvoiceRow> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.userId, userId)))
      .limit(1)
      .for('update');
    if (!row) throw invoiceNotFound();
    return row;
  }

  /**
   * Whether the draft fields of `row` may still change: DRAFT or PRESENTED (`canProcessInvoice`,
   * the statuses `sent` of `invoiceStatusMachine` leaves; a domain test keeps the two equal).
   */
  function isEditable(row: InvoiceRow): boolean {
    return canProcessInvoice(row.estado);
  }

  /**
   * `POST /root/invoices`: saves a new DRAFT for the caller. `puntoVenta` is the draft's when it
   * is 1 or more, else the user's point of sale. Source: Spec 02 §4, §7.
   *
   * @returns `{ invoiceId }` (a new UUID).
   * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `conflict`; 400
   *   `validation`.
   */
  async function create(principal: Principal, draft: InvoiceDraft): Promise<InvoiceCreated> {
    await assertMayInvoice(principal.userId);
    const issuer = await issuerOf(principal.userId);
    const valid = await validateDraft(draft);
    const invoiceId = randomUUID();
    const at = now();
    await db.insert(invoices).values({
      invoiceId,
      userId: principal.userId,
      batchId: null,
      estado: invoiceStatusMachine.initial,
      puntoVenta: valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : issuer.puntoVenta,
      userCuit: issuer.cuit,
      ...columnsOf(valid),
      createdAt: at,
      updatedAt: at,
    });
    return { invoiceId };
  }

  /**
   * `PUT /root/invoices`: merges the body's draft fields into the caller's DRAFT or PRESENTED
   * invoice `invoice_id`, validates the result and saves it; the status does not change (the
   * body's `estado` and `importeTotal` are ignored, see the module's TSDoc). Source: Spec 02 §4, §7.
   *
   * @returns `{ invoice_id }`.
   * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found` (not the
   *   caller's, or missing); `conflict` 'Error de
   *   actualización de factura' when it was already sent; 400 `validation`.
   */
  async function update(principal: Principal, body: InvoiceUpdate): Promise<InvoiceUpdated> {
    await assertMayInvoice(principal.userId);
    const invoiceId = body.invoice_id;
    const changes = draftChangesOf(body);
    const limit = await maximoConsFinal();
    await db.transaction(async (tx) => {
      const row = await lockOwn(tx, principal.userId, invoiceId);
      if (!isEditable(row)) {
        throw conflict(formatMessage('invoice.updateError'));
      }
      checkEchoedFields(body, row);
      const valid = validateOrThrow(mergeDraft(draftOf(row), changes), limit);
      await tx
        .update(invoices)
        .set({ ...columnsOf(valid), ...puntoVentaOf(valid, row), updatedAt: now() })
        .where(eq(invoices.invoiceId, invoiceId));
    });
    return { invoice_id: invoiceId };
  }

  /** {@link validateDraft} with the final-consumer limit already read (ARS). */
  function validateOrThrow(draft: InvoiceDraft, limit: number): ValidInvoiceDraft {
    const result = validateInvoiceDraft(draft, {
      today: argentineDateOf(now()),
      maximoConsFinal: limit,
    });
    if (result.ok) return result.value;
    throw invalid(result.errors.map(({ path, message }) => ({ path, message })));
  }

  function puntoVentaOf(valid: ValidInvoiceDraft, row: InvoiceRow): { puntoVenta: number } {
    return {
      puntoVenta: valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : row.puntoVenta,
    };
  }

  /**
   * `PUT /root/invoices/{invoiceId}` with `action: 'PROCESS'` ("Procesar Factura" / "Generar
   * Comprobante"): merges and validates the body's draft fields like {@link update}, then sets
   * estado PENDING_AFIP and action PROCESS, clears any previous ARCA answer, and queues the
   * emission job (singletonKey = invoiceId) in the SAME transaction: the invoice is PENDING_AFIP
   * if and only if its job exists. The body's `nroDeComprobante` and `estado` are ignored (the
   * number is ARCA's). Source: Spec 02 §4, §7.
   *
   * @returns the invoice with its new status (the client then polls `GET /root/invoices/{id}`).
   * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found`; `conflict`
   *   'Hubo un error enviando la factura'
   *   unless DRAFT or PRESENTED; 400 `validation`.
   */
  async function process(
    principal: Principal,
    invoiceId: string,
    body: InvoiceProcessRequest,
  ): Promise<Invoice> {
    await assertMayInvoice(principal.userId);
    const changes = draftChangesOf(body);
    const limit = await maximoConsFinal();
    // Before the transaction: on PGlite a queue start inside it would wait for it forever.
    await deps.jobs.start();
    const saved = await db.transaction(async (tx) => {
      const row = await lockOwn(tx, principal.userId, invoiceId);
      const sent = nextStatus(invoiceStatusMachine, row.estado, 'sent');
      if (!sent.ok) throw conflict(formatMessage('invoice.sendError'));
      checkEchoedFields(body, row, ['nroDeComprobante', 'action']);
      const valid = validateOrThrow(mergeDraft(draftOf(row), changes), limit);
      const [updated] = await tx
        .update(invoices)
        .set({
          ...columnsOf(valid),
          ...puntoVentaOf(valid, row),
          estado: sent.to,
          action: 'PROCESS',
          nroDeComprobante: null,
          emissionState: null,
          cae: null,
          fechaVencimientoCae: null,
          afipResult: null,
          attempts: 0,
          lastError: null,
          updatedAt: now(),
        })
        .where(eq(invoices.invoiceId, invoiceId))
        .returning();
      await deps.jobs.enqueueEmission(invoiceId, { tx });
      return updated!;
    });
    // The job is visible now: wake the worker instead of waiting for its next poll.
    deps.jobs.notifyEmissionWorkers();
    return toInvoice(saved);
  }

  /**
   * `GET /root/invoices`: one page of the caller's invoices, batch and REJECTED ones included (the
   * web hides them), newest first (issue date, then creation, then id), and the cursor of the next
   * page (`null` on the last one). Keyset paging over the index `invoices_user_list_order`: a page
   * costs the same however many invoices came before it. Source: Spec 02 §2, §7; issue 11 item 2.
   *
   * @param query.limit - invoices per page, 1–200 (default 50, `invoicePageLimits`).
   * @param query.last - the cursor a previous page answered.
   * @throws ServiceError `validation` at `last` for a cursor this server did not give.
   */
  async function list(principal: Principal, query: InvoiceListQuery = {}): Promise<InvoiceList> {
    return listOf(principal.userId, query);
  }

  /** One page of `userId`'s invoices (see {@link list}). */
  async function listOf(userId: string, query: InvoiceListQuery): Promise<InvoiceList> {
    const limit = query.limit ?? invoicePageLimits.default;
    const after = query.last === undefined ? undefined : decodeInvoiceCursor(query.last);
    const rows = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, userId),
          after === undefined
            ? undefined
            : sql`(${invoices.fecha}, ${invoices.createdAt}, ${invoices.invoiceId}) < (${after.fecha}, ${after.createdAt}, ${after.invoiceId})`,
        ),
      )
      .orderBy(desc(invoices.fecha), desc(invoices.createdAt), desc(invoices.invoiceId))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const lastRow = page.at(-1);
    return {
      invoices: page.map(toInvoice),
      last:
        rows.length > limit && lastRow
          ? encodeInvoiceCursor({
              fecha: lastRow.fecha,
              createdAt: lastRow.createdAt,
              invoiceId: lastRow.invoiceId,
            })
          : null,
    };
  }

  /**
   * `GET /root/invoices/{id}`: one of the caller's invoices (polled for `estado`).
   *
   * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario' (missing or another user's).
   */
  async function get(principal: Principal, invoiceId: string): Promise<Invoice> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.userId, principal.userId)))
      .limit(1);
    if (!row) throw invoiceNotFound();
    return toInvoice(row);
  }

  /**
   * `DELETE /root/invoices/{invoiceId}`: deletes one of the caller's DRAFT invoices.
   * Source: Spec 02 §4 ("Delete is enabled only for DRAFT"), §8.
   *
   * @returns `{ message: 'Comprobante eliminado correctamente' }`.
   * @throws ServiceError `forbidden` `invoice.gated` for a gated caller; `not_found`; `conflict`
   *   'Hubo un error eliminando la factura' for any
   *   other status.
   */
  async function remove(principal: Principal, invoiceId: string): Promise<{ message: string }> {
    await assertMayInvoice(principal.userId);
    const deleted = await db
      .delete(invoices)
      .where(
        and(
          eq(invoices.invoiceId, invoiceId),
          eq(invoices.userId, principal.userId),
          eq(invoices.estado, deletableInvoiceStatus),
        ),
      )
      .returning({ invoiceId: invoices.invoiceId });
    if (deleted.length === 0) {
      await get(principal, invoiceId);
      throw conflict(formatMessage('invoice.deleteError'));
    }
    return { message: formatMessage('invoice.deleted') };
  }

  /**
   * What `GET /pdf/{invoiceId}?userId=` prints: the invoice of `userId`, its issuer and the
   * exchange rate sent to ARCA (`cotizacion`, foreign currencies). A caller reads its own
   * (`userId` = its id); staff ({@link pdfReaderGroups}) read anyone's.
   *
   * @throws ServiceError `forbidden` when `userId` is another user's and the caller is not staff; 404 when
   *   that user has no such invoice.
   */
  async function getPdfSource(
    principal: Principal,
    invoiceId: string,
    userId: string,
  ): Promise<{ invoice: Invoice; issuer: InvoiceIssuer; cotizacion: string | undefined }> {
    if (userId !== principal.userId && !hasAnyGroup(principal, pdfReaderGroups)) {
      throw forbidden();
    }
    const row = await findUserInvoiceRow(userId, invoiceId);
    const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
    const issuer: InvoiceIssuer = user
      ? { ...toIssuer(user), cuit: row.userCuit }
      : { ...emptyIssuer(userId), cuit: row.userCuit, puntoVenta: row.puntoVenta };
    const cotizacion = (row.afipResult as StoredAfipResult | null)?.monCotiz;
    return { invoice: toInvoice(row), issuer, cotizacion };
  }

  /**
   * The row of `userId`'s invoice `invoiceId`.
   *
   * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario'.
   */
  async function findUserInvoiceRow(userId: string, invoiceId: string): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.userId, userId)))
      .limit(1);
    if (!row) throw invoiceNotFound();
    return row;
  }

  /**
   * `GET /root/invoices/admin/{userId}`: one page of a user's invoices for staff (admin, operador:
   * the contract's roles), same order, paging and errors as {@link list}. An unknown user has an
   * empty list. Source: Spec 03 §2 ("the user's invoices"), §7.
   */
  async function listForUser(userId: string, query: InvoiceListQuery = {}): Promise<InvoiceList> {
    return listOf(userId, query);
  }

  /**
   * `GET /root/invoices/{userId}/{invoiceId}`: one invoice of a user. Admin and operador read any;
   * a company admin (adminLite) only an invoice whose receiver (`nroDocumento`) is its own
   * company's CUIT (decision: the invoices of its batches are issued to it, Spec 03 §3 "Invoice
   * batch"); anything else is answered 404 like a missing invoice, so it does not learn which
   * invoices exist. Source: Spec 03 §7.
   *
   * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario'.
   */
  async function getForUser(
    principal: Principal,
    userId: string,
    invoiceId: string,
  ): Promise<Invoice> {
    const row = await findUserInvoiceRow(userId, invoiceId);
    if (!hasAnyGroup(principal, invoiceStaffGroups)) {
      const [company] = await db
        .select({ cuit: companies.cuit })
        .from(companies)
        .where(eq(companies.userId, principal.userId))
        .limit(1);
      if (!company || company.cuit !== row.nroDocumento) throw invoiceNotFound();
    }
    return toInvoice(row);
  }

  return {
    create,
    update,
    process,
    list,
    get,
    remove,
    getPdfSource,
    issuerOf,
    validateDraft,
    listForUser,
    getForUser,
  };
}
