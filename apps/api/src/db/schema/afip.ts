import {
  type Concepto,
  type FormaDePago,
  type InvoiceAction,
  type InvoiceItem,
  invoiceStatuses,
  type Moneda,
  type ReceiverDocumentType,
  type TipoResponsable,
  type VoucherType,
} from '@liqui/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * WSAA access tickets (TA) of the ARCA clients, one per (representing CUIT, service), shared by
 * every process through the database so a second process never logs in again while a ticket is
 * valid (ARCA answers `coe.alreadyAuthenticated` and does not return the old ticket).
 * Source: ../shared/reference/arca/web-services.md §2.4 and §8; `integrations/afip/ticket-store.ts`.
 */
export const afipTickets = pgTable(
  'afip_tickets',
  {
    /** The CUIT of the certificate that signs the TRA (Liqui's representing CUIT), 11 digits. */
    cuit: text('cuit').notNull(),
    /** The WSAA service id: `wsfe`, `wscdc`, `ws_sr_constancia_inscripcion`. */
    service: text('service').notNull(),
    /** The environment the ticket belongs to: `sandbox`, `homologacion`, `produccion`. */
    environment: text('environment').notNull(),
    /** `credentials/token` of the TA (base64). */
    token: text('token').notNull(),
    /** `credentials/sign` of the TA (base64). */
    sign: text('sign').notNull(),
    /** `header/generationTime` of the TA. */
    generationTime: timestamp('generation_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** `header/expirationTime` of the TA (12 h after generation). */
    expirationTime: timestamp('expiration_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.cuit, table.service] })],
);

/**
 * Leases that serialize voucher emission per (issuer CUIT, point of sale, voucher type) across
 * processes: ARCA numbers vouchers last + 1, so two workers must never ask for the same number at
 * once (web-services.md §3.8 step 3). A lease is taken with one `insert … on conflict do update
 * … where expires_at < now` statement and expires by itself if its holder dies; no database
 * transaction is held while ARCA is called. Source: ARCHITECTURE.md "Rules the server owns".
 */
export const afipEmissionLeases = pgTable(
  'afip_emission_leases',
  {
    cuit: text('cuit').notNull(),
    ptoVta: integer('pto_vta').notNull(),
    cbteTipo: integer('cbte_tipo').notNull(),
    /** Who holds it (a random id per attempt). */
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cuit, table.ptoVta, table.cbteTipo] })],
);

/**
 * Invoice statuses (Spec 02 §4): `@liqui/domain`'s `invoiceStatuses` itself (issue 25 item 3: the
 * column is typed from the domain's list; drizzle-kit loads the schema with `require`, which the
 * domain's CommonJS build serves), the states of `invoiceStatusMachine`. Stored as the PostgreSQL
 * enum `invoice_status`, whose labels follow the list's order: adding a status is a migration.
 */
export const invoiceStatusValues = invoiceStatuses;

/** The PostgreSQL enum `invoice_status` of `invoices.estado` ({@link invoiceStatusValues}). */
export const invoiceStatusEnum = pgEnum('invoice_status', invoiceStatusValues);

/**
 * Where the emission job is on an invoice (`invoices.emission_state`): `REQUESTING` once a number
 * is reserved and ARCA asked or about to be, `DONE` when ARCA's verdict is recorded
 * (`modules/invoices/emission/`; `emissionStates` of `invoice-row.ts` names them).
 */
export const invoiceEmissionStateValues = ['REQUESTING', 'DONE'] as const;
/** A {@link invoiceEmissionStateValues} value. */
export type InvoiceEmissionState = (typeof invoiceEmissionStateValues)[number];

/** The PostgreSQL enum `invoice_emission_state` of `invoices.emission_state`. */
export const invoiceEmissionStateEnum = pgEnum(
  'invoice_emission_state',
  invoiceEmissionStateValues,
);

/** One message of ARCA as `afip_result` keeps it (`Err`, `Obs`, `Evt`: code and text unchanged). */
export type StoredAfipMessage = { code: number; msg: string };

/**
 * What `invoices.afip_result` holds: ARCA's answer to the last FECAESolicitar (or the voucher
 * FECompConsultar found, `source: 'FECompConsultar'`), codes and texts unchanged. Written by the
 * emission job (`modules/invoices/emission/`) and the demo seed only.
 */
export type StoredAfipResult = {
  resultado: 'A' | 'R' | 'P' | null;
  errors: StoredAfipMessage[];
  observaciones: StoredAfipMessage[];
  events: StoredAfipMessage[];
  /** Who answered: ARCA's two calls, or `demo` for the demo population's made-up CAEs. */
  source: 'FECAESolicitar' | 'FECompConsultar' | 'demo';
  /** The voucher number ARCA was asked for (kept on a rejection, whose number is freed). */
  cbteNro?: number;
  /** MonCotiz sent (decimal text; `'1'` for PES), printed in the PDF's QR. */
  monCotiz?: string;
};

