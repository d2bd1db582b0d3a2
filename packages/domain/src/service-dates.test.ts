import { describe, expect, it } from 'vitest';
import { requiresServiceDates, serviceDateFields } from './service-dates';

describe('requiresServiceDates (spec 02 §5, ARCA 10049)', () => {
  it('is true for services (2) and products and services (3), false for products (1)', () => {
    expect(requiresServiceDates(2)).toBe(true);
    expect(requiresServiceDates(3)).toBe(true);
    expect(requiresServiceDates(1)).toBe(false);
    expect(serviceDateFields).toEqual(['vencimientoPago', 'desde', 'hasta']);
  });

  it('is false for a missing or unknown concept', () => {
    expect(requiresServiceDates(undefined)).toBe(false);
    expect(requiresServiceDates(null)).toBe(false);
    expect(requiresServiceDates(4)).toBe(false);
  });
});
