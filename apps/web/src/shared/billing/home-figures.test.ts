import type { Dashboard } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { chartMonths, decideDebtLabel, shortMonthLabel } from './home-figures';

const dashboard: Dashboard = {
  facturacion_acumulada: 1500.5,
  monotributo_maximo: 12009410.45,
  facturacion_hist: [0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 200.25, 1200.25],
  cuota_actividad: null,
  cuota_os: null,
  cuota_sipa: null,
  cuota_actividad_prox: null,
  cuota_os_prox: null,
  cuota_sipa_prox: null,
  monotributo_vto: null,
  monotributo_categoria: 'A',
  iibb_categoria: null,
  iibb_vto: null,
  iibb_monto: null,
};

describe('decideDebtLabel (Spec 02 §2 tax-debt label)', () => {
  it("says 'Calculando' during the first 30 seconds, whatever the debt", () => {
    expect(decideDebtLabel(1000, true)).toEqual({
      kind: 'message',
      code: 'home.debt.calculating',
      tone: 'neutral',
    });
  });
  it("then 'Revisá tu Clave fiscal' without a debt figure", () => {
    expect(decideDebtLabel(null, false)).toMatchObject({ code: 'home.debt.checkClave' });
    expect(decideDebtLabel(undefined, false)).toMatchObject({ code: 'home.debt.checkClave' });
  });
  it("'No tenés deuda' in green at zero (or a credit), the amount otherwise", () => {
    expect(decideDebtLabel(0, false)).toEqual({
      kind: 'message',
      code: 'home.debt.none',
      tone: 'positive',
    });
    expect(decideDebtLabel(-5, false)).toMatchObject({ code: 'home.debt.none' });
    expect(decideDebtLabel(12345.6, false)).toEqual({ kind: 'amount', text: '$ 12.345,60' });
  });
});

describe('chartMonths', () => {
  it('labels facturacion_hist with the 12 months ending in the current one, in cents', () => {
    const months = chartMonths(dashboard, '2026-11-26');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', cents: 0 });
    expect(months.at(-1)).toEqual({ month: '2026-11', cents: 120025 });
  });
  it('prefers the labelled facturacion when the server sends it', () => {
    const facturacion = dashboard.facturacion_hist.map((monto, index) => ({
      periodo: `2025-${String(index + 1).padStart(2, '0')}`,
      monto,
    }));
    expect(chartMonths({ ...dashboard, facturacion }, '2026-11-26').at(-1)).toEqual({
      month: '2025-12',
      cents: 120025,
    });
  });
  it('writes short es-AR month labels', () => {
    expect(shortMonthLabel('2026-01')).toBe('ene 26');
    expect(shortMonthLabel('2025-12')).toBe('dic 25');
  });
});
