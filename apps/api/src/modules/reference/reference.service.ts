import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  concepts,
  currencies,
  documentTypes,
  ivaReceptorConditions,
  provinces,
  unitsOfMeasure,
  voucherTypes,
} from '@liqui/domain';
import Papa from 'papaparse';
import type { Db } from '../../db/client.js';
import {
  type AfipCodeTable,
  afipCodes,
  dueDates,
  iibbRows,
  monotributoCategories,
  otherTaxes,
} from '../../db/schema.js';

/**
 * Reference tables: the figures every other area reads (monotributo categories, due dates,
 * other taxes, IIBB rows) and the ARCA code tables. Loaded once into the database by the seed
 * (`src/db/seed/seed.ts`); afterwards the admin edits them through the taxes endpoints
 * (spec 01 §2.11, §2.13, §7). This area has no routes of its own: the spec defines none.
 *
 * Sources (copied into `src/db/seed/`, see data/SOURCES.md): the ARCA monotributo scale in force
 * from 2026-08-01, the 2026 due dates, `otros-impuestos.csv`, `iibb-regimen-simplificado.csv`;
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
 * What the seed writes into IIBB `vencimiento`. Both seeded jurisdictions (CABA, Córdoba) collect
 * the provincial amount with the monotributo (Monotributo Unificado), so their due date is the
 * monotributo due date of each month (`due_dates`); the CSV's `vencimiento_regla` says so.
 */
export const iibbVencimientoRule = 'Día 20 de cada mes o siguiente día hábil, con el Monotributo';

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
 *
 * @throws Error naming the file, line and column when a file is missing, malformed, or lacks a
 *   value the seed needs (the files are part of the build; this is a build error).
 */
export function readReferenceData(seedDir: string): ReferenceData {
  const taxes = readCsv(seedDir, referenceFiles.otherTaxes, ['nombre', 'valor']);
  const otherTaxRows = taxes.map((row) => ({
    nombre: required(row, 'nombre'),
    valor: decimal(row, 'valor'),
  }));
  const aporteOs = otherTaxRows.find((row) => row.nombre === 'aporte_OS')?.valor;
  if (!aporteOs || Number(aporteOs) === 0) {
    throw new Error(`${referenceFiles.otherTaxes}: a non-zero aporte_OS row is required`);
  }

  const categories = readCsv(seedDir, referenceFiles.categories, [
    'categoria',
    'ingresos_brutos_anuales_max',
    'impuesto_integrado_servicios',
    'impuesto_integrado_bienes',
    'aporte_sipa',
    'aporte_obra_social',
    'vigencia_desde',
  ]).map((row) => ({
    categoria: required(row, 'categoria'),
    montoFacturacionMaximo: decimal(row, 'ingresos_brutos_anuales_max'),
    impuestoServicios: decimal(row, 'impuesto_integrado_servicios'),
    impuestoBienes: decimal(row, 'impuesto_integrado_bienes'),
    aportesSipa: decimal(row, 'aporte_sipa'),
    porcentajeOs: percentOf(decimal(row, 'aporte_obra_social'), aporteOs, 6),
    vigenciaDesde: isoDate(row, 'vigencia_desde'),
  }));

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
    vencimiento: iibbVencimientoRule,
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
