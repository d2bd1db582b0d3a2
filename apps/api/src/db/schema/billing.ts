import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per-user billing totals by day and voucher type (issue 26 item 7): what the home dashboard
 * (`modules/dashboard/dashboard.service.ts`) reads instead of summing the user's invoices on every
 * call. Part of the drizzle schema (CONVENTIONS.md "API and data").
 *
 * One row per (user, issue date, voucher type) that ever had an EMITTED voucher: `total_cents` is
 * the sum, in ARS cents, of the EMITTED invoices of that user, date and type, each counted as the
 * dashboard counts it (`invoice_billing_cents(importe_total_cents, moneda, afip_result)`: pesos as
 * they are, a foreign currency at the exchange rate sent to ARCA, `afip_result.monCotiz`, rounded
 * half-up to the cent; at 1 without a readable rate). Every voucher type is kept; which types add
 * or subtract is the domain's rule (`billingSignOf`), applied when reading.
 *
 * Kept by the database, not by the writers: the triggers of migration `0020_user_daily_billing`
 * on `invoices` (after INSERT, UPDATE of the columns that count, DELETE, TRUNCATE) add a row's
 * contribution when it is EMITTED and take it away when it stops being EMITTED or changes user,
 * date, type, amount, currency or rate, in the writer's own transaction; so the emission job, the
 * batch, the demo seeding and any later writer keep the totals right without knowing of them. A
 * total that returns to 0 keeps its row. Days, not months: the accumulated billing counts the
 * vouchers dated up to today (`computeDashboardFigures`), so the current month must split at today.
 */
export const userDailyBilling = pgTable(
  'user_daily_billing',
  {
    userId: text('user_id').notNull(),
    /** Issue date of the vouchers (`invoices.fecha`), `YYYY-MM-DD` (Argentine calendar date). */
    fecha: text('fecha').notNull(),
    /** `invoices.tipo_de_comprobante` (11 Factura C, 12 Nota de Débito C, 13 Nota de Crédito C, …). */
    tipoDeComprobante: integer('tipo_de_comprobante').notNull(),
    /**
     * Sum of the EMITTED vouchers' totals in ARS cents (an integer; `numeric` so that no sum can
     * overflow and fail the writer's statement), as a decimal string.
     */
    totalCents: numeric('total_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fecha, table.tipoDeComprobante] })],
);
