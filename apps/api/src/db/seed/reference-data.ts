import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  argentineDateOf,
  concepts,
  currencies,
  documentTypes,
  ivaReceptorConditions,
  provinces,
  unitsOfMeasure,
  voucherTypes,
} from '@liqui/domain';
import Papa from 'papaparse';
import { locateSeedFolder } from '../assets.js';
import type { Db } from '../client.js';
import {
  type AfipCodeTable,
  afipCodes,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
} from '../schema.js';

/**
 * Reference tables: the figures every other area reads (monotributo categories, due dates,
 * other taxes, IIBB rows) and the ARCA code tables. Loaded once into the database by the seed
 * (`src/db/seed/seed.ts`); afterwards the admin edits them through the taxes endpoints
 * (spec 01 §2.11, §2.13, §7). This area has no routes of its own: the spec defines none.
 *
 * Sources (copied into `src/db/seed/`, see data/SOURCES.md): the ARCA monotributo scale in force
 * from 2026-08-01 (the 2025-08-01 and 2026-02-01 scales are kept for {@link readScale}), the 2026 due dates, `otros-impuestos.csv`, `iibb-regimen-simplificado.csv`;
 * the code tables come from `@liqui/domain`'s catalogues.
 */

/** The CSV files the seed reads, by role. */
export const referenceFiles = {
  categories: 'monotributo-categorias-2026-08-01.csv',
  dueDates: 'monotributo-vencimientos-2026.csv',
  otherTaxes: 'otros-impuestos.csv',
  iibb: 'iibb-regimen-simplificado.csv',
} as const;

/**
 * The ARCA monotributo scales kept in the seed folder, oldest first: each applies from its
 * `vigencia_desde` until the next one starts. The database is seeded with the newest
 * ({@link referenceFiles}`.categories`); the older ones stay loadable with {@link readScale}.
 */
export const scaleFiles = [
  'monotributo-categorias-2025-08-01.csv',
  'monotributo-categorias-2026-02-01.csv',
  'monotributo-categorias-2026-08-01.csv',
] as const;

/**
 * The rule the IIBB source states for the seeded jurisdictions (CABA, Córdoba): they collect the
 * provincial amount with the monotributo (Monotributo Unificado), so it is due with the
 * monotributo of each month. The wire's `vencimiento` is a `YYYY-MM-DD` date (`IibbRow` of
 * `@liqui/domain`: the next due date, kept up to date by the admin), so the seed writes
 * {@link nextDueDate} of the monotributo due dates; this text documents where the date comes from.
 */
export const iibbVencimientoRule = 'Día 20 de cada mes o siguiente día hábil, con el Monotributo';

/**
 * The first due date on or after `asOf` (both `YYYY-MM-DD`), or the latest one when every due date
 * is earlier: what the seed writes as the IIBB rows' `vencimiento` ({@link iibbVencimientoRule}).
 *
 * @throws Error when `dueDates` is empty.
 */
export function nextDueDate(dueDates: readonly { fecha: string }[], asOf: string): string {
  const sorted = dueDates.map((row) => row.fecha).sort();
  const last = sorted.at(-1);
  if (last === undefined) throw new Error('nextDueDate needs at least one due date');
  return sorted.find((fecha) => fecha >= asOf) ?? last;
}

/** One ARCA code: `{ id, desc }` as the domain catalogues export it. */
type CatalogueEntry = { readonly id: number | string; readonly desc: string };

/** The code tables, by stored table name (see `afipCodeTables` in the schema). */
export const afipCatalogues: Record<AfipCodeTable, readonly CatalogueEntry[]> = {
  document_types: documentTypes,
  voucher_types: voucherTypes,
  concepts,
  currencies,
  iva_receptor_conditions: ivaReceptorConditions,
  units_of_measure: unitsOfMeasure,
  provinces,
};

/** Every row the seed inserts, ready for drizzle. */
export type ReferenceData = {
  categories: (typeof monotributoCategories.$inferInsert)[];
  dueDates: (typeof dueDates.$inferInsert)[];
  otherTaxes: (typeof otherTaxes.$inferInsert)[];
  iibbRows: (typeof iibbRows.$inferInsert)[];
  afipCodes: (typeof afipCodes.$inferInsert)[];
};

