import type { CardFormValues } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { keepCardDraft, takeCardDraft } from './card-draft';

const empty: CardFormValues = {
  cardholderName: '',
  identificationType: 'DNI',
  identificationNumber: '',
  cardNumber: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
};

const typed: CardFormValues = {
  cardholderName: 'FUND Perez',
  identificationType: 'DNI',
  identificationNumber: '12345678',
  cardNumber: '5031 7557 3453 0604',
  expirationMonth: '11',
  expirationYear: '30',
  securityCode: '123',
};

describe('the card draft kept for Reintentar', () => {
  it('gives back everything typed except the security code, once', () => {
    keepCardDraft('plus', typed);
    expect(takeCardDraft('plus', empty)).toEqual({ ...typed, securityCode: '' });
    expect(takeCardDraft('plus', empty)).toEqual(empty);
  });

  it('keeps a draft per plan', () => {
    keepCardDraft('premium', typed);
    expect(takeCardDraft('plus', empty)).toEqual(empty);
    expect(takeCardDraft('premium', empty).cardNumber).toBe('5031 7557 3453 0604');
  });
});
