import { describe, expect, it } from 'vitest';
import { earliestInvoiceDate, latestInvoiceDate } from './invoice-date-window';

describe('invoice dates (spec 02 §9, web-services.md §3.6)', () => {
  it('earliestInvoiceDate is today − 3 days, across month and year ends', () => {
    expect(earliestInvoiceDate('2026-11-20')).toBe('2026-11-17');
    expect(earliestInvoiceDate('2027-01-02')).toBe('2026-12-30');
    expect(earliestInvoiceDate('2028-03-01')).toBe('2028-02-27');
  });

  it('latestInvoiceDate is today + 5 days for products and + 10 for services', () => {
    expect(latestInvoiceDate('2026-11-20', 1)).toBe('2026-11-25');
    expect(latestInvoiceDate('2026-11-20', 2)).toBe('2026-11-30');
    expect(latestInvoiceDate('2026-12-28', 3)).toBe('2027-01-07');
  });

  it('throws on a today that is not a real day', () => {
    expect(() => earliestInvoiceDate('2026-13-01')).toThrow(RangeError);
  });
});