const decimalPattern = /^\d+(\.\d+)?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the reference CSVs from `seedDir` and the code tables from `@liqui/domain`, and maps them
 * to table rows. Values stay decimal strings as written (exact money).
 *
 * Mapping of the category CSV: monto_facturacion_maximo = ingresos_brutos_anuales_max,
 * impuesto_servicios = impuesto_integrado_servicios, impuesto_bienes = impuesto_integrado_bienes,
 * aportes_sipa = aporte_sipa, porcentaje_os = aporte_obra_social / aporte_OS × 100 rounded half-up
 * to 6 decimals ({@link percentOf}; see the schema for why 6), aporte_OS taken from `otros-impuestos.csv`.
 * IIBB `vencimiento` = {@link nextDueDate} of the 2026 due dates as of `options.asOf`.
 *
 * @param options.asOf - the seed's date (`YYYY-MM-DD`). @default today in Argentina
 *
 * @throws Error naming the file, line and column when a file is missing, malformed, or lacks a
 *   value the seed needs (the files are part of the build; this is a build error).
 */
export function readReferenceData(seedDir: string, options: { asOf?: string } = {}): ReferenceData {
  const taxes = readCsv(seedDir, referenceFiles.otherTaxes, ['nombre', 'valor']);
  const otherTaxRows = taxes.map((row) => ({
    nombre: required(row, 'nombre'),
    valor: decimal(row, 'valor'),
  }));
  const aporteOs = otherTaxRows.find((row) => row.nombre === 'aporte_OS')?.valor;
  if (!aporteOs || Number(aporteOs) === 0) {
    throw new Error(`${referenceFiles.otherTaxes}: a non-zero aporte_OS row is required`);
  }

  const categories = readCategories(seedDir, referenceFiles.categories, aporteOs);

  const dueDateRows = readCsv(seedDir, referenceFiles.dueDates, ['mes', 'fecha']).map((row) => {
    const mes = Number(required(row, 'mes'));
    if (!Number.isInteger(mes) || mes < 1 || mes > 12) {
      throw new Error(`${referenceFiles.dueDates} line ${row.line}: mes must be 1–12`);
    }
    return { mes, fecha: isoDate(row, 'fecha') };
  });

  const iibb = readCsv(seedDir, referenceFiles.iibb, [
    'provincia',
    'categoria',
    'monto_mensual',
  ]).map((row) => ({
    provincia: required(row, 'provincia'),
    categoria: required(row, 'categoria'),
    monto: decimal(row, 'monto_mensual'),
    vencimiento: nextDueDate(dueDateRows, options.asOf ?? argentineDateOf(new Date())),
  }));

  const codes = Object.entries(afipCatalogues).flatMap(([tableName, entries]) =>
    entries.map((entry, position) => ({
      tableName,
      id: String(entry.id),
      description: entry.desc,
      position,
    })),
  );

  return {
    categories,
    dueDates: dueDateRows,
    otherTaxes: otherTaxRows,
    iibbRows: iibb,
    afipCodes: codes,
  };
}

const categoryColumns = [
  'categoria',
  'ingresos_brutos_anuales_max',
  'impuesto_integrado_servicios',
  'impuesto_integrado_bienes',
  'aporte_sipa',
  'aporte_obra_social',
  'vigencia_desde',
];

function readCategories(
  seedDir: string,
  file: string,
  aporteOs: string,
): ReferenceData['categories'] {
  return readCsv(seedDir, file, categoryColumns).map((row) => ({
    categoria: required(row, 'categoria'),
    montoFacturacionMaximo: decimal(row, 'ingresos_brutos_anuales_max'),
    impuestoServicios: decimal(row, 'impuesto_integrado_servicios'),
    impuestoBienes: decimal(row, 'impuesto_integrado_bienes'),
    aportesSipa: decimal(row, 'aporte_sipa'),
    porcentajeOs: percentOf(decimal(row, 'aporte_obra_social'), aporteOs, 6),
    vigenciaDesde: isoDate(row, 'vigencia_desde'),
  }));
}

/** One ARCA scale as {@link readScale} reads it. */
export type Scale = {
  /** First day the scale applies (`YYYY-MM-DD`). */
  vigenciaDesde: string;
  /** The health-insurance base amount of the scale (ARS, decimal string): category A's amount. */
  aporteOs: string;
  /** The categories A–K as rows of `monotributo_categories` (exact decimal strings). */
  categories: ReferenceData['categories'];
};

