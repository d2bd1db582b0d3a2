import {
  batchRowOutcomes,
  batchStatuses,
  type Concepto,
  type FormaDePago,
  type InvoiceItem,
  type Moneda,
  type ReceiverDocumentType,
  type TipoResponsable,
  type VoucherType,
} from '@liqui/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * Invoice batches (mass invoicing from CSV; Spec 03 §3 "Invoice batch", "Batch creation payload",
 * §7; issue 15 items 3–5). The wire shapes are `Batch` and `BatchCreate` of `@liqui/domain`; the
 * mapping lives in `modules/batches/rows.ts`.
 *
 * A batch's counters (total, processed, approved, rejected) are never stored: they are counted
 * from its invoices (`invoices.batch_id`) whenever it is read.
 *
 * Issue 24 item 2: a batch's rows are staged first (`invoice_batch_rows`, each accepted or
 * refused by the server) and become invoices only when the user confirms the preview; the batch's
 * `estado` follows `batchStatuses` of `@liqui/domain` (`batch-status.ts`).
 */

/** `'A', 'B'` for a SQL `in (…)` of a closed list of our own constants. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * One batch. `batch_id` is its creation time in Unix seconds as digits (Spec 03 §3); two batches
 * created in the same second get consecutive seconds (the next free one). The receiver is the
 * company (`company_cuit`, `company_user_id` its account) with the copies of its data the form
 * sent; every invoice of the batch is issued to it.
 *
 * `estado` (issue 24 item 2): `CARGANDO` while its rows are staged, `CONFIRMADO` once confirmed;
 * `facturas_confirmadas` and `importe_confirmado_cents` (integer cents) are the figures the user
 * confirmed, written in the transaction that created the batch's invoices, so they are their
 * count and sum; present exactly when `CONFIRMADO` (check `invoice_batches_confirmed_figures`).
 * Batches created before the staging existed were confirmed by their upload: migration 0018
 * marks them `CONFIRMADO` with the count and sum of their invoices.
 */
