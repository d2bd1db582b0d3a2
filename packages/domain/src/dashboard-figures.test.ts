import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  computeDashboardFigures,
  type DashboardFiguresInput,
  type DashboardScale,
  type DashboardVoucher,
} from './dashboard-figures';
import { Dashboard } from './entities/dashboard';

/** A two-category scale: A (cap 1,000,000.00) and B (cap 2,000,000.50). */
function scale(vigenciaDesde: string, factor = 1): DashboardScale {
  return {
    vigenciaDesde,
    aporteOs: 1000 * factor,
    categories: [
      {
        categoria: 'A',
        monto_facturacion_maximo: 1_000_000 * factor,
        impuesto_servicios: 100 * factor,
        impuesto_bienes: 90 * factor,
        aportes_sipa: 500 * factor,
        porcentaje_os: 100,
      },
      {
        categoria: 'B',
        monto_facturacion_maximo: '2000000.50',
        impuesto_servicios: '200.10',
        impuesto_bienes: '180.00',
        aportes_sipa: '600.00',
        porcentaje_os: '110.5',
      },
    ],
  };
}

function voucher(
  fecha: string,
  importeTotalCents: number,
  tipoDeComprobante = 11,
  estado = 'EMITTED',
): DashboardVoucher {
  return { fecha, importeTotalCents, tipoDeComprobante, estado };
}

function input(overrides: Partial<DashboardFiguresInput> = {}): DashboardFiguresInput {
  return {
    vouchers: [],
    user: {
      cat_monotributo: 'A',
      tipo_actividad: 'presta_servicios',
      cantidad_familiares: 0,
      aportes_sipa: false,
      provincia: 'CORDOBA',
    },
    scales: [scale('2026-08-01')],
    dueDates: [
      { fecha: '2026-10-20' },
      { fecha: '2026-11-20' },
      { fecha: '2026-12-21' },
      { fecha: '2026-01-20' },
    ],
    iibbRows: [
      { provincia: 'CORDOBA', categoria: 'A', monto: '1500.25', vencimiento: '2026-12-21' },
      { provincia: 'CORDOBA', categoria: 'B', monto: 3000, vencimiento: '2026-12-21' },
      { provincia: 'MENDOZA', categoria: 'A', monto: 1, vencimiento: '2026-12-01' },
    ],
    today: '2026-11-26',
    ...overrides,
  };
}

