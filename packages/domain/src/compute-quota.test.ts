import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeQuota, type QuotaCategory, type QuotaInput } from './compute-quota';
import { toCents } from './money';

type CategoryRow = Record<string, string>;

function readCsv(name: string): CategoryRow[] {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  const [header = '', ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

function cents(value: string | undefined): number {
  const result = toCents(value ?? '');
  if (!result.ok) throw new Error(`bad amount ${value}`);
  return result.value;
}

/** porcentaje_os as the API seeds it: amount / aporte_OS × 100, half-up to 6 decimals. */
function seededPercentage(amount: string, aporteOs: string): string {
  const numerator = BigInt(cents(amount)) * 100n * 1_000_000n;
  const denominator = BigInt(cents(aporteOs));
  const micro = (2n * numerator + denominator) / (2n * denominator);
  const text = micro.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}

function categoryOf(row: CategoryRow, aporteOs: string): QuotaCategory {
  return {
    impuesto_servicios: Number(row.impuesto_integrado_servicios),
    impuesto_bienes: Number(row.impuesto_integrado_bienes),
    aportes_sipa: Number(row.aporte_sipa),
    // the wire sends a JSON number (the API reads numeric(12,6) into a number)
    porcentaje_os: Number(seededPercentage(row.aporte_obra_social ?? '', aporteOs)),
  };
}

const otros = readCsv('otros-impuestos.csv');
const aporteOs2026Aug = otros.find((row) => row.nombre === 'aporte_OS')?.valor ?? '';

const scales = [
  { file: 'monotributo-categorias-2026-08-01.csv', aporteOs: aporteOs2026Aug },
  { file: 'monotributo-categorias-2026-02-01.csv', aporteOs: null },
  { file: 'monotributo-categorias-2025-08-01.csv', aporteOs: null },
] as const;

describe('computeQuota reproduces ARCA’s published totals (Spec 02 §9)', () => {
  for (const scale of scales) {
    const rows = readCsv(scale.file);
    const aporteOs =
      scale.aporteOs ?? rows.find((row) => row.categoria === 'A')?.aporte_obra_social ?? '';

    it(`${scale.file}: has the 11 categories A–K and aporte_OS ${aporteOs}`, () => {
      expect(rows.map((row) => row.categoria).join('')).toBe('ABCDEFGHIJK');
      if (scale.aporteOs !== null) expect(aporteOs).toBe('25694.55');
    });

    for (const row of rows) {
      for (const activity of [
        { activityType: 'presta_servicios', totalColumn: 'total_servicios' },
        { activityType: 'vende_mercaderia', totalColumn: 'total_bienes' },
      ] as const) {
        for (const familyMembers of [0, 1, 2, 3]) {
          it(`${scale.file} ${row.categoria} ${activity.activityType} +${familyMembers} family`, () => {
            const result = computeQuota({
              category: categoryOf(row, aporteOs),
              aporteOs: Number(aporteOs),
              activityType: activity.activityType,
              familyMembers,
              aportesSipa: false,
            });
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            const os = cents(row.aporte_obra_social);
            expect(result.value.total).toBe(cents(row[activity.totalColumn]) + familyMembers * os);
            expect(result.value.obraSocial).toBe((1 + familyMembers) * os);
            expect(result.value.sipa).toBe(cents(row.aporte_sipa));
          });
        }
      }
    }
  }
});

const rowK = readCsv('monotributo-categorias-2026-08-01.csv').find((row) => row.categoria === 'K');
const baseInput: QuotaInput = {
  category: categoryOf(rowK ?? {}, aporteOs2026Aug),
  aporteOs: aporteOs2026Aug,
  activityType: 'presta_servicios',
  familyMembers: 2,
  aportesSipa: false,
};

describe('computeQuota zero rules and inputs', () => {
  it('takes the category as decimal strings too (database numeric)', () => {
    const result = computeQuota({
      ...baseInput,
      category: {
        impuesto_servicios: '1368514.20',
        impuesto_bienes: '456171.40',
        aportes_sipa: '158049.02',
        porcentaje_os: seededPercentage('87882.82', aporteOs2026Aug),
      },
      familyMembers: 0,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        obraSocial: 8788282,
        impuestoIntegrado: 136851420,
        sipa: 15804902,
        total: 161444604,
      },
    });
  });

  it('zeroes health insurance and retirement contribution when aportes_sipa is true', () => {
    const result = computeQuota({ ...baseInput, aportesSipa: true });
    expect(result).toEqual({
      ok: true,
      value: { obraSocial: 0, impuestoIntegrado: 136851420, sipa: 0, total: 136851420 },
    });
  });

  it('charges rentals the services amount, no retirement contribution, health insurance kept', () => {
    const result = computeQuota({ ...baseInput, activityType: 'alquileres', familyMembers: 0 });
    expect(result).toEqual({
      ok: true,
      value: { obraSocial: 8788282, impuestoIntegrado: 136851420, sipa: 0, total: 145639702 },
    });
  });

  it('rentals with aportes_sipa pay only the integrated tax', () => {
    const result = computeQuota({ ...baseInput, activityType: 'alquileres', aportesSipa: true });
    expect(result.ok && result.value).toEqual({
      obraSocial: 0,
      impuestoIntegrado: 136851420,
      sipa: 0,
      total: 136851420,
    });
  });

  it('rounds the per-person health insurance half-up to the cent, then multiplies', () => {
    // 100.01 × 12.5 / 100 = 12.50125 → 12.50; 100.04 × 12.5 / 100 = 12.505 → 12.51
    const category = {
      impuesto_servicios: 0,
      impuesto_bienes: 0,
      aportes_sipa: 0,
      porcentaje_os: 12.5,
    };
    const low = computeQuota({ ...baseInput, category, aporteOs: 100.01, familyMembers: 1 });
    const tie = computeQuota({ ...baseInput, category, aporteOs: '100.04', familyMembers: 1 });
    expect(low.ok && low.value.obraSocial).toBe(2 * 1250);
    expect(tie.ok && tie.value.obraSocial).toBe(2 * 1251);
  });

  it('returns every input error with its code and path', () => {
    const result = computeQuota({
      category: {
        impuesto_servicios: 1.005,
        impuesto_bienes: -1,
        aportes_sipa: 'abc',
        porcentaje_os: -3,
      },
      aporteOs: Number.NaN,
      activityType: 'otra' as QuotaInput['activityType'],
      familyMembers: -1,
      aportesSipa: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.path, error.code])).toEqual([
      ['category.impuesto_servicios', 'money.decimals'],
      ['category.impuesto_bienes', 'money.negative'],
      ['category.aportes_sipa', 'money.invalid'],
      ['aporteOs', 'money.invalid'],
      ['category.porcentaje_os', 'quota.percentage'],
      ['familyMembers', 'quota.familyMembers'],
      ['activityType', 'quota.activityType'],
    ]);
    expect(result.errors[5]?.message).toBe(
      'La cantidad de familiares debe ser un número entero mayor o igual a 0',
    );
  });

  it('rejects a fractional family count', () => {
    const result = computeQuota({ ...baseInput, familyMembers: 1.5 });
    expect(result.ok || result.errors[0]?.code).toBe('quota.familyMembers');
  });
});
