import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Subscription plans (Spec 01 §2.12, §3 "Plan"; Spec 02 §3, §7, §9; GET /taxes/planes, GET|PUT
 * /taxes/planes/{planId}). The wire shape is `Plan` of `@liqui/domain`; the mapping lives in
 * `modules/taxes/rows.ts`. Seeded with Liqui's catalogue (`db/seed/plan-catalogue.ts`).
 *
 * The closed list of `medio` is written out (not imported from `@liqui/domain`: drizzle-kit loads
 * this file with `require`); `modules/taxes/plan-catalogue.test.ts` fails when it differs from
 * `planMedioValues`.
 */
export const planMedios = ['Tarjeta', 'MercadoPago', 'Otros'] as const;

export const plans = pgTable(
  'plans',
  {
    /** The plan's id (`planId` on the wire, the key of `PUT /taxes/planes/{planId}`), e.g. `plus`. */
    planId: text('plan_id').primaryKey(),
    /** The plan's name: Aplicaciones, Plus, Premium, Codigo, Alta Monotributo, Alta Mono + IIBB. */
    plan: text('plan').notNull(),
    /** Price of the whole term, ARS (the monthly price shown is costo / plazo). */
    costo: numeric('costo', { precision: 18, scale: 2 }).notNull(),
    /** Term in whole months, ≥ 1 (subplans have plazo above 1). */
    plazo: integer('plazo').notNull(),
    /** How it is paid: one of {@link planMedios}; read-only for the admin. */
    medio: text('medio').notNull(),
    /** Grouping: `suscripcion`, `alta` (registration plans) or `empresa` (company code). */
    tipoPlan: text('tipo_plan'),
    /** Order of the admin table (0-based). */
    position: integer('position').notNull(),
  },
  (table) => [
    check('plans_plazo_positive', sql`${table.plazo} >= 1`),
    check('plans_costo_not_negative', sql`${table.costo} >= 0`),
    check(
      'plans_medio',
      sql`${table.medio} in (${sql.raw(planMedios.map((medio) => `'${medio}'`).join(', '))})`,
    ),
  ],
);