/**
 * The monotributo scale in force on `date` (`YYYY-MM-DD`): of {@link scaleFiles}, the one with
 * the latest `vigencia_desde` on or before `date` (so tests and tools can switch scale by date;
 * the database keeps the newest). `porcentaje_os` is computed against that scale's own
 * `aporte_OS`, its category A obra social amount (ARCA sets A at the base amount: 25694.55 =
 * `otros-impuestos.csv` aporte_OS for the 2026-08-01 scale), so percentage × aporteOs / 100
 * gives back the scale's amounts.
 *
 * @example readScale('2026-03-15').vigenciaDesde === '2026-02-01'
 * @throws Error when `date` is not `YYYY-MM-DD` or is before the oldest scale kept.
 */
export function readScale(date: string, seedDir: string = locateSeedFolder()): Scale {
  if (!datePattern.test(date)) throw new Error(`readScale needs a YYYY-MM-DD date (got "${date}")`);
  const scales = scaleFiles.map((file) => {
    const rows = readCsv(seedDir, file, categoryColumns);
    const first = rows[0];
    if (!first) throw new Error(`${file}: no categories`);
    return {
      file,
      vigenciaDesde: isoDate(first, 'vigencia_desde'),
      aporteOs: decimal(first, 'aporte_obra_social'),
    };
  });
  const inForce = scales
    .filter((scale) => scale.vigenciaDesde <= date)
    .sort((a, b) => a.vigenciaDesde.localeCompare(b.vigenciaDesde))
    .at(-1);
  if (!inForce) throw new Error(`No monotributo scale in force on ${date}`);
  return {
    vigenciaDesde: inForce.vigenciaDesde,
    aporteOs: inForce.aporteOs,
    categories: readCategories(seedDir, inForce.file, inForce.aporteOs),
  };
}

/**
 * Inserts the reference rows (multi-row inserts; rows that already exist are left alone).
 * Call it inside a transaction: the seed does.
 */
export async function insertReferenceData(db: Db, data: ReferenceData): Promise<void> {
  await db.insert(monotributoCategories).values(data.categories).onConflictDoNothing();
  await db.insert(dueDates).values(data.dueDates).onConflictDoNothing();
  await db.insert(otherTaxes).values(data.otherTaxes).onConflictDoNothing();
  await db.insert(iibbRows).values(data.iibbRows).onConflictDoNothing();
  await db.insert(afipCodes).values(data.afipCodes).onConflictDoNothing();
}

/**
 * `part / whole × 100`, exact, rounded half-up to `scale` decimals, on non-negative decimal
 * strings (BigInt arithmetic, no floats).
 *
 * @example percentOf('30535.56', '25694.55', 4) === '118.8406'
 * @throws Error when an argument is not a non-negative decimal string or `whole` is zero.
 */
export function percentOf(part: string, whole: string, scale: number): string {
  if (!decimalPattern.test(part) || !decimalPattern.test(whole)) {
    throw new Error(`percentOf needs non-negative decimal strings (got "${part}", "${whole}")`);
  }
  const decimals = Math.max(fractionLength(part), fractionLength(whole));
  const numerator = toScaledInteger(part, decimals) * 100n * 10n ** BigInt(scale);
  const denominator = toScaledInteger(whole, decimals);
  if (denominator === 0n) throw new Error('percentOf: whole must not be zero');
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const digits = rounded.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

function fractionLength(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

function toScaledInteger(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** A parsed CSV line: its cells by column, plus where it came from for error messages. */
type CsvRow = { cells: Record<string, string>; file: string; line: number };

function readCsv(seedDir: string, file: string, columns: string[]): CsvRow[] {
  const text = readFileSync(join(seedDir, file), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: true,
    dynamicTyping: false,
  });
  const [firstError] = parsed.errors;
  if (firstError) {
    throw new Error(`${file} line ${(firstError.row ?? 0) + 2}: ${firstError.message}`);
  }
  const missing = columns.filter((column) => !parsed.meta.fields?.includes(column));
  if (missing.length > 0) throw new Error(`${file}: missing columns ${missing.join(', ')}`);
  return parsed.data.map((cells, index) => ({ cells, file, line: index + 2 }));
}

function required(row: CsvRow, column: string): string {
  const value = row.cells[column]?.trim();
  if (!value) throw new Error(`${row.file} line ${row.line}: ${column} is empty`);
  return value;
}

function decimal(row: CsvRow, column: string): string {
  const value = required(row, column);
  if (!decimalPattern.test(value)) {
    throw new Error(`${row.file} line ${row.line}: ${column} is not a decimal ("${value}")`);
  }
  return value;
}

function isoDate(row: CsvRow, column: string): string {
  const value = required(row, column);
  if (!datePattern.test(value)) {
    throw new Error(`${row.file} line ${row.line}: ${column} is not YYYY-MM-DD ("${value}")`);
  }
  return value;
}