function figures(overrides: Partial<DashboardFiguresInput> = {}) {
  const result = computeDashboardFigures(input(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  assert(result.value, Dashboard);
  return result.value;
}

describe('computeDashboardFigures', () => {
  it('sums EMITTED Facturas C and Notas de Débito C minus Notas de Crédito C in the period', () => {
    const result = figures({
      vouchers: [
        voucher('2026-01-01', 10_000_01), // first day of the period
        voucher('2026-03-15', 2_500_00, 12),
        voucher('2026-04-02', 1_000_00, 13),
        voucher('2025-12-31', 99_999_00), // the day before the period
        voucher('2026-05-05', 7_00, 11, 'DRAFT'),
        voucher('2026-05-05', 8_00, 11, 'REJECTED'),
        voucher('2026-05-05', 9_00, 11, 'PENDING_AFIP'),
        voucher('2026-05-05', 6_00, 15), // Recibo C: not counted (see the TSDoc)
      ],
    });
    expect(result.facturacion_acumulada).toBe(11_500.01);
  });

  it('uses the January–December period in the second half and July–June in the first', () => {
    const vouchers = [
      voucher('2025-06-30', 1_00),
      voucher('2025-07-01', 10_00),
      voucher('2025-12-31', 100_00),
      voucher('2026-01-01', 1000_00),
      voucher('2026-06-30', 10000_00),
      voucher('2026-07-01', 100000_00),
    ];
    expect(figures({ vouchers, today: '2026-06-30' }).facturacion_acumulada).toBe(11_110);
    expect(figures({ vouchers, today: '2026-07-01' }).facturacion_acumulada).toBe(111_000);
    expect(figures({ vouchers, today: '2026-01-01' }).facturacion_acumulada).toBe(1_110);
    expect(figures({ vouchers, today: '2025-12-31' }).facturacion_acumulada).toBe(111);
  });

  it('counts the period up to today only (a voucher dated later this month waits)', () => {
    const result = figures({
      vouchers: [voucher('2026-11-26', 1_00), voucher('2026-11-27', 2_00)],
    });
    expect(result.facturacion_acumulada).toBe(1);
    expect(result.facturacion_hist.at(-1)).toBe(3);
  });

  it('adds both pre-Liqui semester amounts', () => {
    const result = figures({
      vouchers: [voucher('2026-08-01', 100_00)],
      user: { ...input().user, fac_inicial_sem_actual: 50.25, fac_inicial_sem_anterior: 0.75 },
    });
    expect(result.facturacion_acumulada).toBe(151);
  });

  it('floors the accumulated billing at 0 when credit notes exceed it', () => {
    const result = figures({ vouchers: [voucher('2026-08-01', 100_00, 13)] });
    expect(result.facturacion_acumulada).toBe(0);
    expect(result.facturacion_hist[8]).toBe(0);
  });

  it('gives 12 months oldest first, the current month last, 0 for months without vouchers', () => {
    const result = figures({
      vouchers: [
        voucher('2025-11-30', 5_00), // before the chart window
        voucher('2025-12-01', 1_00),
        voucher('2025-12-31', 2_00),
        voucher('2026-02-10', 10_00),
        voucher('2026-02-11', 3_00, 13),
        voucher('2026-11-01', 4_50),
        voucher('2026-12-01', 9_00), // after the chart window
      ],
    });
    expect(result.facturacion_hist).toEqual([3, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 4.5]);
    expect(result.facturacion?.map((month) => month.periodo)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(result.facturacion?.map((month) => month.monto)).toEqual(result.facturacion_hist);
  });

  it('crosses the year in the chart for January', () => {
    const result = figures({ today: '2027-01-05', vouchers: [voucher('2026-02-01', 1_00)] });
    expect(result.facturacion?.[0]).toEqual({ periodo: '2026-02', monto: 1 });
    expect(result.facturacion?.[11]).toEqual({ periodo: '2027-01', monto: 0 });
  });

  it('reads the cap and the quota of the category on the scale in force', () => {
    const result = figures();
    expect(result.monotributo_maximo).toBe(1_000_000);
    expect(result.monotributo_categoria).toBe('A');
    expect(result).toMatchObject({
      cuota_actividad: 100,
      cuota_os: 1000,
      cuota_sipa: 500,
      cuota_actividad_prox: 100,
      cuota_os_prox: 1000,
      cuota_sipa_prox: 500,
    });
  });

  it('applies goods, family members, aportes_sipa and rentals', () => {
    const base = input().user;
    expect(
      figures({
        user: { ...base, cat_monotributo: 'B', tipo_actividad: 'vende_mercaderia' },
      }),
    ).toMatchObject({ cuota_actividad: 180, cuota_os: 1105, cuota_sipa: 600 });
    expect(figures({ user: { ...base, cantidad_familiares: 2 } }).cuota_os).toBe(3000);
    expect(figures({ user: { ...base, aportes_sipa: true } })).toMatchObject({
      cuota_os: 0,
      cuota_sipa: 0,
      cuota_actividad: 100,
    });
    expect(figures({ user: { ...base, tipo_actividad: 'alquileres' } })).toMatchObject({
      cuota_actividad: 100,
      cuota_sipa: 0,
    });
  });

  it('gives the next scale’s quota when a later one is loaded', () => {
    const result = figures({ scales: [scale('2027-02-01', 2), scale('2026-08-01')] });
    expect(result).toMatchObject({
      monotributo_maximo: 1_000_000,
      cuota_actividad: 100,
      cuota_actividad_prox: 200,
      cuota_os_prox: 2000,
      cuota_sipa_prox: 1000,
    });
  });

  it('takes the latest started scale as in force, older ones are ignored', () => {
    const result = figures({ scales: [scale('2026-02-01', 3), scale('2026-08-01')] });
    expect(result.cuota_actividad).toBe(100);
    expect(result.cuota_actividad_prox).toBe(100);
  });

  it('falls back to the earliest loaded scale when none has started yet', () => {
    const result = figures({ scales: [scale('2027-02-01', 2)] });
    expect(result.monotributo_maximo).toBe(2_000_000);
    expect(result.cuota_actividad_prox).toBe(200);
  });

  it('leaves cap, quota and IIBB null without a category', () => {
    const result = figures({ user: { ...input().user, cat_monotributo: null } });
    expect(result).toMatchObject({
      monotributo_maximo: null,
      monotributo_categoria: null,
      cuota_actividad: null,
      cuota_os: null,
      cuota_sipa: null,
      cuota_actividad_prox: null,
      iibb_categoria: null,
      iibb_monto: null,
      iibb_vto: null,
    });
    expect(result.monotributo_vto).toBe('2026-12-21');
  });

  it('leaves the quota null without an activity type, and the cap null for an unknown category', () => {
    expect(figures({ user: { ...input().user, tipo_actividad: null } }).cuota_os).toBeNull();
    const unknown = figures({ user: { ...input().user, cat_monotributo: 'K' } });
    expect(unknown.monotributo_maximo).toBeNull();
    expect(unknown.cuota_actividad).toBeNull();
  });

  it('picks the next due date on or after today', () => {
    expect(figures({ today: '2026-11-20' }).monotributo_vto).toBe('2026-11-20');
    expect(figures({ today: '2026-11-21' }).monotributo_vto).toBe('2026-12-21');
    expect(figures({ today: '2026-01-01' }).monotributo_vto).toBe('2026-01-20');
    expect(figures({ today: '2026-12-22' }).monotributo_vto).toBeNull();
  });

  it('gives the IIBB row of the user’s province and category', () => {
    expect(figures()).toMatchObject({
      iibb_categoria: 'A',
      iibb_monto: 1500.25,
      iibb_vto: '2026-12-21',
    });
    const noProvince = figures({ user: { ...input().user, provincia: null } });
    expect(noProvince.iibb_monto).toBeNull();
    const otherProvince = figures({ user: { ...input().user, provincia: 'SALTA' } });
    expect(otherProvince.iibb_categoria).toBeNull();
    const noIibb = figures({ user: { ...input().user, iibb: false } });
    expect(noIibb.iibb_vto).toBeNull();
  });

  it('keeps cents exact over many vouchers', () => {
    const vouchers = Array.from({ length: 1000 }, (_, index) =>
      voucher(`2026-${String((index % 5) + 7).padStart(2, '0')}-10`, 10),
    );
    expect(figures({ vouchers }).facturacion_acumulada).toBe(100);
  });

  it('refuses a day that is not a date', () => {
    const result = computeDashboardFigures(input({ today: '2026-02-30' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.path).toBe('today');
  });
});
