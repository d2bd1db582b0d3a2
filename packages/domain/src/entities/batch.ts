/**
 * Invoice batches (mass invoicing from CSV): the batch, its creation, its invoices, the CSV rows
 * and the export rows. Source: Spec 03 §2 ("Invoice batches"), §3, §4 and §7.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  pick,
  size,
  string,
} from 'superstruct';
import { batchStatuses } from '../status-machines/batch-status';
import { Invoice, InvoiceItem, InvoiceStatus, TipoResponsable, VoucherType } from './invoice';
import {
  Ars,
  Count,
  Cuit,
  fromQueryNumber,
  Id,
  IsoDate,
  NonEmptyString,
  nullish,
  PuntoVenta,
} from './scalars';

/**
 * A batch id: the batch's creation time in Unix seconds, as a decimal string (`"1767225600"`),
 * so it names the CSV in the file store (`invoicesBatch/{batch_id}.csv`) unchanged.
 * Source: Spec 03 §3 ("batch_id / batchId (also a seconds timestamp shown as a date)").
 */
export const BatchId = pattern(string(), /^\d{1,12}$/);
/** A batch id: Unix seconds as digits (see the {@link BatchId} struct). */
export type BatchId = Infer<typeof BatchId>;

/**
 * The status of a batch (`CARGANDO` while its rows are staged, `CONFIRMADO` once the user
 * confirmed them and their invoices were queued): `batchStatuses` of
 * `status-machines/batch-status.ts`, whose transitions are `batchStatusMachine`. Source: Liqui
 * (issue 24 item 2).
 */
export const BatchStatus = enums(batchStatuses);
/** The status of a batch (see the {@link BatchStatus} struct). */
export type BatchStatus = Infer<typeof BatchStatus>;

/**
 * An invoice batch.
 *
 * - `batch_id` (and the same value as `batchId`): the id, Unix seconds as digits.
 * - `name`: optional batch name. `fecha_creacion`: creation date, `YYYY-MM-DD`.
 * - `mes`: the billed period as month name plus year (`Agosto 2026`).
 * - `total`, `processed`, `approved`: how many invoices the batch has, how many were sent to
 *   ARCA and how many ARCA authorized.
 * - `fecha_inicio` / `fecha_fin`: the service period, `YYYY-MM-DD`.
 * - `nroDocumento`, `razonSocialCliente`: the receiver's CUIT and business name.
 * - `fechaLote`: derived by the client from `batch_id`; the server does not send it.
 * - `rejected` (Liqui): how many invoices ARCA rejected. The three counters are counted from the
 *   batch's invoices whenever the batch is read (never a separate tally): `processed` =
 *   `approved` + `rejected`; the rest are waiting for ARCA.
 * - `estado` (Liqui, issue 24 item 2): {@link BatchStatus}, `CARGANDO` while its rows are staged
 *   (no invoice yet: `total` 0), `CONFIRMADO` once confirmed. Always sent by this server; optional
 *   so that an answer of an older server still reads.
 * - `facturasConfirmadas` / `importeConfirmadoCents` (Liqui, issue 24 item 2): the count of
 *   invoices and their total in cents (ARS × 100) the user confirmed, stored with the invoices in
 *   one transaction (so they are the count and the sum of the batch's invoices); `null` while
 *   `CARGANDO`.
 *
 * Source: Spec 03 §3 ("Invoice batch"); Liqui (issue 24 item 2).
 */
export const Batch = object({
  batch_id: BatchId,
  batchId: optional(BatchId),
  name: nullish(string()),
  fecha_creacion: IsoDate,
  mes: NonEmptyString,
  total: Count,
  processed: Count,
  approved: Count,
  fecha_inicio: IsoDate,
  fecha_fin: IsoDate,
  nroDocumento: Cuit,
  razonSocialCliente: NonEmptyString,
  fechaLote: optional(string()),
  rejected: optional(Count),
  estado: optional(BatchStatus),
  facturasConfirmadas: optional(nullable(Count)),
  importeConfirmadoCents: optional(nullable(Count)),
});
/** An invoice batch (see the {@link Batch} struct). */
export type Batch = Infer<typeof Batch>;

