import {
  claveFiscalStatusMachine,
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  monotributoStatusMachine,
  paymentStatusMachine,
  searchFoldFrom,
  searchFoldTo,
  tipoActividadValues,
  userStatusMachine,
  userTipoResponsableValues,
  vepChannelValues,
} from '@liqui/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The user record: one row per identity-provider user (taxpayer, lite user, company account or
 * staff), holding the spec's user fields (Spec 02 §3 "User (me)", Spec 03 §3 "User (admin edit
 * view)", Spec 01 §3 `tipo_usuario`). The wire shape is `User` of `@liqui/domain`; the mapping
 * lives in `modules/users/rows.ts`.
 *
 * Naming: TypeScript keys camelCase, SQL columns snake_case and equal to the spec's wire names.
 * Money is `numeric(18,2)` read as decimal strings (ARCHITECTURE.md "Rules the server owns");
 * dates are `date` read as `YYYY-MM-DD`; statuses are text typed from the domain's closed lists
 * (`text(…, { enum })`: TypeScript only, the SQL type stays `text`) and constrained to them by a
 * CHECK, so a value the domain does not know can be neither written by the code nor stored. Every
 * writer of a status asks its transition table (`status-machines/` of the domain).
 *
 * Not here: `employment_relationship` (the user–company relationships are their own table, with
 * the companies issue) and the photos themselves (files in the file store; the row keeps the
 * three "photo present" flags).
 */

/**
 * The closed lists the status columns are typed from and the CHECK constraints allow: the
 * domain's own lists (issue 25 item 3: "the database columns are typed from those lists"), never
 * a copy. drizzle-kit loads this file with `require`, which `@liqui/domain`'s CommonJS build
 * serves. A constraint is a migration, so a change to one of these lists must come with a new
 * migration (`npx drizzle-kit generate` shows it).
 */
export const userColumnValues = {
  estadoUsuario: estadosUsuario,
  estadoPago: estadosPago,
  estadoMonotributo: estadosMonotributo,
  estadoClaveFiscal: estadosClaveFiscal,
  estadoCbu: estadosCbu,
  tipoActividad: tipoActividadValues,
  tipoResponsable: userTipoResponsableValues,
  vep: vepChannelValues,
} as const;

/** ARS amounts: 16 integer digits and cents (as in `reference.ts`). */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** `column in ('A', 'B', …)` for a CHECK constraint; the values are the domain's constants. */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * SQL that folds a text as the domain's `foldSearchText` does (issue 25 item 8): lower case and
 * the accents of `searchFoldFrom` dropped by `translate()`. The two strings are written into the
 * statement as literals, so an index built on this expression and a query that repeats it match.
 */
export function foldedSql(text: SQL): SQL {
  return sql`lower(translate(${text}, ${sql.raw(`'${searchFoldFrom}'`)}, ${sql.raw(`'${searchFoldTo}'`)}))`;
}

/**
 * `tipo_usuario` of every user not created as lite: `normal`. The spec names only `LITE`
 * (Spec 01 §3); `normal` is the value the issue asks for and the one `@liqui/domain`'s
 * `TipoUsuario` documents as "the usual other value". Only exactly `LITE` makes a lite user.
 */
export const defaultTipoUsuario = 'normal';

/**
 * The statuses of a new user (issue 3, "User record"): each transition table's initial state,
 * the platform status INCOMPLETO (the questionnaire is not done), and payment, monotributo and
 * fiscal key INACTIVO (nothing started).
 */
export const newUserStatuses = {
  estadoUsuario: userStatusMachine.initial,
  estadoPago: paymentStatusMachine.initial,
  estadoMonotributo: monotributoStatusMachine.initial,
  estadoClaveFiscal: claveFiscalStatusMachine.initial,
} as const;