export const invoiceBatches = pgTable(
  'invoice_batches',
  {
    batchId: text('batch_id').primaryKey(),
    /** The company account (the receiver's user id, `user_id` of the creation payload). */
    companyUserId: text('company_user_id').notNull(),
    /** The receiver's CUIT (`nroDocumento`). */
    companyCuit: text('company_cuit')
      .notNull()
      .references(() => companies.cuit, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** Who created it (an admin or the company's own account). */
    createdBy: text('created_by').notNull(),
    name: text('name'),
    /** Month name plus year ('Agosto 2026'). */
    mes: text('mes').notNull(),
    fechaCreacion: date('fecha_creacion', { mode: 'string' }).notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    /** The form's invoice date; null: the day each row is uploaded. */
    fechaFactura: date('fecha_factura', { mode: 'string' }),
    /** The receiver's IVA condition, a value of the form's closed list (`BatchCreate`). */
    tipoResponsable: text('tipo_responsable').$type<TipoResponsable>().notNull(),
    razonSocialCliente: text('razon_social_cliente').notNull(),
    domicilioComercialCliente: text('domicilio_comercial_cliente'),
    localidadCliente: text('localidad_cliente'),
    provinciaCliente: text('provincia_cliente'),
    emailCliente: text('email_cliente'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** `CARGANDO` or `CONFIRMADO` (`batchStatuses` of `@liqui/domain`). */
    estado: text('estado', { enum: batchStatuses }).notNull(),
    /** How many invoices the user confirmed (null while `CARGANDO`). */
    facturasConfirmadas: integer('facturas_confirmadas'),
    /** Their total in integer cents (null while `CARGANDO`). */
    importeConfirmadoCents: bigint('importe_confirmado_cents', { mode: 'number' }),
    /** When it was confirmed (null while `CARGANDO` and for batches older than the staging). */
    confirmadoAt: timestamp('confirmado_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('invoice_batches_company').on(table.companyUserId, table.batchId),
    check('invoice_batches_id_digits', sql`${table.batchId} ~ '^[0-9]{1,12}$'`),
    check('invoice_batches_estado', sql`${table.estado} in (${sqlList(batchStatuses)})`),
    check(
      'invoice_batches_confirmed_figures',
      sql`(${table.estado} = 'CONFIRMADO') = (${table.facturasConfirmadas} is not null and ${table.importeConfirmadoCents} is not null)`,
    ),
  ],
);

/**
 * The invoice an accepted staged row becomes: the `invoices` columns the confirmation writes
 * (`columnsOf` of the validated draft, the issuer's user id and CUIT, the point of sale), without
 * the ids, the batch columns, the status and the timestamps.
 */
export type StagedInvoice = {
  userId: string;
  userCuit: string;
  puntoVenta: number;
  fecha: string;
  tipoDeComprobante: VoucherType;
  tipoResponsable: TipoResponsable;
  tipoDocumento: ReceiverDocumentType;
  nroDocumento: string;
  razonSocialCliente: string | null;
  domicilioComercialCliente: string | null;
  localidadCliente: string | null;
  provinciaCliente: string | null;
  emailCliente: string | null;
  formaDePago: FormaDePago;
  moneda: Moneda;
  concepto: Concepto;
  desde: string | null;
  hasta: string | null;
  vencimientoPago: string | null;
  items: InvoiceItem[];
  observacion: string | null;
  tipoDeComprobanteAsoc: VoucherType | null;
  puntoVentaAsoc: number | null;
  cbteNroAsoc: number | null;
  importeTotalCents: number;
};

/**
 * The staged rows of a batch (issue 24 items 2 and 7): every row uploaded while the batch is
 * `CARGANDO`, as the server read it, before anything is invoiced. One per (batch, `fila`): a row
 * sent again finds its stage and changes nothing; a first part replaces the batch's rows.
 *
 * - `cells`: the row's cells as uploaded (text, names of `batchInvoiceCells`).
 * - `outcome`: `accepted` or `refused` (`batchRowOutcomes`); `mensajes` the Spanish reasons of a
 *   refusal ('Fila N: …'), `[]` when accepted.
 * - For an accepted row: the issuer (`issuer_user_id`, `issuer_cuit`, `issuer_name` as the preview
 *   shows it), its series (`punto_venta`, `tipo_de_comprobante`) and `fecha` (`YYYY-MM-DD`, as
 *   `invoices.fecha`), `importe_total_cents`, `invoice` ({@link StagedInvoice}) and `invoice_id`,
 *   the id the invoice gets when the batch is confirmed (chosen at staging, so the confirmation
 *   writes no row here). All null for a refused row (check `invoice_batch_rows_accepted`).
 */
export const invoiceBatchRows = pgTable(
  'invoice_batch_rows',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => invoiceBatches.batchId, { onDelete: 'cascade' }),
    fila: integer('fila').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    outcome: text('outcome', { enum: batchRowOutcomes }).notNull(),
    mensajes: jsonb('mensajes').$type<string[]>().notNull(),
    issuerUserId: text('issuer_user_id'),
    issuerCuit: text('issuer_cuit'),
    issuerName: text('issuer_name'),
    puntoVenta: integer('punto_venta'),
    tipoDeComprobante: integer('tipo_de_comprobante'),
    fecha: text('fecha'),
    importeTotalCents: bigint('importe_total_cents', { mode: 'number' }),
    invoice: jsonb('invoice').$type<StagedInvoice>(),
    invoiceId: text('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'invoice_batch_rows_pk', columns: [table.batchId, table.fila] }),
    check('invoice_batch_rows_outcome', sql`${table.outcome} in (${sqlList(batchRowOutcomes)})`),
    check(
      'invoice_batch_rows_accepted',
      sql`(${table.outcome} = 'accepted') = (${table.invoice} is not null and ${table.invoiceId} is not null and ${table.issuerUserId} is not null and ${table.issuerCuit} is not null and ${table.puntoVenta} is not null and ${table.tipoDeComprobante} is not null and ${table.fecha} is not null and ${table.importeTotalCents} is not null)`,
    ),
    check('invoice_batch_rows_total_not_negative', sql`${table.importeTotalCents} >= 0`),
  ],
);

/** The states of a batch's ZIP of PDFs (`BatchZipStatus.estado` minus `none`). */
export const batchZipStates = ['running', 'ready', 'failed'] as const;

/**
 * The ZIP of a batch's PDFs (`invoicesBatchZip/{batch_id}.zip`, issue 15 item 5): its job's
 * progress (`done` of `total` PDFs) and `fingerprint`, the state of the batch's EMITTED invoices
 * it was built from (their count and latest update), so a new request rebuilds it only when they
 * changed.
 */
export const invoiceBatchZips = pgTable('invoice_batch_zips', {
  batchId: text('batch_id')
    .primaryKey()
    .references(() => invoiceBatches.batchId, { onDelete: 'cascade' }),
  /** `running`, `ready` or `failed` ({@link batchZipStates}). */
  estado: text('estado', { enum: batchZipStates }).notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
