import { describe, expect, it } from 'vitest';
import { firstSubscriptionChargeDate, planPaymentMethodLabel } from './plan-payment-method';

describe('planPaymentMethodLabel', () => {
  it('names a card by brand and last four digits, whatever saved it', () => {
    expect(
      planPaymentMethodLabel({
        payment_type_id: 'credit_card',
        payment_method_id: 'master',
        last_four_digits: '0604',
      }),
    ).toBe('Tarjeta Mastercard terminada en 0604');
    expect(
      planPaymentMethodLabel({
        payment_type_id: 'debit_card',
        payment_method_id: 'unknown',
        last_four_digits: null,
      }),
    ).toBe('Tarjeta de débito');
  });

  it('names a cash ticket by its outlet, and is not a card', () => {
    expect(
      planPaymentMethodLabel({
        payment_type_id: 'ticket',
        payment_method_id: 'pagofacil',
        last_four_digits: null,
      }),
    ).toBe('Efectivo en Pago Fácil');
    expect(
      planPaymentMethodLabel({
        payment_type_id: null,
        payment_method_id: 'rapipago',
        last_four_digits: null,
      }),
    ).toBe('Efectivo en Rapipago');
  });

  it('reads a card from its method id when Mercado Pago gave no type', () => {
    expect(
      planPaymentMethodLabel({
        payment_type_id: null,
        payment_method_id: 'visa',
        last_four_digits: '3704',
      }),
    ).toBe('Tarjeta Visa terminada en 3704');
  });

  it('says nothing when no plan payment was approved', () => {
    expect(
      planPaymentMethodLabel({
        payment_type_id: null,
        payment_method_id: null,
        last_four_digits: null,
      }),
    ).toBeNull();
  });
});

describe('firstSubscriptionChargeDate', () => {
  it('is the last day of the first month paid today', () => {
    expect(firstSubscriptionChargeDate({ today: '2026-03-10', runningUntil: null })).toBe(
      '2026-04-09',
    );
    expect(firstSubscriptionChargeDate({ today: '2026-01-31', runningUntil: null })).toBe(
      '2026-02-27',
    );
    expect(firstSubscriptionChargeDate({ today: '2026-12-15', runningUntil: null })).toBe(
      '2027-01-14',
    );
  });

  it('starts after a plan still running, and ignores one already ended', () => {
    expect(firstSubscriptionChargeDate({ today: '2026-03-10', runningUntil: '2026-03-20' })).toBe(
      '2026-04-20',
    );
    expect(firstSubscriptionChargeDate({ today: '2026-03-10', runningUntil: '2026-03-01' })).toBe(
      '2026-04-09',
    );
  });
});
