import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * Invoice batches (mass invoicing from CSV; Spec 03 §3 "Invoice batch", "Batch creation payload",
 * §7; issue 15 items 3–5). The wire shapes are `Batch` and `BatchCreate` of `@liqui/domain`; the
 * mapping lives in `modules/batches/batches.service.ts`.
 *
 * A batch's counters (total, processed, approved, rejected) are never stored: they are counted
 * from its invoices (`invoices.batch_id`) whenever it is read.
 */

/**
 * One batch. `batch_id` is its creation time in Unix seconds as digits (Spec 03 §3); two batches
 * created in the same second get consecutive seconds (the next free one). The receiver is the
 * company (`company_cuit`, `company_user_id` its account) with the copies of its data the form
 * sent; every invoice of the batch is issued to it.
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
    tipoResponsable: text('tipo_responsable').notNull(),
    razonSocialCliente: text('razon_social_cliente').notNull(),
    domicilioComercialCliente: text('domicilio_comercial_cliente'),
    localidadCliente: text('localidad_cliente'),
    provinciaCliente: text('provincia_cliente'),
    emailCliente: text('email_cliente'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('invoice_batches_company').on(table.companyUserId, table.batchId),
    check('invoice_batches_id_digits', sql`${table.batchId} ~ '^[0-9]{1,12}$'`),
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
