import { describe, expect, it } from 'vitest';
import {
  type CardFormContext,
  type CardFormValues,
  cardPaymentOutcome,
  cardTokenErrors,
  cashPaymentOutcome,
  passesLuhnCheck,
  validateCardForm,
} from './card-payment';

/** Mercado Pago's Argentine test Mastercard, valid until 11/2030. */
const valid: CardFormValues = {
  cardholderName: 'APRO',
  identificationType: 'DNI',
  identificationNumber: '12345678',
  cardNumber: '5031 7557 3453 0604',
  expirationMonth: '11',
  expirationYear: '30',
  securityCode: '123',
};
const context: CardFormContext = {
  documentLength: { min: 7, max: 8 },
  today: { year: 2026, month: 11 },
};

const messagesOf = (values: Partial<CardFormValues>, extra: Partial<CardFormContext> = {}) =>
  Object.fromEntries(
    validateCardForm({ ...valid, ...values }, { ...context, ...extra }).map((error) => [
      error.path,
      error.message,
    ]),
  );

describe('validateCardForm', () => {
  it('accepts the test card with its holder and DNI', () => {
    expect(validateCardForm(valid, context)).toEqual([]);
  });

  it('says the spec texts for the holder, the document type and the document number', () => {
    expect(messagesOf({ cardholderName: '  ', identificationType: '' })).toEqual({
      cardholderName: 'Por favor, ingresá tu nombre',
      identificationType: 'Campo requerido',
    });
    expect(messagesOf({ identificationNumber: '' })).toEqual({
      identificationNumber: 'Número de documento inválido',
    });
    expect(messagesOf({ identificationNumber: '12.345.678' })).toEqual({
      identificationNumber: 'DNI invalido',
    });
    expect(messagesOf({ identificationNumber: '123456' })).toEqual({
      identificationNumber: 'DNI incorrecto',
    });
    expect(messagesOf({ identificationNumber: '123456789' })).toEqual({
      identificationNumber: 'DNI incorrecto',
    });
  });

  it("uses the chosen type's lengths, and none when the type is unknown", () => {
    expect(
      messagesOf({ identificationNumber: '123456789012' }, { documentLength: undefined }),
    ).toEqual({});
    expect(
      messagesOf({ identificationNumber: '1234' }, { documentLength: { min: 4, max: 20 } }),
    ).toEqual({});
  });

  it('checks the card number, expiry and security code with the token call texts', () => {
    expect(messagesOf({ cardNumber: '5031 7557 3453 0605' })).toEqual({
      cardNumber: 'Número de tarjeta inválido',
    });
    expect(messagesOf({ expirationMonth: '13', expirationYear: '2025' })).toEqual({
      expirationMonth: 'Mes de vencimiento inválido',
      expirationYear: 'Año de vencimiento inválido',
    });
    expect(messagesOf({ expirationMonth: '10', expirationYear: '2026' })).toEqual({
      expirationMonth: 'Mes de vencimiento inválido',
    });
    expect(messagesOf({ expirationMonth: '11', expirationYear: '2026' })).toEqual({});
    expect(messagesOf({ securityCode: '12' })).toEqual({
      securityCode: 'Revisa tu código de seguridad',
    });
    expect(messagesOf({ securityCode: '123' }, { securityCodeLength: 4 })).toEqual({
      securityCode: 'Revisa tu código de seguridad',
    });
  });
});

describe('passesLuhnCheck', () => {
  it('accepts the published test cards and refuses a changed digit', () => {
    expect(passesLuhnCheck('4509953566233704')).toBe(true);
    expect(passesLuhnCheck('371180303257522')).toBe(true);
    expect(passesLuhnCheck('4509953566233705')).toBe(false);
    expect(passesLuhnCheck('')).toBe(false);
  });
});

describe('cardTokenErrors', () => {
  it('puts each Mercado Pago cause on its field with the spec text', () => {
    const shown = (codes: (string | number)[]) =>
      cardTokenErrors(codes).map((error) => [error.path, error.message]);
    expect(shown(['E301', 'E302', 316, '322'])).toEqual([
      ['cardNumber', 'Número de tarjeta inválido'],
      ['securityCode', 'Revisa tu código de seguridad'],
      ['cardholderName', 'Nombre inválido!'],
      ['identificationType', 'Tipo de documento inválido'],
    ]);
    expect(shown(['323'])).toEqual([['identificationNumber', 'Revisa tu documento']]);
    expect(shown(['324', '323'])).toEqual([['identificationNumber', 'El documento es inválido']]);
    expect(shown(['325', '326'])).toEqual([
      ['expirationMonth', 'Mes de vencimiento inválido'],
      ['expirationYear', 'Año de vencimiento inválido'],
    ]);
  });

  it('says "Revisa los datos ingresados" for any other code or none', () => {
    expect(cardTokenErrors(['205']).map((error) => error.message)).toEqual([
      'Revisa los datos ingresados',
    ]);
    expect(cardTokenErrors([])).toMatchObject([{ path: '', code: 'cardToken.other' }]);
  });
});

describe('cardPaymentOutcome', () => {
  const base = { payment_id: '1001', msg: null, ticket_link: null, payment_timestamp: 1 };

  it('routes approved, rejected and pending payments to the checkout screens', () => {
    expect(cardPaymentOutcome({ ...base, status: 'APPROVED' }, 'plus-1')).toEqual({
      kind: 'navigate',
      path: '/checkout/success?payment_id=1001',
    });
    expect(
      cardPaymentOutcome(
        {
          ...base,
          status: 'REJECTED',
          mpago_status_detail: 'cc_rejected_insufficient_amount',
        },
        'plus-1',
      ),
    ).toEqual({
      kind: 'navigate',
      path: '/checkout/error?status_detail=cc_rejected_insufficient_amount&plan_id=plus-1',
    });
    expect(cardPaymentOutcome({ ...base, status: 'PENDING' }, 'plus 1')).toEqual({
      kind: 'navigate',
      path: '/checkout/pending?payment_id=1001&plan_id=plus+1',
    });
  });

  it('stays with the "not created" toast for an ERROR id, status or message', () => {
    const toast = { kind: 'toast', code: 'payment.notCreated' };
    expect(cardPaymentOutcome({ ...base, payment_id: 'ERROR' }, 'p')).toEqual(toast);
    expect(cardPaymentOutcome({ ...base, status: 'ERROR' }, 'p')).toEqual(toast);
    expect(
      cardPaymentOutcome({ ...base, status: 'APPROVED', msg: 'Payment not creted' }, 'p'),
    ).toEqual(toast);
  });
});

describe('cashPaymentOutcome', () => {
  const base = { payment_id: '2002', msg: 'Ticket de pago generado', payment_timestamp: 1 };

  it('gives the reference number and the ticket link of a pending ticket', () => {
    expect(
      cashPaymentOutcome({ ...base, status: 'PENDING', ticket_link: 'https://x/tickets/2002' }),
    ).toEqual({ kind: 'ticket', paymentId: '2002', ticketLink: 'https://x/tickets/2002' });
  });

  it('says the ticket could not be made without a link or with an ERROR id', () => {
    const toast = { kind: 'toast', code: 'payment.ticketError' };
    expect(cashPaymentOutcome({ ...base, status: 'PENDING', ticket_link: null })).toEqual(toast);
    expect(cashPaymentOutcome({ ...base, payment_id: 'ERROR', ticket_link: 'https://x' })).toEqual(
      toast,
    );
  });
});
