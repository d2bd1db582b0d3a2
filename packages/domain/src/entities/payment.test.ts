import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CardPaymentResult,
  CardPaymentSubmission,
  CheckoutResult,
  PaymentMethod,
  PaymentQuery,
  PaymentRequest,
  PaymentResponse,
} from './payment';

const cardPayment = {
  card_token: 'ff8080814c11e237014c1ff593b57b4d',
  transaction_amount: 5999.99,
  installments: 1,
  payment_method_id: 'visa',
  payer_email: 'ana@example.com',
  plan_id: 'plus-1',
  plan_month: 1,
  payer_id_type: 'DNI',
  payer_id_number: '12345678',
};

describe('PaymentRequest', () => {
  it('accepts a card payment and a cash ticket', () => {
    expect(is(cardPayment, PaymentRequest)).toBe(true);
    const { card_token: _token, ...ticket } = cardPayment;
    expect(is({ ...ticket, payment_method_id: 'rapipago' }, PaymentRequest)).toBe(true);
  });

  it('refuses two installments and a zero amount', () => {
    expect(validate({ ...cardPayment, installments: 2 }, PaymentRequest)[0]?.path).toEqual([
      'installments',
    ]);
    expect(validate({ ...cardPayment, transaction_amount: 0 }, PaymentRequest)[0]?.path).toEqual([
      'transaction_amount',
    ]);
  });
});

describe('payment answers', () => {
  it('a created cash payment carries its ticket link', () => {
    expect(
      is(
        {
          payment_id: '123456789',
          msg: 'Ticket generado',
          ticket_link: 'https://example.com/t',
          status: 'PENDING',
          payment_timestamp: 1767225600,
        },
        PaymentResponse,
      ),
    ).toBe(true);
  });

  it('refuses an unknown polled status', () => {
    expect(validate({ payment_id: '1', status: 'approved' }, PaymentResponse)[0]?.path).toEqual([
      'status',
    ]);
  });

  it('reads the status query from URL text', () => {
    expect(create({ payment_id: '1', payment_timestamp: '1767225600' }, PaymentQuery)).toEqual({
      payment_id: '1',
      payment_timestamp: 1767225600,
    });
  });

  it('a checkout result is SUCCEEDED, FAILED or PENDING', () => {
    expect(is({ status: 'FAILED', errorMessage: 'cc_rejected_other_reason' }, CheckoutResult)).toBe(
      true,
    );
    expect(validate({ status: 'OK' }, CheckoutResult)[0]?.path).toEqual(['status']);
  });

  it('a saved card shows four digits', () => {
    expect(is({ last_four_digits: '4242' }, PaymentMethod)).toBe(true);
    expect(validate({ last_four_digits: '42' }, PaymentMethod)[0]?.path).toEqual([
      'last_four_digits',
    ]);
  });
});

describe('card form payment', () => {
  const formData = {
    token: 'abc123',
    issuer_id: '310',
    payment_method_id: 'master',
    transaction_amount: 5999.99,
    installments: 1,
    payer: { email: 'ana@example.com', identification: { type: 'DNI', number: '12345678' } },
    payment_method_option_id: null,
    processing_mode: 'aggregator',
    extra_from_provider: true,
  };

  it('accepts the nested response{response} body with the provider extra keys', () => {
    expect(is({ response: { response: formData }, plan_id: 'plus-1' }, CardPaymentSubmission)).toBe(
      true,
    );
  });

  it('points into the nested form data', () => {
    const [error] = validate(
      { response: { response: { ...formData, token: '' } }, plan_id: 'plus-1' },
      CardPaymentSubmission,
    );
    expect(error?.path).toEqual(['response', 'response', 'token']);
  });

  it('answers with the provider status in lower case', () => {
    expect(
      is(
        { status: 'rejected', error_message: 'cc_rejected_bad_filled_card_number' },
        CardPaymentResult,
      ),
    ).toBe(true);
    expect(is({ status: 'REJECTED' }, CardPaymentResult)).toBe(false);
  });
});