/**
 * The answer of `GET /root/batch` and `GET /root/batch/admin/{userId}`: the batches, newest
 * first. Decision: a bare JSON array (the spec says only "batches"). Source: Spec 03 §7.
 */
export const BatchList = array(Batch);
/** A list of batches (see the {@link BatchList} struct). */
export type BatchList = Infer<typeof BatchList>;

/** The largest page of the batch lists (`GET /root/batch`, `GET /root/batch/admin/{userId}`). */
export const BATCH_LIST_MAX_LIMIT = 500;
/** The page of the batch lists when the query names none. */
export const BATCH_LIST_DEFAULT_LIMIT = 100;

/**
 * The query of `GET /root/batch` and `GET /root/batch/admin/{userId}` (Liqui: the spec's lists
 * have no paging, but a company's batches grow every month): optional `limit` (1–500, default 100)
 * and `last`, the `batch_id` of the previous page's last batch (keyset cursor: the next page
 * starts after it, newest first). The answer stays the bare array of {@link BatchList}; a page
 * shorter than `limit` is the last one. Source: Liqui (issue 15 item 3).
 */
export const BatchListQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), BATCH_LIST_MAX_LIMIT))),
  last: optional(BatchId),
});
/** The query of a batch list (see the {@link BatchListQuery} struct). */
export type BatchListQuery = Infer<typeof BatchListQuery>;

/**
 * The body of `POST /root/batch/admin/create`.
 *
 * - Receiver: `nroDocumento` (CUIT), `user_id` (its user id, found by looking up the admin-lite
 *   companies by CUIT; `userId` is accepted as the same value), `tipoResponsable` (default
 *   iva-responsable-inscripto), `razonSocialCliente`, `domicilioComercialCliente`,
 *   `localidadCliente`, `provinciaCliente`, `emailCliente`.
 * - Period: `fecha_inicio` / `fecha_fin` (service from/to, `YYYY-MM-DD`, not in the future, end
 *   not before start), `mes` (month name plus year), `fecha_creacion` (`YYYY-MM-DD`).
 * - `name`: optional batch name. `groupuser`: always `'admin'`.
 * - `fecha_factura` (Liqui; the form's optional invoice date, Spec 03 §5): the date of every
 *   invoice whose row has none; missing or null means the day each row is uploaded.
 *
 * Source: Spec 03 §3 ("Batch creation payload"), §5 ("Invoice batch form") and §7.
 */
export const BatchCreate = object({
  nroDocumento: Cuit,
  user_id: Id,
  userId: optional(Id),
  tipoResponsable: TipoResponsable,
  razonSocialCliente: NonEmptyString,
  domicilioComercialCliente: nullish(string()),
  localidadCliente: nullish(string()),
  provinciaCliente: nullish(string()),
  emailCliente: nullish(string()),
  fecha_inicio: IsoDate,
  fecha_fin: IsoDate,
  fecha_creacion: IsoDate,
  mes: NonEmptyString,
  name: nullish(string()),
  groupuser: literal('admin'),
  fecha_factura: optional(nullish(IsoDate)),
});
/** The creation of a batch (see the {@link BatchCreate} struct). */
export type BatchCreate = Infer<typeof BatchCreate>;

/**
 * The answer of `POST /root/batch/admin/create`: the new `batch_id`; the client then puts the
 * CSV at `invoicesBatch/{batch_id}.csv` in the file store. Source: Spec 03 §4 and §7.
 */
export const BatchCreated = object({ batch_id: BatchId });
/** The id of a new batch (see the {@link BatchCreated} struct). */
export type BatchCreated = Infer<typeof BatchCreated>;

/** The largest page of `GET /root/batch/{batchId}/invoices`. Source: Spec 03 §9 ("pages of 200"). */
export const BATCH_INVOICES_PAGE_SIZE = 200;