/**
 * Invoices (Spec 02 §3 "Invoice", §4 "Invoice status"). Money in integer cents
 * (`importe_total_cents`); items as JSON under their wire names (`precio` in ARS as the wire has
 * it, subtotals computed by the server). ARCA's numbering is unique per (issuer CUIT, point of
 * sale, voucher type, number): a voucher can never be recorded twice.
 *
 * `nro_de_comprobante` is written before ARCA is asked (the number the emission job is about to
 * request), together with `emission_state = 'REQUESTING'`, so a crash or a lost answer is
 * recovered by asking ARCA about that very number (web-services.md §3.8).
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    userId: text('user_id').notNull(),
    batchId: text('batch_id'),
    /**
     * The row number of the batch CSV this invoice came from (1 = first row after the headers);
     * null outside batches. Unique per batch, so re-sending a row creates nothing (issue 15 item 3).
     */
    batchFila: integer('batch_fila'),
    /** The status (Spec 02 §4), enum `invoice_status`. */
    estado: invoiceStatusEnum('estado').notNull(),
    /** Issue date (`CbteFch`), Argentine calendar date. */
    fecha: text('fecha').notNull(),
    tipoDeComprobante: integer('tipo_de_comprobante').$type<VoucherType>().notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    nroDeComprobante: integer('nro_de_comprobante'),
    /** The issuer's CUIT at the time the invoice was created. */
    userCuit: text('user_cuit').notNull(),
    tipoResponsable: text('tipo_responsable').$type<TipoResponsable>().notNull(),
    tipoDocumento: integer('tipo_documento').$type<ReceiverDocumentType>().notNull(),
    nroDocumento: text('nro_documento').notNull(),
    razonSocialCliente: text('razon_social_cliente'),
    domicilioComercialCliente: text('domicilio_comercial_cliente'),
    localidadCliente: text('localidad_cliente'),
    provinciaCliente: text('provincia_cliente'),
    emailCliente: text('email_cliente'),
    formaDePago: text('forma_de_pago').$type<FormaDePago>().notNull(),
    moneda: text('moneda').$type<Moneda>().notNull(),
    concepto: integer('concepto').$type<Concepto>().notNull(),
    desde: text('desde'),
    hasta: text('hasta'),
    vencimientoPago: text('vencimiento_pago'),
    /** `[{ key, codigo, concepto, unidad, cantidad, precio }]` (wire names). */
    items: jsonb('items').$type<InvoiceItem[]>().notNull(),
    observacion: text('observacion'),
    tipoDeComprobanteAsoc: integer('tipo_de_comprobante_asoc').$type<VoucherType>(),
    puntoVentaAsoc: integer('punto_venta_asoc'),
    cbteNroAsoc: integer('cbte_nro_asoc'),
    /** Total in integer cents, computed by the server (Σ cantidad × precio). */
    importeTotalCents: bigint('importe_total_cents', { mode: 'number' }).notNull(),
    cae: text('cae'),
    /** CAEFchVto as `YYYY-MM-DD`. */
    fechaVencimientoCae: text('fecha_vencimiento_cae'),
    /** The last action requested (`PROCESS`). */
    action: text('action').$type<InvoiceAction>(),
    /**
     * Where the emission job is (enum `invoice_emission_state`): null (never sent, or its number
     * freed), `REQUESTING` (number reserved, ARCA asked or about to be), `DONE` (EMITTED or
     * REJECTED recorded).
     */
    emissionState: invoiceEmissionStateEnum('emission_state'),
    /** ARCA's answer: `{ resultado, errors: [{code,msg}], observaciones: [{code,msg}], events }`. */
    afipResult: jsonb('afip_result').$type<StoredAfipResult>(),
    /** Failed attempts of the emission job (ARCA unreachable, timeouts). */
    attempts: integer('attempts').notNull().default(0),
    /** The last transport error, for support (not shown to users). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    emittedAt: timestamp('emitted_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the invoice e-mail to `email_cliente` was claimed for sending (issue 25 item 5,
     * `modules/invoices/invoice-mail.ts`): set once, by the first emission job that finds the
     * invoice EMITTED; null while not sent (or never to be sent).
     */
    clienteNotificadoAt: timestamp('cliente_notificado_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('invoices_voucher_unique').on(
      table.userCuit,
      table.puntoVenta,
      table.tipoDeComprobante,
      table.nroDeComprobante,
    ),
    // The list's keyset order (issue 11 item 2): newest issue date first, then creation, then id.
    // NULLS FIRST is PostgreSQL's default for DESC, so `ORDER BY … DESC` can walk this index.
    index('invoices_user_list_order').on(
      table.userId,
      table.fecha.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.invoiceId.desc().nullsFirst(),
    ),
    // A batch's invoices, paged by (user_id, invoice_id) (Spec 03 §7 lastUserId/lastInvoiceId).
    index('invoices_batch').on(table.batchId, table.userId, table.invoiceId),
    // One invoice per batch row: a re-upload of the same row finds it (issue 15 item 3).
    unique('invoices_batch_fila_unique').on(table.batchId, table.batchFila),
    // A company's invoices by receiver CUIT, paged by invoice id (`GET …/invoices/cuit/{cuit}`).
    index('invoices_receiver').on(table.nroDocumento, table.invoiceId),
    check('invoices_total_not_negative', sql`${table.importeTotalCents} >= 0`),
  ],
);
