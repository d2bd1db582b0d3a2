/**
 * The invoice batch rules (Spec 03 §3 "Batch invoice CSV row", §5 "Invoice batch form"), shared
 * by the /load-invoices-batch and /facturador screens (the CSV is checked in a Web Worker) and
 * the server, which checks the form and every row again before it stores anything.
 */
import { addDays, isIsoDate, monthNames } from './argentine-date';
import type { CsvColumns } from './csv/csv-columns';
import { readCsvDate } from './csv/csv-date';
import { parseEsArAmount } from './csv/es-ar-amount';
import type { TipoResponsable, VoucherType } from './entities/invoice';
import { formasDePago, invoiceVoucherTypes } from './enumerations';
import { formatMessage, type MessageArgs, type MessageCode } from './messages';
import { type Result, succeed, type ValidationError } from './result';
import { normalizeCuit, validateCuit } from './validate-cuit';
import { type ValidInvoiceDraft, validateInvoiceDraft } from './validate-invoice-draft';

/** Most rows one batch may hold (decision: a month of a large courier company, and the bench's size). */
export const BATCH_MAX_ROWS = 10_000;

/**
 * Rows per upload request of a batch's CSV (decision: the screen sends the rows in parts of 500
 * and shows a progress bar between parts; the server refuses a larger part with 400).
 */
export const BATCH_ROWS_PART_SIZE = 500;

/** How many days back an invoice date of a batch may go (Spec 03 §5 "not older than 15 days"). */
export const BATCH_INVOICE_DATE_MAX_AGE_DAYS = 15;

/**
 * ARCA's window for a services voucher's date: N − 10 … N + 10 (web-services.md §3.6, 10016).
 * Inside the form's 15 days, it is the one that decides how old a batch invoice may be.
 */
export const ARCA_SERVICES_DATE_WINDOW_DAYS = 10;

/** The names of a batch invoice CSV's cells, in the order of Spec 03 §3 plus the product's two. */
export const batchInvoiceCells = [
  'cuit_emisor',
  'tipo_factura',
  'observaciones',
  'forma_pago',
  'concepto1',
  'concepto2',
  'concepto3',
  'monto1',
  'monto2',
  'monto3',
  'tipo_factura_asociada',
  'punto_venta',
  'factura_asociada',
  'fecha_factura',
  'servicio_fecha_vencimiento',
] as const;

/** A cell name of {@link batchInvoiceCells}. */
export type BatchInvoiceCell = (typeof batchInvoiceCells)[number];

/** The cells of one batch invoice row as text (trimmed; a missing cell is absent or `''`). */
export type BatchInvoiceCells = Partial<Record<BatchInvoiceCell, string>>;

/**
 * The columns of a batch invoice CSV as the importer reads them (issue 24 item 5): the names of
 * {@link batchInvoiceCells} and the headers a person types for them ('CUIT emisor', 'Tipo de
 * factura', 'Monto 1', 'Fecha de factura'…). `cuit_emisor`, `concepto1` and `monto1` are
 * required; `fila` (the number the stored copy adds) is ignored.
 */
export const batchInvoiceColumns: CsvColumns = {
  columns: [
    {
      name: 'cuit_emisor',
      synonyms: ['CUIT', 'CUIT del emisor', 'CUIT colaborador'],
      required: true,
    },
    { name: 'tipo_factura', synonyms: ['Tipo de factura', 'Tipo', 'Tipo de comprobante'] },
    { name: 'observaciones', synonyms: ['Observación', 'Observacion', 'Obs'] },
    { name: 'forma_pago', synonyms: ['Forma de pago', 'Condición de venta'] },
    { name: 'concepto1', synonyms: ['Concepto', 'Descripción 1'], required: true },
    { name: 'concepto2', synonyms: ['Descripción 2'] },
    { name: 'concepto3', synonyms: ['Descripción 3'] },
    { name: 'monto1', synonyms: ['Monto', 'Importe', 'Importe 1'], required: true },
    { name: 'monto2', synonyms: ['Importe 2'] },
    { name: 'monto3', synonyms: ['Importe 3'] },
    {
      name: 'tipo_factura_asociada',
      synonyms: ['Tipo de factura asociada', 'Tipo de comprobante asociado'],
    },
    { name: 'punto_venta', synonyms: ['Punto de venta', 'Pto. Vta.', 'PV'] },
    { name: 'factura_asociada', synonyms: ['Comprobante asociado'] },
    { name: 'fecha_factura', synonyms: ['Fecha', 'Fecha de factura', 'Fecha de emisión'] },
    {
      name: 'servicio_fecha_vencimiento',
      synonyms: ['Vencimiento', 'Fecha de vencimiento', 'Vencimiento del pago'],
    },
  ],
  ignored: ['fila'],
};

