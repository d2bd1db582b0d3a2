import { index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mercado Pago: Liqui's own record of plan payments and webhook deliveries. Source: issue 13
 * items 3 and 4; ../shared/reference/mercadopago.md §2, §8, §10.
 *
 * The Mercado Pago sandbox (`apps/mercadopago-sandbox`) keeps its own state (in memory, or
 * `<LIQUI_DATA_DIR>/mercadopago-sandbox.json` in the demo): its former `sandbox_mp_*` tables and
 * sequence were dropped by migration `drop-sandbox-tables` (issue 26 item 1).
 */

/**
 * Plan payments Liqui created (`POST /api/payment`, `POST /api/mercadopago-payment`): one row per
 * Mercado Pago payment, keyed by MP's payment id (text). `amount` is the plan's `costo` at the
 * time (ARS, 2 decimals), never the browser's; `applied_at` is set once the approval was applied
 * to the user (estado_pago ACTIVO, fecha_inicio/fecha_fin), so a repeated webhook applies nothing.
 */
export const planPayments = pgTable(
  'plan_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    userId: text('user_id').notNull(),
    planId: text('plan_id').notNull(),
    /** Plan price charged, ARS. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** MP's `payment_method_id` (`visa`, `rapipago`…). */
    paymentMethodId: text('payment_method_id').notNull(),
    /** MP's `status` as last read (`approved`, `rejected`, `in_process`, `pending`…). */
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    /** The cash ticket's printable URL (cash payments). */
    ticketLink: text('ticket_link'),
    /** The `X-Idempotency-Key` the payment was created with. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('plan_payments_user').on(table.userId)],
);

/**
 * Webhook notifications received from Mercado Pago, one row per notification (`key`: the
 * notification's `id`, else `type:data.id:action`): a redelivery finds its row and is not
 * processed again once `processed_at` is set.
 */
export const mercadoPagoWebhookEvents = pgTable('mercadopago_webhook_events', {
  key: text('key').primaryKey(),
  type: text('type').notNull(),
  dataId: text('data_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
});
