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
import { asc, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { locateSeedFolder } from '../assets.js';
import type { Database } from '../client.js';
import {
  afipCodes,
  dueDates,
  iibbRows,
  meta,
  monotributoCategories,
  otherTaxes,
  plans,
} from '../schema.js';
import { planCatalogue } from './plan-catalogue.js';
import {
  iibbVencimientoRule,
  insertReferenceData,
  nextDueDate,
  percentOf,
  readReferenceData,
  readScale,
} from './reference-data.js';
import { iibbDatesSeedKey, plansSeedKey, referenceSeedKey, seedDatabase } from './seed.js';

describe('percentOf', () => {
  it.each([
    ['25694.55', '25694.55', 4, '100.0000'],
    ['30535.56', '25694.55', 4, '118.8406'],
    ['42824.25', '25694.55', 4, '166.6667'],
    ['1', '3', 2, '33.33'],
    ['2', '3', 2, '66.67'],
    ['1', '8', 1, '12.5'],
    ['1', '16', 1, '6.3'],
    ['0', '5', 4, '0.0000'],
    ['1', '200', 0, '1'],
    ['1', '400', 0, '0'],
  ])('percentOf(%s, %s, %i) is %s (exact, half-up)', (part, whole, scale, expected) => {
    expect(percentOf(part, whole, scale)).toBe(expected);
  });

  it('refuses floats in disguise and a zero whole', () => {
    expect(() => percentOf('1e3', '2', 2)).toThrow();
    expect(() => percentOf('-1', '2', 2)).toThrow();
    expect(() => percentOf('1', '0.00', 2)).toThrow('zero');
  });
});

describe('nextDueDate', () => {
  const dates = [{ fecha: '2026-01-20' }, { fecha: '2026-02-18' }, { fecha: '2026-12-21' }];
  it.each([
    ['2026-01-01', '2026-01-20'],
    ['2026-01-20', '2026-01-20'],
    ['2026-01-21', '2026-02-18'],
    ['2026-12-22', '2026-12-21'],
  ])('as of %s is %s (the latest when all are past)', (asOf, expected) => {
    expect(nextDueDate(dates, asOf)).toBe(expected);
  });
});

describe('readScale', () => {
  it.each([
    ['2025-08-01', '2025-08-01', '8992597.87', '19239.97'],
    ['2026-01-31', '2025-08-01', '8992597.87', '19239.97'],
    ['2026-02-01', '2026-02-01', '10277988.13', '21990.11'],
    ['2026-07-31', '2026-02-01', '10277988.13', '21990.11'],
    ['2026-08-01', '2026-08-01', '12009410.45', '25694.55'],
    ['2030-01-01', '2026-08-01', '12009410.45', '25694.55'],
  ])('on %s gives the scale in force from %s', (date, from, categoryAMax, aporteOs) => {
    const scale = readScale(date);
    expect(scale.vigenciaDesde).toBe(from);
    expect(scale.aporteOs).toBe(aporteOs);
    expect(scale.categories.map((row) => row.categoria)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
    ]);
    expect(scale.categories[0]).toMatchObject({
      montoFacturacionMaximo: categoryAMax,
      porcentajeOs: '100.000000',
      vigenciaDesde: from,
    });
  });

  it('the newest scale is the one the database is seeded with', () => {
    const data = readReferenceData(locateSeedFolder(), { asOf: '2026-11-21' });
    expect(readScale('2026-11-21').categories).toEqual(data.categories);
  });

  it('refuses a date before the oldest scale kept, and a malformed date', () => {
    expect(() => readScale('2025-07-31')).toThrow('No monotributo scale');
    expect(() => readScale('31/07/2025')).toThrow('YYYY-MM-DD');
  });

  it("gives back each older scale's published obra social amounts through porcentaje_os", () => {
    for (const [date, file] of [
      ['2025-08-01', 'monotributo-categorias-2025-08-01.csv'],
      ['2026-02-01', 'monotributo-categorias-2026-02-01.csv'],
    ] as const) {
      const scale = readScale(date);
      const csv = Papa.parse<Record<string, string>>(
        readFileSync(join(locateSeedFolder(), file), 'utf8'),
        { header: true, skipEmptyLines: true },
      ).data;
      const toUnits = (value: string, decimals: number) => {
        const [whole = '0', fraction = ''] = value.split('.');
        return BigInt(whole + fraction.padEnd(decimals, '0'));
      };
      for (const row of csv) {
        const category = scale.categories.find((c) => c.categoria === row.categoria);
        const scaled = toUnits(category?.porcentajeOs ?? '0', 6) * toUnits(scale.aporteOs, 2);
        const divisor = 100n * 1_000_000n;
        expect((scaled + divisor / 2n) / divisor, `${date} ${row.categoria}`).toBe(
          toUnits(row.aporte_obra_social ?? '', 2),
        );
      }
    }
  });
});