/**
 * The example row of the batch invoice template (`writeCsvTemplate`; issue 24 item 9): a Factura
 * C for one service, the amount written as es-AR (`15.000,00`). Decision: no `fecha_factura` and
 * no `servicio_fecha_vencimiento`, so the template never goes stale (a date would leave the
 * 15-day window): each invoice then takes the form's date, or the day it is emitted.
 */
export const batchInvoiceTemplateRow: Readonly<Record<string, string>> = {
  cuit_emisor: '20-11111111-2',
  tipo_factura: 'C',
  observaciones: '',
  forma_pago: 'Contado',
  concepto1: 'Servicio de reparto',
  monto1: '15.000,00',
};

/**
 * The cells of a CSV record read by `readCsvText` with {@link batchInvoiceColumns} as
 * {@link BatchInvoiceCells}: the known cells as trimmed text, others ignored.
 */
export function batchInvoiceCellsOf(record: Readonly<Record<string, unknown>>): BatchInvoiceCells {
  const cells: BatchInvoiceCells = {};
  for (const name of batchInvoiceCells) {
    const value = record[name];
    if (value !== undefined && value !== null) cells[name] = String(value).trim();
  }
  return cells;
}

/**
 * The batch-level data every row takes: the receiver (the company the collaborators invoice),
 * the service period and the optional invoice date of the form.
 *
 * - `nroDocumento`: the receiver's CUIT (11 digits); `tipoResponsable` its kind of taxpayer.
 * - `fecha_inicio` / `fecha_fin`: service from/to, `YYYY-MM-DD`.
 * - `fecha_factura`: the form's invoice date (`YYYY-MM-DD`), `null` for "today".
 */
export type BatchRowContext = {
  readonly today: string;
  readonly maximoConsFinal: number;
  readonly nroDocumento: string;
  readonly tipoResponsable: TipoResponsable;
  readonly razonSocialCliente: string;
  readonly domicilioComercialCliente?: string | null;
  readonly localidadCliente?: string | null;
  readonly provinciaCliente?: string | null;
  readonly emailCliente?: string | null;
  readonly fecha_inicio: string;
  readonly fecha_fin: string;
  readonly fecha_factura?: string | null;
};

/**
 * A row that passed {@link validateBatchInvoiceRow}: the issuer's CUIT (11 digits), the punto de
 * venta the row asks for (`null`: the issuer's own) and the validated invoice draft.
 */
export type ValidBatchInvoice = {
  readonly cuitEmisor: string;
  readonly draft: ValidInvoiceDraft;
};

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Short names of the class C voucher types a batch CSV may use besides ARCA's code and name. */
const voucherAliases: Readonly<Record<string, VoucherType>> = {
  c: 11,
  fc: 11,
  ndc: 12,
  nd: 12,
  ncc: 13,
  nc: 13,
  rc: 15,
};

/**
 * Reads a `tipo_factura` cell: ARCA's code (`11`, `12`, `13`, `15`), its name ('Factura C',
 * 'Nota de Crédito C', case and accents ignored) or a short name (`C`/`FC`, `ND`/`NDC`,
 * `NC`/`NCC`, `RC`). Decision: the spec does not show the cell's values; these are the ones a
 * company's spreadsheet is likely to hold.
 *
 * @returns the voucher type, or `null` when the text is none of those.
 */