/**
 * The query of `GET /root/batch/{batchId}/invoices`: optional `limit` (1–200) and the cursor of
 * the previous page, `lastUserId` and `lastInvoiceId` (both or neither). Numbers arrive as text in
 * a URL; the server reads it with `create()`. Source: Spec 03 §7.
 */
export const BatchInvoicesQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), BATCH_INVOICES_PAGE_SIZE))),
  lastUserId: optional(Id),
  lastInvoiceId: optional(Id),
});
/** The query of a batch's invoices (see the {@link BatchInvoicesQuery} struct). */
export type BatchInvoicesQuery = Infer<typeof BatchInvoicesQuery>;

/**
 * The answer of `GET /root/batch/{batchId}/invoices`: a page of `invoices` and the cursor of the
 * next page, `lastUserId` / `lastInvoiceId`, both `null` on the last page (the client pages until
 * `lastUserId` is null). Source: Spec 03 §7.
 */
export const BatchInvoicePage = object({
  invoices: array(Invoice),
  lastUserId: nullable(Id),
  lastInvoiceId: nullable(Id),
});
/** A page of a batch's invoices (see the {@link BatchInvoicePage} struct). */
export type BatchInvoicePage = Infer<typeof BatchInvoicePage>;

/**
 * The query of `GET /pdf` that starts generating a batch's ZIP of PDFs; the client then polls the
 * file store for `invoicesBatchZip/{batchId}.zip` every 3 s, at most 8 times. Source: Spec 03 §4
 * ("ZIP flow") and §7.
 */
export const BatchZipQuery = object({ batchId: BatchId });
/** The query of a batch ZIP request (see the {@link BatchZipQuery} struct). */
export type BatchZipQuery = Infer<typeof BatchZipQuery>;

/**
 * Row statuses of an imported CSV (batch invoices and invoice verification): Sin procesar,
 * Procesando, Correcta (result A), Incorrecta (with observation messages). A call error puts the
 * row back to Sin procesar. Source: Spec 03 §2 and §4 ("Batch CSV row status").
 */
export const csvRowStatusValues = ['Sin procesar', 'Procesando', 'Correcta', 'Incorrecta'] as const;

/** A CSV row status (see {@link csvRowStatusValues}). Source: Spec 03 §4. */
export const CsvRowStatus = enums(csvRowStatusValues);
/** A CSV row status such as `Correcta`. */
export type CsvRowStatus = Infer<typeof CsvRowStatus>;

/**
 * One row of a batch's invoice CSV, as the screen holds it before upload. The cells are text as
 * read from the file (headers lower-cased, non-word characters as `_`): `cuit_emisor`,
 * `tipo_factura`, `observaciones`, `forma_pago`, `concepto1..3`, `monto1..3`,
 * `tipo_factura_asociada`, `punto_venta`, `factura_asociada`; the product adds `fecha_factura`
 * and `servicio_fecha_vencimiento` (`YYYY-MM-DD`). Decision: the row's process flag is
 * `procesar`, its status `status` and the observation messages of an Incorrecta row `mensajes`.
 * The rows go to the file store, not to the API. Source: Spec 03 §3 ("Batch invoice CSV row").
 */
export const BatchInvoiceCsvRow = object({
  cuit_emisor: string(),
  tipo_factura: string(),
  observaciones: optional(string()),
  forma_pago: optional(string()),
  concepto1: optional(string()),
  concepto2: optional(string()),
  concepto3: optional(string()),
  monto1: optional(string()),
  monto2: optional(string()),
  monto3: optional(string()),
  tipo_factura_asociada: optional(string()),
  punto_venta: optional(string()),
  factura_asociada: optional(string()),
  fecha_factura: optional(IsoDate),
  servicio_fecha_vencimiento: optional(IsoDate),
  procesar: boolean(),
  status: CsvRowStatus,
  mensajes: optional(array(string())),
});
/** One row of a batch's invoice CSV (see the {@link BatchInvoiceCsvRow} struct). */
export type BatchInvoiceCsvRow = Infer<typeof BatchInvoiceCsvRow>;

