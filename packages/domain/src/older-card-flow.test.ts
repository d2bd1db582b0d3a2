import { describe, expect, it } from 'vitest';
import {
  decidePaymentPoll,
  type ManualCardFormValues,
  pollingRejectionMessage,
  validateManualCardForm,
} from './older-card-flow';

const valid: ManualCardFormValues = {
  cardholderName: 'APRO',
  email: 'paula@example.com',
  identificationType: 'DNI',
  identificationNumber: '12345678',
  cardNumber: '5287 3383 1025 3304',
  expirationMonth: '11',
  expirationYear: '30',
  securityCode: '123',
  issuerId: '',
};
const today = { year: 2026, month: 11 };
const messagesOf = (values: Partial<ManualCardFormValues>, needsIssuer = false) =>
  Object.fromEntries(
    validateManualCardForm({ ...valid, ...values }, { needsIssuer, today }).map((error) => [
      error.path,
      error.message,
    ]),
  );

describe('validateManualCardForm', () => {
  it('accepts a complete form', () => {
    expect(messagesOf({})).toEqual({});
  });

  it("says the older form's texts", () => {
    expect(
      messagesOf({
        cardholderName: '',
        email: 'paula',
        cardNumber: '5287 3383 1025 3305',
        expirationMonth: '0',
        expirationYear: '2025',
        securityCode: '1',
      }),
    ).toEqual({
      cardholderName: 'Nombre requerido',
      email: 'Email requerido',
      cardNumber: 'Tarjeta invalida',
      expirationMonth: 'Mes invalido',
      expirationYear: 'Año invalido',
      securityCode: 'Codigo invalido',
    });
    expect(messagesOf({ expirationMonth: '10', expirationYear: '26' })).toEqual({
      expirationMonth: 'Mes invalido',
    });
  });

  it('asks for the bank only when the card needs an issuer', () => {
    expect(messagesOf({}, true)).toEqual({ issuerId: 'Seleciona tu Banco' });
    expect(messagesOf({ issuerId: '1' }, true)).toEqual({});
  });
});

describe('decidePaymentPoll', () => {
  it('follows the older flow: approved, rejected with its reason, error', () => {
    expect(decidePaymentPoll({ status: 'APPROVED', polls: 1 })).toEqual({ kind: 'approved' });
    expect(
      decidePaymentPoll({
        status: 'REJECTED',
        statusDetail: 'cc_rejected_insufficient_amount',
        polls: 2,
      }),
    ).toEqual({ kind: 'rejected', message: 'paymentPolling.insufficientFunds' });
    expect(decidePaymentPoll({ status: 'ERROR', polls: 1 })).toEqual({ kind: 'error' });
    expect(decidePaymentPoll({ status: 'failed', polls: 1 })).toEqual({ kind: 'error' });
  });

  it('waits while pending and gives up after more than 3 polls', () => {
    expect(decidePaymentPoll({ status: 'PENDING', polls: 3 })).toEqual({ kind: 'wait' });
    expect(decidePaymentPoll({ status: 'PENDING', polls: 4 })).toEqual({ kind: 'giveUp' });
    expect(decidePaymentPoll({ status: null, polls: 4 })).toEqual({ kind: 'giveUp' });
  });
});

describe('pollingRejectionMessage', () => {
  it('has a message per known reason and the generic one otherwise', () => {
    expect(pollingRejectionMessage('cc_rejected_bad_filled_card_number')).toBe(
      'paymentPolling.badCardNumber',
    );
    expect(pollingRejectionMessage('cc_rejected_bad_filled_date')).toBe(
      'paymentPolling.badExpiryDate',
    );
    expect(pollingRejectionMessage('cc_rejected_bad_filled_security_code')).toBe(
      'paymentPolling.badSecurityCode',
    );
    expect(pollingRejectionMessage('cc_rejected_other_reason')).toBe('cardRejection.generic');
    expect(pollingRejectionMessage(null)).toBe('cardRejection.generic');
  });
});
