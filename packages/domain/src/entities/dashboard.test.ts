import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Dashboard, DashboardResponse } from './dashboard';
import { sampleUser } from './test-samples';

const dashboard = {
  facturacion_acumulada: 3500000,
  monotributo_maximo: 12009410.45,
  facturacion_hist: [
    0, 0, 0, 100000, 250000.5, 300000, 500000, 400000, 350000, 600000, 500000, 499999.5,
  ],
  cuota_actividad: 5585.77,
  cuota_os: 25694.55,
  cuota_sipa: 18246.86,
  cuota_actividad_prox: 5585.77,
  cuota_os_prox: 25694.55,
  cuota_sipa_prox: 18246.86,
  monotributo_vto: '2026-09-21',
  monotributo_categoria: 'A',
  iibb_categoria: null,
  iibb_vto: null,
  iibb_monto: null,
};

describe('Dashboard', () => {
  it('accepts indicators with 12 months of billing', () => {
    expect(is(dashboard, Dashboard)).toBe(true);
  });

  it('refuses a history of 11 months', () => {
    const [error] = validate(
      { ...dashboard, facturacion_hist: dashboard.facturacion_hist.slice(1) },
      Dashboard,
    );
    expect(error?.path).toEqual(['facturacion_hist']);
  });

  it('points into a labelled month with a bad period', () => {
    const facturacion = dashboard.facturacion_hist.map((monto, index) => ({
      periodo: `2025-${String(index + 1).padStart(2, '0')}`,
      monto,
    }));
    expect(is({ ...dashboard, facturacion }, Dashboard)).toBe(true);
    facturacion[3] = { periodo: '2025-4', monto: 1 };
    expect(validate({ ...dashboard, facturacion }, Dashboard)[0]?.path).toEqual([
      'facturacion',
      3,
      'periodo',
    ]);
  });
});

describe('DashboardResponse', () => {
  it('carries the dashboard and the user', () => {
    expect(is({ dashboard, user: sampleUser }, DashboardResponse)).toBe(true);
    expect(validate({ dashboard }, DashboardResponse)[0]?.path).toEqual(['user']);
  });
});