/**
 * One row of the invoice export (the CSV the company downloads), built by the client from a
 * batch's invoices: `batchName`, issuer `razon_social` and `userCuit`, `tipoDeComprobante`,
 * `puntoVenta`, `nroDeComprobante`, `cae`, `fechaVencimientoCae`, `fecha`, `servicio_desde`,
 * `servicio_hasta`, `servicio_fecha_vencimiento` (dates `YYYY-MM-DD`), up to 3 `items`
 * (`codigo`, `concepto`, `precio` in ARS), `importeTotal` (ARS), `observaciones`, `estado`.
 * Source: Spec 03 §3 ("Invoice export row") and §9 ("up to 3 items").
 */
export const InvoiceExportRow = object({
  batchName: nullish(string()),
  razon_social: nullish(string()),
  userCuit: nullish(Cuit),
  tipoDeComprobante: VoucherType,
  puntoVenta: nullish(PuntoVenta),
  nroDeComprobante: nullish(integer()),
  cae: nullish(string()),
  fechaVencimientoCae: nullish(IsoDate),
  fecha: IsoDate,
  servicio_desde: nullish(IsoDate),
  servicio_hasta: nullish(IsoDate),
  servicio_fecha_vencimiento: nullish(IsoDate),
  items: size(array(pick(InvoiceItem, ['codigo', 'concepto', 'precio'])), 0, 3),
  importeTotal: Ars,
  observaciones: nullish(string()),
  estado: InvoiceStatus,
});
/** One row of the invoice export (see the {@link InvoiceExportRow} struct). */
export type InvoiceExportRow = Infer<typeof InvoiceExportRow>;

/** A cell of an uploaded batch row: text, at most 500 characters (decision: longer is not a real cell). */
const rowCell = optional(size(string(), 0, 500));

/**
 * One row of a batch's invoice CSV as uploaded: `fila`, its number in the file (1 the first row
 * after the headers, empty lines not counted), which the server's messages name, and the cells
 * of Spec 03 §3 plus `fecha_factura` and `servicio_fecha_vencimiento` as text (amounts as the
 * file writes them, `15.000` or `1.234,56`, dates `dd/mm/aaaa` or `AAAA-MM-DD`: the server reads
 * them itself with `validateBatchInvoiceRow`). The screen sends the rows marked to process.
 * Source: Liqui (issue 15 item 3; issue 24 items 1, 2 and 4).
 */
export const BatchRowUpload = object({
  fila: max(min(integer(), 1), 10_000),
  cuit_emisor: rowCell,
  tipo_factura: rowCell,
  observaciones: rowCell,
  forma_pago: rowCell,
  concepto1: rowCell,
  concepto2: rowCell,
  concepto3: rowCell,
  monto1: rowCell,
  monto2: rowCell,
  monto3: rowCell,
  tipo_factura_asociada: rowCell,
  punto_venta: rowCell,
  factura_asociada: rowCell,
  fecha_factura: rowCell,
  servicio_fecha_vencimiento: rowCell,
});
/** An uploaded batch row (see the {@link BatchRowUpload} struct). */
export type BatchRowUpload = Infer<typeof BatchRowUpload>;

/**
 * Body of `POST /root/batch/{batchId}/rows`: `rows`, 1 to 500 numbered rows (`BATCH_ROWS_PART_SIZE`
 * of `@liqui/domain`), and `isFirstPart`, true for the first request of a file: it replaces every
 * row staged so far under the batch (a user who fixes the file uploads it again under the same
 * batch) and starts the stored `invoicesBatch/{batch_id}.csv` again; later parts add rows.
 * Source: Liqui (issue 15 item 3; issue 24 item 2).
 */
export const BatchRowsUpload = object({
  rows: size(array(BatchRowUpload), 1, 500),
  isFirstPart: boolean(),
});
/** A batch rows upload (see the {@link BatchRowsUpload} struct). */
export type BatchRowsUpload = Infer<typeof BatchRowsUpload>;

