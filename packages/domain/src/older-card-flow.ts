import { cardDigits, passesLuhnCheck } from './card-payment';
import type { PaymentStatus } from './entities/payment';
import type { MessageCode } from './messages';
import { messages } from './messages';
import type { ValidationError } from './result';

/**
 * The older card flow /mercado-pago and /mercado-pago-mp/{id} (Spec 02 §4 "Older card flow", §5
 * "Older manual form", §8 polling rejections; issue 13 item 5): the manual card form's checks and
 * what the screen does after each `GET /payment` poll.
 */

/** The older flow asks `GET /payment` again after this long, ms. Source: Spec 02 §4 (4 s). */
export const paymentPollIntervalMs = 4_000;

/** The older flow gives up after more than this many polls. Source: Spec 02 §4 (3). */
export const paymentMaxPolls = 3;

/** The manual card form's values, text as typed. */
export type ManualCardFormValues = {
  readonly cardholderName: string;
  readonly email: string;
  readonly identificationType: string;
  readonly identificationNumber: string;
  readonly cardNumber: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly securityCode: string;
  /** The chosen issuer's id (`''` when none: only asked when the card needs one). */
  readonly issuerId: string;
};

/** What {@link validateManualCardForm} needs besides the values. */
export type ManualCardFormContext = {
  /** Whether the guessed card needs an issuer (MP's `additional_info_needed` has `issuer_id`). */
  readonly needsIssuer: boolean;
  /** The security code's length of the guessed brand (4 for Amex); default 3. */
  readonly securityCodeLength?: number;
  /** Today, for the expiry. */
  readonly today: { readonly year: number; readonly month: number };
};

function issue(path: keyof ManualCardFormValues, code: MessageCode): ValidationError {
  return { path, code, message: messages[code] };
}

/**
 * Checks the older manual card form (Spec 02 §5 "Older manual form"): name 'Nombre requerido',
 * e-mail 'Email requerido' (empty or without `@`), expiry month 1–12 'Mes invalido', year of two
 * or four digits and not past 'Año invalido' (a past month of this year: 'Mes invalido'), card
 * number of 13–19 digits passing Luhn 'Tarjeta invalida', security code of the brand's length
 * 'Codigo invalido', issuer 'Seleciona tu Banco' only when the card needs one. Decision: the
 * document (type and number) that Mercado Pago's token needs is checked as on /medio-pago
 * ('Campo requerido', 'Número de documento inválido', 'DNI invalido').
 *
 * @returns one error per invalid field, `[]` when the form may be sent. Never throws.
 */
export function validateManualCardForm(
  values: ManualCardFormValues,
  context: ManualCardFormContext,
): ValidationError[] {
  const errors: ValidationError[] = [];
  if (values.cardholderName.trim() === '') errors.push(issue('cardholderName', 'nombre.required'));
  if (!/^[^\s@]+@[^\s@]+$/.test(values.email.trim())) {
    errors.push(issue('email', 'manualCardForm.emailRequired'));
  }
  if (values.identificationType === '') errors.push(issue('identificationType', 'field.required'));
  const documentNumber = values.identificationNumber.trim();
  if (documentNumber === '') {
    errors.push(issue('identificationNumber', 'cardForm.documentNumberInvalid'));
  } else if (!/^\d+$/.test(documentNumber)) {
    errors.push(issue('identificationNumber', 'cardForm.documentNumberNotNumeric'));
  }
  const digits = cardDigits(values.cardNumber);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhnCheck(digits)) {
    errors.push(issue('cardNumber', 'manualCardForm.cardInvalid'));
  }
  const month = values.expirationMonth.trim();
  const year = values.expirationYear.trim();
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const monthValid = /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;
  const yearValid = /^(\d{2}|\d{4})$/.test(year) && fullYear >= context.today.year;
  if (!monthValid) errors.push(issue('expirationMonth', 'manualCardForm.monthInvalid'));
  if (!yearValid) errors.push(issue('expirationYear', 'manualCardForm.yearInvalid'));
  if (monthValid && yearValid && fullYear === context.today.year) {
    if (Number(month) < context.today.month) {
      errors.push(issue('expirationMonth', 'manualCardForm.monthInvalid'));
    }
  }
  const codeLength = context.securityCodeLength ?? 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(values.securityCode.trim())) {
    errors.push(issue('securityCode', 'manualCardForm.securityCodeInvalid'));
  }
  if (context.needsIssuer && values.issuerId === '') {
    errors.push(issue('issuerId', 'manualCardForm.issuerRequired'));
  }
  return errors;
}

/**
 * The per-reason message of a rejected payment in the older flow (Spec 02 §8 "Polling
 * rejections"): bad card number, bad date, bad security code and insufficient funds have their
 * own, anything else the generic rejection.
 *
 * @param statusDetail - Mercado Pago's `status_detail` (`mpago_status_detail`).
 */
export function pollingRejectionMessage(statusDetail: string | null | undefined): MessageCode {
  switch (statusDetail) {
    case 'cc_rejected_bad_filled_card_number':
      return 'paymentPolling.badCardNumber';
    case 'cc_rejected_bad_filled_date':
      return 'paymentPolling.badExpiryDate';
    case 'cc_rejected_bad_filled_security_code':
      return 'paymentPolling.badSecurityCode';
    case 'cc_rejected_insufficient_amount':
      return 'paymentPolling.insufficientFunds';
    default:
      return 'cardRejection.generic';
  }
}

/** What the older flow does after a poll. */
export type PaymentPollDecision =
  /** Approved: the user is ACTIVO; go to /mp. */
  | { readonly kind: 'approved' }
  /** Rejected: stay, show `message`, allow a retry. */
  | { readonly kind: 'rejected'; readonly message: MessageCode }
  /** ERROR: say `paymentPolling.error` and go to /mp. */
  | { readonly kind: 'error' }
  /** Still pending after more than {@link paymentMaxPolls} polls: the pending warning, then /. */
  | { readonly kind: 'giveUp' }
  /** Still pending: ask again in {@link paymentPollIntervalMs}. */
  | { readonly kind: 'wait' };

/**
 * Decides the older flow's next move after poll number `polls` (1 for the first) answered
 * `status` (Spec 02 §4 "Older card flow"): APPROVED → approved; REJECTED → rejected with
 * {@link pollingRejectionMessage}; ERROR or a failed query (`'failed'`, decision: the payment's
 * fate is unknown, as with ERROR) → error; otherwise pending: `giveUp` once `polls` is more than
 * {@link paymentMaxPolls}, else `wait`.
 */
export function decidePaymentPoll(input: {
  readonly status: PaymentStatus | null | undefined | 'failed';
  readonly statusDetail?: string | null;
  readonly polls: number;
}): PaymentPollDecision {
  if (input.status === 'APPROVED') return { kind: 'approved' };
  if (input.status === 'REJECTED') {
    return { kind: 'rejected', message: pollingRejectionMessage(input.statusDetail) };
  }
  if (input.status === 'ERROR' || input.status === 'failed') return { kind: 'error' };
  return input.polls > paymentMaxPolls ? { kind: 'giveUp' } : { kind: 'wait' };
}
