import { decideTaxpayerGating, formatMessage, maximoConsFinalOf } from '@liqui/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, otherTaxes, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../service-error.js';
import type { InvoiceRow } from './invoice-row.js';
import type { IssuerRow } from './issuer.js';

/**
 * The reads the invoice use cases share, and their deps: the caller's own invoice (locked or
 * not), the issuer, the gating of a writer, the final-consumer limit. Storage: `invoices`,
 * `users`, `other_taxes` (`db/schema/`).
 */

/** What a read of invoices needs: the database. */
export type InvoiceReadDeps = {
  /** The open, migrated database (or a transaction of it). */
  db: Db;
};

/** What a write of invoices needs: the database and the clock. */
export type InvoiceWriteDeps = InvoiceReadDeps & {
  /** The clock: "today" in Argentina for the draft rules, and the rows' timestamps. */
  now: () => Date;
};

/** The 404 of a missing invoice, or another user's ('No se pudo leer la factura del usuario'). */
export function invoiceNotFound() {
  return notFound(formatMessage('load.invoice'));
}

/**
 * The row of `userId`'s invoice `invoiceId`.
 *
 * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario'.
 */
export async function findUserInvoiceRow(
  db: Db,
  userId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!row) throw invoiceNotFound();
  return row;
}

/**
 * The caller's invoice `invoiceId` locked for update inside `tx`.
 *
 * @throws ServiceError `not_found` 'No se pudo leer la factura del usuario'.
 */
export async function lockOwnInvoice(
  tx: Db,
  userId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
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
 * The caller's user record as the issuer of a new invoice.
 *
 * @throws ServiceError `conflict` 'Tu cuenta no tiene CUIT o punto de venta para facturar'
 *   (`invoice.issuerIncomplete`) without a record, a CUIT or a point of sale ≥ 1.
 */
export async function readIssuer(
  db: Db,
  userId: string,
): Promise<IssuerRow & { cuit: string; puntoVenta: number }> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  if (!row?.cuit || !row.puntoVenta || row.puntoVenta < 1) {
    throw conflict(formatMessage('invoice.issuerIncomplete'));
  }
  return { ...row, cuit: row.cuit, puntoVenta: row.puntoVenta };
}

/**
 * Refuses an invoice write for a caller whose statuses disable Facturar (`decideTaxpayerGating`
 * of `@liqui/domain`; Spec 02 §2 "User shell menu", issue 12 item 4; `README.md`, "Gating"). A
 * caller without a record is not gated here (the issuer check answers it).
 *
 * @throws ServiceError `forbidden` with `invoice.gated`.
 */
export async function assertMayInvoice(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ estado_pago: users.estadoPago, estado_usuario: users.estadoUsuario })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  if (row && decideTaxpayerGating(row).isGated) {
    throw forbidden(formatMessage('invoice.gated'));
  }
}

/**
 * `maximo_cons_final` of the other taxes (ARS), `@liqui/domain`'s default when missing
 * (`maximoConsFinalOf`; Spec 02 §9).
 */
export async function readMaximoConsFinal(db: Db): Promise<number> {
  const rows = await db
    .select({ nombre: otherTaxes.nombre, valor: otherTaxes.valor })
    .from(otherTaxes);
  return maximoConsFinalOf(rows.map((row) => ({ nombre: row.nombre, valor: Number(row.valor) })));
}