describe('readReferenceData', () => {
  it('maps the CSVs to rows with exact decimal strings', () => {
    const data = readReferenceData(locateSeedFolder(), { asOf: '2026-11-21' });
    expect(data.categories).toHaveLength(11);
    expect(data.categories.find((row) => row.categoria === 'E')).toEqual({
      categoria: 'E',
      montoFacturacionMaximo: '36028231.33',
      impuestoServicios: '55857.73',
      impuestoBienes: '44313.79',
      aportesSipa: '26715.24',
      porcentajeOs: '144.927543',
      vigenciaDesde: '2026-08-01',
    });
    expect(data.iibbRows).toHaveLength(16);
    // CABA and Córdoba are paid with the monotributo: the next monotributo due date.
    expect(new Set(data.iibbRows.map((row) => row.vencimiento))).toEqual(new Set(['2026-12-21']));
  });
});

describe('porcentaje_os', () => {
  it("gives back ARCA's published obra social amount of every category, to the cent", () => {
    const seedDir = locateSeedFolder();
    const data = readReferenceData(seedDir);
    const csv = Papa.parse<Record<string, string>>(
      readFileSync(join(seedDir, 'monotributo-categorias-2026-08-01.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    const aporteOs = data.otherTaxes.find((row) => row.nombre === 'aporte_OS')?.valor;
    expect(aporteOs).toBe('25694.55');
    const toUnits = (value: string, decimals: number) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return BigInt(whole + fraction.padEnd(decimals, '0'));
    };
    for (const row of csv) {
      const category = data.categories.find((c) => c.categoria === row.categoria);
      // percentage (6 decimals) × aporte_OS (cents) / 100 → cents, rounded half-up
      const scaled = toUnits(category?.porcentajeOs ?? '0', 6) * toUnits(aporteOs ?? '0', 2);
      const divisor = 100n * 1_000_000n;
      const cents = (scaled + divisor / 2n) / divisor;
      expect(cents, `category ${row.categoria}`).toBe(toUnits(row.aporte_obra_social ?? '', 2));
    }
  });
});

describe('seedDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('loads the reference tables and the plans on the first run', async () => {
    const result = await seedDatabase(database.db, { now: new Date('2026-11-21T12:00:00Z') });
    expect(result).toEqual({ seeded: true });
    const markers = await database.db.select().from(meta).orderBy(asc(meta.key));
    expect(markers.map((row) => [row.key, row.value])).toEqual([
      [iibbDatesSeedKey, '2026-11-21T12:00:00.000Z'],
      [plansSeedKey, '2026-11-21T12:00:00.000Z'],
      [referenceSeedKey, '2026-11-21T12:00:00.000Z'],
    ]);
    const [planCount] = await database.db.select({ total: count() }).from(plans);
    expect(planCount?.total).toBe(planCatalogue.length);
  });

  it('holds the 11 categories A–K of the 2026-08-01 ARCA scale with exact values', async () => {
    const rows = await database.db
      .select()
      .from(monotributoCategories)
      .orderBy(asc(monotributoCategories.categoria));
    expect(rows.map((row) => row.categoria)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
    ]);
    expect(rows[0]).toEqual({
      categoria: 'A',
      montoFacturacionMaximo: '12009410.45',
      impuestoBienes: '5585.77',
      impuestoServicios: '5585.77',
      aportesSipa: '18246.86',
      porcentajeOs: '100.000000',
      vigenciaDesde: '2026-08-01',
    });
    expect(rows[10]).toEqual({
      categoria: 'K',
      montoFacturacionMaximo: '126610838.75',
      impuestoBienes: '456171.40',
      impuestoServicios: '1368514.20',
      aportesSipa: '158049.02',
      porcentajeOs: '342.029030',
      vigenciaDesde: '2026-08-01',
    });
    expect(rows[3]?.porcentajeOs).toBe('118.840610');
  });

  it('holds the 12 due dates of 2026 as YYYY-MM-DD', async () => {
    const rows = await database.db.select().from(dueDates).orderBy(asc(dueDates.mes));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ mes: 1, fecha: '2026-01-20' });
    expect(rows[5]).toEqual({ mes: 6, fecha: '2026-06-22' });
    expect(rows[11]).toEqual({ mes: 12, fecha: '2026-12-21' });
  });

  it('holds the other taxes aporte_OS and maximo_cons_final', async () => {
    const rows = await database.db.select().from(otherTaxes).orderBy(asc(otherTaxes.nombre));
    expect(rows).toEqual([
      { nombre: 'aporte_OS', valor: '25694.55' },
      { nombre: 'maximo_cons_final', valor: '10000000.00' },
    ]);
  });

  it('holds the IIBB rows of CABA and Córdoba', async () => {
    const rows = await database.db.select().from(iibbRows);
    expect(rows).toHaveLength(16);
    expect(rows.filter((row) => row.provincia === 'CIUDAD AUTONOMA BUENOS AIRES')).toHaveLength(11);
    expect(rows).toContainEqual({
      provincia: 'CORDOBA',
      categoria: 'K',
      monto: '123680.00',
      vencimiento: '2026-12-21',
    });
  });

  it('holds every ARCA code table of the domain catalogues', async () => {
    const rows = await database.db
      .select({ tableName: afipCodes.tableName, total: count() })
      .from(afipCodes)
      .groupBy(afipCodes.tableName);
    const totals = Object.fromEntries(rows.map((row) => [row.tableName, row.total]));
    expect(totals).toEqual({
      document_types: documentTypes.length,
      voucher_types: voucherTypes.length,
      concepts: concepts.length,
      currencies: currencies.length,
      iva_receptor_conditions: ivaReceptorConditions.length,
      units_of_measure: unitsOfMeasure.length,
      provinces: provinces.length,
    });
    expect(totals.provinces).toBe(24);
    expect(totals.concepts).toBe(3);
    const [tierraDelFuego] = await database.db
      .select()
      .from(afipCodes)
      .where(sql`${afipCodes.tableName} = 'provinces' and ${afipCodes.id} = '24'`);
    expect(tierraDelFuego?.description).toMatch(/TIERRA DEL FUEGO/);
  });

  it('does nothing on a second run and keeps later edits', async () => {
    await database.db
      .update(otherTaxes)
      .set({ valor: '30000.00' })
      .where(eq(otherTaxes.nombre, 'aporte_OS'));
    const before = await database.db.select({ total: count() }).from(afipCodes);
    expect(await seedDatabase(database.db)).toEqual({ seeded: false });
    const after = await database.db.select({ total: count() }).from(afipCodes);
    expect(after).toEqual(before);
    const [aporteOs] = await database.db
      .select()
      .from(otherTaxes)
      .where(eq(otherTaxes.nombre, 'aporte_OS'));
    expect(aporteOs?.valor).toBe('30000.00');
  });

  it('gives a database seeded before the plans existed its plans and IIBB dates on the next start', async () => {
    const older = await createTestDatabase('migrated');
    try {
      // What the previous version left: the reference tables, its marker, the IIBB rule text.
      await insertReferenceData(older.db, readReferenceData(locateSeedFolder()));
      await older.db.update(iibbRows).set({ vencimiento: iibbVencimientoRule });
      await older.db.insert(meta).values({ key: referenceSeedKey, value: 'antes' });
      await older.db
        .update(otherTaxes)
        .set({ valor: '1.00' })
        .where(eq(otherTaxes.nombre, 'aporte_OS'));

      const result = await seedDatabase(older.db, { now: new Date('2026-11-21T12:00:00Z') });
      expect(result).toEqual({ seeded: true });
      const [planCount] = await older.db.select({ total: count() }).from(plans);
      expect(planCount?.total).toBe(planCatalogue.length);
      const iibb = await older.db.select({ vencimiento: iibbRows.vencimiento }).from(iibbRows);
      expect(new Set(iibb.map((row) => row.vencimiento))).toEqual(new Set(['2026-12-21']));
      const [aporteOs] = await older.db
        .select()
        .from(otherTaxes)
        .where(eq(otherTaxes.nombre, 'aporte_OS'));
      expect(aporteOs?.valor, 'the reference step does not run again').toBe('1.00');

      await older.db.update(plans).set({ costo: '1.00' }).where(eq(plans.planId, 'plus'));
      expect(await seedDatabase(older.db)).toEqual({ seeded: false });
      const [plus] = await older.db.select().from(plans).where(eq(plans.planId, 'plus'));
      expect(plus?.costo, 'the plans step does not run again').toBe('1.00');
    } finally {
      await older.close();
    }
  });

  it('writes nothing when a seed file is broken', async () => {
    const fresh = await createTestDatabase('migrated');
    try {
      await expect(
        seedDatabase(fresh.db, { seedDir: '/nonexistent-liqui-seed' }),
      ).rejects.toThrow();
      const [categories] = await fresh.db.select({ total: count() }).from(monotributoCategories);
      expect(categories?.total).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