export function parseBatchVoucherType(cell: string | undefined): VoucherType | null {
  const value = fold(text(cell));
  if (value === '') return null;
  for (const entry of invoiceVoucherTypes) {
    if (String(entry.id) === value || fold(entry.desc) === value) return entry.id;
  }
  return voucherAliases[value.replace(/[^a-z]/g, '')] ?? null;
}

/** Reads a `forma_pago` cell: the wire id (`contado`) or its label ('Cuenta corriente'). */
function parsePaymentForm(cell: string | undefined): string | null {
  const value = fold(text(cell));
  if (value === '') return 'contado';
  const entry = formasDePago.find((form) => form.id === value || fold(form.desc) === value);
  return entry?.id ?? null;
}

/**
 * Reads a `factura_asociada` cell: `PPPPP-NNNNNNNN` (point of sale and number, leading zeros
 * optional) or a bare number (then the point of sale is the row's).
 */
function parseAssociated(
  cell: string | undefined,
  puntoVenta: number | null,
): { puntoVenta: number | null; numero: number } | null {
  const value = text(cell);
  const pair = /^(\d{1,5})-(\d{1,8})$/.exec(value);
  if (pair) return { puntoVenta: Number(pair[1]), numero: Number(pair[2]) };
  if (/^\d{1,8}$/.test(value)) return { puntoVenta, numero: Number(value) };
  return null;
}

/** The row-level message codes (each takes `{row}`). */
type RowCode = Extract<
  MessageCode,
  `invoiceBatchRow.${string}` | 'csv.amount' | 'csv.date' | 'csv.dateMonthFirst'
>;

/** A date cell (`dd/mm/aaaa`, `d/m/aaaa` or `AAAA-MM-DD`, `readCsvDate`) as `YYYY-MM-DD`, or null. */
function readDate(cell: string): string | null {
  const reading = readCsvDate(cell);
  return reading.ok ? reading.date : null;
}

/** The message of a date cell {@link readDate} refused: a month-first date has its own. */
function dateError(column: string, value: string, fila: number): ValidationError {
  const reading = readCsvDate(value);
  const code = !reading.ok && reading.reason === 'monthFirst' ? 'csv.dateMonthFirst' : 'csv.date';
  return rowError(column, code, { row: fila, column, value });
}

/**
 * The errors of a batch row: `path` the cell (or the draft field), `message` prefixed with the
 * row ('Fila 3: …') so a list of them reads on its own.
 */
function rowError<C extends RowCode>(
  path: string,
  code: C,
  ...args: MessageArgs<C>
): ValidationError {
  return { path, code, message: formatMessage(code, ...args) };
}

