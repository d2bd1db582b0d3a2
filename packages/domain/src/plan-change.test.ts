import { describe, expect, it } from 'vitest';
import { decidePlanChange, isPeriodRunning, isUpgrade, upgradeCreditDays } from './plan-change';

const plus = { costoCents: 1_499_000, plazoMonths: 1 };
const premium = { costoCents: 3_499_000, plazoMonths: 1 };
const plusSemester = { costoCents: 8_094_000, plazoMonths: 6 };

describe('decidePlanChange (issue 25 item 4)', () => {
  it('waits for the payment while a paid period or the trial runs', () => {
    const today = '2026-11-29';
    expect(decidePlanChange({ estado_pago: 'ACTIVO', fecha_fin: '2026-12-15' }, today)).toBe(
      'pending',
    );
    expect(decidePlanChange({ estado_pago: 'ACTIVO_PRUEBA', fecha_fin: '2026-12-01' }, today)).toBe(
      'pending',
    );
    expect(decidePlanChange({ estado_pago: 'POR_VENCER', fecha_fin: today }, today)).toBe(
      'pending',
    );
  });

  it('changes at once when no period runs', () => {
    const today = '2026-11-29';
    for (const estado_pago of ['INACTIVO', 'VENCIDO', 'PAGO_EN_PROCESO']) {
      expect(decidePlanChange({ estado_pago, fecha_fin: '2026-12-15' }, today)).toBe('now');
    }
    expect(decidePlanChange({ estado_pago: 'ACTIVO', fecha_fin: '2026-11-28' }, today)).toBe('now');
    expect(isPeriodRunning({}, today)).toBe(false);
  });
});

describe('isUpgrade', () => {
  it('compares prices per month', () => {
    expect(isUpgrade(plus, premium)).toBe(true);
    expect(isUpgrade(premium, plus)).toBe(false);
    expect(isUpgrade(plus, plusSemester)).toBe(false);
    expect(isUpgrade(plus, plus)).toBe(false);
  });
});

describe('upgradeCreditDays', () => {
  it('credits the days left at their value in days of the new plan, rounded down', () => {
    // 10 days left of Plus at 14,990 a month, converted to Premium at 34,990: 4.28 → 4.
    expect(
      upgradeCreditDays(
        { estado_pago: 'ACTIVO', fecha_fin: '2026-12-08' },
        '2026-11-29',
        plus,
        premium,
      ),
    ).toBe(4);
  });

  it('credits nothing for the trial, a period already over, or a free plan', () => {
    expect(
      upgradeCreditDays(
        { estado_pago: 'ACTIVO_PRUEBA', fecha_fin: '2026-12-20' },
        '2026-11-29',
        plus,
        premium,
      ),
    ).toBe(0);
    expect(
      upgradeCreditDays(
        { estado_pago: 'ACTIVO', fecha_fin: '2026-11-01' },
        '2026-11-29',
        plus,
        premium,
      ),
    ).toBe(0);
    expect(
      upgradeCreditDays({ estado_pago: 'ACTIVO', fecha_fin: '2026-12-20' }, '2026-11-29', plus, {
        costoCents: 0,
        plazoMonths: 1,
      }),
    ).toBe(0);
  });
});
