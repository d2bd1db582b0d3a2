import { describe, expect, it } from 'vitest';
import { isCsvFile } from '../../../forms/read-csv-file';
import { runBounded } from './verification-csv';

describe('isCsvFile', () => {
  it('takes a .csv name or the text/csv type, and refuses others', () => {
    expect(isCsvFile({ name: 'facturas.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'facturas', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'facturas.xlsx', type: 'application/octet-stream' })).toBe(false);
  });
});

describe('runBounded', () => {
  it('runs every item, never more than the limit at once, in order of start', async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, item % 2 === 0 ? 5 : 1));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await runBounded([], 3, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