/**
 * Checks one batch invoice row and turns it into the invoice its issuer would have typed in the
 * wizard: a class C voucher from `cuit_emisor` to the batch's receiver (document type 80, the
 * receiver's CUIT, kind and address from the form), concept 2 (services: every batch bills the
 * collaborators' services to the company), service dates from the form's period, payment due date
 * `servicio_fecha_vencimiento` or else the invoice date, invoice date `fecha_factura` or else the
 * form's or `today`, one item per `conceptoN` with `montoN` (quantity 1, unit 7 'unidades', code
 * N), `observaciones` as the observation, and for debit and credit notes the associated voucher
 * (`tipo_factura_asociada`, `factura_asociada`). Then every rule of `validateInvoiceDraft`
 * (Spec 02 §5, §9: dates, totals, the associated voucher) applies, with ARCA's services window
 * (N − 10) instead of the wizard's 3 days as the earliest date. Decision: the spec's 15 days is
 * checked too (its own message), but ARCA would refuse 11–15 days back, so those rows are refused
 * here with the invoice rule's message rather than at ARCA.
 *
 * Errors, every one that applies, each `message` starting with 'Fila N: ':
 * - `invoiceBatchRow.cuitEmisor` the issuer CUIT is missing or invalid (03 §5 CUIT rule);
 * - `invoiceBatchRow.tipoFactura` an unknown `tipo_factura` ({@link parseBatchVoucherType});
 * - `invoiceBatchRow.formaPago` an unknown `forma_pago` (blank means 'contado');
 * - `invoiceBatchRow.puntoVenta` a `punto_venta` that is not 1–99999;
 * - `csv.amount` a `montoN` that is not an es-AR amount (`parseEsArAmount`: `15.000` is ARS
 *   15,000; `1.234,567`, `15,000.00` and `abc` are refused): 'Fila N: monto1 "…" no es un importe
 *   válido (ej.: 1.234,56)' (issue 24 item 1);
 * - `invoiceBatchRow.monto` a `conceptoN` without a positive `montoN` or the reverse;
 * - `invoiceBatchRow.noItems` no concept at all;
 * - `csv.date` / `csv.dateMonthFirst` a `fecha_factura` or `servicio_fecha_vencimiento` that is
 *   not `dd/mm/aaaa`, `d/m/aaaa` or `AAAA-MM-DD` (`readCsvDate`; a month-first date such as
 *   `11/27/2026` has its own message; issue 24 item 4);
 * - `invoiceBatchRow.fecha` an invoice date in the future or more than 15 days old (03 §5);
 * - `invoiceBatchRow.asociada` a note without a valid associated voucher;
 * - `invoiceBatchRow.invoice` any error of `validateInvoiceDraft`, its text after the prefix.
 *
 * @param cells - the row's cells as read.
 * @param fila - the row's number in the file (1 the first after the headers).
 * @param context - {@link BatchRowContext}.
 * @returns the {@link ValidBatchInvoice}, or the errors.
 */
