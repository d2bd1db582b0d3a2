import type { CheckoutResult } from './entities/payment';
import type { MessageCode } from './messages';

/**
 * What the checkout result screens need to decide (Spec 02 §2 "Checkout results", §4 "Card
 * payment result", §8 "Card rejection (checkout)"; issue 13 item 5): which rejection message a
 * failed card payment shows, and what the pending screen does after each poll.
 */

/** /checkout/success goes back to / after this long, ms. Source: Spec 02 §2 (7 seconds). */
export const checkoutSuccessRedirectMs = 7_000;

/** /checkout/pending asks again after this long, ms. Source: Spec 02 §9 (polling every 4 s). */
export const checkoutPollIntervalMs = 4_000;

/**
 * /checkout/pending stops asking after more than this many polls still pending.
 * Source: Spec 02 §4 ("after more than 3 polls it gives up with a pending warning").
 */
export const checkoutMaxPolls = 3;

/** Mercado Pago's `status_detail` values whose message is "check the data you typed". */
const badDataDetails = new Set([
  'cc_rejected_bad_filled_card_number',
  'cc_rejected_bad_filled_date',
  'cc_rejected_bad_filled_other',
  'cc_rejected_bad_filled_security_code',
]);

/** `status_detail` values where the provider (or the issuer) refused: try another card. */
const providerRejectedDetails = new Set([
  'cc_rejected_blacklist',
  'cc_rejected_call_for_authorize',
  'cc_rejected_high_risk',
  'cc_rejected_other_reason',
]);

/** Input of {@link cardRejectionMessage}. */
export type CardRejectionInput = {
  /** The provider's `status_detail` (`mpago_status_detail`), e.g. `cc_rejected_insufficient_amount`. */
  readonly statusDetail?: string | null;
  /** The server's `error_message` / `errorMessage`; may be a JSON text with a `statusCode`. */
  readonly errorMessage?: string | null;
};

/** Whether `text` is a JSON object whose `statusCode` is 500 (Spec 02 §8). */
function saysStatusCode500(text: string | null | undefined): boolean {
  if (!text) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      'statusCode' in parsed &&
      Number((parsed as { statusCode: unknown }).statusCode) === 500
    );
  } catch {
    return false;
  }
}

/**
 * The message of /checkout/error for a rejected card payment, as 02 §8 lists them:
 *
 * 1. an error message that parses as JSON with `statusCode` 500 → `cardRejection.serverError`
 *    ('Ocurrio un error al procesar tu pago, por favor contactate con un administrador');
 * 2. wrong card number, date, other data or security code → `cardRejection.badData`;
 * 3. blacklist, call_for_authorize, high_risk, other_reason → `cardRejection.providerRejected`;
 * 4. insufficient_amount → `cardRejection.insufficientAmount`;
 * 5. cc_payment_approved_subscription_error → `cardRejection.subscriptionError`;
 * 6. anything else, or nothing known → `cardRejection.generic`.
 *
 * The detail may come as `status_detail` or, when a server only passes the provider's text on,
 * inside the error message: both are read (decision: a detail found in either counts).
 *
 * @returns the message code (`messages[code]` is the Spanish text). Never throws.
 */
export function cardRejectionMessage(input: CardRejectionInput): MessageCode {
  if (saysStatusCode500(input.errorMessage)) return 'cardRejection.serverError';
  const candidates = [input.statusDetail, input.errorMessage]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => value.trim());
  const has = (set: ReadonlySet<string>) => candidates.some((value) => set.has(value));
  if (has(badDataDetails)) return 'cardRejection.badData';
  if (has(providerRejectedDetails)) return 'cardRejection.providerRejected';
  if (candidates.includes('cc_rejected_insufficient_amount'))
    return 'cardRejection.insufficientAmount';
  if (candidates.includes('cc_payment_approved_subscription_error'))
    return 'cardRejection.subscriptionError';
  return 'cardRejection.generic';
}

/** What /checkout/pending does after a poll (see {@link decideCheckoutPoll}). */
export type CheckoutPollDecision =
  | { readonly kind: 'success' }
  | { readonly kind: 'error'; readonly message: MessageCode }
  | { readonly kind: 'wait' }
  | { readonly kind: 'giveUp' };

/** Input of {@link decideCheckoutPoll}. */
export type CheckoutPollInput = {
  /** The answer of `GET /root/users/me/handleCheckout`, or `'failed'` when the query failed. */
  readonly result: CheckoutResult | 'failed';
  /** How many polls have been answered so far, this one included (≥ 1). */
  readonly polls: number;
};

/**
 * The pending screen's rule (Spec 02 §4): SUCCEEDED → success; FAILED → error with the
 * rejection message of {@link cardRejectionMessage} (from `errorMessage`); a failed query → error
 * with the generic rejection (Spec 02 §8: "A failed pending query shows the rejected message");
 * otherwise pending: wait {@link checkoutPollIntervalMs} and ask again, until more than
 * {@link checkoutMaxPolls} polls, then give up (the screen says the payment is pending and offers
 * the way home; the webhook still applies the payment when it is approved).
 */
export function decideCheckoutPoll(input: CheckoutPollInput): CheckoutPollDecision {
  if (input.result === 'failed') return { kind: 'error', message: 'cardRejection.generic' };
  if (input.result.status === 'SUCCEEDED') return { kind: 'success' };
  if (input.result.status === 'FAILED') {
    return {
      kind: 'error',
      message: cardRejectionMessage({ errorMessage: input.result.errorMessage }),
    };
  }
  return input.polls > checkoutMaxPolls ? { kind: 'giveUp' } : { kind: 'wait' };
}
