import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Reference tables (tax tables and ARCA code tables) and database facts. Part of the drizzle
 * schema: the single source of truth for storage types (CONVENTIONS.md "API and
 * data"). Migrations in `apps/api/drizzle/` are generated from this file with
 * `npm run db:generate -w @liqui/api` and applied at start (see `prepare.ts`).
 *
 * Naming: TypeScript keys are camelCase, SQL columns snake_case. Money is exact: `numeric` with a
 * fixed scale, read and written as decimal strings (`'12009410.45'`), never binary floats
 * (ARCHITECTURE.md "Rules the server owns"). Dates with tax meaning are `date` columns read as
 * `YYYY-MM-DD` strings; instants are `timestamptz`.
 */

/** ARS amounts: 16 integer digits and cents. */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Monotributo categories (spec 01 §2.11 table (a), §3 "Monotributo category"; GET/PUT
 * /taxes/monotributos). One row per letter; seeded with the ARCA scale in force from 2026-08-01
 * (A–K; the spec says "A to H in use", ARCA publishes A–K since Ley 27.743).
 */
export const monotributoCategories = pgTable('monotributo_categories', {
  /** Letter A–K (the table's key; not editable). */
  categoria: text('categoria').primaryKey(),
  /** Maximum gross income per year for the category, ARS. */
  montoFacturacionMaximo: money('monto_facturacion_maximo').notNull(),
  /** Monthly integrated tax for sales of goods, ARS. */
  impuestoBienes: money('impuesto_bienes').notNull(),
  /** Monthly integrated tax for services, ARS. */
  impuestoServicios: money('impuesto_servicios').notNull(),
  /** Monthly pension contribution (SIPA), ARS. */
  aportesSipa: money('aportes_sipa').notNull(),
  /**
   * The category's health-insurance (obra social) amount as a percentage of `aporte_OS`
   * (other_taxes): amount / aporte_OS × 100, rounded half-up to 6 decimals (e.g. '118.840610'
   * for D). Six decimals are what it takes for percentage × aporte_OS / 100, rounded to cents,
   * to give back ARCA's published amount for every category (4 decimals miss by 0.01 ARS on
   * E, F, G, J and K of the 2026-08-01 scale).
   */
  porcentajeOs: numeric('porcentaje_os', { precision: 12, scale: 6 }).notNull(),
  /** First day the figures apply (`YYYY-MM-DD`). */
  vigenciaDesde: date('vigencia_desde', { mode: 'string' }).notNull(),
});

/**
 * Monotributo due dates by month (spec 01 §2.11 table (b), §3 "Due date"; PUT
 * /taxes/vencimientos). One row per month of the current calendar year.
 */
export const dueDates = pgTable(
  'due_dates',
  {
    /** Month 1–12 (the table's key). */
    mes: integer('mes').primaryKey(),
    /** Payment due date of that month's monotributo (`YYYY-MM-DD`). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
  },
  (table) => [check('due_dates_mes_range', sql`${table.mes} between 1 and 12`)],
);

/**
 * Other tax figures by name (spec 01 §2.11 table (c), §3 "Other tax"; PUT /taxes/otros).
 * Known names: `aporte_OS` (obra social base amount, ARS) and `maximo_cons_final` (maximum
 * invoice total to an unidentified final consumer, ARS).
 */
export const otherTaxes = pgTable('other_taxes', {
  /** Name (the table's key), e.g. `aporte_OS`. */
  nombre: text('nombre').primaryKey(),
  /** Value, ARS. */
  valor: money('valor').notNull(),
});

/**
 * Provincial gross-income tax (IIBB) simplified-regime rows (spec 01 §2.13, §3 "IIBB row";
 * GET/PUT /taxes/iibb). Key: provincia + categoria.
 */
export const iibbRows = pgTable(
  'iibb_rows',
  {
    /** Province name in upper case as in the AFIP provinces catalogue, e.g. `CORDOBA`. */
    provincia: text('provincia').notNull(),
    /** Category letter (the national monotributo category). */
    categoria: text('categoria').notNull(),
    /** Monthly amount, ARS. */
    monto: money('monto').notNull(),
    /**
     * The next due date of the monthly payment, `YYYY-MM-DD` (`IibbRow` of `@liqui/domain`), kept
     * up to date by the admin. Seeded with the next monotributo due date (both seeded
     * jurisdictions are paid with the monotributo; see `iibbVencimientoRule`). A text column:
     * databases seeded before held the rule text, which the `seed:iibb-vencimiento-fecha` step
     * replaces; the API accepts only real calendar dates.
     */
    vencimiento: text('vencimiento').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provincia, table.categoria] })],
);

/**
 * ARCA (ex AFIP) code tables used by electronic invoicing (WSFEv1 FEParamGet*, WSMTXCA units,
 * padrón provinces), one row per code. `tableName` is one of {@link afipCodeTables}.
 */
export const afipCodes = pgTable(
  'afip_codes',
  {
    /** Which catalogue, e.g. `provinces`. */
    tableName: text('table_name').notNull(),
    /** The code as ARCA sends it, as text (`'99'`, `'PES'`). */
    id: text('id').notNull(),
    /** ARCA's description, verbatim. */
    description: text('description').notNull(),
    /** Position in the catalogue as published (0-based), to list it in ARCA's order. */
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.id] })],
);

/** Names of the code tables stored in {@link afipCodes}. */
export const afipCodeTables = [
  'document_types',
  'voucher_types',
  'concepts',
  'currencies',
  'iva_receptor_conditions',
  'units_of_measure',
  'provinces',
] as const;
/** A code table name. */
export type AfipCodeTable = (typeof afipCodeTables)[number];

/**
 * Key/value facts about the database itself, e.g. `seed:reference` = the instant the reference
 * tables were loaded (marks the one-time seed as done).
 */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