export function validateBatchInvoiceRow(
  cells: BatchInvoiceCells,
  fila: number,
  context: BatchRowContext,
): Result<ValidBatchInvoice> {
  const errors: ValidationError[] = [];
  const add = (error: ValidationError) => errors.push(error);

  const cuitEmisor = normalizeCuit(text(cells.cuit_emisor));
  if (!validateCuit(cuitEmisor).ok) {
    add(rowError('cuit_emisor', 'invoiceBatchRow.cuitEmisor', { row: fila }));
  }
  const tipo = parseBatchVoucherType(cells.tipo_factura);
  if (tipo === null) add(rowError('tipo_factura', 'invoiceBatchRow.tipoFactura', { row: fila }));
  const formaDePago = parsePaymentForm(cells.forma_pago);
  if (formaDePago === null) {
    add(rowError('forma_pago', 'invoiceBatchRow.formaPago', { row: fila }));
  }
  const puntoVentaText = text(cells.punto_venta);
  let puntoVenta: number | null = null;
  if (puntoVentaText !== '') {
    puntoVenta = /^\d{1,5}$/.test(puntoVentaText) ? Number(puntoVentaText) : 0;
    if (puntoVenta < 1) {
      add(rowError('punto_venta', 'invoiceBatchRow.puntoVenta', { row: fila }));
      puntoVenta = null;
    }
  }

  const items: {
    codigo: string;
    concepto: string;
    unidad: number;
    cantidad: number;
    precio: number;
  }[] = [];
  for (const n of [1, 2, 3] as const) {
    const concepto = text(cells[`concepto${n}`]);
    const montoText = text(cells[`monto${n}`]);
    if (concepto === '' && montoText === '') continue;
    const cents = montoText === '' ? null : parseEsArAmount(montoText);
    if (montoText !== '' && cents === null) {
      add(
        rowError(`monto${n}`, 'csv.amount', { row: fila, column: `monto${n}`, value: montoText }),
      );
      continue;
    }
    if (concepto === '' || cents === null || cents <= 0) {
      add(rowError(`monto${n}`, 'invoiceBatchRow.monto', { row: fila, n }));
      continue;
    }
    items.push({ codigo: String(n), concepto, unidad: 7, cantidad: 1, precio: cents / 100 });
  }
  if (items.length === 0 && !errors.some((error) => error.path.startsWith('monto'))) {
    add(rowError('concepto1', 'invoiceBatchRow.noItems', { row: fila }));
  }

  const fechaText = text(cells.fecha_factura);
  const fecha = fechaText === '' ? (context.fecha_factura ?? context.today) : readDate(fechaText);
  if (fecha === null) {
    add(dateError('fecha_factura', fechaText, fila));
  } else if (
    fecha > context.today ||
    fecha < addDays(context.today, -BATCH_INVOICE_DATE_MAX_AGE_DAYS)
  ) {
    add(rowError('fecha_factura', 'invoiceBatchRow.fecha', { row: fila }));
  }
  const vencimientoText = text(cells.servicio_fecha_vencimiento);
  const vencimientoPago = vencimientoText === '' ? fecha : readDate(vencimientoText);
  if (vencimientoText !== '' && vencimientoPago === null) {
    add(dateError('servicio_fecha_vencimiento', vencimientoText, fila));
  }

  let asociada: { tipo: VoucherType; puntoVenta: number | null; numero: number } | null = null;
  if (tipo === 12 || tipo === 13) {
    const tipoAsoc = parseBatchVoucherType(cells.tipo_factura_asociada) ?? 11;
    const parsed = parseAssociated(cells.factura_asociada, puntoVenta);
    if (parsed === null || parsed.numero < 1) {
      add(rowError('factura_asociada', 'invoiceBatchRow.asociada', { row: fila }));
    } else {
      asociada = { tipo: tipoAsoc, ...parsed };
    }
  }

  if (
    errors.length > 0 ||
    tipo === null ||
    formaDePago === null ||
    fecha === null ||
    vencimientoPago === null
  ) {
    return { ok: false, errors };
  }

  const observacion = text(cells.observaciones);
  const result = validateInvoiceDraft(
    {
      tipoDeComprobante: tipo,
      tipoResponsable: context.tipoResponsable,
      fecha,
      tipoDocumento: 80,
      nroDocumento: context.nroDocumento,
      razonSocialCliente: context.razonSocialCliente,
      domicilioComercialCliente: context.domicilioComercialCliente ?? null,
      localidadCliente: context.localidadCliente ?? null,
      provinciaCliente: context.provinciaCliente ?? null,
      emailCliente: context.emailCliente ?? null,
      formaDePago: formaDePago as ValidInvoiceDraft['formaDePago'],
      moneda: 'PES',
      concepto: 2,
      desde: context.fecha_inicio,
      hasta: context.fecha_fin,
      vencimientoPago,
      items,
      observacion: observacion === '' ? null : observacion,
      tipoDeComprobanteAsoc: asociada?.tipo ?? null,
      puntoVentaAsoc: asociada?.puntoVenta ?? puntoVenta,
      cbteNroAsoc: asociada?.numero ?? null,
      importeTotal: 0,
      puntoVenta,
    },
    {
      today: context.today,
      maximoConsFinal: context.maximoConsFinal,
      earliestFecha: addDays(context.today, -ARCA_SERVICES_DATE_WINDOW_DAYS),
    },
  );
  if (!result.ok) {
    return {
      ok: false,
      errors: result.errors.map((error) =>
        rowError(error.path, 'invoiceBatchRow.invoice', { row: fila, detail: error.message }),
      ),
    };
  }
  return succeed({ cuitEmisor, draft: result.value });
}

/** The invoice batch form as the screen holds it (dates `YYYY-MM-DD`, blank as `''` or null). */
export type BatchFormValues = {
  readonly nroDocumento?: string | null;
  readonly razonSocialCliente?: string | null;
  readonly mes?: number | null;
  readonly anio?: number | null;
  readonly fecha_inicio?: string | null;
  readonly fecha_fin?: string | null;
  readonly fecha_factura?: string | null;
  readonly name?: string | null;
  readonly tipoResponsable?: string | null;
};