/** User records, keyed by the identity provider's subject (`sub`). */
export const users = pgTable(
  'users',
  {
    /** The identity provider's `sub` (a UUID for the local provider and for Cognito). */
    userId: text('user_id').primaryKey(),
    /** The sign-in name: the lower-cased e-mail (`cognito:username`); unique. Not on the wire. */
    username: text('username').notNull().unique(),
    /** The e-mail (read-only on the wire; the identity provider owns it). */
    email: text('email').notNull(),
    nombre: text('nombre'),
    apellido: text('apellido'),
    /** Phone with country code, as the identity provider keeps it (`+5491155551234`). */
    telefono: text('telefono'),
    direccion: text('direccion'),
    ciudad: text('ciudad'),
    /** Upper-case province name as ARCA writes it (`CORDOBA`). */
    provincia: text('provincia'),
    /** Postal code (text: `C1425`, `5000`). */
    cp: text('cp'),
    razonSocial: text('razon_social'),

    /** CUIT/CUIL, 11 digits without dashes. */
    cuit: text('cuit'),
    /**
     * The taxpayer's ARCA password (the product acts for them), sealed with AES-256-GCM as
     * `v1:<iv>:<tag>:<ciphertext>` (`modules/users/clave-fiscal-box.ts`); the users service opens
     * it for the owner and admins only. Older plaintext rows are sealed at start.
     */
    claveFiscal: text('clave_fiscal'),
    cur: text('cur'),
    inicioActividad: date('inicio_actividad', { mode: 'string' }),
    /** Current monotributo category (`A`…). */
    catMonotributo: text('cat_monotributo'),
    /** Category estimated by the questionnaire, or `RI`. */
    catEstimada: text('cat_estimada'),
    tipoActividad: text('tipo_actividad'),
    actividadPreliminar: text('actividad_preliminar'),
    actividad1: text('actividad_1'),
    actividad2: text('actividad_2'),
    actividad3: text('actividad_3'),
    tipoResponsable: text('tipo_responsable'),
    /** Health insurance (obra social) name or code. */
    os: text('os'),
    familiaresOs: integer('familiares_os'),
    cantidadFamiliares: integer('cantidad_familiares'),
    aportesSipa: boolean('aportes_sipa'),
    cuitEmpleador: text('cuit_empleador'),
    iibb: boolean('iibb'),
    iibbNumero: text('iibb_numero'),
    localComercial: boolean('local_comercial'),
    /** Rent of the premises, ARS. */
    costoAlquiler: money('costo_alquiler'),
    /** ARCA point of sale, 0–999999. */
    puntoVenta: integer('punto_venta'),
    /** Tax-agency debt, ARS, signed (negative = credit); refreshed by `GET /bot/debt/`. */
    deudaAfip: money('deuda_afip'),
    /**
     * When the debt refresh job last read the debt source (UTC instant), whatever the outcome;
     * null until the first read. Not on the wire (`jobs/debt-worker.ts`).
     */
    deudaAfipLeidaAt: timestamp('deuda_afip_leida_at', { withTimezone: true, mode: 'string' }),
    /**
     * The outcome of that read: `OK` (`deuda_afip` holds the amount read), `CLAVE_INVALIDA` (ARCA
     * refused the clave fiscal) or `NO_DISPONIBLE` (no debt source: production), both leaving
     * `deuda_afip` null. One of `debtReadOutcomes` (`integrations/afip/debt-source.ts`).
     */
    deudaAfipResultado: text('deuda_afip_resultado'),
    /** Billing before Liqui in the current semester, ARS. */
    facInicialSemActual: money('fac_inicial_sem_actual'),
    /** Billing before Liqui in the previous semester, ARS. */
    facInicialSemAnterior: money('fac_inicial_sem_anterior'),

    tieneDni: boolean('tiene_dni'),
    empleados: boolean('empleados'),
    esMonotributista: boolean('es_monotributista'),
    tieneClavefiscal: boolean('tiene_clavefiscal'),
    direcSa: boolean('direc_sa'),
    tresIngresos: boolean('tres_ingresos'),
    importador: boolean('importador'),
    trabajaAplicacion: boolean('trabaja_aplicacion'),

    /** Platform status; a new user is INCOMPLETO. */
    estadoUsuario: text('estado_usuario', { enum: estadosUsuario })
      .notNull()
      .default(newUserStatuses.estadoUsuario),
    /** Payment status of the plan; a new user is INACTIVO. */
    estadoPago: text('estado_pago', { enum: estadosPago })
      .notNull()
      .default(newUserStatuses.estadoPago),
    /** Monotributo registration status; a new user is INACTIVO. */
    estadoMonotributo: text('estado_monotributo', { enum: estadosMonotributo })
      .notNull()
      .default(newUserStatuses.estadoMonotributo),
    /**
     * Fiscal-key status; a new user is INACTIVO. Nullable: `null` means "not started" on the wire
     * and an admin may clear it (Spec 02 §4).
     */
    estadoClaveFiscal: text('estado_clave_fiscal', { enum: estadosClaveFiscal }).default(
      newUserStatuses.estadoClaveFiscal,
    ),
    /** Automatic-debit status; `null` until a CBU is given. */
    estadoCbu: text('estado_cbu', { enum: estadosCbu }),
    /** A cancellation was requested. */
    baja: boolean('baja').notNull().default(false),

    /** Plan name (`Plus`, `Premium`, `Aplicaciones`, `Codigo`…). */
    plan: text('plan'),
    /** The plan's id (`planId` of the plans table, which arrives with the plans issue). */
    planId: text('plan_id'),
    /**
     * A plan the user chose while another one's paid period runs (issue 25 item 4): it takes
     * effect when its payment is approved (`decidePlanChange` of the domain), `null` when none.
     */
    planPendienteId: text('plan_pendiente_id'),
    fechaInicio: date('fecha_inicio', { mode: 'string' }),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    fechaBaja: date('fecha_baja', { mode: 'string' }),
    /** `LITE` for lite users, {@link defaultTipoUsuario} otherwise (free text on the wire). */
    tipoUsuario: text('tipo_usuario').notNull().default(defaultTipoUsuario),
    /** Chosen VEP channel (`pagar`, `pagoMisCuentas`). */
    vep: text('vep'),
    /** CBU for automatic debit, 22 digits. */
    cbu: text('cbu'),
    mpCustomerId: text('mp_customer_id'),
    mpCustomerCardId: text('mp_customer_card_id'),

    fotoDniFr: boolean('foto_dni_fr').notNull().default(false),
    fotoDniTr: boolean('foto_dni_tr').notNull().default(false),
    fotoRostro: boolean('foto_rostro').notNull().default(false),

    /**
     * Whether each emitted invoice is e-mailed (PDF attached) to the client's `email_cliente`
     * (issue 25 item 5; wire `enviar_factura_cliente`, set by the user in Mi cuenta). Default on.
     */
    enviarFacturaCliente: boolean('enviar_factura_cliente').notNull().default(true),

    /** When the row was created (UTC instant). */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** When the row last changed (UTC instant); services set it on every update. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check('users_username_lower_case', sql`${table.username} = lower(${table.username})`),
    check('users_estado_usuario', isOneOf(table.estadoUsuario, userColumnValues.estadoUsuario)),
    check('users_estado_pago', isOneOf(table.estadoPago, userColumnValues.estadoPago)),
    check(
      'users_estado_monotributo',
      isOneOf(table.estadoMonotributo, userColumnValues.estadoMonotributo),
    ),
    check(
      'users_estado_clave_fiscal',
      isOneOf(table.estadoClaveFiscal, userColumnValues.estadoClaveFiscal),
    ),
    check('users_estado_cbu', isOneOf(table.estadoCbu, userColumnValues.estadoCbu)),
    check('users_tipo_actividad', isOneOf(table.tipoActividad, userColumnValues.tipoActividad)),
    check(
      'users_tipo_responsable',
      isOneOf(table.tipoResponsable, userColumnValues.tipoResponsable),
    ),
    check('users_vep', isOneOf(table.vep, userColumnValues.vep)),
    check('users_cuit_digits', sql`${table.cuit} ~ '^[0-9]{11}$'`),
    check('users_cuit_empleador_digits', sql`${table.cuitEmpleador} ~ '^[0-9]{11}$'`),
    check('users_cbu_digits', sql`${table.cbu} ~ '^[0-9]{22}$'`),
    check('users_punto_venta_range', sql`${table.puntoVenta} between 0 and 999999`),
    check('users_familiares_os_range', sql`${table.familiaresOs} >= 0`),
    check('users_cantidad_familiares_range', sql`${table.cantidadFamiliares} >= 0`),
    check('users_provincia_upper_case', sql`${table.provincia} = upper(${table.provincia})`),
    // The admin's user list (`GET /root/users`, Spec 03 §7; `modules/users/list-users.ts`)
    // pages newest first by (created_at, user_id): one index for all users, one per status column
    // the dashboard tabs filter (equality first, then the order, so a tab's page is a short
    // index range however many users there are). The search fields get plain indexes. The
    // counts by status (`GET /root/admindashboard`) are one pass with GROUPING SETS.
    index('users_list_order').on(table.createdAt, table.userId),
    index('users_estado_usuario_order').on(table.estadoUsuario, table.createdAt, table.userId),
    index('users_estado_pago_order').on(table.estadoPago, table.createdAt, table.userId),
    index('users_estado_monotributo_order').on(
      table.estadoMonotributo,
      table.createdAt,
      table.userId,
    ),
    index('users_estado_cbu_order').on(table.estadoCbu, table.createdAt, table.userId),
    index('users_email_lower').on(sql`lower(${table.email})`),
    index('users_cuit').on(table.cuit),
    // Issue 25 item 8: the back office's free-text search, a prefix of the folded names (either
    // order), of the e-mail or of the CUIT, each a range scan of its own index.
    index('users_search_nombre_apellido').on(
      sql`${foldedSql(sql`coalesce(${table.nombre}, '') || ' ' || coalesce(${table.apellido}, '')`)} text_pattern_ops`,
    ),
    index('users_search_apellido_nombre').on(
      sql`${foldedSql(sql`coalesce(${table.apellido}, '') || ' ' || coalesce(${table.nombre}, '')`)} text_pattern_ops`,
    ),
    index('users_search_email').on(sql`lower(${table.email}) text_pattern_ops`),
    index('users_search_cuit').on(sql`${table.cuit} text_pattern_ops`),
    index('users_telefono').on(table.telefono),
    index('users_mp_customer_card_id').on(table.mpCustomerCardId),
  ],
);
