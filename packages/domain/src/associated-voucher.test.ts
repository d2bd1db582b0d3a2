import { describe, expect, it } from 'vitest';
import { associatedVoucherTypes, requiresAssociatedVoucher } from './associated-voucher';

describe('requiresAssociatedVoucher (spec 02 §5, ARCA 10197 / 10198)', () => {
  it('is true for the debit and credit notes C (12, 13) only', () => {
    expect(requiresAssociatedVoucher(12)).toBe(true);
    expect(requiresAssociatedVoucher(13)).toBe(true);
    expect(requiresAssociatedVoucher(11)).toBe(false);
    expect(requiresAssociatedVoucher(15)).toBe(false);
    expect(associatedVoucherTypes).toEqual([12, 13]);
  });

  it('is false for a missing or unknown voucher type', () => {
    expect(requiresAssociatedVoucher(undefined)).toBe(false);
    expect(requiresAssociatedVoucher(null)).toBe(false);
    expect(requiresAssociatedVoucher(3)).toBe(false);
  });
});