/**
 * The period label of a batch, month name plus year: `(8, 2026)` → 'Agosto 2026'.
 * Source: Spec 03 §3 ("mes (month name plus year)").
 */
export function batchPeriodLabel(month: number, year: number): string {
  return `${monthNames[month - 1] ?? ''} ${year}`.trim();
}

/**
 * Checks the invoice batch form (Spec 03 §5 "Invoice batch form"); every error that applies:
 * - `nroDocumento`: the CUIT rule (`cuit.required`, `cuit.length`, `cuit.checkDigit`);
 * - `razonSocialCliente`: `invoiceBatch.razonSocialRequired` (the CUIT lookup fills it);
 * - `mes`: `invoiceBatch.mesRequired` (1–12); `anio`: `invoiceBatch.anioRequired`, the previous or
 *   the current year of `today`;
 * - `fecha_inicio` / `fecha_fin`: 'Servicio desde requerido' / 'Servicio hasta requerido', not in
 *   the future (`invoiceBatch.futureDate`), end not before start (`invoiceBatch.endBeforeStart`);
 * - `fecha_factura` (optional): not in the future, not older than 15 days
 *   (`invoiceBatch.fechaFactura`);
 * - `tipoResponsable`: `invoiceBatch.tipoResponsableRequired`.
 *
 * @param values - {@link BatchFormValues}.
 * @param today - Argentina's `YYYY-MM-DD`.
 * @returns the errors found (empty: the form is valid).
 */
export function validateBatchForm(values: BatchFormValues, today: string): ValidationError[] {
  const errors: ValidationError[] = [];
  const add = <C extends MessageCode>(path: string, code: C, ...args: MessageArgs<C>) =>
    errors.push({ path, code, message: formatMessage(code, ...args) });
  const cuit = validateCuit(values.nroDocumento ?? '');
  if (!cuit.ok) errors.push(...cuit.errors.map((error) => ({ ...error, path: 'nroDocumento' })));
  if (text(values.razonSocialCliente ?? undefined) === '') {
    add('razonSocialCliente', 'invoiceBatch.razonSocialRequired');
  }
  const month = values.mes ?? null;
  if (month === null || !Number.isInteger(month) || month < 1 || month > 12) {
    add('mes', 'invoiceBatch.mesRequired');
  }
  const currentYear = Number(today.slice(0, 4));
  const year = values.anio ?? null;
  if (year !== currentYear && year !== currentYear - 1) add('anio', 'invoiceBatch.anioRequired');
  const desde = values.fecha_inicio ?? '';
  const hasta = values.fecha_fin ?? '';
  if (!isIsoDate(desde)) add('fecha_inicio', 'invoiceBatch.servicioDesdeRequired');
  else if (desde > today) add('fecha_inicio', 'invoiceBatch.futureDate');
  if (!isIsoDate(hasta)) add('fecha_fin', 'invoiceBatch.servicioHastaRequired');
  else if (hasta > today) add('fecha_fin', 'invoiceBatch.futureDate');
  if (isIsoDate(desde) && isIsoDate(hasta) && hasta < desde) {
    add('fecha_fin', 'invoiceBatch.endBeforeStart');
  }
  const fechaFactura = values.fecha_factura ?? '';
  if (fechaFactura !== '') {
    if (
      !isIsoDate(fechaFactura) ||
      fechaFactura > today ||
      fechaFactura < addDays(today, -BATCH_INVOICE_DATE_MAX_AGE_DAYS)
    ) {
      add('fecha_factura', 'invoiceBatch.fechaFactura');
    }
  }
  if (text(values.tipoResponsable ?? undefined) === '') {
    add('tipoResponsable', 'invoiceBatch.tipoResponsableRequired');
  }
  return errors;
}