/**
 * What the server made of one staged batch row: `accepted` (it will be invoiced as its
 * {@link BatchRowInvoice} says once the batch is confirmed) or `refused` (see `mensajes`; it will
 * never be invoiced). Source: Liqui (issue 24 item 2; issue 15 item 3 answered `queued`,
 * `already_queued` and `refused` when rows were queued at once).
 */
export const batchRowOutcomes = ['accepted', 'refused'] as const;
/** One of {@link batchRowOutcomes}. */
export const BatchRowOutcome = enums(batchRowOutcomes);
/** What the server made of an uploaded batch row (see {@link batchRowOutcomes}). */
export type BatchRowOutcome = Infer<typeof BatchRowOutcome>;

/**
 * One concept of a {@link BatchRowInvoice}: its text as the invoice will print it and its amount
 * in cents (ARS × 100; quantity 1).
 */
export const BatchRowConcept = object({
  concepto: NonEmptyString,
  importeCents: Count,
});
/** A concept of an accepted batch row (see the {@link BatchRowConcept} struct). */
export type BatchRowConcept = Infer<typeof BatchRowConcept>;

/**
 * The invoice an accepted batch row becomes, as the server read the row (issue 24 item 2: the
 * preview shows the server's reading, never the browser's):
 *
 * - issuer: `cuitEmisor` (11 digits), `nombreEmisor` (its business name, else name and surname,
 *   else its e-mail), `tipoDeComprobante` (ARCA's code: 11 Factura C…), `puntoVenta`;
 * - receiver: the batch's company, `nroDocumento` (CUIT) and `razonSocialCliente`;
 * - `fecha` (invoice date) and `vencimientoPago` (payment due date), `YYYY-MM-DD`;
 * - `conceptos`: 1 to 3 ({@link BatchRowConcept}); `importeTotalCents`: their sum in cents;
 * - `observacion`: the printed observation, `null` when none.
 *
 * Source: Liqui (issue 24 item 2).
 */
export const BatchRowInvoice = object({
  cuitEmisor: Cuit,
  nombreEmisor: string(),
  tipoDeComprobante: VoucherType,
  puntoVenta: PuntoVenta,
  nroDocumento: Cuit,
  razonSocialCliente: string(),
  fecha: IsoDate,
  vencimientoPago: nullable(IsoDate),
  conceptos: size(array(BatchRowConcept), 1, 3),
  importeTotalCents: Count,
  observacion: nullable(string()),
});
/** The invoice of an accepted batch row (see the {@link BatchRowInvoice} struct). */
export type BatchRowInvoice = Infer<typeof BatchRowInvoice>;

/**
 * One staged batch row: its `fila`, the `outcome`, the Spanish messages of a refusal (`mensajes`,
 * each 'Fila N: …'; empty when accepted), the invoice it will become (`factura`, `null` when
 * refused) and, once the batch is `CONFIRMADO`, the id of that invoice (`invoice_id`, `null`
 * before and for a refused row). Source: Liqui (issue 24 item 2).
 */
export const BatchRowResult = object({
  fila: integer(),
  outcome: BatchRowOutcome,
  mensajes: array(string()),
  factura: nullable(BatchRowInvoice),
  invoice_id: nullable(Id),
});
/** One staged batch row (see the {@link BatchRowResult} struct). */
export type BatchRowResult = Infer<typeof BatchRowResult>;

/**
 * The figures of a batch's staged rows, summed by the server over every part uploaded so far:
 * `facturas` (accepted rows: the invoices a confirmation creates), `importeTotalCents` (their
 * totals' sum, cents) and `rechazadas` (refused rows). `POST /root/batch/{batchId}/process`
 * takes `facturas` and `importeTotalCents` back as the user confirmed them.
 * Source: Liqui (issue 24 item 2).
 */
