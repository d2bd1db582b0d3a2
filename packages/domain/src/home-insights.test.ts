import { describe, expect, it } from 'vitest';
import {
  formatMonthName,
  nextRecategorizationWindow,
  orderScaleCaps,
  projectBilling,
  suggestCategory,
} from './home-insights';

const months = (values: number[]) => [...Array(12 - values.length).fill(0), ...values];

describe('projectBilling (cap projection at the pace of the last 3 months)', () => {
  const base = {
    accumulatedCents: 900_000_00,
    maxCents: 1_200_000_00,
    topCapCents: 10_000_000_00,
    currentMonth: '2026-08',
    periodEndMonth: '2026-12',
  };

  it('averages the 3 complete months before the current one and projects to the period end', () => {
    // May–July: 100k, 200k, 300k → pace 200k; current month (August, 50k) is left out.
    const projection = projectBilling({
      ...base,
      monthlyCents: months([100_000_00, 200_000_00, 300_000_00, 50_000_00]),
    });
    expect(projection.paceCents).toBe(200_000_00);
    // 4 months left after August: 900k + 4 × 200k
    expect(projection.projectedCents).toBe(1_700_000_00);
    // 900k + 200k (Sep) = 1.1M ≤ 1.2M; + 400k (Oct) = 1.3M > 1.2M
    expect(projection.capPassedMonth).toBe('2026-10');
    expect(projection.isExclusionRisk).toBe(false);
  });

  it('says the current month when the cap is already passed', () => {
    const projection = projectBilling({
      ...base,
      accumulatedCents: 1_300_000_00,
      monthlyCents: months([0, 0, 0, 0]),
    });
    expect(projection.capPassedMonth).toBe('2026-08');
  });

  it('gives no month when the pace stays under the cap, or without a cap', () => {
    const monthlyCents = months([10_000_00, 10_000_00, 10_000_00, 0]);
    expect(projectBilling({ ...base, monthlyCents }).capPassedMonth).toBeNull();
    expect(
      projectBilling({ ...base, maxCents: null, accumulatedCents: 2e11, monthlyCents })
        .capPassedMonth,
    ).toBeNull();
  });

  it('counts a negative pace (credit notes) as 0 and projects nothing in the last month', () => {
    const projection = projectBilling({
      ...base,
      currentMonth: '2026-12',
      monthlyCents: months([-300_00, 0, 0, 0]),
    });
    expect(projection.paceCents).toBe(0);
    expect(projection.projectedCents).toBe(base.accumulatedCents);
  });

  it('flags exclusion risk when the projection passes the top category cap', () => {
    const projection = projectBilling({
      ...base,
      topCapCents: 1_500_000_00,
      monthlyCents: months([200_000_00, 200_000_00, 200_000_00, 0]),
    });
    expect(projection.isExclusionRisk).toBe(true);
  });
});

describe('suggestCategory (category of the last 12 months)', () => {
  const caps = orderScaleCaps([
    { categoria: 'B', monto_facturacion_maximo: '17595182.74' },
    { categoria: 'A', monto_facturacion_maximo: 12009410.45 },
    { categoria: 'A_2019', monto_facturacion_maximo: 1 },
    { categoria: 'K', monto_facturacion_maximo: 108357084.05 },
  ]);

  it('orders the scale by cap and skips keys longer than two letters', () => {
    expect(caps.map((cap) => cap.categoria)).toEqual(['A', 'B', 'K']);
    expect(caps[0]?.capCents).toBe(1_200_941_045);
  });

  it('picks the lowest category whose cap covers the sum, the cap itself included', () => {
    expect(suggestCategory(months([1_200_941_045]), caps).categoria).toBe('A');
    expect(suggestCategory(months([1_200_941_046]), caps).categoria).toBe('B');
    expect(suggestCategory(months([6_000_000_00, 6_000_000_00, 6_000_000_00]), caps)).toEqual({
      categoria: 'K',
      last12Cents: 18_000_000_00,
      exceedsTop: false,
    });
  });

  it('reports exceeding the top cap, and nothing on an empty scale', () => {
    expect(suggestCategory(months([20_000_000_000]), caps)).toMatchObject({
      categoria: null,
      exceedsTop: true,
    });
    expect(suggestCategory(months([1]), [])).toMatchObject({ categoria: null, exceedsTop: false });
  });
});

describe('nextRecategorizationWindow (15 Jan–5 Feb, 15 Jul–5 Aug)', () => {
  it.each([
    ['2026-11-26', '2027-01-15', '2027-02-05', false, '2026-12'],
    ['2027-01-20', '2027-01-15', '2027-02-05', true, '2026-12'],
    ['2027-02-05', '2027-01-15', '2027-02-05', true, '2026-12'],
    ['2027-02-06', '2027-07-15', '2027-08-05', false, '2027-06'],
    ['2026-08-05', '2026-07-15', '2026-08-05', true, '2026-06'],
    ['2026-01-01', '2026-01-15', '2026-02-05', false, '2025-12'],
  ])('on %s the window is %s to %s', (today, opens, closes, isOpen, lastBilledMonth) => {
    expect(nextRecategorizationWindow(today)).toEqual({ opens, closes, isOpen, lastBilledMonth });
  });
});

describe('formatMonthName', () => {
  it('writes the month in Spanish', () => {
    expect(formatMonthName('2026-12')).toBe('diciembre de 2026');
    expect(formatMonthName('2027-01')).toBe('enero de 2027');
    expect(formatMonthName('nope')).toBe('nope');
  });
});
