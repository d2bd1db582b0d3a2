import { describe, expect, it } from 'vitest';
import { cardRejectionMessage, checkoutMaxPolls, decideCheckoutPoll } from './checkout-result';
import { messages } from './messages';

describe('cardRejectionMessage (Spec 02 §8, card rejection at checkout)', () => {
  it.each([
    ['cc_rejected_bad_filled_card_number', 'cardRejection.badData'],
    ['cc_rejected_bad_filled_date', 'cardRejection.badData'],
    ['cc_rejected_bad_filled_other', 'cardRejection.badData'],
    ['cc_rejected_bad_filled_security_code', 'cardRejection.badData'],
    ['cc_rejected_blacklist', 'cardRejection.providerRejected'],
    ['cc_rejected_call_for_authorize', 'cardRejection.providerRejected'],
    ['cc_rejected_high_risk', 'cardRejection.providerRejected'],
    ['cc_rejected_other_reason', 'cardRejection.providerRejected'],
    ['cc_rejected_insufficient_amount', 'cardRejection.insufficientAmount'],
    ['cc_payment_approved_subscription_error', 'cardRejection.subscriptionError'],
    ['cc_rejected_duplicated_payment', 'cardRejection.generic'],
    ['', 'cardRejection.generic'],
  ] as const)('status_detail %s → %s', (statusDetail, code) => {
    expect(cardRejectionMessage({ statusDetail })).toBe(code);
  });

  it('the no-funds text asks for another card', () => {
    expect(
      messages[cardRejectionMessage({ statusDetail: 'cc_rejected_insufficient_amount' })],
    ).toMatch(/fondos suficientes/);
  });

  it('an error message with statusCode 500 wins over any detail', () => {
    expect(
      cardRejectionMessage({
        statusDetail: 'cc_rejected_insufficient_amount',
        errorMessage: '{"statusCode":500,"message":"boom"}',
      }),
    ).toBe('cardRejection.serverError');
    expect(cardRejectionMessage({ errorMessage: '{"statusCode":"500"}' })).toBe(
      'cardRejection.serverError',
    );
    expect(cardRejectionMessage({ errorMessage: '{"statusCode":400}' })).toBe(
      'cardRejection.generic',
    );
  });

  it('reads a detail passed on as the error message, and survives text that is not JSON', () => {
    expect(cardRejectionMessage({ errorMessage: 'cc_rejected_high_risk' })).toBe(
      'cardRejection.providerRejected',
    );
    expect(cardRejectionMessage({ errorMessage: '{not json' })).toBe('cardRejection.generic');
    expect(cardRejectionMessage({})).toBe('cardRejection.generic');
  });
});

describe('decideCheckoutPoll (Spec 02 §4, the pending screen)', () => {
  it('SUCCEEDED is a success whatever the count', () => {
    expect(decideCheckoutPoll({ result: { status: 'SUCCEEDED' }, polls: 1 })).toEqual({
      kind: 'success',
    });
    expect(decideCheckoutPoll({ result: { status: 'SUCCEEDED' }, polls: 9 })).toEqual({
      kind: 'success',
    });
  });

  it('FAILED is an error with the message of its reason', () => {
    expect(
      decideCheckoutPoll({
        result: { status: 'FAILED', errorMessage: 'cc_rejected_insufficient_amount' },
        polls: 2,
      }),
    ).toEqual({ kind: 'error', message: 'cardRejection.insufficientAmount' });
  });

  it('a failed query shows the generic rejection', () => {
    expect(decideCheckoutPoll({ result: 'failed', polls: 1 })).toEqual({
      kind: 'error',
      message: 'cardRejection.generic',
    });
  });

  it('pending waits up to the third poll and gives up after more than three', () => {
    for (let polls = 1; polls <= checkoutMaxPolls; polls += 1) {
      expect(decideCheckoutPoll({ result: { status: 'PENDING' }, polls })).toEqual({
        kind: 'wait',
      });
    }
    expect(
      decideCheckoutPoll({ result: { status: 'PENDING' }, polls: checkoutMaxPolls + 1 }),
    ).toEqual({ kind: 'giveUp' });
  });
});