export const BatchStagingSummary = object({
  facturas: Count,
  importeTotalCents: Count,
  rechazadas: Count,
});
/** The figures of a batch's staged rows (see the {@link BatchStagingSummary} struct). */
export type BatchStagingSummary = Infer<typeof BatchStagingSummary>;

/**
 * The answer of `POST /root/batch/{batchId}/rows`: one {@link BatchRowResult} per row sent, in
 * the order sent (a `fila` staged before answers as it was staged), and the batch's
 * {@link BatchStagingSummary} after this part. Source: Liqui (issue 15 item 3; issue 24 item 2).
 */
export const BatchRowsResult = object({
  results: array(BatchRowResult),
  summary: BatchStagingSummary,
});
/** The answer of a batch rows upload (see the {@link BatchRowsResult} struct). */
export type BatchRowsResult = Infer<typeof BatchRowsResult>;

/** The largest page of `GET /root/batch/{batchId}/rows`. */
export const BATCH_ROWS_PAGE_MAX_LIMIT = 500;
/** The page of `GET /root/batch/{batchId}/rows` when the query names none. */
export const BATCH_ROWS_PAGE_DEFAULT_LIMIT = 100;

/**
 * The query of `GET /root/batch/{batchId}/rows`: optional `limit` (1–500, default 100), `after`
 * (the previous page's `nextAfter`: rows with a greater `fila`) and `outcome` (only accepted or
 * only refused rows). Numbers arrive as URL text. Source: Liqui (issue 24 item 2).
 */
export const BatchRowsQuery = object({
  limit: optional(fromQueryNumber(max(min(integer(), 1), BATCH_ROWS_PAGE_MAX_LIMIT))),
  after: optional(fromQueryNumber(max(min(integer(), 0), 10_000))),
  outcome: optional(BatchRowOutcome),
});
/** The query of a batch's staged rows (see the {@link BatchRowsQuery} struct). */
export type BatchRowsQuery = Infer<typeof BatchRowsQuery>;

/**
 * The answer of `GET /root/batch/{batchId}/rows`: a page of staged rows in `fila` order, the
 * cursor of the next page (`nextAfter`, the page's last `fila`; `null` on the last page) and the
 * batch's {@link BatchStagingSummary} (over every row, whatever the filter).
 * Source: Liqui (issue 24 item 2).
 */
export const BatchRowsPage = object({
  rows: array(BatchRowResult),
  nextAfter: nullable(integer()),
  summary: BatchStagingSummary,
});
/** A page of a batch's staged rows (see the {@link BatchRowsPage} struct). */
export type BatchRowsPage = Infer<typeof BatchRowsPage>;

/**
 * Body of `POST /root/batch/{batchId}/process`: the figures the user confirmed on the preview,
 * `facturas` (how many invoices, ≥ 1) and `importeTotalCents` (their total in cents, ARS × 100).
 * The server compares them with its own sum of the staged accepted rows and queues nothing when
 * they differ. Source: Liqui (issue 24 item 2).
 */
export const BatchProcess = object({
  facturas: max(min(integer(), 1), 10_000),
  importeTotalCents: Count,
});
/** The confirmation of a batch (see the {@link BatchProcess} struct). */
export type BatchProcess = Infer<typeof BatchProcess>;

/**
 * The state of a batch's ZIP of PDFs (`GET /root/batch/{batchId}/zip`): `estado` `none` (never
 * asked), `running` (the job is writing it: `done` of `total` PDFs), `ready` (in the file store
 * as `invoicesBatchZip/{batchId}.zip`, `total` PDFs), `failed` (the job gave up; ask again).
 * Source: Liqui (issue 15 item 5; Spec 03 §4 "ZIP flow" polls the file store instead).
 */
export const BatchZipStatus = object({
  estado: enums(['none', 'running', 'ready', 'failed']),
  done: Count,
  total: Count,
});
/** The state of a batch's ZIP (see the {@link BatchZipStatus} struct). */
export type BatchZipStatus = Infer<typeof BatchZipStatus>;
