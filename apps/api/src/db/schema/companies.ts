import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Company accounts (admin lite) and their work relationships with taxpayers: Spec 02 §3
 * ("Company (for codes)", "Relationship user-company"), §4 ("Plan flow"), §7; Spec 03 §3
 * ("Company (admin lite)", "Relationship user-company", "Admin-lite user relation"), §5
 * ("Company edit"), §7 ("Companies and relationships"). The wire shapes are `Company`,
 * `Relationship` and `AdminLiteUserRelation` of `@liqui/domain`; the mapping lives in
 * `modules/companies/rows.ts`.
 *
 * Columns are the spec's wire names in snake_case, as in `users.ts`.
 */

/**
 * One company: a company account (a user record whose identity is in the `adminLite` group) and
 * its data. The key is the account's `user_id` (the key of `GET /root/admindashboard/{userId}`);
 * the CUIT is unique (relationships and batches refer to the company by CUIT).
 */
export const companies = pgTable(
  'companies',
  {
    /** The company account's user id (`user_id` on the wire). */
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** CUIT, 11 digits without dashes; unique. */
    cuit: text('cuit').notNull().unique(),
    razonSocial: text('razon_social').notNull(),
    /** The name shown to taxpayers in the plan flow. */
    displayName: text('display_name'),
    telefono: text('telefono'),
    email: text('email'),
    idImpositivo: text('id_impositivo'),
    domicilio: text('domicilio'),
    localidad: text('localidad'),
    /** Upper-case province, as in `users.provincia`. */
    provincia: text('provincia'),
    /** Taxpayers may pick it in the plan flow (`GET /root/admindashboard/adminlites/`). */
    activeSignup: boolean('active_signup').notNull().default(false),
    /** Joining needs the activation code (`is_code_active`, also sent as `code_active`). */
    isCodeActive: boolean('is_code_active').notNull().default(false),
    /**
     * The activation code, `NONE` when there is none (Spec 03 §5). Compared case-insensitively
     * (`companies_code_upper` keeps two companies from sharing one, whatever the case).
     */
    code: text('code').notNull().default('NONE'),
    /** The plan its collaborators get (informational; a valid code gives plan Codigo). */
    plan: text('plan'),
    tipoPlan: text('tipo_plan'),
    planId: text('plan_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check('companies_cuit_digits', sql`${table.cuit} ~ '^[0-9]{11}$'`),
    check('companies_code_not_empty', sql`length(trim(${table.code})) > 0`),
    uniqueIndex('companies_code_upper')
      .on(sql`upper(${table.code})`)
      .where(sql`${table.code} <> 'NONE'`),
  ],
);

/**
 * One work relationship (relación laboral) between a taxpayer and a company, created when the
 * taxpayer joins with the company's code (`POST /root/admindashboard/relationship/user/create`).
 * The user's and company's fields are copied at creation, as the spec's relationship carries
 * them (the company dashboard lists them as they were given). One open relationship (no
 * `fecha_hasta`) per user and company: creating it again returns the open one.
 */
export const relationships = pgTable(
  'relationships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The company's CUIT (`adminCuit` on the wire). */
    adminCuit: text('admin_cuit')
      .notNull()
      .references(() => companies.cuit, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The taxpayer (`userId`). */
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    razonSocial: text('razon_social').notNull(),
    domicilio: text('domicilio'),
    /** The company's IVA condition (`tipoResponsable`, a `TipoResponsable` value). */
    tipoResponsable: text('tipo_responsable').notNull(),
    nombreUsuario: text('nombre_usuario').notNull(),
    apellidoUsuario: text('apellido_usuario').notNull(),
    emailUsuario: text('email_usuario').notNull(),
    telefonoUsuario: text('telefono_usuario'),
    cuitUsuario: text('cuit_usuario'),
    /** The company code the taxpayer joined with (`codigo` of the company dashboard rows). */
    codigo: text('codigo'),
    /** Start, Argentine calendar date. */
    fechaDesde: date('fecha_desde', { mode: 'string' }).notNull(),
    /** End, Argentine calendar date; null while it lasts. */
    fechaHasta: date('fecha_hasta', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('relationships_open_per_user_company')
      .on(table.adminCuit, table.userId)
      .where(sql`${table.fechaHasta} is null`),
    index('relationships_user').on(table.userId),
  ],
);

/**
 * A company code a taxpayer validated (`GET /root/admindashboard/code/{code}`): the server's own
 * proof that the caller knows the company's code, because the spec's relationship body carries
 * no code. `POST …/relationship/user/create` joins a company with an active code only when the
 * caller validated that company's current code within the last hour (see the companies service).
 */
export const companyCodePasses = pgTable(
  'company_code_passes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The company's CUIT. */
    adminCuit: text('admin_cuit')
      .notNull()
      .references(() => companies.cuit, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The code as the company had it (upper case), so a changed code voids the pass. */
    code: text('code').notNull(),
    /** When it was validated (UTC instant). */
    passedAt: timestamp('passed_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.adminCuit] })],
);

/**
 * Wrong company codes per user, so codes cannot be guessed by trying: a window of
 * one hour opens with the first wrong code; after
 * `maxWrongCompanyCodes` wrong codes in it, every code, right or wrong, is answered as invalid
 * until the window ends (see the companies service).
 */
export const companyCodeAttempts = pgTable('company_code_attempts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  /** When the current window opened (UTC instant). */
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
  /** Wrong codes in the window. */
  failures: integer('failures').notNull(),
});
